/* The wild 2's scans of a hand (wild.c has the rest of its rules; R3.2-R3.4, R3.13):
 * windows of main groups with the 2s held as a budget for what is missing. In the header,
 * so each kind's play types compile with its own numbers. */
#ifndef MARSMATCH_WILD_H
#define MARSMATCH_WILD_H

#include "mm.h"

/* One window of main groups: length, top, wild 2s used and how the groups change the
 * hand's pair summary (half: pairs of naturals, odd: naturals left over). */
typedef struct {
    int k, top, used, d_half, d_odd;
} mm_window;

/* Windows of `per`-card groups of length >= 2 above `above`; every length when k_only < 0.
 * Not inlined: kept one function, as 282f84e's `groups` was, play types take about 2 % less
 * time than with it inlined into each caller (docs/compiled-core.md, "Where the time
 * goes"). */
static __attribute__((noinline)) int mm_wild_chains(const uint8_t *h, int per, int wild, int k_only, int above, mm_window *out) {
    int w = h[MM_TWO], n = 0;
    for (int lo = 0; lo < 12; lo++) {
        int need = 0, half_d = 0, odd_d = 0;
        for (int hi = lo; hi < 12; hi++) {
            int c = h[hi], rest;
            if (c < per) {
                if (!wild) break;
                need += per - c;
                if (need > w) break;
                rest = 0;
            } else {
                rest = c - per;
            }
            half_d += (rest >> 1) - (c >> 1);
            odd_d += (rest & 1) - (c & 1);
            int length = hi - lo + 1;
            if (length < 2 || hi <= above) continue;
            if (k_only < 0 || length == k_only) {
                mm_window x = {length, hi, need, half_d, odd_d};
                out[n++] = x;
            } else if (length > k_only) {
                break;
            }
        }
    }
    return n;
}

/* Lone groups of `per` cards above `above`; top 12 is natural 2s. */
static inline int mm_wild_lone(const uint8_t *h, int per, int wild, int above, mm_window *out) {
    int w = h[MM_TWO], n = 0;
    for (int top = above + 1; top < 13; top++) {
        int c = h[top];
        if (top == MM_TWO) {
            if (c >= per) {  /* natural 2s: they leave the 2s budget, not the naturals */
                mm_window x = {1, top, per, 0, 0};
                out[n++] = x;
            }
            continue;
        }
        if (c == 0 || (c < per && !wild)) continue;
        int need = c < per ? per - c : 0;
        if (need > w) continue;
        int rest = c - per + need;
        mm_window x = {1, top, need, (rest >> 1) - (c >> 1), (rest & 1) - (c & 1)};
        out[n++] = x;
    }
    return n;
}

/* The most disjoint attached pairs (XX, X+2 or 2+2) from naturals summarised by (half,
 * odd) and 2s. */
static inline int mm_wild_max_pairs(int half, int odd, int twos) {
    int used = twos < odd ? twos : odd;
    return half + used + ((twos - used) >> 1);
}

/* Whether a hand holds a lone pair of rank r (< 12): two of it, or one and a 2 as X. */
static inline int mm_wild_pair_held(const uint8_t *h, int r) {
    return h[r] >= 2 || (h[r] && h[MM_TWO]);
}

#endif
