/* Lone Boat (R3.6): one joker, alone or with one attached single or one attached pair; the
 * attachment contains no 2 at all (neither natural nor wild) and no joker. A bare Lone Boat
 * is a single card that beats every non-joker single; BJ beats LJ. With an attachment it
 * answers only a Lone Boat carrying the same attachment kind: the joker first, then the
 * attachment's rank when the jokers are equal, so a Lone Boat answering one with the same
 * joker carries a higher attachment. */
#include <string.h>

#include "kinds.h"

int mm_boat_attachment_rank(const uint8_t *counts) {
    for (int r = 0; r < 12; r++)
        if (counts[r]) return r;
    return -1;
}

int mm_boat_floor(mm_reading rd, const mm_top *top) {
    if (!top || !top->has || rd.kind != MM_LONE_BOAT) return -1;
    if (top->rd.kind != MM_LONE_BOAT || top->rd.top != rd.top) return -1;
    return top->boat;
}

static int bare(mm_reading rd) { return rd.kind == MM_LONE_BOAT && rd.attach == MM_NONE; }

/* The plays that answer each other as singles: a single and a bare Lone Boat. */
static int single_like(mm_reading rd) { return rd.kind == MM_SINGLE || bare(rd); }

static int fits(const uint8_t *m, int n, mm_reading rd) {
    int top = rd.top;
    if ((top != MM_LJ && top != MM_BJ) || m[top] != 1 || m[MM_LJ] + m[MM_BJ] != 1 ||
        rd.length != 1 || m[MM_TWO])
        return 0;
    if (rd.attach == MM_NONE) return n == 1;
    if (rd.attach == MM_SINGLES) return n == 2;
    if (rd.attach != MM_PAIRS || n != 3) return 0;
    for (int r = 0; r < 12; r++)
        if (m[r] == 2) return 1;
    return 0;
}

static int candidates(const uint8_t *m, int n, mm_reading *out) {
    if (m[MM_LJ] + m[MM_BJ] != 1 || n > 3) return 0;
    out[0] = mm_rd(MM_LONE_BOAT, 1, m[MM_LJ] ? MM_LJ : MM_BJ, n - 1);
    return 1;
}

/* Lone Boats of the jokers held (above joker_above; with the same joker as the top, the
 * attachment above rank_above). */
static void boats(const uint8_t *h, int att_only, int joker_above, int rank_above, mm_sink *s) {
    for (int j = MM_LJ; j <= MM_BJ; j++) {
        if (!h[j] || j < joker_above) continue;
        int floor = j == joker_above ? rank_above : -1;
        for (int att = MM_NONE; att <= MM_PAIRS; att++) {
            if (att_only >= 0 && att != att_only) continue;
            if (att == MM_NONE) {
                if (j > joker_above) mm_put(s, MM_LONE_BOAT, 1, j, MM_NONE);
                continue;
            }
            for (int r = floor + 1; r < 12; r++)
                if (h[r] >= att) {
                    mm_put(s, MM_LONE_BOAT, 1, j, att);
                    break;
                }
        }
    }
}

static void types(const uint8_t *h, const mm_top *top, mm_sink *s) {
    if (!top->has) {
        boats(h, -1, -1, -1, s);
    } else if (single_like(top->rd)) {  /* answering a single: the bare jokers above it */
        for (int j = MM_LJ; j <= MM_BJ; j++)
            if (h[j] && j > top->rd.top) mm_put(s, MM_LONE_BOAT, 1, j, MM_NONE);
    } else if (top->rd.kind == MM_LONE_BOAT) {
        boats(h, top->rd.attach, top->rd.top, top->boat, s);
    }
}

static void main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    (void)h;
    for (int r = 0; r < 16; r++) m[r] = 0;
    m[rd.top] = 1;
}

static void pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *out) {
    (void)rd;
    mm_plain_pool(h, main, out);
    out[MM_TWO] = 0;  /* no 2 at all */
}

