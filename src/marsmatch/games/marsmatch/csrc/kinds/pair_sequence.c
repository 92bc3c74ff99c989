/* Pair Sequence (R3.3): k >= 3 pairs on consecutive ranks within 3..A; any card may be a
 * 2 acting as the needed rank (wild.c). It answers only a Pair Sequence of the same k with
 * a higher top (R3.12). */
#include "kinds.h"

static int fits(const uint8_t *m, int n, mm_reading rd) {
    int rest[MM_LANES], k = rd.length, top = rd.top;
    if (m[MM_LJ] || m[MM_BJ] || rd.attach != MM_NONE || k < 3 || n != 2 * k || top < k - 1 ||
        top > MM_ACE)
        return 0;
    return mm_wild_rest(m, top - k + 1, top, 2, 1, rest) && mm_attachment_fits(rest, MM_NONE);
}

static int candidates(const uint8_t *m, int n, mm_reading *out) {
    int c = 0;
    if (m[MM_LJ] || m[MM_BJ] || n < 6 || n % 2 || n / 2 > 12) return 0;
    for (int top = n / 2 - 1; top <= MM_ACE; top++) out[c++] = mm_rd(MM_PAIR_SEQUENCE, n / 2, top, MM_NONE);
    return c;
}

static void types(const uint8_t *h, const mm_top *top, mm_sink *s) {
    if (top->has && top->rd.kind != MM_PAIR_SEQUENCE) return;
    mm_window win[80];
    int nw = mm_wild_chains(h, 2, 1, top->has ? top->rd.length : -1,
                            top->has ? top->rd.top : -1, win);
    for (int i = 0; i < nw; i++)
        if (win[i].k >= 3) mm_put(s, MM_PAIR_SEQUENCE, win[i].k, win[i].top, MM_NONE);
}

static void main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    mm_wild_main(h, rd, 2, 1, m);
}

static void pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *out) {
    mm_plain_pool(h, main, out);
    mm_wild_pool(rd, 2, main, out);
}

static int64_t count(const uint8_t *h, mm_reading rd, int boat_floor) {
    (void)boat_floor;
    return mm_wild_count(h, rd.top - rd.length + 1, rd.top, 2, 0);
}

/* R3.3: cards that make pairs (2s completing them) but fewer than three, or pairs that
 * are not one run within 3..A. */
static int why_not(const uint8_t *m, int n) {
    if (mm_jokers(m) || n < 4 || n % 2 || mm_most_natural(m) > 2) return MM_NOT_FAR;
    int single = 0;
    for (int r = 0; r < MM_TWO; r++) single += m[r] == 1;
    if (single > m[MM_TWO] || (m[MM_TWO] - single) % 2) return MM_NOT_FAR;
    return n < 6 ? MM_NOT_SHORT : MM_NOT_CHAIN;
}

/* R3.3: every spelling of the pairs, any card of them a 2 acting as the needed rank. */
static int plays(mm_cursor *c, uint8_t *out) { return mm_spelled_next(c, out, 2, 1, 0); }

const mm_kind mm_pair_sequence = {"pair_sequence", 2, 0, 0, 1, fits, candidates, types,
                                  main_cards, pool, mm_no_attach, mm_no_attachment_ranks,
                                  count, mm_same_shape, why_not, plays};
