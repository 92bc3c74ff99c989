/* The random player's policy in C (random.c). */
#ifndef MARSMATCH_SJ_RANDOM_H
#define MARSMATCH_SJ_RANDOM_H

#include "round.h"

enum { SJ_ACT_PASS, SJ_ACT_DECLARE, SJ_ACT_BURY, SJ_ACT_PLAY };

typedef struct {
    int32_t kind, n;
    uint8_t cards[SJ_MAX_PLAY * 2];
} sj_action;

/* bots.shengji.random_action for `seat` (the seat to act); 0, or -1 if nobody may act. */
int sj_random_action(const sj_round *g, int seat, sj_rng *rng, sj_action *out);

#endif
