/* Learning environments' steps in C (mm_batch.h). */
#include "mm_batch.h"

int mm_vocab_step(mm_round *g, int action, const mm_reading *vocab, int nvocab) {
    mm_reading types[MM_MAX_TYPES];
    uint8_t play[16];
    if (g->phase != MM_PLAY || action < 0 || action > nvocab) return -1;
    if (action == 0) {
        if (!mm_round_can_pass(g)) return -1;
        return mm_round_pass(g);
    }
    mm_reading rd = vocab[action - 1];
    int nt = mm_round_legal(g, types);
    for (int i = 0; i < nt; i++)
        if (mm_rd_eq(types[i], rd)) {
            if (mm_round_default(g, rd, play)) return -1;
            return mm_round_play(g, play, rd);
        }
    return -1;
}
