/* Shengji's compiled core: the shared vocabulary (docs/compiled-core.md).
 *
 * Cards are numbers 0..53 in the order of one printed deck: S2..SA, H2..HA, D2..DA,
 * C2..CA (suit * 13 + rank, ranks 2..A as 0..12), then LJ 52 and BJ 53. Effective suits
 * are S H D C = 0..3 and trump = 4. A hand is an *ordered* multiset: the engine's hands
 * were Python dicts, whose key order (insertion order, a key moving to the end when it
 * is removed and added again) decides ties in several rules and every random choice, so
 * the compiled hands keep exactly that order (sj_hand).
 */
#ifndef MARSMATCH_SJ_H
#define MARSMATCH_SJ_H

#include <stdint.h>

#define SJ_CARDS 54
#define SJ_LJ 52
#define SJ_BJ 53
#define SJ_T 4          /* the trump effective suit */
#define SJ_NONE (-1)
#define SJ_MAX_UNITS 128
#define SJ_MAX_SHAPES 128
#define SJ_MAX_PLACES 160
#define SJ_MAX_PLAY 128 /* cards in one play */

/* --- the rules the core plays by (rules.Rules) -----------------------------------------
 * Each option's choices in order, with their names: rules.py's tuples, checked at import. */
enum { SJ_FT_FIRST_BEATABLE, SJ_FT_SMALLEST, SJ_FTS };
enum { SJ_PENALTY_NONE, SJ_PENALTY_TEN, SJ_PENALTIES };
enum { SJ_DRAW_NONE, SJ_DRAW_LONGER, SJ_DRAW_TRACTOR, SJ_DRAW_LONGER_TRACTOR, SJ_DRAW_NO_FORMAT,
       SJ_DRAWS };
enum { SJ_EVAL_ALL, SJ_EVAL_HIGHEST, SJ_EVAL_UNIT_LENGTH, SJ_EVALS };
enum { SJ_KM_SEED, SJ_KM_TIMES, SJ_KM_POWER, SJ_KMS };
extern const char *const sj_failed_throw_names[SJ_FTS];
extern const char *const sj_penalty_names[SJ_PENALTIES];
extern const char *const sj_draw_policy_names[SJ_DRAWS];
extern const char *const sj_eval_policy_names[SJ_EVALS];
extern const char *const sj_multiplier_names[SJ_KMS];

typedef struct {
    int32_t decks, min_width, min_length, failed_throw, penalty, draw_policy, eval_policy,
        kitty_multiplier, step, must_defend_a, hand_size, kitty_size;
} sj_rules;

/* --- cards, trump, hands (cards.c) ------------------------------------------------------ */
typedef struct {
    int32_t level;  /* the level rank, 0..12 for 2..A */
    int32_t suit;   /* the trump suit 0..3, SJ_NONE for no-trump */
    uint8_t esuit[SJ_CARDS], pos[SJ_CARDS];
} sj_trump;

void sj_trump_init(sj_trump *t, int level, int suit);
static inline int sj_suit(int c) { return c < 52 ? c / 13 : SJ_NONE; }
static inline int sj_rank(int c) { return c < 52 ? c % 13 : 13; }
/* trump.sort_key: (C D H S trump, position, printed suit letter with jokers first) */
int sj_sort_key(const sj_trump *t, int c);
/* trump.strength: any trump above any plain card, then the position */
static inline int sj_strength(const sj_trump *t, int c) { return (t->esuit[c] == SJ_T) << 8 | t->pos[c]; }
/* cards.py's plain order (jokers last, BJ before LJ; then suit letter, rank 2..A) */
int sj_plain_key(int c);
int sj_points(int c);  /* G1.3 */

typedef struct {
    uint8_t n[SJ_CARDS];
    uint8_t order[SJ_CARDS];  /* the cards held, in the order a dict would iterate them */
    uint8_t len;
} sj_hand;

void sj_hand_clear(sj_hand *h);
void sj_hand_add(sj_hand *h, int c, int k);     /* d[c] = d.get(c, 0) + k */
void sj_hand_remove(sj_hand *h, int c, int k);  /* d[c] -= k; del d[c] at 0 */
int sj_hand_total(const sj_hand *h);
/* Counter(cards): the cards in order of first appearance */
void sj_hand_of(sj_hand *h, const uint8_t *cards, int n);
/* {c: k for c, k in hand.items() if esuit(c) == es} */
void sj_hand_suit(const sj_hand *h, const sj_trump *t, int es, sj_hand *out);
/* [c for c, k in hand.items() for _ in range(k)] (if es >= 0: only that effective suit;
 * es <= -2: every suit but -es-2) */
