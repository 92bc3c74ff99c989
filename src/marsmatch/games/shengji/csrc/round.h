/* One Shengji deal as a compiled state machine (G3-G6): declaring, burying, the tricks and
 * scoring, with the deal's events in a compact log. The compiled form of state.State's
 * transitions; state.State wraps it with the protocol's checks, views and records. */
#ifndef MARSMATCH_SJ_ROUND_H
#define MARSMATCH_SJ_ROUND_H

#include <stddef.h>
#include <stdint.h>

#include "sj.h"

/* Room for a follow's named reading: a units block of units of width >= 2. */
#define SJ_HINT_BYTES 128

enum { SJ_DECLARE, SJ_BURY, SJ_PLAY, SJ_SCORED, SJ_REDEAL };                /* phases */
enum { SJ_HOW_DECLARED, SJ_HOW_KITTY, SJ_HOW_POSITION };                    /* trump fixed */
enum { SJ_EV_DECLARED, SJ_EV_PASSED, SJ_EV_TRUMP, SJ_EV_REDEAL, SJ_EV_BURIED, SJ_EV_PLAYED,
       SJ_EV_TRICK, SJ_EV_SCORED };

/* An event (events.py); its variable parts are blocks in the log's arena from `off`: a
 * cards block is [n, cards...], a units block [n, then per unit width, length, cards...].
 *   DECLARED  seat, card, copies
 *   PASSED    seat
 *   TRUMP     seat = banker, level, suit (255: none), how, turned (the kitty card, -1)
 *   REDEAL
 *   BURIED    seat; cards
 *   PLAYED    seat, led, failed (the throw failed), beaten_by (the seat that beat it);
 *             cards to the trick; if led: the attempt's units; if failed: the attempt's cards
 *   TRICK     seat = leader, winner, index (the winner's place in the trick), number,
 *             points, beaten_by (of a failed throw, -1: none); the attempt's units, the
 *             lead's units, the forced cards, four plays (a seat byte then its cards), the
 *             winning units
 *   SCORED    an sj_score, then the kitty's cards */
typedef struct {
    uint8_t kind, seat, card, copies, level, suit, how, led, failed, winner, index, pad;
    int32_t beaten_by, turned, number, points;
    uint32_t off;
} sj_event;

/* A scored deal (G6): the attackers' final points, their trick points, the kitty's points,
 * the multiplier when they captured the bottom (factor * base ** exponent; titanic: a
 * Titanic decided it), the bonus, the throw penalties, the next banker, the game's winner
 * (-1: none) and each team's level before and after, its advance and whether it won. */
typedef struct {
    int64_t attackers_points, trick_points, kitty_points;
    int64_t captured, factor, base, exponent, titanic, bonus, penalties, next_banker, winner;
    int64_t before[2], after[2], advance[2], wins[2];
} sj_score;

typedef struct {
    int32_t refs, len, cap;
    uint32_t bytes, bcap;
    sj_event *ev;
    uint8_t *arena;
} sj_log;

typedef struct {
    sj_rules rules;
    int32_t level, levels[2], banker, phase, turn, passes, leader;
    int32_t standing_seat, standing_card, standing_n;  /* the standing declaration (-1) */
    int32_t has_trump;
    sj_trump trump;
    sj_hand hands[4], shown[4];
    uint8_t kitty[SJ_MAX_PLAY];
    int32_t nkitty, kitty_known, tricks;
    uint8_t voids[4];                 /* effective suits each seat has shown void (bits) */
    uint8_t played[SJ_CARDS];         /* every card played to a trick so far */
    int32_t ncurrent, cur_seat[4], cur_n[4];
    uint8_t cur_cards[4][SJ_MAX_PLAY];
    int32_t has_lead, failed, failed_by, nforced;
    uint8_t forced[SJ_MAX_PLAY];
    int64_t attackers_points, trick_points_total, penalty_points, banker_side_points;
    sj_score score;                   /* once scored */
    sj_log *log;                      /* NULL: no log */
    int32_t nlog;
    uint32_t nbytes;
    sj_format lead, attempt;          /* the lead (after a failed throw) and the attempt */
    uint8_t cur_hint[4][SJ_HINT_BYTES];  /* each follow's named reading (G5.5a): a units
                                          * block of its units of width >= 2; [0] = 0: none */
} sj_round;

/* G1.4: the shoe of `decks` decks (cards.shoe: deck after deck, each in number order)
 * shuffled from the seed; the last `nkitty` cards are the kitty and card p of the rest goes
 * to seat p % 4 (hands[s]: sizes[s] cards). Returns -1 when the seed is not usable. */
int sj_deal(const uint8_t *seed, int seed_len, int decks, int nkitty, uint8_t (*hands)[SJ_MAX_PLAY * 2],
            int *sizes, uint8_t *kitty);

sj_round *sj_round_new(const sj_rules *rules, const uint8_t *const *hands, const int *sizes,
                       const uint8_t *kitty, int nkitty, int level, const int *levels,
                       int banker, int log);
sj_round *sj_round_copy(const sj_round *g);
void sj_round_free(sj_round *g);
static inline int sj_attacker(const sj_round *g, int seat) {
    return g->banker >= 0 && seat % 2 != g->banker % 2;
}

void sj_round_declare(sj_round *g, int seat, int card, int n);
void sj_round_pass(sj_round *g, int seat);
void sj_round_fix_trump(sj_round *g, int suit, int banker, int how, int card);
void sj_round_enter_bury(sj_round *g);
void sj_round_bury(sj_round *g, int seat, const uint8_t *cards, int n);
void sj_round_enter_play(sj_round *g, int leader);
/* A lead (reading: its split; NULL: split the engine's default way) or a follow (reading:
 * the one its player named, G5.5a; NULL: none); returns 0, or -1 when the lead cannot be
 * split or the named reading does not fit SJ_HINT_BYTES. */
int sj_round_play(sj_round *g, int seat, const uint8_t *cards, int n, const sj_format *reading);
/* G5.5, G5.5a: the index, among the current trick's plays and `cards` played next (NULL:
 * none), of the play winning so far, with the readings the followers named; `best` gets how
 * it reads. */
int sj_round_winning(const sj_round *g, const uint8_t *cards, int n, sj_format *best);

/* G3.2's declarations a seat may make now (cards and copies), in plain order. */
int sj_round_declarations(const sj_round *g, int seat, int *cards, int *counts);

#endif
