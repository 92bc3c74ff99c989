/* units.cards_by_position: the cards held at least `width` times (and allowed), grouped by
 * their position, each group in the hand's order. Internal to the compiled core. */
#ifndef MARSMATCH_SJ_BYPOS_H
#define MARSMATCH_SJ_BYPOS_H

#include "sj.h"

typedef struct {
    uint32_t present;          /* bit p: some card at position p */
    uint8_t n[16];
    uint8_t cards[16][SJ_CARDS];
} sj_bypos;

static inline void sj_by_position(const sj_hand *counts, const sj_trump *t, int width,
                                  const sj_allow *a, sj_bypos *out) {
    out->present = 0;
    for (int p = 0; p < 16; p++) out->n[p] = 0;
    for (int i = 0; i < counts->len; i++) {
        int c = counts->order[i];
        if (counts->n[c] >= width && sj_allowed(a, c, width)) {
            int p = t->pos[c];
            out->cards[p][out->n[p]++] = (uint8_t)c;
            out->present |= 1u << p;
        }
    }
}

static inline int sj_has(const sj_bypos *b, int p) { return p >= 0 && p < 16 && (b->present >> p & 1); }

#endif
