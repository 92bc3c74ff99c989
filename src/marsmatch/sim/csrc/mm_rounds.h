/* Whole MarsMatch rounds in C, for the simulator, the lab and the arena: the simulator's
 * seeds (seeds.h) and compiled bots in every seat (the random bot with Python's own
 * Mersenne Twister, the greedy bot's one compiled heuristic), so a round played here is
 * the round the Python bots play. No Python objects: it runs without the GIL. */
#ifndef MARSMATCH_SIM_MM_ROUNDS_H
#define MARSMATCH_SIM_MM_ROUNDS_H

#include <stdint.h>

#include "mm_greedy.h"
#include "round.h"

enum { MM_SIM_RANDOM, MM_SIM_GREEDY };

/* One seat's compiled bot: which, and the greedy bot's options. */
typedef struct {
    int32_t kind;
    mm_greedy greedy;
} mm_sim_bot;

typedef struct {
    int32_t banker, winner, emptied, nactive, actions, tricks, finished;
} mm_round_result;

/* Plays round `index` of a simulation with master seed `master`, dealt from deal `deal`
 * (the same as index unless deals are duplicated), bots[s] in seat s: per seat,
 * heavenly[s] (MM_HAND_*), category[s] (MM_CAT_*, 0: undecided) and points[s]. deal_only
 * stops after the deal. Returns 0, or -1 when out of memory or the seat count is not
 * 1..255. */
int mm_sim_round(const uint8_t *master, int master_len, int64_t index, int64_t deal,
                 int players, const mm_rules *rules, const mm_sim_bot *bots, int deal_only,
                 int max_actions, mm_round_result *out, uint8_t *heavenly, uint8_t *category,
                 int64_t *points);

#endif
