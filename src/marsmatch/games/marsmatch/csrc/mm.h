/* MarsMatch's rules in C: the public surface (docs/compiled-core.md).
 *
 * A hand is 15 lanes of rank counts (uint8_t, one byte of padding): 0..11 are the
 * sequence ranks 3..A, 12 the 2, 13 the Little Joker, 14 the Big Joker (combos.py). A
 * reading is (kind, length, top, attachment kind), exactly combos.Reading.
 *
 * The rules are organised by kind of play: each kind has one section, kinds/<kind>.c,
 * that opens with the rulings it implements and holds the kind's facts (cards per main
 * group, attachments, bomb class, wild 2s) beside its fit, play types, main cards,
 * default attachments, count and comparison. kinds.c dispatches through the table
 * mm_kinds; kinds/wild.c is the one home of the wild 2 (R3.2-R3.4, R3.13) and
 * kinds/attachments.c of attachments (R3.5, R3.10). Any extension module may link these
 * sources: the tables are constant data, so nothing needs binding at run time (combos.py
 * checks at import that its kind names are these, in this order).
 */
#ifndef MARSMATCH_MM_H
#define MARSMATCH_MM_H

#include <stdint.h>

#define MM_LANES 15
#define MM_ACE 11
#define MM_TWO 12
#define MM_LJ 13
#define MM_BJ 14
/* More play types than any hand of at most 255 cards per rank can have (a 54-card hand has
 * a few hundred). */
#define MM_MAX_TYPES 4096
/* More readings than any cards can have (mm_readings). */
#define MM_MAX_READINGS 128

enum { MM_SINGLE, MM_PAIR, MM_PAIR_SEQUENCE, MM_ROCKET, MM_STARSHIP, MM_LONE_BOAT,
       MM_DRONE, MM_SUPER_DRONE, MM_SPACESHIP, MM_KINDS };
enum { MM_NONE, MM_SINGLES, MM_PAIRS };

typedef uint8_t mm_hand[16];

typedef struct {
    int16_t kind, length, top, attach;
} mm_reading;

static inline mm_reading mm_rd(int kind, int length, int top, int attach) {
    mm_reading r = {(int16_t)kind, (int16_t)length, (int16_t)top, (int16_t)attach};
    return r;
}

static inline int mm_rd_eq(mm_reading a, mm_reading b) {
    return a.kind == b.kind && a.length == b.length && a.top == b.top && a.attach == b.attach;
}

/* Whether a reading names lanes inside a hand (so building its cards is safe); readings
 * that do not are refused at the Python boundary. */
static inline int mm_valid(mm_reading rd) {
    if (rd.kind < 0 || rd.kind >= MM_KINDS || rd.attach < 0 || rd.attach > 2) return 0;
    switch (rd.kind) {
    case MM_SINGLE: case MM_LONE_BOAT: case MM_DRONE:
        return rd.top >= 0 && rd.top < MM_LANES && rd.length >= 0 && rd.length <= 255;
    case MM_SPACESHIP:
        return rd.top >= 0 && rd.top <= 2;
    case MM_SUPER_DRONE:
        return 1;
    }
    return rd.length >= 1 && rd.top <= MM_TWO && rd.top - rd.length + 1 >= 0;
}

/* The play a comparison or an enumeration answers: none (a lead), or a reading with what
 * its kind's comparisons read of its cards (`boat`: its kind's `tie`, -1 when none). */
typedef struct {
    int has;
    mm_reading rd;
    int boat;
} mm_top;

/* Play types found, in the engine's order (counted past MM_MAX_TYPES, never written past). */
typedef struct {
    mm_reading *out;
    int n;
} mm_sink;

static inline void mm_put(mm_sink *s, int kind, int length, int top, int attach) {
    if (s->n < MM_MAX_TYPES) s->out[s->n] = mm_rd(kind, length, top, attach);
    s->n++;
}

/* Why one play beats another or does not: what a kind's comparison decided. The words
 * for people and the ruling each code cites are combos.py's (WHY). */
enum {
    MM_WHY_BOMB,        /* different bomb classes: the stronger class wins (kind: the stronger) */
    MM_WHY_EQUAL,       /* an equal play does not beat (R3.12) */
    MM_WHY_LONGER,      /* Drones: the longer wins */
    MM_WHY_SHORTER,
    MM_WHY_HIGHER,      /* the same shape: the higher rank wins */
    MM_WHY_LOWER,
    MM_WHY_SHAPE,       /* not the top's shape and not a stronger bomb (kind: the top's) */
    MM_WHY_BARE_BOAT,   /* a bare Lone Boat against a single or a bare Lone Boat (R3.6) */
    MM_WHY_ATTACHMENT,  /* Lone Boats with attachments: the joker, then the attachment (R3.6) */
    MM_WHYS
};

/* Why cards that are no reading of a kind come close to one: what its section's why_not
 * found stops them (MM_NOT_FAR: not close to that kind). The ruling each code cites is
 * combos.refusals', its words the catalogue's (words/<lang>/refusals.ftl). */
