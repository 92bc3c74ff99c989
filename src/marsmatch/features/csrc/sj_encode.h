/* shengji_v0's observation of a compiled deal, written into a caller-owned array (the
 * pieces that do not depend on the play the environment is building). */
#ifndef MARSMATCH_SJ_ENCODE_H
#define MARSMATCH_SJ_ENCODE_H

#include "round.h"

/* Where each piece starts; rl/shengji_v0.py's OBSERVATION_PIECES is the one source. */
typedef struct {
    int32_t size, hand, phase, level, trump, banker, attacker, declaration, trick, leader,
        lead_size, played, kitty, counts, voids, points, tricks, building, chosen, left;
} sj_obs_layout;

/* The observation of `seat` (obs holds layout->size floats; it is overwritten). `chosen`
 * holds the cards the seat to act has chosen so far of the bury or play it is building. */
void sj_encode(const sj_round *g, int seat, const sj_obs_layout *layout, const uint8_t *chosen,
               int nchosen, float *obs);

#endif
