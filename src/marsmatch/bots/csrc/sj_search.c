/* Shengji's search bot (sj_search.h). */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include "sj_search.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "splitmix.h"

#define KITTY 4  /* the redeal's fifth target: a kitty the seat has not seen */

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static sj_round *bare_copy(const sj_round *g) {
    sj_round *w = malloc(sizeof *w);
    if (!w) return NULL;
    memcpy(w, g, sizeof *w);
    w->log = NULL;
    w->nlog = 0;
    w->nbytes = 0;
    return w;
}

/* --- redeals ----------------------------------------------------------------------------- */

static int eligible(const sj_round *g, int target, int c, int ignore_voids) {
    if (target == KITTY || ignore_voids || !g->has_trump) return 1;
    return !(g->voids[target] >> g->trump.esuit[c] & 1);
}

sj_round *sj_redeal(const sj_round *g, int seat, uint64_t *rng) {
    sj_round *w = bare_copy(g);
    if (!w) return NULL;
    int pool_count[SJ_CARDS] = {0}, need[5] = {0};
    int kitty_hidden = g->phase != SJ_BURY && !(seat == g->banker && g->kitty_known);
    for (int s = 0; s < 4; s++) {
        if (s == seat) continue;
        const sj_hand *h = &g->hands[s];
        for (int i = 0; i < h->len; i++) {
            int c = h->order[i], hidden = h->n[c] - g->shown[s].n[c];
            if (hidden > 0) {
                pool_count[c] += hidden;
                need[s] += hidden;
            }
        }
    }
    if (kitty_hidden)
        for (int i = 0; i < g->nkitty; i++) {
            pool_count[g->kitty[i]]++;
            need[KITTY]++;
        }
    /* the pool in card order: what it holds is public, where each card lies is not */
    uint8_t pool[SJ_MAX_PLAY * 8];
    int m = 0;
    for (int c = 0; c < SJ_CARDS; c++)
        for (int k = 0; k < pool_count[c]; k++) pool[m++] = (uint8_t)c;
    uint8_t order[SJ_MAX_PLAY * 8], placed[SJ_MAX_PLAY * 8];
    for (int attempt = 0;; attempt++) {
        int ignore_voids = attempt >= 40;  /* voids that cannot all be kept (never in play) */
        for (int i = m - 1; i > 0; i--) {
            int j = (int)bot_below(rng, (uint32_t)(i + 1));
            uint8_t t = pool[i];
            pool[i] = pool[j];
            pool[j] = t;
        }
        /* the most constrained cards first (a stable order by how many targets take them) */
        int at = 0;
        for (int k = 1; k <= 5; k++)
            for (int i = 0; i < m; i++) {
                int n = 0;
                for (int t = 0; t < 5; t++) n += need[t] > 0 && eligible(g, t, pool[i], ignore_voids);
                if (n == k || (k == 5 && n == 0)) order[at++] = pool[i];
            }
        int left[5], ok = 1;
        memcpy(left, need, sizeof left);
        for (int i = 0; i < m && ok; i++) {
            int c = order[i], total = 0;
            for (int t = 0; t < 5; t++)
                if (left[t] > 0 && eligible(g, t, c, ignore_voids)) total += left[t];
            if (!total) {
                ok = 0;
                break;
            }
            int pick = (int)bot_below(rng, (uint32_t)total), t = 0;  /* by room left */
            for (; t < 5; t++)
                if (left[t] > 0 && eligible(g, t, c, ignore_voids)) {
                    if (pick < left[t]) break;
                    pick -= left[t];
                }
            left[t]--;
            placed[i] = (uint8_t)t;
        }
        if (ok || ignore_voids) break;
    }
    for (int s = 0; s < 4; s++) {
        if (s == seat) continue;
        int counts[SJ_CARDS] = {0};
        for (int i = 0; i < m; i++)
            if (placed[i] == s) counts[order[i]]++;
        sj_hand *h = &w->hands[s];
        sj_hand_clear(h);
        const sj_hand *shown = &g->shown[s];
        for (int i = 0; i < shown->len; i++) sj_hand_add(h, shown->order[i], shown->n[shown->order[i]]);
        for (int c = 0; c < SJ_CARDS; c++) sj_hand_add(h, c, counts[c]);
    }
    if (kitty_hidden) {
        int k = 0;
        for (int c = 0; c < SJ_CARDS; c++)
            for (int i = 0; i < m; i++)
                if (placed[i] == KITTY && order[i] == c) w->kitty[k++] = (uint8_t)c;
    }
    return w;
}

