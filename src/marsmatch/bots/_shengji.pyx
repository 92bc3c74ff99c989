# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The Shengji bots' compiled module: the greedy bot's choices and ranked leads and follows
(``csrc/sj_greedy.c``), and the search bot (``csrc/sj_search.c``).

It links the game's rule sources (as the deal stream is shared between modules) and drives
the compiled deal (``games.shengji._core.DealCore``) in C.
"""

from libc.stdint cimport int32_t, uint8_t, uint64_t
from libc.stdlib cimport calloc, free, malloc
from libc.string cimport memcpy

from marsmatch.bots.csrc.sj_bots cimport *
from marsmatch.games.shengji._core cimport (
    DealCore,
    action_obj,
    cards_of,
    format_of,
    hand_of,
    rules_of,
)
from marsmatch.games.shengji.csrc.sj cimport (
    SJ_ACT_BURY,
    SJ_ACT_DECLARE,
    SJ_ACT_PASS,
    SJ_ACT_PLAY,
    SJ_BURY,
    SJ_CARDS,
    SJ_HINT_BYTES,
    SJ_MAX_PLAY,
    SJ_PLAY,
    sj_action,
    sj_hand,
    sj_hand_add,
    sj_round,
    sj_round_play,
    sj_trump_init,
)

import numpy as np

from marsmatch.games.shengji.trump import LEVELS, SUITS

cdef extern from *:
    """
    #include <string.h>
    /* the deal's count of each card played to a trick (round.h), which sj.pxd leaves out */
    static inline uint8_t *sj_world_played(sj_round *g) { return g->played; }

    /* a play's named reading in the trick (round.h), which sj.pxd leaves out */
    static inline uint8_t *sj_world_hint(sj_round *g, int i) { return g->cur_hint[i]; }

    static void sj_world_tidy_format(sj_format *f, int live) {
        if (!live) f->esuit = f->n = 0;
        for (int i = 0; i < SJ_MAX_UNITS; i++) {
            sj_unit *u = &f->units[i];
            if (i >= f->n) memset(u, 0, sizeof *u);
            else memset(u->cards + u->length, 0, sizeof u->cards - u->length);
        }
    }

    /* A deal's block with every byte nothing reads zeroed (the hands' order past their
     * length, the kitty, plays, forced cards and hints past theirs, a lead's unused units,
     * the score before scoring): two deals that differ here differ in what the rules read. */
    static void sj_world_tidy(sj_round *g) {
        for (int s = 0; s < 4; s++) {
            memset(g->hands[s].order + g->hands[s].len, 0, SJ_CARDS - g->hands[s].len);
            memset(g->shown[s].order + g->shown[s].len, 0, SJ_CARDS - g->shown[s].len);
        }
        memset(g->kitty + g->nkitty, 0, sizeof g->kitty - g->nkitty);
        for (int i = 0; i < 4; i++) {
            int live = i < g->ncurrent, n = live ? g->cur_n[i] : 0, at = 1;
            if (!live) g->cur_seat[i] = g->cur_n[i] = 0;
            memset(g->cur_cards[i] + n, 0, sizeof g->cur_cards[i] - n);
            if (live && g->cur_hint[i][0])
                for (int k = 0; k < g->cur_hint[i][0]; k++) at += 2 + g->cur_hint[i][at + 1];
            memset(g->cur_hint[i] + at, 0, SJ_HINT_BYTES - at);
            if (!live) g->cur_hint[i][0] = 0;
        }
        memset(g->forced + g->nforced, 0, sizeof g->forced - g->nforced);
        sj_world_tidy_format(&g->lead, g->has_lead);
        sj_world_tidy_format(&g->attempt, g->has_lead);
        if (g->phase != SJ_SCORED) memset(&g->score, 0, sizeof g->score);
    }
    """
    uint8_t* sj_world_played(sj_round* g)
    uint8_t* sj_world_hint(sj_round* g, int i)
    void sj_world_tidy(sj_round* g)

# The phases by number (round.h's enum) and the effective suits' letters (S H D C, T: trump).
PHASES = ("declare", "bury", "play", "scored", "redeal")
ESUITS = "SHDCT"


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


def seat_world(DealCore state, int seat):
    """The deal as ``seat`` may know it, for the bots' C: a log-less copy whose cards hidden
    from ``seat`` are dealt by the search's redeal (``sj_redeal``) from a fixed seed; its
    pool is in card order, so the world depends on what the seat knows and nothing else."""
    cdef uint64_t seed = 0x5EA7
    cdef DealCore new = DealCore.__new__(DealCore)
    if not 0 <= seat < 4:
        raise ValueError("no such seat")
    with nogil:
        new.g = sj_redeal(state.g, seat, &seed)
    if new.g == NULL:
        raise MemoryError()
    return new


cdef int card_number(object card) except -1:
    cdef uint8_t c
    cards_of((card,), &c, 1)
    return c


cdef int put_reading(sj_round* g, int i, object reading) except -1:
    """Play ``i`` of ``g``'s trick (a follow) gets its named reading as the round's own play
    keeps it: the follow is played, with the reading, into a scratch deal whose trick holds
    ``i`` plays and ``g``'s lead."""
    cdef sj_round* t = <sj_round*>calloc(1, sizeof(sj_round))
    cdef int k, n = g.cur_n[i]
    if t == NULL:
        raise MemoryError()
    try:
        t.trump, t.has_trump, t.lead, t.has_lead, t.ncurrent = g.trump, 1, g.lead, 1, i
        for k in range(n):
            sj_hand_add(&t.hands[0], g.cur_cards[i][k], 1)
        format_of(reading, &t.attempt)
        if sj_round_play(t, 0, g.cur_cards[i], n, &t.attempt):
            raise ValueError("the named reading is too long to keep")
        memcpy(sj_world_hint(g, i), sj_world_hint(t, i), SJ_HINT_BYTES)
    finally:
        free(t)
    return 0


