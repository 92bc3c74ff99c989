/* marsmatch_v0's observation and mask from a compiled round (mm_encode.h). The arithmetic
 * follows the Python encoder it replaced (tests/oracle/rl/marsmatch_encode.py): float32
 * divisions where numpy divided float32 arrays, double then float where Python divided. */
#include "mm_encode.h"

#include <string.h>

static inline int rel(int x, int seat, int n) { return ((x - seat) % n + n) % n; }

static inline float fmin1(double x) { return (float)(x < 1.0 ? x : 1.0); }

void mm_encode(const mm_round *g, int seat, const mm_obs_layout *L, float *obs) {
    int n = g->n;
    const float d = (float)(4 * n);
    memset(obs, 0, (size_t)L->size * sizeof *obs);
    const uint8_t *h = g->seat[seat].hand;
    float unseen[MM_LANES] = {0};
    for (int o = 0; o < n; o++)
        if (g->seat[o].active && o != seat)
            for (int r = 0; r < MM_LANES; r++) unseen[r] += (float)g->seat[o].hand[r];
    for (int r = 0; r < MM_LANES; r++) {
        obs[L->hand + r] = (float)h[r] / d;
        for (int t = 0; t < 4; t++) obs[L->hand_at_least + t * MM_LANES + r] = h[r] > t;
        obs[L->unseen + r] = unseen[r] / d;
    }
    if (!g->has_top) {
        obs[L->top_kind + 9] = 1.0f;
    } else {
        double max_len = 4 * n < 54 ? 4 * n : 54;
        for (int r = 0; r < MM_LANES; r++) obs[L->top_cards + r] = (float)g->top_counts[r] / d;
        obs[L->top_kind + g->top.kind] = 1.0f;
        obs[L->top_length] = fmin1(g->top.length / max_len);
        obs[L->top_rank + g->top.top] = 1.0f;
        obs[L->top_attach + g->top.attach] = 1.0f;
        obs[L->top_seat + rel(g->top_seat, seat, n)] = 1.0f;
    }
    for (int o = 0; o < n; o++) {
        int held = 0;
        for (int r = 0; r < MM_LANES; r++) held += g->seat[o].hand[r];
        obs[L->counts + rel(o, seat, n)] = fmin1(held / 54.0);
        if (g->seat[o].active) obs[L->active + rel(o, seat, n)] = 1.0f;
    }
    obs[L->passes] = (float)((double)g->passes / (n - 1 > 1 ? n - 1 : 1));
    if (g->streak_seat >= 0) {
        obs[L->streak_seat + rel(g->streak_seat, seat, n)] = 1.0f;
        int goal = g->rules.streak_to_win;
        obs[L->streak] = goal ? fmin1((double)g->streak / goal) : 0.0f;
    }
    int turns = g->seat[seat].turns;
    obs[L->my_turns] = (float)((turns < 3 ? turns : 3) / 3.0);
    if (g->opening_leader >= 0) obs[L->opening_leader + rel(g->opening_leader, seat, n)] = 1.0f;
    for (int o = 0; o < n; o++)
        for (int r = 0; r < MM_LANES; r++)
            obs[L->played_by + rel(o, seat, n) * MM_LANES + r] = (float)g->seat[o].played[r] / d;
    int known = g->nmoves < MM_HISTORY ? g->nmoves : MM_HISTORY;
    for (int j = 0; j < known; j++) {
        const mm_move *m = &g->hist[(g->nmoves - 1 - j) % MM_HISTORY];
        float *slot = obs + L->history + j * MM_MOVE_VALUES(n);
        slot[rel(m->seat, seat, n)] = 1.0f;
        slot[n] = (float)m->passed;
        for (int r = 0; r < MM_LANES; r++) slot[n + 1 + r] = (float)m->counts[r] / d;
    }
}

/* The legal actions of the seat to act: the pass (0) where allowed, then 1 + index[code]
 * for each legal type (whose reading is types[i - the pass]); -1 if a type has none. */
static int legal_actions(const mm_round *g, const int32_t *index, int32_t *acts,
                         mm_reading *types) {
    if (g->phase != MM_PLAY) return 0;
    int m = 0;
    if (mm_round_can_pass(g)) acts[m++] = 0;
    int nt = mm_round_legal(g, types);
    if (nt > MM_MAX_TYPES) return -1;
    for (int i = 0; i < nt; i++) {
        int code = mm_code(types[i]);
        int a = code < 0 ? -1 : index[code];
        if (a < 0) return -1;
        acts[m++] = 1 + a;
    }
    return m;
}

int mm_legal_mask(const mm_round *g, const int32_t *index, int8_t *mask, int actions) {
    mm_reading types[MM_MAX_TYPES];
    int32_t acts[MM_MAX_TYPES + 1];
    memset(mask, 0, (size_t)actions);
    int m = legal_actions(g, index, acts, types);
    for (int i = 0; i < m; i++) {
        if (acts[i] >= actions) return -1;
        mask[acts[i]] = 1;
    }
    return m;
}

int mm_legal_plays(const mm_round *g, const int32_t *index, int32_t *actions,
                   uint8_t (*cards)[16], int cap) {
    mm_reading types[MM_MAX_TYPES];
    int32_t acts[MM_MAX_TYPES + 1];
    int m = legal_actions(g, index, acts, types);
    if (m > cap) return -1;
    int pass = m > 0 && acts[0] == 0;
    for (int i = 0; i < m; i++) {
        actions[i] = acts[i];
        if (acts[i] == 0) memset(cards[i], 0, 16);
        else if (mm_round_default(g, types[i - pass], cards[i])) return -1;
    }
    return m;
}