/* --- results ------------------------------------------------------------------------------ */

/* The fewest points with which the attackers win the deal (the bank passes to them). */
static int attackers_threshold(const sj_rules *r) {
    int p = 0;
    while (p < 1000 && sj_level_outcome_of(p, r->decks, r->step).keeps) p += 5;
    return p;
}

double sj_team_result(const sj_round *g, int seat, const sj_search_opts *opt) {
    int64_t points = g->phase == SJ_SCORED ? g->score.attackers_points : g->attackers_points;
    int attackers_win = !sj_level_outcome_of((int)points, g->rules.decks, g->rules.step).keeps;
    double margin = tanh((double)(points - attackers_threshold(&g->rules)) / opt->scale);
    double value = opt->win_weight * (attackers_win ? 1.0 : -1.0) + (1 - opt->win_weight) * margin;
    return sj_attacker(g, seat) ? value : -value;
}

/* --- rollouts ----------------------------------------------------------------------------- */

/* The greedy players to the end of the deal, each now and then (epsilon) taking its second
 * or third lead or follow instead of its first. */
static void rollout(sj_round *w, const sj_search_opts *opt, uint64_t *rng, sj_action *moves) {
    while (w->phase != SJ_SCORED && w->phase != SJ_REDEAL) {
        if (w->phase != SJ_PLAY) {
            if (sj_greedy_choose(w, &opt->greedy, moves) || sj_apply_action(w, moves)) return;
            continue;
        }
        int n = sj_greedy_ranked(w, &opt->greedy, 3, moves, NULL);
        if (n <= 0) return;
        int pick = 0;
        if (n > 1 && opt->epsilon > 0 && bot_unit(rng) < opt->epsilon) pick = 1 + (int)bot_below(rng, (uint32_t)(n - 1));
        if (sj_apply_action(w, &moves[pick])) return;
    }
}

/* --- burying ------------------------------------------------------------------------------ */

int sj_bury_candidates(const sj_round *g, const sj_greedy *opt, sj_action *out) {
    if (g->phase != SJ_BURY || sj_greedy_choose(g, opt, &out[0])) return 0;
    const sj_hand *h = &g->hands[g->banker];
    const sj_trump *t = &g->trump;
    uint8_t cards[SJ_MAX_PLAY * 2];
    int n = sj_hand_list(h, t, -1, cards), found = 1, present[4] = {0};
    for (int i = 0; i < n; i++)
        if (t->esuit[cards[i]] != SJ_T) present[t->esuit[cards[i]]] = 1;
    static const int by_letter[4] = {3, 2, 1, 0};  /* C D H S */
    for (int k = 0; k < 4; k++) {
        int keep = by_letter[k];
        if (!present[keep]) continue;
        uint8_t sorted[SJ_MAX_PLAY * 2];
        int64_t keys[SJ_MAX_PLAY * 2];
        for (int i = 0; i < n; i++) {  /* keep this suit; empty the others first */
            int c = sorted[i] = cards[i], es = t->esuit[c];
            keys[i] = (((((int64_t)(es == SJ_T) * 2 + (es == keep)) * 2 + (h->n[c] >= 2)) * 2 +
                        (sj_points(c) > 0)) * 2 + (t->pos[c] >= 10)) * 64 + t->pos[c];
        }
        sj_sort_cards(sorted, keys, n);
        sj_action *a = &out[found];
        a->kind = SJ_ACT_BURY;
        a->n = g->nkitty;
        memcpy(a->cards, sorted, (size_t)g->nkitty);
        int seen = 0;
        for (int q = 0; q < found && !seen; q++) {
            int count[SJ_CARDS] = {0}, same = 1;
            for (int i = 0; i < a->n; i++) count[a->cards[i]]++;
            for (int i = 0; i < out[q].n; i++) same &= count[out[q].cards[i]]-- > 0;
            seen = same;
        }
        if (!seen) found++;
    }
    return found;
}

