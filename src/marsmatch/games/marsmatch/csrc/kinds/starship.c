/* Starship (R3.5): k >= 1 quads of natural cards (no wild 2s in the quads), for k >= 2 on
 * consecutive ranks within 3..A. It carries exactly 2k singles or 2k pairs (2s allowed,
 * also as wild in an attached pair; attachments.c), or nothing when k >= 2: a lone quad
 * with nothing is a Drone (drone.c). It answers only a Starship of the same k and
 * attachment kind with a higher top quad (R3.12). */
#include "kinds.h"

static int fits(const uint8_t *m, int n, mm_reading rd) {
    int rest[MM_LANES], k = rd.length, top = rd.top, att = rd.attach;
    if (m[MM_LJ] || m[MM_BJ] || k < 1 || att < MM_NONE || att > MM_PAIRS ||
        n != (4 + 2 * att) * k)
        return 0;
    if (att == MM_NONE && k < 2) return 0;  /* a lone bare quad is a Drone */
    if (k == 1) {
        if (top < 0 || top > MM_TWO || !mm_wild_rest(m, top, top, 4, 0, rest)) return 0;
    } else {
        if (top < k - 1 || top > MM_ACE) return 0;
        if (!mm_wild_rest(m, top - k + 1, top, 4, 0, rest)) return 0;
    }
    return mm_attachment_fits(rest, att);
}

static int candidates(const uint8_t *m, int n, mm_reading *out) {
    int c = 0;
    if (m[MM_LJ] || m[MM_BJ] || n == 0) return 0;
    for (int att = MM_NONE; att <= MM_PAIRS; att++) {
        int size = 4 + 2 * att;
        if (n % size) continue;
        int k = n / size;
        if (k == 1) {
            for (int r = 0; r < 13; r++)
                if (m[r]) out[c++] = mm_rd(MM_STARSHIP, 1, r, att);
        } else {
            for (int top = k - 1; top <= MM_ACE; top++) out[c++] = mm_rd(MM_STARSHIP, k, top, att);
        }
    }
    return c;
}

static void types(const uint8_t *h, const mm_top *top, mm_sink *s) {
    if (top->has && top->rd.kind != MM_STARSHIP) return;
    mm_attached_types(h, MM_STARSHIP, &mm_starship, top, s);
}

static void main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    mm_wild_main(h, rd, 4, 0, m);
}

static int64_t count(const uint8_t *h, mm_reading rd, int boat_floor) {
    (void)boat_floor;
    return mm_count_natural(h, rd, 4);
}

/* R3.5: the natural quads (never a wild 2), with each choice of attachments. */
static int plays(mm_cursor *c, uint8_t *out) { return mm_spelled_next(c, out, 4, 0, 0); }

/* R3.5, R3.10: quads of natural cards only (a 2 never completes one), one run, carrying 2
 * singles or 2 pairs per quad (nothing from two quads up), never a joker. */
static int why_not(const uint8_t *m, int n) {
    (void)n;
    if (!mm_jokers(m) && mm_chained(m, 4, 0)) return MM_NOT_CHAIN;
    int found = mm_group_why_not(m, 4, 0, 2, 2);
    if (found >= 0) return found;
    if (mm_group_why_not(m, 4, 1, 2, 2) == MM_NOT_FAR) return MM_NOT_WILD_QUAD;
    return MM_NOT_FAR;
}

const mm_kind mm_starship = {"starship", 4, 2, 0, 0, fits, candidates, types, main_cards,
                             mm_no_pool, mm_group_attach, mm_group_attachment_ranks, count,
                             mm_same_shape, why_not, plays};
