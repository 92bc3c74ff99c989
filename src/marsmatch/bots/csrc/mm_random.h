/* MarsMatch's random bot in C (bots.marsmatch.RandomBot): a uniform choice among the legal
 * play types and the pass, default attachments, drawn from Python's own Mersenne Twister
 * (pyrandom.h), so a seat played here makes the choices the Python bot with the same seed
 * makes. */
#ifndef MARSMATCH_BOTS_MM_RANDOM_H
#define MARSMATCH_BOTS_MM_RANDOM_H

#include "pyrandom.h"
#include "round.h"

/* The random bot's decision for the seat to act, applied, with that seat's generator:
 * returns 1 after a play or a pass, 0 when nobody is to act. */
int mm_random_step(mm_round *g, ms_random *rng);

#endif