cdef sj_round* public_deal(object position, int seat) except NULL:
    """What ``seat`` may know of ``position`` (any ``ShengjiPosition``), written into a
    log-less deal block field by field: its own hand (in the order its cards came), the
    public state (trump, level, banker, the standing declaration and the cards shown, the
    kitty if the seat is the banker who knows it, the current trick, its lead and attempt
    formats, a failed throw's forced cards, the voids shown, every card played, the points)
    and the cards nobody has shown, given to the other seats (each keeping its count) and to
    a kitty the seat has not seen, in card order. ``public_world`` redeals those."""
    cdef sj_round* g = <sj_round*>calloc(1, sizeof(sj_round))
    cdef int pool[SJ_CARDS]
    cdef int s, c, k, i, need
    cdef sj_hand seen
    cdef uint8_t* played
    if g == NULL:
        raise MemoryError()
    try:
        rules = position.rules
        g.rules = rules_of(rules)[0]
        g.level = LEVELS.index(position.level)
        g.levels[0], g.levels[1] = [LEVELS.index(x) for x in position.levels]
        banker = position.banker
        g.banker = -1 if banker is None else banker
        g.phase = PHASES.index(position.phase.value)
        g.turn, g.passes, g.leader = position.turn, position.passes, position.leader
        g.standing_seat = g.standing_card = -1
        standing = position.standing
        if standing is not None:
            g.standing_seat = standing[0]
            g.standing_card = card_number(standing[1][0])
            g.standing_n = len(standing[1])
        trump = position.trump
        if trump is not None:
            g.has_trump = 1
            sj_trump_init(&g.trump, LEVELS.index(trump.level),
                          -1 if trump.suit is None else SUITS.index(trump.suit))
        # the cards: the shoe less what the seat sees is the pool of hidden cards
        hand_of(position.in_play, &seen)
        for c in range(SJ_CARDS):
            pool[c] = seen.n[c]
        hand_of(position.hand_counts(seat), &g.hands[seat])
        played = sj_world_played(g)
        hand_of(position.played, &seen)
        for c in range(SJ_CARDS):
            played[c] = seen.n[c]
            pool[c] -= g.hands[seat].n[c] + played[c]
        shown = position.shown
        for s in range(4):
            hand_of(shown[s], &g.shown[s])
            if s != seat:
                for c in range(SJ_CARDS):
                    pool[c] -= g.shown[s].n[c]
        g.kitty_known = position.kitty_known_to_banker
        g.nkitty = len(position.kitty)  # its size is public, its cards below
        kitty_seen = seat == g.banker and (g.phase == SJ_BURY or g.kitty_known)
        if kitty_seen:
            g.nkitty = cards_of(position.kitty, g.kitty, SJ_MAX_PLAY)
            if g.phase != SJ_BURY:  # buried: out of the banker's hand
                for i in range(g.nkitty):
                    pool[g.kitty[i]] -= 1
        c = 0
        for s in range(5):  # the other seats, then a kitty the seat has not seen (while
            # burying, a kitty in the banker's hand: its cards are written below)
            if s == seat or (s == 4 and (kitty_seen or g.phase == SJ_BURY)):
                continue
            if s < 4:
                for i in range(g.shown[s].len):
                    k = g.shown[s].order[i]
                    sj_hand_add(&g.hands[s], k, g.shown[s].n[k])
                need = position.held(s) - sum(shown[s].values())
            else:
                need = g.nkitty
            for i in range(need):
                while c < SJ_CARDS and pool[c] <= 0:
                    c += 1
                if c == SJ_CARDS:
                    raise ValueError("the position's cards do not add up to its shoe")
                if s < 4:
                    sj_hand_add(&g.hands[s], c, 1)
                else:
                    g.kitty[i] = c
                pool[c] -= 1
        if g.phase == SJ_BURY and not kitty_seen:
            for i in range(g.nkitty):
                g.kitty[i] = g.hands[g.banker].order[i % g.hands[g.banker].len]
        # the current trick and its lead
        current = position.current
        g.ncurrent = len(current)
        for i, (s, cards) in enumerate(current):
            g.cur_seat[i] = s
            g.cur_n[i] = cards_of(cards, g.cur_cards[i], SJ_MAX_PLAY)
        g.failed_by = -1
        lead = position.lead
        if lead is not None:
            g.has_lead = 1
            format_of(lead, &g.lead)
            format_of(position.lead_attempt, &g.attempt)
            failed = position.lead_failed
            if failed is not None:
                g.failed, g.failed_by = 1, failed.beaten_by
                g.nforced = cards_of(position.current[0][1], g.forced, SJ_MAX_PLAY)
        for i, reading in enumerate(position.readings):
            if reading is not None:
                put_reading(g, i, reading)
        for s, suits in enumerate(position.voids):
            g.voids[s] = sum(1 << ESUITS.index(e) for e in suits)
        g.tricks = position.trick_number
        g.attackers_points = position.attackers_points
        g.trick_points_total = position.trick_points_total
        g.penalty_points = position.penalty_points
        g.banker_side_points = position.banker_side_points
    except BaseException:
        free(g)
        raise
    return g