enum {
    MM_NOT_FAR,             /* not close to this kind: nothing to say */
    MM_NOT_TWO_IN_BOAT,     /* a Lone Boat's attachment holds a 2 (R3.6) */
    MM_NOT_BOAT_SIZE,       /* a Lone Boat carries one single or one pair (R3.6) */
    MM_NOT_JOKER_ATTACHED,  /* an attachment holds a joker (R3.10) */
    MM_NOT_JOKER_PAIR,      /* a joker never pairs (R3.2) */
    MM_NOT_TWO_RANKS,       /* two ranks and no 2 to stand in (R3.2) */
    MM_NOT_WILD_QUAD,       /* a 2 never completes a Starship's quad (R3.5) */
    MM_NOT_WILD_DRONE,      /* a 2 never completes a Drone (R3.7) */
    MM_NOT_WILD_SUPER,      /* a 2 never completes a Super Drone (R3.8) */
    MM_NOT_ATTACH_COUNT,    /* the groups carry the wrong number or shape of cards (R3.4, R3.5) */
    MM_NOT_CHAIN,           /* the groups are not one run within 3..A (R3.3-R3.5) */
    MM_NOT_SHORT,           /* fewer than three pairs (R3.3) */
    MM_NOT_SPACESHIP_EXTRA, /* a Spaceship is two jokers and nothing else (R3.9) */
    MM_NOTS
};

typedef struct {
    int beats;  /* whether the play may answer the top */
    int why;    /* MM_WHY_* */
    int kind;   /* the kind whose section decided (its ruling is cited) */
} mm_verdict;

static inline mm_verdict mm_verdict_of(int beats, int why, int kind) {
    mm_verdict v = {beats, why, kind};
    return v;
}

/* A cursor over the distinct plays (R3.13) of one reading from a hand that answer a top
 * (mm_plays_start, mm_plays_next). The reading's section spells each play in turn (its
 * `plays` hook): the wild 2's spellings of main groups, the Lone Boat's attachments. */
typedef struct {
    uint8_t h[16];       /* the hand */
    mm_reading rd;       /* the reading */
    mm_top top;          /* the play to beat (has 0: a lead) */
    int spelled;         /* the main groups: 0 before the first spelling, 1 given, -1 no more */
    int attaching;       /* 1 while the current spelling has more attachments to try */
    int nat[16];         /* a section's odometer: natural cards per main group, or a rank */
    uint8_t main[16];    /* the main cards of the current spelling */
    int att_pool[MM_LANES];  /* the cards its attachments may come from */
    int add[MM_LANES];   /* the attachments last given */
} mm_cursor;

/* One kind of play: its facts and its section's functions (kinds/<kind>.c). */
typedef struct mm_kind {
    const char *name;      /* combos.KIND_NAMES */
    int group;             /* cards per main group: pair 2, triple 3, quad 4; 0 not grouped */
    int attach_per_group;  /* attachment units per main group (a Starship takes 2) */
    int bomb_class;        /* 0 non-bomb; Drone 1 < Super Drone 2 < Spaceship 3 */
    int wild;              /* a wild 2 may complete its main groups (R3.2-R3.4) */
    /* whether the cards m (n of them, no jokers unless the kind has them) form exactly rd */
    int (*fits)(const uint8_t *m, int n, mm_reading rd);
    /* the readings of this kind that cards of this size and these jokers might be */
    int (*candidates)(const uint8_t *m, int n, mm_reading *out);
    /* the play types of this kind a hand holds that answer `top` (every one for a lead) */
    void (*types)(const uint8_t *h, const mm_top *top, mm_sink *s);
    /* the main cards of a reading: natural cards first, wild 2s for what is missing */
    void (*main_cards)(const uint8_t *h, mm_reading rd, uint8_t *m);
    /* the cards the attachments may come from once the main cards are taken */
    void (*pool)(const uint8_t *h, mm_reading rd, const uint8_t *main, int *pool);
    /* the default attachments from the pool (floor: a Lone Boat's attachment floor);
     * 0 when found, else 2 */
    int (*attach)(const int *pool, mm_reading rd, int floor, int *add);
    /* the ranks the next attachment card may have (PlayBuilder's step): how many */
    int (*attachment_ranks)(mm_reading rd, const int *avail, const int *chosen, int nchosen,
                            int floor, int *out);
    /* exact number of distinct plays (R3.13) of the reading (-1: too large to count) */
    int64_t (*count)(const uint8_t *h, mm_reading rd, int boat_floor);
    /* whether a (of any kind, the same bomb class as this one) beats b of this kind */
    mm_verdict (*compare)(mm_reading a, int a_boat, mm_reading b, int b_boat);
    /* why cards that are no reading of this kind come close to one (MM_NOT_*) */
    int (*why_not)(const uint8_t *m, int n);
    /* the cursor's next play of the reading, its cards in `out` (every distinct play once,
     * R3.13, whether or not it beats the top: the cursor asks mm_judge); 0 when done */
    int (*plays)(mm_cursor *c, uint8_t *out);
    /* what `compare` reads of a play's cards beyond its reading (a Lone Boat's attachment
     * rank, R3.6); NULL: nothing, the reading decides */
    int (*tie)(const uint8_t *counts);
    /* its plays are one group whatever a reading's length says (a Lone Boat's joker carries
     * one unit of attachments, R3.6); 0: a reading has `length` groups */
    int one_group;
} mm_kind;

