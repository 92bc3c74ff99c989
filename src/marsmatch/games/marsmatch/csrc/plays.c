/* Concrete plays of a play type: the main cards, the pool attachments may come from, and
 * the default attachments (lowest cards that break the least). The compiled form of
 * builder.main_cards, builder.attachment_pool, builder.boat_floor and moves.default_play.
 *
 * The attachment rules (R3.6, R3.10, R3.13): attachments are never jokers and never 2s on
 * a Lone Boat; a Lone Boat answering one with the same joker carries a higher attachment;
 * attached pairs are natural pairs, X+2 or 2+2; and a 2 is wild only where no natural card
 * of its group's rank is in the play, so an attachment never has the rank of a main group
 * that took a wild 2. */
#include "mm.h"

static int wild_kind(int kind) { return mm_kinds[kind].wild; }

int mm_window_lo(mm_reading rd) { return rd.top - rd.length + 1; }

void mm_main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    for (int r = 0; r < 16; r++) m[r] = 0;
    switch (rd.kind) {
    case MM_SINGLE:
    case MM_LONE_BOAT:
        m[rd.top] = 1;
        return;
    case MM_SPACESHIP:
        m[MM_BJ] = (uint8_t)rd.top;
        m[MM_LJ] = (uint8_t)(2 - rd.top);
        return;
    case MM_SUPER_DRONE:
        m[0] = 3;
        return;
    case MM_DRONE:
        m[rd.top] = (uint8_t)rd.length;
        return;
    }
    int per = mm_kinds[rd.kind].group, wild = wild_kind(rd.kind);
    for (int r = mm_window_lo(rd); r <= rd.top; r++) {
        int take = wild && r != MM_TWO ? (h[r] < per ? h[r] : per) : per;
        m[r] += take;
        m[MM_TWO] += per - take;
    }
}

void mm_attachment_pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *pool) {
    for (int r = 0; r < MM_LANES; r++) pool[r] = h[r] - main[r];
    pool[MM_LJ] = pool[MM_BJ] = 0;
    if (rd.kind == MM_LONE_BOAT) {
        pool[MM_TWO] = 0;
    } else if (wild_kind(rd.kind)) {
        int per = mm_kinds[rd.kind].group;
        for (int r = mm_window_lo(rd); r <= rd.top; r++)
            if (r != MM_TWO && main[r] < per) pool[r] = 0;
    }
}

int mm_boat_floor(mm_reading rd, int has_top, mm_reading top, int top_boat_rank) {
    if (!has_top || rd.kind != MM_LONE_BOAT) return -1;
    if (top.kind != MM_LONE_BOAT || top.top != rd.top) return -1;
    return top_boat_rank;
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

/* n attached singles that break the least: loose cards low first, 2s and bombs last. */
static int pick_singles(const int *rest, int n, int above, int *picked) {
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

/* n attached pairs: natural pairs that break the least first, then X+2, then 2+2. */
static int pick_pairs(const int *rest, int n, int allow_two, int above, int *picked) {
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

int mm_default_play(const uint8_t *h, mm_reading rd, int boat_floor, uint8_t *out) {
    mm_main_cards(h, rd, out);
    for (int r = 0; r < MM_LANES; r++)
        if (out[r] > h[r]) return 1;
    if (rd.attach == MM_NONE) return 0;
    int pool[MM_LANES], add[MM_LANES] = {0}, ok;
    mm_attachment_pool(h, rd, out, pool);
    if (rd.kind == MM_LONE_BOAT)
        ok = rd.attach == MM_SINGLES ? pick_singles(pool, 1, boat_floor, add)
                                     : pick_pairs(pool, 1, 0, boat_floor, add);
    else {
        int n = rd.length * mm_kinds[rd.kind].attach_per_group;
        ok = rd.attach == MM_SINGLES ? pick_singles(pool, n, -1, add)
                                     : pick_pairs(pool, n, 1, -1, add);
    }
    if (!ok) return 2;
    for (int r = 0; r < MM_LANES; r++) out[r] += add[r];
    return 0;
}