static int attach(const int *pool, mm_reading rd, int floor, int *add) {
    int ok = rd.attach == MM_SINGLES ? mm_pick_singles(pool, 1, floor, add)
                                     : mm_wild_pick_pairs(pool, 1, 0, floor, add);
    return ok ? 0 : 2;
}

/* One natural single or pair above the floor. */
static int attachment_ranks(mm_reading rd, const int *avail, const int *chosen, int nchosen,
                            int floor, int *out) {
    int n = 0;
    if (rd.attach == MM_SINGLES) {
        for (int r = floor + 1; r < 12; r++)
            if (r >= 0 && avail[r] >= 1) out[n++] = r;
        return n;
    }
    if (nchosen) {  /* the second card of the pair */
        if (avail[chosen[0]] >= 1) out[n++] = chosen[0];
        return n;
    }
    for (int r = floor + 1; r < 12; r++)
        if (r >= 0 && avail[r] >= 2) out[n++] = r;
    return n;
}

static int64_t count(const uint8_t *h, mm_reading rd, int boat_floor) {
    if (rd.attach == MM_NONE) return 1;
    int64_t n = 0;
    for (int r = boat_floor + 1; r < 12; r++) n += h[r] >= rd.attach;
    return n;
}

static mm_verdict compare(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    if (single_like(b)) {  /* a bare Lone Boat against a single, or a single's answers to one */
        if (!single_like(a)) return mm_verdict_of(0, MM_WHY_SHAPE, b.kind);
        if (a.top == b.top) return mm_verdict_of(0, MM_WHY_EQUAL, MM_LONE_BOAT);
        return mm_verdict_of(a.top > b.top, MM_WHY_BARE_BOAT, MM_LONE_BOAT);
    }
    if (a.kind != MM_LONE_BOAT || a.length != b.length || a.attach != b.attach)
        return mm_verdict_of(0, MM_WHY_SHAPE, MM_LONE_BOAT);
    if (a.top == b.top && a_boat == b_boat) return mm_verdict_of(0, MM_WHY_EQUAL, MM_LONE_BOAT);
    int beats = a.top != b.top ? a.top > b.top : a_boat > b_boat;
    return mm_verdict_of(beats, MM_WHY_ATTACHMENT, MM_LONE_BOAT);
}

/* R3.6: the joker alone, or with one single or one pair of a natural rank 3..A (never a 2,
 * never a joker), the lowest rank first. */
static int plays(mm_cursor *c, uint8_t *out) {
    int joker = c->rd.top, need = c->rd.attach == MM_SINGLES ? 1 : 2;
    if (c->spelled < 0 || !c->h[joker]) return 0;
    memset(out, 0, 16);
    out[joker] = 1;
    if (c->rd.attach == MM_NONE) return c->spelled = -1, 1;
    for (int r = c->nat[0]; r < 12; r++)
        if (c->h[r] >= need) {
            out[r] = (uint8_t)need;
            c->nat[0] = r + 1;
            return c->spelled = 1, 1;
        }
    return c->spelled = -1, 0;
}

/* R3.6: one joker carries one single or one pair, and never a 2. */
static int why_not(const uint8_t *m, int n) {
    if (mm_jokers(m) != 1 || n == 1) return MM_NOT_FAR;
    if (m[MM_TWO] && n <= 3) return MM_NOT_TWO_IN_BOAT;
    if (n > 3 || (n == 3 && mm_most_natural(m) != 2)) return MM_NOT_BOAT_SIZE;
    return MM_NOT_FAR;
}

mm_verdict mm_boat_compare(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    return compare(a, a_boat, b, b_boat);
}

const mm_kind mm_lone_boat = {"lone_boat", 1, 1, 0, 0, fits, candidates, types, main_cards,
                              pool, attach, attachment_ranks, count, compare, why_not,
                              plays, mm_boat_attachment_rank, 1};