int sj_hand_list(const sj_hand *h, const sj_trump *t, int es, uint8_t *out);

/* --- units and lead formats (units/) ----------------------------------------------------- */
typedef struct {
    uint8_t width, length, esuit, low, top;
    uint8_t cards[16];
} sj_unit;

static inline int sj_unit_size(const sj_unit *u) { return u->width * u->length; }
static inline int sj_unit_strength(const sj_unit *u) { return (u->esuit == SJ_T) << 8 | u->low; }

typedef struct {
    int32_t esuit, n;
    sj_unit units[SJ_MAX_UNITS];
} sj_format;

typedef struct { uint8_t width, length; } sj_shape;
static inline int sj_shape_key(sj_shape s) { return (s.width * s.length) << 16 | s.length << 8 | s.width; }

void sj_make_unit(const sj_trump *t, int width, const uint8_t *cards, int n, sj_unit *out);
void sj_order_units(sj_unit *units, int n);
int sj_format_size(const sj_format *f);
int sj_format_has_tractor(const sj_format *f);
/* A hint's kind: any (width 0), or width w with tractor 0/1; SJ_KIND_NONE names no unit. */
typedef struct { int width, tractor; } sj_kind;
#define SJ_KIND_ANY ((sj_kind){0, 0})
#define SJ_KIND_NONE ((sj_kind){-1, 0})
/* lead.split_lead: 0, or -1 when no unit of the hinted kind exists */
int sj_split_lead(const uint8_t *cards, int n, const sj_trump *t, const sj_rules *r,
                  sj_kind first, sj_format *out);
int sj_candidate_units(const sj_hand *counts, const sj_trump *t, const sj_rules *r,
                       sj_unit *out);
/* G2.6: whether a unit of length >= 2 is a tractor (adjacent cards of one effective suit,
 * wide and long enough). */
int sj_is_tractor(const sj_unit *u, const sj_trump *t, const sj_rules *r);

/* --- placing shapes (matching.c) -------------------------------------------------------- */
/* Which cards a shape of each width may take (follow.protection): bit c of denied[w] set
 * when card c may not be taken for a group of width w. NULL allows everything. */
typedef struct {
    uint64_t denied[9];
} sj_allow;

static inline int sj_allowed(const sj_allow *a, int c, int width) {
    return !a || width < 0 || width > 8 || !(a->denied[width] >> c & 1);
}

typedef struct {
    uint8_t n;           /* cards in the placement (the shape's length) */
    uint8_t cards[16];
} sj_place;

int sj_placements(const sj_hand *counts, sj_shape shape, const sj_trump *t, const sj_allow *a,
                  sj_place *out);

/* The random draws of Python's random.Random that the rules and the random bot use:
 * _randbelow(n) and random(). ``failed`` is set when a callback could not draw. */
typedef struct {
    void *ctx;
    uint32_t (*below)(void *ctx, uint32_t n);
    double (*random)(void *ctx);
    int failed;
} sj_rng;

void sj_shuffle_index(sj_rng *rng, int *items, int n);  /* random.shuffle */
/* random.sample(range(n), k) into out */
void sj_sample_index(sj_rng *rng, int n, int k, int *out);

typedef struct {
    sj_shape shape;
    sj_place place;
} sj_choice;

/* matching.assignments: calls found(ctx, chosen, n) for each way, in the generator's order
 * (random order with rng); stops when found returns nonzero. Returns 1 if stopped. */
typedef int (*sj_found_fn)(void *ctx, const sj_choice *chosen, int n);
int sj_assignments(const sj_hand *counts, const sj_shape *req, int nreq, const sj_trump *t,
                   const sj_allow *a, sj_rng *rng, sj_found_fn found, void *ctx);
int sj_meets(const sj_hand *counts, const sj_shape *req, int nreq, const sj_trump *t,
             const sj_allow *a);

/* --- following (follow.c) --------------------------------------------------------------- */
/* The ladder (G5.4): sj_ladder_first sets the lead's requirement, sj_ladder_next the next
 * weaker rung in place (0 once the empty requirement has been passed). */
