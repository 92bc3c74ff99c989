/* Whole random Shengji deals in C, for the simulator: the simulator's seeds (the deal seed
 * "{master}/{deal}", the banker drawn from it, each seat's bot seed from SHA-256 of
 * "{master}/{index}/{seat}", as sim.config, sim.shengji and bots.bot_seed make them) and
 * the random player's policy with Python's own Mersenne Twister, so a deal played here is
 * the deal the Python random bots play. No Python objects: it runs without the GIL. */
#ifndef MARSMATCH_SJ_BATCH_H
#define MARSMATCH_SJ_BATCH_H

#include "round.h"

typedef struct {
    int32_t banker, actions, tricks, finished, scored, trump;  /* trump: suit, 4 none, -1 not fixed */
    sj_score score;                                            /* once scored (round.h) */
} sj_deal_result;

/* Deal `deal` of a simulation with master seed `master`, played by random bots seeded for
 * round `index`, both teams at level 2. Returns 0, or -1 when out of memory. */
int sj_random_deal(const uint8_t *master, int master_len, int64_t index, int64_t deal,
                   const sj_rules *rules, int max_actions, sj_deal_result *out);

#endif
