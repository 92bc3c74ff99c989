/* The compiled MarsMatch round (round.h): the deal (R1.1, R1.2), the Heavenly phase
 * (R2.1 to R2.7), the real match's transitions (R4.1, R4.2, R4.3, R4.4) and the
 * classification of the win (R4.5, R5.1). */
#include "round.h"

#include <stdlib.h>
#include <string.h>

#include "dealstream.h"

/* One deck in its canonical order (cards.deck: suits S H D C, ranks 2..A, then LJ, BJ),
 * as lanes; _round.pxi checks at import that it is Python's. */
#define MM_SUIT 12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
const uint8_t mm_deck[54] = {MM_SUIT, MM_SUIT, MM_SUIT, MM_SUIT, MM_LJ, MM_BJ};

int mm_deal(const uint8_t *seed, int seed_len, int players, int banker, uint8_t *hands) {
    ms_stream st;
    if (players < 1 || players > 255) return -1;
    if (ms_stream_init(&st, seed, (size_t)seed_len, (const uint8_t *)"shuffle", 7)) return -1;
    uint8_t shoe[54 * 255];
    int total = 54 * players;
    for (int d = 0; d < players; d++) memcpy(shoe + 54 * d, mm_deck, 54);
    ms_shuffle_u8(&st, shoe, (size_t)total);
    memset(hands, 0, (size_t)players * 16);
    for (int p = 0, s = banker; p < total; p++, s = s ? s - 1 : players - 1)
        hands[s * 16 + shoe[p]]++;   /* card p to seat (banker - p) mod N (R1.2) */
    return 0;
}

int mm_draw_seat(const uint8_t *seed, int seed_len, int players) {
    ms_stream st;
    if (players < 1 || ms_stream_init(&st, seed, (size_t)seed_len, (const uint8_t *)"banker", 6))
        return -1;
    return (int)ms_stream_below(&st, (uint64_t)players);
}

int mm_draw_leader(const uint8_t *seed, int seed_len, int players) {
    ms_stream st;
    if (players < 1 || ms_stream_init(&st, seed, (size_t)seed_len, (const uint8_t *)"leader", 6))
        return -1;
    return (int)ms_stream_below(&st, (uint64_t)players);
}

/* --- the log -------------------------------------------------------------------------- */

static mm_log *log_new(int cap) {
    mm_log *l = malloc(sizeof *l);
    if (!l) return NULL;
    l->ev = malloc((size_t)cap * sizeof *l->ev);
    if (!l->ev) {
        free(l);
        return NULL;
    }
    l->refs = 1;
    l->len = 0;
    l->cap = cap;
    return l;
}

static void log_drop(mm_log *l) {
    if (l && --l->refs == 0) {
        free(l->ev);
        free(l);
    }
}

const char *const mm_by_names[MM_BYS] = {"emptied", "streak", "tricks"};
const char *const mm_goal_names[MM_GOALS] = {"streak", "total", "table"};

