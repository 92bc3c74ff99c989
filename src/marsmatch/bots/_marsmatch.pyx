# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The MarsMatch bots' compiled module: the greedy bot's scores and choice, and the search
bot's worlds, candidates and rollouts (``csrc/mm_greedy.c``, ``csrc/mm_search.c``).

It links the game's rule sources (as the deal stream is shared between modules) and drives
the compiled round (``games.marsmatch._core.RoundCore``) in C; the rules' tables (the kinds,
the deck) are constant data of those sources, so nothing is bound here.
"""

from libc.stdint cimport int16_t, int32_t, int64_t, uint8_t, uint64_t
from libc.stdlib cimport calloc, free, malloc
from libc.string cimport memcmp, memcpy, memset

from marsmatch.bots.csrc.mm_bots cimport *
from marsmatch.features.csrc.mm_encode cimport mm_encode, mm_obs_layout
from marsmatch.games.marsmatch._core cimport RoundCore, reading_obj, rules_of, to_reading
from marsmatch.games.marsmatch.csrc.mm cimport MM_MAX_TYPES, mm_reading, mm_top_of, mm_valid
from marsmatch.games.marsmatch.csrc.round cimport (
    MM_FINISHED,
    MM_HAND_NONE,
    MM_HEAVENLY,
    MM_PLAY,
    mm_heavenly_hand,
    mm_round,
    mm_round_default,
    mm_round_size,
)

import numpy as np

import marsmatch.games.marsmatch.state  # the value types bound first (reading_obj's Reading)
from marsmatch.games.marsmatch import _core as _rules_module
from marsmatch.games.marsmatch.events import Passed, Played
from marsmatch.games.marsmatch.table import table_rules


# The fields of round.h a world is built with that ``round.pxd`` leaves out (the same C
# structs, under other Cython names).
cdef extern from "round.h" nogil:
    enum:
        MM_HISTORY
    ctypedef struct seat_fields "mm_seat":
        uint8_t hand[16]
        uint8_t played[16]
        int64_t points
        int32_t turns, next, outcome_order, won
        uint8_t passed, active, heavenly, category, outcome_hand
    ctypedef struct move_fields "mm_move":
        int16_t seat, passed
        mm_reading rd
        uint8_t counts[16]
    ctypedef struct round_fields "mm_round":
        int32_t nmoves
        move_fields hist[8]
        seat_fields seat[1]


cdef inline mm_greedy greedy_options(int spare_bombs, int danger_cards):
    cdef mm_greedy opt
    opt.spare_bombs = spare_bombs
    opt.danger_cards = danger_cards
    return opt


# --- the greedy bot ----------------------------------------------------------------------------


def greedy_ranked(RoundCore state, int limit, int spare_bombs, int danger_cards):
    """The seat to act's moves ranked by the greedy scores, best first: up to ``limit``
    (score, reading) pairs, the reading None for the pass."""
    cdef mm_reading out[MM_MAX_TYPES + 1]
    cdef double scores[MM_MAX_TYPES + 1]
    cdef mm_greedy opt = greedy_options(spare_bombs, danger_cards)
    cdef int n, i
    if state.g.phase != MM_PLAY:
        return []
    limit = max(0, min(limit, MM_MAX_TYPES + 1))
    with nogil:
        n = mm_greedy_ranked(state.g, &opt, limit, out, scores)
    return [(scores[i], None if out[i].kind < 0 else reading_obj(out[i])) for i in range(n)]


def greedy_choice(RoundCore state, int spare_bombs, int danger_cards):
    """The greedy bot's choice for the seat to act: a reading, or None for the pass."""
    cdef mm_greedy opt = greedy_options(spare_bombs, danger_cards)
    cdef mm_reading rd
    if state.g.phase != MM_PLAY:
        raise ValueError("nobody is to act")
    with nogil:
        rd = mm_greedy_choose(state.g, &opt)
    return None if rd.kind < 0 else reading_obj(rd)


