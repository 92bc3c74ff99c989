# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The Shengji bots' compiled module: the greedy bot's choices and ranked leads and follows
(``csrc/sj_greedy.c``), and the search bot (``csrc/sj_search.c``).

It links the game's rule sources (as the deal stream is shared between modules) and drives
the compiled deal (``games.shengji._core.DealCore``) in C.
"""

from libc.stdint cimport int32_t, uint8_t, uint64_t
from libc.stdlib cimport calloc, free, malloc

from marsmatch.bots.csrc.sj_bots cimport *
from marsmatch.games.shengji._core cimport DealCore, action_obj, cards_of, rules_of
from marsmatch.games.shengji.csrc.sj cimport (
    SJ_ACT_BURY,
    SJ_ACT_DECLARE,
    SJ_ACT_PASS,
    SJ_ACT_PLAY,
    SJ_BURY,
    SJ_PLAY,
    sj_action,
    sj_round,
)

import numpy as np


cdef inline sj_greedy greedy_options(double declare_share):
    cdef sj_greedy opt
    opt.declare_share = declare_share
    return opt


cdef object chosen(DealCore state):
    """The action just chosen into ``state._last_act``, as a value that
    ``state.apply_unchecked`` applies without reading it again."""
    out = action_obj(&state._last_act)
    state._last = out
    return out


def greedy_choice(DealCore state, double declare_share):
    """The greedy bot's action for the seat to act (the banker while burying)."""
    cdef sj_greedy opt = greedy_options(declare_share)
    cdef int err
    with nogil:
        err = sj_greedy_choose(state.g, &opt, &state._last_act)
    if err:
        raise ValueError("nobody is to act")
    return chosen(state)


def greedy_ranked(DealCore state, int limit, double declare_share):
    """The leads or follows the greedy bot considers for the seat to act, best first: up to
    ``limit`` (score, play) pairs (none outside the play phase)."""
    cdef sj_greedy opt = greedy_options(declare_share)
    cdef sj_action* out = <sj_action*>malloc(SJ_GREEDY_MAX * sizeof(sj_action))
    cdef double scores[SJ_GREEDY_MAX]
    cdef int n, i
    if out == NULL:
        raise MemoryError()
    limit = max(0, min(limit, SJ_GREEDY_MAX))
    try:
        with nogil:
            n = sj_greedy_ranked(state.g, &opt, limit, out, scores)
        return [(scores[i], action_obj(&out[i])) for i in range(n)]
    finally:
        free(out)


# --- the search bot ---------------------------------------------------------------------------


cdef sj_search_opts search_options(dict o) except *:
    cdef sj_search_opts opt
    opt.iterations = o["iterations"]
    opt.seconds = o["time"]
    opt.width = o["width"]
    opt.epsilon = o["epsilon"]
    opt.z = o["z"]
    opt.win_weight = o["win_weight"]
    opt.scale = o["scale"]
    opt.greedy.declare_share = o["declare_share"]
    if opt.scale <= 0 or not 0 <= opt.win_weight <= 1:
        raise ValueError("scale must be positive and win_weight between 0 and 1")
    return opt


def search(DealCore state, uint64_t seed, dict options):
    """The search bot's action for the seat to act (``csrc/sj_search.c``), drawn from
    ``seed``; and its statistics: per candidate move (``moves``, best-ranked first) the
    mean result for the bot's team, the redeals made, the move with the best mean and the
    move played."""
    cdef sj_search_opts opt = search_options(options)
    cdef sj_search_stats stats
    cdef sj_action* cands = <sj_action*>malloc((SJ_SEARCH_MAX + 3) * sizeof(sj_action))
    cdef int err, n, i
    if cands == NULL:
        raise MemoryError()
    try:
        with nogil:
            err = sj_search(state.g, &opt, seed, &state._last_act, &stats)
        if err:
            raise ValueError("nobody is to act")
        action = chosen(state)
        with nogil:
            if state.g.phase == SJ_BURY:
                n = sj_bury_candidates(state.g, &opt.greedy, cands)
            else:
                n = sj_greedy_ranked(state.g, &opt.greedy, stats.n, cands, NULL)
        moves = [action_obj(&cands[i]) for i in range(min(n, stats.n))]
    finally:
        free(cands)
    return action, {"moves": moves, "means": [stats.mean[i] for i in range(stats.n)],
                    "iterations": stats.iterations, "best": stats.best, "chosen": stats.chosen}


