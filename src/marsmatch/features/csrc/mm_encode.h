/* The RL observation and action mask of a compiled round (marsmatch_v0's encodings),
 * written straight into caller-owned arrays: no per-step Python objects. */
#ifndef MARSMATCH_ENCODE_H
#define MARSMATCH_ENCODE_H

#include <stdint.h>

#include "round.h"

/* Where each piece of the observation starts; rl/marsmatch_v0.py's observation_pieces is
 * the one source of the layout and hands these offsets over. */
typedef struct {
    int32_t size, hand, hand_at_least, unseen, top_cards, top_kind, top_length, top_rank,
        top_attach, top_seat, counts, active, passes, streak_seat, streak, my_turns,
        opening_leader, played_by, history;
} mm_obs_layout;

/* Values per move of the history piece for n seats: relative seat one-hot, pass, cards. */
#define MM_MOVE_VALUES(n) ((n) + 1 + MM_LANES)

/* The number of a reading among every reading shape (a table index); -1 outside. */
#define MM_CODES (MM_KINDS * 64 * 16 * 4)
static inline int mm_code(mm_reading rd) {
    if (rd.kind < 0 || rd.kind >= MM_KINDS || rd.length < 0 || rd.length >= 64 || rd.top < 0 ||
        rd.top >= 16 || rd.attach < 0 || rd.attach >= 4)
        return -1;
    return ((rd.kind * 64 + rd.length) * 16 + rd.top) * 4 + rd.attach;
}

/* The observation of `seat` (obs holds layout->size floats; it is overwritten). */
void mm_encode(const mm_round *g, int seat, const mm_obs_layout *layout, float *obs);
/* The mask of the seat to act: the pass (action 0) where allowed and 1 + index[code] for
 * each legal play type; mask holds `actions` bytes. Returns -1 if a legal type has no
 * action (index -1), else the number of legal actions. */
int mm_legal_mask(const mm_round *g, const int32_t *index, int8_t *mask, int actions);
/* The legal actions of the seat to act with the cards each spends (the default play of
 * its type; a pass spends none): the pass first where allowed, then 1 + index[code] of
 * each legal type in the engine's order, at most `cap`. Returns how many, or -1 if a
 * legal type has no action or there are more than `cap`. */
int mm_legal_plays(const mm_round *g, const int32_t *index, int32_t *actions,
                   uint8_t (*cards)[16], int cap);

#endif
