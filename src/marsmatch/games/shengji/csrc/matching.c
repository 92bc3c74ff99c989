/* Placing shapes in a hand (G2.6, G5.4): disjoint placements of several shapes (each kind's
 * placements are its section's, units/) in the order the Python generator produced them
 * (lowest first, or shuffled by the bot's generator), and the exact test whether a hand
 * holds a requirement; with the random draws of Python's random.Random (shuffle, sample)
 * the rules use. */
#include <stdlib.h>
#include <string.h>

#include "sj.h"

/* --- Python's random.shuffle and random.sample on indices ----------------------------- */

void sj_shuffle_index(sj_rng *rng, int *items, int n) {
    for (int i = n - 1; i >= 1; i--) {
        int j = (int)rng->below(rng->ctx, (uint32_t)(i + 1));
        int x = items[i];
        items[i] = items[j];
        items[j] = x;
    }
}

void sj_sample_index(sj_rng *rng, int n, int k, int *out) {
    int setsize = 21;
    if (k > 5) {  /* 4 ** ceil(log(3k, 4)): the smallest power of 4 above 3k (never equal) */
        long p = 1;
        while (p < 3L * k) p *= 4;
        setsize += (int)p;
    }
    if (n <= setsize) {
        int *pool = malloc((size_t)(n > 0 ? n : 1) * sizeof *pool);
        if (!pool) {
            rng->failed = 1;
            return;
        }
        for (int i = 0; i < n; i++) pool[i] = i;
        for (int i = 0; i < k; i++) {
            int j = (int)rng->below(rng->ctx, (uint32_t)(n - i));
            out[i] = pool[j];
            pool[j] = pool[n - i - 1];
        }
        free(pool);
        return;
    }
    for (int i = 0; i < k; i++) {
        int j, again;
        do {
            j = (int)rng->below(rng->ctx, (uint32_t)n);
            again = 0;
            for (int q = 0; q < i; q++)
                if (out[q] == j) again = 1;
        } while (again && !rng->failed);
        out[i] = j;
    }
}


/* --- assignments ------------------------------------------------------------------------- */

typedef struct {
    sj_shape shapes[SJ_MAX_SHAPES];
    int n;
    sj_hand work;
    const sj_trump *t;
    const sj_allow *a;
    sj_rng *rng;
    sj_choice chosen[SJ_MAX_SHAPES];
    int keys[SJ_MAX_SHAPES][16];
    sj_found_fn found;
    void *ctx;
} search;

static int key_less(const int *a, const int *b, int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return a[i] < b[i];
    return 0;
}

static int place(search *s, int i) {
    if (i == s->n) return s->found(s->ctx, s->chosen, s->n);
    sj_shape shape = s->shapes[i];
    sj_place *cands = malloc(SJ_MAX_PLACES * sizeof *cands);
    int order[SJ_MAX_PLACES], stop = 0;
    if (!cands) return 1;
    int nc = sj_placements(&s->work, shape, s->t, s->a, cands);
    for (int k = 0; k < nc; k++) order[k] = k;
    if (s->rng) sj_shuffle_index(s->rng, order, nc);
    int same = i > 0 && s->shapes[i - 1].width == shape.width &&
               s->shapes[i - 1].length == shape.length;
    for (int k = 0; k < nc && !stop; k++) {
        const sj_place *c = &cands[order[k]];
        int key[16] = {0};
        for (int q = 0; q < c->n; q++) key[q] = sj_sort_key(s->t, c->cards[q]);
        /* identical shapes take placements in non-decreasing order: no way twice */
        if (same && key_less(key, s->keys[i - 1], c->n)) continue;
        for (int q = 0; q < c->n; q++) sj_hand_remove(&s->work, c->cards[q], shape.width);
        s->chosen[i].shape = shape;
        s->chosen[i].place = *c;
        memcpy(s->keys[i], key, sizeof key);
        stop = place(s, i + 1);
        if (!stop)
            for (int q = 0; q < c->n; q++) sj_hand_add(&s->work, c->cards[q], shape.width);
    }
    free(cands);
    return stop;
}

