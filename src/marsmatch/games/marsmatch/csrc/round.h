/* One MarsMatch round as a compiled state machine: the deal's Heavenly Hands (R2), the
 * real match (R4) and its outcomes (R4.5, R5.1). The compiled form of state.State's
 * transitions; state.State wraps it with the protocol's checks, views and records. */
#ifndef MARSMATCH_ROUND_H
#define MARSMATCH_ROUND_H

#include <stddef.h>
#include <stdint.h>

#include "mm.h"

enum { MM_HEAVENLY, MM_PLAY, MM_FINISHED };                        /* phases */
enum { MM_SC_BANKER_STARLINK, MM_SC_BANKER_UFO, MM_SC_NONBANKER_STARLINK,
       MM_SC_NONBANKER_UFO, MM_SC_SNATCH_STARLINK, MM_SC_SNATCH_UFO, MM_SC_GROUND_HAND,
       MM_SC_GROUND_SNATCH, MM_SC_HUMAN_HAND, MM_SC_TOTAL_LOSER, MM_SCORES };
enum { MM_CAT_NONE, MM_CAT_BANKER_HEAVENLY, MM_CAT_NONBANKER_HEAVENLY, MM_CAT_HEAVEN_SNATCH,
       MM_CAT_GROUND_HAND, MM_CAT_GROUND_SNATCH, MM_CAT_HUMAN_HAND, MM_CAT_TOTAL_LOSER };
enum { MM_HAND_NONE, MM_HAND_STARLINK, MM_HAND_UFO, MM_HAND_BOTH };  /* Heavenly Hands */
enum { MM_EV_HEAVENLY, MM_EV_PLAYED, MM_EV_PASSED, MM_EV_TRICK, MM_EV_WON };  /* events */

typedef struct {
    int32_t heavenly_sum;   /* heavenly_both: 0 best, 1 sum (R2.4) */
    int32_t snatch_all;     /* heaven_snatch: 0 best_type, 1 all (R2.6) */
    int32_t streak_to_win;  /* R4.4: the trick goal at this table (rules.streak_goal); 0: off */
    int32_t ground_turns;   /* R4.5 */
    int32_t threes;         /* R2.1: natural 3s in a Starlink at this table */
    int32_t big, little;    /* R2.2: Big and Little Jokers in a UFO at this table */
    int32_t at_least;       /* heavenly_count: 0 exactly these numbers, 1 at least them */
    int32_t starlink, ufo;  /* heavenly_hands: whether each hand exists */
    int32_t trick_goal;     /* trick_goal: MM_GOAL_STREAK (the rulings), _TOTAL or _TABLE */
    int32_t leader_drawn;   /* opening_leader: 0 the banker, 1 a seat drawn from the seed */
    int64_t points[MM_SCORES];
} mm_rules;

/* How the real match was won, and what the trick goal (R4.4) counts: the winner's tricks
 * in a row, the winner's tricks in all, or every trick played at the table (the goal-th
 * trick's winner wins). The names are rules.TRICK_GOALS and events.RoundWon.how's, checked
 * at import. */
enum { MM_BY_EMPTIED, MM_BY_STREAK, MM_BY_TRICKS, MM_BYS };
enum { MM_GOAL_STREAK, MM_GOAL_TOTAL, MM_GOAL_TABLE, MM_GOALS };
extern const char *const mm_by_names[MM_BYS];
extern const char *const mm_goal_names[MM_GOALS];

/* An event of the round's log (events.py): HEAVENLY (seat, category, hand, points),
 * PLAYED (seat, rd, counts), PASSED (seat), TRICK (seat, streak), WON (seat, category,
 * how, points). */
typedef struct {
    uint8_t kind, category, hand, how;
    int32_t seat;
    int64_t points;
    int32_t streak, pad;
    mm_reading rd;
    uint8_t counts[16];
} mm_event;

/* The log is shared by copies of a round and forked by the first one to append past a
 * shared length (append-only, so a copy costs nothing until it moves on). */
