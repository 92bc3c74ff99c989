/* What the MarsMatch search bot needs in C (bots/marsmatch_search.py): the greedy bot's
 * scores of a seat's moves, a randomised player built on them for fast rollouts, the
 * search's candidate moves, and redeals of the hidden cards. Nothing here is a rule: the
 * rules stay in round.c, types.c and plays.c. */
#ifndef MARSMATCH_SEARCH_H
#define MARSMATCH_SEARCH_H

#include <stdint.h>

#include "round.h"

/* The greedy bot's options (bots.marsmatch.GreedyBot.defaults). */
typedef struct {
    int spare_bombs, danger_cards;
} mm_greedy;

/* Cards a play of the reading holds (combos.Reading.size). */
int mm_reading_size(mm_reading rd);

/* GreedyBot.ranked's scores for the seat to act: every legal type into types/scores and
 * the pass's score (-1e9 when it may not pass). Returns the number of types. */
int mm_greedy_scores(const mm_round *g, const mm_greedy *opt, mm_reading *types,
                     double *scores, double *pass_score);

/* Candidates for the search, best first: the greedy bot's best `limit` moves; with
 * `diverse`, then the cheapest non-bomb play of each kind (answers: the lowest that
 * beats), the weakest bomb of each bomb class, the strongest bomb and the pass, so cheap
 * answers are never crowded out by bombs. out[i].kind < 0 is the pass. Returns how many
 * (at most limit + MM_KINDS + 5). */
int mm_search_candidates(const mm_round *g, const mm_greedy *opt, int limit, int diverse,
                         mm_reading *out);

/* Apply a candidate (a pass, or the reading with default attachments) for the seat to act. */
int mm_search_apply(mm_round *g, mm_reading rd);

/* The rollout player: the greedy bot's choice, or with probability eps one of its three
 * best moves at random. Plays until the round ends or max_actions; returns the winner
 * (-1 when unfinished). rng is a splitmix64 state. */
int mm_search_rollout(mm_round *g, const mm_greedy *opt, uint64_t *rng, double eps,
                      int max_actions);

/* Redeal the cards hidden from `seat` to the other active seats, each keeping its count:
 * the pool is every card not in `seat`'s hand, not played and not in a hand revealed at
 * the deal (public information only), shuffled with rng. */
void mm_search_redeal(mm_round *g, int seat, uint64_t *rng);

static inline uint64_t mm_splitmix(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

#endif