int sj_assignments(const sj_hand *counts, const sj_shape *req, int nreq, const sj_trump *t,
                   const sj_allow *a, sj_rng *rng, sj_found_fn found, void *ctx) {
    search *s = malloc(sizeof *s);
    if (!s) return 1;
    s->n = 0;
    for (int i = 0; i < nreq && i < SJ_MAX_SHAPES; i++) {  /* largest first, stable */
        int j = s->n++;
        while (j > 0 && sj_shape_key(s->shapes[j - 1]) < sj_shape_key(req[i])) {
            s->shapes[j] = s->shapes[j - 1];
            j--;
        }
        s->shapes[j] = req[i];
    }
    s->work = *counts;
    s->t = t;
    s->a = a;
    s->rng = rng;
    s->found = found;
    s->ctx = ctx;
    int stopped = place(s, 0);
    free(s);
    return stopped;
}

/* --- whether plain groups fit (matching._groups_fit) ---------------------------------------
 * Cards with the same count and the same permissions are interchangeable, so the search
 * runs over classes (count, permissions) and remembers the states that failed. */

typedef struct {
    int n;             /* distinct classes */
    int k[SJ_CARDS], mask[SJ_CARDS], count[SJ_CARDS];
} classes;

typedef struct {
    int widths[SJ_MAX_SHAPES], nw;
    int bit[9];        /* the permission bit of each width */
    uint8_t *seen;     /* failed states: depth, then the state's bytes */
    int nseen, cap, size;
} fit;

static void normalise(classes *c) {  /* drop empty classes, sort by (k, mask) */
    int m = 0;
    for (int i = 0; i < c->n; i++)
        if (c->count[i]) {
            c->k[m] = c->k[i];
            c->mask[m] = c->mask[i];
            c->count[m++] = c->count[i];
        }
    c->n = m;
    for (int i = 1; i < m; i++) {
        int k = c->k[i], mask = c->mask[i], cnt = c->count[i], j = i;
        while (j > 0 && (c->k[j - 1] > k || (c->k[j - 1] == k && c->mask[j - 1] > mask))) {
            c->k[j] = c->k[j - 1];
            c->mask[j] = c->mask[j - 1];
            c->count[j] = c->count[j - 1];
            j--;
        }
        c->k[j] = k;
        c->mask[j] = mask;
        c->count[j] = cnt;
    }
}

static void add_class(classes *c, int k, int mask) {
    for (int i = 0; i < c->n; i++)
        if (c->k[i] == k && c->mask[i] == mask) {
            c->count[i]++;
            return;
        }
    c->k[c->n] = k;
    c->mask[c->n] = mask;
    c->count[c->n++] = 1;
}

static void pack(const classes *c, int depth, uint8_t *out, int size) {
    memset(out, 0, (size_t)size);
    out[0] = (uint8_t)depth;
    for (int i = 0; i < c->n && 1 + 3 * i + 2 < size; i++) {
        out[1 + 3 * i] = (uint8_t)c->k[i];
        out[2 + 3 * i] = (uint8_t)c->mask[i];
        out[3 + 3 * i] = (uint8_t)c->count[i];
    }
}

static int failed_before(fit *f, const uint8_t *key) {
    for (int i = 0; i < f->nseen; i++)
        if (!memcmp(f->seen + (size_t)i * f->size, key, (size_t)f->size)) return 1;
    return 0;
}

static void remember(fit *f, const uint8_t *key) {
    if (f->nseen == f->cap) {
        int cap = f->cap ? 2 * f->cap : 64;
        uint8_t *more = realloc(f->seen, (size_t)cap * f->size);
        if (!more) return;
        f->seen = more;
        f->cap = cap;
    }
    memcpy(f->seen + (size_t)f->nseen++ * f->size, key, (size_t)f->size);
}