# --- the search bot's worlds ----------------------------------------------------------------


cdef inline long rd_code(mm_reading rd):
    if rd.kind < 0:
        return -1
    return ((rd.kind * 256 + rd.length) * 16 + rd.top) * 4 + rd.attach


cdef inline mm_reading code_rd(long code) noexcept nogil:
    cdef mm_reading rd
    if code < 0:
        rd.kind, rd.length, rd.top, rd.attach = -1, 0, 0, 0
    else:
        rd.kind, rd.length, rd.top, rd.attach = code // 16384, code // 64 % 256, code // 4 % 16, code % 4
    return rd


cdef RoundCore copy_world(const mm_round* src):
    """A copy of a round without an event log (a ``RoundCore``: the compiled round's face
    reads it, as the RL encoders do): the worlds the search plays in."""
    cdef size_t size = mm_round_size(src)
    cdef RoundCore new = RoundCore.__new__(RoundCore)
    new.g = <mm_round*>malloc(size)
    if new.g == NULL:
        raise MemoryError()
    memcpy(new.g, src, size)
    new.g.log = NULL
    new.g.nlog = 0
    return new


# --- the round as one seat may know it (bots.marsmatch_position) -------------------------

_CATEGORIES = {name: code for code, name in _rules_module.CATEGORY_NAMES.items()}
_HANDS = {name: code for code, name in _rules_module.HAND_NAMES.items()}
_PHASES = {"heavenly": MM_HEAVENLY, "play": MM_PLAY, "finished": MM_FINISHED}


cdef void hide(mm_round* g, int seat) noexcept nogil:
    """What ``seat`` cannot know, made canonical: the unseen cards (the shoe less its own
    hand, the cards played and the hands revealed at the deal) dealt in rank order to the
    other seats still in, each keeping its card count; the Heavenly Hands nobody showed
    forgotten; a finished trick's top play forgotten. A world is then a function of the
    seat's hand and the public state alone."""
    cdef round_fields* f = <round_fields*>g
    cdef int left[16]
    cdef int r, s, k, size
    for r in range(15):
        left[r] = (4 if r < 13 else 1) * g.n - f.seat[seat].hand[r] - g.played[r]
        for s in range(g.n):
            if not f.seat[s].active:
                left[r] -= f.seat[s].hand[r]
    r = 0
    for s in range(g.n):
        if not f.seat[s].active:
            continue
        f.seat[s].heavenly = MM_HAND_NONE
        if s == seat:
            continue
        size = 0
        for k in range(15):
            size += f.seat[s].hand[k]
        memset(f.seat[s].hand, 0, 16)
        while size > 0 and r < 15:
            if left[r] <= 0:
                r += 1
                continue
            f.seat[s].hand[r] += 1
            left[r] -= 1
            size -= 1
    if not g.has_top:
        g.top.kind, g.top.length, g.top.top, g.top.attach = 0, 0, 0, 0
        memset(g.top_counts, 0, 16)


cdef void put_counts(uint8_t* out, counts) except *:
    cdef int r
    for r in range(15):
        out[r] = counts[r]


