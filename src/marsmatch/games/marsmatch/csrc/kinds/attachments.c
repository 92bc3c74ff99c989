/* Attachments (R3.4, R3.5, R3.10): the singles or pairs a Rocket or a Starship carries.
 *
 * R3.4: a Rocket of k triples carries nothing, exactly k singles or exactly k pairs.
 * R3.5: a Starship of k quads carries exactly 2k singles or 2k pairs, or nothing when
 * k >= 2 (2s allowed, also as wild in an attached pair). R3.10: attachments never contain
 * jokers; their ranks are free (they may repeat and may equal a main rank) and never decide
 * a comparison. Attached pairs with 2s are the wild 2's (wild.c); the Lone Boat's single
 * attachment is its own (lone_boat.c). */
#include <string.h>

#include "kinds.h"

int mm_attachment_fits(const int *rest, int att) {
    if (att == MM_NONE) {
        for (int r = 0; r < MM_LANES; r++)
            if (rest[r]) return 0;
        return 1;
    }
    if (att == MM_SINGLES) return 1;  /* sizes already match; any cards are singles (R3.10) */
    return mm_wild_pairs_ok(rest);
}

void mm_plain_pool(const uint8_t *h, const uint8_t *main, int *pool) {
    for (int r = 0; r < MM_LANES; r++) pool[r] = h[r] - main[r];
    pool[MM_LJ] = pool[MM_BJ] = 0;
}

void mm_no_pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *pool) {
    (void)rd;
    mm_plain_pool(h, main, pool);
}

int mm_no_attach(const int *pool, mm_reading rd, int floor, int *add) {
    (void)pool, (void)rd, (void)floor, (void)add;
    return 2;
}

int mm_no_attachment_ranks(mm_reading rd, const int *avail, const int *chosen, int nchosen,
                           int floor, int *out) {
    (void)rd, (void)avail, (void)chosen, (void)nchosen, (void)floor, (void)out;
    return 0;
}

/* --- every play: the attachments of each spelling of the main groups ----------------------- */

/* The next n attachment cards from the pool (ranks 3..2, never a joker: R3.10), in
 * decreasing order of their counts read from the lowest rank (`first`: the first such);
 * pairs split into XX, X+2 or 2+2. 0 when there is none. */
static int next_attachments(int *add, const int *pool, int n, int pairs, int first) {
    for (;;) {
        int r, left = n;
        if (first) {
            for (r = 0; r < 13; r++) {
                add[r] = pool[r] < left ? (pool[r] > 0 ? pool[r] : 0) : left;
                left -= add[r];
            }
            if (left) return 0;
            first = 0;
        } else {  /* one card fewer of the last rank with room after it; the rest refilled */
            int room = 0;
            for (r = 12; r >= 0; r--) {
                if (add[r] && room) break;
                room += pool[r] - add[r];
            }
            if (r < 0) return 0;
            add[r]--;
            left = 1;
            for (int q = r + 1; q < 13; q++) left += add[q];
            for (int q = r + 1; q < 13; q++) {
                add[q] = pool[q] < left ? pool[q] : left;
                left -= add[q];
            }
        }
        if (!pairs || mm_wild_pairs_ok(add)) return 1;
    }
}

int mm_spelled_next(mm_cursor *c, uint8_t *out, int per, int wild, int low) {
    int n = mm_attachment_cards(c->rd), pairs = c->rd.attach == MM_PAIRS;
    for (;;) {
        if (c->attaching && next_attachments(c->add, c->att_pool, n, pairs, 0)) break;
        c->attaching = 0;
        if (!mm_wild_spell(c, per, wild, low)) return 0;
        memset(c->add, 0, sizeof c->add);
        if (c->rd.attach == MM_NONE) break;
        mm_attachment_pool(c->h, c->rd, c->main, c->att_pool);
        if (next_attachments(c->add, c->att_pool, n, pairs, 1)) {
            c->attaching = 1;
            break;
        }
    }
    for (int r = 0; r < 16; r++) out[r] = (uint8_t)(c->main[r] + (r < MM_LANES ? c->add[r] : 0));
    return 1;
}

/* --- default attachments: the lowest cards that break the least ---------------------------- */

static void sort_by(int *ranks, const int *key, int n) {
    for (int i = 1; i < n; i++) {
        int r = ranks[i], j = i;
        while (j > 0 && key[ranks[j - 1]] > key[r]) {
            ranks[j] = ranks[j - 1];
            j--;
        }
        ranks[j] = r;
    }
}

int mm_pick_singles(const int *rest, int n, int above, int *picked) {
    int order[13], key[13] = {0}, no = 0;
    for (int r = above + 1; r < 13; r++) {
        if (!rest[r]) continue;
        key[r] = (r == MM_TWO) << 10 | (rest[r] >= 4) << 9 | (rest[r] != 1) << 8 | r;
        order[no++] = r;
    }
    sort_by(order, key, no);
    for (int i = 0; i < no; i++) {
        int r = order[i], take = n < rest[r] ? n : rest[r];
        picked[r] += take;
        n -= take;
        if (!n) return 1;
    }
    return 0;
}

int mm_group_attach(const int *pool, mm_reading rd, int floor, int *add) {
    (void)floor;
    int n = rd.length * mm_kinds[rd.kind]->attach_per_group;
    int ok = rd.attach == MM_SINGLES ? mm_pick_singles(pool, n, -1, add)
                                     : mm_wild_pick_pairs(pool, n, 1, -1, add);
    return ok ? 0 : 2;
}

