/* Shengji's greedy bot (sj_greedy.h). */
#include "sj_greedy.h"

#include <stdlib.h>
#include <string.h>

/* A candidate lead or follow: its cards and its score. */
typedef struct {
    double score;
    int n, wins;  /* wins: a lead nothing still out can beat; a follow that takes the trick now */
    uint8_t cards[SJ_MAX_PLAY];
} option;

typedef struct {
    int n;
    option items[SJ_GREEDY_MAX];
} options;

/* Every unit a lead could be, before the best are kept. */
#define MAX_UNITS 256
typedef struct {
    int n;
    option items[MAX_UNITS];
} units_list;

static int points_of(const uint8_t *cards, int n) {
    int p = 0;
    for (int i = 0; i < n; i++) p += sj_points(cards[i]);
    return p;
}

/* What a play spends: any trump over any plain card, then the position. */
static int strength_of(const sj_trump *t, const uint8_t *cards, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += (t->esuit[cards[i]] == SJ_T) * 20 + t->pos[cards[i]];
    return s;
}

static int same_cards(const uint8_t *a, int na, const uint8_t *b, int nb) {
    if (na != nb) return 0;
    uint8_t count[SJ_CARDS] = {0};
    for (int i = 0; i < na; i++) count[a[i]]++;
    for (int i = 0; i < nb; i++)
        if (!count[b[i]]--) return 0;
    return 1;
}

/* Add a candidate unless the same cards are there already (or the list is full). */
static void add(options *o, const uint8_t *cards, int n, double score, int wins) {
    if (o->n >= SJ_GREEDY_MAX || n <= 0 || n > SJ_MAX_PLAY) return;
    for (int i = 0; i < o->n; i++)
        if (same_cards(o->items[i].cards, o->items[i].n, cards, n)) return;
    option *x = &o->items[o->n++];
    x->score = score;
    x->n = n;
    x->wins = wins;
    memcpy(x->cards, cards, (size_t)n);
}

/* Best first; ties keep the order the candidates were made in. */
static void rank_options(option *items, int n) {
    for (int i = 1; i < n; i++) {
        option x = items[i];
        int j = i;
        while (j > 0 && items[j - 1].score < x.score) {
            items[j] = items[j - 1];
            j--;
        }
        items[j] = x;
    }
}

void sj_sort_cards(uint8_t *cards, int64_t *keys, int n) {
    for (int i = 1; i < n; i++) {
        uint8_t c = cards[i];
        int64_t key = keys[i];
        int j = i;
        while (j > 0 && keys[j - 1] > key) {
            keys[j] = keys[j - 1];
            cards[j] = cards[j - 1];
            j--;
        }
        keys[j] = key;
        cards[j] = c;
    }
}

int sj_seat_to_act(const sj_round *g) {
    if (g->phase == SJ_DECLARE || g->phase == SJ_PLAY) return g->turn;
    if (g->phase == SJ_BURY) return g->banker;
    return -1;
}

/* --- declaring ------------------------------------------------------------------------------
 * The suit in which it holds the most trump (level cards, jokers and that suit's cards),
 * when that is a fair share of the hand; it overcalls another seat only with a strong suit,
 * and in a first deal it declares rather than let the deal be redealt. */