cdef RoundCore public_world(position, int seat):
    """A log-less compiled round built from what ``seat`` may see of ``position`` (the
    ``bots.marsmatch_position`` protocol, on any core): its own hand, the public state and
    the public history; the other hands only by their counts (``hide`` deals them
    canonically)."""
    cdef int n = position.n, s, i, k
    cdef RoundCore new = RoundCore.__new__(RoundCore)
    cdef mm_round* g = <mm_round*>calloc(1, sizeof(mm_round) + n * sizeof(seat_fields))
    cdef round_fields* f = <round_fields*>g
    cdef move_fields* m
    if g == NULL:
        raise MemoryError()
    new.g = g
    g.n, g.banker, g.turn = n, position.banker, position.turn
    g.phase = _PHASES[position.phase.value]
    g.opening_leader, g.winner = position.opening_leader, position.winner
    g.emptied = position.emptied
    g.rules = rules_of(table_rules(position.rules, n))
    active = position.active
    counts = position.card_counts
    turns, won, passed = position.turns, position.tricks_won, position.passed
    for s in range(n):
        f.seat[s].outcome_order = -1
        f.seat[s].active = s in active
        f.seat[s].turns, f.seat[s].won, f.seat[s].passed = turns[s], won[s], passed[s]
        if s == seat or s not in active:  # its own hand, or one revealed at the deal (R2)
            put_counts(f.seat[s].hand, position.hand(s))
            if s not in active:
                f.seat[s].heavenly = mm_heavenly_hand(f.seat[s].hand, &g.rules)
        else:
            f.seat[s].hand[0] = counts[s]  # a count only: hide() deals the unseen cards
    g.nactive = len(active)
    for i, s in enumerate(active):
        f.seat[s].next = active[(i + 1) % len(active)]
    for i, (s, outcome) in enumerate(position.outcomes.items()):
        f.seat[s].category, f.seat[s].points = _CATEGORIES[outcome.category], outcome.points
        f.seat[s].outcome_hand, f.seat[s].outcome_order = _HANDS[outcome.hand], i
    g.noutcomes = len(position.outcomes)
    top = position.top
    g.has_top, g.top_seat, g.top_tie = top is not None, position.top_seat, -1
    if top is not None:
        g.top = to_reading(top.reading)
        put_counts(g.top_counts, top.counts)
        g.top_tie = mm_top_of(g.top, g.top_counts).boat
    g.passes, g.streak_seat, g.streak, g.tricks = (position.passes, position.streak_seat,
                                                   position.streak, position.tricks)
    put_counts(g.played, position.played_counts)
    for event in position.events:  # the public history: each seat's cards, the last moves
        if isinstance(event, Played):
            m = &f.hist[f.nmoves % MM_HISTORY]
            m.seat, m.passed, m.rd = event.seat, 0, to_reading(event.play.reading)
            put_counts(m.counts, event.play.counts)
            for k in range(15):
                f.seat[event.seat].played[k] += m.counts[k]
            f.nmoves += 1
        elif isinstance(event, Passed):
            m = &f.hist[f.nmoves % MM_HISTORY]
            m.seat, m.passed = event.seat, 1
            m.rd.kind, m.rd.length, m.rd.top, m.rd.attach = 0, 0, 0, 0
            memset(m.counts, 0, 16)
            f.nmoves += 1
    return new


def seat_world(position, int seat, bint public=False):
    """The round as ``seat`` may know it, as a compiled, log-less world the bots' C reads:
    its own hand, the public state, and the unseen cards dealt canonically (``hide``). A
    compiled round is copied and hidden in C; any other position (the reference core's) is
    built from the position protocol (``public``: build it so from a compiled one too)."""
    cdef RoundCore w
    if not 0 <= seat < position.n:
        raise ValueError("no such seat")
    if isinstance(position, RoundCore) and not public:
        w = copy_world((<RoundCore>position).g)
    else:
        w = public_world(position, seat)
    hide(w.g, seat)
    return w


def world_bytes(RoundCore w):
    """A world's block as bytes (tests compare worlds built either way)."""
    return (<char*>w.g)[:mm_round_size(w.g)]


def search_code(rd):
    """A reading as the small integer the search keys its tree with (-1: the pass)."""
    cdef mm_reading x = to_reading(rd)
    if not mm_valid(x):
        raise ValueError(f"{rd!r} is not a reading of this game")
    return rd_code(x)


def search_reading(long code):
    """The ``Reading`` of a code (None for -1, the pass)."""
    return None if code < 0 else reading_obj(code_rd(code))


def search_world(RoundCore src, int seat, uint64_t seed, bint redeal):
    """A copy of the round without an event log; with ``redeal`` the cards hidden from
    ``seat`` are dealt anew (from public information and ``seed`` only)."""
    cdef RoundCore new = copy_world(src.g)
    if redeal:
        mm_search_redeal(new.g, seat, &seed)
    return new


