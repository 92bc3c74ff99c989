# The compiled deal (csrc/round.c) as the base class of state.State: hands, the trick, the
# lead and the log live in C; state.State adds the checks, views, values and records.
# Included by _core.pyx.

PHASE_DECLARE, PHASE_BURY, PHASE_PLAY, PHASE_SCORED, PHASE_REDEAL = (
    SJ_DECLARE, SJ_BURY, SJ_PLAY, SJ_SCORED, SJ_REDEAL)
HOW = {SJ_HOW_DECLARED: "declared", SJ_HOW_KITTY: "kitty", SJ_HOW_POSITION: "position"}
#: the events' kinds by name (round.h): ``_event`` returns each with its fields by name
EVENT_KINDS = {SJ_EV_DECLARED: "declared", SJ_EV_PASSED: "passed", SJ_EV_TRUMP: "trump",
               SJ_EV_REDEAL: "redeal", SJ_EV_BURIED: "buried", SJ_EV_PLAYED: "played",
               SJ_EV_TRICK: "trick", SJ_EV_SCORED: "scored"}
ACT_PASS, ACT_DECLARE, ACT_BURY, ACT_PLAY = SJ_ACT_PASS, SJ_ACT_DECLARE, SJ_ACT_BURY, SJ_ACT_PLAY

import numpy as np

#: A scored deal's numbers by name (round.h's sj_score, field for field): the record the
#: simulator's compiled deals return (``sim._shengji.play_deals``'s ``score``).
SCORE_DTYPE = np.dtype([(name, np.int64) for name in (
    "attackers_points", "trick_points", "kitty_points", "captured", "factor", "base",
    "exponent", "titanic", "bonus", "penalties", "next_banker", "winner")] + [
    (name, np.int64, (2,)) for name in ("before", "after", "advance", "wins")])
if SCORE_DTYPE.itemsize != sizeof(sj_score):
    raise ImportError("SCORE_DTYPE is not round.h's sj_score; rebuild the core")


def deal(str seed, int decks, int kitty_size):
    """G1.4: the four hands and the kitty a seed deals from ``decks`` decks (the shoe
    shuffled from the seed; the last ``kitty_size`` cards are the kitty, card p of the rest
    goes to seat p % 4), as lists of cards."""
    cdef bytes key = seed.encode("utf-8")
    cdef uint8_t hands[4][SJ_MAX_PLAY * 2]
    cdef uint8_t kitty[SJ_MAX_PLAY]
    cdef int sizes[4]
    cdef int s
    if not 1 <= decks or not 0 <= kitty_size <= SJ_MAX_PLAY:
        raise ValueError("at least one deck and a kitty that fits")
    if sj_deal(key, len(key), decks, kitty_size, hands, sizes, kitty) != 0:
        raise ValueError("the seed cannot deal that many cards")
    return ([list(card_tuple(hands[s], sizes[s])) for s in range(4)],
            list(card_tuple(kitty, kitty_size)))


cdef class _Reader:
    """Reads the blocks of one event in the log's arena."""

    cdef const uint8_t* at
    cdef const sj_trump* t

    cdef tuple cards(self):
        cdef int n = self.at[0]
        out = card_tuple(self.at + 1, n)
        self.at += 1 + n
        return out

    cdef tuple units(self):
        """Units stored as width, length, cards (low to high); the trump gives the rest."""
        cdef int n = self.at[0], i
        cdef sj_unit u
        out = []
        self.at += 1
        for i in range(n):
            sj_make_unit(self.t, self.at[0], self.at + 2, self.at[1], &u)
            self.at += 2 + self.at[1]
            out.append(unit_obj(&u))
        return tuple(out)


cdef tuple _PHASE_VALUES = ()
cdef object _Declare = None
cdef object _Bury = None
cdef object _Play = None
cdef object _PASS = None


def bind_actions(declare, bury, play, pass_value, phases):
    """Hand over the action types, the protocol's ``PASS`` and the phases (by number)."""
    global _Declare, _Bury, _Play, _PASS, _PHASE_VALUES
    _Declare, _Bury, _Play, _PASS = declare, bury, play, pass_value
    _PHASE_VALUES = tuple(phases)


cdef object action_obj(const sj_action* a):
    """The action value of a compiled action."""
    if a.kind == SJ_ACT_PASS:
        return _PASS
    cards = card_tuple(a.cards, a.n)
    if a.kind == SJ_ACT_DECLARE:
        return _Declare(cards)
    return _Bury(cards) if a.kind == SJ_ACT_BURY else _Play(cards)


