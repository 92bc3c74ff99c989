# Cython declarations of round.h (the compiled MarsMatch round).
from libc.stdint cimport int32_t, int64_t, uint8_t

from marsmatch.games.marsmatch.csrc.mm cimport mm_reading


cdef extern from "round.h" nogil:
    enum:
        MM_HEAVENLY
        MM_PLAY
        MM_FINISHED
        MM_SCORES
        MM_CAT_NONE
        MM_CAT_BANKER_HEAVENLY
        MM_CAT_NONBANKER_HEAVENLY
        MM_CAT_HEAVEN_SNATCH
        MM_CAT_GROUND_HAND
        MM_CAT_GROUND_SNATCH
        MM_CAT_HUMAN_HAND
        MM_CAT_TOTAL_LOSER
        MM_HAND_NONE
        MM_HAND_STARLINK
        MM_HAND_UFO
        MM_HAND_BOTH
        MM_EV_HEAVENLY
        MM_EV_PLAYED
        MM_EV_PASSED
        MM_EV_TRICK
        MM_EV_WON
        MM_BY_EMPTIED
        MM_BY_STREAK
        MM_BY_TRICKS
        MM_BYS
        MM_GOAL_STREAK
        MM_GOAL_TOTAL
        MM_GOAL_TABLE
        MM_GOALS
        MM_SC_BANKER_STARLINK
        MM_SC_BANKER_UFO
        MM_SC_NONBANKER_STARLINK
        MM_SC_NONBANKER_UFO
        MM_SC_SNATCH_STARLINK
        MM_SC_SNATCH_UFO
        MM_SC_GROUND_HAND
        MM_SC_GROUND_SNATCH
        MM_SC_HUMAN_HAND
        MM_SC_TOTAL_LOSER

    const char *const mm_by_names[]
    const char *const mm_goal_names[]

    ctypedef struct mm_rules:
        int32_t heavenly_sum
        int32_t snatch_all
        int32_t streak_to_win
        int32_t ground_turns
        int32_t threes, big, little, at_least, starlink, ufo, trick_goal, leader_drawn
        int64_t points[10]

    ctypedef struct mm_event:
        uint8_t kind, category, hand, how
        int32_t seat
        int64_t points
        int32_t streak
        mm_reading rd
        uint8_t counts[16]

    ctypedef struct mm_log:
        int32_t refs, len, cap
        mm_event *ev

    ctypedef struct mm_seat:
        uint8_t hand[16]
        int64_t points
        int32_t turns
        int32_t next
        int32_t outcome_order
        int32_t won
        uint8_t passed, active, heavenly, category, outcome_hand

    ctypedef struct mm_round:
        int32_t n, banker, phase, turn, opening_leader, nactive, noutcomes, winner, emptied
        int32_t has_top, top_seat, top_tie, passes, streak_seat, streak, tricks
        mm_reading top
        uint8_t top_counts[16]
        uint8_t played[16]
        mm_rules rules
        mm_log *log
        int32_t nlog
        mm_seat seat[1]

    const uint8_t mm_deck[54]
    int mm_deal(const uint8_t *seed, int seed_len, int players, int banker, uint8_t *hands)
    int mm_draw_seat(const uint8_t *seed, int seed_len, int players)
    int mm_draw_leader(const uint8_t *seed, int seed_len, int players)

    int mm_heavenly_hand(const uint8_t *h, const mm_rules *rules)
    mm_round *mm_round_new(int n, const uint8_t *hands, int banker, int first,
                           const mm_rules *rules, int log)
    mm_round *mm_round_copy(const mm_round *g)
    size_t mm_round_size(const mm_round *g)
    void mm_round_free(mm_round *g)
    void mm_round_set_hand(mm_round *g, int s, const uint8_t *hand)
    int mm_round_can_pass(const mm_round *g)
    int mm_round_tricks_to_goal(const mm_round *g, int s)
    int mm_round_legal(const mm_round *g, mm_reading *out)
    int mm_round_default(const mm_round *g, mm_reading rd, uint8_t *out)
    int mm_round_pass(mm_round *g)
    int mm_round_play(mm_round *g, const uint8_t *counts, mm_reading rd)