def search_copy(RoundCore src):
    """A copy of a search world."""
    return copy_world(src.g)


def search_candidates(RoundCore r, int limit, bint diverse, int spare_bombs, int danger_cards):
    """The seat to act's candidate moves as codes, best first (``mm_search.h``) in a round
    or a search world."""
    cdef mm_reading out[MM_MAX_TYPES + 16]
    cdef mm_greedy opt = greedy_options(spare_bombs, danger_cards)
    cdef const mm_round* g = r.g
    cdef int n, i
    if limit > MM_MAX_TYPES:
        limit = MM_MAX_TYPES
    with nogil:
        n = mm_search_candidates(g, &opt, limit, diverse, out)
    return [rd_code(out[i]) for i in range(n)]


def search_apply(RoundCore w, long code):
    """Apply a candidate code for the seat to act (default attachments) in a search world
    (a round without a log: a checked round goes through ``State.apply_action``)."""
    if w.g.log != NULL:
        raise ValueError("moves of a round with a log go through its State")
    if w.g.phase != MM_PLAY or mm_apply_move(w.g, code_rd(code)):
        raise ValueError("not a move of the seat to act")
    w._top = None


def search_rollout(RoundCore w, uint64_t seed, double eps, int max_actions, int spare_bombs,
                   int danger_cards):
    """Play the world on with the randomised greedy player; the winner (-1: unfinished)."""
    cdef mm_greedy opt = greedy_options(spare_bombs, danger_cards)
    cdef int winner
    if w.g.log != NULL:
        raise ValueError("rollouts play search worlds, not rounds with a log")
    with nogil:
        winner = mm_search_rollout(w.g, &opt, &seed, eps, max_actions)
    w._top = None
    return winner


# --- the learned agent's features and network ---------------------------------------------

ACTION_FEATURES = MM_ACTION_FEATURES
EMPTIES = MM_EMPTIES
#: The Q a play that empties the hand gets: above any the network gives.
WINS = 1e9


cdef mm_reading reading_of_action(long action) noexcept nogil:
    """The reading of an action ``1 + reading code`` (``features.marsmatch.reading_code``; kind -1 for
    the pass, action 0)."""
    cdef mm_reading rd
    cdef long c = action - 1
    if action <= 0:
        rd.kind, rd.length, rd.top, rd.attach = -1, 0, 0, 0
    else:
        rd.kind, rd.length, rd.top, rd.attach = c // 4096, c // 64 % 64, c // 4 % 16, c % 4
    return rd


def action_features(hands, actions, cards):
    """Features of legal actions (``csrc/mm_features.c``): ``hands`` (M, 15) the acting
    seat's rank counts, ``actions`` (M,) 0 for the pass or ``1 + reading code``, ``cards``
    (M, >= 15) the cards each spends. Returns (M, ACTION_FEATURES) float32."""
    cdef const float[:, ::1] h = np.ascontiguousarray(np.asarray(hands)[:, :15], dtype=np.float32)
    cdef const int64_t[::1] a = np.ascontiguousarray(actions, dtype=np.int64)
    cdef const float[:, ::1] c = np.ascontiguousarray(np.asarray(cards)[:, :15], dtype=np.float32)
    cdef Py_ssize_t m = a.shape[0], i
    out = np.zeros((m, MM_ACTION_FEATURES), dtype=np.float32)
    cdef float[:, ::1] o = out
    if h.shape[0] != m or c.shape[0] != m:
        raise ValueError("one hand and one set of cards per action")
    with nogil:
        for i in range(m):
            mm_action_features(&h[i, 0], reading_of_action(a[i]), &c[i, 0], &o[i, 0])
    return out


