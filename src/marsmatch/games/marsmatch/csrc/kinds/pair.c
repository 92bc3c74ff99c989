/* Pair (R3.2): two cards of one rank 3..2, or a natural card X and a 2 acting as X (the
 * wild 2, wild.c); two 2s are a pair of 2s, never a wild lower pair (R3.13). A 2 never
 * pairs with a joker. Pairs answer only higher pairs (R3.12). */
#include "kinds.h"

static int fits(const uint8_t *m, int n, mm_reading rd) {
    int rest[MM_LANES], top = rd.top;
    if (n != 2 || m[MM_LJ] || m[MM_BJ] || rd.length != 1 || rd.attach != MM_NONE || top < 0 ||
        top > MM_TWO)
        return 0;
    return m[top] >= 1 && mm_wild_rest(m, top, top, 2, 1, rest) &&
           mm_attachment_fits(rest, MM_NONE);
}

static int candidates(const uint8_t *m, int n, mm_reading *out) {
    if (n != 2 || m[MM_LJ] || m[MM_BJ]) return 0;
    for (int r = 0; r < 13; r++)
        if (m[r]) {
            out[0] = mm_rd(MM_PAIR, 1, r < MM_TWO ? r : MM_TWO, MM_NONE);
            return 1;
        }
    return 0;
}

static void types(const uint8_t *h, const mm_top *top, mm_sink *s) {
    if (top->has && top->rd.kind != MM_PAIR) return;
    int above = top->has ? top->rd.top : -1;
    for (int r = above + 1; r < MM_TWO; r++)
        if (r >= 0 && mm_wild_pair_held(h, r)) mm_put(s, MM_PAIR, 1, r, MM_NONE);
    if (h[MM_TWO] >= 2 && above < MM_TWO) mm_put(s, MM_PAIR, 1, MM_TWO, MM_NONE);  /* natural 2s */
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
    if (rd.top == MM_TWO) return h[MM_TWO] >= 2;  /* natural 2s: one play */
    return mm_wild_count(h, rd.top, rd.top, 2, 1);
}

/* R3.2: every pair of rank X the hand holds, X X first, then X and a 2 acting as X; two 2s
 * only as a pair of 2s (R3.13). */
static int plays(mm_cursor *c, uint8_t *out) {
    return mm_spelled_next(c, out, 2, c->rd.top != MM_TWO, 1);
}

/* R3.2: a joker never pairs (two jokers are a Spaceship), and two natural cards of
 * different ranks are no pair unless one is a 2. */
static int why_not(const uint8_t *m, int n) {
    if (n != 2) return MM_NOT_FAR;
    if (mm_jokers(m) == 1) return MM_NOT_JOKER_PAIR;
    if (!mm_jokers(m) && !m[MM_TWO] && mm_most_natural(m) == 1) return MM_NOT_TWO_RANKS;
    return MM_NOT_FAR;
}

const mm_kind mm_pair = {"pair", 2, 0, 0, 1, fits, candidates, types, main_cards, pool,
                         mm_no_attach, mm_no_attachment_ranks, count, mm_same_shape, why_not, plays};
