/* Rocket (R3.4): k >= 1 triples, for k >= 2 on consecutive ranks within 3..A; a lone
 * triple may be any rank 3..2. 2s may act as any needed rank (wild.c), but a lone triple
 * needs a natural card and three 2s are a triple of 2s (R3.13). It carries nothing, exactly
 * k singles or exactly k pairs (attachments.c), and answers only a Rocket of the same k and
 * attachment kind with a higher top triple (R3.12). */
#include "kinds.h"

static int fits(const uint8_t *m, int n, mm_reading rd) {
    int rest[MM_LANES], k = rd.length, top = rd.top, att = rd.attach;
    if (m[MM_LJ] || m[MM_BJ] || att < MM_NONE || att > MM_PAIRS || k < 1 || n != (3 + att) * k)
        return 0;
    if (k == 1 && top == MM_TWO) {  /* natural 2s */
        if (!mm_wild_rest(m, MM_TWO, MM_TWO, 3, 0, rest)) return 0;
    } else {
        if (top < k - 1 || top > MM_ACE) return 0;
        if (k == 1 && m[top] == 0) return 0;  /* a lone triple needs a natural card (R3.13) */
        if (!mm_wild_rest(m, top - k + 1, top, 3, 1, rest)) return 0;
    }
    return mm_attachment_fits(rest, att);
}

static int candidates(const uint8_t *m, int n, mm_reading *out) {
    int c = 0;
    if (m[MM_LJ] || m[MM_BJ] || n == 0) return 0;
    for (int att = MM_NONE; att <= MM_PAIRS; att++) {
        int size = 3 + att;
        if (n % size) continue;
        int k = n / size;
        if (k == 1)
            for (int top = 0; top <= MM_TWO; top++) out[c++] = mm_rd(MM_ROCKET, 1, top, att);
        else
            for (int top = k - 1; top <= MM_ACE; top++) out[c++] = mm_rd(MM_ROCKET, k, top, att);
    }
    return c;
}

static void types(const uint8_t *h, const mm_top *top, mm_sink *s) {
    if (top->has && top->rd.kind != MM_ROCKET) return;
    mm_attached_types(h, MM_ROCKET, &mm_rocket, top, s);
}

static void main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    mm_wild_main(h, rd, 3, 1, m);
}

static void pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *out) {
    mm_plain_pool(h, main, out);
    mm_wild_pool(rd, 3, main, out);
}

static int64_t count(const uint8_t *h, mm_reading rd, int boat_floor) {
    (void)boat_floor;
    if (rd.length == 1 && rd.top == MM_TWO) return mm_count_natural(h, rd, 3);
    return mm_wild_count_attached(h, rd, 3, rd.length == 1);
}

/* R3.4: every spelling of the triples (2s acting as any needed rank, a lone triple keeping a
 * natural card, three 2s only as a triple of 2s: R3.13), each with its attachments. */
static int plays(mm_cursor *c, uint8_t *out) {
    int lone = c->rd.length == 1, twos = lone && c->rd.top == MM_TWO;
    return mm_spelled_next(c, out, 3, !twos, lone);
}

/* R3.4, R3.10: triples that are not one run, or that carry the wrong number of cards (one
 * single or one pair per triple) or a joker. */
static int why_not(const uint8_t *m, int n) {
    (void)n;
    if (!mm_jokers(m) && mm_chained(m, 3, 1)) return MM_NOT_CHAIN;
    int found = mm_group_why_not(m, 3, 1, 1, 1);
    return found < 0 ? MM_NOT_FAR : found;
}

const mm_kind mm_rocket = {"rocket", 3, 1, 0, 1, fits, candidates, types, main_cards, pool,
                           mm_group_attach, mm_group_attachment_ranks, count, mm_same_shape,
                           why_not, plays};
