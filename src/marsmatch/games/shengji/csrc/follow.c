/* Following (G5.4): the follow ladder, the protections of trick_draw_policy, checking a
 * follow and building one (the minimal follow, or a random legal one with the bot's
 * generator). The compiled form of follow.ladder, follow.protection, follow.check_follow
 * and follow.construct_follow. */
#include <stdlib.h>
#include <string.h>

#include "bypos.h"
#include "sj.h"

const char *const sj_draw_policy_names[SJ_DRAWS] = {
    "no_protections", "longer_tuples_protected", "only_draw_tractor_on_tractor",
    "longer_tuples_protected_and_only_draw_tractor_on_tractor", "no_format_based_draw"};

static void sort_shapes(sj_shape *req, int n) {  /* by shape key, largest first, stable */
    for (int i = 1; i < n; i++) {
        sj_shape s = req[i];
        int j = i;
        while (j > 0 && sj_shape_key(req[j - 1]) < sj_shape_key(s)) {
            req[j] = req[j - 1];
            j--;
        }
        req[j] = s;
    }
}

int sj_ladder_start(const sj_shape *shapes, int n, sj_shape *req) {
    int m = 0;
    for (int i = 0; i < n; i++)
        if (shapes[i].width >= 2 && m < SJ_MAX_SHAPES) req[m++] = shapes[i];
    sort_shapes(req, m);
    return m;
}

int sj_ladder_first(const sj_format *lead, sj_shape *req) {
    sj_shape shapes[SJ_MAX_UNITS];
    for (int i = 0; i < lead->n; i++)
        shapes[i] = (sj_shape){lead->units[i].width, lead->units[i].length};
    return sj_ladder_start(shapes, lead->n, req);
}

/* Each step breaks the largest shape one notch: a Titanic becomes a tractor of pairs of the
 * same length; a tractor longer than the minimum loses one group (which stays as a separate
 * group); a minimum-length tractor becomes its groups; a triple a pair; a pair two singles. */
int sj_ladder_next(sj_shape *req, int *n, const sj_rules *r) {
    if (*n == 0) return 0;
    int w = req[0].width, length = req[0].length, m = *n - 1;
    memmove(req, req + 1, (size_t)m * sizeof *req);
    int floor = r->min_width > 2 ? r->min_width : 2;
    if (length >= 2) {
        if (w - 1 >= floor) {
            req[m++] = (sj_shape){(uint8_t)(w - 1), (uint8_t)length};
        } else if (length - 1 >= r->min_length) {
            req[m++] = (sj_shape){(uint8_t)w, (uint8_t)(length - 1)};
            req[m++] = (sj_shape){(uint8_t)w, 1};
        } else {
            for (int i = 0; i < length && m < SJ_MAX_SHAPES; i++) req[m++] = (sj_shape){(uint8_t)w, 1};
        }
    } else if (w - 1 >= 2) {
        req[m++] = (sj_shape){(uint8_t)(w - 1), 1};
    }
    sort_shapes(req, m);
    *n = m;
    return 1;
}

int sj_rung_met(const sj_hand *suit, const sj_trump *t, const sj_rules *r,
                const sj_allow *allow, sj_shape *req, int n) {
    do {
        if (sj_meets(suit, req, n, t, allow)) return n;
    } while (sj_ladder_next(req, &n, r));
    return -1;
}

int sj_first_rung(const sj_hand *suit, const sj_format *lead, const sj_trump *t,
                  const sj_rules *r, const sj_allow *allow, sj_shape *req) {
    return sj_rung_met(suit, t, r, allow, req, sj_ladder_first(lead, req));
}

/* Cards of a hand that belong to some tractor it holds (the tractor protection). */
static uint64_t hand_tractor_cards(const sj_hand *counts, const sj_trump *t, const sj_rules *r) {
    sj_bypos by;
    sj_by_position(counts, t, r->min_width, NULL, &by);
    uint64_t out = 0;
    int start = -1;
    for (int p = 0; p <= 16; p++) {
        int here = p < 16 && sj_has(&by, p);
        if (here && start < 0) start = p;
        if (!here && start >= 0) {
            if (p - start >= r->min_length)
                for (int q = start; q < p; q++)
                    for (int i = 0; i < by.n[q]; i++) out |= 1ULL << by.cards[q][i];
            start = -1;
        }
    }
    return out;
}

static int protects_longer(const sj_rules *r) {
    return r->draw_policy == SJ_DRAW_LONGER || r->draw_policy == SJ_DRAW_LONGER_TRACTOR;
}