/* --- the builder's step: which attachment rank may come next ------------------------------- */

int mm_group_attachment_ranks(mm_reading rd, const int *avail, const int *chosen, int nchosen,
                              int floor, int *out) {
    (void)floor;
    int left = rd.length * mm_kinds[rd.kind]->attach_per_group * rd.attach - nchosen;
    int last = nchosen ? chosen[nchosen - 1] : 0, n = 0;
    if (rd.attach == MM_SINGLES) {
        int above = 0;  /* cards of rank >= r, for r = last */
        for (int r = last; r <= MM_TWO; r++) above += avail[r];
        for (int r = last; r <= MM_TWO; r++) {
            if (avail[r] >= 1 && above >= left) out[n++] = r;
            above -= avail[r];
        }
        return n;
    }
    int counts[13] = {0};
    for (int i = 0; i < nchosen; i++) counts[chosen[i]]++;
    for (int r = last; r <= MM_TWO; r++)
        if (avail[r] >= 1 && mm_wild_pairs_completable(counts, avail, r, left - 1)) out[n++] = r;
    return n;
}

int64_t mm_count_natural(const uint8_t *h, mm_reading rd, int per) {
    int rest[13], cost[12][256], avail[12];
    for (int r = 0; r < 13; r++) rest[r] = h[r];
    for (int r = rd.top - rd.length + 1; r <= rd.top; r++) rest[r] -= per;
    for (int r = 0; r < 13; r++)
        if (rest[r] < 0) return 0;
    if (rd.attach == MM_NONE) return 1;
    int n = rd.length * mm_kinds[rd.kind]->attach_per_group;
    for (int r = 0; r < 12; r++) {
        avail[r] = rest[r];
        for (int j = 0; j <= rest[r]; j++) cost[r][j] = rd.attach == MM_SINGLES ? 0 : j & 1;
    }
    return mm_count_budget(avail, cost, rd.attach == MM_SINGLES ? n : 2 * n, rest[MM_TWO]);
}

/* --- counting (R3.13) ------------------------------------------------------------------------ */

#define MAX_SIZE 64

int64_t mm_count_budget(const int avail[12], int cost[12][256], int size, int twos) {
    if (size < 0 || twos < 0) return 0;
    if (size >= MAX_SIZE) return -1;
    int cap = twos < size ? twos : size, width = cap + 1, cells = (size + 1) * width;
    int64_t bufa[MAX_SIZE * MAX_SIZE], bufb[MAX_SIZE * MAX_SIZE];
    int64_t *table = bufa, *next = bufb;  /* table[i * width + c]: i cards taken, cost c */
    memset(table, 0, (size_t)cells * sizeof *table);
    table[0] = 1;
    int reach = 0;  /* most cards taken so far */
    for (int r = 0; r < 12; r++) {
        if (avail[r] == 0 && cost[r][0] == 0) continue;  /* takes nothing: the identity */
        int top = reach < size ? reach : size;
        for (int j = 0; j <= avail[r] && j <= size; j++)
            if (cost[r][j] >= 0 && cost[r][j] <= cap && reach + j > top) top = reach + j;
        if (top > size) top = size;
        memset(next, 0, (size_t)(top + 1) * (size_t)width * sizeof *next);
        for (int j = 0; j <= avail[r] && j <= size; j++) {
            int d = cost[r][j];
            if (d < 0 || d > cap) continue;
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

/* --- why cards are no grouped reading (R3.4, R3.5, R3.10) -------------------------------- */

int mm_group_why_not(const uint8_t *m, int per, int wild, int units, int bare_from) {
    uint8_t core[16];
    int rest[MM_LANES], n = mm_size(m);
    for (int r = 0; r < 16; r++) core[r] = r < MM_LANES ? m[r] : 0;
    core[MM_LJ] = core[MM_BJ] = 0;
    for (int k = n / per; k >= 1; k--) {
        int first = k == 1 ? 0 : k - 1, last = k == 1 ? MM_TWO : MM_ACE;
        for (int top = first; top <= last; top++) {
            if (k == 1 && top != MM_TWO && core[top] == 0) continue;  /* R3.13 */
            if (!mm_wild_rest(core, top - k + 1, top, per, wild && !(k == 1 && top == MM_TWO),
                              rest))
                continue;
            int left = n - per * k;
            int sized = left == units * k || left == 2 * units * k || (left == 0 && k >= bare_from);
            if (!sized) return MM_NOT_ATTACH_COUNT;
            if (mm_jokers(m)) return MM_NOT_JOKER_ATTACHED;
            if (left == 2 * units * k && !mm_wild_pairs_ok(rest)) return MM_NOT_ATTACH_COUNT;
            return MM_NOT_FAR;
        }
    }
    return -1;
}

int mm_chained(const uint8_t *m, int per, int wild) {
    int first = -1, last = -1, count = 0;
    for (int r = 0; r <= (wild ? MM_ACE : MM_TWO); r++) {
        if (m[r] < per) continue;
        if (first < 0) first = r;
        last = r;
        count++;
    }
    if (count < 2) return 0;
    if (!wild) return last - first != count - 1 || last > MM_ACE;
    int gaps = 0;  /* R3.4, R3.13: 2s stand in for the missing cards of the run */
    for (int r = first; r <= last; r++) gaps += m[r] < per ? per - m[r] : 0;
    return gaps > m[MM_TWO];
}
