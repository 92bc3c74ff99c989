/* shengji_v0's observation (sj_encode.h). The arithmetic follows the Python encoder it
 * replaced (tests/oracle/rl/shengji_encode.py): additions in float32 of card counts
 * divided in double, min/max clipping in double, then a clip of the whole vector. */
#include "sj_encode.h"

#include <string.h>

static inline int rel(int x, int seat) { return ((x - seat) % 4 + 4) % 4; }
static inline float clip01(double x) { return (float)(x < 0 ? 0 : x > 1 ? 1 : x); }

void sj_encode(const sj_round *g, int seat, const sj_obs_layout *L, const uint8_t *chosen,
               int nchosen, float *obs) {
    const double d = g->rules.decks;
    memset(obs, 0, (size_t)L->size * sizeof *obs);
    const sj_hand *h = &g->hands[seat];
    for (int i = 0; i < h->len; i++) obs[L->hand + h->order[i]] += (float)(h->n[h->order[i]] / d);
    if (g->phase == SJ_DECLARE || g->phase == SJ_BURY || g->phase == SJ_PLAY)
        obs[L->phase + (g->phase == SJ_DECLARE ? 0 : g->phase == SJ_BURY ? 1 : 2)] = 1.0f;
    obs[L->level + g->level] = 1.0f;
    if (!g->has_trump) obs[L->trump + 5] = 1.0f;
    else obs[L->trump + (g->trump.suit >= 0 ? g->trump.suit : 4)] = 1.0f;
    if (g->banker < 0) {
        obs[L->banker + 4] = 1.0f;
    } else {
        obs[L->banker + rel(g->banker, seat)] = 1.0f;
        obs[L->attacker] = sj_attacker(g, seat) ? 1.0f : 0.0f;
    }
    if (g->standing_seat >= 0) {
        int c = g->standing_card;
        obs[L->declaration + rel(g->standing_seat, seat)] = 1.0f;
        obs[L->declaration + 4 + (c == SJ_LJ ? 4 : c == SJ_BJ ? 5 : sj_suit(c))] = 1.0f;
        obs[L->declaration + 10] = (float)(g->standing_n / d);
    }
    float one = (float)(1 / d);
    for (int i = 0; i < g->ncurrent; i++)
        for (int q = 0; q < g->cur_n[i]; q++)
            obs[L->trick + 54 * rel(g->cur_seat[i], seat) + g->cur_cards[i][q]] += one;
    if (g->phase == SJ_PLAY) {
        obs[L->leader + rel(g->leader, seat)] = 1.0f;
        if (g->ncurrent && g->has_lead) {
            double size = sj_format_size(&g->lead) / (double)g->rules.hand_size;
            obs[L->lead_size] = (float)(size < 1 ? size : 1);
        }
    }
    for (int c = 0; c < SJ_CARDS; c++)  /* the finished tricks' cards, then the current */
        for (int k = 0; k < g->played[c]; k++) obs[L->played + c] += one;
    if (seat == g->banker && g->phase != SJ_BURY && g->kitty_known)
        for (int i = 0; i < g->nkitty; i++) obs[L->kitty + g->kitty[i]] += one;
    double full = g->rules.hand_size + g->nkitty;
    for (int o = 0; o < 4; o++) {
        int held = 0;
        for (int i = 0; i < g->hands[o].len; i++) held += g->hands[o].n[g->hands[o].order[i]];
        double x = held / full;
        obs[L->counts + rel(o, seat)] = (float)(x < 1 ? x : 1);
        for (int e = 0; e < 5; e++)
            if (g->voids[o] >> e & 1) obs[L->voids + 5 * rel(o, seat) + e] = 1.0f;
    }
    obs[L->points] = clip01((double)g->attackers_points / (100 * d));
    double tricks = g->tricks / (double)g->rules.hand_size;
    obs[L->tricks] = (float)(tricks < 1 ? tricks : 1);
    int to_act = g->phase == SJ_BURY ? g->banker : g->turn;
    if (seat == to_act && (g->phase == SJ_BURY || g->phase == SJ_PLAY)) {
        int kind = g->phase == SJ_BURY ? 0 : g->ncurrent ? 2 : 1, left = 0;
        obs[L->building + kind] = 1.0f;
        for (int i = 0; i < nchosen; i++) obs[L->chosen + chosen[i]] += one;
        if (kind == 0) left = g->nkitty - nchosen;
        else if (kind == 2) left = sj_format_size(&g->lead) - nchosen;
        double x = left / (double)g->rules.hand_size;
        obs[L->left] = (float)(x < 1 ? x : 1);
    }
    for (int i = 0; i < L->size; i++) obs[i] = obs[i] < 0 ? 0 : obs[i] > 1 ? 1 : obs[i];
}