/* longer_tuples_protected: a card held in more copies than a shape's width is not demanded
 * for it (a pair lead does not draw a triple). only_draw_tractor_on_tractor: when no
 * tractor was led, cards of a tractor in the hand are not demanded. */
void sj_protection(const sj_hand *hand_suit, const sj_format *lead, const sj_trump *t,
                   const sj_rules *r, sj_allow *out) {
    int tractor = r->draw_policy == SJ_DRAW_TRACTOR || r->draw_policy == SJ_DRAW_LONGER_TRACTOR;
    uint64_t shielded = tractor && !sj_format_has_tractor(lead) ? hand_tractor_cards(hand_suit, t, r) : 0;
    for (int w = 0; w <= 8; w++) {
        out->denied[w] = shielded;
        if (protects_longer(r))
            for (int i = 0; i < hand_suit->len; i++)
                if (hand_suit->n[hand_suit->order[i]] > w) out->denied[w] |= 1ULL << hand_suit->order[i];
    }
}

/* G5.4 under longer_tuples_protected: a longer tuple in the follow (a triple) does not fill
 * a shorter group of the requirement (a pair) while the cards left in the hand hold a
 * genuine one; a group of exactly that many copies in the follow does. */
static int genuine_tuples(const sj_hand *hand_suit, const sj_hand *play, const sj_shape *req,
                          int nreq, const sj_trump *t, const sj_allow *a, sj_follow_check *out) {
    sj_hand rest = *hand_suit;
    for (int i = 0; i < play->len; i++) {
        int c = play->order[i];
        if (rest.n[c]) sj_hand_remove(&rest, c, play->n[c] < rest.n[c] ? play->n[c] : rest.n[c]);
    }
    for (int width = 2; width <= 8; width++) {
        int slots = 0, exact = 0;
        for (int i = 0; i < nreq; i++) slots += req[i].length == 1 && req[i].width == width;
        if (!slots) continue;
        for (int i = 0; i < play->len; i++) exact += play->n[play->order[i]] == width;
        int missing = slots - exact;
        if (missing <= 0) continue;
        sj_shape groups[SJ_MAX_SHAPES];
        for (int i = 0; i < missing && i < SJ_MAX_SHAPES; i++) groups[i] = (sj_shape){(uint8_t)width, 1};
        if (sj_meets(&rest, groups, missing, t, a)) {
            out->code = SJ_FOLLOW_GENUINE;
            out->width = width;
            out->missing = missing;
            return 1;
        }
    }
    return 0;
}

void sj_check_follow(const sj_hand *hand, const sj_format *lead, const uint8_t *cards, int n,
                     const sj_trump *t, const sj_rules *r, sj_follow_check *out) {
    int size = sj_format_size(lead), held = 0, played = 0;
    out->code = SJ_FOLLOW_OK;
    if (n != size) {
        out->code = SJ_FOLLOW_COUNT;
        out->need = size;
        return;
    }
    for (int i = 0; i < hand->len; i++)
        if (t->esuit[hand->order[i]] == lead->esuit) held += hand->n[hand->order[i]];
    for (int i = 0; i < n; i++) played += t->esuit[cards[i]] == lead->esuit;
    int least = size < held ? size : held;
    if (played < least) {
        out->code = SJ_FOLLOW_SUIT;
        out->held = held;
        out->need = least;
        return;
    }
    if (held <= size || r->draw_policy == SJ_DRAW_NO_FORMAT) return;
    sj_hand play, hand_suit;
    sj_allow allow;
    sj_hand_of(&play, cards, n);
    sj_hand_suit(hand, t, lead->esuit, &hand_suit);
    sj_protection(&hand_suit, lead, t, r, &allow);
    sj_shape req[SJ_MAX_SHAPES];
    int nreq = sj_ladder_first(lead, req);
    do {
        if (sj_meets(&play, req, nreq, t, NULL)) {
            if (protects_longer(r)) genuine_tuples(&hand_suit, &play, req, nreq, t, &allow, out);
            return;
        }
        if (sj_meets(&hand_suit, req, nreq, t, &allow)) {
            out->code = SJ_FOLLOW_RUNG;
            out->nreq = nreq;
            memcpy(out->req, req, (size_t)nreq * sizeof *req);
            return;
        }
    } while (sj_ladder_next(req, &nreq, r));
}