/* The KINDS table, in Kind order (kinds.c): mm_kinds[k]->group etc. */
extern const mm_kind *const mm_kinds[MM_KINDS];

/* Attachment cards of a reading (a pair attachment counts two; groups as its kind says,
 * `one_group`), and the cards a play of it holds: the one place both are worked out (the bots,
 * combos.Reading.size and PlayBuilder ask here). */
int mm_attachment_cards(mm_reading rd);
int mm_reading_size(mm_reading rd);

/* --- the rules (kinds.c dispatches to each kind's section) -------------------------------- */
/* R3.6: the rank of a Lone Boat's attachment (its lowest natural card; -1: none) */
int mm_boat_attachment_rank(const uint8_t *counts);
/* R3.1-R3.9, R3.13: whether the cards m form exactly the reading rd */
int mm_fits(const uint8_t *m, mm_reading rd);
/* R3.11: every reading of the cards m, bombs first (strongest class first), then by kind,
 * length, attachment and the highest top first; at most MM_MAX_READINGS */
int mm_readings(const uint8_t *m, mm_reading *out);
/* R3.2-R3.10: why cards that are no reading of `kind` come close to one (MM_NOT_*; the
 * kind's section decides) */
int mm_why_not(const uint8_t *m, int kind);
/* R3.12 and each kind's comparison: whether a may answer b, and why */
mm_verdict mm_judge(mm_reading a, int a_boat, mm_reading b, int b_boat);
static inline int mm_beats(mm_reading a, int a_boat, mm_reading b, int b_boat) {
    return mm_judge(a, a_boat, b, b_boat).beats;
}
/* the play types of a hand: leads, and answers to a top play (same shape or bombs) */
int mm_play_types(const uint8_t *h, mm_reading *out);
int mm_answer_types(const uint8_t *h, const mm_top *top, mm_reading *out);
/* the top a play makes (mm_top); its counts are read only when its kind's comparisons read
 * them (mm_top_reads_cards; else counts may be NULL) */
mm_top mm_top_of(mm_reading rd, const uint8_t *counts);
int mm_top_reads_cards(mm_reading rd);
/* concrete plays: main cards, the attachment pool, the Lone Boat floor, default plays */
void mm_main_cards(const uint8_t *h, mm_reading rd, uint8_t *m);
void mm_attachment_pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *pool);
int mm_boat_floor(mm_reading rd, const mm_top *top);
/* 0: done; 1: the hand cannot make the reading; 2: it has no attachments for it */
int mm_default_play(const uint8_t *h, mm_reading rd, int boat_floor, uint8_t *out);
/* PlayBuilder's steps: the ranks the next attachment card may have (from the pool, after
 * the ranks chosen so far, non-decreasing), and the main-group ranks where the number of
 * wild 2s is a choice (R3.13) */
int mm_attachment_ranks(mm_reading rd, const int *pool, const int *chosen, int nchosen,
                        int floor, int *out);
int mm_wild_choice_ranks(const uint8_t *h, mm_reading rd, int *out);
/* the main cards with wilds[r] wild 2s in the group of rank r (-1: natural cards first),
 * and the numbers of wild 2s the group of `rank` may take so that a play still exists */
void mm_wild_main_with(const uint8_t *h, mm_reading rd, const int *wilds, uint8_t *m);
int mm_wild_choices(const uint8_t *h, mm_reading rd, const int *wilds, int rank, int floor,
                    int *out);
/* how a play's cards read (R3.2, R3.10, R3.13): its main groups' natural cards, the 2s
 * acting as each main group's rank and the 2s acting as X in an attached pair X+2 */
void mm_wild_faces(const uint8_t *counts, mm_reading rd, uint8_t *main, uint8_t *as_main,
                   uint8_t *as_attached);
/* every distinct play (R3.13) of one reading from a hand that beats `top` (NULL or has 0:
 * every one), lazily: start a cursor, then mm_plays_next gives 1 and the play's cards in
 * `out` until it gives 0. The order: the section's spellings of the main groups (natural
 * cards first, then fewer), each with its attachments (most of the lowest ranks first). */
void mm_plays_start(mm_cursor *c, const uint8_t *h, mm_reading rd, const mm_top *top);
int mm_plays_next(mm_cursor *c, uint8_t *out);
/* R3.13: exact count of distinct plays of one play type */
int64_t mm_count_type(const uint8_t *h, mm_reading rd, int boat_floor);

#endif
