/* What Shengji's learned agent sees (bots/shengji_learned.py): the features of a seat's
 * position and of each lead or follow it may choose, for a Q network over factored
 * actions (Deep Monte-Carlo). Cards are counted by their place under the deal's trump
 * (effective suit x position: 5 x 16 slots), so one network plays every trump and level.
 * The position holds only what the seat may know: its hand, the cards played, the current
 * trick, the voids shown, the points, the roles and the kitty when it buried it. The
 * actions are the greedy bot's candidates (sj_greedy.h), so every one is legal. */
#ifndef MARSMATCH_BOTS_SJ_FEATURES_H
#define MARSMATCH_BOTS_SJ_FEATURES_H

#include "sj_greedy.h"

#define SJ_SLOTS 80
#define SJ_STATE_FEATURES (6 * SJ_SLOTS + 48)
/* Each candidate: its cards by slot and 16 facts (the first networks' inputs, which
 * weights of that width still read), then SJ_CONTEXT_FEATURES facts about what it does in
 * the trick and to the hand, from what the seat may know (sj_features.c). */
#define SJ_ACTION_BASE (SJ_SLOTS + 16)
#define SJ_CONTEXT_FEATURES 40
#define SJ_ACTION_FEATURES (SJ_ACTION_BASE + SJ_CONTEXT_FEATURES)

/* The position of `seat` (the seat to act) into out[SJ_STATE_FEATURES]. */
void sj_state_features(const sj_round *g, int seat, float *out);

/* The seat to act's candidate leads or follows (the greedy bot's, best first, at most
 * `limit`) into cands and their features into feats[n][SJ_ACTION_FEATURES]. Returns n. */
int sj_action_candidates(const sj_round *g, const sj_greedy *opt, int limit, sj_action *cands,
                         float *feats);

#endif
