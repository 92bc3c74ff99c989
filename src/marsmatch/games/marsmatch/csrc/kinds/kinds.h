/* What the kind sections share (internal to the rules): the wild 2 (wild.c) and
 * attachments (attachments.c), and each section's table entry. */
#ifndef MARSMATCH_KINDS_H
#define MARSMATCH_KINDS_H

#include "mm.h"

/* The sections (kinds/<kind>.c), in Kind order. */
extern const mm_kind mm_single, mm_pair, mm_pair_sequence, mm_rocket, mm_starship,
    mm_lone_boat, mm_drone, mm_super_drone, mm_spaceship;
/* The Lone Boat's compare hook, which a single's answers to a bare Lone Boat also ask. */
mm_verdict mm_boat_compare(mm_reading a, int a_boat, mm_reading b, int b_boat);

/* The cards of m summarised once for the sections' fits and candidates. */
static inline int mm_size(const uint8_t *m) {
    int n = 0;
    for (int r = 0; r < MM_LANES; r++) n += m[r];
    return n;
}

static inline int mm_jokers(const uint8_t *m) { return m[MM_LJ] + m[MM_BJ]; }

/* The most cards of one natural rank 3..A (the 2s left out). */
static inline int mm_most_natural(const uint8_t *m) {
    int most = 0;
    for (int r = 0; r < MM_TWO; r++) most = m[r] > most ? m[r] : most;
    return most;
}

/* A section whose kind nothing comes close to without being one. */
static inline int mm_never_close(const uint8_t *m, int n) {
    (void)m, (void)n;
    return MM_NOT_FAR;
}

/* A bomb class of a kind number (0 outside the kinds). */
static inline int mm_class_of(int kind) {
    return kind >= 0 && kind < MM_KINDS ? mm_kinds[kind]->bomb_class : 0;
}

/* The comparison of two plays of one shape by their tops (R3.12: an equal play does not
 * beat), decided by `kind`'s section. */
static inline mm_verdict mm_by_top(mm_reading a, mm_reading b, int kind) {
    if (a.top == b.top) return mm_verdict_of(0, MM_WHY_EQUAL, kind);
    return mm_verdict_of(a.top > b.top, a.top > b.top ? MM_WHY_HIGHER : MM_WHY_LOWER, kind);
}

/* Plays of the top's exact shape (kind, length, attachment), compared by their tops; any
 * other play does not answer it unless it is a stronger bomb (mm_judge decides those). */
mm_verdict mm_same_shape(mm_reading a, int a_boat, mm_reading b, int b_boat);

/* The `plays` hook of a kind with one spelling and no attachments: its main cards, when
 * the hand holds them (kinds.c). */
int mm_one_play(mm_cursor *c, uint8_t *out);

/* --- wild.c: the wild 2 (R3.2-R3.4, R3.13) ---------------------------------------------- */

/* What is left of m after main groups of `per` cards on ranks lo..hi: natural cards first,
 * the rest 2s when `wild`. 0 when the groups cannot be made. */
int mm_wild_rest(const uint8_t *m, int lo, int hi, int per, int wild, int *rest);
/* The main groups of a grouped reading, natural cards first and 2s for what is missing. */
void mm_wild_main(const uint8_t *h, mm_reading rd, int per, int wild, uint8_t *m);
/* The ranks of main groups that took a wild 2 leave the pool (one spelling per play). */
void mm_wild_pool(mm_reading rd, int per, const uint8_t *main, int *pool);
/* Main groups only: naturals n_r in [low, min(per, c_r)] with sum(per - n_r) <= the 2s held. */
int64_t mm_wild_count(const uint8_t *h, int lo, int hi, int per, int low);
/* Plays of a Rocket of wild groups with its attachments (low: natural cards a group needs). */
int64_t mm_wild_count_attached(const uint8_t *h, mm_reading rd, int per, int low);
/* The cursor's next spelling of a reading's main groups of `per` cards into c->main: with
 * `wild`, each group holds natural cards from as many as it can down to `low` and 2s for
 * the rest, within the 2s held (the last group's choice turns fastest); without, the
 * natural groups once. 0 when there is no more. */
int mm_wild_spell(mm_cursor *c, int per, int wild, int low);
/* Attached pairs: XX, X+2 or 2+2: whether cards split into such pairs. */
int mm_wild_pairs_ok(const int *rest);
/* n attached pairs that break the least: natural pairs, then X+2, then 2+2 (allow_two). */
int mm_wild_pick_pairs(const int *rest, int n, int allow_two, int above, int *picked);
/* Whether, after taking one card of rank r, `more` cards of ranks >= r can complete
 * attached pairs (counts: the cards chosen before, avail: the pool left). */
int mm_wild_pairs_completable(const int *counts, const int *avail, int r, int more);

/* --- attachments.c: attachments (R3.5, R3.10) ------------------------------------------ */

/* Whether the cards left after the main groups are exactly the attachment kind. */
int mm_attachment_fits(const int *rest, int att);
/* The pool of a reading: the hand less its main cards, never jokers (R3.10). */
void mm_plain_pool(const uint8_t *h, const uint8_t *main, int *pool);
/* n attached singles that break the least: loose cards low first, 2s and bombs last. */
int mm_pick_singles(const int *rest, int n, int above, int *picked);
/* Default attachments of a grouped reading (length x attach_per_group units). */
int mm_group_attach(const int *pool, mm_reading rd, int floor, int *add);
/* The next attachment rank of a grouped reading (singles or pairs, 3..2). */
int mm_group_attachment_ranks(mm_reading rd, const int *avail, const int *chosen, int nchosen,
                              int floor, int *out);
/* Ways to take m_r cards of each natural rank plus m_2 twos (size in all, m_2 <= twos,
 * sum(cost[r][m_r]) <= m_2); -1 when too large. */
int64_t mm_count_budget(const int avail[12], int cost[12][256], int size, int twos);
/* Plays of natural main groups of `per` cards with their attachments (a Starship, or a
 * triple of 2s). */
int64_t mm_count_natural(const uint8_t *h, mm_reading rd, int per);
/* The `plays` step of main groups and attachments: the current spelling's next attachments
 * (most of the lowest ranks first), else the next spelling (mm_wild_spell) with its first. */
int mm_spelled_next(mm_cursor *c, uint8_t *out, int per, int wild, int low);
/* No attachments: kinds without any. */
int mm_no_attach(const int *pool, mm_reading rd, int floor, int *add);
int mm_no_attachment_ranks(mm_reading rd, const int *avail, const int *chosen, int nchosen,
                           int floor, int *out);
void mm_no_pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *pool);

/* Why cards close to main groups of `per` cards are no such reading (a Rocket, a Starship:
 * R3.4, R3.5, R3.10): MM_NOT_ATTACH_COUNT or MM_NOT_JOKER_ATTACHED, MM_NOT_FAR when they
 * fit, -1 when they make no group (the attachment: `units` singles or pairs per group, or
 * nothing from `bare_from` groups up). */
int mm_group_why_not(const uint8_t *m, int per, int wild, int units, int bare_from);
/* Two or more natural groups of `per` cards that are not one run within 3..A (R3.3-R3.5);
 * with `wild`, groups of natural 2s are no rank of the run and the 2s may fill its gaps. */
int mm_chained(const uint8_t *m, int per, int wild);

#include "attachments.h"

#endif
