# Building a bury, a lead or a follow card by card, compiled (csrc/steps.c): which card may
# come next is a rule question; the observation is the features layer's. Included by _core.pyx.

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