/* --- the search --------------------------------------------------------------------------- */

/* One redeal of what `seat` cannot see, every move played on it to the end of the deal with
 * the same random numbers: each move's result for the seat's team in v (-1 when illegal).
 * scratch holds 3 actions. */
static void play_out(const sj_round *g, int seat, const sj_search_opts *opt, uint64_t *rng,
                     const sj_action *moves, int n, sj_action *scratch, double *v) {
    sj_round *world = sj_redeal(g, seat, rng);
    if (!world) abort();
    uint64_t shared = bot_splitmix(rng);
    for (int i = 0; i < n; i++) {
        sj_round *w = bare_copy(world);
        if (!w) abort();
        uint64_t r = shared;
        v[i] = sj_apply_action(w, &moves[i]) ? -1.0 : (rollout(w, opt, &r, scratch),
                                                      sj_team_result(w, seat, opt));
        free(w);
    }
    free(world);
}

int sj_evaluate(const sj_round *g, const sj_search_opts *opt, uint64_t seed,
                const sj_action *moves, int n, int redeals, double *results) {
    int seat = sj_seat_to_act(g);
    if (seat < 0 || n < 1) return -1;
    sj_action scratch[3];
    uint64_t rng = seed;
    for (int k = 0; k < redeals; k++)
        play_out(g, seat, opt, &rng, moves, n, scratch, &results[(size_t)k * n]);
    return 0;
}

int sj_search(const sj_round *g, const sj_search_opts *opt, uint64_t seed, sj_action *out,
              sj_search_stats *stats) {
    int seat = sj_seat_to_act(g);
    stats->n = stats->iterations = stats->chosen = stats->best = 0;
    if (seat < 0) return -1;
    if (g->phase == SJ_DECLARE) return sj_greedy_choose(g, &opt->greedy, out);
    sj_action *cands = malloc((SJ_SEARCH_MAX + 3) * sizeof *cands);
    if (!cands) abort();
    int width = opt->width < 1 ? 1 : opt->width > SJ_SEARCH_MAX ? SJ_SEARCH_MAX : opt->width;
    int n = g->phase == SJ_BURY ? sj_bury_candidates(g, &opt->greedy, cands)
                                : sj_greedy_ranked(g, &opt->greedy, width, cands, NULL);
    if (n <= 0) {
        free(cands);
        return -1;
    }
    stats->n = n;
    double sum[SJ_SEARCH_MAX] = {0}, diff[SJ_SEARCH_MAX] = {0}, diff2[SJ_SEARCH_MAX] = {0};
    double start = now(), longest = 0;
    uint64_t rng = seed;
    int done = 0;
    while (n > 1 && (opt->iterations <= 0 || done < opt->iterations)) {
        double began = now();
        if (opt->seconds > 0 ? began - start + longest >= opt->seconds : opt->iterations <= 0) break;
        double v[SJ_SEARCH_MAX];
        play_out(g, seat, opt, &rng, cands, n, &cands[SJ_SEARCH_MAX], v);
        for (int i = 0; i < n; i++) {
            sum[i] += v[i];
            diff[i] += v[i] - v[0];
            diff2[i] += (v[i] - v[0]) * (v[i] - v[0]);
        }
        done++;
        double took = now() - began;
        if (took > longest) longest = took;
    }
    int best = 0;
    for (int i = 1; i < n; i++)
        if (sum[i] > sum[best]) best = i;
    int chosen = best;
    if (best && done > 1 && opt->z > 0) {  /* keep the greedy choice unless clearly beaten */
        double mean = diff[best] / done, var = (diff2[best] / done - mean * mean) * done / (done - 1);
        if (mean - opt->z * sqrt(var > 0 ? var / done : 0) <= 0) chosen = 0;
    } else if (best && done <= 1) {
        chosen = 0;
    }
    stats->iterations = done;
    stats->best = best;
    stats->chosen = chosen;
    for (int i = 0; i < n; i++) stats->mean[i] = done ? sum[i] / done : 0;
    *out = cands[chosen];
    free(cands);
    return 0;
}