static void declare(const sj_round *g, const sj_greedy *opt, int seat, sj_action *out) {
    const sj_hand *h = &g->hands[seat];
    int cards[64], counts[64], size = sj_hand_total(h);
    int nd = sj_round_declarations(g, seat, cards, counts), best = -1;
    double best_score = 0;
    for (int i = 0; i < nd; i++) {
        int suit = cards[i] >= 52 ? SJ_NONE : sj_suit(cards[i]), trumps = 0;
        for (int k = 0; k < h->len; k++) {
            int c = h->order[k];
            if (c >= 52 || sj_rank(c) == g->level || (suit != SJ_NONE && sj_suit(c) == suit))
                trumps += h->n[c];
        }
        double score = trumps + 0.5 * counts[i] - (suit == SJ_NONE ? 3 : 0);
        if (best < 0 || score > best_score) {
            best = i;
            best_score = score;
        }
    }
    out->kind = SJ_ACT_PASS;
    out->n = 0;
    if (best < 0) return;
    double share = best_score / (size > 1 ? size : 1);
    int go = g->standing_seat < 0 ? share >= opt->declare_share * 0.8 || g->banker < 0
                                  : g->standing_seat != seat && share >= opt->declare_share * 1.3;
    if (!go) return;
    out->kind = SJ_ACT_DECLARE;
    out->n = counts[best];
    for (int k = 0; k < counts[best]; k++) out->cards[k] = (uint8_t)cards[best];
}

/* --- burying ---------------------------------------------------------------------------------
 * Low plain cards: no trump, no pairs, no points, nothing high, the shortest suits first. */

static void bury(const sj_round *g, int seat, sj_action *out) {
    const sj_hand *h = &g->hands[seat];
    const sj_trump *t = &g->trump;
    int suit_len[5] = {0};
    uint8_t cards[SJ_MAX_PLAY * 2];
    int64_t keys[SJ_MAX_PLAY * 2];
    int n = sj_hand_list(h, t, -1, cards);
    for (int i = 0; i < n; i++) suit_len[t->esuit[cards[i]]]++;
    for (int i = 0; i < n; i++) {  /* the cost of burying each card */
        int c = cards[i], es = t->esuit[c];
        int64_t key = ((((int64_t)(es == SJ_T) * 2 + (h->n[c] >= 2)) * 2 + (sj_points(c) > 0)) * 2 +
                       (t->pos[c] >= 10)) * 256 + suit_len[es];
        keys[i] = key * 64 + t->pos[c];
    }
    sj_sort_cards(cards, keys, n);
    out->kind = SJ_ACT_BURY;
    out->n = g->nkitty;
    memcpy(out->cards, cards, (size_t)g->nkitty);
}

/* --- leading ---------------------------------------------------------------------------------
 * Sure winners first: the highest single, pair or tractor of its shape still out in a
 * plain suit; else pairs and tractors; else a low card of a long plain suit (not a point
 * card); trump when only trump is left, or trump that nothing can beat. */

static void lead_options(const sj_round *g, int seat, options *o) {
    const sj_hand *h = &g->hands[seat];
    const sj_trump *t = &g->trump;
    int left[SJ_CARDS], suits[5], nsuits = 0, plain = 0;
    for (int c = 0; c < SJ_CARDS; c++) left[c] = g->rules.decks - h->n[c] - g->played[c];
    for (int i = 0; i < h->len; i++) {
        int es = t->esuit[h->order[i]], seen = 0;
        for (int k = 0; k < nsuits; k++) seen |= suits[k] == es;
        if (!seen) suits[nsuits++] = es;
        plain |= es != SJ_T;
    }
    sj_unit *units = malloc((SJ_MAX_UNITS + 64) * sizeof *units);
    units_list *all = malloc(sizeof *all);
    if (!units || !all) abort();
    all->n = 0;
    for (int k = 0; k < nsuits; k++) {
        int es = suits[k];
        sj_hand sub;
        sj_hand_suit(h, t, es, &sub);
        int length = sj_hand_total(&sub), nu = sj_candidate_units(&sub, t, &g->rules, units);
        for (int i = 0; i < nu; i++) {
            const sj_unit *u = &units[i];
            uint8_t cards[SJ_MAX_PLAY];
            int n = 0;
            for (int q = 0; q < u->length; q++)
                for (int w = 0; w < u->width && n < SJ_MAX_PLAY; w++) cards[n++] = u->cards[q];
            int higher = 0, size = sj_unit_size(u), pts = points_of(cards, n);
            for (int c = 0; c < SJ_CARDS; c++)
                higher += t->esuit[c] == es && t->pos[c] > u->top && left[c] >= u->width;
            double score;
            if (es == SJ_T) {
                score = (plain ? -4.0 : 2.0) + 1.5 * size - 0.2 * u->top;
                if (!higher) score += 3.0 * size;
            } else if (!higher) {
                score = 6.0 + 2.5 * size + 0.3 * pts;
            } else if (u->width >= 2) {
                score = 1.0 + size - 0.3 * higher;
            } else {
                score = 0.5 - 0.15 * u->top + 0.1 * length - 0.3 * pts;
            }
            if (all->n < MAX_UNITS) {  /* every unit, ranked before the list is cut */
                option *x = &all->items[all->n++];
                x->score = score;
                x->n = n;
                x->wins = !higher;
                memcpy(x->cards, cards, (size_t)n);
            }
        }
    }
    rank_options(all->items, all->n);
    for (int i = 0; i < all->n; i++)
        add(o, all->items[i].cards, all->items[i].n, all->items[i].score, all->items[i].wins);
    free(units);
    free(all);
}

