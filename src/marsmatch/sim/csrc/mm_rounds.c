/* Whole MarsMatch rounds in C (mm_rounds.h). */
#include "mm_rounds.h"

#include <stdlib.h>

#include "mm_random.h"
#include "seeds.h"

int mm_sim_round(const uint8_t *master, int master_len, int64_t index, int64_t deal,
                 int players, const mm_rules *rules, const mm_sim_bot *bots, int deal_only,
                 int max_actions, mm_round_result *out, uint8_t *heavenly, uint8_t *category,
                 int64_t *points) {
    if (players < 1 || players > 255) return -1;
    size_t size = (size_t)master_len + 64;
    char *buf = malloc(size);
    uint8_t *hands = malloc((size_t)players * 16);
    ms_random *rngs = malloc((size_t)players * sizeof *rngs);
    mm_round *g = NULL;
    int err = -1;
    if (!buf || !hands || !rngs) goto done;
    int n = sim_label(buf, size, master, master_len, deal, -1);
    int banker = mm_draw_seat((const uint8_t *)buf, n, players);
    if (banker < 0 || mm_deal((const uint8_t *)buf, n, players, banker, hands)) goto done;
    int first = rules->leader_drawn ? mm_draw_leader((const uint8_t *)buf, n, players) : banker;
    g = mm_round_new(players, hands, banker, first, rules, 0);
    if (!g) goto done;
    int played = g->phase != MM_FINISHED && !deal_only, actions = 0;
    if (played) {
        for (int s = 0; s < players; s++)
            if (bots[s].kind == MM_SIM_RANDOM)
                ms_random_seed(&rngs[s], sim_bot_seed(master, master_len, index, s, buf, size));
        while (g->phase == MM_PLAY && actions < max_actions) {
            const mm_sim_bot *bot = &bots[g->turn];
            if (bot->kind == MM_SIM_RANDOM) mm_random_step(g, &rngs[g->turn]);
            else if (mm_apply_move(g, mm_greedy_choose(g, &bot->greedy))) goto done;
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
    free(rngs);
    return err;
}
