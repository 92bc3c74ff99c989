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

/* What the seat to act cannot see: each card's copies neither in its hand nor played (nor
 * in the kitty it buried). */
static void unseen_counts(const sj_round *g, int seat, sj_hand *out) {
    int left[SJ_CARDS];
    for (int c = 0; c < SJ_CARDS; c++) left[c] = g->rules.decks - g->hands[seat].n[c] - g->played[c];
    if (seat == g->banker && g->kitty_known)
        for (int i = 0; i < g->nkitty; i++) left[g->kitty[i]]--;
    sj_hand_clear(out);
    for (int c = 0; c < SJ_CARDS; c++)
        if (left[c] > 0) sj_hand_add(out, c, left[c]);
}

/* Whether seat `o`, still to play to the trick, might beat the play that reads `best`
 * with cards it could hold (unseen, not in a suit it has shown void): higher in the led
 * suit while it holds some, or trump when it has shown it is out of a plain led suit. */
static int may_beat(const sj_round *g, int o, const sj_format *best, const sj_hand *unseen) {
    const sj_trump *t = &g->trump;
    int led = g->lead.esuit, size = sj_format_size(best);
    int void_led = g->voids[o] >> led & 1, void_t = g->voids[o] >> SJ_T & 1;
    if (best->n < 1) return 0;
    const sj_unit *u = &best->units[0];  /* the strongest unit decides */
    sj_hand pool;
    if (best->esuit == led && !void_led) {  /* follows the suit: a higher unit of its shape */
        sj_hand_suit(unseen, t, led, &pool);
        if (sj_hand_total(&pool) >= size && sj_unit_beaten_by(u, &pool, t)) return 1;
    }
    if (led != SJ_T && void_led && !void_t) {  /* out of the led suit: a trump over it */
        sj_hand_suit(unseen, t, SJ_T, &pool);
        if (sj_hand_total(&pool) < size) return 0;
        return best->esuit != SJ_T || sj_unit_beaten_by(u, &pool, t);
    }
    return 0;
}

/* The context of candidate `a` for the seat to act into x[SJ_CONTEXT_FEATURES]: the
 * search sees these in its rollouts, the card slots alone do not show them. */
