/* Single (R3.1): one non-joker card, compared by rank 3 < ... < A < 2. A joker played
 * alone is a bare Lone Boat, which has its own rule against singles (lone_boat.c). */
#include "kinds.h"

static int fits(const uint8_t *m, int n, mm_reading rd) {
    return n == 1 && rd.length == 1 && rd.attach == MM_NONE && rd.top >= 0 &&
           rd.top <= MM_TWO && m[rd.top] == 1;
}

static int candidates(const uint8_t *m, int n, mm_reading *out) {
    if (n != 1 || m[MM_LJ] || m[MM_BJ]) return 0;
    for (int r = 0; r < 13; r++)
        if (m[r]) {
            out[0] = mm_rd(MM_SINGLE, 1, r, MM_NONE);
            return 1;
        }
    return 0;
}

static void types(const uint8_t *h, const mm_top *top, mm_sink *s) {
    if (top->has && top->rd.kind != MM_SINGLE) return;  /* no single beats a joker */
    for (int r = top->has ? top->rd.top + 1 : 0; r < 13; r++)
        if (h[r]) mm_put(s, MM_SINGLE, 1, r, MM_NONE);
}

static void main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    (void)h;
    for (int r = 0; r < 16; r++) m[r] = 0;
    m[rd.top] = 1;
}

static int64_t count(const uint8_t *h, mm_reading rd, int boat_floor) {
    (void)h, (void)rd, (void)boat_floor;
    return 1;
}

static mm_verdict compare(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    if (a.kind == MM_LONE_BOAT) return mm_boat_compare(a, a_boat, b, b_boat);
    if (a.kind != MM_SINGLE) return mm_verdict_of(0, MM_WHY_SHAPE, MM_SINGLE);
    if (a.top == b.top) return mm_verdict_of(0, MM_WHY_EQUAL, MM_SINGLE);
    return mm_by_top(a, b, MM_SINGLE);
}

const mm_kind mm_single = {"single", 1, 0, 0, 0, fits, candidates, types, main_cards,
                           mm_no_pool, mm_no_attach, mm_no_attachment_ranks, count, compare,
                           mm_never_close, mm_one_play};