cdef int action_of(object action, sj_action* a) except -1:
    """The compiled form of an action value (``Declare``, ``Bury``, ``Play`` or the pass)."""
    cards = getattr(action, "cards", None)
    if cards is None:
        a.kind, a.n = SJ_ACT_PASS, 0
        return 0
    name = type(action).__name__
    a.kind = (SJ_ACT_DECLARE if name == "Declare" else SJ_ACT_BURY if name == "Bury"
              else SJ_ACT_PLAY)
    a.n = cards_of(cards, a.cards, 256)
    return 0


def evaluate(DealCore state, moves, uint64_t seed, int redeals, dict options):
    """The review's paired evaluation (``sj_evaluate``): a (redeals, len(moves)) array of
    each move's result for the team of the seat to act on each redeal of what that seat
    cannot see, every move on the same redeal and random numbers (-1..1)."""
    cdef sj_search_opts opt = search_options(options)
    cdef int n = len(moves), i, err
    if n < 1 or redeals < 1:
        raise ValueError("evaluate needs moves and redeals")
    cdef sj_action* acts = <sj_action*>malloc(n * sizeof(sj_action))
    if acts == NULL:
        raise MemoryError()
    results = np.zeros((redeals, n), dtype=np.float64)
    cdef double[:, ::1] r = results
    try:
        for i in range(n):
            action_of(moves[i], &acts[i])
        with nogil:
            err = sj_evaluate(state.g, &opt, seed, acts, n, redeals, &r[0, 0])
    finally:
        free(acts)
    if err:
        raise ValueError("nobody is to act")
    return results


def redeal(DealCore state, int seat, uint64_t seed):
    """The search's redeal of the cards hidden from ``seat`` (``sj_redeal``): each seat's
    hand and the kitty as counts by card number."""
    cdef sj_round* w
    cdef int s, c
    with nogil:
        w = sj_redeal(state.g, seat, &seed)
    if w == NULL:
        raise MemoryError()
    try:
        hands = [[w.hands[s].n[c] for c in range(54)] for s in range(4)]
        kitty = [0] * 54
        for c in range(w.nkitty):
            kitty[w.kitty[c]] += 1
        return hands, kitty
    finally:
        free(w)


def team_result(DealCore state, int seat, dict options):
    """A finished (or cut) deal's result for ``seat``'s team, -1..1 (``sj_team_result``)."""
    cdef sj_search_opts opt = search_options(options)
    return sj_team_result(state.g, seat, &opt)


# --- the learned agent ------------------------------------------------------------------------

STATE_FEATURES = SJ_STATE_FEATURES
ACTION_FEATURES = SJ_ACTION_FEATURES
ACTION_BASE = SJ_ACTION_BASE  # the first networks' action inputs: a prefix of today's


def learned_inputs(DealCore state, double declare_share):
    """What the learned agent weighs for the seat to act in the play phase: its position's
    features ``(SJ_STATE_FEATURES,)``, its candidate leads or follows (the greedy bot's) and
    their features ``(n, SJ_ACTION_FEATURES)`` (``csrc/sj_features.c``)."""
    cdef sj_greedy opt = greedy_options(declare_share)
    cdef sj_action* cands = <sj_action*>malloc(SJ_GREEDY_MAX * sizeof(sj_action))
    cdef int n, i
    if cands == NULL:
        raise MemoryError()
    if state.g.phase != SJ_PLAY:
        free(cands)
        raise ValueError("the learned agent only leads and follows")
    state_feats = np.zeros(SJ_STATE_FEATURES, dtype=np.float32)
    action_feats = np.zeros((SJ_GREEDY_MAX, SJ_ACTION_FEATURES), dtype=np.float32)
    cdef float[::1] sf = state_feats
    cdef float[:, ::1] af = action_feats
    try:
        with nogil:
            sj_state_features(state.g, state.g.turn, &sf[0])
            n = sj_action_candidates(state.g, &opt, SJ_GREEDY_MAX, cands, &af[0, 0])
        return state_feats, action_feats[:n], [action_obj(&cands[i]) for i in range(n)]
    finally:
        free(cands)


