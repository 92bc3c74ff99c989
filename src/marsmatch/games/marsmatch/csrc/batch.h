/* Whole random rounds in C, for the simulator and benchmarks: the simulator's seeds (the
 * round's deal seed "{master}/{index}", each seat's bot seed from SHA-256 of
 * "{master}/{index}/{seat}", as sim.config and bots.bot_seed make them) and the random
 * bot's policy (bots.marsmatch.RandomBot: a uniform choice among the legal play types and
 * the pass, default attachments), with Python's own Mersenne Twister, so a round played
 * here is the round the Python bots play. No Python objects: it runs without the GIL. */
#ifndef MARSMATCH_BATCH_H
#define MARSMATCH_BATCH_H

#include <stdint.h>

#include "pyrandom.h"
#include "round.h"

typedef struct {
    int32_t banker, winner, emptied, nactive, actions, tricks, finished;
} mm_round_result;

/* Plays round `index` of a simulation with master seed `master`: per seat, heavenly[s]
 * (MM_HAND_*), category[s] (MM_CAT_*, 0: undecided) and points[s]. deal_only stops after
 * the deal (sim's deal_only). Returns 0, or -1 when out of memory or the seat count is
 * not 1..255. */
int mm_random_round(const uint8_t *master, int master_len, int64_t index, int players,
                    const mm_rules *rules, int deal_only, int max_actions,
                    mm_round_result *out, uint8_t *heavenly, uint8_t *category,
                    int64_t *points);

/* The random bot's decision for the seat to act, with that seat's generator: returns 1
 * after a play or a pass, 0 when nobody is to act. */
int mm_random_step(mm_round *g, ms_random *rng);

/* One action of a learning environment's vocabulary for the seat to act: 0 is the pass,
 * a >= 1 the play type vocab[a - 1] with default attachments. Returns 0, or -1 when the
 * action is not legal now (nothing is applied). */
int mm_vocab_step(mm_round *g, int action, const mm_reading *vocab, int nvocab);

#endif
