/* Cards under a trump (G2.2, G2.3; positions for G2.5), the orders the engine sorts by, points (G1.3), and the
 * ordered hands (sj.h). The compiled form of trump.Trump's table and of the dict
 * operations on hands (the reference core's units.take / give). */
#include <string.h>

#include "sj.h"

/* Positions in a plain suit: the twelve non-level ranks, 0..11. In trump: trump-suit
 * non-level ranks 0..11, every off-suit level card 12, the trump-suit level card 13, LJ 14,
 * BJ 15; with no trump suit: off-suit level cards 12, LJ 13, BJ 14. */
void sj_trump_init(sj_trump *t, int level, int suit) {
    t->level = level;
    t->suit = suit;
    for (int s = 0; s < 4; s++) {
        int i = 0;
        for (int r = 0; r < 13; r++) {
            int c = s * 13 + r;
            if (r == level) {
                t->esuit[c] = SJ_T;
                t->pos[c] = s == suit ? 13 : 12;
            } else {
                t->esuit[c] = s == suit ? SJ_T : (uint8_t)s;
                t->pos[c] = (uint8_t)i++;
            }
        }
    }
    int top = suit == SJ_NONE ? 13 : 14;
    t->esuit[SJ_LJ] = t->esuit[SJ_BJ] = SJ_T;
    t->pos[SJ_LJ] = (uint8_t)top;
    t->pos[SJ_BJ] = (uint8_t)(top + 1);
}

int sj_sort_key(const sj_trump *t, int c) {
    static const int order[5] = {3, 2, 1, 0, 4};  /* C D H S, then trump */
    int letter = c < 52 ? 4 - c / 13 : 0;         /* "" < "C" < "D" < "H" < "S" */
    return order[t->esuit[c]] << 16 | t->pos[c] << 8 | letter;
}

int sj_plain_key(int c) {
    if (c >= 52) return 1 << 16 | (c == SJ_BJ ? 0 : 1);
    return (4 - c / 13) << 8 | c % 13;
}

int sj_points(int c) {
    int r = sj_rank(c);
    return r == 3 ? 5 : (r == 8 || r == 11) ? 10 : 0;
}

void sj_hand_clear(sj_hand *h) { memset(h, 0, sizeof *h); }

void sj_hand_add(sj_hand *h, int c, int k) {
    if (k <= 0) return;
    if (!h->n[c]) h->order[h->len++] = (uint8_t)c;
    h->n[c] = (uint8_t)(h->n[c] + k);
}

void sj_hand_remove(sj_hand *h, int c, int k) {
    int left = h->n[c] - k;
    if (left > 0) {
        h->n[c] = (uint8_t)left;
        return;
    }
    h->n[c] = 0;
    for (int i = 0; i < h->len; i++)
        if (h->order[i] == c) {
            memmove(h->order + i, h->order + i + 1, (size_t)(h->len - i - 1));
            h->len--;
            return;
        }
}

int sj_hand_total(const sj_hand *h) {
    int total = 0;
    for (int i = 0; i < h->len; i++) total += h->n[h->order[i]];
    return total;
}

void sj_hand_of(sj_hand *h, const uint8_t *cards, int n) {
    sj_hand_clear(h);
    for (int i = 0; i < n; i++) sj_hand_add(h, cards[i], 1);
}

void sj_hand_suit(const sj_hand *h, const sj_trump *t, int es, sj_hand *out) {
    sj_hand_clear(out);
    for (int i = 0; i < h->len; i++) {
        int c = h->order[i];
        if (t->esuit[c] == es) sj_hand_add(out, c, h->n[c]);
    }
}

int sj_hand_list(const sj_hand *h, const sj_trump *t, int es, uint8_t *out) {
    int n = 0;
    for (int i = 0; i < h->len; i++) {
        int c = h->order[i];
        if (es >= 0 && t->esuit[c] != es) continue;
        if (es <= -2 && t->esuit[c] == -es - 2) continue;
        for (int k = 0; k < h->n[c]; k++) out[n++] = (uint8_t)c;
    }
    return n;
}