typedef struct {
    int32_t refs, len, cap;
    mm_event *ev;
} mm_log;

/* The last moves of the real match, for observations (batched rounds keep no log): a
 * ring of MM_HISTORY moves, move i of the round at hist[i % MM_HISTORY]. */
#define MM_HISTORY 8
typedef struct {
    int16_t seat, passed;    /* a pass has no reading and no cards */
    mm_reading rd;
    uint8_t counts[16];
} mm_move;

typedef struct {
    uint8_t hand[16];
    uint8_t played[16];      /* cards this seat has played in the real match (public) */
    int64_t points;          /* outcome points */
    int32_t turns;           /* own turns taken in the real match */
    int32_t next;            /* the next active seat clockwise */
    int32_t outcome_order;   /* when the outcome was decided (-1: not yet) */
    int32_t won;             /* tricks won in the real match */
    uint8_t passed, active, heavenly, category, outcome_hand, pad[3];
} mm_seat;

typedef struct {
    int32_t n, banker, phase, turn, opening_leader, nactive, noutcomes, winner, emptied;
    int32_t has_top, top_seat, top_tie, passes, streak_seat, streak, tricks;
    mm_reading top;
    uint8_t top_counts[16];
    uint8_t played[16];      /* every card played so far */
    int32_t nmoves;          /* plays and passes of the real match so far */
    mm_move hist[MM_HISTORY];
    mm_rules rules;
    mm_log *log;             /* NULL: no log (batched rounds) */
    int32_t nlog;
    mm_seat seat[];          /* n seats */
} mm_round;

/* The lane of each card of one unsuited deck in its canonical order (cards.deck). */
extern const uint8_t mm_deck[54];
/* R1.2: N decks shuffled from the seed, dealt one at a time counterclockwise from the
 * banker; hands is players x 16 bytes. Returns -1 when the seed is not usable. */
int mm_deal(const uint8_t *seed, int seed_len, int players, int banker, uint8_t *hands);
int mm_draw_seat(const uint8_t *seed, int seed_len, int players);
/* opening_leader = drawn: the seat the first trick's leader is sought from (R4.1). */
int mm_draw_leader(const uint8_t *seed, int seed_len, int players);

/* R2.1, R2.2 as the rules define them (by default: MM_HAND_STARLINK exactly six natural
 * 3s, MM_HAND_UFO exactly two Big and two Little Jokers), MM_HAND_BOTH or MM_HAND_NONE. */
int mm_heavenly_hand(const uint8_t *h, const mm_rules *rules);

/* `first`: the seat the opening leader is sought from clockwise (R4.1; -1: the banker). */
mm_round *mm_round_new(int n, const uint8_t *hands, int banker, int first,
                       const mm_rules *rules, int log);
mm_round *mm_round_copy(const mm_round *g);
/* Bytes of the round's block (the struct and its seats; the log is separate). */
size_t mm_round_size(const mm_round *g);
void mm_round_free(mm_round *g);
/* Replaces seat s's hand (a redeal of hidden cards). */
void mm_round_set_hand(mm_round *g, int s, const uint8_t *hand);

int mm_round_can_pass(const mm_round *g);
/* R4.4: the tricks seat s must still win for the trick goal to end the real match in its
 * favour (1: the next trick it wins does), under trick_goal and the goal at this table;
 * 0 when the rule is off. The one place a bot reads how close a seat is to the goal. */
int mm_round_tricks_to_goal(const mm_round *g, int s);
int mm_round_legal(const mm_round *g, mm_reading *out);
/* The default play of a reading for the seat to act (mm_default_play's codes). */
int mm_round_default(const mm_round *g, mm_reading rd, uint8_t *out);
/* Apply a pass or a play for the seat to act; returns -1 if the round is not in play. */
int mm_round_pass(mm_round *g);
int mm_round_play(mm_round *g, const uint8_t *counts, mm_reading rd);

#endif
