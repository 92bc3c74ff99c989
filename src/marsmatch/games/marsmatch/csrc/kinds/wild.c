/* The wild 2 (R3.2, R3.3, R3.4, R3.13): the one home of every place a 2 stands in for
 * another rank.
 *
 * R3.2: a pair is two cards of one rank, or a natural card X and a 2 acting as X; two 2s
 * are a pair of 2s. R3.3, R3.4: any card of a Pair Sequence or a Rocket may be a 2 acting
 * as the needed rank (R3.5: never a Starship's quads, R3.7: never a Drone). R3.10: an
 * attached pair is XX, X+2 or 2+2. R3.13: a play is its multiset of ranks with its reading,
 * however the 2s are assigned, so a main group always holds as many natural cards as the
 * play has of its rank, a 2 is wild only where no natural card of that rank is left in the
 * play, and a lone pair or triple made only of 2s is natural 2s.
 *
 * The kinds whose facts say `wild` (pair, pair_sequence, rocket) build on these; a
 * Starship's quads use the same window scans with wild off. */
#include <string.h>

#include "kinds.h"

int mm_wild_rest(const uint8_t *m, int lo, int hi, int per, int wild, int *rest) {
    for (int r = 0; r < MM_LANES; r++) rest[r] = m[r];
    for (int r = lo; r <= hi; r++) {
        int take = rest[r] < per ? rest[r] : per;
        if (take < per) {
            if (!wild) return 0;
            rest[MM_TWO] -= per - take;
        }
        rest[r] -= take;
    }
    return rest[MM_TWO] >= 0;
}

/* --- concrete plays ----------------------------------------------------------------------- */

void mm_wild_main(const uint8_t *h, mm_reading rd, int per, int wild, uint8_t *m) {
    for (int r = 0; r < 16; r++) m[r] = 0;
    for (int r = rd.top - rd.length + 1; r <= rd.top; r++) {
        int take = wild && r != MM_TWO ? (h[r] < per ? h[r] : per) : per;
        m[r] += take;
        m[MM_TWO] += per - take;
    }
}

void mm_wild_pool(mm_reading rd, int per, const uint8_t *main, int *pool) {
    for (int r = rd.top - rd.length + 1; r <= rd.top; r++)
        if (r != MM_TWO && main[r] < per) pool[r] = 0;
}

int mm_wild_choice_ranks(const uint8_t *h, mm_reading rd, int *out) {
    const mm_kind *k = mm_kinds[rd.kind];
    if (!k->wild || rd.top == MM_TWO || rd.length < 1) return 0;
    int per = k->group, low = rd.length == 1, forced = 0, n = 0;
    for (int r = rd.top - rd.length + 1; r <= rd.top; r++) forced += h[r] < per ? per - h[r] : 0;
    if (h[MM_TWO] <= forced) return 0;  /* no 2 to spare: no choice */
    for (int r = rd.top - rd.length + 1; r <= rd.top; r++)
        if ((h[r] < per ? h[r] : per) > low) out[n++] = r;
    return n;
}

void mm_wild_main_with(const uint8_t *h, mm_reading rd, const int *wilds, uint8_t *m) {
    int per = mm_kinds[rd.kind]->group;
    mm_main_cards(h, rd, m);
    for (int r = 0; r < MM_TWO; r++) {
        if (wilds[r] < 0) continue;
        int natural = per - wilds[r];
        m[MM_TWO] = (uint8_t)(m[MM_TWO] + m[r] - natural);
        m[r] = (uint8_t)natural;
    }
}

int mm_wild_choices(const uint8_t *h, mm_reading rd, const int *wilds, int rank, int floor,
                    int *out) {
    int per = mm_kinds[rd.kind]->group, low = rd.length == 1, n = 0;
    int attached = mm_attachment_cards(rd);
    for (int w = 0; w <= per; w++) {
        int natural = per - w, chosen[MM_LANES], pool[MM_LANES], ranks[16];
        if (natural < low || natural > (h[rank] < per ? h[rank] : per)) continue;
        uint8_t m[16];
        for (int r = 0; r < MM_LANES; r++) chosen[r] = wilds[r];
        chosen[rank] = w;
        mm_wild_main_with(h, rd, chosen, m);
        if (m[MM_TWO] > h[MM_TWO]) continue;
        mm_attachment_pool(h, rd, m, pool);
        if (attached && !mm_attachment_ranks(rd, pool, NULL, 0, floor, ranks)) continue;
        out[n++] = w;
    }
    return n;
}

