/* Shengji deals played by a learning agent (sj_selfplay.h). */
#include "sj_selfplay.h"

#include <stdlib.h>
#include <string.h>

#include "splitmix.h"

static int over(const sj_round *g) { return g->phase == SJ_SCORED || g->phase == SJ_REDEAL; }

/* The greedy bot plays the declaring, the burying and its own seats. */
static void advance(sj_selfplay *d, const sj_greedy *opt) {
    sj_action a;
    sj_round *g = d->g;
    while (!over(g) && (g->phase != SJ_PLAY || d->greedy_seats >> g->turn & 1))
        if (sj_greedy_choose(g, opt, &a) || sj_apply_action(g, &a)) {
            g->phase = SJ_REDEAL;  /* cannot happen with legal candidates; ends the deal */
            return;
        }
}

int sj_selfplay_deal(sj_selfplay *d, const sj_rules *r, uint64_t seed, int banker,
                     const int *levels, int greedy_seats, const sj_greedy *opt) {
    int total = 54 * r->decks, body = total - r->kitty_size, sizes[4] = {0};
    uint8_t shoe[54 * 8], hands[4][SJ_MAX_PLAY * 2];
    const uint8_t *ptrs[4];
    if (r->decks > 8) return -1;
    for (int i = 0; i < total; i++) shoe[i] = (uint8_t)(i % 54);
    for (int i = total - 1; i > 0; i--) {
        int j = (int)bot_below(&seed, (uint32_t)(i + 1));
        uint8_t t = shoe[i];
        shoe[i] = shoe[j];
        shoe[j] = t;
    }
    for (int p = 0; p < body; p++) hands[p % 4][sizes[p % 4]++] = shoe[p];
    for (int s = 0; s < 4; s++) ptrs[s] = hands[s];
    sj_selfplay_free(d);
    d->g = sj_round_new(r, ptrs, sizes, shoe + body, r->kitty_size, levels[banker % 2], levels,
                        banker, 0);
    if (!d->g) return -1;
    d->g->turn = banker;
    d->greedy_seats = greedy_seats;
    d->n = 0;
    advance(d, opt);
    return 0;
}

int sj_selfplay_observe(sj_selfplay *d, const sj_greedy *opt, int *seat, float *state,
                        float *actions) {
    d->n = 0;
    if (!d->g || over(d->g) || d->g->phase != SJ_PLAY) return 0;
    *seat = d->g->turn;
    sj_state_features(d->g, *seat, state);
    d->n = sj_action_candidates(d->g, opt, SJ_GREEDY_MAX, d->cands, actions);
    return d->n;
}

int sj_selfplay_step(sj_selfplay *d, int choice, const sj_greedy *opt) {
    if (!d->g || over(d->g)) return 1;
    if (choice < 0 || choice >= d->n || sj_apply_action(d->g, &d->cands[choice])) return -1;
    d->n = 0;
    advance(d, opt);
    return over(d->g);
}

void sj_selfplay_free(sj_selfplay *d) {
    sj_round_free(d->g);
    d->g = NULL;
}
