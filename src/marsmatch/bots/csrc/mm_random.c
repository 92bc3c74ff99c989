/* MarsMatch's random bot (mm_random.h). */
#include "mm_random.h"

int mm_random_step(mm_round *g, ms_random *rng) {
    mm_reading types[MM_MAX_TYPES];
    uint8_t play[16];
    if (g->phase != MM_PLAY) return 0;
    int nt = mm_round_legal(g, types);
    uint32_t pick = ms_random_below(rng, (uint32_t)(nt + mm_round_can_pass(g)));
    if ((int)pick == nt) {
        mm_round_pass(g);
    } else {
        mm_round_default(g, types[pick], play);
        mm_round_play(g, play, types[pick]);
    }
    return 1;
}
