/* Drone (R3.7): n >= 4 natural cards of one rank 3..2 (no wild 2s, no jokers). Drones
 * compare by length first, then rank; four 2s are the strongest 4-card Drone. A Drone
 * beats every combination that is not a Spaceship, a Super Drone or a stronger Drone
 * (bomb class 1, kinds.c). */
#include "kinds.h"

static int fits(const uint8_t *m, int n, mm_reading rd) {
    return !m[MM_LJ] && !m[MM_BJ] && rd.attach == MM_NONE && rd.length == n && n >= 4 &&
           rd.top >= 0 && rd.top <= MM_TWO && m[rd.top] == n;
}

static int candidates(const uint8_t *m, int n, mm_reading *out) {
    int rank = -1;
    if (n < 4 || m[MM_LJ] || m[MM_BJ]) return 0;
    for (int r = 0; r < 13; r++) {
        if (!m[r]) continue;
        if (rank >= 0) return 0;  /* more than one rank */
        rank = r;
    }
    out[0] = mm_rd(MM_DRONE, n, rank, MM_NONE);
    return 1;
}

/* Drones stronger than the top (every one for a lead or a non-bomb). */
static void types(const uint8_t *h, const mm_top *top, mm_sink *s) {
    int klass = top->has ? mm_class_of(top->rd.kind) : 0;
    if (klass > 1) return;
    int fl = klass == 1 ? top->rd.length : 0, ft = klass == 1 ? top->rd.top : -1;
    for (int r = 0; r < 13; r++)
        for (int n = 4; n <= h[r]; n++)
            if (n > fl || (n == fl && r > ft)) mm_put(s, MM_DRONE, n, r, MM_NONE);
}

static void main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    (void)h;
    for (int r = 0; r < 16; r++) m[r] = 0;
    m[rd.top] = (uint8_t)rd.length;
}

static int64_t count(const uint8_t *h, mm_reading rd, int boat_floor) {
    (void)h, (void)rd, (void)boat_floor;
    return 1;
}

static mm_verdict compare(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    (void)a_boat, (void)b_boat;
    if (a.length != b.length)
        return mm_verdict_of(a.length > b.length,
                             a.length > b.length ? MM_WHY_LONGER : MM_WHY_SHORTER, MM_DRONE);
    return mm_by_top(a, b, MM_DRONE);
}

/* R3.7: a Drone is natural cards of one rank: a 2 never stands in. */
static int why_not(const uint8_t *m, int n) {
    int ranks = 0;
    for (int r = 0; r < MM_TWO; r++) ranks += m[r] > 0;
    if (!mm_jokers(m) && n >= 4 && ranks == 1 && m[MM_TWO]) return MM_NOT_WILD_DRONE;
    return MM_NOT_FAR;
}

const mm_kind mm_drone = {"drone", 0, 0, 1, 0, fits, candidates, types, main_cards, mm_no_pool,
                          mm_no_attach, mm_no_attachment_ranks, count, compare, why_not, mm_one_play};
