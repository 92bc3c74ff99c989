/* Units (G2.4-G2.6): the kinds of unit, each with its section. A unit is `width` copies of
 * each of `length` adjacent cards of one effective suit: a group (a single, a pair, a
 * triple or a wider tuple; groups.c) or a tractor (of pairs, or of triples: a Titanic;
 * tractors.c). Throws, several units led together, are throws.c's. Internal to the core;
 * sj.h has the public functions. */
#ifndef MARSMATCH_SJ_UNITS_H
#define MARSMATCH_SJ_UNITS_H

#include "sj.h"

typedef struct {
    const char *name;
    /* the units of this kind some cards hold (G5.2's candidates) */
    int (*candidates)(const sj_hand *counts, const sj_trump *t, const sj_rules *r, sj_unit *out);
    /* every way to take one unit of this kind's shape from the cards (allowed by `a`) */
    int (*placements)(const sj_hand *counts, sj_shape shape, const sj_trump *t,
                      const sj_allow *a, sj_place *out);
    /* G5.3: whether cards of the unit's suit beat it on their own */
    int (*beaten_by)(const sj_unit *u, const sj_hand *counts, const sj_trump *t);
} sj_unit_kind;

enum { SJ_GROUP, SJ_TRACTOR, SJ_UNIT_KINDS };
extern const sj_unit_kind sj_groups, sj_tractors;
extern const sj_unit_kind *const sj_unit_kinds[SJ_UNIT_KINDS];

/* The kind of a unit or a shape: a tractor when it is two or more cards long. */
static inline const sj_unit_kind *sj_kind_of(int length) {
    return sj_unit_kinds[length >= 2 ? SJ_TRACTOR : SJ_GROUP];
}

#endif
