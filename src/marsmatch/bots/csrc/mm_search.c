/* The MarsMatch search bot's fast parts (mm_search.h): candidate moves, the randomised
 * greedy rollout player and redeals of the hidden cards. */
#include "mm_search.h"

#include <stdlib.h>
#include <string.h>

#include "splitmix.h"

static int seen_before(const mm_reading *out, int n, mm_reading rd) {
    for (int i = 0; i < n; i++)
        if (mm_rd_eq(out[i], rd)) return 1;
    return 0;
}

/* Is a weaker than b as a bomb (class, then length, then top)? */
static int weaker_bomb(mm_reading a, mm_reading b) {
    if (mm_bomb_class(a) != mm_bomb_class(b)) return mm_bomb_class(a) < mm_bomb_class(b);
    if (a.length != b.length) return a.length < b.length;
    return a.top < b.top;
}

int mm_search_candidates(const mm_round *g, const mm_greedy *opt, int limit, int diverse,
                         mm_reading *out) {
    mm_reading types[MM_MAX_TYPES];
    int order[MM_MAX_TYPES + 1], nt, n = 0;
    double scores[MM_MAX_TYPES + 1];
    int m = mm_greedy_order(g, opt, types, order, scores, &nt);
    int can_pass = 0;
    for (int i = 0; i < m; i++)
        if (order[i] == nt) {
            order[i] = -1;
            can_pass = 1;
        }
    for (int i = 0; i < m && n < limit; i++)
        out[n++] = order[i] < 0 ? MM_PASS_RD : types[order[i]];
    if (!diverse || (m && scores[0] >= 1e5)) return n;  /* a play that empties the hand */
    /* the cheapest non-bomb of each kind (answers: the lowest that beats), best scored
     * first; the weakest bomb of each class; the strongest bomb; the pass */
    int best_kind[MM_KINDS], weakest[4] = {-1, -1, -1, -1}, strongest = -1;
    for (int k = 0; k < MM_KINDS; k++) best_kind[k] = -1;
    for (int i = 0; i < m; i++) {
        int j = order[i];
        if (j < 0) continue;
        mm_reading rd = types[j];
        if (mm_is_bomb(rd)) {
            int c = mm_bomb_class(rd);
            if (weakest[c] < 0 || weaker_bomb(rd, types[weakest[c]])) weakest[c] = j;
            if (strongest < 0 || weaker_bomb(types[strongest], rd)) strongest = j;
        } else if (best_kind[rd.kind] < 0) {
            best_kind[rd.kind] = j;
        }
    }
    if (g->has_top)  /* answers: the lowest non-bomb answer of each kind */
        for (int i = 0; i < nt; i++)
            if (!mm_is_bomb(types[i]) && types[i].top < types[best_kind[types[i].kind]].top)
                best_kind[types[i].kind] = i;
    for (int k = 0; k < MM_KINDS; k++)
        if (best_kind[k] >= 0 && !seen_before(out, n, types[best_kind[k]]))
            out[n++] = types[best_kind[k]];
    for (int c = 1; c <= 3; c++)
        if (weakest[c] >= 0 && !seen_before(out, n, types[weakest[c]]))
            out[n++] = types[weakest[c]];
    if (strongest >= 0 && !seen_before(out, n, types[strongest])) out[n++] = types[strongest];
    if (can_pass && !seen_before(out, n, MM_PASS_RD)) out[n++] = MM_PASS_RD;
    return n;
}

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
            if (i < 0 && s <= MM_NO_PASS) continue;
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
        if (bs[0] < 1e5 && eps > 0 && bot_unit(rng) < eps) {
            int options = best[2] != -2 ? 3 : best[1] != -2 ? 2 : 1;
            pick = best[bot_splitmix(rng) % (uint64_t)options];
        }
        if (pick == -2) break;
        if (mm_apply_move(g, pick < 0 ? MM_PASS_RD : types[pick])) break;
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
        int j = (int)(bot_splitmix(rng) % (uint64_t)(i + 1));
        uint8_t t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
    }
    at = 0;
    for (int s = 0; s < g->n; s++) {
        if (s == seat || !g->seat[s].active) continue;
        uint8_t *h = g->seat[s].hand;
        int size = mm_hand_size(h);
        memset(h, 0, 15);
        for (int i = 0; i < size && at < total; i++) h[pool[at++]]++;
    }
    free(pool);
}
