/* The compiled Shengji deal (round.h). */
#include "round.h"

#include <stdlib.h>
#include <string.h>

#include "dealstream.h"

const char *const sj_penalty_names[SJ_PENALTIES] = {"none", "ten_per_attempt"};

/* --- the log ----------------------------------------------------------------------------- */

static sj_log *log_new(int cap, uint32_t bcap) {
    sj_log *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    l->ev = malloc((size_t)cap * sizeof *l->ev);
    l->arena = malloc(bcap);
    if (!l->ev || !l->arena) {
        free(l->ev);
        free(l->arena);
        free(l);
        return NULL;
    }
    l->refs = 1;
    l->cap = cap;
    l->bcap = bcap;
    return l;
}

static void log_drop(sj_log *l) {
    if (l && --l->refs == 0) {
        free(l->ev);
        free(l->arena);
        free(l);
    }
}

/* Room for one more event and `bytes` more arena bytes, forking the log when another copy
 * of the deal moved on (the log is append-only and shared until then). */
static sj_event *record(sj_round *g, int kind, int seat, uint32_t bytes) {
    sj_log *l = g->log;
    if (l->len != g->nlog || l->bytes != g->nbytes || l->len == l->cap ||
        l->bytes + bytes > l->bcap) {
        sj_log *own = log_new(g->nlog * 2 + 64, g->nbytes * 2 + bytes + 4096);
        if (!own) abort();
        memcpy(own->ev, l->ev, (size_t)g->nlog * sizeof *l->ev);
        memcpy(own->arena, l->arena, g->nbytes);
        own->len = g->nlog;
        own->bytes = g->nbytes;
        log_drop(l);
        g->log = l = own;
    }
    sj_event *e = &l->ev[l->len++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->seat = (uint8_t)seat;
    e->off = l->bytes;
    g->nlog = l->len;
    return e;
}

static void put_bytes(sj_round *g, const uint8_t *data, uint32_t n) {
    memcpy(g->log->arena + g->log->bytes, data, n);
    g->log->bytes += n;
    g->nbytes = g->log->bytes;
}

static void put_cards(sj_round *g, const uint8_t *cards, int n) {
    uint8_t len = (uint8_t)n;
    put_bytes(g, &len, 1);
    put_bytes(g, cards, (uint32_t)n);
}

static void put_units(sj_round *g, const sj_format *f) {
    uint8_t len = (uint8_t)f->n;
    put_bytes(g, &len, 1);
    for (int i = 0; i < f->n; i++) {
        const sj_unit *u = &f->units[i];
        uint8_t head[2] = {u->width, u->length};
        put_bytes(g, head, 2);
        put_bytes(g, u->cards, u->length);
    }
}

/* A named reading's units of width >= 2 as a units block in `out` (room bytes): 0, or -1
 * when it does not fit. */
static int write_units(const sj_format *f, uint8_t *out, int room) {
    int at = 1, n = 0;
    for (int i = 0; i < f->n; i++) {
        const sj_unit *u = &f->units[i];
        if (u->width < 2) continue;
        if (at + 2 + u->length > room) return -1;
        out[at++] = u->width;
        out[at++] = u->length;
        memcpy(out + at, u->cards, u->length);
        at += u->length;
        n++;
    }
    out[0] = (uint8_t)n;
    return 0;
}

static const sj_format *read_units(const uint8_t *block, const sj_trump *t, sj_format *out) {
    int at = 1;
    out->n = 0;
    for (int i = 0; i < block[0]; i++) {
        sj_make_unit(t, block[at], block + at + 2, block[at + 1], &out->units[out->n++]);
        at += 2 + block[at + 1];
    }
    return out;
}

static uint32_t units_bytes(const sj_format *f) {
    uint32_t n = 1;
    for (int i = 0; i < f->n; i++) n += 2 + f->units[i].length;
    return n;
}

/* --- the deal (G1.4): four seats (G1.1), 54 x decks cards less the kitty (G1.2) ------- */

int sj_deal(const uint8_t *seed, int seed_len, int decks, int nkitty, uint8_t (*hands)[SJ_MAX_PLAY * 2],
            int *sizes, uint8_t *kitty) {
    ms_stream st;
    int total = 54 * decks, body = total - nkitty;
    if (decks < 1 || nkitty < 0 || body < 0 || body / 4 + 1 > SJ_MAX_PLAY * 2 ||
        ms_stream_init(&st, seed, (size_t)seed_len, (const uint8_t *)"shuffle", 7))
        return -1;
    uint8_t *shoe = malloc((size_t)total);
    if (!shoe) return -1;
    for (int i = 0; i < total; i++) shoe[i] = (uint8_t)(i % 54);
    ms_shuffle_u8(&st, shoe, (size_t)total);
    for (int s = 0; s < 4; s++) sizes[s] = 0;
    for (int p = 0; p < body; p++) hands[p % 4][sizes[p % 4]++] = shoe[p];
    memcpy(kitty, shoe + body, (size_t)nkitty);
    free(shoe);
    return 0;
}

/* --- set-up ----------------------------------------------------------------------------- */

sj_round *sj_round_new(const sj_rules *rules, const uint8_t *const *hands, const int *sizes,
                       const uint8_t *kitty, int nkitty, int level, const int *levels,
                       int banker, int log) {
    sj_round *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->rules = *rules;
    g->level = level;
    g->levels[0] = levels[0];
    g->levels[1] = levels[1];
    g->banker = banker;
    g->phase = SJ_DECLARE;
    g->standing_seat = g->standing_card = -1;
    g->failed_by = -1;
    for (int s = 0; s < 4; s++)
        for (int i = 0; i < sizes[s]; i++) sj_hand_add(&g->hands[s], hands[s][i], 1);
    memcpy(g->kitty, kitty, (size_t)nkitty);
    g->nkitty = nkitty;
    if (log && !(g->log = log_new(64, 4096))) {
        free(g);
        return NULL;
    }
    return g;
}

sj_round *sj_round_copy(const sj_round *g) {
    sj_round *c = malloc(sizeof *c);
    if (!c) return NULL;
    memcpy(c, g, sizeof *c);
    if (c->log) c->log->refs++;
    return c;
}

void sj_round_free(sj_round *g) {
    if (!g) return;
    if (g->log) log_drop(g->log);
    free(g);
}

/* --- declaring (G3.1: after the deal, each seat in turn, passing allowed; G3.2) -------- */

static int decl_key(int card, int n) { return n << 2 | (card == SJ_BJ ? 2 : card == SJ_LJ ? 1 : 0); }

int sj_round_declarations(const sj_round *g, int seat, int *cards, int *counts) {
    const sj_hand *h = &g->hands[seat];
    int order[SJ_CARDS], m = 0, out = 0;
    for (int i = 0; i < h->len; i++) {  /* plain order */
        int c = h->order[i], j = m++;
        while (j > 0 && sj_plain_key(order[j - 1]) > sj_plain_key(c)) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = c;
    }
    for (int i = 0; i < m; i++) {
        int c = order[i], joker = c >= 52;
        if (!joker && sj_rank(c) != g->level) continue;
        for (int n = joker ? 2 : 1; n <= h->n[c]; n++)
            if (g->standing_seat < 0 ||
                decl_key(c, n) > decl_key(g->standing_card, g->standing_n)) {
                cards[out] = c;
                counts[out++] = n;
            }
    }
    return out;
}

void sj_round_declare(sj_round *g, int seat, int card, int n) {
    g->standing_seat = seat;
    g->standing_card = card;
    g->standing_n = n;
    if (g->shown[seat].n[card] < n) sj_hand_add(&g->shown[seat], card, n - g->shown[seat].n[card]);
    g->passes = 0;
    g->turn = (seat + 1) % 4;
    if (g->log) {
        sj_event *e = record(g, SJ_EV_DECLARED, seat, 0);
        e->card = (uint8_t)card;
        e->copies = (uint8_t)n;
    }
}

void sj_round_fix_trump(sj_round *g, int suit, int banker, int how, int card) {
    sj_trump_init(&g->trump, g->level, suit);
    g->has_trump = 1;
    g->banker = banker;
    if (g->log) {
        sj_event *e = record(g, SJ_EV_TRUMP, banker, 0);
        e->level = (uint8_t)g->level;
        e->suit = (uint8_t)(suit < 0 ? 255 : suit);
        e->how = (uint8_t)how;
        e->turned = card;
    }
}

void sj_round_enter_bury(sj_round *g) {
    for (int i = 0; i < g->nkitty; i++) sj_hand_add(&g->hands[g->banker], g->kitty[i], 1);
    g->kitty_known = 1;
    g->phase = SJ_BURY;
}

/* G3.3: the first level card or joker of the kitty decides; else the highest card's suit. */
static void kitty_flip(const sj_round *g, int *suit, int *card) {
    for (int i = 0; i < g->nkitty; i++) {
        int c = g->kitty[i];
        if (c >= 52 || sj_rank(c) == g->level) {
            *suit = c >= 52 ? SJ_NONE : sj_suit(c);
            *card = c;
            return;
        }
    }
    *suit = SJ_NONE;
    *card = -1;
    for (int i = 0; i < g->nkitty; i++)
        if (*card < 0 || sj_rank(g->kitty[i]) > sj_rank(*card)) *card = g->kitty[i];
    if (*card >= 0) *suit = sj_suit(*card);
}

/* G3.2, G3.3, G3.4: fix trump and banker, or redeal (the one place this transition happens). */
static void end_declaring(sj_round *g) {
    int suit, banker, how = SJ_HOW_DECLARED, flip = -1;
    if (g->standing_seat >= 0) {
        suit = g->standing_card >= 52 ? SJ_NONE : sj_suit(g->standing_card);
        banker = g->banker >= 0 ? g->banker : g->standing_seat;
    } else if (g->banker < 0) {
        g->phase = SJ_REDEAL;
        if (g->log) record(g, SJ_EV_REDEAL, 0, 0);
        return;
    } else {
        banker = g->banker;
        kitty_flip(g, &suit, &flip);
        how = SJ_HOW_KITTY;
    }
    sj_round_fix_trump(g, suit, banker, how, flip);
    sj_round_enter_bury(g);
}

void sj_round_pass(sj_round *g, int seat) {
    g->passes++;
    g->turn = (seat + 1) % 4;
    if (g->log) record(g, SJ_EV_PASSED, seat, 0);
    if (g->passes >= 4) end_declaring(g);
}

/* --- burying (G4.1); then the banker leads the first trick (G5.1) ------------------------ */

static void unshow(sj_round *g, int seat, const uint8_t *cards, int n) {
    sj_hand *s = &g->shown[seat];
    if (!s->len) return;
    for (int i = 0; i < n; i++)
        if (s->n[cards[i]]) sj_hand_remove(s, cards[i], 1);
}

void sj_round_enter_play(sj_round *g, int leader) {
    g->phase = SJ_PLAY;
    g->leader = g->turn = leader;
    g->ncurrent = 0;
    g->has_lead = 0;
    g->failed = 0;
    g->failed_by = -1;
    g->nforced = 0;
}

void sj_round_bury(sj_round *g, int seat, const uint8_t *cards, int n) {
    for (int i = 0; i < n; i++) sj_hand_remove(&g->hands[seat], cards[i], 1);
    memcpy(g->kitty, cards, (size_t)n);
    g->nkitty = n;
    unshow(g, seat, cards, n);
    if (g->log) {
        record(g, SJ_EV_BURIED, seat, 1 + (uint32_t)n);
        put_cards(g, cards, n);
    }
    sj_round_enter_play(g, seat);
}

/* --- tricks (G5) and scoring (G6) --------------------------------------------------------- */

static int64_t power(int64_t base, int64_t exponent) {
    int64_t out = 1;
    for (int64_t i = 0; i < exponent; i++) out *= base;
    return out;
}

/* G6: score the deal once its last trick is played (the one place it happens). */
static void score(sj_round *g, const sj_format *winning, int last_winner) {
    sj_score *sc = &g->score;
    memset(sc, 0, sizeof *sc);
    sc->trick_points = g->attackers_points - g->penalty_points;
    for (int i = 0; i < g->nkitty; i++) sc->kitty_points += sj_points(g->kitty[i]);
    sc->captured = sj_attacker(g, last_winner);
    if (sc->captured) {  /* G6.1: the attackers capture the bottom */
        sj_multiplier m = sj_kitty_multiplier(winning->units, winning->n, g->rules.kitty_multiplier);
        sc->factor = m.factor;
        sc->base = m.base;
        sc->exponent = m.exponent;
        sc->titanic = m.titanic;
        sc->bonus = sc->kitty_points * m.factor * power(m.base, m.exponent);
        g->attackers_points += sc->bonus;
    }
    sj_deal_score d = sj_score_deal(&g->rules, g->banker, g->levels, (int)g->attackers_points);
    sc->attackers_points = g->attackers_points;
    sc->penalties = g->penalty_points;
    sc->next_banker = d.next_banker;
    sc->winner = d.winner;
    for (int team = 0; team < 2; team++) {
        sc->before[team] = d.changes[team].before;
        sc->after[team] = d.changes[team].after;
        sc->advance[team] = d.changes[team].advance;
        sc->wins[team] = d.changes[team].wins;
    }
    if (g->log) {
        record(g, SJ_EV_SCORED, 0, sizeof *sc + 1 + (uint32_t)g->nkitty);
        put_bytes(g, (const uint8_t *)sc, sizeof *sc);
        put_cards(g, g->kitty, g->nkitty);
    }
    g->phase = SJ_SCORED;
}

int sj_round_winning(const sj_round *g, const uint8_t *cards, int n, sj_format *best) {
    const uint8_t *plays[4];
    const sj_format *hints[4] = {NULL, NULL, NULL, NULL};
    int sizes[4], k = g->ncurrent;
    sj_format *named = malloc(4 * sizeof *named);
    if (!named) abort();
    for (int i = 0; i < k; i++) {
        plays[i] = g->cur_cards[i];
        sizes[i] = g->cur_n[i];
        if (g->cur_hint[i][0]) hints[i] = read_units(g->cur_hint[i], &g->trump, &named[i]);
    }
    if (cards && k < 4) {
        plays[k] = cards;
        sizes[k++] = n;
    }
    int idx = sj_trick_winner(&g->lead, plays, sizes, hints, k, &g->trump, &g->rules, best);
    free(named);
    return idx;
}

/* G5.5, G5.6: decide the trick, move its points, then lead again or score. */
static void end_trick(sj_round *g) {
    sj_format *best = malloc(sizeof *best);
    if (!best) abort();
    int idx = sj_round_winning(g, NULL, 0, best);
    int winner = g->cur_seat[idx], points = 0;
    for (int i = 0; i < 4; i++)
        for (int q = 0; q < g->cur_n[i]; q++) points += sj_points(g->cur_cards[i][q]);
    g->trick_points_total += points;
    if (sj_attacker(g, winner)) g->attackers_points += points;
    else g->banker_side_points += points;
    g->tricks++;
    if (g->log) {
        uint32_t bytes = units_bytes(&g->attempt) + units_bytes(&g->lead) + 1 + g->nforced +
                         units_bytes(best);
        for (int i = 0; i < 4; i++) bytes += 2 + (uint32_t)g->cur_n[i];
        sj_event *e = record(g, SJ_EV_TRICK, g->leader, bytes);
        e->winner = (uint8_t)winner;
        e->index = (uint8_t)idx;
        e->number = g->tricks;
        e->points = points;
        e->beaten_by = g->failed ? g->failed_by : -1;
        put_units(g, &g->attempt);
        put_units(g, &g->lead);
        put_cards(g, g->forced, g->failed ? g->nforced : 0);
        for (int i = 0; i < 4; i++) {
            uint8_t seat = (uint8_t)g->cur_seat[i];
            put_bytes(g, &seat, 1);
            put_cards(g, g->cur_cards[i], g->cur_n[i]);
        }
        put_units(g, best);
    }
    g->ncurrent = 0;
    int empty = 1;
    for (int s = 0; s < 4; s++) empty &= g->hands[s].len == 0;
    if (empty) score(g, best, winner);
    else sj_round_enter_play(g, winner);
    free(best);
}

int sj_round_play(sj_round *g, int seat, const uint8_t *cards, int n, const sj_format *reading) {
    const uint8_t *cs = cards;
    int ncs = n, leading = g->ncurrent == 0;
    g->cur_hint[g->ncurrent][0] = 0;
    if (!leading && reading && write_units(reading, g->cur_hint[g->ncurrent], SJ_HINT_BYTES))
        return -1;
    if (leading) {
        if (reading) g->attempt = *reading;
        else if (sj_split_lead(cards, n, &g->trump, &g->rules, SJ_KIND_ANY, &g->attempt)) return -1;
        g->lead = g->attempt;
        g->failed = 0;
        g->nforced = 0;
        int by = -1, u = sj_failed_throw(&g->attempt, seat, g->hands, &g->trump, &g->rules, &by);
        if (u >= 0) {  /* G5.3: only the forced unit is played, in the order listed */
            sj_unit unit = g->attempt.units[u];
            uint8_t need[SJ_CARDS] = {0};
            for (int i = 0; i < unit.length; i++) need[unit.cards[i]] += unit.width;
            for (int i = 0; i < n; i++)
                if (need[cards[i]]) {
                    need[cards[i]]--;
                    g->forced[g->nforced++] = cards[i];
                }
            g->failed = 1;
            g->failed_by = by;
            cs = g->forced;
            ncs = g->nforced;
            g->lead.n = 1;
            g->lead.units[0] = unit;
            if (g->rules.penalty) {
                int delta = sj_attacker(g, seat) ? -10 : 10;
                g->penalty_points += delta;
                g->attackers_points += delta;
            }
        }
        g->has_lead = 1;
    } else {
        int led = 0;
        for (int i = 0; i < n; i++) led += g->trump.esuit[cards[i]] == g->lead.esuit;
        if (led < sj_format_size(&g->lead)) g->voids[seat] |= (uint8_t)(1 << g->lead.esuit);
    }
    uint8_t played[SJ_MAX_PLAY];
    memcpy(played, cs, (size_t)ncs);
    for (int i = 0; i < ncs; i++) {
        sj_hand_remove(&g->hands[seat], played[i], 1);
        g->played[played[i]]++;
    }
    unshow(g, seat, played, ncs);
    g->cur_seat[g->ncurrent] = seat;
    g->cur_n[g->ncurrent] = ncs;
    memcpy(g->cur_cards[g->ncurrent], played, (size_t)ncs);
    g->ncurrent++;
    if (g->log) {
        int failed = leading && g->failed;
        uint32_t bytes = 1 + (uint32_t)ncs + (leading ? units_bytes(&g->attempt) : 0) +
                         (failed ? 1 + (uint32_t)n : 0);
        sj_event *e = record(g, SJ_EV_PLAYED, seat, bytes);
        e->led = (uint8_t)leading;
        e->failed = (uint8_t)failed;
        e->beaten_by = failed ? g->failed_by : -1;
        put_cards(g, played, ncs);
        if (leading) put_units(g, &g->attempt);
        if (failed) put_cards(g, cards, n);
    }
    g->turn = (seat + 1) % 4;
    if (g->ncurrent == 4) end_trick(g);
    return 0;
}
