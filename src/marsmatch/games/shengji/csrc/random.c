/* The random player's policy (bots.shengji.RandomBot): declare or pass at random, bury
 * random cards, lead a random unit of a random suit (now and then a throw of two or three
 * units), follow at random within the rules. The draws are those of Python's
 * random.Random in the same order, so with the bot's own generator (a Python callback)
 * or an equal Mersenne Twister (batched deals) the choices are the same. */
#include <stdlib.h>
#include <string.h>

#include "random.h"

int sj_random_action(const sj_round *g, int seat, sj_rng *rng, sj_action *out) {
    out->n = 0;
    if (g->phase == SJ_DECLARE) {
        int cards[64], counts[64];
        int nd = sj_round_declarations(g, seat, cards, counts);
        if (nd && rng->random(rng->ctx) < 0.5) {
            int i = (int)rng->below(rng->ctx, (uint32_t)nd);
            out->kind = SJ_ACT_DECLARE;
            out->n = counts[i];
            for (int k = 0; k < counts[i]; k++) out->cards[k] = (uint8_t)cards[i];
            return 0;
        }
        out->kind = SJ_ACT_PASS;
        return 0;
    }
    const sj_hand *hand = &g->hands[seat];
    uint8_t cards[SJ_MAX_PLAY * 2];
    int nc = sj_hand_list(hand, &g->trump, -1, cards);
    if (g->phase == SJ_BURY) {
        int idx[SJ_MAX_PLAY * 2];
        sj_sample_index(rng, nc, g->nkitty, idx);
        out->kind = SJ_ACT_BURY;
        out->n = g->nkitty;
        for (int i = 0; i < g->nkitty; i++) out->cards[i] = cards[idx[i]];
        return 0;
    }
    if (g->phase != SJ_PLAY) return -1;
    out->kind = SJ_ACT_PLAY;
    if (g->ncurrent) {
        out->n = sj_construct_follow(hand, &g->lead, &g->trump, &g->rules, rng, out->cards);
        return out->n < 0 ? -1 : 0;
    }
    int suit = g->trump.esuit[cards[rng->below(rng->ctx, (uint32_t)nc)]];
    sj_hand suit_hand;
    sj_hand_suit(hand, &g->trump, suit, &suit_hand);
    sj_unit *units = malloc((SJ_MAX_UNITS + 64) * sizeof *units);
    if (!units) return -1;
    int nu = sj_candidate_units(&suit_hand, &g->trump, &g->rules, units);
    if (rng->random(rng->ctx) < 0.15 && nu > 1) {
        int want = 2 + (int)rng->below(rng->ctx, 2), k = nu < want ? nu : want, idx[3];
        sj_sample_index(rng, nu, k, idx);
        uint8_t need[SJ_CARDS] = {0};
        int n = 0, fits = 1;
        for (int i = 0; i < k; i++) {
            const sj_unit *u = &units[idx[i]];
            for (int q = 0; q < u->length; q++)
                for (int w = 0; w < u->width; w++) {
                    out->cards[n++] = u->cards[q];
                    need[u->cards[q]]++;
                }
        }
        for (int c = 0; c < SJ_CARDS; c++) fits &= need[c] <= suit_hand.n[c];
        if (fits) {
            out->n = n;
            free(units);
            return 0;
        }
    }
    const sj_unit *u = &units[rng->below(rng->ctx, (uint32_t)nu)];
    if (u->length == 1 && u->width > 1 && rng->random(rng->ctx) < 0.3) {
        int copies = 1 + (int)rng->below(rng->ctx, u->width);
        for (int i = 0; i < copies; i++) out->cards[i] = u->cards[0];
        out->n = copies;
    } else {
        for (int q = 0; q < u->length; q++)
            for (int w = 0; w < u->width; w++) out->cards[out->n++] = u->cards[q];
    }
    free(units);
    return 0;
}
