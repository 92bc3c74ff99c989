# The compiled round (csrc/round.c) as the base class of state.State: the transitions and
# the fast type-level API run in C; state.State adds the protocol's checks, views and
# records in Python. Included by _core.pyx.

from marsmatch.games.marsmatch.csrc.round cimport *

#: Outcome categories and Heavenly Hands by the C enums' numbers (round.h).
CATEGORY_NAMES = {MM_CAT_BANKER_HEAVENLY: "banker_heavenly",
                  MM_CAT_NONBANKER_HEAVENLY: "nonbanker_heavenly",
                  MM_CAT_HEAVEN_SNATCH: "heaven_snatch", MM_CAT_GROUND_HAND: "ground_hand",
                  MM_CAT_GROUND_SNATCH: "ground_snatch", MM_CAT_HUMAN_HAND: "human_hand",
                  MM_CAT_TOTAL_LOSER: "total_loser"}
HAND_NAMES = {MM_HAND_NONE: None, MM_HAND_STARLINK: "starlink", MM_HAND_UFO: "ufo",
              MM_HAND_BOTH: "starlink+ufo"}
HEAVENLY_KINDS = {MM_HAND_NONE: None, MM_HAND_STARLINK: "starlink", MM_HAND_UFO: "ufo",
                  MM_HAND_BOTH: "both"}
PHASE_HEAVENLY, PHASE_PLAY, PHASE_FINISHED = MM_HEAVENLY, MM_PLAY, MM_FINISHED

cdef object _PASS = None


cdef struct _Legal:
    # The last play types listed, and what they are a function of (the hand of the seat to
    # act and the top: mm_round_legal reads nothing else). A random or numbered action
    # lists the types and then plays one of them; keeping them spares the second listing.
    int valid, n, has_top, top_tie
    mm_reading top
    uint8_t hand[16]
    mm_reading types[MM_MAX_TYPES]

cdef _Legal _listed
_listed.valid = 0
cdef tuple _TRICK_GOALS = ()
cdef tuple _HOW = ()
cdef object _PLAYED = None, _PASSED = None, _TRICK = None, _WON = None, _HEAVENLY = None


cdef tuple c_names(const char *const *names, int n):
    cdef int i
    return tuple(names[i].decode("ascii") for i in range(n))


def bind_round(pass_value, deck_ranks, trick_goals, events):
    """Hand over the protocol's ``PASS`` and the event types (``events``: HeavenlyWin,
    Played, Passed, TrickWon, RoundWon by name), and check that the compiled round shuffles
    one deck in the canonical order (``cards.deck``) with these lanes and names the trick
    goals as ``rules.TRICK_GOALS`` does."""
    global _PASS, _TRICK_GOALS, _HOW, _PLAYED, _PASSED, _TRICK, _WON, _HEAVENLY
    cdef Py_ssize_t i
    if list(deck_ranks) != [mm_deck[i] for i in range(54)]:
        raise ImportError("the compiled deck order is not cards.deck's; rebuild the core")
    if tuple(trick_goals) != c_names(mm_goal_names, MM_GOALS):
        raise ImportError("the compiled trick goals are not rules.TRICK_GOALS; rebuild the core")
    _PASS, _TRICK_GOALS = pass_value, tuple(trick_goals)
    _HOW = c_names(mm_by_names, MM_BYS)
    types = dict(events)  # kept in module globals and called positionally: an event is
    _PLAYED, _PASSED, _TRICK = types["Played"], types["Passed"], types["TrickWon"]  # made
    _WON, _HEAVENLY = types["RoundWon"], types["HeavenlyWin"]  # whenever a log is read


def heavenly_hand(h, table):
    """R2.1, R2.2 by a table's rules (``table.table_rules``): ``starlink``, ``ufo``,
    ``both`` or None."""
    cdef uint8_t hand[16]
    cdef mm_rules rules = rules_of(table)
    to_hand(h, hand)
    return HEAVENLY_KINDS[mm_heavenly_hand(hand, &rules)]


