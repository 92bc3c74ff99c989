/* The search bot's fast parts (search.h): the greedy bot's scores ported from
 * bots.marsmatch.GreedyBot.ranked (the same numbers), a randomised rollout player on top of
 * them, candidate moves and redeals. */
#include "search.h"

#include <stdlib.h>
#include <string.h>

#define NO_PASS (-1e9)

int mm_reading_size(mm_reading rd) {
    if (rd.kind == MM_SPACESHIP) return 2;
    if (rd.kind == MM_DRONE || rd.kind == MM_SUPER_DRONE) return rd.length;
    int groups = rd.kind == MM_LONE_BOAT ? 1 : rd.length;
    return mm_kinds[rd.kind]->group * rd.length + groups * mm_kinds[rd.kind]->attach_per_group * rd.attach;
}

static inline int is_bomb(mm_reading rd) { return rd.kind >= MM_DRONE; }

static inline int bomb_class(mm_reading rd) { return mm_kinds[rd.kind]->bomb_class; }

/* bots.marsmatch.break_cost: what the main cards of a non-bomb reading break. */
static double break_cost(const uint8_t *h, mm_reading rd) {
    int per, lo, hi;
    if (rd.kind == MM_LONE_BOAT) return h[MM_LJ] + h[MM_BJ] >= 2 ? 2.5 : 0.5;
    if (rd.kind == MM_SINGLE) {
        per = 1;
        lo = hi = rd.top;
    } else if (rd.kind == MM_PAIR || rd.kind == MM_PAIR_SEQUENCE || rd.kind == MM_ROCKET ||
               rd.kind == MM_STARSHIP) {
        per = mm_kinds[rd.kind]->group;
        hi = rd.top;
        lo = rd.length == 1 ? rd.top : rd.top - rd.length + 1;
    } else {
        return 0.0;
    }
    double cost = 0.0;
    int wild = 0;
    for (int r = lo; r <= hi; r++) {
        int c = h[r], take = per < c ? per : c;
        if (r != MM_TWO) wild += per - take;
        int left = c - take;
        if (c >= 4 && left < 4) cost += 2.0 + 0.5 * (c - 4);
        else if (c >= 5) cost += 0.4;
        if (r == 0 && c >= 3 && left < 3) cost += 2.5;
        if (r == MM_TWO) cost += 0.8 * take;
    }
    return cost + wild;
}

static int count_bombs(const uint8_t *h) {
    int n = 0;
    for (int r = 0; r < 13; r++) n += h[r] >= 4;
    n += h[0] >= 3;
    return n + (h[MM_LJ] + h[MM_BJ]) / 2;
}

static int hand_size(const uint8_t *h) {
    int n = 0;
    for (int r = 0; r < MM_LANES; r++) n += h[r];
    return n;
}

int mm_greedy_scores(const mm_round *g, const mm_greedy *opt, mm_reading *types,
                     double *scores, double *pass_score) {
    *pass_score = NO_PASS;
    if (g->phase != MM_PLAY) return 0;
    int seat = g->turn;
    const uint8_t *h = g->seat[seat].hand;
    int nt = mm_round_legal(g, types);
    if (nt > MM_MAX_TYPES) nt = MM_MAX_TYPES;
    int size = hand_size(h), stw = g->rules.streak_to_win;
    int my_streak = g->streak_seat == seat ? g->streak : 0;
    int bombs_held = count_bombs(h);
    if (!g->has_top) {
        int closing = stw && my_streak == stw - 1;
        for (int i = 0; i < nt; i++) {
            mm_reading rd = types[i];
            double s;
            if (is_bomb(rd)) {
                s = (closing ? 50.0 : -100.0) - rd.length - bomb_class(rd);
            } else {
                int n = mm_reading_size(rd);
                double cost = break_cost(h, rd);
                if (closing) {
                    s = 20.0 + 2.0 * n + 1.5 * rd.top - 2 * cost;
                } else {
                    s = 0.5 * (n < 12 ? n : 12) - 0.55 * rd.top - 4.0 * cost;
                    if (rd.kind == MM_SINGLE && rd.top == MM_TWO) s -= 2.0;
                }
            }
            if (mm_reading_size(rd) == size) s = 1e6 - (is_bomb(rd) ? bomb_class(rd) : 0);
            scores[i] = s;
        }
        return nt;
    }
    int top_seat = g->top_seat;
    int top_streak = g->streak_seat == top_seat ? g->streak : 0;
    int threat = (stw && top_streak >= stw - 1) ||
                 hand_size(g->seat[top_seat].hand) <= opt->danger_cards;
    int urgent = threat || (stw && my_streak >= stw - 1);
    int spare = bombs_held >= opt->spare_bombs;
    for (int i = 0; i < nt; i++) {
        mm_reading rd = types[i];
        double s;
        if (is_bomb(rd)) {
            int klass = bomb_class(rd);
            s = urgent || spare ? 10.0 - 3 * klass - 0.3 * rd.length - 0.05 * rd.top
                                : -50.0 - klass;
        } else {
            s = 5.0 - 0.3 * rd.top - 2.0 * break_cost(h, rd) + (urgent ? 20.0 : 0.0);
        }
        if (mm_reading_size(rd) == size) s = 1e6 - (is_bomb(rd) ? bomb_class(rd) : 0);
        scores[i] = s;
    }
    double p = urgent ? -30.0 : 0.0;
    if (!urgent && mm_reading_size(g->top) >= 8) p = -2.0;
    *pass_score = p;
    return nt;
}

