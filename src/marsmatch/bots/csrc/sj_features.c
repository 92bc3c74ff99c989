/* Shengji's learned agent's features (sj_features.h). */
#include "sj_features.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static inline int slot(const sj_trump *t, int c) { return t->esuit[c] * 16 + t->pos[c]; }

static void add_cards(const sj_trump *t, const uint8_t *cards, int n, float unit, float *out) {
    for (int i = 0; i < n; i++) out[slot(t, cards[i])] += unit;
}

static void add_hand(const sj_trump *t, const sj_hand *h, float unit, float *out) {
    for (int i = 0; i < h->len; i++) out[slot(t, h->order[i])] += unit * h->n[h->order[i]];
}

static int rel(int seat, int other) { return (other - seat + 4) % 4; }

/* The fewest points with which the attackers win the deal (G6.2). */
static int threshold(const sj_rules *r) {
    int p = 0;
    while (p < 1000 && sj_level_outcome_of(p, r->decks, r->step).keeps) p += 5;
    return p;
}

void sj_state_features(const sj_round *g, int seat, float *out) {
    const sj_trump *t = &g->trump;
    float unit = 1.0f / (float)g->rules.decks;
    memset(out, 0, SJ_STATE_FEATURES * sizeof *out);
    float *hand = out, *played = out + SJ_SLOTS, *trick = out + 2 * SJ_SLOTS;
    float *unseen = out + 3 * SJ_SLOTS, *kitty = out + 4 * SJ_SLOTS, *top = out + 5 * SJ_SLOTS;
    float *x = out + 6 * SJ_SLOTS;
    int kitty_known = seat == g->banker && g->kitty_known;
    add_hand(t, &g->hands[seat], unit, hand);
    for (int c = 0; c < SJ_CARDS; c++) {
        played[slot(t, c)] += unit * g->played[c];
        unseen[slot(t, c)] += unit * (g->rules.decks - g->hands[seat].n[c] - g->played[c]);
    }
    if (kitty_known) {
        add_cards(t, g->kitty, g->nkitty, unit, kitty);
        for (int i = 0; i < g->nkitty; i++) unseen[slot(t, g->kitty[i])] -= unit;
    }
    int k = g->ncurrent, winner = -1;
    for (int i = 0; i < k; i++) add_cards(t, g->cur_cards[i], g->cur_n[i], unit, trick);
    int trick_points = 0;
    for (int i = 0; i < k; i++)
        for (int q = 0; q < g->cur_n[i]; q++) trick_points += sj_points(g->cur_cards[i][q]);
    if (k) {
        sj_format *best = malloc(sizeof *best);
        if (!best) abort();
        int idx = sj_round_winning(g, NULL, 0, best);
        free(best);
        winner = g->cur_seat[idx];
        add_cards(t, g->cur_cards[idx], g->cur_n[idx], unit, top);
        x[g->lead.esuit] = 1;
    }
    x[5] = k > 0;
    x[6] = (float)k / 3.0f;
    x[7 + (winner < 0 ? 0 : rel(seat, winner))] = 1;  /* 7: nobody (leading), 8-10: left, partner, right */
    x[11] = (float)trick_points / 40.0f;
    int thr = threshold(&g->rules);
    x[12] = (float)g->attackers_points / (float)(thr > 0 ? thr : 1);
    float margin = (float)(g->attackers_points - thr) / 40.0f;
    x[13] = margin > 3 ? 3 : margin < -3 ? -3 : margin;
    x[14] = sj_attacker(g, seat);
    x[15] = seat == g->banker;
    x[16] = (seat + 2) % 4 == g->banker;
    for (int r = 1; r < 4; r++)
        for (int e = 0; e < 5; e++) x[17 + (r - 1) * 5 + e] = g->voids[(seat + r) % 4] >> e & 1;
    float hand_size = (float)(g->rules.hand_size > 0 ? g->rules.hand_size : 25);
    for (int r = 1; r < 4; r++) x[31 + r] = (float)sj_hand_total(&g->hands[(seat + r) % 4]) / hand_size;
    x[35] = (float)sj_hand_total(&g->hands[seat]) / hand_size;
    x[36] = (float)g->tricks / hand_size;
    x[37 + (g->rules.decks >= 3 ? 2 : g->rules.decks - 1)] = 1;
    x[40] = t->suit == SJ_NONE;
    if (kitty_known) {
        int kp = 0;
        for (int i = 0; i < g->nkitty; i++) kp += sj_points(g->kitty[i]);
        x[41] = (float)kp / 40.0f;
    }
    if (k) {
        x[42] = g->lead.n > 1;
        x[43] = sj_format_has_tractor(&g->lead);
        x[44] = (float)sj_format_size(&g->lead) / 8.0f;
    }
    x[45] = k == 3;
    x[46] = g->failed;
    x[47] = 1;  /* a bias the first layer may use */
}

int sj_action_candidates(const sj_round *g, const sj_greedy *opt, int limit, sj_action *cands,
                         float *feats) {
    double scores[SJ_GREEDY_MAX];
    int wins[SJ_GREEDY_MAX];
    if (limit > SJ_GREEDY_MAX) limit = SJ_GREEDY_MAX;
    int n = sj_greedy_considered(g, opt, limit, cands, scores, wins);
    const sj_trump *t = &g->trump;
    int seat = g->turn, following = g->ncurrent > 0, size = sj_hand_total(&g->hands[seat]);
    float unit = 1.0f / (float)g->rules.decks;
    for (int i = 0; i < n; i++) {
        float *f = feats + (size_t)i * SJ_ACTION_FEATURES, *x = f + SJ_SLOTS;
        const sj_action *a = &cands[i];
        memset(f, 0, SJ_ACTION_FEATURES * sizeof *f);
        add_cards(t, a->cards, a->n, unit, f);
        int points = 0, trumps = 0, led = 0, top = 0, es = t->esuit[a->cards[0]], in_suit = 0;
        for (int q = 0; q < a->n; q++) {
            int c = a->cards[q];
            points += sj_points(c);
            trumps += t->esuit[c] == SJ_T;
            led += following && t->esuit[c] == g->lead.esuit;
            if (t->pos[c] > top) top = t->pos[c];
        }
        const sj_hand *h = &g->hands[seat];
        for (int q = 0; q < h->len; q++) in_suit += t->esuit[h->order[q]] == es ? h->n[h->order[q]] : 0;
        x[0] = (float)a->n / 8.0f;
        x[1] = (float)points / 20.0f;
        x[2] = (float)trumps / 4.0f;
        x[3] = (float)wins[i];
        x[4] = !following;
        x[5] = (float)tanh(scores[i] / 20.0);
        x[6 + (i < 3 ? i : 3)] = 1;
        x[10] = following && trumps == a->n && g->lead.esuit != SJ_T;
        x[11] = following ? (float)led / (float)a->n : 0;
        x[12] = (float)top / 16.0f;
        x[13] = trumps == a->n;
        x[14] = (float)a->n / (float)(size > 0 ? size : 1);
        x[15] = (float)(in_suit - a->n) / 13.0f;
    }
    return n;
}
