/* Spaceship (R3.9): exactly two jokers, BJ+BJ > BJ+LJ > LJ+LJ (its top is its number of
 * Big Jokers). It beats everything but a stronger Spaceship (bomb class 3); two jokers are
 * never a pair (pair.c). */
#include "kinds.h"

static int fits(const uint8_t *m, int n, mm_reading rd) {
    return n == 2 && m[MM_LJ] + m[MM_BJ] == 2 && rd.length == 1 && m[MM_BJ] == rd.top &&
           rd.attach == MM_NONE;
}

static int candidates(const uint8_t *m, int n, mm_reading *out) {
    if (n != 2 || m[MM_LJ] + m[MM_BJ] != 2) return 0;
    out[0] = mm_rd(MM_SPACESHIP, 1, m[MM_BJ], MM_NONE);
    return 1;
}

static void types(const uint8_t *h, const mm_top *top, mm_sink *s) {
    int floor = top->has && mm_class_of(top->rd.kind) == 3 ? top->rd.top : -1;
    int held[3] = {h[MM_LJ] >= 2, h[MM_LJ] >= 1 && h[MM_BJ] >= 1, h[MM_BJ] >= 2};
    for (int bj = 0; bj < 3; bj++)
        if (held[bj] && bj > floor) mm_put(s, MM_SPACESHIP, 1, bj, MM_NONE);
}

static void main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    (void)h;
    for (int r = 0; r < 16; r++) m[r] = 0;
    m[MM_BJ] = (uint8_t)rd.top;
    m[MM_LJ] = (uint8_t)(2 - rd.top);
}

static int64_t count(const uint8_t *h, mm_reading rd, int boat_floor) {
    (void)h, (void)rd, (void)boat_floor;
    return 1;
}

static mm_verdict compare(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    (void)a_boat, (void)b_boat;
    return mm_by_top(a, b, MM_SPACESHIP);
}

/* R3.9: exactly two jokers, nothing else. */
static int why_not(const uint8_t *m, int n) {
    return mm_jokers(m) == 2 && n > 2 ? MM_NOT_SPACESHIP_EXTRA : MM_NOT_FAR;
}

const mm_kind mm_spaceship = {"spaceship", 0, 0, 3, 0, fits, candidates, types, main_cards,
                              mm_no_pool, mm_no_attach, mm_no_attachment_ranks, count, compare,
                              why_not, mm_one_play};
