/* Random Shengji deals in C (batch.h). */
#include "batch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dealstream.h"
#include "pyrandom.h"
#include "random.h"

static uint32_t mt_below(void *ctx, uint32_t n) { return ms_random_below(ctx, n); }
static double mt_random(void *ctx) { return ms_random_float(ctx); }

/* "{master}/{a}" or "{master}/{a}/{b}" */
static int label(char *buf, size_t size, const uint8_t *master, int len, int64_t a, int b) {
    if ((size_t)len + 48 > size) return -1;
    memcpy(buf, master, (size_t)len);
    return len + (b < 0 ? snprintf(buf + len, size - (size_t)len, "/%lld", (long long)a)
                        : snprintf(buf + len, size - (size_t)len, "/%lld/%d", (long long)a, b));
}

static uint64_t bot_seed(const char *text, int n) {
    uint8_t digest[32];
    ms_sha256 h;
    ms_sha256_init(&h);
    ms_sha256_update(&h, (const uint8_t *)text, (size_t)n);
    ms_sha256_final(&h, digest);
    uint64_t x = 0;
    for (int i = 0; i < 8; i++) x = x << 8 | digest[i];
    return x;
}

int sj_random_deal(const uint8_t *master, int master_len, int64_t index, int64_t deal,
                   const sj_rules *rules, int max_actions, sj_deal_result *out) {
    size_t size = (size_t)master_len + 64;
    char *buf = malloc(size);
    uint8_t *kitty = malloc((size_t)SJ_MAX_PLAY);
    sj_round *g = NULL;
    ms_random bots[4];
    sj_action *a = malloc(sizeof *a);
    int err = -1;
    if (!buf || !kitty || !a) goto done;
    int n = label(buf, size, master, master_len, deal, -1), sizes[4];
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
    for (int s = 0; s < 4; s++) {
        int m = label(buf, size, master, master_len, index, s);
        ms_random_seed(&bots[s], bot_seed(buf, m));
    }
    int actions = 0;
    while (g->phase != SJ_SCORED && g->phase != SJ_REDEAL && actions < max_actions) {
        int seat = g->phase == SJ_BURY ? g->banker : g->turn;
        sj_rng rng = {&bots[seat], mt_below, mt_random, 0};
        if (sj_random_action(g, seat, &rng, a)) goto done;
        if (a->kind == SJ_ACT_PASS) sj_round_pass(g, seat);
        else if (a->kind == SJ_ACT_DECLARE) sj_round_declare(g, seat, a->cards[0], a->n);
        else if (a->kind == SJ_ACT_BURY) sj_round_bury(g, seat, a->cards, a->n);
        else if (sj_round_play(g, seat, a->cards, a->n, NULL)) goto done;
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