/* --- following -------------------------------------------------------------------------------
 * The candidates are legal by construction, as the engine's own minimal follow is (the
 * first rung of the ladder the hand can meet, placed, then cards of the led suit): the
 * minimal follow; the lead's own shape placed every way the hand allows (the follows that
 * can win), each filled cheaply and with points; when void in a plain suit, trump in the
 * lead's shape (a ruff) and discards with points. Scored: when the partner holds the trick
 * (and this seat plays last, or the partner's play is strong) it gives points; else it
 * takes the trick as cheaply as it can; else it plays low and keeps points back. */

#define MAX_WAYS 48

typedef struct {
    int n;
    int size[MAX_WAYS];
    uint8_t cards[MAX_WAYS][SJ_MAX_PLAY];
} ways;

static int keep_way(void *ctx, const sj_choice *chosen, int n) {
    ways *w = ctx;
    int m = 0;
    for (int i = 0; i < n; i++)
        for (int q = 0; q < chosen[i].place.n; q++)
            for (int k = 0; k < chosen[i].shape.width && m < SJ_MAX_PLAY; k++)
                w->cards[w->n][m++] = chosen[i].place.cards[q];
    w->size[w->n++] = m;
    return w->n >= MAX_WAYS;
}

/* `k` cards of `pool` into out: the cheapest (no points, weakest first) or, with `points`,
 * the most points first (weakest first among equals). */
static int fill(const uint8_t *pool, int n, int k, const sj_trump *t, int points, uint8_t *out) {
    uint8_t sorted[SJ_MAX_PLAY * 2];
    int64_t keys[SJ_MAX_PLAY * 2];
    for (int i = 0; i < n; i++) {
        int c = sorted[i] = pool[i];
        keys[i] = (points ? (int64_t)(20 - sj_points(c)) << 40 : (int64_t)(sj_points(c) > 0) << 40) |
                  (int64_t)sj_strength(t, c) << 24 | sj_sort_key(t, c);  /* as the engine picks */
    }
    sj_sort_cards(sorted, keys, n);
    if (k > n) k = n;
    memcpy(out, sorted, (size_t)(k > 0 ? k : 0));
    return k > 0 ? k : 0;
}

/* A placement of shapes completed with `need` more cards of the hand part `rest`. */
static void add_filled(options *o, const uint8_t *base, int nb, const sj_hand *rest, int need,
                       const sj_trump *t) {
    uint8_t pool[SJ_MAX_PLAY * 2], play[SJ_MAX_PLAY];
    int np = sj_hand_list(rest, t, -1, pool);
    if (nb + need > SJ_MAX_PLAY || np < need) return;
    memcpy(play, base, (size_t)nb);
    add(o, play, nb + fill(pool, np, need, t, 0, play + nb), 0, 0);
    add(o, play, nb + fill(pool, np, need, t, 1, play + nb), 0, 0);
}

/* Every placement in `w` (or a spread of them when there are many), each filled from the
 * cards of `suit` it leaves. */
