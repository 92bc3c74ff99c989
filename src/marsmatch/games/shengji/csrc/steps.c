/* Building a bury, a lead or a follow card by card (steps.h). */
#include "steps.h"

#include <stdlib.h>
#include <string.h>

static void used_of(const uint8_t *chosen, int n, uint8_t *used) {
    memset(used, 0, SJ_CARDS);
    for (int i = 0; i < n; i++) used[chosen[i]]++;
}

uint64_t sj_bury_next(const sj_hand *hand, const uint8_t *chosen, int n, int size) {
    int left = size - n, last = n ? chosen[n - 1] : 0, above = 0;
    uint8_t used[SJ_CARDS];
    uint64_t out = 0;
    if (left <= 0) return 0;
    used_of(chosen, n, used);
    for (int c = last; c < SJ_CARDS; c++) above += hand->n[c] - used[c];
    for (int c = last; c < SJ_CARDS; c++) {
        int avail = hand->n[c] - used[c];
        if (avail >= 1 && above >= left) out |= 1ULL << c;
        above -= avail;
    }
    return out;
}

uint64_t sj_lead_next(const sj_hand *hand, const uint8_t *chosen, int n, const sj_trump *t) {
    int last = n ? chosen[n - 1] : 0, suit = n ? t->esuit[chosen[0]] : -1;
    uint8_t used[SJ_CARDS];
    uint64_t out = 0;
    used_of(chosen, n, used);
    for (int c = last; c < SJ_CARDS; c++)
        if (hand->n[c] - used[c] >= 1 && (suit < 0 || t->esuit[c] == suit)) out |= 1ULL << c;
    return out;
}

/* --- following -------------------------------------------------------------------------- */

struct sj_follower {
    int size, held, free, search, nplace, required;
    sj_hand hand, suit;
    sj_format lead;
    sj_trump trump;
    sj_rules rules;
    uint8_t (*place)[SJ_CARDS];   /* the cards each placement of the rung needs */
    int cap;
    /* the multisets whose completability the search has settled */
    uint8_t (*known)[SJ_CARDS];
    uint8_t *known_ok;
    int nknown, kcap;
};

static int add_place(void *ctx, const sj_choice *chosen, int n) {
    sj_follower *f = ctx;
    if (f->nplace == f->cap) {
        int cap = f->cap ? 2 * f->cap : 32;
        void *more = realloc(f->place, (size_t)cap * SJ_CARDS);
        if (!more) return 1;
        f->place = more;
        f->cap = cap;
    }
    uint8_t *need = f->place[f->nplace++];
    memset(need, 0, SJ_CARDS);
    for (int i = 0; i < n; i++)
        for (int q = 0; q < chosen[i].place.n; q++) need[chosen[i].place.cards[q]] += chosen[i].shape.width;
    return 0;
}

sj_follower *sj_follower_new(const sj_hand *hand, const sj_format *lead, const sj_trump *t,
                             const sj_rules *r) {
    sj_follower *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->size = sj_format_size(lead);
    f->hand = *hand;
    f->lead = *lead;
    f->trump = *t;
    f->rules = *r;
    sj_hand_suit(hand, t, lead->esuit, &f->suit);
    for (int i = 0; i < f->suit.len; i++) f->held += f->suit.n[f->suit.order[i]];
    f->free = f->held <= f->size;
    if (!f->free && r->draw_policy != SJ_DRAW_NO_FORMAT) {
        sj_allow allow;
        sj_protection(&f->suit, lead, t, r, &allow);
        for (int i = 0; i < f->suit.len && !f->search; i++) {
            int c = f->suit.order[i];
            for (int w = 2; w < f->suit.n[c]; w++)
                if (!sj_allowed(&allow, c, w)) f->search = 1;
        }
        sj_shape req[SJ_MAX_SHAPES];
        int nreq = sj_first_rung(&f->suit, lead, t, r, &allow, req);  /* G5.4 */
        if (nreq > 0) sj_assignments(&f->suit, req, nreq, t, NULL, NULL, add_place, f);
    }
    f->required = f->nplace > 0;
    return f;
}

void sj_follower_free(sj_follower *f) {
    if (!f) return;
    free(f->place);
    free(f->known);
    free(f->known_ok);
    free(f);
}

int sj_follower_required(const sj_follower *f) { return f->required; }

static int in_suit(const sj_follower *f, int c) { return f->suit.n[c] > 0; }

