/* Tractors (G2.5, G2.6): two or more adjacent groups of one effective suit, each at least
 * tractor_min_width wide (pairs; of triples: a Titanic), at least tractor_min_length long.
 * Adjacency is the order of positions (G2.5: the level rank skipped; in trump A -> off-suit
 * level cards -> trump-suit level card -> LJ -> BJ; two off-suit level cards never adjacent).
 * G5.3: a tractor is beaten by a tractor at least as wide and as long that starts higher. */
#include <stddef.h>

#include "../bypos.h"
#include "units.h"

/* Every maximal tractor of each width some cards hold (a position with several cards offers
 * its most held, then its highest-sorting one). */
static int candidates(const sj_hand *counts, const sj_trump *t, const sj_rules *r, sj_unit *out) {
    int n = 0, top_width = 0;
    for (int i = 0; i < counts->len; i++)
        if (counts->n[counts->order[i]] > top_width) top_width = counts->n[counts->order[i]];
    sj_bypos by;
    for (int width = r->min_width; width <= top_width; width++) {
        sj_by_position(counts, t, width, NULL, &by);
        uint8_t run[16];
        int len = 0, last = -2;
        for (int p = 0; p < 16; p++) {
            if (!sj_has(&by, p)) continue;
            int best = by.cards[p][0];  /* the most copies, then the highest sort key */
            for (int k = 1; k < by.n[p]; k++) {
                int c = by.cards[p][k];
                if (counts->n[c] > counts->n[best] ||
                    (counts->n[c] == counts->n[best] && sj_sort_key(t, c) > sj_sort_key(t, best)))
                    best = c;
            }
            if (last >= 0 && p == last + 1) {
                run[len++] = (uint8_t)best;
            } else {
                if (len >= r->min_length) sj_make_unit(t, width, run, len, &out[n++]);
                run[0] = (uint8_t)best;
                len = 1;
            }
            last = p;
        }
        if (len >= r->min_length) sj_make_unit(t, width, run, len, &out[n++]);
    }
    return n;
}

int sj_is_tractor(const sj_unit *u, const sj_trump *t, const sj_rules *r) {
    if (u->width < r->min_width || u->length < r->min_length) return 0;
    for (int i = 1; i < u->length; i++) {  /* one effective suit, each card the next (G2.5) */
        int a = u->cards[i - 1], b = u->cards[i];
        if (t->esuit[a] != t->esuit[b] || t->pos[b] != t->pos[a] + 1) return 0;
    }
    return 1;
}

/* One tractor of `shape`: starting positions low to high; the cards of each position in the
 * hand's order, every combination (the last position fastest). */
static int placements(const sj_hand *counts, sj_shape shape, const sj_trump *t, const sj_allow *a,
                      sj_place *out) {
    sj_bypos by;
    int n = 0, width = shape.width, length = shape.length;
    sj_by_position(counts, t, width, a, &by);
    for (int p = 0; p < 16; p++) {
        if (!sj_has(&by, p)) continue;
        int ok = 1;
        for (int i = 1; i < length && ok; i++) ok = sj_has(&by, p + i);
        if (!ok) continue;
        int at[16] = {0};  /* an odometer over the product, the last position fastest */
        for (;;) {
            if (n < SJ_MAX_PLACES) {
                out[n].n = (uint8_t)length;
                for (int i = 0; i < length; i++) out[n].cards[i] = by.cards[p + i][at[i]];
                n++;
            }
            int i = length - 1;
            while (i >= 0 && ++at[i] == by.n[p + i]) at[i--] = 0;
            if (i < 0) break;
        }
    }
    return n;
}

static int beaten_by(const sj_unit *u, const sj_hand *counts, const sj_trump *t) {
    sj_bypos by;
    sj_by_position(counts, t, u->width, NULL, &by);
    for (int p = u->low + 1; p < 16; p++) {
        if (!sj_has(&by, p)) continue;
        int ok = 1;
        for (int i = 1; i < u->length && ok; i++) ok = sj_has(&by, p + i);
        if (ok) return 1;
    }
    return 0;
}

const sj_unit_kind sj_tractors = {"tractor", candidates, placements, beaten_by};