static int fit_rec(fit *f, int i, classes *c) {
    if (i == f->nw) return 1;
    uint8_t key[1 + 3 * SJ_CARDS + 3];
    pack(c, i, key, f->size);
    if (failed_before(f, key)) return 0;
    int w = f->widths[i];
    for (int j = 0; j < c->n; j++) {
        if (c->k[j] < w || !(c->mask[j] >> f->bit[w] & 1)) continue;
        classes next = *c;
        next.count[j]--;
        if (c->k[j] > w) add_class(&next, c->k[j] - w, c->mask[j]);
        normalise(&next);
        if (fit_rec(f, i + 1, &next)) return 1;
    }
    remember(f, key);
    return 0;
}

static int groups_fit(const sj_hand *counts, const int *widths, int nw, const sj_allow *a) {
    if (nw == 0) return 1;
    fit f;
    memset(&f, 0, sizeof f);
    f.nw = nw;
    for (int i = 0; i < nw; i++) {  /* largest first */
        int j = i, w = widths[i];
        while (j > 0 && f.widths[j - 1] < w) {
            f.widths[j] = f.widths[j - 1];
            j--;
        }
        f.widths[j] = w;
    }
    int nd = 0;
    for (int w = 1; w <= 8; w++) {
        f.bit[w] = 0;
        for (int i = 0; i < nw; i++)
            if (f.widths[i] == w) {
                f.bit[w] = nd++;
                break;
            }
    }
    classes c;
    c.n = 0;
    for (int i = 0; i < counts->len; i++) {
        int card = counts->order[i], mask = 0;
        for (int w = 1; w <= 8; w++) {
            int used = 0;
            for (int q = 0; q < nw; q++) used |= f.widths[q] == w;
            if (used && sj_allowed(a, card, w)) mask |= 1 << f.bit[w];
        }
        add_class(&c, counts->n[card], mask);
    }
    normalise(&c);
    f.size = 1 + 3 * counts->len;  /* a state never has more classes than there are cards */
    int ok = fit_rec(&f, 0, &c);
    free(f.seen);
    return ok;
}

/* --- meets ----------------------------------------------------------------------------- */

typedef struct {
    const sj_hand *counts;
    const int *widths;
    int nw;
    const sj_allow *a;
} meets_ctx;

static int rest_fits(void *ctx, const sj_choice *chosen, int n) {
    meets_ctx *m = ctx;
    sj_hand rest = *m->counts;
    for (int i = 0; i < n; i++)
        for (int q = 0; q < chosen[i].place.n; q++)
            sj_hand_remove(&rest, chosen[i].place.cards[q], chosen[i].shape.width);
    return groups_fit(&rest, m->widths, m->nw, m->a);
}

int sj_meets(const sj_hand *counts, const sj_shape *req, int nreq, const sj_trump *t,
             const sj_allow *a) {
    if (nreq == 0) return 1;
    int need = 0, total = 0;
    for (int i = 0; i < nreq; i++) need += req[i].width * req[i].length;
    for (int i = 0; i < counts->len; i++) total += counts->n[counts->order[i]];
    if (need > total) return 0;
    for (int i = 0; i < nreq; i++) {  /* enough groups of each width (a shape uses n) */
        int width = req[i].width, want = 0, have = 0;
        for (int j = 0; j < nreq; j++)
            if (req[j].width >= width) want += req[j].length * (req[j].width / width);
        for (int j = 0; j < counts->len; j++) have += counts->n[counts->order[j]] / width;
        if (want > have) return 0;
    }
    sj_shape tractors[SJ_MAX_SHAPES];
    int widths[SJ_MAX_SHAPES], nt = 0, nw = 0;
    for (int i = 0; i < nreq; i++) {
        if (req[i].length >= 2) tractors[nt++] = req[i];
        else widths[nw++] = req[i].width;
    }
    if (!nt) return groups_fit(counts, widths, nw, a);
    meets_ctx m = {counts, widths, nw, a};
    return sj_assignments(counts, tractors, nt, t, a, NULL, rest_fits, &m);
}
