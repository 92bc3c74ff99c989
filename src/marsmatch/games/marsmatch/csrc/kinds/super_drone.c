/* Super Drone (R3.8): exactly three natural 3s. It beats everything but a Spaceship (bomb
 * class 2). Three 3s may instead be played as a triple (rocket.c) or inside a chain; the
 * player chooses (R3.11). */
#include "kinds.h"

static int fits(const uint8_t *m, int n, mm_reading rd) {
    return n == 3 && m[0] == 3 && rd.length == 3 && rd.top == 0 && rd.attach == MM_NONE;
}

static int candidates(const uint8_t *m, int n, mm_reading *out) {
    if (n != 3 || m[0] != 3) return 0;
    out[0] = mm_rd(MM_SUPER_DRONE, 3, 0, MM_NONE);
    return 1;
}

static void types(const uint8_t *h, const mm_top *top, mm_sink *s) {
    if (top->has && mm_class_of(top->rd.kind) > 1) return;
    if (h[0] >= 3) mm_put(s, MM_SUPER_DRONE, 3, 0, MM_NONE);
}

static void main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    (void)h, (void)rd;
    for (int r = 0; r < 16; r++) m[r] = 0;
    m[0] = 3;
}

static int64_t count(const uint8_t *h, mm_reading rd, int boat_floor) {
    (void)h, (void)rd, (void)boat_floor;
    return 1;
}

static mm_verdict compare(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    (void)a_boat, (void)b_boat;
    return mm_by_top(a, b, MM_SUPER_DRONE);
}

/* R3.8: exactly three natural 3s: a 2 never stands in. */
static int why_not(const uint8_t *m, int n) {
    return n == 3 && m[0] && m[MM_TWO] && m[0] + m[MM_TWO] == 3 ? MM_NOT_WILD_SUPER : MM_NOT_FAR;
}

const mm_kind mm_super_drone = {"super_drone", 0, 0, 2, 0, fits, candidates, types, main_cards,
                                mm_no_pool, mm_no_attach, mm_no_attachment_ranks, count, compare,
                                why_not, mm_one_play};
