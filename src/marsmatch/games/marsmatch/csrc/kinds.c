/* The KINDS table and the rules' entry points (mm.h): each entry point asks the section of
 * the kind concerned (kinds/<kind>.c), so every ruling of a kind of play has one home. What
 * holds across kinds is here: a bomb of a stronger class beats any play of a weaker class
 * (R3.7-R3.9), otherwise the answered kind's section decides (R3.12), and the readings of
 * some cards are listed strongest first (R3.11). */
#include <stddef.h>
#include <string.h>

#include "kinds/kinds.h"

/* Unrolled, a loop over the kinds calls each kind's hook directly (in the unity build,
 * kinds_unity.c, where the table's entries are known), and the compiler may inline it. */
#define MM_EACH_KIND _Pragma("GCC unroll 16")

const mm_kind *const mm_kinds[MM_KINDS] = {
    &mm_single, &mm_pair, &mm_pair_sequence, &mm_rocket, &mm_starship,
    &mm_lone_boat, &mm_drone, &mm_super_drone, &mm_spaceship,
};

static inline int kind_ok(int kind) { return kind >= 0 && kind < MM_KINDS; }

int mm_fits(const uint8_t *m, mm_reading rd) {
    return kind_ok(rd.kind) && mm_kinds[rd.kind]->fits(m, mm_size(m), rd);
}

/* The order of the readings of some cards: bombs first (strongest class first), then by
 * kind, length, attachment kind, and the highest top first. */
static int before(mm_reading a, mm_reading b) {
    int ka[5] = {-mm_class_of(a.kind), a.kind, a.length, a.attach, -a.top};
    int kb[5] = {-mm_class_of(b.kind), b.kind, b.length, b.attach, -b.top};
    for (int i = 0; i < 5; i++)
        if (ka[i] != kb[i]) return ka[i] < kb[i];
    return 0;
}

int mm_readings(const uint8_t *m, mm_reading *out) {
    mm_reading cand[MM_MAX_READINGS];
    int size = mm_size(m), nc = 0, n = 0;
    MM_EACH_KIND
    for (int k = 0; k < MM_KINDS; k++) nc += mm_kinds[k]->candidates(m, size, cand + nc);
    for (int i = 0; i < nc; i++) {
        if (!mm_kinds[cand[i].kind]->fits(m, size, cand[i])) continue;
        int j = n++;
        while (j > 0 && before(cand[i], out[j - 1])) {  /* a stable insertion sort */
            out[j] = out[j - 1];
            j--;
        }
        out[j] = cand[i];
    }
    return n;
}

int mm_why_not(const uint8_t *m, int kind) {
    if (!kind_ok(kind)) return MM_NOT_FAR;
    mm_reading found[MM_MAX_READINGS];
    int n = mm_readings(m, found);
    for (int i = 0; i < n; i++)
        if (found[i].kind == kind) return MM_NOT_FAR;  /* a reading of it: nothing stops them */
    return mm_kinds[kind]->why_not(m, mm_size(m));
}

mm_verdict mm_judge(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    int ca = mm_class_of(a.kind), cb = mm_class_of(b.kind);
    if (ca != cb) return mm_verdict_of(ca > cb, MM_WHY_BOMB, ca > cb ? a.kind : b.kind);
    if (!kind_ok(b.kind) || !kind_ok(a.kind)) return mm_verdict_of(0, MM_WHY_SHAPE, 0);
    return mm_kinds[b.kind]->compare(a, a_boat, b, b_boat);
}

mm_verdict mm_same_shape(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    (void)a_boat, (void)b_boat;
    if (a.kind != b.kind || a.length != b.length || a.attach != b.attach)
        return mm_verdict_of(0, MM_WHY_SHAPE, b.kind);
    return mm_by_top(a, b, b.kind);
}

int mm_play_types(const uint8_t *h, mm_reading *out) {
    mm_sink s = {out, 0};
    mm_top lead = {0, {0, 0, 0, 0}, -1};
    MM_EACH_KIND
    for (int k = 0; k < MM_KINDS; k++) mm_kinds[k]->types(h, &lead, &s);
    return s.n;
}

