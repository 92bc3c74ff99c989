# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The MarsMatch features' compiled module: marsmatch_v0's observation and mask
(``csrc/mm_encode.c``) and rounds stepped together by a policy without the GIL
(``csrc/mm_batch.c``), over the game's compiled round (``games.marsmatch._core.RoundCore``).

It links the game's rule sources (as the bots' and the simulator's modules do) and reads
the round in C; the conversions of readings and rules are the core's (``_core.pxd``).
"""

from libc.stdint cimport int8_t, int32_t, int64_t, uint8_t
from libc.stdlib cimport calloc, free, malloc
from libc.string cimport memset

from marsmatch.features.csrc.mm_batch cimport mm_vocab_step
from marsmatch.features.csrc.mm_encode cimport *
from marsmatch.games.marsmatch._core cimport RoundCore, rules_of, to_reading
from marsmatch.games.marsmatch.csrc.mm cimport *
from marsmatch.games.marsmatch.csrc.round cimport *

import numpy as np


# --- one round's observation and mask ----------------------------------------------------

#: The pieces the compiled encoder writes, in the order of ``mm_obs_layout``.
OBS_PIECES = ("hand", "hand_at_least", "unseen", "top_cards", "top_kind", "top_length",
              "top_rank", "top_attach", "top_seat", "counts", "active", "passes",
              "streak_seat", "streak", "my_turns", "opening_leader", "played_by", "history")
#: How many recent moves the ``history`` piece shows (most recent first).
HISTORY_MOVES = MM_HISTORY
#: How many reading codes there are (the size of a play-type index table).
READING_CODES = MM_CODES


def reading_code(rd):
    """A reading's number among every reading shape (an index into a type table)."""
    return mm_code(to_reading(rd))


cdef class ObsLayout:
    """Where each observation piece starts (from ``rl.marsmatch_v0.observation_pieces``)."""

    cdef mm_obs_layout L
    cdef dict starts

    def __init__(self, int size, starts):
        cdef int32_t* at = &self.L.hand
        cdef Py_ssize_t i
        self.starts = {name: starts[name] for name in OBS_PIECES}
        self.L.size = size
        for i, name in enumerate(OBS_PIECES):
            at[i] = starts[name]
            if not 0 <= at[i] < size:
                raise ValueError(f"piece {name} starts outside the observation")

    def __reduce__(self):
        return (ObsLayout, (self.L.size, self.starts))


cdef inline mm_round* round_of(RoundCore state) except NULL:
    if state.g == NULL:
        raise ValueError("no round")
    return state.g


def encode_observation(RoundCore state, int seat, float[::1] out, ObsLayout layout):
    """Write ``seat``'s observation of the round into ``out`` (float32, the layout's size)."""
    cdef mm_round* g = round_of(state)
    if not 0 <= seat < g.n or out.shape[0] < layout.L.size:
        raise ValueError("bad seat or observation size")
    mm_encode(g, seat, &layout.L, &out[0])


def legal_mask(RoundCore state, int8_t[::1] out, const int32_t[::1] index):
    """Write the mask of the seat to act into ``out`` (int8): the pass at 0 where allowed,
    ``1 + index[reading_code(rd)]`` for each legal play type; returns how many are legal."""
    cdef mm_round* g = round_of(state)
    cdef int legal
    if index.shape[0] < MM_CODES:
        raise ValueError("the type index covers every reading code")
    legal = mm_legal_mask(g, &index[0], &out[0], out.shape[0])
    if legal < 0:
        raise ValueError("a legal play type has no action in this vocabulary")
    return legal


def legal_plays(RoundCore state, const int32_t[::1] index):
    """The legal actions of the seat to act and the cards each spends: ``(actions,
    cards)``, int32 ``(m,)`` and uint8 ``(m, 16)`` rank counts (the pass, action 0, first
    where allowed, spending nothing; then ``1 + index[reading_code(rd)]`` for each legal
    play type with its default play's cards)."""
    cdef mm_round* g = round_of(state)
    cdef int m
    if index.shape[0] < MM_CODES:
        raise ValueError("the type index covers every reading code")
    actions = np.zeros(MM_MAX_TYPES + 1, dtype=np.int32)
    cards = np.zeros((MM_MAX_TYPES + 1, 16), dtype=np.uint8)
    cdef int32_t[::1] a = actions
    cdef uint8_t[:, ::1] c = cards
    m = mm_legal_plays(g, &index[0], &a[0], <uint8_t (*)[16]>&c[0, 0], MM_MAX_TYPES + 1)
    if m < 0:
        raise ValueError("a legal play type has no action in this vocabulary")
    return actions[:m], cards[:m]


