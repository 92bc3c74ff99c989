/* Shengji's search bot (bots/shengji_search.py): determinised Monte Carlo with paired
 * evaluation. For each of many redeals of the cards hidden from the bot's seat (dealt from
 * public information only: every card played, the voids shown, the declaration cards
 * still shown, each hand's size, the kitty when the bot is the banker who buried it),
 * every candidate move is played out to the end of the deal by the greedy players (with a
 * little randomness), all candidates on the same redeal and the same random numbers, so
 * their differences are measured, not their luck. The move with the best mean result is
 * played, unless its lead over the greedy bot's own choice is within `z` standard errors
 * of the paired differences: then the greedy choice stands (a lower-confidence-bound
 * override). Leads, follows and burials are searched; declaring follows the greedy rules. */
#ifndef MARSMATCH_BOTS_SJ_SEARCH_H
#define MARSMATCH_BOTS_SJ_SEARCH_H

#include <stdint.h>

#include "sj_greedy.h"

typedef struct {
    int32_t iterations;   /* redeals per decision (0: only the time bounds it) */
    double seconds;       /* wall time per decision (0: no cap) */
    int32_t width;        /* candidate leads or follows: the greedy bot's best */
    double epsilon;       /* the rollout players' chance to take their second or third move */
    double z;             /* the override's standard errors (0: always the best mean) */
    double win_weight;    /* a result's share that is the deal won or lost, the rest the margin */
    double scale;         /* points of margin per unit of tanh */
    sj_greedy greedy;     /* the rollout players' and the fallback's options */
} sj_search_opts;

#define SJ_SEARCH_MAX SJ_GREEDY_MAX  /* every candidate the greedy bot makes */

typedef struct {
    int32_t n, iterations, chosen, best;   /* candidates; redeals done; the move played; the best mean */
    double mean[SJ_SEARCH_MAX];            /* each candidate's mean result for the bot's team, -1..1 */
} sj_search_stats;

/* The search's move for the seat to act (the banker while burying), drawn from `seed`.
 * Returns 0, or -1 when nobody is to act. */
int sj_search(const sj_round *g, const sj_search_opts *opt, uint64_t seed, sj_action *out,
              sj_search_stats *stats);

/* The review's paired evaluation: `redeals` redeals of what the seat to act cannot see, each
 * of the n `moves` played out on every one with the same random numbers; results[k * n + i]
 * is move i's result on redeal k for the seat's team (-1..1). Returns 0, or -1 when nobody
 * is to act. */
int sj_evaluate(const sj_round *g, const sj_search_opts *opt, uint64_t seed,
                const sj_action *moves, int n, int redeals, double *results);

/* A log-less copy of the deal whose cards hidden from `seat` are dealt anew from public
 * information and rng (splitmix.h). NULL when out of memory. */
sj_round *sj_redeal(const sj_round *g, int seat, uint64_t *rng);

/* The result of a finished deal for `seat`'s team, in -1..1 (sj_search_opts' weights). */
double sj_team_result(const sj_round *g, int seat, const sj_search_opts *opt);

/* The burials the search weighs: the greedy bot's, then one per plain suit that keeps that
 * suit and empties the others first. Returns how many (at most 5). */
int sj_bury_candidates(const sj_round *g, const sj_greedy *opt, sj_action *out);

#endif