int sj_follow_pool(const sj_hand *hand, const sj_format *lead, const sj_trump *t,
                   sj_hand *must, sj_hand *pool) {
    sj_hand suit, others;
    sj_hand_suit(hand, t, lead->esuit, &suit);
    sj_hand_clear(&others);
    for (int i = 0; i < hand->len; i++) {
        int c = hand->order[i];
        if (t->esuit[c] != lead->esuit) sj_hand_add(&others, c, hand->n[c]);
    }
    sj_hand_clear(must);
    if (sj_hand_total(&suit) <= sj_format_size(lead)) {  /* all of the led suit, then any */
        *must = suit;
        *pool = others;
        return 0;
    }
    *pool = suit;
    return 1;
}

/* _pick: k cards, random with rng, else the lowest (no points first, weakest first). */
static int pick(const uint8_t *cards, int n, int k, const sj_trump *t, sj_rng *rng, uint8_t *out) {
    if (k <= 0) return 0;
    if (rng) {
        int idx[SJ_MAX_PLAY * 2];
        sj_sample_index(rng, n, k, idx);
        for (int i = 0; i < k; i++) out[i] = cards[idx[i]];
        return k;
    }
    uint8_t sorted[SJ_MAX_PLAY * 2];
    int m = 0;
    for (int i = 0; i < n; i++) {
        int c = cards[i], j = m++;
        int64_t key = (int64_t)(sj_points(c) > 0) << 40 | (int64_t)sj_strength(t, c) << 24 | sj_sort_key(t, c);
        while (j > 0) {
            int d = sorted[j - 1];
            int64_t dk = (int64_t)(sj_points(d) > 0) << 40 | (int64_t)sj_strength(t, d) << 24 | sj_sort_key(t, d);
            if (dk <= key) break;
            sorted[j] = sorted[j - 1];
            j--;
        }
        sorted[j] = (uint8_t)c;
    }
    memcpy(out, sorted, (size_t)k);
    return k;
}

typedef struct {
    int done;
    sj_choice chosen[SJ_MAX_SHAPES];
    int n;
} first_way;

static int keep_first(void *ctx, const sj_choice *chosen, int n) {
    first_way *f = ctx;
    f->done = 1;
    f->n = n;
    memcpy(f->chosen, chosen, (size_t)n * sizeof *chosen);
    return 1;
}

int sj_construct_follow(const sj_hand *hand, const sj_format *lead, const sj_trump *t,
                        const sj_rules *r, sj_rng *rng, uint8_t *out) {
    int size = sj_format_size(lead);
    uint8_t suit[SJ_MAX_PLAY * 2], others[SJ_MAX_PLAY * 2];
    int ns = sj_hand_list(hand, t, lead->esuit, suit);
    if (ns <= size) {
        int no = sj_hand_list(hand, t, -lead->esuit - 2, others);
        memcpy(out, suit, (size_t)ns);
        return ns + pick(others, no, size - ns, t, rng, out + ns);
    }
    if (r->draw_policy == SJ_DRAW_NO_FORMAT) return pick(suit, ns, size, t, rng, out);
    sj_hand hand_suit;
    sj_allow allow;
    sj_hand_of(&hand_suit, suit, ns);
    sj_protection(&hand_suit, lead, t, r, &allow);
    sj_shape req[SJ_MAX_SHAPES];
    int nreq = sj_first_rung(&hand_suit, lead, t, r, &allow, req);
    first_way *way = malloc(sizeof *way);
    if (!way) return -1;
    /* the first rung met with a way to place it (the next one met when none is found) */
    for (; nreq >= 0; nreq = sj_ladder_next(req, &nreq, r)
                                 ? sj_rung_met(&hand_suit, t, r, &allow, req, nreq) : -1) {
        way->done = 0;
        sj_assignments(&hand_suit, req, nreq, t, &allow, rng, keep_first, way);
        if (!way->done) continue;
        sj_hand rest = hand_suit;
        int m = 0;
        for (int i = 0; i < way->n; i++) {
            const sj_choice *c = &way->chosen[i];
            for (int q = 0; q < c->place.n; q++) {
                sj_hand_remove(&rest, c->place.cards[q], c->shape.width);
                for (int k = 0; k < c->shape.width; k++) out[m++] = c->place.cards[q];
            }
        }
        uint8_t remaining[SJ_MAX_PLAY * 2];
        int nr = sj_hand_list(&rest, t, -1, remaining);
        free(way);
        return m + pick(remaining, nr, size - m, t, rng, out + m);
    }
    free(way);
    return -1;  /* the last rung of the ladder is always met */
}