def public_world(object position, int seat):
    """``seat_world`` for any position (a deal on the reference core too), built from what
    the protocol shows the seat (``public_deal``), not from a replay: the cards hidden from
    it dealt by the same redeal from the same seed, so the bots' C decides as it does in the
    compiled deal's ``seat_world``."""
    cdef uint64_t seed = 0x5EA7
    cdef DealCore new = DealCore.__new__(DealCore)
    cdef sj_round* g
    if not 0 <= seat < 4:
        raise ValueError("no such seat")
    g = public_deal(position, seat)
    with nogil:
        new.g = sj_redeal(g, seat, &seed)
    free(g)
    if new.g == NULL:
        raise MemoryError()
    return new


def is_compiled(object position):
    """Whether ``position`` is a deal on the compiled core (its block is read as it is)."""
    return isinstance(position, DealCore)


def deal_bytes(DealCore state):
    """A deal's block as bytes (tests compare worlds)."""
    return (<char*>state.g)[:sizeof(sj_round)]


def live_bytes(DealCore state):
    """A deal's block as bytes with every byte nothing reads zeroed (``sj_world_tidy``):
    tests compare a world built from the protocol with one copied in C by these."""
    cdef sj_round* g = <sj_round*>malloc(sizeof(sj_round))
    if g == NULL:
        raise MemoryError()
    try:
        memcpy(g, state.g, sizeof(sj_round))
        g.log = NULL
        g.nlog = 0
        g.nbytes = 0
        sj_world_tidy(g)
        return (<char*>g)[:sizeof(sj_round)]
    finally:
        free(g)


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