cdef class DealBatch:
    """K Shengji deals played together by a learning agent (``csrc/sj_selfplay.c``): each
    dealt from a seed at given levels, the declaring, the burying and the seats left to the
    greedy bot played in C; at each of the agent's leads and follows, ``observe`` writes
    the position's and the candidates' features and ``step`` plays the chosen candidates.
    Both run without the GIL."""

    cdef sj_selfplay* deals
    cdef Py_ssize_t size
    cdef object rules_obj
    cdef sj_greedy greedy
    cdef sj_search_opts result

    def __cinit__(self, rules, Py_ssize_t size, double declare_share=0.34,
                  double win_weight=0.5, double scale=30.0):
        if size < 1:
            raise ValueError("at least one deal")
        self.deals = <sj_selfplay*>calloc(size, sizeof(sj_selfplay))
        if self.deals == NULL:
            raise MemoryError()
        self.size = size
        self.rules_obj = rules
        self.greedy.declare_share = declare_share
        self.result = search_options({"iterations": 0, "time": 0, "width": 1, "epsilon": 0,
                                      "z": 0, "win_weight": win_weight, "scale": scale,
                                      "declare_share": declare_share})

    def __dealloc__(self):
        cdef Py_ssize_t i
        if self.deals != NULL:
            for i in range(self.size):
                sj_selfplay_free(&self.deals[i])
            free(self.deals)

    def __len__(self):
        return self.size

    def reset(self, Py_ssize_t i, uint64_t seed, int banker, levels, int greedy_seats=0):
        """Deal deal ``i`` from ``seed`` with ``banker`` and the teams' ``levels`` (0..12);
        seats whose bit is set in ``greedy_seats`` are played by the greedy bot."""
        cdef int lv[2]
        if not 0 <= i < self.size or not 0 <= banker < 4:
            raise IndexError("no such deal or seat")
        lv[0], lv[1] = levels
        if not (0 <= lv[0] <= 12 and 0 <= lv[1] <= 12):
            raise ValueError("levels are 0..12")
        if sj_selfplay_deal(&self.deals[i], rules_of(self.rules_obj), seed, banker, lv,
                            greedy_seats, &self.greedy):
            raise MemoryError()

    def observe(self, float[:, ::1] states, float[:, ::1] actions, int32_t[::1] rows,
                int32_t[::1] seats):
        """The agent's moves in every deal: deal ``i``'s position into ``states[i]`` and its
        seat into ``seats[i]`` (-1: the deal is over), its candidates' features into
        ``actions`` rows whose ``rows`` entry is ``i``. Returns the number of rows."""
        cdef Py_ssize_t i
        cdef int m = 0, n, seat, cap = actions.shape[0]
        if states.shape[0] < self.size or seats.shape[0] < self.size or \
                states.shape[1] < SJ_STATE_FEATURES or actions.shape[1] < SJ_ACTION_FEATURES \
                or rows.shape[0] < cap:
            raise ValueError("arrays too small for the batch")
        with nogil:
            for i in range(self.size):
                seats[i] = -1
                if cap - m < SJ_GREEDY_MAX:
                    continue
                n = sj_selfplay_observe(&self.deals[i], &self.greedy, &seat, &states[i, 0],
                                        &actions[m, 0])
                if n:
                    seats[i] = seat
                    for seat in range(m, m + n):
                        rows[seat] = <int32_t>i
                    m += n
        return m

    def values(self, Py_ssize_t i, uint64_t seed, int iterations):
        """The search's mean result (for the seat to act's team, -1..1) of each of deal
        ``i``'s candidates, in ``observe``'s order, over ``iterations`` redeals of what
        that seat cannot see (``sj_search``): low-noise targets for the network."""
        cdef sj_search_opts opt = self.result
        cdef sj_search_stats stats
        cdef sj_action chosen_action
        cdef int err
        if not 0 <= i < self.size or self.deals[i].g == NULL or self.deals[i].n == 0:
            raise ValueError("deal i has no move to weigh")
        opt.iterations = iterations
        opt.width = SJ_GREEDY_MAX
        opt.epsilon = 0.1
        with nogil:
            err = sj_search(self.deals[i].g, &opt, seed, &chosen_action, &stats)
        if err or stats.n != self.deals[i].n:
            raise ValueError("the search did not weigh the deal's candidates")
        return np.array([stats.mean[k] for k in range(stats.n)], dtype=np.float32)

    def step(self, const int32_t[::1] choices):
        """Play ``choices[i]`` (an index among deal ``i``'s candidates) in every deal the
        agent is to move in (``choices[i] < 0``: left alone). Returns which deals are over and
        each seat's result there ``(K, 4)``, -1..1 as the search weighs a deal."""
        cdef Py_ssize_t i
        cdef int s, got, bad = 0
        done = np.zeros(self.size, dtype=np.uint8)
        results = np.zeros((self.size, 4), dtype=np.float32)
        cdef uint8_t[::1] d = done
        cdef float[:, ::1] r = results
        if choices.shape[0] < self.size:
            raise ValueError("one choice per deal")
        with nogil:
            for i in range(self.size):
                if choices[i] < 0 or self.deals[i].g == NULL:
                    continue
                got = sj_selfplay_step(&self.deals[i], choices[i], &self.greedy)
                if got < 0:
                    bad = 1
                elif got:
                    d[i] = 1
                    for s in range(4):
                        r[i, s] = sj_team_result(self.deals[i].g, s, &self.result)
        if bad:
            raise ValueError("a choice is not one of the deal's candidates")
        return done.astype(bool), results