typedef struct {
    double score;
    int index;  /* the pass sorts after every type, then becomes -1 */
} ranked;

static int by_score(const void *a, const void *b) {
    const ranked *x = a, *y = b;
    if (x->score != y->score) return x->score > y->score ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

static const mm_reading PASS_RD = {-1, 0, 0, 0};

static int seen_before(const mm_reading *out, int n, mm_reading rd) {
    for (int i = 0; i < n; i++)
        if (mm_rd_eq(out[i], rd)) return 1;
    return 0;
}

/* Is a weaker than b as a bomb (class, then length, then top)? */
static int weaker_bomb(mm_reading a, mm_reading b) {
    if (bomb_class(a) != bomb_class(b)) return bomb_class(a) < bomb_class(b);
    if (a.length != b.length) return a.length < b.length;
    return a.top < b.top;
}

int mm_search_candidates(const mm_round *g, const mm_greedy *opt, int limit, int diverse,
                         mm_reading *out) {
    mm_reading types[MM_MAX_TYPES];
    double scores[MM_MAX_TYPES];
    ranked order[MM_MAX_TYPES + 1];
    double pass_score;
    int nt = mm_greedy_scores(g, opt, types, scores, &pass_score), n = 0, m = 0;
    for (int i = 0; i < nt; i++) order[m++] = (ranked){scores[i], i};
    if (pass_score > NO_PASS) order[m++] = (ranked){pass_score, nt};  /* ties: types first */
    qsort(order, (size_t)m, sizeof *order, by_score);
    for (int i = 0; i < m; i++)
        if (order[i].index == nt) order[i].index = -1;
    for (int i = 0; i < m && n < limit; i++)
        out[n++] = order[i].index < 0 ? PASS_RD : types[order[i].index];
    if (!diverse || (m && order[0].score >= 1e5)) return n;  /* a play that empties the hand */
    /* the cheapest non-bomb of each kind (answers: the lowest that beats), best scored
     * first; the weakest bomb of each class; the strongest bomb; the pass */
    int best_kind[MM_KINDS], weakest[4] = {-1, -1, -1, -1}, strongest = -1;
    for (int k = 0; k < MM_KINDS; k++) best_kind[k] = -1;
    for (int i = 0; i < m; i++) {
        int j = order[i].index;
        if (j < 0) continue;
        mm_reading rd = types[j];
        if (is_bomb(rd)) {
            int c = bomb_class(rd);
            if (weakest[c] < 0 || weaker_bomb(rd, types[weakest[c]])) weakest[c] = j;
            if (strongest < 0 || weaker_bomb(types[strongest], rd)) strongest = j;
        } else if (best_kind[rd.kind] < 0) {
            best_kind[rd.kind] = j;
        }
    }
    if (g->has_top)  /* answers: the lowest non-bomb answer of each kind */
        for (int i = 0; i < nt; i++)
            if (!is_bomb(types[i]) && types[i].top < types[best_kind[types[i].kind]].top)
                best_kind[types[i].kind] = i;
    for (int k = 0; k < MM_KINDS; k++)
        if (best_kind[k] >= 0 && !seen_before(out, n, types[best_kind[k]]))
            out[n++] = types[best_kind[k]];
    for (int c = 1; c <= 3; c++)
        if (weakest[c] >= 0 && !seen_before(out, n, types[weakest[c]]))
            out[n++] = types[weakest[c]];
    if (strongest >= 0 && !seen_before(out, n, types[strongest])) out[n++] = types[strongest];
    if (pass_score > NO_PASS && !seen_before(out, n, PASS_RD)) out[n++] = PASS_RD;
    return n;
}

int mm_search_apply(mm_round *g, mm_reading rd) {
    uint8_t play[16];
    if (rd.kind < 0) return mm_round_pass(g);
    if (mm_round_default(g, rd, play)) return -1;
    return mm_round_play(g, play, rd);
}

static inline double unit(uint64_t *rng) { return (mm_splitmix(rng) >> 11) * 0x1.0p-53; }

int mm_search_rollout(mm_round *g, const mm_greedy *opt, uint64_t *rng, double eps,
                      int max_actions) {
    mm_reading types[MM_MAX_TYPES];
    double scores[MM_MAX_TYPES];
    for (int a = 0; g->phase == MM_PLAY && a < max_actions; a++) {
        double pass_score;
        int nt = mm_greedy_scores(g, opt, types, scores, &pass_score);
        /* the three best (index -1: the pass) */
        int best[3] = {-2, -2, -2};
        double bs[3] = {-1e300, -1e300, -1e300};
        for (int j = 0; j <= nt; j++) {  /* the pass last: ties go to plays */
            int i = j == nt ? -1 : j;
            double s = i < 0 ? pass_score : scores[i];
            if (i < 0 && s <= NO_PASS) continue;
            for (int k = 0; k < 3; k++)
                if (s > bs[k]) {
                    for (int j = 2; j > k; j--) {
                        bs[j] = bs[j - 1];
                        best[j] = best[j - 1];
                    }
                    bs[k] = s;
                    best[k] = i;
                    break;
                }
        }
        int pick = best[0];
        if (bs[0] < 1e5 && eps > 0 && unit(rng) < eps) {
            int options = best[2] != -2 ? 3 : best[1] != -2 ? 2 : 1;
            pick = best[mm_splitmix(rng) % (uint64_t)options];
        }
        if (pick == -2) break;
        if (mm_search_apply(g, pick < 0 ? PASS_RD : types[pick])) break;
    }
    return g->phase == MM_FINISHED ? g->winner : -1;
}

void mm_search_redeal(mm_round *g, int seat, uint64_t *rng) {
    int left[MM_LANES];
    for (int r = 0; r < MM_LANES; r++) {
        left[r] = (r < 13 ? 4 : 1) * g->n - g->seat[seat].hand[r] - g->played[r];
        for (int s = 0; s < g->n; s++)
            if (!g->seat[s].active) left[r] -= g->seat[s].hand[r];  /* revealed at the deal */
    }
    int total = 0;
    for (int r = 0; r < MM_LANES; r++) total += left[r] > 0 ? left[r] : 0;
    uint8_t *pool = malloc((size_t)total + 1);
    if (!pool) abort();
    int at = 0;
    for (int r = 0; r < MM_LANES; r++)
        for (int c = 0; c < left[r]; c++) pool[at++] = (uint8_t)r;
    for (int i = total - 1; i > 0; i--) {
        int j = (int)(mm_splitmix(rng) % (uint64_t)(i + 1));
        uint8_t t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
    }
    at = 0;
    for (int s = 0; s < g->n; s++) {
        if (s == seat || !g->seat[s].active) continue;
        uint8_t *h = g->seat[s].hand;
        int size = hand_size(h);
        memset(h, 0, 15);
        for (int i = 0; i < size && at < total; i++) h[pool[at++]]++;
    }
    free(pool);
}
