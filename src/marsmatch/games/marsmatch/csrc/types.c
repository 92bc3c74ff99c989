/* Play types (readings) of a hand, by sliding windows over rank counts with the wild 2s as
 * a deficit budget, never by enumerating plays: the compiled form of moves.play_types and
 * moves.answer_types, emitting the same readings in the same order. */
#include "mm.h"

typedef struct {
    mm_reading *out;
    int n;
} sink;

static inline void put(sink *s, int kind, int length, int top, int attach) {
    if (s->n < MM_MAX_TYPES) s->out[s->n] = mm_rd(kind, length, top, attach);
    s->n++;
}

/* Most disjoint pairs (XX, X2 or 22) from naturals summarised by (half, odd) and 2s. */
static int max_pairs(int half, int odd, int twos) {
    int used = twos < odd ? twos : odd;
    return half + used + ((twos - used) >> 1);
}

/* One window of groups (moves._groups): length, top, wild 2s used and how the groups
 * change the hand's pair summary. */
typedef struct {
    int k, top, used, d_half, d_odd;
} window;

/* Windows of `per`-card groups of length >= 2 above `above`; every length when k_only < 0. */
static int groups(const uint8_t *h, int per, int wild, int k_only, int above, window *out) {
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
                window x = {length, hi, need, half_d, odd_d};
                out[n++] = x;
            } else if (length > k_only) {
                break;
            }
        }
    }
    return n;
}

/* Lone groups of `per` cards above `above` (moves._lone_groups); top 12 is natural 2s. */
static int lone_groups(const uint8_t *h, int per, int wild, int above, window *out) {
    int w = h[MM_TWO], n = 0;
    for (int top = above + 1; top < 13; top++) {
        int c = h[top];
        if (top == MM_TWO) {
            if (c >= per) {  /* natural 2s: they leave the 2s budget, not the naturals */
                window x = {1, top, per, 0, 0};
                out[n++] = x;
            }
            continue;
        }
        if (c == 0 || (c < per && !wild)) continue;
        int need = c < per ? per - c : 0;
        if (need > w) continue;
        int rest = c - per + need;
        window x = {1, top, need, (rest >> 1) - (c >> 1), (rest & 1) - (c & 1)};
        out[n++] = x;
    }
    return n;
}

/* Rockets (per 3) or Starships (per 4) with every feasible attachment kind (moves._attached). */
static void attached(const uint8_t *h, int kind, int per, int att_only, int above, int k_only,
                     sink *s) {
    int w = h[MM_TWO], nonjoker = 0, half = 0, odd = 0;
    for (int r = 0; r < 13; r++) nonjoker += h[r];
    for (int r = 0; r < 12; r++) {
        half += h[r] >> 1;
        odd += h[r] & 1;
    }
    int wild = kind == MM_ROCKET, per_attach = wild ? 1 : 2;
    int atts[3], na = 0;
    if (att_only < 0) {
        atts[0] = MM_NONE; atts[1] = MM_SINGLES; atts[2] = MM_PAIRS;
        na = 3;
    } else {
        atts[na++] = att_only;
    }
    window win[80];
    if (k_only < 0 || k_only == 1) {
        int nw = lone_groups(h, per, wild, above, win);
        for (int i = 0; i < nw; i++) {
            int twos = w - win[i].used;
            for (int a = 0; a < na; a++) {
                int att = atts[a];
                if (att == MM_NONE) {
                    if (wild) put(s, kind, 1, win[i].top, MM_NONE);
                } else if (att == MM_SINGLES) {
                    if (nonjoker - per >= per_attach) put(s, kind, 1, win[i].top, MM_SINGLES);
                } else if (max_pairs(half + win[i].d_half, odd + win[i].d_odd, twos) >= per_attach) {
                    put(s, kind, 1, win[i].top, MM_PAIRS);
                }
            }
        }
    }
    if (k_only == 1) return;
    int nw = groups(h, per, wild, k_only, above, win);
    for (int i = 0; i < nw; i++) {
        int k = win[i].k, twos = w - win[i].used;
        for (int a = 0; a < na; a++) {
            int att = atts[a];
            if (att == MM_NONE) {
                put(s, kind, k, win[i].top, MM_NONE);
            } else if (att == MM_SINGLES) {
                if (nonjoker - per * k >= per_attach * k) put(s, kind, k, win[i].top, MM_SINGLES);
            } else if (max_pairs(half + win[i].d_half, odd + win[i].d_odd, twos) >= per_attach * k) {
                put(s, kind, k, win[i].top, MM_PAIRS);
            }
        }
    }
}