static mm_event *record(mm_round *g, int kind, int seat) {
    mm_log *l = g->log;
    if (!l) return NULL;
    if (l->len != g->nlog || l->len == l->cap) {  /* another copy moved on, or it is full */
        mm_log *own = log_new(g->nlog * 2 + 64);
        if (!own) abort();
        memcpy(own->ev, l->ev, (size_t)g->nlog * sizeof *l->ev);
        own->len = g->nlog;
        log_drop(l);
        g->log = l = own;
    }
    mm_event *e = &l->ev[l->len++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->seat = seat;
    g->nlog = l->len;
    return e;
}

/* --- outcomes ------------------------------------------------------------------------- */

static void decide(mm_round *g, int s, int category, int64_t points, int hand) {
    mm_seat *x = &g->seat[s];
    x->category = (uint8_t)category;
    x->points = points;
    x->outcome_hand = (uint8_t)hand;
    x->outcome_order = g->noutcomes++;
}

/* R2.1, R2.2: a Starlink holds `threes` natural 3s, a UFO `big` Big and `little` Little
 * Jokers, exactly or at least (the seed: exactly six; exactly two and two). */
int mm_heavenly_hand(const uint8_t *h, const mm_rules *r) {
    int starlink, ufo;
    if (r->at_least) {
        starlink = h[0] >= r->threes;
        ufo = h[MM_BJ] >= r->big && h[MM_LJ] >= r->little;
    } else {
        starlink = h[0] == r->threes;
        ufo = h[MM_BJ] == r->big && h[MM_LJ] == r->little;
    }
    starlink = starlink && r->starlink;
    ufo = ufo && r->ufo;
    return starlink && ufo ? MM_HAND_BOTH : starlink ? MM_HAND_STARLINK : ufo ? MM_HAND_UFO
                                                                          : MM_HAND_NONE;
}

/* R2.4, R5.1: the points of a Heavenly Hand for a role (banker, non-banker, snatch). */
static void heavenly_points(const mm_round *g, int role, int kind, int *hand, int64_t *points) {
    int64_t starlink = g->rules.points[2 * role], ufo = g->rules.points[2 * role + 1];
    if (kind == MM_HAND_BOTH) {
        *hand = g->rules.heavenly_sum ? MM_HAND_BOTH : MM_HAND_STARLINK;
        *points = g->rules.heavenly_sum ? starlink + ufo : starlink;
    } else {
        *hand = kind;
        *points = kind == MM_HAND_STARLINK ? starlink : ufo;
    }
}

/* R2.3, R2.4, R2.5, R2.6, R2.7: who leaves at the deal, with which points; then the real match, or the end
 * of the round when fewer than two players are left. The one place the round leaves its
 * Heavenly phase. */
static void end_heavenly(mm_round *g, int first) {
    int n = g->n, banker = g->banker, any = 0, starlinks = 0;
    int role[256];  /* -1: stays; 0 banker, 1 non-banker, 2 snatch (the score table's rows) */
    for (int s = 0; s < n; s++) {
        g->seat[s].heavenly = (uint8_t)mm_heavenly_hand(g->seat[s].hand, &g->rules);
        role[s] = -1;
        any |= g->seat[s].heavenly != MM_HAND_NONE;
        starlinks |= g->seat[s].heavenly == MM_HAND_STARLINK || g->seat[s].heavenly == MM_HAND_BOTH;
    }
    if (g->seat[banker].heavenly) {
        for (int s = 0; s < n; s++)
            if (g->seat[s].heavenly) role[s] = s == banker ? 0 : 1;
    } else if (any) {
        int only_starlinks = !g->rules.snatch_all && starlinks;
        for (int s = 0; s < n; s++) {
            int k = g->seat[s].heavenly;
            if (k && (!only_starlinks || k == MM_HAND_STARLINK || k == MM_HAND_BOTH)) role[s] = 2;
        }
    }
    static const int category[3] = {MM_CAT_BANKER_HEAVENLY, MM_CAT_NONBANKER_HEAVENLY,
                                    MM_CAT_HEAVEN_SNATCH};
    for (int s = 0; s < n; s++) {
        if (role[s] < 0) continue;
        int hand;
        int64_t points;
        heavenly_points(g, role[s], g->seat[s].heavenly, &hand, &points);
        decide(g, s, category[role[s]], points, hand);
        mm_event *e = record(g, MM_EV_HEAVENLY, s);
        if (e) {
            e->category = (uint8_t)category[role[s]];
            e->hand = (uint8_t)hand;
            e->points = points;
        }
    }
    int head = -1, prev = -1;
    g->nactive = 0;
    for (int s = 0; s < n; s++) {
        g->seat[s].active = role[s] < 0;
        if (!g->seat[s].active) continue;
        g->nactive++;
        if (prev >= 0) g->seat[prev].next = s;
        else head = s;
        prev = s;
    }
    if (prev >= 0) g->seat[prev].next = head;
    g->opening_leader = -1;
    for (int i = 0; i < n; i++) {
        int s = (first + i) % n;
        if (g->seat[s].active) {
            g->opening_leader = s;
            break;
        }
    }
    if (g->nactive < 2) {
        for (int s = 0; s < n; s++)
            if (g->seat[s].active)
                decide(g, s, MM_CAT_TOTAL_LOSER, g->rules.points[MM_SC_TOTAL_LOSER], MM_HAND_NONE);
        g->phase = MM_FINISHED;
        return;
    }
    g->turn = g->opening_leader;
    g->phase = MM_PLAY;
}

mm_round *mm_round_new(int n, const uint8_t *hands, int banker, int first,
                       const mm_rules *rules, int log) {
    if (n < 1 || n > 255 || banker < 0 || banker >= n || first >= n) return NULL;
    if (first < 0) first = banker;
    mm_round *g = calloc(1, sizeof *g + (size_t)n * sizeof(mm_seat));
    if (!g) return NULL;
    g->n = n;
    g->banker = banker;
    g->rules = *rules;
    g->phase = MM_HEAVENLY;
    g->turn = g->top_seat = g->streak_seat = g->winner = -1;
    g->top_tie = -1;
    for (int s = 0; s < n; s++) {
        memcpy(g->seat[s].hand, hands + 16 * s, 15);
        g->seat[s].outcome_order = -1;
    }
    if (log && !(g->log = log_new(64))) {
        free(g);
        return NULL;
    }
    end_heavenly(g, first);
    return g;
}

size_t mm_round_size(const mm_round *g) { return sizeof *g + (size_t)g->n * sizeof(mm_seat); }

mm_round *mm_round_copy(const mm_round *g) {
    size_t size = mm_round_size(g);
    mm_round *c = malloc(size);
    if (!c) return NULL;
    memcpy(c, g, size);
    if (c->log) c->log->refs++;
    return c;
}

void mm_round_free(mm_round *g) {
    if (!g) return;
    log_drop(g->log);
    free(g);
}

void mm_round_set_hand(mm_round *g, int s, const uint8_t *hand) {
    memcpy(g->seat[s].hand, hand, 15);
}

/* --- the real match (R4) ---------------------------------------------------------------- */

/* The play to answer, as the kinds' sections read it. */
static mm_top top_of(const mm_round *g) {
    mm_top t = {g->has_top, g->top, g->top_tie};
    return t;
}

int mm_round_can_pass(const mm_round *g) { return g->phase == MM_PLAY && g->has_top; }

int mm_round_legal(const mm_round *g, mm_reading *out) {
    if (g->phase != MM_PLAY) return 0;
    const uint8_t *h = g->seat[g->turn].hand;
    mm_top t = top_of(g);
    return g->has_top ? mm_answer_types(h, &t, out) : mm_play_types(h, out);
}

int mm_round_default(const mm_round *g, mm_reading rd, uint8_t *out) {
    mm_top t = top_of(g);
    int floor = mm_boat_floor(rd, &t);
    return mm_default_play(g->seat[g->turn].hand, rd, floor, out);
}

/* R4.3, R4.4, R4.5: the real match ends; classify the win, everyone else still in loses. */
static void win(mm_round *g, int s, int emptied) {
    const mm_rules *r = &g->rules;
    int ground = emptied && g->seat[s].turns <= r->ground_turns && !g->seat[s].passed;
    int category = ground && s == g->opening_leader ? MM_CAT_GROUND_HAND
                   : ground                        ? MM_CAT_GROUND_SNATCH
                                                   : MM_CAT_HUMAN_HAND;
    int64_t points = r->points[category == MM_CAT_GROUND_HAND    ? MM_SC_GROUND_HAND
                               : category == MM_CAT_GROUND_SNATCH ? MM_SC_GROUND_SNATCH
                                                                  : MM_SC_HUMAN_HAND];
    decide(g, s, category, points, MM_HAND_NONE);
    for (int o = 0; o < g->n; o++)
        if (g->seat[o].active && o != s)
            decide(g, o, MM_CAT_TOTAL_LOSER, r->points[MM_SC_TOTAL_LOSER], MM_HAND_NONE);
    g->winner = s;
    g->emptied = emptied;
    g->phase = MM_FINISHED;
    g->turn = -1;
    mm_event *e = record(g, MM_EV_WON, s);
    if (e) {
        e->category = (uint8_t)category;
        e->how = emptied                              ? MM_BY_EMPTIED
                 : r->trick_goal == MM_GOAL_STREAK ? MM_BY_STREAK
                                                   : MM_BY_TRICKS;
        e->points = points;
    }
}

/* Remember a move in the ring of recent moves (round.h). */
static void remember(mm_round *g, int s, int passed, mm_reading rd, const uint8_t *counts) {
    mm_move *m = &g->hist[g->nmoves++ % MM_HISTORY];
    m->seat = (int16_t)s;
    m->passed = (int16_t)passed;
    m->rd = rd;
    if (counts) memcpy(m->counts, counts, 16);
    else memset(m->counts, 0, 16);
}

/* R4.4: what the trick goal counts for seat s: its tricks in a row, its tricks in all, or
 * the table's tricks (trick_goal). */
static int goal_count(const mm_round *g, int s) {
    return g->rules.trick_goal == MM_GOAL_TOTAL   ? g->seat[s].won
           : g->rules.trick_goal == MM_GOAL_TABLE ? g->tricks
           : g->streak_seat == s                  ? g->streak
                                                  : 0;
}

int mm_round_tricks_to_goal(const mm_round *g, int s) {
    if (!g->rules.streak_to_win || s < 0 || s >= g->n) return 0;
    /* a trick won by s makes its streak at least 1, whoever held the streak */
    int left = g->rules.streak_to_win - goal_count(g, s);
    return left > 1 ? left : 1;
}

/* R4.2: everyone else passed since the last play; R4.4: the trick goal (the winner's
 * tricks in a row, in all, or the table's tricks: trick_goal) may end the match. */
static void trick_won(mm_round *g) {
    int winner = g->top_seat;
    g->streak = winner == g->streak_seat ? g->streak + 1 : 1;
    g->streak_seat = winner;
    g->tricks++;
    g->seat[winner].won++;
    mm_event *e = record(g, MM_EV_TRICK, winner);
    if (e) e->streak = g->streak;
    g->has_top = 0;
    g->top_seat = -1;
    g->top_tie = -1;
    g->passes = 0;
    g->turn = winner;
    if (g->rules.streak_to_win && goal_count(g, winner) >= g->rules.streak_to_win)
        win(g, winner, 0);
}

int mm_round_pass(mm_round *g) {
    if (g->phase != MM_PLAY) return -1;
    int s = g->turn;
    g->seat[s].turns++;
    g->seat[s].passed = 1;
    g->passes++;
    record(g, MM_EV_PASSED, s);
    remember(g, s, 1, mm_rd(0, 0, 0, 0), NULL);
    if (g->passes == g->nactive - 1) trick_won(g);
    else g->turn = g->seat[s].next;
    return 0;
}

int mm_round_play(mm_round *g, const uint8_t *counts, mm_reading rd) {
    if (g->phase != MM_PLAY) return -1;
    int s = g->turn, left = 0;
    uint8_t *h = g->seat[s].hand;
    g->seat[s].turns++;
    for (int r = 0; r < MM_LANES; r++) {
        h[r] -= counts[r];
        g->played[r] += counts[r];
        g->seat[s].played[r] += counts[r];
        left |= h[r];
    }
    remember(g, s, 0, rd, counts);
    mm_event *e = record(g, MM_EV_PLAYED, s);
    if (e) {
        e->rd = rd;
        memcpy(e->counts, counts, 16);
    }
    if (!left) {
        win(g, s, 1);
        return 0;
    }
    g->has_top = 1;
    g->top = rd;
    memcpy(g->top_counts, counts, 16);
    g->top_tie = mm_top_of(rd, counts).boat;
    g->top_seat = s;
    g->passes = 0;
    g->turn = g->seat[s].next;
    return 0;
}
