/* Units (G2.4-G2.6): making a unit, ordering units, and the table of unit kinds whose
 * sections (groups.c, tractors.c) answer for each kind. */
#include <string.h>

#include "units.h"

const sj_unit_kind *const sj_unit_kinds[SJ_UNIT_KINDS] = {&sj_groups, &sj_tractors};

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
    int n = 0;
    for (int k = 0; k < SJ_UNIT_KINDS; k++) n += sj_unit_kinds[k]->candidates(counts, t, r, out + n);
    return n;
}

int sj_placements(const sj_hand *counts, sj_shape shape, const sj_trump *t, const sj_allow *a,
                  sj_place *out) {
    return sj_kind_of(shape.length)->placements(counts, shape, t, a, out);
}

int sj_unit_beaten_by(const sj_unit *u, const sj_hand *counts, const sj_trump *t) {
    return sj_kind_of(u->length)->beaten_by(u, counts, t);
}