static int total(const uint8_t *p) {
    int n = 0;
    for (int c = 0; c < SJ_CARDS; c++) n += p[c];
    return n;
}

/* The hand holds no more led-suit cards than were led: all of them, then any. */
static int free_ok(const sj_follower *f, const uint8_t *p, int at) {
    for (int i = 0; i < f->suit.len; i++) {
        int c = f->suit.order[i];
        if (c < at && p[c] != f->suit.n[c]) return 0;  /* ones below `at` cannot come later */
    }
    int others = 0, suit_chosen = 0, room = 0;
    for (int c = 0; c < SJ_CARDS; c++) {
        if (in_suit(f, c)) suit_chosen += p[c];
        else others += p[c];
    }
    if (others > f->size - f->held) return 0;
    int extra = f->size - total(p) - (f->held - suit_chosen);
    if (extra < 0) return 0;
    for (int c = at; c < SJ_CARDS; c++)
        if (!in_suit(f, c)) room += f->hand.n[c] - p[c];
    return room >= extra;
}

/* Enough led-suit cards of number >= at are left to fill the follow, and some placement of
 * the required rung is still reachable. */
static int completable(const sj_follower *f, const uint8_t *p, int at) {
    int size = total(p), room = 0;
    for (int i = 0; i < f->suit.len; i++) {
        int c = f->suit.order[i];
        if (c >= at) room += f->suit.n[c] - p[c];
    }
    if (room < f->size - size) return 0;
    if (!f->required) return 1;
    for (int k = 0; k < f->nplace; k++) {
        const uint8_t *need = f->place[k];
        int ok = 1, more = 0;
        for (int c = 0; c < SJ_CARDS && ok; c++) {
            if (!need[c]) continue;
            if (c < at && need[c] > p[c]) ok = 0;
            if (need[c] > p[c]) more += need[c] - p[c];
        }
        if (ok && size + more <= f->size) return 1;
    }
    return 0;
}

static int legal(const sj_follower *f, const uint8_t *p) {
    uint8_t cards[SJ_MAX_PLAY];
    int n = 0;
    for (int c = 0; c < SJ_CARDS; c++)
        for (int k = 0; k < p[c]; k++) cards[n++] = (uint8_t)c;
    sj_follow_check check;
    sj_check_follow(&f->hand, &f->lead, cards, n, &f->trump, &f->rules, &check);
    return check.code == SJ_FOLLOW_OK;
}

/* Whether the led-suit cards p (the highest of number at) complete to a follow that the
 * follow check accepts; remembered per multiset. */
static int exists(sj_follower *f, uint8_t *p, int at) {
    for (int k = 0; k < f->nknown; k++)
        if (!memcmp(f->known[k], p, SJ_CARDS)) return f->known_ok[k];
    int found = 0;
    if (total(p) == f->size) {
        found = legal(f, p);
    } else {
        for (int i = 0; i < f->suit.len && !found; i++) {
            int c = f->suit.order[i];
            if (c >= at && p[c] < f->suit.n[c]) {
                p[c]++;
                found = completable(f, p, c) && exists(f, p, c);
                p[c]--;
            }
        }
    }
    if (f->nknown == f->kcap) {
        int cap = f->kcap ? 2 * f->kcap : 64;
        void *more = realloc(f->known, (size_t)cap * SJ_CARDS);
        void *oks = realloc(f->known_ok, (size_t)cap);
        if (more) f->known = more;
        if (oks) f->known_ok = oks;
        if (!more || !oks) return found;
        f->kcap = cap;
    }
    memcpy(f->known[f->nknown], p, SJ_CARDS);
    f->known_ok[f->nknown++] = (uint8_t)found;
    return found;
}

uint64_t sj_follower_next(sj_follower *f, const uint8_t *chosen, int n) {
    if (n >= f->size) return 0;
    uint8_t p[SJ_CARDS];
    used_of(chosen, n, p);
    int last = n ? chosen[n - 1] : 0;
    uint64_t out = 0;
    for (int c = last; c < SJ_CARDS; c++) {
        if (f->hand.n[c] - p[c] < 1) continue;
        p[c]++;
        int ok;
        if (f->free) ok = free_ok(f, p, c);
        else ok = in_suit(f, c) && completable(f, p, c) && (!f->search || exists(f, p, c));
        p[c]--;
        if (ok) out |= 1ULL << c;
    }
    return out;
}
