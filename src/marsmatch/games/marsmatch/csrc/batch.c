/* Random rounds in C (batch.h). */
#include "batch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dealstream.h"

int mm_random_step(mm_round *g, ms_random *rng) {
    mm_reading types[MM_MAX_TYPES];
    uint8_t play[16];
    if (g->phase != MM_PLAY) return 0;
    int nt = mm_round_legal(g, types);
    uint32_t pick = ms_random_below(rng, (uint32_t)(nt + mm_round_can_pass(g)));
    if ((int)pick == nt) {
        mm_round_pass(g);
    } else {
        mm_round_default(g, types[pick], play);
        mm_round_play(g, play, types[pick]);
    }
    return 1;
}

int mm_vocab_step(mm_round *g, int action, const mm_reading *vocab, int nvocab) {
    mm_reading types[MM_MAX_TYPES];
    uint8_t play[16];
    if (g->phase != MM_PLAY || action < 0 || action > nvocab) return -1;
    if (action == 0) {
        if (!mm_round_can_pass(g)) return -1;
        return mm_round_pass(g);
    }
    mm_reading rd = vocab[action - 1];
    int nt = mm_round_legal(g, types);
    for (int i = 0; i < nt; i++)
        if (mm_rd_eq(types[i], rd)) {
            if (mm_round_default(g, rd, play)) return -1;
            return mm_round_play(g, play, rd);
        }
    return -1;
}

/* "{master}/{index}" or "{master}/{index}/{seat}" into buf; returns its length. */
static int label(char *buf, size_t size, const uint8_t *master, int master_len, int64_t index,
                 int seat) {
    if ((size_t)master_len + 48 > size) return -1;
    memcpy(buf, master, (size_t)master_len);
    int n = master_len;
    n += seat < 0 ? snprintf(buf + n, size - (size_t)n, "/%lld", (long long)index)
                  : snprintf(buf + n, size - (size_t)n, "/%lld/%d", (long long)index, seat);
    return n;
}

/* bots.bot_seed: the first 8 bytes of SHA-256("{master}/{index}/{seat}"), big-endian. */
static uint64_t bot_seed(const uint8_t *master, int master_len, int64_t index, int seat,
                         char *buf, size_t size) {
    int n = label(buf, size, master, master_len, index, seat);
    uint8_t digest[32];
    ms_sha256 h;
    ms_sha256_init(&h);
    ms_sha256_update(&h, (const uint8_t *)buf, (size_t)n);
    ms_sha256_final(&h, digest);
    uint64_t x = 0;
    for (int i = 0; i < 8; i++) x = x << 8 | digest[i];
    return x;
}

int mm_random_round(const uint8_t *master, int master_len, int64_t index, int players,
                    const mm_rules *rules, int deal_only, int max_actions,
                    mm_round_result *out, uint8_t *heavenly, uint8_t *category,
                    int64_t *points) {
    if (players < 1 || players > 255) return -1;
    size_t size = (size_t)master_len + 64;
    char *buf = malloc(size);
    uint8_t *hands = malloc((size_t)players * 16);
    ms_random *bots = malloc((size_t)players * sizeof *bots);
    mm_round *g = NULL;
    int err = -1;
    if (!buf || !hands || !bots) goto done;
    int n = label(buf, size, master, master_len, index, -1);
    int banker = mm_draw_seat((const uint8_t *)buf, n, players);
    if (banker < 0 || mm_deal((const uint8_t *)buf, n, players, banker, hands)) goto done;
    int first = rules->leader_drawn ? mm_draw_leader((const uint8_t *)buf, n, players) : banker;
    g = mm_round_new(players, hands, banker, first, rules, 0);
    if (!g) goto done;
    int played = g->phase != MM_FINISHED && !deal_only, actions = 0;
    if (played) {
        for (int s = 0; s < players; s++)
            ms_random_seed(&bots[s], bot_seed(master, master_len, index, s, buf, size));
        while (g->phase != MM_FINISHED && actions < max_actions) {
            mm_random_step(g, &bots[g->turn]);
            actions++;
        }
    }
    out->banker = banker;
    out->winner = g->phase == MM_FINISHED ? g->winner : -1;
    out->emptied = g->emptied;
    out->nactive = g->nactive;
    out->actions = actions;
    out->tricks = g->tricks;
    out->finished = g->phase == MM_FINISHED;
    for (int s = 0; s < players; s++) {
        heavenly[s] = g->seat[s].heavenly;
        category[s] = g->seat[s].outcome_order >= 0 ? g->seat[s].category : MM_CAT_NONE;
        points[s] = g->seat[s].outcome_order >= 0 ? g->seat[s].points : 0;
    }
    err = 0;
done:
    mm_round_free(g);
    free(buf);
    free(hands);
    free(bots);
    return err;
}
