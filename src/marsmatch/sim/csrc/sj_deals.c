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
    uint8_t *shoe = malloc((size_t)54 * rules->decks);
    sj_round *g = NULL;
    ms_random rngs[4];
    sj_action *a = malloc(sizeof *a);
    int err = -1;
    if (!buf || !shoe || !a) goto done;
    /* G1.4: the shoe shuffled from the deal's seed; the kitty is the last cards, card p of
     * the rest goes to seat p % 4 */
    int n = sim_label(buf, size, master, master_len, deal, -1), total = 54 * rules->decks;
    ms_stream st;
    if (ms_stream_init(&st, (const uint8_t *)buf, (size_t)n, (const uint8_t *)"shuffle", 7)) goto done;
    for (int i = 0; i < total; i++) shoe[i] = (uint8_t)(i % 54);
    ms_shuffle_u8(&st, shoe, (size_t)total);
    ms_stream bs;
    if (ms_stream_init(&bs, (const uint8_t *)buf, (size_t)n, (const uint8_t *)"banker", 6)) goto done;
    int banker = (int)ms_stream_below(&bs, 4);
    int body = total - rules->kitty_size, sizes[4] = {0};
    uint8_t hands[4][SJ_MAX_PLAY * 2];
    const uint8_t *ptrs[4];
    for (int p = 0; p < body; p++) hands[p % 4][sizes[p % 4]++] = shoe[p];
    for (int s = 0; s < 4; s++) ptrs[s] = hands[s];
    int levels[2] = {0, 0};
    g = sj_round_new(rules, ptrs, sizes, shoe + body, rules->kitty_size, 0, levels, banker, 0);
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
    memcpy(out->score, g->score, sizeof out->score);
    err = 0;
done:
    sj_round_free(g);
    free(buf);
    free(shoe);
    free(a);
    return err;
}