# --- batches of rounds -------------------------------------------------------------------

cdef class RoundBatch:
    """K rounds stepped together by a policy, for vectorised learning environments.

    Each round is the compiled round without an event log. ``reset(i, seed)`` deals round
    ``i`` from an engine seed; ``observe`` writes every round's observation (of its seat to
    act) and mask into ``(K, size)`` arrays; ``step(actions)`` applies one vocabulary action
    per round (0 pass, ``a`` the play type ``vocab[a - 1]`` with default attachments).
    ``observe`` and ``step`` run without the GIL, so threads driving separate batches
    scale. The rules are the engine's: an action that is not legal is refused."""

    cdef mm_round** rounds
    cdef Py_ssize_t size
    cdef int players
    cdef mm_rules rules
    cdef mm_reading* vocab
    cdef int nvocab

    def __cinit__(self, int players, table, Py_ssize_t size, vocab):
        cdef Py_ssize_t i
        if not 2 <= players <= 255 or size < 1:
            raise ValueError("2 to 255 players and at least one round")
        self.rules = rules_of(table)
        self.players, self.size = players, size
        self.rounds = <mm_round**>calloc(size, sizeof(mm_round*))
        self.nvocab = len(vocab)
        self.vocab = <mm_reading*>malloc(max(1, self.nvocab) * sizeof(mm_reading))
        if self.rounds == NULL or self.vocab == NULL:
            raise MemoryError()
        for i, rd in enumerate(vocab):
            self.vocab[i] = to_reading(rd)

    def __dealloc__(self):
        cdef Py_ssize_t i
        if self.rounds != NULL:
            for i in range(self.size):
                mm_round_free(self.rounds[i])
            free(self.rounds)
        free(self.vocab)

    def __len__(self):
        return self.size

    def reset(self, Py_ssize_t i, str seed, int banker=-1):
        """Deal round ``i`` from ``seed`` (the banker drawn from it unless given); returns
        whether the deal already decided the round (fewer than two players left)."""
        cdef bytes key = seed.encode("utf-8")
        cdef uint8_t hands[255 * 16]
        if not 0 <= i < self.size:
            raise IndexError("no such round")
        if banker < 0:
            banker = mm_draw_seat(key, len(key), self.players)
        if not 0 <= banker < self.players or mm_deal(key, len(key), self.players, banker, hands):
            raise ValueError("the seed cannot deal")
        first = mm_draw_leader(key, len(key), self.players) if self.rules.leader_drawn else banker
        mm_round_free(self.rounds[i])
        self.rounds[i] = mm_round_new(self.players, hands, banker, first, &self.rules, 0)
        if self.rounds[i] == NULL:
            raise MemoryError()
        return self.rounds[i].phase == MM_FINISHED

    def to_act(self):
        """The seat to act in each round (-1: finished or not dealt)."""
        cdef Py_ssize_t i
        out = np.full(self.size, -1, dtype=np.int32)
        cdef int32_t[::1] o = out
        for i in range(self.size):
            if self.rounds[i] != NULL and self.rounds[i].phase == MM_PLAY:
                o[i] = self.rounds[i].turn
        return out

    def scores(self):
        """Points per round and seat (0 where undecided)."""
        cdef Py_ssize_t i
        cdef int s
        out = np.zeros((self.size, self.players), dtype=np.int64)
        cdef int64_t[:, ::1] o = out
        for i in range(self.size):
            if self.rounds[i] != NULL:
                for s in range(self.players):
                    if self.rounds[i].seat[s].outcome_order >= 0:
                        o[i, s] = self.rounds[i].seat[s].points
        return out

    def outcomes(self):
        """What the rewards read of each round: the real match's winner (-1: none yet, or
        nobody played it), which seats played it (``(K, N)`` bool) and the cards each seat
        holds (``(K, N)``)."""
        cdef Py_ssize_t i
        cdef int s, r, held
        cdef mm_round* g
        winner = np.full(self.size, -1, dtype=np.int32)
        active = np.zeros((self.size, self.players), dtype=np.uint8)
        cards = np.zeros((self.size, self.players), dtype=np.int32)
        cdef int32_t[::1] w = winner
        cdef uint8_t[:, ::1] a = active
        cdef int32_t[:, ::1] c = cards
        for i in range(self.size):
            g = self.rounds[i]
            if g == NULL:
                continue
            w[i] = g.winner
            for s in range(self.players):
                a[i, s] = g.seat[s].active
                held = 0
                for r in range(MM_LANES):
                    held += g.seat[s].hand[r]
                c[i, s] = held
        return winner, active.astype(bool), cards

    def observe(self, float[:, ::1] obs, int8_t[:, ::1] mask, ObsLayout layout,
                const int32_t[::1] index):
        """Each round's observation (of its seat to act) and mask, in place. Returns the
        number of rounds whose mask has no action (finished or not dealt)."""
        cdef Py_ssize_t i
        cdef int empty = 0, bad = 0
        cdef mm_round* g
        if obs.shape[0] < self.size or mask.shape[0] < self.size or \
                obs.shape[1] < layout.L.size or index.shape[0] < MM_CODES:
            raise ValueError("arrays too small for the batch")
        with nogil:
            for i in range(self.size):
                g = self.rounds[i]
                if g == NULL or g.phase != MM_PLAY:
                    memset(&mask[i, 0], 0, mask.shape[1])
                    memset(&obs[i, 0], 0, obs.shape[1] * sizeof(float))
                    empty += 1
                    continue
                mm_encode(g, g.turn, &layout.L, &obs[i, 0])
                if mm_legal_mask(g, &index[0], &mask[i, 0], mask.shape[1]) < 0:
                    bad = 1
        if bad:
            raise ValueError("a legal play type has no action in this vocabulary")
        return empty

    def legal_plays(self, const int32_t[::1] index, Py_ssize_t cap=0):
        """Every round's legal actions with the cards each spends (``legal_plays`` of one
        round, for the whole batch in one call without the GIL): ``(rows, actions,
        cards)``: the round of each entry, its action and its cards (uint8 ``(m, 16)``),
        round by round."""
        cdef Py_ssize_t i, m = 0
        cdef int got, bad = 0
        if index.shape[0] < MM_CODES:
            raise ValueError("the type index covers every reading code")
        if cap <= 0:
            cap = self.size * 512
        rows = np.zeros(cap, dtype=np.int32)
        actions = np.zeros(cap, dtype=np.int32)
        cards = np.zeros((cap, 16), dtype=np.uint8)
        cdef int32_t[::1] rw = rows
        cdef int32_t[::1] a = actions
        cdef uint8_t[:, ::1] c = cards
        cdef Py_ssize_t j
        with nogil:
            for i in range(self.size):
                if self.rounds[i] == NULL or self.rounds[i].phase != MM_PLAY:
                    continue
                got = mm_legal_plays(self.rounds[i], &index[0], &a[m],
                                     <uint8_t (*)[16]>&c[m, 0], <int>(cap - m))
                if got < 0:
                    bad = 1
                    break
                for j in range(m, m + got):
                    rw[j] = <int32_t>i
                m += got
        if bad:
            if cap > (self.size + 1) * (MM_MAX_TYPES + 1):
                raise ValueError("a legal play type has no action in this vocabulary")
            return self.legal_plays(index, cap * 4)
        return rows[:m], actions[:m], cards[:m]

    def step(self, const int32_t[::1] actions):
        """Apply ``actions[i]`` in every round still in play. Returns a bool array of the
        rounds whose action was refused (not legal; nothing applied there)."""
        cdef Py_ssize_t i
        refused = np.zeros(self.size, dtype=np.uint8)
        cdef uint8_t[::1] r = refused
        if actions.shape[0] < self.size:
            raise ValueError("one action per round")
        with nogil:
            for i in range(self.size):
                if self.rounds[i] != NULL and self.rounds[i].phase == MM_PLAY:
                    if mm_vocab_step(self.rounds[i], actions[i], self.vocab, self.nvocab) != 0:
                        r[i] = 1
        return refused.astype(bool)
