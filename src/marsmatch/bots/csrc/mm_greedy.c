/* MarsMatch's greedy bot (mm_greedy.h): its scores, its ranking and its choice. */
#include "mm_greedy.h"

#include <stdlib.h>

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

int mm_greedy_scores(const mm_round *g, const mm_greedy *opt, mm_reading *types,
                     double *scores, double *pass_score) {
    *pass_score = MM_NO_PASS;
    if (g->phase != MM_PLAY) return 0;
    int seat = g->turn;
    const uint8_t *h = g->seat[seat].hand;
    int nt = mm_round_legal(g, types);
    if (nt > MM_MAX_TYPES) nt = MM_MAX_TYPES;
    int size = mm_hand_size(h);
    /* R4.4 as the round counts it (trick_goal, the goal at this table): 1 when the next
     * trick the seat wins ends the real match in its favour, 0 when the rule is off */
    int my_goal = mm_round_tricks_to_goal(g, seat);
    int bombs_held = count_bombs(h);
    if (!g->has_top) {
        int closing = my_goal == 1;
        for (int i = 0; i < nt; i++) {
            mm_reading rd = types[i];
            double s;
            if (mm_is_bomb(rd)) {
                s = (closing ? 50.0 : -100.0) - rd.length - mm_bomb_class(rd);
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
            if (mm_reading_size(rd) == size) s = 1e6 - (mm_is_bomb(rd) ? mm_bomb_class(rd) : 0);
            scores[i] = s;
        }
        return nt;
    }
    int top_seat = g->top_seat;
    int threat = mm_round_tricks_to_goal(g, top_seat) == 1 ||
                 mm_hand_size(g->seat[top_seat].hand) <= opt->danger_cards;
    int urgent = threat || my_goal == 1;
    int spare = bombs_held >= opt->spare_bombs;
    for (int i = 0; i < nt; i++) {
        mm_reading rd = types[i];
        double s;
        if (mm_is_bomb(rd)) {
            int klass = mm_bomb_class(rd);
            s = urgent || spare ? 10.0 - 3 * klass - 0.3 * rd.length - 0.05 * rd.top
                                : -50.0 - klass;
        } else {
            s = 5.0 - 0.3 * rd.top - 2.0 * break_cost(h, rd) + (urgent ? 20.0 : 0.0);
        }
        if (mm_reading_size(rd) == size) s = 1e6 - (mm_is_bomb(rd) ? mm_bomb_class(rd) : 0);
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

int mm_greedy_order(const mm_round *g, const mm_greedy *opt, mm_reading *types, int *order,
                    double *scores, int *ntypes) {
    double *score = malloc(MM_MAX_TYPES * sizeof *score);
    ranked *rank = malloc((MM_MAX_TYPES + 1) * sizeof *rank);
    double pass_score;
    int m = 0;
    if (!score || !rank) abort();
    int nt = mm_greedy_scores(g, opt, types, score, &pass_score);
    for (int i = 0; i < nt; i++) rank[m++] = (ranked){score[i], i};
    if (pass_score > MM_NO_PASS) rank[m++] = (ranked){pass_score, nt};  /* ties: types first */
    qsort(rank, (size_t)m, sizeof *rank, by_score);
    for (int i = 0; i < m; i++) {
        order[i] = rank[i].index;
        if (scores) scores[i] = rank[i].score;
    }
    *ntypes = nt;
    free(score);
    free(rank);
    return m;
}

int mm_greedy_ranked(const mm_round *g, const mm_greedy *opt, int limit, mm_reading *out,
                     double *scores) {
    mm_reading *types = malloc(MM_MAX_TYPES * sizeof *types);
    int *order = malloc((MM_MAX_TYPES + 1) * sizeof *order), nt;
    double *score = malloc((MM_MAX_TYPES + 1) * sizeof *score);
    if (!types || !order || !score) abort();
    int m = mm_greedy_order(g, opt, types, order, score, &nt), n = 0;
    for (; n < m && n < limit; n++) {
        out[n] = order[n] == nt ? MM_PASS_RD : types[order[n]];
        if (scores) scores[n] = score[n];
    }
    free(types);
    free(order);
    free(score);
    return n;
}

mm_reading mm_greedy_choose(const mm_round *g, const mm_greedy *opt) {
    mm_reading types[MM_MAX_TYPES];
    double scores[MM_MAX_TYPES], pass_score;
    if (g->phase != MM_PLAY) return (mm_reading){-2, 0, 0, 0};
    int nt = mm_greedy_scores(g, opt, types, scores, &pass_score), best = -1;
    double top = pass_score;  /* strictly better than the pass, else the pass (ties: types) */
    for (int i = 0; i < nt; i++)
        if (best < 0 ? scores[i] >= top : scores[i] > top) {
            best = i;
            top = scores[i];
        }
    return best < 0 ? MM_PASS_RD : types[best];
}

int mm_apply_move(mm_round *g, mm_reading rd) {
    uint8_t play[16];
    if (rd.kind < 0) return mm_round_pass(g);
    if (mm_round_default(g, rd, play)) return -1;
    return mm_round_play(g, play, rd);
}