int sj_ladder_first(const sj_format *lead, sj_shape *req);
int sj_ladder_start(const sj_shape *shapes, int n, sj_shape *req);
int sj_ladder_next(sj_shape *req, int *n, const sj_rules *r);
/* G5.4's one search for "the first rung the hand can meet": from the rung in req (its n
 * shapes) down the ladder, the first that the led-suit cards meet under the protections
 * (allow); req holds it. Returns its number of shapes (0: the empty requirement), -1 when
 * the ladder ends unmet. sj_first_rung starts at the lead's own rung. Following, the RL
 * masks (steps.c) and the greedy bot all ask it. */
int sj_rung_met(const sj_hand *suit, const sj_trump *t, const sj_rules *r,
                const sj_allow *allow, sj_shape *req, int n);
int sj_first_rung(const sj_hand *suit, const sj_format *lead, const sj_trump *t,
                  const sj_rules *r, const sj_allow *allow, sj_shape *req);
void sj_protection(const sj_hand *hand_suit, const sj_format *lead, const sj_trump *t,
                   const sj_rules *r, sj_allow *out);
/* follow.check_follow: 0 legal; else the rule broken, with details for the message. */
enum { SJ_FOLLOW_OK, SJ_FOLLOW_COUNT, SJ_FOLLOW_SUIT, SJ_FOLLOW_RUNG, SJ_FOLLOW_GENUINE };
typedef struct {
    int32_t code, held, need;      /* SUIT: held led-suit cards, need = min(n, held) */
    int32_t nreq;                  /* RUNG: the rung the hand could meet */
    sj_shape req[SJ_MAX_SHAPES];
    int32_t width, missing;        /* GENUINE: groups of width the follow broke up */
} sj_follow_check;
void sj_check_follow(const sj_hand *hand, const sj_format *lead, const uint8_t *cards, int n,
                     const sj_trump *t, const sj_rules *r, sj_follow_check *out);
/* follow.construct_follow: a legal follow, random with rng, else the minimal one. */
int sj_construct_follow(const sj_hand *hand, const sj_format *lead, const sj_trump *t,
                        const sj_rules *r, sj_rng *rng, uint8_t *out);
/* Where every legal follow comes from (follow.legal_follows): holding no more cards of
 * the led suit than were led, all of them (`must`) and any others (`pool`); else any of
 * that suit (`pool`), each choice to be checked (returns 1). */
int sj_follow_pool(const sj_hand *hand, const sj_format *lead, const sj_trump *t,
                   sj_hand *must, sj_hand *pool);

/* --- tricks and throws (units/throws.c) ------------------------------------------------ */
int sj_unit_beaten_by(const sj_unit *u, const sj_hand *counts, const sj_trump *t);
/* lead.failed_throw: the index of the forced unit in lead->units (-1: the throw stands)
 * and the seat that beats it. */
int sj_failed_throw(const sj_format *lead, int leader, const sj_hand *hands, const sj_trump *t,
                    const sj_rules *r, int *by);
/* tricks.trick_winner: the index of the winning play and its reading; hints[i] (NULL:
 * none) is the reading play i's player named (G5.5a: named by its units of width >= 2) */
int sj_trick_winner(const sj_format *lead, const uint8_t *const *plays, const int *sizes,
                    const sj_format *const *hints, int nplays, const sj_trump *t,
                    const sj_rules *r, sj_format *best);

/* --- scoring (scoring.c) ---------------------------------------------------------------- */
/* G6.1: the bottom-capture multiplier is factor * base ** exponent (it can outgrow 64 bits
 * for positions with many decks under the "power" mode); `titanic`: a Titanic decided it
 * (the seed's 2*3^L). */
typedef struct { int64_t factor, base, exponent, titanic; } sj_multiplier;
sj_multiplier sj_kitty_multiplier(const sj_unit *units, int n, int mode);
typedef struct { int32_t keeps, banker_advance, attackers_advance; } sj_level_outcome;
sj_level_outcome sj_level_outcome_of(int points, int decks, int step);
typedef struct { int32_t before, after, advance, wins; } sj_level_change;
sj_level_change sj_advance_team(int level, int steps, int keeps, int is_banker_side,
                                int must_defend_a);
/* G6.2-G6.4 for a deal: both teams' level changes, the next banker and the game winner
 * (-1: none). */
typedef struct {
    sj_level_outcome outcome;
    sj_level_change changes[2];
    int32_t next_banker, winner;
} sj_deal_score;
sj_deal_score sj_score_deal(const sj_rules *r, int banker, const int *levels, int points);
int sj_next_banker(int banker, int keeps);

#endif
