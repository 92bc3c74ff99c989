/* Units and lead formats (G2.4-G2.6, G5.2): making a unit, ordering units, the candidate
 * units of some cards and the split of a lead. The compiled form of units.make_unit,
 * units.order_units, lead.candidate_units, lead.split_lead and lead._sub_units. */
#include <string.h>

#include "bypos.h"
#include "sj.h"

void sj_make_unit(const sj_trump *t, int width, const uint8_t *cards, int n, sj_unit *out) {
    uint8_t sorted[16];
    int m = 0;
    for (int i = 0; i < n && i < 16; i++) {  /* sorted by position, stable */
        int j = m++;
        while (j > 0 && t->pos[sorted[j - 1]] > t->pos[cards[i]]) {
            sorted[j] = sorted[j - 1];
            j--;
        }
        sorted[j] = cards[i];
    }
    out->width = (uint8_t)width;
    out->length = (uint8_t)m;
    memcpy(out->cards, sorted, (size_t)m);
    out->esuit = t->esuit[sorted[0]];
    out->low = t->pos[sorted[0]];
    out->top = t->pos[sorted[m - 1]];
}

static int64_t order_key(const sj_unit *u) {
    return (((int64_t)sj_unit_size(u) * 32 + u->length) * 16 + u->width) * 1024 +
           sj_unit_strength(u);
}

/* Largest first; at equal size tractors first, then stronger first (a stable sort). */
void sj_order_units(sj_unit *units, int n) {
    for (int i = 1; i < n; i++) {
        sj_unit u = units[i];
        int64_t k = order_key(&u);
        int j = i;
        while (j > 0 && order_key(&units[j - 1]) < k) {
            units[j] = units[j - 1];
            j--;
        }
        units[j] = u;
    }
}

int sj_format_size(const sj_format *f) {
    int n = 0;
    for (int i = 0; i < f->n; i++) n += sj_unit_size(&f->units[i]);
    return n;
}

int sj_format_has_tractor(const sj_format *f) {
    for (int i = 0; i < f->n; i++)
        if (f->units[i].length >= 2) return 1;
    return 0;
}

/* The group of each card (all its copies) and every maximal tractor of each width. */
int sj_candidate_units(const sj_hand *counts, const sj_trump *t, const sj_rules *r,
                       sj_unit *out) {
    int n = 0, top_width = 0;
    for (int i = 0; i < counts->len; i++) {
        int c = counts->order[i];
        uint8_t one = (uint8_t)c;
        sj_make_unit(t, counts->n[c], &one, 1, &out[n++]);
        if (counts->n[c] > top_width) top_width = counts->n[c];
    }
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

static int64_t split_key(const sj_unit *u) {  /* lead._unit_key: size, tractor, width, top */
    return (((int64_t)sj_unit_size(u) * 2 + (u->length >= 2)) * 16 + u->width) * 32 + u->top;
}

static int kind_is(const sj_unit *u, sj_kind k) {
    return u->width == k.width && (u->length >= 2) == k.tractor;
}

/* Units of a kind taken from larger groups (a hint may ask for a pair out of a triple). */
static int sub_units(const sj_hand *counts, const sj_trump *t, const sj_rules *r, sj_kind k,
                     sj_unit *out) {
    int n = 0, top_width = 0;
    for (int i = 0; i < counts->len; i++)
        if (counts->n[counts->order[i]] > top_width) top_width = counts->n[counts->order[i]];
    if (k.width < 1 || k.width > top_width) return 0;
    sj_place places[SJ_MAX_PLACES];
    for (int length = k.tractor ? 2 : 1; length <= (k.tractor ? 13 : 1); length++) {
        if (length > 1 && (k.width < r->min_width || length < r->min_length)) continue;
        sj_shape s = {(uint8_t)k.width, (uint8_t)length};
        int np = sj_placements(counts, s, t, NULL, places);
        for (int i = 0; i < np && n < SJ_MAX_UNITS; i++)
            sj_make_unit(t, k.width, places[i].cards, places[i].n, &out[n++]);
    }
    return n;
}

int sj_split_lead(const uint8_t *cards, int n, const sj_trump *t, const sj_rules *r,
                  sj_kind first, sj_format *out) {
    sj_hand counts;
    sj_unit cands[SJ_MAX_UNITS + 64];
    sj_hand_of(&counts, cards, n);
    out->n = 0;
    out->esuit = n ? t->esuit[cards[0]] : SJ_NONE;
    while (counts.len) {
        int nc = sj_candidate_units(&counts, t, r, cands);
        if (first.width != 0 && out->n == 0) {
            int kept = 0;
            for (int i = 0; i < nc; i++)
                if (kind_is(&cands[i], first)) cands[kept++] = cands[i];
            nc = kept ? kept : sub_units(&counts, t, r, first, cands);
            if (!nc) return -1;
        }
        int best = 0;
        for (int i = 1; i < nc; i++)
            if (split_key(&cands[i]) > split_key(&cands[best])) best = i;
        sj_unit u = cands[best];
        out->units[out->n++] = u;
        for (int i = 0; i < u.length; i++) sj_hand_remove(&counts, u.cards[i], u.width);
    }
    sj_order_units(out->units, out->n);
    return 0;
}
