/* One step of a learning environment's rounds in C (rl.marsmatch_vector's RoundBatch):
 * an action of the environment's vocabulary applied to a round without Python objects, so
 * it runs without the GIL. */
#ifndef MARSMATCH_BATCH_H
#define MARSMATCH_BATCH_H

#include "round.h"

/* One action of a learning environment's vocabulary for the seat to act: 0 is the pass,
 * a >= 1 the play type vocab[a - 1] with default attachments. Returns 0, or -1 when the
 * action is not legal now (nothing is applied). */
int mm_vocab_step(mm_round *g, int action, const mm_reading *vocab, int nvocab);

#endif
