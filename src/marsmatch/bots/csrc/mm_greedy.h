/* MarsMatch's greedy bot (bots.marsmatch.GreedyBot; its rules are in docs/bots.md): the
 * scores it gives the moves of the seat to act, and its choice. The one copy of this
 * heuristic: the Python bot, the search's rollouts and the simulator's compiled rounds all
 * call it. Nothing here is a rule of the game: those stay in the game's C (round.h). */
#ifndef MARSMATCH_BOTS_MM_GREEDY_H
#define MARSMATCH_BOTS_MM_GREEDY_H

#include "round.h"

/* The greedy bot's options (GreedyBot.defaults). */
typedef struct {
    int spare_bombs, danger_cards;
} mm_greedy;

/* The pass as a reading (kind -1). */
static const mm_reading MM_PASS_RD = {-1, 0, 0, 0};
/* The score the pass gets when the seat may not pass. */
#define MM_NO_PASS (-1e9)

static inline int mm_is_bomb(mm_reading rd) { return rd.kind >= MM_DRONE; }
static inline int mm_bomb_class(mm_reading rd) { return mm_kinds[rd.kind]->bomb_class; }
static inline int mm_hand_size(const uint8_t *h) {
    int n = 0;
    for (int r = 0; r < MM_LANES; r++) n += h[r];
    return n;
}

/* The greedy scores for the seat to act: every legal type into types/scores and the pass's
 * score (MM_NO_PASS when it may not pass). Returns the number of types. */
int mm_greedy_scores(const mm_round *g, const mm_greedy *opt, mm_reading *types,
                     double *scores, double *pass_score);

/* The seat to act's legal types (into types, *ntypes of them) and its moves ranked best
 * first: order[i] indexes types, *ntypes standing for the pass (ties: the engine's order,
 * the pass after every type), scores[i] (may be NULL) their scores. Returns how many moves
 * (at most *ntypes + 1). */
int mm_greedy_order(const mm_round *g, const mm_greedy *opt, mm_reading *types, int *order,
                    double *scores, int *ntypes);

/* The seat to act's moves ranked best first (ties: the engine's order, the pass after
 * every type): up to `limit` into out (kind -1: the pass) with their scores. Returns how
 * many. */
int mm_greedy_ranked(const mm_round *g, const mm_greedy *opt, int limit, mm_reading *out,
                     double *scores);

/* The greedy choice (kind -1: the pass; kind -2: nobody is to act). */
mm_reading mm_greedy_choose(const mm_round *g, const mm_greedy *opt);

/* Apply a pass, or the reading with its default attachments, for the seat to act. */
int mm_apply_move(mm_round *g, mm_reading rd);

#endif
