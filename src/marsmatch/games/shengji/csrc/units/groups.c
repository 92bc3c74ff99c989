/* Groups (G2.4): a single, or n identical cards (same suit and rank): a pair with two
 * decks, a triple with three, wider tuples only in positions with more decks. G5.3: a group
 * of n is beaten by n identical higher cards of its suit. */
#include <string.h>

#include "../bypos.h"
#include "units.h"

/* The group of each card of some cards: all its copies, in the hand's order. */
static int candidates(const sj_hand *counts, const sj_trump *t, const sj_rules *r, sj_unit *out) {
    (void)r;
    for (int i = 0; i < counts->len; i++) {
        uint8_t c = counts->order[i];
        sj_make_unit(t, counts->n[c], &c, 1, &out[i]);
    }
    return counts->len;
}

/* One group of `shape.width` copies: positions low to high, a position's cards by sort key. */
static int placements(const sj_hand *counts, sj_shape shape, const sj_trump *t, const sj_allow *a,
                      sj_place *out) {
    sj_bypos by;
    int n = 0, width = shape.width;
    sj_by_position(counts, t, width, a, &by);
    for (int p = 0; p < 16; p++) {
        if (!sj_has(&by, p)) continue;
        uint8_t cs[SJ_CARDS];
        int m = by.n[p];
        memcpy(cs, by.cards[p], (size_t)m);
        for (int i = 1; i < m; i++) {  /* sorted by sort key */
            uint8_t c = cs[i];
            int j = i;
            while (j > 0 && sj_sort_key(t, cs[j - 1]) > sj_sort_key(t, c)) {
                cs[j] = cs[j - 1];
                j--;
            }
            cs[j] = c;
        }
        for (int i = 0; i < m && n < SJ_MAX_PLACES; i++) {
            out[n].n = 1;
            out[n++].cards[0] = cs[i];
        }
    }
    return n;
}

static int beaten_by(const sj_unit *u, const sj_hand *counts, const sj_trump *t) {
    sj_bypos by;
    sj_by_position(counts, t, u->width, NULL, &by);
    for (int p = u->low + 1; p < 16; p++)
        if (sj_has(&by, p)) return 1;
    return 0;
}

const sj_unit_kind sj_groups = {"group", candidates, placements, beaten_by};
