/* What MarsMatch's learned agent sees of each play type it may choose (bots/
 * marsmatch_features.py; its position is the learning environment's observation): the
 * pass, kind, length, top rank, attachment kind, bomb, the cards the engine's default play
 * spends and what it leaves, and summaries (size, cards left, whether it empties the hand,
 * bombs broken, 2s and jokers spent). The one copy of these features: training and play
 * both compute them here. */
#ifndef MARSMATCH_BOTS_MM_FEATURES_H
#define MARSMATCH_BOTS_MM_FEATURES_H

#include <stdint.h>

#include "mm.h"

#define MM_ACTION_FEATURES 67
#define MM_EMPTIES 62  /* the feature that says an action empties the hand */

/* The features of a play of reading rd (kind < 0: the pass) spending `spent` (15 rank
 * counts) from `hand` into out[MM_ACTION_FEATURES]. */
void mm_action_features(const float *hand, mm_reading rd, const float *spent, float *out);

#endif
