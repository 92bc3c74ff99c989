/* Single (R3.1): one non-joker card, compared by rank (BJ > LJ > 2 > A > ... > 3 is the
 * order of singles; the jokers' bare Lone Boats answer singles, lone_boat.c). */
#include "kinds.h"

/* A single or a bare Lone Boat: the plays that answer each other as singles (R3.6). */
static int single_class(mm_reading rd) {
    return rd.kind == MM_SINGLE || (rd.kind == MM_LONE_BOAT && rd.attach == MM_NONE);
}

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
    if (top->has && !single_class(top->rd)) return;
    for (int r = top->has ? top->rd.top + 1 : 0; r < 13; r++)
        if (r >= 0 && h[r]) mm_put(s, MM_SINGLE, 1, r, MM_NONE);
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
    (void)a_boat, (void)b_boat;
    if (!single_class(a)) return mm_verdict_of(0, MM_WHY_SHAPE, MM_SINGLE);
    if (a.top == b.top) return mm_verdict_of(0, MM_WHY_EQUAL, MM_SINGLE);
    if (a.kind == MM_LONE_BOAT) return mm_verdict_of(1, MM_WHY_BARE_BOAT, MM_LONE_BOAT);
    return mm_by_top(a, b, MM_SINGLE);
}

const mm_kind mm_single = {"single", 1, 0, 0, 0, fits, candidates, types, main_cards,
                           mm_no_pool, mm_no_attach, mm_no_attachment_ranks, count, compare};
