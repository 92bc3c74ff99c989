/* What the MarsMatch search bot (bots/marsmatch_search.py) needs in C: the search's
 * candidate moves, a randomised greedy player for fast rollouts and redeals of the hidden
 * cards. The scores are the greedy bot's (mm_greedy.h); the rules stay in the game's C. */
#ifndef MARSMATCH_BOTS_MM_SEARCH_H
#define MARSMATCH_BOTS_MM_SEARCH_H

#include <stdint.h>

#include "mm_greedy.h"

/* Candidates for the search, best first: the greedy bot's best `limit` moves; with
 * `diverse`, then the cheapest non-bomb play of each kind (answers: the lowest that
 * beats), the weakest bomb of each bomb class, the strongest bomb and the pass, so cheap
 * answers are never crowded out by bombs. out[i].kind < 0 is the pass. Returns how many
 * (at most limit + MM_KINDS + 5). */
int mm_search_candidates(const mm_round *g, const mm_greedy *opt, int limit, int diverse,
                         mm_reading *out);

/* The rollout player: the greedy bot's choice, or with probability eps one of its three
 * best moves at random. Plays until the round ends or max_actions; returns the winner
 * (-1 when unfinished). rng is a splitmix64 state (splitmix.h). */
int mm_search_rollout(mm_round *g, const mm_greedy *opt, uint64_t *rng, double eps,
                      int max_actions);

/* Redeal the cards hidden from `seat` to the other active seats, each keeping its count:
 * the pool is every card not in `seat`'s hand, not played and not in a hand revealed at
 * the deal (public information only), shuffled with rng. */
void mm_search_redeal(mm_round *g, int seat, uint64_t *rng);

#endif
