/* Building a bury, a lead or a follow one card at a time (the learning environment's
 * actions): which card may come next so that some legal completion exists. Cards come in
 * non-decreasing number, so each multiset has one sequence. The compiled form of
 * rl._sj_actions' bury_allowed, lead_allowed and FollowOracle (the readable Python is the
 * oracle in tests/oracle/rl/sj_actions.py). */
#ifndef MARSMATCH_SJ_STEPS_H
#define MARSMATCH_SJ_STEPS_H

#include "sj.h"

/* Cards the next step may add (bit c of *out), given the cards chosen so far. */
uint64_t sj_bury_next(const sj_hand *hand, const uint8_t *chosen, int n, int size);
uint64_t sj_lead_next(const sj_hand *hand, const uint8_t *chosen, int n, const sj_trump *t);

/* A follow being built (G5.4): all led-suit cards first when the hand holds no more than
 * were led; otherwise led-suit cards only, holding a placement of the first rung of the
 * ladder the hand can meet; where the longer-tuple protection refuses a card, completions
 * are searched and judged by the follow check itself. */
typedef struct sj_follower sj_follower;
sj_follower *sj_follower_new(const sj_hand *hand, const sj_format *lead, const sj_trump *t,
                             const sj_rules *r);
void sj_follower_free(sj_follower *f);
uint64_t sj_follower_next(sj_follower *f, const uint8_t *chosen, int n);
/* Whether the follow must hold a placement of a rung (the hand holds more of the led suit
 * than were led and can meet a rung that is not empty). */
int sj_follower_required(const sj_follower *f);

#endif