static void candidate_context(const sj_round *g, const sj_action *a, int wins,
                              const sj_hand *unseen, sj_format *scratch, float *x) {
    const sj_trump *t = &g->trump;
    const sj_hand *h = &g->hands[g->turn];
    int seat = g->turn, partner = (seat + 2) % 4, k = g->ncurrent;
    int count[SJ_CARDS] = {0}, pts = 0, trumps = 0, top = 0, es = t->esuit[a->cards[0]];
    for (int q = 0; q < a->n; q++) {
        int c = a->cards[q];
        count[c]++;
        pts += sj_points(c);
        trumps += t->esuit[c] == SJ_T;
        if (t->pos[c] > top) top = t->pos[c];
    }
    int broken = 0, boss = 0, held_t = 0, held_es = 0;
    for (int q = 0; q < h->len; q++) {
        int c = h->order[q];
        held_t += t->esuit[c] == SJ_T ? h->n[c] : 0;
        held_es += t->esuit[c] == es ? h->n[c] : 0;
        if (count[c] && count[c] < h->n[c] && h->n[c] >= 2) broken++;  /* a pair split */
    }
    for (int c = 0; c < SJ_CARDS; c++) {
        if (!count[c]) continue;
        int higher = 0;  /* a card nothing unseen of its suit outranks */
        for (int d = 0; d < SJ_CARDS; d++)
            higher += t->esuit[d] == t->esuit[c] && t->pos[d] > t->pos[c] && unseen->n[d] > 0;
        boss += higher ? 0 : count[c];
    }
    int held_pts = 0, last = sj_hand_total(h) == a->n;
    for (int q = 0; q < h->len; q++) held_pts += sj_points(h->order[q]) * h->n[h->order[q]];
    x[27] = last;                              /* the last trick: the kitty goes with it */
    x[31] = (float)(held_pts - pts) / 40.0f;   /* points kept in hand */
    x[0] = (float)broken / 2.0f;
    x[1] = (float)boss / 4.0f;
    x[2] = (float)(held_t - trumps) / 12.0f;   /* trumps kept */
    x[3] = (float)(held_es - a->n) / 12.0f;    /* cards kept of the suit played */
    if (!k) {  /* a lead: who may ruff it, what is still out */
        int opp_void = 0, in_suit = 0, over = 0;
        for (int r = 1; r < 4; r += 2) opp_void += es != SJ_T && (g->voids[(seat + r) % 4] >> es & 1);
        for (int d = 0; d < SJ_CARDS; d++)
            if (t->esuit[d] == es) {
                in_suit += unseen->n[d];
                over += t->pos[d] > top ? unseen->n[d] : 0;
            }
        x[4] = 1;
        x[5] = (float)opp_void / 2.0f;
        x[6] = es != SJ_T && (g->voids[partner] >> es & 1);
        x[7] = (float)in_suit / (13.0f * (float)g->rules.decks);
        x[8] = (float)over / 16.0f;
        int safe = wins && !opp_void;          /* nothing out beats it, nobody shown to ruff */
        x[24] = safe;
        x[25] = safe ? (float)pts / 20.0f : 0;
        x[26] = wins ? 0 : (float)pts / 20.0f;  /* points led into a trick it may lose */
        x[28] = last && safe;
        x[30] = (float)boss / (float)a->n;
        /* drawing trumps or cashing winners: the trumps on each side, the winners held */
        int unseen_t = 0, my_boss = 0;
        for (int d = 0; d < SJ_CARDS; d++) unseen_t += t->esuit[d] == SJ_T ? unseen->n[d] : 0;
        for (int q = 0; q < h->len; q++) {
            int c = h->order[q], higher = 0;
            if (t->esuit[c] == SJ_T) continue;
            for (int d = 0; d < SJ_CARDS; d++)
                higher += t->esuit[d] == t->esuit[c] && t->pos[d] > t->pos[c] && unseen->n[d] > 0;
            my_boss += higher ? 0 : h->n[c];
        }
        int is_t = es == SJ_T;
        float tricks_left = (float)sj_hand_total(h) / (float)(g->rules.hand_size > 0 ? g->rules.hand_size : 25);
        x[32] = is_t ? (float)held_t / 12.0f : 0;
        x[33] = is_t ? (float)unseen_t / 24.0f : 0;
        float lead_t = (float)(held_t - unseen_t) / 12.0f;
        x[34] = is_t ? (lead_t > 2 ? 2 : lead_t < -2 ? -2 : lead_t) : 0;
        x[35] = (float)my_boss / 8.0f;
        x[36] = !is_t && wins ? (float)unseen_t / 24.0f : 0;
        x[37] = wins ? tricks_left : 0;
        x[38] = !is_t && !wins && pts == 0;   /* a cheap probe of a plain suit */
        x[39] = !is_t && wins ? (float)my_boss / 8.0f : 0;
        return;
    }
    /* a follow: the trick after it, and the seats still to play */
    int idx = sj_round_winning(g, a->cards, a->n, scratch), total = pts;
    for (int i = 0; i < k; i++)
        for (int q = 0; q < g->cur_n[i]; q++) total += sj_points(g->cur_cards[i][q]);
    int winner = idx == k ? seat : g->cur_seat[idx], ours = winner % 2 == seat % 2;
    x[9 + (winner == seat ? 0 : winner == partner ? 1 : 2)] = 1;
    int later_opp = 0, later_partner = 0, risk = 0, rescue = 0;
    for (int r = 1; r < 4 - k; r++) {
        int o = (seat + r) % 4, beats = may_beat(g, o, scratch, unseen);
        if (o == partner) later_partner = 1;
        else later_opp++;
        if (ours && o % 2 != seat % 2) risk |= beats;
        if (!ours && o == partner) rescue |= beats;
    }
    x[28] = last && ours;
    x[29] = winner == seat && g->cur_seat[sj_round_winning(g, NULL, 0, scratch)] == partner;
                                              /* takes the trick from its partner */
    x[12] = (float)later_opp / 2.0f;
    x[13] = later_partner;
    x[14] = (float)total / 40.0f;
    x[15] = ours ? 0 : (float)pts / 20.0f;    /* points handed to the other team, as it stands */
    x[16] = ours ? (float)pts / 20.0f : 0;    /* points put on our trick */
    x[17] = risk;                             /* ours now, but a later opponent may take it */
    x[18] = risk ? (float)total / 40.0f : 0;
    x[19] = ours && !risk;                    /* ours, and nobody left can take it */
    x[20] = ours && !risk ? (float)total / 40.0f : 0;
    x[21] = rescue;                           /* theirs now, the partner still to play may take it */
    x[22] = !ours ? (float)trumps / 4.0f : 0; /* trumps spent on a trick it does not win */
    x[23] = !ours ? (float)boss / 4.0f : 0;   /* top cards spent on a trick it does not win */
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
    sj_hand unseen;
    unseen_counts(g, seat, &unseen);
    sj_format *scratch = malloc(sizeof *scratch);
    if (!scratch) abort();
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
        candidate_context(g, a, wins[i], &unseen, scratch, f + SJ_ACTION_BASE);
    }
    free(scratch);
    return n;
}
