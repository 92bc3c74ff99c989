/* Shengji deals played by a learning agent (scripts/train_shengji.py): deals from a seed
 * at any levels, the declaring and burying and any seats left to the greedy bot played in
 * C, and at each of the agent's leads and follows its position's and candidates' features
 * (sj_features.h). No Python objects: batches of deals step without the GIL. */
#ifndef MARSMATCH_BOTS_SJ_SELFPLAY_H
#define MARSMATCH_BOTS_SJ_SELFPLAY_H

#include <stdint.h>

#include "sj_features.h"

typedef struct {
    sj_round *g;        /* NULL: not dealt */
    int greedy_seats;   /* bit s: seat s is played by the greedy bot */
    int n;              /* the agent's candidates now */
    sj_action cands[SJ_GREEDY_MAX];
} sj_selfplay;

/* Deal from `seed` (a shuffle of the shoe, the kitty last, card p to seat p % 4) with the
 * banker and both teams' levels (0..12) given, then play on to the agent's first move.
 * Returns 0, or -1 when out of memory. */
int sj_selfplay_deal(sj_selfplay *d, const sj_rules *r, uint64_t seed, int banker,
                     const int *levels, int greedy_seats, const sj_greedy *opt);

/* The agent's seat to act and its features: the position into state, the candidates'
 * into actions (at most SJ_GREEDY_MAX rows). Returns the number of candidates (0: the deal
 * is over or not dealt). */
int sj_selfplay_observe(sj_selfplay *d, const sj_greedy *opt, int *seat, float *state,
                        float *actions);

/* Play candidate `choice` and on to the agent's next move. Returns 1 when the deal is over. */
int sj_selfplay_step(sj_selfplay *d, int choice, const sj_greedy *opt);

void sj_selfplay_free(sj_selfplay *d);

#endif