int mm_wild_spell(mm_cursor *c, int per, int wild, int low) {
    int k = c->rd.length, lo = c->rd.top - k + 1;
    if (c->spelled < 0 || k < 1 || k > 16) return 0;
    for (;;) {
        if (!c->spelled) {  /* R3.13: natural cards first */
            for (int i = 0; i < k; i++) {
                int held = c->h[lo + i];
                c->nat[i] = !wild || held > per ? per : held;
                if (c->nat[i] < low) return c->spelled = -1, 0;
            }
            c->spelled = 1;
        } else {  /* one natural card fewer in the last group that can spare one */
            int i = k - 1;
            while (wild && i >= 0 && c->nat[i] <= low) i--;
            if (!wild || i < 0) return c->spelled = -1, 0;
            c->nat[i]--;
            for (int j = i + 1; j < k; j++) c->nat[j] = c->h[lo + j] < per ? c->h[lo + j] : per;
        }
        int twos = 0, ok = 1;
        memset(c->main, 0, sizeof c->main);
        for (int i = 0; i < k; i++) {
            c->main[lo + i] = (uint8_t)(c->main[lo + i] + c->nat[i]);
            twos += per - c->nat[i];  /* R3.2-R3.4: a 2 stands in for each missing card */
        }
        c->main[MM_TWO] = (uint8_t)(c->main[MM_TWO] + twos);
        for (int r = 0; r < MM_LANES; r++) ok &= c->main[r] <= c->h[r];
        if (ok) return 1;
    }
}

/* --- how a play reads -------------------------------------------------------------------- */

void mm_wild_faces(const uint8_t *counts, mm_reading rd, uint8_t *main, uint8_t *as_main,
                   uint8_t *as_attached) {
    int per = mm_kinds[rd.kind]->group, rest[MM_LANES];
    for (int r = 0; r < 16; r++) main[r] = as_main[r] = as_attached[r] = 0;
    for (int r = 0; r < MM_LANES; r++) rest[r] = counts[r];
    if (!per) {  /* a bomb of loose cards: no group for a 2 to stand in */
        for (int r = 0; r < MM_LANES; r++) main[r] = counts[r];
        return;
    }
    /* R3.13: a main group holds every natural card of its rank it can; 2s stand for the rest */
    for (int r = rd.top - rd.length + 1; r <= rd.top; r++) {
        int take = rest[r] < per ? rest[r] : per;
        rest[r] -= take;
        int wild = per - take < rest[MM_TWO] ? per - take : rest[MM_TWO];
        rest[MM_TWO] -= wild;
        main[r] = (uint8_t)take;
        as_main[r] = (uint8_t)wild;
    }
    /* R3.10: an attached pair X+2, where an odd natural X is left and a 2 to pair it */
    if (rd.attach == MM_PAIRS)
        for (int r = 0; r < MM_TWO; r++)
            if (rest[r] % 2 && rest[MM_TWO]) {
                rest[MM_TWO]--;
                as_attached[r] = 1;
            }
}

/* --- counting ----------------------------------------------------------------------------- */

