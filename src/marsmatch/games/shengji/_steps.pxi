# Building a bury, a lead or a follow card by card, and shengji_v0's observation, compiled
# (csrc/steps.c, csrc/encode.c). Included by _core.pyx.

cdef list cards_in(uint64_t bits):
    cdef int c
    return [CARDS[c] for c in range(SJ_CARDS) if bits >> c & 1]


def bury_next(hand, chosen, int size):
    """Cards the next bury step may add (non-decreasing card numbers)."""
    cdef sj_hand h
    cdef uint8_t cs[SJ_MAX_PLAY]
    hand_of(hand, &h)
    return cards_in(sj_bury_next(&h, cs, cards_of(chosen, cs, SJ_MAX_PLAY), size))


def lead_next(hand, chosen, trump):
    """Cards the next lead step may add: of one effective suit, non-decreasing."""
    cdef sj_hand h
    cdef uint8_t cs[SJ_MAX_PLAY]
    hand_of(hand, &h)
    return cards_in(sj_lead_next(&h, cs, cards_of(chosen, cs, SJ_MAX_PLAY), trump_of(trump)))


cdef class Follower:
    """Exact masks for building a follow card by card (G5.4), for one hand and lead."""

    cdef sj_follower* f

    def __init__(self, hand, lead, trump, rules):
        cdef sj_hand h
        cdef sj_format* fmt = <sj_format*>malloc(sizeof(sj_format))
        if fmt == NULL:
            raise MemoryError()
        try:
            hand_of(hand, &h)
            format_of(lead, fmt)
            self.f = sj_follower_new(&h, fmt, trump_of(trump), rules_of(rules))
        finally:
            free(fmt)
        if self.f == NULL:
            raise MemoryError()

    def __dealloc__(self):
        sj_follower_free(self.f)

    @property
    def required(self):
        """Whether the follow must hold a placement of a rung that is not empty."""
        return bool(sj_follower_required(self.f))

    def allowed(self, chosen):
        """Cards the next step may add to ``chosen`` (non-decreasing card numbers)."""
        cdef uint8_t cs[SJ_MAX_PLAY]
        return cards_in(self.next_bits(cs, cards_of(chosen, cs, SJ_MAX_PLAY)))

    cdef uint64_t next_bits(self, const uint8_t* cs, int n):
        return sj_follower_next(self.f, cs, n)


def card_number(card):
    """A card's number 0..53 (the deck's printed order)."""
    return card_no(card)


cdef class ObsLayout:
    """Where each observation piece starts (from ``rl.shengji_v0.OBSERVATION_PIECES``)."""

    cdef sj_obs_layout L
    cdef dict starts

    def __init__(self, int size, starts):
        cdef int32_t* at = &self.L.hand
        cdef Py_ssize_t i
        names = ("hand", "phase", "level", "trump", "banker", "attacker", "declaration",
                 "trick", "leader", "lead_size", "played", "kitty", "counts", "voids",
                 "points", "tricks", "building", "chosen", "left")
        self.starts = {name: starts[name] for name in names}
        self.L.size = size
        for i, name in enumerate(names):
            at[i] = starts[name]
            if not 0 <= at[i] < size:
                raise ValueError(f"piece {name} starts outside the observation")

    def __reduce__(self):
        return (ObsLayout, (self.L.size, self.starts))


def encode_observation(DealCore state, int seat, float[::1] out, ObsLayout layout, chosen=()):
    """Write ``seat``'s observation of the deal into ``out`` (float32, the layout's size);
    ``chosen``: the card numbers the seat to act has chosen so far of what it builds."""
    cdef uint8_t cs[SJ_MAX_PLAY]
    cdef int n = 0
    if state.g == NULL or not 0 <= seat < 4 or out.shape[0] < layout.L.size:
        raise ValueError("bad deal, seat or observation size")
    for x in chosen:
        if n >= SJ_MAX_PLAY:
            raise ValueError("too many cards chosen")
        cs[n] = x
        n += 1
    sj_encode(state.g, seat, &layout.L, cs, n, &out[0])
