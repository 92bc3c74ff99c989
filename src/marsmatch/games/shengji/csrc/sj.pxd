# Cython declarations of the compiled Shengji core (sj.h and the other csrc headers).
from libc.stdint cimport int32_t, int64_t, uint8_t, uint32_t, uint64_t


# Callbacks into Python (the bot's generator, collecting placements) hold the GIL: their
# types are declared outside the nogil block.
cdef extern from "sj.h":
    ctypedef struct sj_choice

    ctypedef struct sj_rng:
        void *ctx
        uint32_t (*below)(void *ctx, uint32_t n) noexcept
        double (*random)(void *ctx) noexcept
        int failed

    ctypedef int (*sj_found_fn)(void *ctx, const sj_choice *chosen, int n) noexcept


cdef extern from "sj.h" nogil:
    enum:
        SJ_CARDS
        SJ_T
        SJ_NONE
        SJ_MAX_UNITS
        SJ_MAX_SHAPES
        SJ_MAX_PLACES
        SJ_MAX_PLAY
        SJ_FOLLOW_OK
        SJ_FOLLOW_COUNT
        SJ_FOLLOW_SUIT
        SJ_FOLLOW_RUNG
        SJ_FOLLOW_GENUINE
        SJ_FTS
        SJ_PENALTIES
        SJ_DRAWS
        SJ_EVALS
        SJ_KMS

    const char *const sj_failed_throw_names[]
    const char *const sj_penalty_names[]
    const char *const sj_draw_policy_names[]
    const char *const sj_eval_policy_names[]
    const char *const sj_multiplier_names[]

    ctypedef struct sj_rules:
        int32_t decks, min_width, min_length, failed_throw, penalty, draw_policy, eval_policy
        int32_t kitty_multiplier, step, must_defend_a, hand_size, kitty_size

    ctypedef struct sj_trump:
        int32_t level, suit
        uint8_t esuit[54]
        uint8_t pos[54]

    void sj_trump_init(sj_trump *t, int level, int suit)
    int sj_sort_key(const sj_trump *t, int c)

    ctypedef struct sj_hand:
        uint8_t n[54]
        uint8_t order[54]
        uint8_t len

    void sj_hand_clear(sj_hand *h)
    void sj_hand_add(sj_hand *h, int c, int k)
    void sj_hand_remove(sj_hand *h, int c, int k)
    void sj_hand_of(sj_hand *h, const uint8_t *cards, int n)

    ctypedef struct sj_unit:
        uint8_t width, length, esuit, low, top
        uint8_t cards[16]

    ctypedef struct sj_format:
        int32_t esuit, n
        sj_unit units[128]

    ctypedef struct sj_shape:
        uint8_t width, length

    ctypedef struct sj_kind:
        int width, tractor

    void sj_make_unit(const sj_trump *t, int width, const uint8_t *cards, int n, sj_unit *out)
    void sj_order_units(sj_unit *units, int n)
    int sj_format_size(const sj_format *f)
    int sj_split_lead(const uint8_t *cards, int n, const sj_trump *t, const sj_rules *r,
                      sj_kind first, sj_format *out)
    int sj_candidate_units(const sj_hand *counts, const sj_trump *t, const sj_rules *r,
                           sj_unit *out)
    int sj_is_tractor(const sj_unit *u, const sj_trump *t, const sj_rules *r)

    ctypedef struct sj_allow:
        uint64_t denied[9]

    ctypedef struct sj_place:
        uint8_t n
        uint8_t cards[16]

    int sj_placements(const sj_hand *counts, sj_shape shape, const sj_trump *t,
                      const sj_allow *a, sj_place *out)

    ctypedef struct sj_choice:
        sj_shape shape
        sj_place place
    int sj_assignments(const sj_hand *counts, const sj_shape *req, int nreq, const sj_trump *t,
                       const sj_allow *a, sj_rng *rng, sj_found_fn found, void *ctx)
    int sj_meets(const sj_hand *counts, const sj_shape *req, int nreq, const sj_trump *t,
                 const sj_allow *a)

    int sj_ladder_first(const sj_format *lead, sj_shape *req)
    int sj_ladder_start(const sj_shape *shapes, int n, sj_shape *req)
    int sj_ladder_next(sj_shape *req, int *n, const sj_rules *r)
    void sj_protection(const sj_hand *hand_suit, const sj_format *lead, const sj_trump *t,
                       const sj_rules *r, sj_allow *out)

    ctypedef struct sj_follow_check:
        int32_t code, held, need, nreq
        sj_shape req[128]
        int32_t width, missing

    void sj_check_follow(const sj_hand *hand, const sj_format *lead, const uint8_t *cards,
                         int n, const sj_trump *t, const sj_rules *r, sj_follow_check *out)
    int sj_construct_follow(const sj_hand *hand, const sj_format *lead, const sj_trump *t,
                            const sj_rules *r, sj_rng *rng, uint8_t *out)
    int sj_follow_pool(const sj_hand *hand, const sj_format *lead, const sj_trump *t,
                       sj_hand *must, sj_hand *pool)

    int sj_unit_beaten_by(const sj_unit *u, const sj_hand *counts, const sj_trump *t)
    int sj_failed_throw(const sj_format *lead, int leader, const sj_hand *hands,
                        const sj_trump *t, const sj_rules *r, int *by)
    int sj_trick_winner(const sj_format *lead, const uint8_t *const *plays, const int *sizes,
                        const sj_format *const *hints, int nplays, const sj_trump *t,
                        const sj_rules *r, sj_format *best)

    ctypedef struct sj_multiplier:
        int64_t factor, base, exponent, titanic

    sj_multiplier sj_kitty_multiplier(const sj_unit *units, int n, int mode)

    ctypedef struct sj_level_outcome:
        int32_t keeps, banker_advance, attackers_advance

    sj_level_outcome sj_level_outcome_of(int points, int decks, int step)

    ctypedef struct sj_level_change:
        int32_t before, after, advance, wins

    sj_level_change sj_advance_team(int level, int steps, int keeps, int is_banker_side,
                                    int must_defend_a)