int64_t mm_wild_count(const uint8_t *h, int lo, int hi, int per, int low) {
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

int64_t mm_wild_count_attached(const uint8_t *h, mm_reading rd, int per, int low) {
    int lo = rd.top - rd.length + 1, att = rd.attach;
    if (att == MM_NONE) return mm_wild_count(h, lo, rd.top, per, low);
    int cost[12][256], avail[12];  /* the 2s taking j cards of rank r costs (-1: not allowed) */
    for (int r = 0; r < 12; r++) {
        avail[r] = h[r];
        int inside = r >= lo && r <= rd.top;
        for (int j = 0; j <= h[r]; j++) {
            if (inside) {
                if (j < low) {
                    cost[r][j] = -1;
                    continue;
                }
                int extra = j > per ? j - per : 0;  /* beyond the group: attached cards */
                cost[r][j] = (j < per ? per - j : 0) + (att == MM_PAIRS ? extra & 1 : 0);
            } else {
                cost[r][j] = att == MM_PAIRS ? j & 1 : 0;  /* an odd one pairs with a 2 */
            }
        }
    }
    return mm_count_budget(avail, cost, (per + att) * rd.length, h[MM_TWO]);
}

/* --- attached pairs: XX, X+2 or 2+2 ------------------------------------------------------- */

int mm_wild_pairs_ok(const int *rest) {
    int odd = 0;
    for (int r = 0; r < 12; r++) odd += rest[r] & 1;
    return rest[MM_TWO] >= odd;
}

/* Sorts ranks by an integer key, ascending (a handful of ranks: insertion sort). */
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

int mm_wild_pick_pairs(const int *rest, int n, int allow_two, int above, int *picked) {
    int avail[MM_LANES], order[12], key[13] = {0}, no = 0;
    for (int r = 0; r < MM_LANES; r++) avail[r] = rest[r];
    for (int r = above + 1; r < 12; r++) {
        if (avail[r] < 2) continue;
        key[r] = (avail[r] >= 4) << 9 | (avail[r] != 2) << 8 | r;
        order[no++] = r;
    }
    sort_by(order, key, no);
    for (int i = 0; i < no; i++) {
        int r = order[i];
        while (n && avail[r] >= 2) {
            avail[r] -= 2;
            picked[r] += 2;
            n--;
        }
    }
    if (allow_two) {
        no = 0;
        for (int r = above + 1; r < 12; r++) {
            if (!avail[r]) continue;
            key[r] = (avail[r] != 1) << 8 | r;
            order[no++] = r;
        }
        sort_by(order, key, no);
        for (int i = 0; i < no; i++) {
            int r = order[i];
            while (n && avail[r] && avail[MM_TWO]) {
                avail[r]--;
                avail[MM_TWO]--;
                picked[r]++;
                picked[MM_TWO]++;
                n--;
            }
        }
        while (n && avail[MM_TWO] >= 2) {
            avail[MM_TWO] -= 2;
            picked[MM_TWO] += 2;
            n--;
        }
    }
    return !n;
}

#define MM_MORE 256  /* attachment cards still to choose: far more than any play holds */

int mm_wild_pairs_completable(const int *counts, const int *avail, int r, int more) {
    int c[13], u[13];
    for (int q = 0; q < 13; q++) {
        c[q] = counts[q];
        u[q] = avail[q];
    }
    c[r]++;
    u[r]--;
    int fixed_odd = 0, twos = c[MM_TWO];
    for (int q = 0; q < (r < MM_TWO ? r : MM_TWO); q++) fixed_odd += c[q] & 1;
    if (r == MM_TWO) return u[MM_TWO] >= more && fixed_odd <= twos + more;
    if (more >= MM_MORE) return 0;
    /* best[n]: the fewest odd-count natural ranks r..A when n more natural cards are taken
     * from them (rank r already holds c[r]); -1 where n cards cannot be taken */
    int best[MM_MORE], next[MM_MORE];
    for (int n = 0; n <= more; n++) best[n] = -1;
    best[0] = 0;
    for (int q = r; q < MM_TWO; q++) {
        int p0 = q == r ? c[r] & 1 : 0, cap = u[q] < more ? u[q] : more;
        for (int n = 0; n <= more; n++) next[n] = -1;
        for (int n = 0; n <= more; n++) {
            if (best[n] < 0) continue;
            for (int x = 0; x <= cap && n + x <= more; x++) {
                int v = best[n] + ((p0 + x) & 1);
                if (next[n + x] < 0 || v < next[n + x]) next[n + x] = v;
            }
        }
        memcpy(best, next, sizeof(int) * (size_t)(more + 1));
    }
    for (int n = 0; n <= more; n++)
        if (best[n] >= 0 && more - n <= u[MM_TWO] && fixed_odd + best[n] <= twos + (more - n))
            return 1;
    return 0;
}
