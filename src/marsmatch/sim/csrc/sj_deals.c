/* Whole Shengji deals in C (sj_deals.h). */
#include "sj_deals.h"

#include <stdlib.h>
#include <string.h>

#include "dealstream.h"
#include "pyrandom.h"
#include "random.h"
#include "seeds.h"

static uint32_t mt_below(void *ctx, uint32_t n) { return ms_random_below(ctx, n); }
static double mt_random(void *ctx) { return ms_random_float(ctx); }

int sj_sim_deal(const uint8_t *master, int master_len, int64_t index, int64_t deal,
                const sj_rules *rules, const sj_sim_bot *bots, int max_actions,
                sj_deal_result *out) {
    size_t size = (size_t)master_len + 64;
    char *buf = malloc(size);
    uint8_t *kitty = malloc((size_t)SJ_MAX_PLAY);
    sj_round *g = NULL;
    ms_random rngs[4];
    sj_action *a = malloc(sizeof *a);
    int err = -1;
    if (!buf || !kitty || !a) goto done;
    int n = sim_label(buf, size, master, master_len, deal, -1), sizes[4];
    uint8_t hands[4][SJ_MAX_PLAY * 2];
    const uint8_t *ptrs[4];
    if (sj_deal((const uint8_t *)buf, n, rules->decks, rules->kitty_size, hands, sizes, kitty))
        goto done;
    ms_stream bs;
    if (ms_stream_init(&bs, (const uint8_t *)buf, (size_t)n, (const uint8_t *)"banker", 6)) goto done;
    int banker = (int)ms_stream_below(&bs, 4);
    for (int s = 0; s < 4; s++) ptrs[s] = hands[s];
    int levels[2] = {0, 0};
    g = sj_round_new(rules, ptrs, sizes, kitty, rules->kitty_size, 0, levels, banker, 0);
    if (!g) goto done;
    g->turn = banker;
    for (int s = 0; s < 4; s++)
        if (bots[s].kind == SJ_SIM_RANDOM)
            ms_random_seed(&rngs[s], sim_bot_seed(master, master_len, index, s, buf, size));
    int actions = 0;
    while (g->phase != SJ_SCORED && g->phase != SJ_REDEAL && actions < max_actions) {
        int seat = sj_seat_to_act(g);
        if (bots[seat].kind == SJ_SIM_RANDOM) {
            sj_rng rng = {&rngs[seat], mt_below, mt_random, 0};
            if (sj_random_action(g, seat, &rng, a)) goto done;
        } else if (sj_greedy_choose(g, &bots[seat].greedy, a)) {
            goto done;
        }
        if (sj_apply_action(g, a)) goto done;
        actions++;
    }
    out->banker = g->banker;
    out->actions = actions;
    out->tricks = g->tricks;
    out->finished = g->phase == SJ_SCORED || g->phase == SJ_REDEAL;
    out->scored = g->phase == SJ_SCORED;
    out->trump = !g->has_trump ? -1 : g->trump.suit < 0 ? 4 : g->trump.suit;
    out->score = g->score;
    err = 0;
done:
    sj_round_free(g);
    free(buf);
    free(kitty);
    free(a);
    return err;
}
