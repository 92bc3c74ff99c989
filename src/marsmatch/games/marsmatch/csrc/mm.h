/* MarsMatch's compiled core: the shared vocabulary (docs/compiled-core.md).
 *
 * A hand is 15 lanes of rank counts (uint8_t, one byte of padding): 0..11 are the
 * sequence ranks 3..A, 12 the 2, 13 the Little Joker, 14 the Big Joker (combos.py). A
 * reading is (kind, length, top, attachment kind), exactly combos.Reading. The facts of
 * each kind (cards per main group, attachment units per group, bomb class) are not
 * written here: combos.KINDS is their one source, copied into mm_kinds when the
 * compiled module is bound (mm_bind_kinds).
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

enum { MM_SINGLE, MM_PAIR, MM_PAIR_SEQUENCE, MM_ROCKET, MM_STARSHIP, MM_LONE_BOAT,
       MM_DRONE, MM_SUPER_DRONE, MM_SPACESHIP, MM_KINDS };
enum { MM_NONE, MM_SINGLES, MM_PAIRS };

typedef uint8_t mm_hand[16];

typedef struct {
    int16_t kind, length, top, attach;
} mm_reading;

typedef struct {
    int group;             /* cards per main group: pair 2, triple 3, quad 4; 0 not grouped */
    int attach_per_group;  /* attachment units per main group (a Starship takes 2) */
    int bomb_class;        /* 0 non-bomb; Drone 1 < Super Drone 2 < Spaceship 3 */
    int wild;              /* a wild 2 may complete its main groups (R3.2-R3.4) */
} mm_kind_info;

extern mm_kind_info mm_kinds[MM_KINDS];
void mm_bind_kinds(const mm_kind_info info[MM_KINDS]);

static inline mm_reading mm_rd(int kind, int length, int top, int attach) {
    mm_reading r = {(int16_t)kind, (int16_t)length, (int16_t)top, (int16_t)attach};
    return r;
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

static inline int mm_rd_eq(mm_reading a, mm_reading b) {
    return a.kind == b.kind && a.length == b.length && a.top == b.top && a.attach == b.attach;
}

/* readings.c: R3.1-R3.13, whether cards form a reading, every reading, comparison */
int mm_boat_attachment_rank(const uint8_t *counts);
int mm_fits(const uint8_t *m, mm_reading rd);
int mm_readings(const uint8_t *m, mm_reading *out);
int mm_beats(mm_reading a, int a_boat_rank, mm_reading b, int b_boat_rank);

/* types.c: the play types of a hand, leads and answers */
int mm_play_types(const uint8_t *h, mm_reading *out);
int mm_answer_types(const uint8_t *h, mm_reading top, int top_boat_rank, mm_reading *out);

/* plays.c: concrete plays, the attachment rules (builder.py's main cards and pool) */
int mm_window_lo(mm_reading rd);
void mm_main_cards(const uint8_t *h, mm_reading rd, uint8_t *m);
void mm_attachment_pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *pool);
int mm_boat_floor(mm_reading rd, int has_top, mm_reading top, int top_boat_rank);
/* 0: done; 1: the hand cannot make the reading; 2: it has no attachments for it */
int mm_default_play(const uint8_t *h, mm_reading rd, int boat_floor, uint8_t *out);

/* count.c: exact counting of distinct plays (R3.13) */
int64_t mm_count_type(const uint8_t *h, mm_reading rd, int boat_floor);

#endif
