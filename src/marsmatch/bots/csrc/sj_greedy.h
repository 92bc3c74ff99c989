/* Shengji's greedy bot (bots.shengji.GreedyBot; its rules are in docs/bots.md): how it
 * declares, buries, leads and follows, and the scores it gives the leads and follows it
 * considers. The one copy of this heuristic: the Python bot, the search's rollouts and the
 * simulator's compiled deals all call it. Nothing here is a rule of the game: the rules
 * stay in the game's C (round.h, sj.h), which every candidate is built from. */
#ifndef MARSMATCH_BOTS_SJ_GREEDY_H
#define MARSMATCH_BOTS_SJ_GREEDY_H

#include "random.h"
#include "round.h"

/* The greedy bot's options (GreedyBot.defaults). */
typedef struct {
    double declare_share;  /* declares when its best suit makes this share of its hand trump */
} sj_greedy;

/* At most this many leads or follows are ranked. */
#define SJ_GREEDY_MAX 48

/* The leads or follows the greedy bot considers for the seat to act in the play phase,
 * ranked best first (ties: the order they were made in), up to `limit` into out with
 * their scores (may be NULL). Returns how many (0 outside the play phase). */
int sj_greedy_ranked(const sj_round *g, const sj_greedy *opt, int limit, sj_action *out,
                     double *scores);

/* sj_greedy_ranked, and for each move whether it wins (may be NULL): a lead that nothing
 * still out can beat in its shape, a follow that takes the trick as it stands. */
int sj_greedy_considered(const sj_round *g, const sj_greedy *opt, int limit, sj_action *out,
                         double *scores, int *wins);

/* The greedy bot's action for the seat to act (the banker while burying): a declaration or
 * a pass, a burial, a lead or a follow. Returns 0, or -1 when nobody is to act. */
int sj_greedy_choose(const sj_round *g, const sj_greedy *opt, sj_action *out);

/* Sort n cards by their keys, smallest first, equal keys in their order (keys move too). */
void sj_sort_cards(uint8_t *cards, int64_t *keys, int n);

/* The seat to act (the banker while burying; -1 when the deal is over). */
int sj_seat_to_act(const sj_round *g);

/* Apply an action for the seat to act. Returns 0, or -1 when a lead cannot be split. */
int sj_apply_action(sj_round *g, const sj_action *a);

#endif