cdef mm_rules rules_of(object t) except *:
    """The C rules from a table's rules (``table.TableRules``), field by field by name."""
    cdef mm_rules r
    r.heavenly_sum = t.heavenly_sum
    r.snatch_all = t.snatch_all
    r.streak_to_win = t.streak_to_win
    r.ground_turns = t.ground_turns
    r.threes = t.threes
    r.big = t.big
    r.little = t.little
    r.at_least = t.at_least
    r.starlink = t.starlink
    r.ufo = t.ufo
    r.trick_goal = _TRICK_GOALS.index(t.trick_goal)
    r.leader_drawn = t.leader_drawn
    r.points[MM_SC_BANKER_STARLINK] = t.score_banker_starlink
    r.points[MM_SC_BANKER_UFO] = t.score_banker_ufo
    r.points[MM_SC_NONBANKER_STARLINK] = t.score_nonbanker_starlink
    r.points[MM_SC_NONBANKER_UFO] = t.score_nonbanker_ufo
    r.points[MM_SC_SNATCH_STARLINK] = t.score_snatch_starlink
    r.points[MM_SC_SNATCH_UFO] = t.score_snatch_ufo
    r.points[MM_SC_GROUND_HAND] = t.score_ground_hand
    r.points[MM_SC_GROUND_SNATCH] = t.score_ground_snatch
    r.points[MM_SC_HUMAN_HAND] = t.score_human_hand
    r.points[MM_SC_TOTAL_LOSER] = t.score_total_loser
    return r


def draw_leader(str seed, int players):
    """opening_leader = drawn: the seat drawn from the round's seed that the opening leader
    is sought from (R4.1)."""
    cdef bytes key = seed.encode("utf-8")
    if players < 1:
        raise ValueError("at least one player")
    return mm_draw_leader(key, len(key), players)


def deal_counts(str seed, int players, int banker):
    """R1.2: N decks shuffled from the seed and dealt one card at a time counterclockwise
    from the banker (shuffled card p goes to seat (banker - p) mod N), as rank counts."""
    cdef bytes key = seed.encode("utf-8")
    cdef uint8_t hands[255 * 16]
    cdef int s, r
    if not 1 <= players <= 255:
        raise ValueError("1 to 255 players")
    if mm_deal(key, len(key), players, banker, hands) != 0:
        raise ValueError("the seed cannot deal")
    return [[hands[16 * s + r] for r in range(MM_LANES)] for s in range(players)]


def _rebuild_round(cls, bytes block, log, state):
    """The inverse of ``RoundCore.__reduce__``."""
    cdef RoundCore new = cls.__new__(cls)
    cdef mm_round* g = <mm_round*>malloc(len(block))
    cdef Py_ssize_t nev
    if g == NULL:
        raise MemoryError()
    memcpy(g, <char*>block, len(block))
    g.log = NULL
    new.g = g
    if log is not None:
        nev = len(log) // sizeof(mm_event)
        g.log = <mm_log*>malloc(sizeof(mm_log))
        if g.log == NULL:
            raise MemoryError()
        g.log.ev = <mm_event*>malloc(max(1, nev) * sizeof(mm_event))
        if g.log.ev == NULL:
            raise MemoryError()
        memcpy(g.log.ev, <char*>log, nev * sizeof(mm_event))
        g.log.refs, g.log.len, g.log.cap = 1, nev, max(1, nev)
        g.nlog = nev
    if state:
        new.__dict__.update(state)
    return new


