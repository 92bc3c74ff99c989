/* Leads and throws (G5.2, G5.3, G5.5, G5.5a): splitting a lead into units, whether a throw
 * (several units of one suit) stands, how a follow reads as the lead's format, and who wins
 * a trick under throw_evaluation_policy. */
#include <stdlib.h>
#include <string.h>

#include "units.h"

const char *const sj_failed_throw_names[SJ_FTS] = {"first_beatable", "smallest"};
const char *const sj_eval_policy_names[SJ_EVALS] = {"all", "highest", "trick_unit_length"};

/* --- G5.2: the split of a lead, always the largest unit next --------------------------- */

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

/* --- G5.3: a throw stands only if no other player could beat any of its units ---------- */

int sj_failed_throw(const sj_format *lead, int leader, const sj_hand *hands, const sj_trump *t,
                    const sj_rules *r, int *by) {
    if (lead->n <= 1) return -1;
    int order[SJ_MAX_UNITS], n = lead->n;
    for (int i = 0; i < n; i++) {  /* smallest first: size, then strength (stable) */
        int j = i;
        const sj_unit *u = &lead->units[i];
        while (j > 0) {
            const sj_unit *v = &lead->units[order[j - 1]];
            if (sj_unit_size(v) < sj_unit_size(u) ||
                (sj_unit_size(v) == sj_unit_size(u) && sj_unit_strength(v) <= sj_unit_strength(u)))
                break;
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    sj_hand suit[3];
    int seats[3];
    for (int k = 0; k < 3; k++) {
        seats[k] = (leader + k + 1) % 4;
        sj_hand_suit(&hands[seats[k]], t, lead->esuit, &suit[k]);
    }
    if (r->failed_throw == SJ_FT_FIRST_BEATABLE) {
        for (int k = 0; k < 3; k++)
            for (int i = 0; i < n; i++)
                if (sj_unit_beaten_by(&lead->units[order[i]], &suit[k], t)) {
                    *by = seats[k];
                    return order[i];
                }
        return -1;
    }
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 3; k++)
            if (sj_unit_beaten_by(&lead->units[order[i]], &suit[k], t)) {
                *by = seats[k];
                return order[i];
            }
    return -1;
}

/* --- comparing readings ----------------------------------------------------------------- */

typedef struct { const sj_unit *x, *y; } pair;

/* Units of two readings of one format paired by shape, strongest with strongest. */
static int pairs_by_shape(const sj_format *a, const sj_format *b, pair *out) {
    sj_shape shapes[SJ_MAX_UNITS];
    int ns = 0, np = 0;
    for (int i = 0; i < a->n; i++) {
        sj_shape s = {a->units[i].width, a->units[i].length};
        int seen = 0;
        for (int j = 0; j < ns; j++) seen |= shapes[j].width == s.width && shapes[j].length == s.length;
        if (!seen) shapes[ns++] = s;
    }
    for (int i = 1; i < ns; i++) {  /* distinct shapes, largest key first */
        sj_shape s = shapes[i];
        int j = i;
        while (j > 0 && sj_shape_key(shapes[j - 1]) < sj_shape_key(s)) {
            shapes[j] = shapes[j - 1];
            j--;
        }
        shapes[j] = s;
    }
    for (int k = 0; k < ns; k++) {
        const sj_unit *xs[SJ_MAX_UNITS], *ys[SJ_MAX_UNITS];
        int nx = 0, ny = 0;
        for (int w = 0; w < 2; w++) {
            const sj_format *f = w ? b : a;
            const sj_unit **dst = w ? ys : xs;
            int *cnt = w ? &ny : &nx;
            for (int i = 0; i < f->n; i++) {
                const sj_unit *u = &f->units[i];
                if (u->width != shapes[k].width || u->length != shapes[k].length) continue;
                int j = (*cnt)++;  /* strongest first, stable */
                while (j > 0 && sj_unit_strength(dst[j - 1]) < sj_unit_strength(u)) {
                    dst[j] = dst[j - 1];
                    j--;
                }
                dst[j] = u;
            }
        }
        for (int i = 0; i < nx && i < ny; i++) out[np++] = (pair){xs[i], ys[i]};
    }
    return np;
}

static int top_key(const sj_unit *u) { return (u->esuit == SJ_T) << 8 | u->top; }

/* G5.5 under throw_evaluation_policy: does reading `a` strictly beat `b`? */
static int beats(const sj_format *a, const sj_format *b, int policy) {
    pair pairs[SJ_MAX_UNITS];
    if (policy == SJ_EVAL_HIGHEST) {
        int ma = -1, mb = -1;
        for (int i = 0; i < a->n; i++) if (top_key(&a->units[i]) > ma) ma = top_key(&a->units[i]);
        for (int i = 0; i < b->n; i++) if (top_key(&b->units[i]) > mb) mb = top_key(&b->units[i]);
        return ma > mb;
    }
    int np = pairs_by_shape(a, b, pairs);
    if (policy == SJ_EVAL_ALL) {
        for (int i = 0; i < np; i++)
            if (!(sj_unit_strength(pairs[i].x) > sj_unit_strength(pairs[i].y))) return 0;
        return 1;
    }
    /* trick_unit_length: the largest units decide first; the singles of a throw that also
     * holds a longer unit do not count */
    int longer = 0;
    for (int i = 0; i < a->n; i++) longer |= sj_unit_size(&a->units[i]) > 1;
    int only_long = a->n > 1 && longer;
    int sizes[SJ_MAX_UNITS], ns = 0;
    for (int i = 0; i < np; i++) {
        int s = sj_unit_size(pairs[i].x), seen = 0;
        if (only_long && s <= 1) continue;
        for (int j = 0; j < ns; j++) seen |= sizes[j] == s;
        if (!seen) sizes[ns++] = s;
    }
    while (ns) {
        int big = 0;
        for (int j = 1; j < ns; j++) if (sizes[j] > sizes[big]) big = j;
        for (int i = 0; i < np; i++) {
            if (only_long && sj_unit_size(pairs[i].x) <= 1) continue;
            if (sj_unit_size(pairs[i].x) != sizes[big]) continue;
            int x = sj_unit_strength(pairs[i].x), y = sj_unit_strength(pairs[i].y);
            if (x != y) return x > y;
        }
        sizes[big] = sizes[--ns];
    }
    return 0;
}

/* G5.5a: how hard a reading is to beat: the strengths of its units largest first (the
 * lead's format's order: shape, then strength); a reading is harder when it is stronger
 * earlier. */
static int hardness(const sj_format *f, int *out) {
    int64_t key[SJ_MAX_UNITS];
    for (int i = 0; i < f->n; i++) {
        const sj_unit *u = &f->units[i];
        int64_t k = (int64_t)sj_shape_key((sj_shape){u->width, u->length}) << 16 |
                    sj_unit_strength(u);
        int j = i;
        while (j > 0 && key[j - 1] < k) {
            key[j] = key[j - 1];
            j--;
        }
        key[j] = k;
    }
    for (int i = 0; i < f->n; i++) out[i] = (int)(key[i] & 0xffff);
    return f->n;
}

/* Whether a reading's units of width >= 2 are exactly the hint's (its singles are the
 * rest of the same cards). */
static int named_by(const sj_format *f, const sj_format *hint) {
    int used[SJ_MAX_UNITS] = {0}, multi = 0;
    for (int i = 0; i < f->n; i++) {
        const sj_unit *u = &f->units[i];
        if (u->width < 2) continue;
        multi++;
        int found = 0;
        for (int j = 0; j < hint->n && !found; j++) {
            const sj_unit *h = &hint->units[j];
            if (used[j] || h->width != u->width || h->length != u->length ||
                memcmp(h->cards, u->cards, u->length))
                continue;
            used[j] = found = 1;
        }
        if (!found) return 0;
    }
    return multi == hint->n;
}

typedef struct {
    const sj_hand *counts;
    const sj_trump *t;
    const sj_format *best;   /* what a reading must beat */
    const sj_format *hint;   /* the reading named (NULL: none) */
    int policy, found, named;
    int esuit;
    sj_format *out;          /* the reading the follow is read as */
    int key[SJ_MAX_UNITS], nkey;
} reading_ctx;

static int consider(void *ctx, const sj_choice *chosen, int n) {
    reading_ctx *rc = ctx;
    sj_format *f = malloc(sizeof *f);
    if (!f) return 1;
    sj_hand rest = *rc->counts;
    f->esuit = rc->esuit;
    f->n = 0;
    for (int i = 0; i < n; i++) {
        for (int q = 0; q < chosen[i].place.n; q++)
            sj_hand_remove(&rest, chosen[i].place.cards[q], chosen[i].shape.width);
        sj_make_unit(rc->t, chosen[i].shape.width, chosen[i].place.cards, chosen[i].place.n,
                     &f->units[f->n++]);
    }
    for (int i = 0; i < rest.len; i++) {
        uint8_t c = rest.order[i];
        for (int k = 0; k < rest.n[c] && f->n < SJ_MAX_UNITS; k++) sj_make_unit(rc->t, 1, &c, 1, &f->units[f->n++]);
    }
    sj_order_units(f->units, f->n);
    int stop = 0;
    if (beats(f, rc->best, rc->policy)) {
        if (rc->hint && named_by(f, rc->hint)) {  /* G5.5a: read as its player named it */
            *rc->out = *f;
            rc->found = rc->named = stop = 1;
        } else {
            int key[SJ_MAX_UNITS], nk = hardness(f, key), cmp = 0;
            for (int i = 0; !cmp && i < nk && i < rc->nkey; i++)
                if (key[i] != rc->key[i]) cmp = key[i] > rc->key[i] ? 1 : -1;
            if (!rc->found || cmp > 0) {  /* else the hardest to beat, the first of equals */
                *rc->out = *f;
                memcpy(rc->key, key, (size_t)nk * sizeof *key);
                rc->nkey = nk;
                rc->found = 1;
            }
        }
    }
    free(f);
    return stop;
}

/* G5.5, G5.5a: how a follow that beats `best` is read (0: it does not). A follow can win only
 * if all its cards are of the led suit or all are trump and it reads as the lead's format;
 * a winning follow that reads several ways is read as its player's hint names, or else the
 * way hardest to beat, and a later play must beat it under that reading. */
static int reading_that_beats(const uint8_t *cards, int n, const sj_format *lead,
                              const sj_format *best, const sj_format *hint, const sj_trump *t,
                              int policy, sj_format *out) {
    int es = n ? t->esuit[cards[0]] : SJ_NONE;
    for (int i = 1; i < n; i++)
        if (t->esuit[cards[i]] != es) return 0;
    if (es != lead->esuit && es != SJ_T) return 0;
    sj_hand counts;
    sj_hand_of(&counts, cards, n);
    sj_shape req[SJ_MAX_SHAPES];
    int nreq = 0;
    for (int i = 0; i < lead->n; i++)
        if (lead->units[i].width >= 2) req[nreq++] = (sj_shape){lead->units[i].width, lead->units[i].length};
    reading_ctx *rc = malloc(sizeof *rc);
    if (!rc) return 0;
    rc->counts = &counts;
    rc->t = t;
    rc->best = best;
    rc->hint = hint;
    rc->policy = policy;
    rc->found = rc->named = 0;
    rc->nkey = 0;
    rc->esuit = es;
    rc->out = out;
    sj_assignments(&counts, req, nreq, t, NULL, NULL, consider, rc);
    int found = rc->found;
    free(rc);
    return found;
}

int sj_trick_winner(const sj_format *lead, const uint8_t *const *plays, const int *sizes,
                    const sj_format *const *hints, int nplays, const sj_trump *t,
                    const sj_rules *r, sj_format *best) {
    int winner = 0;
    *best = *lead;
    sj_format *reading = malloc(sizeof *reading);
    if (!reading) return -1;
    for (int i = 1; i < nplays; i++)
        if (reading_that_beats(plays[i], sizes[i], lead, best, hints ? hints[i] : NULL, t,
                               r->eval_policy, reading)) {
            winner = i;
            *best = *reading;
        }
    free(reading);
    return winner;
}