static void add_ways(options *o, const ways *w, const sj_hand *suit, int size, const sj_trump *t) {
    for (int i = 0; i < w->n; i++) {
        if (w->n > 12 && i > 4 && i < w->n - 4 && i % 4) continue;
        sj_hand rest = *suit;
        for (int q = 0; q < w->size[i]; q++) sj_hand_remove(&rest, w->cards[i][q], 1);
        add_filled(o, w->cards[i], w->size[i], &rest, size - w->size[i], t);
    }
}

static void follow_candidates(const sj_round *g, int seat, options *o) {
    const sj_hand *h = &g->hands[seat];
    const sj_trump *t = &g->trump;
    const sj_format *lead = &g->lead;
    int size = sj_format_size(lead);
    uint8_t play[SJ_MAX_PLAY * 2], suit_cards[SJ_MAX_PLAY * 2], others[SJ_MAX_PLAY * 2];
    int n = sj_construct_follow(h, lead, t, &g->rules, NULL, play);
    if (n > 0) add(o, play, n, 0, 0);
    int ns = sj_hand_list(h, t, lead->esuit, suit_cards);
    sj_shape shapes[SJ_MAX_SHAPES];
    int nshapes = 0;
    for (int i = 0; i < lead->n && nshapes < SJ_MAX_SHAPES; i++)
        shapes[nshapes++] = (sj_shape){lead->units[i].width, lead->units[i].length};
    ways *w = malloc(sizeof *w);
    if (!w) abort();
    if (ns <= size) {  /* every card of the suit, and the rest from other suits */
        int no = sj_hand_list(h, t, -lead->esuit - 2, others);
        memcpy(play, suit_cards, (size_t)ns);
        add(o, play, ns + fill(others, no, size - ns, t, 1, play + ns), 0, 0);
        if (ns == 0 && lead->esuit != SJ_T) {  /* ruffs: trump in the lead's shape */
            sj_hand trumps;
            sj_hand_suit(h, t, SJ_T, &trumps);
            w->n = 0;
            sj_assignments(&trumps, shapes, nshapes, t, NULL, NULL, keep_way, w);
            add_ways(o, w, &trumps, size, t);
        }
        free(w);
        return;
    }
    sj_hand suit;
    sj_hand_of(&suit, suit_cards, ns);
    if (g->rules.draw_policy == SJ_DRAW_NO_FORMAT) {  /* any cards of the suit */
        add(o, play, fill(suit_cards, ns, size, t, 1, play), 0, 0);
    } else {
        sj_allow allow;
        sj_protection(&suit, lead, t, &g->rules, &allow);
        sj_shape req[SJ_MAX_SHAPES];
        int nreq = sj_first_rung(&suit, lead, t, &g->rules, &allow, req);
        if (nreq >= 0) {  /* the first rung the hand can meet (G5.4), placed every way */
            w->n = 0;
            if (nreq) sj_assignments(&suit, req, nreq, t, &allow, NULL, keep_way, w);
            else w->size[w->n++] = 0;
            add_ways(o, w, &suit, size, t);
        }
    }
    /* the lead's own shape, every way (with singles: each card on its own) */
    w->n = 0;
    sj_assignments(&suit, shapes, nshapes, t, NULL, NULL, keep_way, w);
    add_ways(o, w, &suit, size, t);
    free(w);
}

/* Whether every candidate is a legal follow (the rules with protections can refuse a fill
 * that breaks a protected group); the illegal ones are dropped. */
static void keep_legal(const sj_round *g, int seat, options *o) {
    if (g->rules.draw_policy == SJ_DRAW_NONE || g->rules.draw_policy == SJ_DRAW_NO_FORMAT)
        return;  /* no protections: legal by construction */
    sj_follow_check *check = malloc(sizeof *check);
    if (!check) abort();
    int m = 0;
    for (int i = 0; i < o->n; i++) {
        sj_check_follow(&g->hands[seat], &g->lead, o->items[i].cards, o->items[i].n, &g->trump,
                        &g->rules, check);
        if (check->code == SJ_FOLLOW_OK) o->items[m++] = o->items[i];
    }
    o->n = m;
    free(check);
}