cdef class RoundCore:
    """The compiled part of a MarsMatch round (see ``state.State``)."""

    # (its C attributes are declared in _core.pxd, for the bots' and the simulator's
    # compiled modules, which drive the round block in C)

    def __dealloc__(self):
        mm_round_free(self.g)

    def _start(self, hands, int banker, table, int first=-1):
        """Deal ``hands`` (rank counts per seat) with ``banker`` under the table's rules
        (``table.TableRules``), the opening leader sought from seat ``first`` (-1: the
        banker); resolves the Heavenly phase."""
        cdef Py_ssize_t n = len(hands), s
        cdef mm_rules rules = rules_of(table)
        cdef uint8_t* buf
        if not 1 <= n <= 255 or not 0 <= banker < n or not -1 <= first < n:
            raise ValueError("1 to 255 seats and a banker among them")
        buf = <uint8_t*>malloc(16 * n)
        if buf == NULL:
            raise MemoryError()
        try:
            for s in range(n):
                to_hand(hands[s], buf + 16 * s)
            self.g = mm_round_new(n, buf, banker, first, &rules, 1)
        finally:
            free(buf)
        if self.g == NULL:
            raise MemoryError()

    def _clone(self):
        """A copy of the compiled part, of this object's class (the log is shared until
        either copy moves on)."""
        cdef RoundCore new = type(self).__new__(type(self))
        new.g = mm_round_copy(self.g)
        if new.g == NULL:
            raise MemoryError()
        new._top = self._top
        return new

    def __reduce__(self):
        """Pickling and deep copies: the compiled block and its log as bytes, plus the
        Python attributes."""
        cdef size_t size = mm_round_size(self.g)
        block = (<char*>self.g)[:size]
        log = (<char*>self.g.log.ev)[:self.g.nlog * sizeof(mm_event)] if self.g.log else None
        return (_rebuild_round, (type(self), block, log, getattr(self, "__dict__", None)))

    def _set_hand(self, int seat, counts):
        cdef uint8_t h[16]
        to_hand(counts, h)
        mm_round_set_hand(self.g, seat, h)

    # --- what the round shows ---------------------------------------------------------

    @property
    def n(self):
        return self.g.n

    @property
    def banker(self):
        return self.g.banker

    @property
    def turn(self):
        return self.g.turn

    @property
    def _phase(self):
        return self.g.phase

    @property
    def finished(self):
        return self.g.phase == MM_FINISHED

    @property
    def to_act(self):
        return (self.g.turn,) if self.g.phase == MM_PLAY else ()

    @property
    def top(self):
        """The play to beat (None: the seat to act leads)."""
        if not self.g.has_top:
            return None
        if self._top is None:
            self._top = play_obj(self.g.top_counts, reading_of(self.g.top))
        return self._top

    @property
    def top_seat(self):
        return self.g.top_seat

    @property
    def passes(self):
        return self.g.passes

    @property
    def streak_seat(self):
        return self.g.streak_seat

    @property
    def streak(self):
        return self.g.streak

    @property
    def winner(self):
        return self.g.winner

    @property
    def emptied(self):
        """Whether the real match was won by emptying the hand (R4.3) rather than by the
        streak (R4.4); False before it is won."""
        return bool(self.g.emptied)

    @property
    def tricks(self):
        """Tricks won so far."""
        return self.g.tricks

    @property
    def opening_leader(self):
        return self.g.opening_leader

    @property
    def active(self):
        """Seats playing the real match (not gone at the deal), clockwise."""
        cdef int s
        return tuple(s for s in range(self.g.n) if self.g.seat[s].active)

    @property
    def hands(self):
        """Each seat's rank counts (a fresh copy; ``_set_hand`` replaces one)."""
        cdef int s, r
        return [[self.g.seat[s].hand[r] for r in range(MM_LANES)] for s in range(self.g.n)]

    def hand(self, int seat):
        """One seat's rank counts (a fresh copy)."""
        cdef int r
        if not 0 <= seat < self.g.n:
            raise IndexError("no such seat")
        return [self.g.seat[seat].hand[r] for r in range(MM_LANES)]

    def holds(self, int seat, counts):
        """Whether ``seat`` holds the cards ``counts`` (rank counts)."""
        cdef int r
        cdef long c
        if not 0 <= seat < self.g.n:
            raise IndexError("no such seat")
        for r in range(MM_LANES):
            c = counts[r]
            if c > self.g.seat[seat].hand[r]:
                return False
        return True

    @property
    def turns(self):
        cdef int s
        return [self.g.seat[s].turns for s in range(self.g.n)]

    @property
    def tricks_won(self):
        """Tricks each seat has won in the real match (trick_goal = total counts these)."""
        cdef int s
        return [self.g.seat[s].won for s in range(self.g.n)]

    @property
    def passed(self):
        cdef int s
        return [bool(self.g.seat[s].passed) for s in range(self.g.n)]

    @property
    def played_counts(self):
        """Per rank, every card played so far (public)."""
        cdef int r
        return [self.g.played[r] for r in range(MM_LANES)]

    def _heavenly(self, int seat):
        """The Heavenly Hand the seat was dealt: ``starlink``, ``ufo``, ``both`` or None."""
        return HEAVENLY_KINDS[self.g.seat[seat].heavenly]

    def _outcomes(self):
        """(seat, category, points, hand) of every decided seat, in the order decided."""
        cdef int s
        found = [(self.g.seat[s].outcome_order, s) for s in range(self.g.n)
                 if self.g.seat[s].outcome_order >= 0]
        found.sort()
        return [(s, CATEGORY_NAMES[self.g.seat[s].category], self.g.seat[s].points,
                 HAND_NAMES[self.g.seat[s].outcome_hand]) for _o, s in found]

    def _event_count(self):
        return self.g.nlog

    def _event(self, Py_ssize_t i):
        """Event ``i`` as the engine's value (``events.py``; round.h's named fields)."""
        cdef mm_event* e
        if i < 0 or i >= self.g.nlog:
            raise IndexError("event index out of range")
        e = &self.g.log.ev[i]
        if e.kind == MM_EV_PLAYED:  # (the fields in events.py's order)
            return _PLAYED(e.seat, play_obj(e.counts, reading_of(e.rd)))
        if e.kind == MM_EV_PASSED:
            return _PASSED(e.seat)
        if e.kind == MM_EV_TRICK:
            return _TRICK(e.seat, e.streak)
        if e.kind == MM_EV_WON:
            return _WON(e.seat, CATEGORY_NAMES[e.category], e.points, _HOW[e.how])
        return _HEAVENLY(e.seat, CATEGORY_NAMES[e.category], HAND_NAMES[e.hand], e.points)

    # --- the fast, type-level API of the seat to act -------------------------------------

    cdef int _legal(self) except -1:
        """List the seat to act's play types in ``_listed``; asking again for the same hand
        and top reuses them."""
        cdef const mm_round* g = self.g
        if g.phase != MM_PLAY:
            _listed.n = 0
            _listed.valid = 0
            return 0
        if not (_listed.valid and _listed.has_top == g.has_top and _listed.top_tie == g.top_tie
                and memcmp(&_listed.top, &g.top, sizeof(mm_reading)) == 0
                and memcmp(_listed.hand, g.seat[g.turn].hand, 16) == 0):
            _listed.n = mm_round_legal(g, _listed.types)
            if _listed.n > MM_MAX_TYPES:
                _listed.valid = 0
                raise ValueError("the hand has more play types than the engine can list")
            memcpy(_listed.hand, g.seat[g.turn].hand, 16)
            _listed.has_top = g.has_top
            _listed.top_tie = g.top_tie
            _listed.top = g.top
            _listed.valid = 1
        return 0

    def legal_types(self):
        """Play types open to the seat to act (leads, or answers to the top play)."""
        self._legal()
        return make_list(_listed.types, _listed.n)

    def action_count(self):
        """The seat to act's actions by number: ``legal_types()``'s, then the pass when it
        may pass (``apply_action_index``; 0 when no seat is to act)."""
        self._legal()
        return _listed.n + mm_round_can_pass(self.g)

    def apply_action_index(self, Py_ssize_t k):
        """Apply action ``k`` of the seat to act without checks, as OpenSpiel's integer
        actions: ``k < len(legal_types())`` plays that type with its default attachments
        (``default_play``), ``k == len(legal_types())`` passes where it may. The same as
        ``apply_unchecked(turn, default_play(legal_types()[k]))`` with no Python values made
        on the way: random rollouts and agents that choose by number take this path."""
        cdef uint8_t m[16]
        self._legal()
        if self.g.phase != MM_PLAY:
            raise ValueError("the round is not in play")
        if 0 <= k < _listed.n:
            mm_round_default(self.g, _listed.types[k], m)  # (a listed type: the hand makes it)
            mm_round_play(self.g, m, _listed.types[k])
            self._top = None   # made from the round's top when asked for
        elif k == _listed.n and mm_round_can_pass(self.g):
            mm_round_pass(self.g)
            if not self.g.has_top:
                self._top = None
        else:
            raise IndexError(f"action {k} is not one of the {self.action_count()} open")

    def tricks_to_goal(self, seat):
        """Tricks ``seat`` must still win for the trick goal to end the real match in its
        favour (1: the next one it wins does); 0 when the rule is off (R4.4)."""
        if not 0 <= seat < self.g.n:
            raise IndexError("no such seat")
        return mm_round_tricks_to_goal(self.g, seat)

    def can_pass(self, seat=None):
        """Whether ``seat`` (default: the seat to act) may pass now (R4.2)."""
        return bool(mm_round_can_pass(self.g)) and (seat is None or seat == self.g.turn)

    def default_play(self, reading):
        """The seat to act's play of ``reading`` with default attachments (beats the top)."""
        cdef mm_reading x = checked_reading(reading)
        cdef int err
        if self.g.phase != MM_PLAY:
            raise ValueError("no seat is to act")
        err = mm_round_default(self.g, x, self._last_counts)
        if err == 1:
            raise ValueError(f"the hand cannot make {reading.describe()}")
        if err == 2:
            raise ValueError(f"the hand has no attachments for {reading.describe()}")
        self._last_rd = x
        self._last = play_obj(self._last_counts, reading_of(x))
        return self._last

    def apply_unchecked(self, seat, action):
        """Apply a play (or a pass: ``PASS`` or None) for the seat to act, without checks
        (fast path; ``seat`` must be the seat to act). Returns nothing: the events say
        what happened (``apply_action`` returns the last one)."""
        cdef uint8_t m[16]
        if self.g.phase != MM_PLAY:
            raise ValueError("the round is not in play")
        if action is None or action is _PASS:
            mm_round_pass(self.g)
            if not self.g.has_top:
                self._top = None
            return None
        if action is self._last:
            mm_round_play(self.g, self._last_counts, self._last_rd)
        else:
            to_hand(action[0], m)
            mm_round_play(self.g, m, to_reading(action[1]))
        if self.g.phase != MM_FINISHED:  # emptying the hand ends the round: the top stays
            self._top = action