int mm_answer_types(const uint8_t *h, const mm_top *top, mm_reading *out) {
    mm_sink s = {out, 0};
    MM_EACH_KIND
    for (int k = 0; k < MM_KINDS; k++) mm_kinds[k]->types(h, top, &s);
    return s.n;
}

int mm_top_reads_cards(mm_reading rd) { return mm_kinds[rd.kind]->tie != NULL; }

mm_top mm_top_of(mm_reading rd, const uint8_t *counts) {
    mm_top t = {1, rd, mm_top_reads_cards(rd) ? mm_kinds[rd.kind]->tie(counts) : -1};
    return t;
}

void mm_main_cards(const uint8_t *h, mm_reading rd, uint8_t *m) {
    mm_kinds[rd.kind]->main_cards(h, rd, m);
}

void mm_attachment_pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *pool) {
    mm_kinds[rd.kind]->pool(h, rd, main, pool);
}

int mm_default_play(const uint8_t *h, mm_reading rd, int boat_floor, uint8_t *out) {
    mm_main_cards(h, rd, out);
    for (int r = 0; r < MM_LANES; r++)
        if (out[r] > h[r]) return 1;
    if (rd.attach == MM_NONE) return 0;
    int pool[MM_LANES], add[MM_LANES] = {0};
    mm_attachment_pool(h, rd, out, pool);
    if (mm_kinds[rd.kind]->attach(pool, rd, boat_floor, add)) return 2;
    for (int r = 0; r < MM_LANES; r++) out[r] += add[r];
    return 0;
}

int mm_attachment_cards(mm_reading rd) {
    int groups = mm_kinds[rd.kind]->one_group ? 1 : rd.length;
    return groups * mm_kinds[rd.kind]->attach_per_group * rd.attach;
}

int mm_reading_size(mm_reading rd) {
    if (rd.kind == MM_SPACESHIP) return 2;
    if (rd.kind == MM_DRONE || rd.kind == MM_SUPER_DRONE) return rd.length;
    return mm_kinds[rd.kind]->group * rd.length + mm_attachment_cards(rd);
}

int mm_attachment_ranks(mm_reading rd, const int *pool, const int *chosen, int nchosen,
                        int floor, int *out) {
    if (mm_attachment_cards(rd) - nchosen <= 0) return 0;
    int avail[MM_LANES];
    for (int r = 0; r < MM_LANES; r++) avail[r] = pool[r];
    for (int i = 0; i < nchosen; i++) avail[chosen[i]]--;
    return mm_kinds[rd.kind]->attachment_ranks(rd, avail, chosen, nchosen, floor, out);
}

int64_t mm_count_type(const uint8_t *h, mm_reading rd, int boat_floor) {
    return mm_kinds[rd.kind]->count(h, rd, boat_floor);
}

int mm_one_play(mm_cursor *c, uint8_t *out) {
    if (c->spelled) return 0;
    c->spelled = -1;
    mm_main_cards(c->h, c->rd, out);
    for (int r = 0; r < MM_LANES; r++)
        if (out[r] > c->h[r]) return 0;
    return 1;
}

void mm_plays_start(mm_cursor *c, const uint8_t *h, mm_reading rd, const mm_top *top) {
    memset(c, 0, sizeof *c);
    memcpy(c->h, h, MM_LANES);
    c->rd = rd;
    c->top.boat = -1;
    if (top && top->has) c->top = *top;
}

/* The section spells every distinct play; one that does not beat the top is skipped
 * (R3.12 and the answered kind's rule, mm_judge). */
int mm_plays_next(mm_cursor *c, uint8_t *out) {
    const mm_kind *k = mm_kinds[c->rd.kind];
    while (k->plays(c, out)) {
        if (!c->top.has) return 1;
        mm_top a = mm_top_of(c->rd, out);
        if (mm_judge(c->rd, a.boat, c->top.rd, c->top.boat).beats) return 1;
    }
    return 0;
}