cdef class Net:
    """A Q network's weights (``qnet.QNet.p``) held for evaluation in C (``csrc/qnet.c``)."""

    cdef bot_qnet net
    cdef dict arrays

    def __init__(self, params):
        self.arrays = {k: np.ascontiguousarray(params[k], dtype=np.float32)
                       for k in ("w1s", "w1a", "b1", "w2", "b2", "w3", "b3")}
        cdef const float[:, ::1] w1s = self.arrays["w1s"]
        cdef const float[:, ::1] w1a = self.arrays["w1a"]
        cdef const float[::1] b1 = self.arrays["b1"]
        cdef const float[:, ::1] w2 = self.arrays["w2"]
        cdef const float[::1] b2 = self.arrays["b2"]
        cdef const float[:, ::1] w3 = self.arrays["w3"]
        cdef const float[::1] b3 = self.arrays["b3"]
        if w1a.shape[1] != w1s.shape[1] or b1.shape[0] != w1s.shape[1] or \
                w2.shape[0] != w1s.shape[1] or b2.shape[0] != w2.shape[1] or \
                w3.shape[0] != w2.shape[1] or w3.shape[1] != 1:
            raise ValueError("the layers' shapes do not fit together")
        self.net.state_size, self.net.action_size = w1s.shape[0], w1a.shape[0]
        self.net.h1, self.net.h2 = w1s.shape[1], w2.shape[1]
        self.net.w1s, self.net.w1a, self.net.b1 = &w1s[0, 0], &w1a[0, 0], &b1[0]
        self.net.w2, self.net.b2, self.net.w3, self.net.b3 = &w2[0, 0], &b2[0], &w3[0, 0], &b3[0]

    @property
    def state_size(self):
        return self.net.state_size


def move_values(RoundCore r, codes, Net net, layout):
    """The network's Q of the seat to act's candidate moves ``codes`` (the search's codes,
    -1 the pass) with their default attachments, in a round or a search world; a play that
    empties the hand gets ``WINS``. ``layout`` is the observation's size and the starts of
    ``features.marsmatch.OBS_PIECES``."""
    cdef mm_obs_layout L
    cdef int32_t* at = &L.hand
    cdef Py_ssize_t n = len(codes), i, k
    cdef mm_round* g = r.g
    cdef mm_reading rd
    cdef uint8_t play[16]
    cdef float hand[15]
    cdef float spent[15]
    size, starts = layout
    L.size = size
    for k, start in enumerate(starts):
        at[k] = start
    if g.phase != MM_PLAY or net.net.state_size != size or net.net.action_size != MM_ACTION_FEATURES:
        raise ValueError("no move to weigh, or a network of other features")
    state = np.zeros(size, dtype=np.float32)
    feats = np.zeros((max(1, n), MM_ACTION_FEATURES), dtype=np.float32)
    q = np.zeros(max(1, n), dtype=np.float32)
    scratch = np.zeros(2 * net.net.h1 + net.net.h2, dtype=np.float32)
    cdef float[::1] s = state
    cdef float[:, ::1] f = feats
    cdef float[::1] out = q
    cdef float[::1] tmp = scratch
    cdef long[::1] cs = np.ascontiguousarray(codes, dtype=np.int_)
    cdef int seat = g.turn, bad = 0
    with nogil:
        mm_encode(g, seat, &L, &s[0])
        for k in range(15):
            hand[k] = g.seat[seat].hand[k]
        for i in range(n):
            rd = code_rd(cs[i])
            for k in range(15):
                spent[k] = 0
            if rd.kind >= 0:
                if mm_round_default(g, rd, play):
                    bad = 1
                    break
                for k in range(15):
                    spent[k] = play[k]
            mm_action_features(hand, rd, spent, &f[i, 0])
        if not bad and n:
            bot_qnet_q(&net.net, &s[0], &f[0, 0], <int>n, &out[0], &tmp[0])
    if bad:
        raise ValueError("a code is not a move of the seat to act")
    q = q[:n].astype(np.float64)
    q[feats[:n, MM_EMPTIES] > 0] = WINS
    return q