cdef class DealCore:
    """The compiled part of a Shengji deal (see ``state.State``)."""

    # (its C attributes are declared in _core.pxd, for the bots' and the simulator's
    # compiled modules, which drive the deal in C)

    def __dealloc__(self):
        sj_round_free(self.g)

    def _start(self, rules, hands, kitty, int level, levels, int banker):
        """Set up a deal: four hands (card lists, in deal order), the kitty, the level and
        both teams' levels (0..12), the banker (-1: the first declarer)."""
        cdef uint8_t buf[4][SJ_MAX_PLAY * 2]
        cdef uint8_t kit[SJ_MAX_PLAY]
        cdef const uint8_t* ptrs[4]
        cdef int sizes[4]
        cdef int lv[2]
        cdef int s, nk
        if len(hands) != 4:
            raise ValueError("four hands")
        for s in range(4):
            sizes[s] = cards_of(hands[s], buf[s], SJ_MAX_PLAY * 2)
            ptrs[s] = buf[s]
        nk = cards_of(kitty, kit, SJ_MAX_PLAY)
        lv[0], lv[1] = levels
        self.g = sj_round_new(rules_of(rules), ptrs, sizes, kit, nk, level, lv, banker, 1)
        if self.g == NULL:
            raise MemoryError()

    def _clone(self):
        cdef DealCore new = type(self).__new__(type(self))
        new.g = sj_round_copy(self.g)
        if new.g == NULL:
            raise MemoryError()
        return new

    def __reduce__(self):
        log = None
        if self.g.log != NULL:
            log = ((<char*>self.g.log.ev)[:self.g.nlog * sizeof(sj_event)],
                   (<char*>self.g.log.arena)[:self.g.nbytes])
        return (_rebuild_deal, (type(self), (<char*>self.g)[:sizeof(sj_round)], log,
                                getattr(self, "__dict__", None)))

    # --- the deal as the engine's values ----------------------------------------------

    @property
    def _phase(self):
        return self.g.phase

    @property
    def phase(self):
        """The deal's phase (``events.Phase``)."""
        return _PHASE_VALUES[self.g.phase]

    @property
    def finished(self):
        return self.g.phase == SJ_SCORED or self.g.phase == SJ_REDEAL

    @property
    def to_act(self):
        if self.g.phase == SJ_DECLARE or self.g.phase == SJ_PLAY:
            return (self.g.turn,)
        if self.g.phase == SJ_BURY:
            return (self.g.banker,)
        return ()

    @property
    def turn(self):
        return self.g.turn

    @property
    def passes(self):
        return self.g.passes

    @property
    def leader(self):
        return self.g.leader

    @property
    def banker(self):
        return None if self.g.banker < 0 else self.g.banker

    @property
    def _level_index(self):
        return self.g.level

    @property
    def _trump_key(self):
        """(level 0..12, suit 0..3 or -1) once trump is fixed, else None."""
        if not self.g.has_trump:
            return None
        return self.g.trump.level, self.g.trump.suit

    @property
    def standing(self):
        """The standing declaration: (seat, cards), or None."""
        cdef uint8_t cs[16]
        cdef int i
        if self.g.standing_seat < 0:
            return None
        for i in range(self.g.standing_n):
            cs[i] = self.g.standing_card
        return (self.g.standing_seat, card_tuple(cs, self.g.standing_n))

    @property
    def hands(self):
        """Each seat's cards and copies, in the order they came (fresh dicts)."""
        cdef int s
        return [dict_of(&self.g.hands[s]) for s in range(4)]

    def hand_counts(self, int seat):
        """One seat's cards and copies (a fresh dict)."""
        return dict_of(&self.g.hands[seat])

    def holds(self, int seat, cards):
        """Whether ``seat`` holds ``cards`` (with their copies)."""
        cdef uint8_t cs[SJ_MAX_PLAY]
        cdef uint8_t need[SJ_CARDS]
        cdef int n = cards_of(cards, cs, SJ_MAX_PLAY), i
        memset(need, 0, SJ_CARDS)
        for i in range(n):
            need[cs[i]] += 1
            if need[cs[i]] > self.g.hands[seat].n[cs[i]]:
                return False
        return True

    def _follow_check(self, int seat, cards):
        """``follow.check_follow`` of ``cards`` by ``seat`` against the current lead: its
        result code and details (see ``_core.check_follow``)."""
        cdef uint8_t cs[SJ_MAX_PLAY]
        cdef sj_follow_check* c = <sj_follow_check*>malloc(sizeof(sj_follow_check))
        cdef int n = cards_of(cards, cs, SJ_MAX_PLAY)
        if c == NULL:
            raise MemoryError()
        try:
            sj_check_follow(&self.g.hands[seat], &self.g.lead, cs, n, &self.g.trump,
                            &self.g.rules, c)
            return check_result(c)
        finally:
            free(c)

    def _step_mask(self, int seat, chosen, object follower, int8_t[::1] out, int offset):
        """Mark in ``out[offset + c]`` each card ``c`` the seat to act may add next to the
        bury, lead or follow it is building (``chosen``: card numbers so far)."""
        cdef uint8_t cs[SJ_MAX_PLAY]
        cdef int n = 0, c
        cdef uint64_t bits
        if offset < 0 or offset + SJ_CARDS > out.shape[0]:
            raise ValueError("the mask is too short")
        for x in chosen:
            cs[n] = x
            n += 1
        if self.g.phase == SJ_BURY:
            bits = sj_bury_next(&self.g.hands[seat], cs, n, self.g.nkitty)
        elif self.g.ncurrent == 0:
            bits = sj_lead_next(&self.g.hands[seat], cs, n, &self.g.trump)
        else:
            bits = (<Follower>follower).next_bits(cs, n)
        for c in range(SJ_CARDS):
            out[offset + c] = (bits >> c) & 1

    def _follower(self, int seat):
        """The follow builder of ``seat`` for the current trick."""
        cdef Follower f = Follower.__new__(Follower)
        f.f = sj_follower_new(&self.g.hands[seat], &self.g.lead, &self.g.trump, &self.g.rules)
        if f.f == NULL:
            raise MemoryError()
        return f

    def held(self, int seat):
        """How many cards ``seat`` holds."""
        cdef int i, n = 0
        for i in range(self.g.hands[seat].len):
            n += self.g.hands[seat].n[self.g.hands[seat].order[i]]
        return n

    @property
    def shown(self):
        """Per seat, the declaration cards shown and still held (Counters)."""
        from collections import Counter
        cdef int s
        return [Counter(dict_of(&self.g.shown[s])) for s in range(4)]

    @property
    def kitty(self):
        return list(card_tuple(self.g.kitty, self.g.nkitty))

    @property
    def kitty_known_to_banker(self):
        return bool(self.g.kitty_known)

    @property
    def voids(self):
        """Per seat, the effective suits it has shown void in."""
        cdef int s, e
        return [{SUIT_LETTERS[e] for e in range(5) if self.g.voids[s] >> e & 1}
                for s in range(4)]

    @property
    def current(self):
        """The current trick: (seat, cards) per play so far."""
        cdef int i
        return [(self.g.cur_seat[i], card_tuple(self.g.cur_cards[i], self.g.cur_n[i]))
                for i in range(self.g.ncurrent)]

    @property
    def _current_count(self):
        return self.g.ncurrent

    @property
    def _lead_size(self):
        """Cards led in the current trick (0 before a lead)."""
        return sj_format_size(&self.g.lead) if self.g.has_lead else 0

    @property
    def lead(self):
        """The lead's format (after a failed throw: the forced unit); None before a lead."""
        return format_obj(&self.g.lead) if self.g.has_lead else None

    @property
    def lead_attempt(self):
        """The format of what the leader put down."""
        return format_obj(&self.g.attempt) if self.g.has_lead else None

    @property
    def _lead_failed(self):
        """(leader, forced cards, beaten by) of a failed throw in the current trick, or None."""
        if not self.g.has_lead or not self.g.failed:
            return None
        return (self.g.leader, card_tuple(self.g.forced, self.g.nforced), self.g.failed_by)

    @property
    def trick_number(self):
        return self.g.tricks

    @property
    def attackers_points(self):
        return self.g.attackers_points

    @property
    def trick_points_total(self):
        return self.g.trick_points_total

    @property
    def penalty_points(self):
        return self.g.penalty_points

    @property
    def banker_side_points(self):
        """The points of the tricks the banker's side won (they do not count, G5.6)."""
        return self.g.banker_side_points

    def is_attacker(self, seat):
        return self.g.banker >= 0 and seat % 2 != self.g.banker % 2

    # --- moving the deal on (unchecked: the caller has checked) ---------------------------

    def _declare(self, int seat, card, int n):
        self._last = None
        sj_round_declare(self.g, seat, card_no(card), n)

    def _pass(self, int seat):
        self._last = None
        sj_round_pass(self.g, seat)

    def _bury(self, int seat, cards):
        self._last = None
        cdef uint8_t cs[SJ_MAX_PLAY]
        sj_round_bury(self.g, seat, cs, cards_of(cards, cs, SJ_MAX_PLAY))

    def _play(self, int seat, cards, reading=None):
        """A lead (``reading``: its split; None for the default split) or a follow
        (``reading``: the one its player named, G5.5a; None: none)."""
        self._last = None
        cdef uint8_t cs[SJ_MAX_PLAY]
        cdef sj_format* f = NULL
        cdef int n = cards_of(cards, cs, SJ_MAX_PLAY), err
        if reading is not None:
            f = <sj_format*>malloc(sizeof(sj_format))
            if f == NULL:
                raise MemoryError()
        try:
            if f != NULL:
                format_of(reading, f)
            err = sj_round_play(self.g, seat, cs, n, f)
        finally:
            free(f)
        if err:
            raise ValueError("the lead cannot be split" if self.g.ncurrent == 0 else
                             "the named reading is too long to keep")

    def _fix_trump(self, suit, int banker, str how, flip=None):
        self._last = None
        sj_round_fix_trump(self.g, -1 if suit is None else "SHDC".index(suit), banker,
                           {"declared": SJ_HOW_DECLARED, "kitty": SJ_HOW_KITTY,
                            "position": SJ_HOW_POSITION}[how],
                           -1 if flip is None else card_no(flip))

    def _enter_bury(self):
        self._last = None
        sj_round_enter_bury(self.g)

    def _enter_play(self, int leader):
        self._last = None
        sj_round_enter_play(self.g, leader)

    def _set_turn(self, int turn):
        self.g.turn = turn

    def _set_points(self, points):
        self.g.attackers_points = points

    def _set_kitty_known(self, bint known):
        self.g.kitty_known = known

    def _set_hand(self, int seat, counts):
        self._last = None
        hand_of(counts, &self.g.hands[seat])

    def _set_kitty(self, cards):
        self._last = None
        self.g.nkitty = cards_of(cards, self.g.kitty, SJ_MAX_PLAY)

    # --- helpers of the seat to act ---------------------------------------------------------

    def declarations(self, int seat):
        """G3.2: the declarations ``seat`` may make now: (card, copies), in plain order."""
        cdef int cards[64]
        cdef int counts[64]
        cdef int n = sj_round_declarations(self.g, seat, cards, counts), i
        return [(CARDS[cards[i]], counts[i]) for i in range(n)]

    def random_action(self, int seat, rng):
        """The random player's choice for ``seat`` (the seat to act), drawn from ``rng`` as
        ``bots.shengji.random_action`` draws it (the compiled policy): an action value."""
        cdef sj_rng r
        cdef py_rng ctx
        cdef int err
        python_rng(rng, &ctx, &r)
        err = sj_random_action(self.g, seat, &r, &self._last_act)
        rng_ok(&r)
        if err:
            raise ValueError(f"seat {seat} has no action now")
        out = action_obj(&self._last_act)
        self._last = out
        return out

    def apply_unchecked(self, seat, action):
        """Apply an action known to be legal (fast path: plays skip the hand and ladder
        checks; declaring and burying are checked, being cheap and rare, unless the action
        is the engine's own random choice just made). Returns nothing: the events say what
        happened (``apply_action`` returns the last one)."""
        cdef sj_action* a = &self._last_act
        if action is None or action is not self._last:
            self._apply_unchecked_slow(seat, action)
            return None
        self._last = None
        if a.kind == SJ_ACT_PASS:
            sj_round_pass(self.g, seat)
        elif a.kind == SJ_ACT_DECLARE:
            sj_round_declare(self.g, seat, a.cards[0], a.n)
        elif a.kind == SJ_ACT_BURY:
            sj_round_bury(self.g, seat, a.cards, a.n)
        elif sj_round_play(self.g, seat, a.cards, a.n, NULL):
            raise ValueError("the lead cannot be split")
        return None

    # --- the log -------------------------------------------------------------------------

    def _event_count(self):
        return self.g.nlog

    def _event(self, Py_ssize_t i):
        """Event ``i`` (round.h) as its kind and fields, by name."""
        cdef sj_event* e
        cdef _Reader rd = _Reader()
        cdef const sj_score* sc
        if i < 0 or i >= self.g.nlog:
            raise IndexError("event index out of range")
        e = &self.g.log.ev[i]
        rd.at = self.g.log.arena + e.off
        rd.t = &self.g.trump
        kind = EVENT_KINDS[e.kind]
        if e.kind == SJ_EV_DECLARED:
            return {"kind": kind, "seat": e.seat, "card": CARDS[e.card], "copies": e.copies}
        if e.kind == SJ_EV_PASSED:
            return {"kind": kind, "seat": e.seat}
        if e.kind == SJ_EV_REDEAL:
            return {"kind": kind}
        if e.kind == SJ_EV_TRUMP:
            return {"kind": kind, "banker": e.seat, "level": e.level,
                    "suit": None if e.suit == 255 else "SHDC"[e.suit], "how": HOW[e.how],
                    "card": None if e.turned < 0 else CARDS[e.turned]}
        if e.kind == SJ_EV_BURIED:
            return {"kind": kind, "seat": e.seat, "cards": rd.cards()}
        if e.kind == SJ_EV_PLAYED:
            cards = rd.cards()
            attempt_units = rd.units() if e.led else None
            attempt = rd.cards() if e.failed else None
            return {"kind": kind, "seat": e.seat, "led": bool(e.led), "failed": bool(e.failed),
                    "beaten_by": e.beaten_by, "cards": cards, "attempt_units": attempt_units,
                    "attempt": attempt}
        if e.kind == SJ_EV_TRICK:
            attempt_units = rd.units()
            lead_units = rd.units()
            forced = rd.cards()
            plays = []
            for _ in range(4):
                seat = rd.at[0]
                rd.at += 1
                plays.append((seat, rd.cards()))
            return {"kind": kind, "leader": e.seat, "winner": e.winner, "index": e.index,
                    "number": e.number, "points": e.points,
                    "failed_by": None if e.beaten_by < 0 else e.beaten_by,
                    "attempt_units": attempt_units, "lead_units": lead_units,
                    "forced": forced, "plays": plays, "winning": rd.units()}
        sc = <const sj_score*>rd.at
        rd.at += sizeof(sj_score)
        return {"kind": kind, "attackers_points": sc.attackers_points,
                "trick_points": sc.trick_points, "kitty_points": sc.kitty_points,
                "multiplier": (sc.factor, sc.base, sc.exponent) if sc.captured else None,
                "titanic": bool(sc.titanic), "bonus": sc.bonus, "penalties": sc.penalties,
                "next_banker": sc.next_banker, "winner": None if sc.winner < 0 else sc.winner,
                "changes": [(sc.before[t], sc.after[t], sc.advance[t], bool(sc.wins[t]))
                            for t in range(2)],
                "kitty": rd.cards()}


