/* Exact counting of distinct plays (R3.13) of one play type, by small dynamic programs
 * over ranks (cards taken x wild-2 cost): the compiled form of moves.count_type. */
#include <string.h>

#include "mm.h"

#define NOPE -1  /* a count of natural cards a rank may not take */
#define MAX_SIZE 64

/* Ways to take m_r cards of each of the 12 natural ranks plus m_2 twos, with
 * sum(m_r) + m_2 == size, m_2 <= twos and sum(cost_r(m_r)) <= m_2.
 * cost[r][j] is the wild-2 cost of taking j cards of rank r (NOPE: not allowed), for
 * j <= avail[r]. (moves._count_budget; costs above `size` can never be paid, so the
 * table stops there.) */
static int64_t count_budget(const int avail[12], int cost[12][256], int size, int twos) {
    if (size < 0 || twos < 0) return 0;
    if (size >= MAX_SIZE) return -1;
    int cap = twos < size ? twos : size, width = cap + 1, cells = (size + 1) * width;
    int64_t bufa[MAX_SIZE * MAX_SIZE], bufb[MAX_SIZE * MAX_SIZE];
    int64_t *table = bufa, *next = bufb;  /* table[i * width + c]: i cards taken, cost c */
    memset(table, 0, cells * sizeof *table);
    table[0] = 1;
    int reach = 0;  /* most cards taken so far */
    for (int r = 0; r < 12; r++) {
        if (avail[r] == 0 && cost[r][0] == 0) continue;  /* takes nothing: the identity */
        int top = reach < size ? reach : size;
        for (int j = 0; j <= avail[r] && j <= size; j++)
            if (cost[r][j] != NOPE && cost[r][j] <= cap && reach + j > top) top = reach + j;
        if (top > size) top = size;
        memset(next, 0, (top + 1) * width * sizeof *next);
        for (int j = 0; j <= avail[r] && j <= size; j++) {
            int d = cost[r][j];
            if (d == NOPE || d > cap) continue;
            for (int i = 0; i <= reach && i + j <= size; i++) {
                const int64_t *from = table + i * width;
                int64_t *to = next + (i + j) * width + d;
                for (int c = 0; c + d <= cap; c++) to[c] += from[c];
            }
        }
        reach = top;
        int64_t *t = table;
        table = next;
        next = t;
    }
    int64_t total = 0;
    for (int i = 0; i <= reach; i++) {
        int left = size - i;  /* the 2s taken */
        if (left > twos) continue;
        for (int c = 0; c <= cap && c <= left; c++) total += table[i * width + c];
    }
    return total;
}

/* Main groups only: counts n_r in [low, min(per, c_r)] with sum(per - n_r) <= the 2s held
 * (moves._deficit_count). */
static int64_t deficit_count(const uint8_t *h, int lo, int hi, int per, int low) {
    int64_t poly[64] = {1};
    int deg = 0;
    for (int r = lo; r <= hi; r++) {
        int most = h[r] < per ? h[r] : per;
        if (most < low) return 0;
        int64_t out[64] = {0};
        for (int i = 0; i <= deg; i++)
            if (poly[i])
                for (int n = low; n <= most; n++) out[i + per - n] += poly[i];
        deg += per;
        memcpy(poly, out, sizeof poly);
    }
    int64_t total = 0;
    for (int i = 0; i <= deg && i <= h[MM_TWO]; i++) total += poly[i];
    return total;
}

int64_t mm_count_type(const uint8_t *h, mm_reading rd, int boat_floor) {
    int kind = rd.kind, k = rd.length, top = rd.top, att = rd.attach, w = h[MM_TWO];
    int cost[12][256];  /* the wild-2 cost of taking j cards of rank r */
    int avail[12];
    if (kind == MM_SINGLE || kind == MM_DRONE || kind == MM_SUPER_DRONE || kind == MM_SPACESHIP)
        return 1;
    if (kind == MM_PAIR) {
        if (top == MM_TWO) return w >= 2;
        return (h[top] >= 2) + (h[top] >= 1 && w >= 1);
    }
    if (kind == MM_LONE_BOAT) {
        if (att == MM_NONE) return 1;
        int64_t n = 0;
        for (int r = boat_floor + 1; r < 12; r++) n += h[r] >= att;
        return n;
    }
    int lo = k == 1 ? top : top - k + 1;
    if (kind == MM_PAIR_SEQUENCE) return deficit_count(h, lo, top, 2, 0);
    if (kind == MM_STARSHIP || (k == 1 && top == MM_TWO)) {
        int per = mm_kinds[kind].group, rest[13];
        for (int r = 0; r < 13; r++) rest[r] = h[r];
        for (int r = lo; r <= top; r++) rest[r] -= per;
        for (int r = 0; r < 13; r++)
            if (rest[r] < 0) return 0;
        if (att == MM_NONE) return 1;
        int n = k * mm_kinds[kind].attach_per_group;
        for (int r = 0; r < 12; r++) {
            avail[r] = rest[r];
            for (int j = 0; j <= rest[r]; j++) cost[r][j] = att == MM_SINGLES ? 0 : j & 1;
        }
        return count_budget(avail, cost, att == MM_SINGLES ? n : 2 * n, rest[MM_TWO]);
    }
    /* Rockets with wild 2s (a lone triple of 3..A needs one natural card). */
    int low = k == 1 ? 1 : 0;
    if (att == MM_NONE) return deficit_count(h, lo, top, 3, low);
    for (int r = 0; r < 12; r++) {
        avail[r] = h[r];
        int inside = r >= lo && r <= top;
        for (int j = 0; j <= h[r]; j++) {
            if (inside) {
                if (j < low) {
                    cost[r][j] = NOPE;
                    continue;
                }
                int extra = j > 3 ? j - 3 : 0;
                cost[r][j] = (j < 3 ? 3 - j : 0) + (att == MM_PAIRS ? extra & 1 : 0);
            } else {
                cost[r][j] = att == MM_PAIRS ? j & 1 : 0;
            }
        }
    }
    return count_budget(avail, cost, (3 + att) * k, w);
}