static void pair_sequences(const uint8_t *h, int k_only, int above, sink *s) {
    window win[80];
    int nw = groups(h, 2, 1, k_only, above, win);
    for (int i = 0; i < nw; i++)
        if (win[i].k >= 3) put(s, MM_PAIR_SEQUENCE, win[i].k, win[i].top, MM_NONE);
}

/* Lone Boats; with the same joker as the top, the attachment must rank higher (R3.6). */
static void lone_boats(const uint8_t *h, int att_only, int joker_above, int rank_above, sink *s) {
    for (int j = MM_LJ; j <= MM_BJ; j++) {
        if (!h[j] || j < joker_above) continue;
        int floor = j == joker_above ? rank_above : -1;
        for (int att = MM_NONE; att <= MM_PAIRS; att++) {
            if (att_only >= 0 && att != att_only) continue;
            if (att == MM_NONE) {
                if (j > joker_above) put(s, MM_LONE_BOAT, 1, j, MM_NONE);
                continue;
            }
            for (int r = floor + 1; r < 12; r++)
                if (h[r] >= att) {
                    put(s, MM_LONE_BOAT, 1, j, att);
                    break;
                }
        }
    }
}

/* Drones, the Super Drone and Spaceships stronger than the top (all of them when none). */
static void bombs(const uint8_t *h, int has_top, mm_reading top, sink *s) {
    int klass = has_top && top.kind >= 0 && top.kind < MM_KINDS ? mm_kinds[top.kind].bomb_class : 0;
    if (klass <= 1) {
        int fl = klass == 1 ? top.length : 0, ft = klass == 1 ? top.top : -1;
        for (int r = 0; r < 13; r++)
            for (int n = 4; n <= h[r]; n++)
                if (n > fl || (n == fl && r > ft)) put(s, MM_DRONE, n, r, MM_NONE);
        if (h[0] >= 3) put(s, MM_SUPER_DRONE, 3, 0, MM_NONE);
    }
    int floor_ship = klass == 3 ? top.top : -1;
    int ok[3] = {h[MM_LJ] >= 2, h[MM_LJ] >= 1 && h[MM_BJ] >= 1, h[MM_BJ] >= 2};
    for (int bj = 0; bj < 3; bj++)
        if (ok[bj] && bj > floor_ship) put(s, MM_SPACESHIP, 1, bj, MM_NONE);
}

int mm_play_types(const uint8_t *h, mm_reading *out) {
    sink s = {out, 0};
    int w = h[MM_TWO];
    for (int r = 0; r < 13; r++)
        if (h[r]) put(&s, MM_SINGLE, 1, r, MM_NONE);
    for (int r = 0; r < 12; r++)
        if (h[r] >= 2 || (h[r] && w)) put(&s, MM_PAIR, 1, r, MM_NONE);
    if (w >= 2) put(&s, MM_PAIR, 1, MM_TWO, MM_NONE);
    pair_sequences(h, -1, -1, &s);
    attached(h, MM_ROCKET, 3, -1, -1, -1, &s);
    attached(h, MM_STARSHIP, 4, -1, -1, -1, &s);
    lone_boats(h, -1, -1, -1, &s);
    mm_reading none = mm_rd(0, 0, 0, 0);
    bombs(h, 0, none, &s);
    return s.n;
}

int mm_answer_types(const uint8_t *h, mm_reading top, int top_boat_rank, mm_reading *out) {
    sink s = {out, 0};
    int kind = top.kind;
    if (kind == MM_SINGLE || (kind == MM_LONE_BOAT && top.attach == MM_NONE)) {
        for (int r = top.top + 1; r < 13; r++)
            if (r >= 0 && h[r]) put(&s, MM_SINGLE, 1, r, MM_NONE);
        for (int j = MM_LJ; j <= MM_BJ; j++)
            if (h[j] && j > top.top) put(&s, MM_LONE_BOAT, 1, j, MM_NONE);
    } else if (kind == MM_PAIR) {
        int w = h[MM_TWO];
        for (int r = top.top + 1; r < 12; r++)
            if (r >= 0 && (h[r] >= 2 || (h[r] && w))) put(&s, MM_PAIR, 1, r, MM_NONE);
        if (w >= 2 && top.top < MM_TWO) put(&s, MM_PAIR, 1, MM_TWO, MM_NONE);
    } else if (kind == MM_PAIR_SEQUENCE) {
        pair_sequences(h, top.length, top.top, &s);
    } else if (kind == MM_ROCKET) {
        attached(h, MM_ROCKET, 3, top.attach, top.top, top.length, &s);
    } else if (kind == MM_STARSHIP) {
        attached(h, MM_STARSHIP, 4, top.attach, top.top, top.length, &s);
    } else if (kind == MM_LONE_BOAT) {
        lone_boats(h, top.attach, top.top, top_boat_rank, &s);
    }
    bombs(h, 1, top, &s);
    return s.n;
}
