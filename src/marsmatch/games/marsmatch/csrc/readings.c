/* Readings (R3.1-R3.13): whether cards form a reading, every reading of some cards, and
 * which of two plays beats the other. The compiled form of combos.fits, combos.readings
 * and combos.beats (tests/oracle/marsmatch/combos.py keeps the readable version). */
#include "mm.h"

mm_kind_info mm_kinds[MM_KINDS];

void mm_bind_kinds(const mm_kind_info info[MM_KINDS]) {
    for (int k = 0; k < MM_KINDS; k++) mm_kinds[k] = info[k];
}

static int bomb_class(int kind) {
    return kind >= 0 && kind < MM_KINDS ? mm_kinds[kind].bomb_class : 0;
}

int mm_boat_attachment_rank(const uint8_t *counts) {
    for (int r = 0; r < 12; r++)
        if (counts[r]) return r;
    return -1;
}

/* What is left of m after main groups of `per` cards on ranks lo..hi: natural cards first,
 * the rest 2s when `wild`. Returns 0 when the groups cannot be made. */
static int window_rest(const uint8_t *m, int lo, int hi, int per, int wild, int *rest) {
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

static int attachment_ok(const int *rest, int att) {
    if (att == MM_NONE) {
        for (int r = 0; r < MM_LANES; r++)
            if (rest[r]) return 0;
        return 1;
    }
    if (att == MM_SINGLES) return 1;  /* sizes already match; any cards are singles (R3.10) */
    int odd = 0;                      /* pairs: XX, X+2 or 2+2 (R3.2) */
    for (int r = 0; r < 12; r++) odd += rest[r] & 1;
    return rest[MM_TWO] >= odd;
}

int mm_fits(const uint8_t *m, mm_reading rd) {
    int kind = rd.kind, k = rd.length, top = rd.top, att = rd.attach;
    int n = 0, rest[MM_LANES];
    for (int r = 0; r < MM_LANES; r++) n += m[r];
    int jokers = m[MM_LJ] + m[MM_BJ];
    if (kind == MM_SPACESHIP)
        return n == 2 && jokers == 2 && k == 1 && m[MM_BJ] == top && att == MM_NONE;
    if (kind == MM_LONE_BOAT) {
        if ((top != MM_LJ && top != MM_BJ) || m[top] != 1 || jokers != 1 || k != 1 || m[MM_TWO])
            return 0;
        if (att == MM_NONE) return n == 1;
        if (att == MM_SINGLES) return n == 2;
        if (n != 3) return 0;
        for (int r = 0; r < 12; r++)
            if (m[r] == 2) return 1;
        return 0;
    }
    if (jokers) return 0;
    switch (kind) {
    case MM_SINGLE:
        return n == 1 && k == 1 && att == MM_NONE && top >= 0 && top <= MM_TWO && m[top] == 1;
    case MM_PAIR:
        if (n != 2 || k != 1 || att != MM_NONE || top < 0 || top > MM_TWO) return 0;
        return m[top] == 2 || (top < MM_TWO && m[top] == 1 && m[MM_TWO] == 1);
    case MM_SUPER_DRONE:
        return n == 3 && m[0] == 3 && k == 3 && top == 0 && att == MM_NONE;
    case MM_DRONE:
        return att == MM_NONE && k == n && n >= 4 && top >= 0 && top <= MM_TWO && m[top] == n;
    case MM_PAIR_SEQUENCE:
        if (att != MM_NONE || k < 3 || n != 2 * k || top < k - 1 || top > MM_ACE) return 0;
        return window_rest(m, top - k + 1, top, 2, 1, rest) && attachment_ok(rest, MM_NONE);
    case MM_ROCKET:
        if (att < MM_NONE || att > MM_PAIRS || k < 1 || n != (3 + att) * k) return 0;
        if (k == 1 && top == MM_TWO) {
            for (int r = 0; r < MM_LANES; r++) rest[r] = m[r];
            rest[MM_TWO] -= 3;
            if (rest[MM_TWO] < 0) return 0;
        } else {
            if (top < k - 1 || top > MM_ACE) return 0;
            if (k == 1 && m[top] == 0) return 0;  /* a lone triple needs a natural card (R3.13) */
            if (!window_rest(m, top - k + 1, top, 3, 1, rest)) return 0;
        }
        return attachment_ok(rest, att);
    case MM_STARSHIP:
        if (k < 1 || att < MM_NONE || att > MM_PAIRS || n != (4 + 2 * att) * k) return 0;
        if (att == MM_NONE && k < 2) return 0;  /* a lone bare quad is a Drone (R3.5) */
        if (k == 1) {
            if (top < 0 || top > MM_TWO || m[top] < 4) return 0;
            for (int r = 0; r < MM_LANES; r++) rest[r] = m[r];
            rest[top] -= 4;
        } else {
            if (top < k - 1 || top > MM_ACE) return 0;
            if (!window_rest(m, top - k + 1, top, 4, 0, rest)) return 0;
        }
        return attachment_ok(rest, att);
    }
    return 0;
}

/* Every reading the size and jokers of m allow (combos._candidates); mm_fits decides. */
static int candidates(const uint8_t *m, mm_reading *out) {
    int n = 0, c = 0, present[13], np = 0;
    for (int r = 0; r < MM_LANES; r++) n += m[r];
    int jokers = m[MM_LJ] + m[MM_BJ];
    if (jokers) {
        if (n == 2 && jokers == 2) out[c++] = mm_rd(MM_SPACESHIP, 1, m[MM_BJ], MM_NONE);
        if (jokers == 1 && n <= 3) out[c++] = mm_rd(MM_LONE_BOAT, 1, m[MM_LJ] ? MM_LJ : MM_BJ, n - 1);
        return c;
    }
    if (n == 0) return 0;
    for (int r = 0; r < 13; r++)
        if (m[r]) present[np++] = r;
    if (n == 1) out[c++] = mm_rd(MM_SINGLE, 1, present[0], MM_NONE);
    if (n == 2) out[c++] = mm_rd(MM_PAIR, 1, present[0] < MM_TWO ? present[0] : MM_TWO, MM_NONE);
    if (n == 3 && m[0] == 3) out[c++] = mm_rd(MM_SUPER_DRONE, 3, 0, MM_NONE);
    if (n >= 4 && np == 1) out[c++] = mm_rd(MM_DRONE, n, present[0], MM_NONE);
    if (n >= 6 && n % 2 == 0 && n / 2 <= 12)
        for (int top = n / 2 - 1; top <= MM_ACE; top++)
            out[c++] = mm_rd(MM_PAIR_SEQUENCE, n / 2, top, MM_NONE);
    for (int att = MM_NONE; att <= MM_PAIRS; att++) {
        int size = 3 + att;
        if (n % size == 0) {
            int k = n / size;
            if (k == 1)
                for (int top = 0; top <= MM_TWO; top++) out[c++] = mm_rd(MM_ROCKET, 1, top, att);
            else
                for (int top = k - 1; top <= MM_ACE; top++) out[c++] = mm_rd(MM_ROCKET, k, top, att);
        }
        size = 4 + 2 * att;
        if (n % size == 0) {
            int k = n / size;
            if (k == 1)
                for (int i = 0; i < np; i++) out[c++] = mm_rd(MM_STARSHIP, 1, present[i], att);
            else
                for (int top = k - 1; top <= MM_ACE; top++)
                    out[c++] = mm_rd(MM_STARSHIP, k, top, att);
        }
    }
    return c;
}

/* The order of combos.readings: bombs first (strongest class first), then by kind,
 * length, attachment kind, and the highest top first. */
static int before(mm_reading a, mm_reading b) {
    int ka[5] = {-bomb_class(a.kind), a.kind, a.length, a.attach, -a.top};
    int kb[5] = {-bomb_class(b.kind), b.kind, b.length, b.attach, -b.top};
    for (int i = 0; i < 5; i++)
        if (ka[i] != kb[i]) return ka[i] < kb[i];
    return 0;
}

int mm_readings(const uint8_t *m, mm_reading *out) {
    mm_reading cand[128];
    int nc = candidates(m, cand), n = 0;
    for (int i = 0; i < nc; i++) {
        if (!mm_fits(m, cand[i])) continue;
        int j = n++;
        while (j > 0 && before(cand[i], out[j - 1])) {  /* a stable insertion sort */
            out[j] = out[j - 1];
            j--;
        }
        out[j] = cand[i];
    }
    return n;
}

static int single_class(mm_reading rd) {
    return rd.kind == MM_SINGLE || (rd.kind == MM_LONE_BOAT && rd.attach == MM_NONE);
}

int mm_beats(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    int ca = bomb_class(a.kind), cb = bomb_class(b.kind);
    if (ca != cb) return ca > cb;
    if (ca == 1) return a.length != b.length ? a.length > b.length : a.top > b.top;
    if (ca) return a.top > b.top;
    if (single_class(a) && single_class(b)) return a.top > b.top;
    if (a.kind != b.kind || a.length != b.length || a.attach != b.attach) return 0;
    if (a.kind == MM_LONE_BOAT) return a.top != b.top ? a.top > b.top : a_boat > b_boat;
    return a.top > b.top;
}
