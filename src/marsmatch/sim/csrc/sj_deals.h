/* Whole Shengji deals in C, for the simulator, the lab and the arena: the simulator's
 * seeds (the deal seed "{master}/{deal}", the banker drawn from it, each seat's bot seed as
 * seeds.h makes it) and compiled bots in every seat (the random bot with Python's own
 * Mersenne Twister, the greedy bot's one compiled heuristic), so a deal played here is the
 * deal the Python bots play. No Python objects: it runs without the GIL. */
#ifndef MARSMATCH_SIM_SJ_DEALS_H
#define MARSMATCH_SIM_SJ_DEALS_H

#include "round.h"
#include "sj_greedy.h"

enum { SJ_SIM_RANDOM, SJ_SIM_GREEDY };

/* One seat's compiled bot: which, and the greedy bot's options. */
typedef struct {
    int32_t kind;
    sj_greedy greedy;
} sj_sim_bot;

typedef struct {
    int32_t banker, actions, tricks, finished, scored, trump;  /* trump: suit, 4 none, -1 not fixed */
    sj_score score;                                            /* once scored (round.h) */
} sj_deal_result;

/* Deal `deal` of a simulation with master seed `master`, played by bots[s] in seat s (the
 * random ones seeded for round `index`), both teams at level 2. Returns 0, or -1 when out
 * of memory. */
int sj_sim_deal(const uint8_t *master, int master_len, int64_t index, int64_t deal,
                const sj_rules *rules, const sj_sim_bot *bots, int max_actions,
                sj_deal_result *out);

#endif