cdef extern from "round.h" nogil:
    enum:
        SJ_DECLARE
        SJ_BURY
        SJ_PLAY
        SJ_SCORED
        SJ_REDEAL
        SJ_HOW_DECLARED
        SJ_HOW_KITTY
        SJ_HOW_POSITION
        SJ_EV_DECLARED
        SJ_EV_PASSED
        SJ_EV_TRUMP
        SJ_EV_REDEAL
        SJ_EV_BURIED
        SJ_EV_PLAYED
        SJ_EV_TRICK
        SJ_EV_SCORED

    enum:
        SJ_HINT_BYTES

    ctypedef struct sj_event:
        uint8_t kind, seat, card, copies, level, suit, how, led, failed, winner, index
        int32_t beaten_by, turned, number, points
        uint32_t off

    ctypedef struct sj_score:
        int64_t attackers_points, trick_points, kitty_points
        int64_t captured, factor, base, exponent, titanic, bonus, penalties, next_banker, winner
        int64_t before[2]
        int64_t after[2]
        int64_t advance[2]
        int64_t wins[2]

    ctypedef struct sj_log:
        int32_t refs, len, cap
        uint32_t bytes, bcap
        sj_event *ev
        uint8_t *arena

    ctypedef struct sj_round:
        sj_rules rules
        int32_t level
        int32_t levels[2]
        int32_t banker, phase, turn, passes, leader
        int32_t standing_seat, standing_card, standing_n
        int32_t has_trump
        sj_trump trump
        sj_hand hands[4]
        sj_hand shown[4]
        uint8_t kitty[128]
        int32_t nkitty, kitty_known, tricks
        uint8_t voids[4]
        int32_t ncurrent
        int32_t cur_seat[4]
        int32_t cur_n[4]
        uint8_t cur_cards[4][128]
        int32_t has_lead, failed, failed_by, nforced
        uint8_t forced[128]
        int64_t attackers_points, trick_points_total, penalty_points, banker_side_points
        sj_score score
        sj_log *log
        int32_t nlog
        uint32_t nbytes
        sj_format lead
        sj_format attempt

    int sj_deal(const uint8_t *seed, int seed_len, int decks, int nkitty,
                uint8_t (*hands)[256], int *sizes, uint8_t *kitty)
    sj_round *sj_round_new(const sj_rules *rules, const uint8_t *const *hands, const int *sizes,
                           const uint8_t *kitty, int nkitty, int level, const int *levels,
                           int banker, int log)
    sj_round *sj_round_copy(const sj_round *g)
    void sj_round_free(sj_round *g)
    int sj_attacker(const sj_round *g, int seat)
    void sj_round_declare(sj_round *g, int seat, int card, int n)
    void sj_round_pass(sj_round *g, int seat)
    void sj_round_fix_trump(sj_round *g, int suit, int banker, int how, int card)
    void sj_round_enter_bury(sj_round *g)
    void sj_round_bury(sj_round *g, int seat, const uint8_t *cards, int n)
    void sj_round_enter_play(sj_round *g, int leader)
    int sj_round_play(sj_round *g, int seat, const uint8_t *cards, int n,
                      const sj_format *reading)
    int sj_round_declarations(const sj_round *g, int seat, int *cards, int *counts)


cdef extern from "random.h" nogil:
    enum:
        SJ_ACT_PASS
        SJ_ACT_DECLARE
        SJ_ACT_BURY
        SJ_ACT_PLAY

    ctypedef struct sj_action:
        int32_t kind, n
        uint8_t cards[256]

    int sj_random_action(const sj_round *g, int seat, sj_rng *rng, sj_action *out)


cdef extern from "sj.h" nogil:
    ctypedef struct sj_deal_score:
        sj_level_outcome outcome
        sj_level_change changes[2]
        int32_t next_banker, winner

    sj_deal_score sj_score_deal(const sj_rules *r, int banker, const int *levels, int points)
    int sj_next_banker(int banker, int keeps)


cdef extern from "steps.h" nogil:
    ctypedef struct sj_follower:
        pass

    uint64_t sj_bury_next(const sj_hand *hand, const uint8_t *chosen, int n, int size)
    uint64_t sj_lead_next(const sj_hand *hand, const uint8_t *chosen, int n, const sj_trump *t)
    sj_follower *sj_follower_new(const sj_hand *hand, const sj_format *lead, const sj_trump *t,
                                 const sj_rules *r)
    void sj_follower_free(sj_follower *f)
    uint64_t sj_follower_next(sj_follower *f, const uint8_t *chosen, int n)
    int sj_follower_required(const sj_follower *f)