static int strong_play(const sj_trump *t, const uint8_t *cards, int n) {
    for (int i = 0; i < n; i++)
        if (t->esuit[cards[i]] != SJ_T && t->pos[cards[i]] < 10) return 0;
    return 1;
}

static void follow_options(const sj_round *g, int seat, options *o) {
    const sj_trump *t = &g->trump;
    follow_candidates(g, seat, o);
    keep_legal(g, seat, o);
    sj_format *scratch = malloc(sizeof *scratch);
    if (!scratch) abort();
    int idx = sj_round_winning(g, NULL, 0, scratch), k = g->ncurrent, table = 0;
    for (int i = 0; i < k; i++) table += points_of(g->cur_cards[i], g->cur_n[i]);
    int last = k == 3;
    int partner = g->cur_seat[idx] == (seat + 2) % 4 &&
                  (last || strong_play(t, g->cur_cards[idx], g->cur_n[idx]));
    for (int i = 0; i < o->n; i++) {
        option *x = &o->items[i];
        int pts = points_of(x->cards, x->n), strength = strength_of(t, x->cards, x->n);
        int wins = x->wins = sj_round_winning(g, x->cards, x->n, scratch) == k;
        if (partner) x->score = 2.0 * pts - 0.1 * strength - (wins ? 5.0 : 0.0);
        else if (wins) x->score = 30.0 + table + pts - (last ? 0.3 : 0.1) * strength;
        else x->score = -2.0 * pts - 0.1 * strength;
    }
    free(scratch);
    rank_options(o->items, o->n);
}

/* --- the bot ----------------------------------------------------------------------------------- */

int sj_greedy_ranked(const sj_round *g, const sj_greedy *opt, int limit, sj_action *out,
                     double *scores) {
    return sj_greedy_considered(g, opt, limit, out, scores, NULL);
}

int sj_greedy_considered(const sj_round *g, const sj_greedy *opt, int limit, sj_action *out,
                         double *scores, int *wins) {
    (void)opt;
    if (g->phase != SJ_PLAY) return 0;
    int seat = g->turn;
    options *o = malloc(sizeof *o);
    if (!o) abort();
    o->n = 0;
    if (g->ncurrent) follow_options(g, seat, o);
    else lead_options(g, seat, o);
    int n = 0;
    for (; n < o->n && n < limit; n++) {
        out[n].kind = SJ_ACT_PLAY;
        out[n].n = o->items[n].n;
        memcpy(out[n].cards, o->items[n].cards, (size_t)o->items[n].n);
        if (scores) scores[n] = o->items[n].score;
        if (wins) wins[n] = o->items[n].wins;
    }
    free(o);
    return n;
}

int sj_greedy_choose(const sj_round *g, const sj_greedy *opt, sj_action *out) {
    int seat = sj_seat_to_act(g);
    if (seat < 0) return -1;
    if (g->phase == SJ_DECLARE) declare(g, opt, seat, out);
    else if (g->phase == SJ_BURY) bury(g, seat, out);
    else if (sj_greedy_ranked(g, opt, 1, out, NULL) != 1) return -1;
    return 0;
}

int sj_apply_action(sj_round *g, const sj_action *a) {
    int seat = sj_seat_to_act(g);
    if (seat < 0) return -1;
    if (a->kind == SJ_ACT_PASS) sj_round_pass(g, seat);
    else if (a->kind == SJ_ACT_DECLARE) sj_round_declare(g, seat, a->cards[0], a->n);
    else if (a->kind == SJ_ACT_BURY) sj_round_bury(g, seat, a->cards, a->n);
    else return sj_round_play(g, seat, a->cards, a->n, NULL);
    return 0;
}