def _rebuild_deal(cls, bytes block, log, state):
    """The inverse of ``DealCore.__reduce__``."""
    cdef DealCore new = cls.__new__(cls)
    cdef sj_round* g = <sj_round*>malloc(sizeof(sj_round))
    cdef bytes ev, arena
    if g == NULL:
        raise MemoryError()
    memcpy(g, <char*>block, sizeof(sj_round))
    g.log = NULL
    new.g = g
    if log is not None:
        ev, arena = log
        g.log = <sj_log*>malloc(sizeof(sj_log))
        if g.log == NULL:
            raise MemoryError()
        g.log.ev = <sj_event*>malloc(max(1, len(ev)))
        g.log.arena = <uint8_t*>malloc(max(1, len(arena)))
        if g.log.ev == NULL or g.log.arena == NULL:
            raise MemoryError()
        memcpy(g.log.ev, <char*>ev, len(ev))
        memcpy(g.log.arena, <char*>arena, len(arena))
        g.log.refs = 1
        g.log.len = <int32_t>(len(ev) // sizeof(sj_event))
        g.log.cap = max(1, g.log.len)
        g.log.bytes = <uint32_t>len(arena)
        g.log.bcap = max(1, <uint32_t>len(arena))
        g.nlog = g.log.len
        g.nbytes = g.log.bytes
    if state:
        new.__dict__.update(state)
    return new
