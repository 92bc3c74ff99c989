"""One MarsMatch round in readable Python: the deal (R1), the Heavenly phase (R2), the real
match (R4) and its outcomes (R4.5, R5.1), with its events.

:class:`RoundCore` is the reference for the compiled ``RoundCore`` (``csrc/round.c``): the
same attributes and methods, which the game's one ``State`` builds on.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Self

from ..dealstream import DealStream, shuffled
from . import events, rules, values
from .hand import BJ, LANES, LJ, TWO, Played, size

PHASE_HEAVENLY, PHASE_PLAY, PHASE_FINISHED = 0, 1, 2
#: One deck in its canonical order (``cards.deck``: suits S H D C, ranks 2..A, then LJ,
#: BJ), as lanes (0..11 are 3..A).
DECK = [TWO, *range(12)] * 4 + [LJ, BJ]
STARLINK, UFO, BOTH = "starlink", "ufo", "both"
_trick_goals: tuple[str, ...] = ()


def bind_round(pass_value: Any, deck_ranks: Any, trick_goals: Any, engine_events: Any) -> None:
    """Hand over the protocol's pass and the event types (by the engine's names), and
    check the deck order and the trick goals' names. The round keeps its own plain values
    (``events``, ``hand.Played``); the face sees the engine's (``values.event``)."""
    global _trick_goals
    if list(deck_ranks) != DECK:
        raise ImportError("the reference deck order is not cards.deck's")
    if tuple(trick_goals) != ("streak", "total", "table"):
        raise ImportError("the reference trick goals are not rules.TRICK_GOALS")
    _trick_goals = tuple(trick_goals)
    values.bind_events({mine: engine_events[name] for mine, name in events.NAMES.items()},
                       pass_value)


# --- the deal (R1) ---------------------------------------------------------------------

def deal_counts(seed: str, players: int, banker: int) -> list[list[int]]:
    """R1.1, R1.2: N decks for N players shuffled from the seed (R1.3) and dealt one card
    at a time counterclockwise from the banker: shuffled card p goes to seat
    (banker - p) mod N."""
    if not 1 <= players <= 255:
        raise ValueError("1 to 255 players")
    hands = [[0] * LANES for _ in range(players)]
    for p, lane in enumerate(shuffled(DECK * players, seed)):
        hands[(banker - p) % players][lane] += 1
    return hands


def draw_leader(seed: str, players: int) -> int:
    """R4.1, ``opening_leader = drawn``: the seat drawn from the round's seed that the
    opening leader is sought from."""
    if players < 1:
        raise ValueError("at least one player")
    return DealStream(seed, b"leader").below(players)


def heavenly_kind(h: Any, table: Any) -> str | None:
    """R2.1, R2.2 by the table's definition: a Starlink holds ``threes`` natural 3s, a UFO
    ``big`` Big and ``little`` Little Jokers, exactly or at least (the seed: exactly six;
    exactly two and two): ``starlink``, ``ufo``, ``both`` or None."""
    if table.at_least:
        starlink = h[0] >= table.threes
        ufo = h[BJ] >= table.big and h[LJ] >= table.little
    else:
        starlink = h[0] == table.threes
        ufo = h[BJ] == table.big and h[LJ] == table.little
    starlink, ufo = starlink and table.starlink, ufo and table.ufo
    return BOTH if starlink and ufo else STARLINK if starlink else UFO if ufo else None


def heavenly_hand(h: Any, table: Any) -> str | None:
    """R2.1, R2.2: a rank-count hand's Heavenly Hand at a table."""
    return heavenly_kind(rules._hand(h), table)


# --- the round -------------------------------------------------------------------------

@dataclass
class Seat:
    hand: list[int]
    played: list[int] = field(default_factory=lambda: [0] * LANES)
    turns: int = 0  # own turns in the real match
    won: int = 0  # tricks won
    passed: bool = False
    active: bool = True
    heavenly: str | None = None
    outcome: tuple[str, int, str | None] | None = None  # category, points, hand
    decided: int = -1  # when the outcome was decided


@dataclass
class Round:
    table: Any
    banker: int
    seats: list[Seat]
    phase: int = PHASE_HEAVENLY
    turn: int = -1
    opening_leader: int = -1
    top: Played | None = None  # the play to beat, in the reference's own values
    top_seat: int = -1
    passes: int = 0
    streak_seat: int = -1
    streak: int = 0
    tricks: int = 0
    winner: int = -1
    emptied: bool = False
    decided: int = 0
    played: list[int] = field(default_factory=lambda: [0] * LANES)
    events: list[Any] = field(default_factory=list)

    @property
    def active(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if seat.active]

    def next_active(self, s: int) -> int:
        """R4.1: the next seat still in the round, clockwise."""
        n = len(self.seats)
        return next(o for i in range(1, n + 1) if self.seats[o := (s + i) % n].active)

    def decide(self, s: int, category: str, points: int, hand: str | None = None) -> None:
        self.seats[s].outcome = (category, points, hand)
        self.seats[s].decided = self.decided
        self.decided += 1


def _heavenly_points(table: Any, role: str, kind: str) -> tuple[str, int]:
    """R2.4, R5.1: the points of a Heavenly Hand for a role; a hand both Starlink and UFO
    counts once as a Starlink, or both (``heavenly_both = sum``)."""
    starlink = getattr(table, f"score_{role}_starlink")
    ufo = getattr(table, f"score_{role}_ufo")
    if kind == BOTH:
        return ("starlink+ufo", starlink + ufo) if table.heavenly_sum else (STARLINK, starlink)
    return kind, starlink if kind == STARLINK else ufo


def end_heavenly(g: Round, first: int) -> None:
    """R2.3, R2.4, R2.5, R2.6, R2.7: who leaves at the deal, with which points; then the real match, or the
    end of the round when fewer than two players are left."""
    for seat in g.seats:
        seat.heavenly = heavenly_kind(seat.hand, g.table)
    holders = [s for s, seat in enumerate(g.seats) if seat.heavenly]
    winners: list[tuple[int, str, str]] = []
    if g.seats[g.banker].heavenly:  # R2.5: the banker and every other holder win
        winners = [(s, "banker_heavenly" if s == g.banker else "nonbanker_heavenly",
                    "banker" if s == g.banker else "nonbanker") for s in holders]
    elif holders:  # R2.6: Heaven Snatch, by default the strongest type only
        starlinks = [s for s in holders if g.seats[s].heavenly in (STARLINK, BOTH)]
        if not g.table.snatch_all and starlinks:
            holders = starlinks
        winners = [(s, "heaven_snatch", "snatch") for s in holders]
    for s, category, role in winners:
        hand, points = _heavenly_points(g.table, role, g.seats[s].heavenly or "")
        g.decide(s, category, points, hand)
        g.seats[s].active = False
        g.events.append(events.HeavenlyWin(seat=s, category=category, hand=hand,
                                           points=points))
    n, active = len(g.seats), g.active
    g.opening_leader = next((s for i in range(n) if (s := (first + i) % n) in active), -1)
    if len(active) < 2:  # R2.7
        for s in active:
            g.decide(s, "total_loser", g.table.score_total_loser)
        g.phase = PHASE_FINISHED
        return
    g.turn = g.opening_leader
    g.phase = PHASE_PLAY


def win(g: Round, s: int, emptied: bool) -> None:
    """R4.3, R4.4, R4.5: the real match is won; classify the win, everyone else still in is a
    Total Loser. A Ground Hand (the opening leader) or Ground Snatch (anyone else) empties
    the hand within its first ``ground_turns`` turns without passing; every other win,
    every win by the trick goal included, is a Human Hand."""
    seat, t = g.seats[s], g.table
    ground = emptied and seat.turns <= t.ground_turns and not seat.passed
    category = ("ground_hand" if ground and s == g.opening_leader
                else "ground_snatch" if ground else "human_hand")
    points = getattr(t, f"score_{category}")
    g.decide(s, category, points)
    for o in g.active:
        if o != s:
            g.decide(o, "total_loser", t.score_total_loser)
    g.winner, g.emptied, g.phase, g.turn = s, emptied, PHASE_FINISHED, -1
    how = "emptied" if emptied else "streak" if t.trick_goal == "streak" else "tricks"
    g.events.append(events.RoundWon(seat=s, category=category, points=points, how=how))


def trick_won(g: Round) -> None:
    """R4.2: everyone else passed since the last play, whose player wins the trick and
    leads; R4.4: the trick goal (the winner's tricks in a row, in all, or the table's
    tricks: ``trick_goal``) may end the real match at once."""
    winner = g.top_seat
    g.streak = g.streak + 1 if winner == g.streak_seat else 1
    g.streak_seat = winner
    g.tricks += 1
    g.seats[winner].won += 1
    g.events.append(events.TrickWon(seat=winner, streak=g.streak))
    g.top, g.top_seat, g.passes, g.turn = None, -1, 0, winner
    goal = g.table.streak_to_win
    if goal and goal_count(g, winner) >= goal:
        win(g, winner, emptied=False)


def goal_count(g: Round, seat: int) -> int:
    """R4.4: what the trick goal counts for ``seat``: its tricks in a row, its tricks in
    all, or the table's tricks (``trick_goal``)."""
    goal = g.table.trick_goal
    if goal == "total":
        return g.seats[seat].won
    if goal == "table":
        return g.tricks
    return g.streak if g.streak_seat == seat else 0


def tricks_to_goal(g: Round, seat: int) -> int:
    """R4.4: the tricks ``seat`` must still win for the trick goal to end the real match
    in its favour (1: the next one it wins does); 0 when the rule is off."""
    goal = g.table.streak_to_win
    return max(1, goal - goal_count(g, seat)) if goal else 0


class RoundCore:
    """A MarsMatch round's rules part: the hands, the trick, the streak, the outcomes and
    the events (the compiled ``RoundCore``'s reference)."""

    __slots__ = ("_g",)
    _g: Round

    def _start(self, hands: Any, banker: int, table: Any, first: int = -1) -> None:
        n = len(hands)
        if not 1 <= n <= 255 or not 0 <= banker < n or not -1 <= first < n:
            raise ValueError("1 to 255 seats and a banker among them")
        self._g = Round(table, banker, [Seat(rules._hand(h)) for h in hands])
        end_heavenly(self._g, banker if first < 0 else first)

    def _clone(self) -> Self:
        new = type(self).__new__(type(self))
        new._g = copy.deepcopy(self._g)
        return new

    def _set_hand(self, seat: int, counts: Any) -> None:
        self._g.seats[seat].hand = rules._hand(counts)

    # --- what the round shows -----------------------------------------------------------

    n = property(lambda self: len(self._g.seats))
    banker = property(lambda self: self._g.banker)
    turn = property(lambda self: self._g.turn)
    _phase = property(lambda self: self._g.phase)
    finished = property(lambda self: self._g.phase == PHASE_FINISHED)
    top = property(lambda self: None if self._g.top is None else values.play(*self._g.top),
                   doc="The play to beat (None: a lead).")
    top_seat = property(lambda self: self._g.top_seat)
    passes = property(lambda self: self._g.passes)
    streak_seat = property(lambda self: self._g.streak_seat)
    streak = property(lambda self: self._g.streak)
    winner = property(lambda self: self._g.winner)
    emptied = property(lambda self: self._g.emptied)
    tricks = property(lambda self: self._g.tricks)
    opening_leader = property(lambda self: self._g.opening_leader)

    @property
    def to_act(self) -> tuple[int, ...]:
        return (self._g.turn,) if self._g.phase == PHASE_PLAY else ()

    @property
    def active(self) -> tuple[int, ...]:
        return tuple(self._g.active)

    @property
    def hands(self) -> list[list[int]]:
        return [list(seat.hand) for seat in self._g.seats]

    def hand(self, seat: int) -> list[int]:
        if not 0 <= seat < self.n:
            raise IndexError("no such seat")
        return list(self._g.seats[seat].hand)

    def holds(self, seat: int, counts: Any) -> bool:
        hand = self.hand(seat)
        return all(counts[r] <= hand[r] for r in range(LANES))

    turns = property(lambda self: [s.turns for s in self._g.seats])
    tricks_won = property(lambda self: [s.won for s in self._g.seats])
    passed = property(lambda self: [s.passed for s in self._g.seats])
    played_counts = property(lambda self: list(self._g.played))

    def _heavenly(self, seat: int) -> str | None:
        return self._g.seats[seat].heavenly

    def _outcomes(self) -> list[tuple[int, str, int, str | None]]:
        decided = sorted((seat.decided, s) for s, seat in enumerate(self._g.seats)
                         if seat.outcome is not None)
        return [(s, *self._g.seats[s].outcome) for _d, s in decided]  # type: ignore[misc]

    def _event_count(self) -> int:
        return len(self._g.events)

    def _event(self, i: int) -> Any:
        if not 0 <= i < len(self._g.events):
            raise IndexError("event index out of range")
        return values.event(self._g.events[i])

    # --- the seat to act ----------------------------------------------------------------

    def legal_types(self) -> list[Any]:
        """Play types open to the seat to act (leads, or answers to the top play)."""
        g = self._g
        if g.phase != PHASE_PLAY:
            return []
        hand = g.seats[g.turn].hand
        return rules.play_types(hand) if g.top is None else rules.answer_types(hand, g.top)

    def action_count(self) -> int:
        """The seat to act's actions by number: its play types, then the pass (R4.2)."""
        return len(self.legal_types()) + self.can_pass()

    def apply_action_index(self, k: int) -> None:
        """Action ``k`` of ``action_count``: the ``k``-th play type with its default
        attachments, or the pass after them."""
        if self._g.phase != PHASE_PLAY:
            raise ValueError("the round is not in play")
        types = self.legal_types()
        if not 0 <= k < self.action_count():
            raise IndexError(f"action {k} is not one of the {self.action_count()} open")
        self.apply_unchecked(self._g.turn, self.default_play(types[k]) if k < len(types) else None)

    def tricks_to_goal(self, seat: int) -> int:
        if not 0 <= seat < self.n:
            raise IndexError("no such seat")
        return tricks_to_goal(self._g, seat)

    def can_pass(self, seat: int | None = None) -> bool:
        """R4.2: a leader must play; anyone answering a top play may pass."""
        g = self._g
        return g.phase == PHASE_PLAY and g.top is not None and (seat is None or seat == g.turn)

    def default_play(self, reading: Any) -> Any:
        if self._g.phase != PHASE_PLAY:
            raise ValueError("no seat is to act")
        return rules.default_play(self._g.seats[self._g.turn].hand, reading, self._g.top)

    def apply_unchecked(self, seat: int, action: Any) -> None:
        """Apply a play (or a pass: the protocol's pass or None) for the seat to act."""
        g = self._g
        if g.phase != PHASE_PLAY:
            raise ValueError("the round is not in play")
        s = g.turn
        me = g.seats[s]
        me.turns += 1
        if values.is_pass(action):
            me.passed = True
            g.passes += 1
            g.events.append(events.Passed(seat=s))
            if g.passes == len(g.active) - 1:
                trick_won(g)
            else:
                g.turn = g.next_active(s)
            return
        action = values.plain_play(action)
        counts = action.cards
        for r in range(LANES):
            me.hand[r] -= counts[r]
            me.played[r] += counts[r]
            g.played[r] += counts[r]
        g.events.append(events.PlayMade(seat=s, play=action))
        if not size(me.hand):  # R4.3: emptying the hand wins at once
            win(g, s, emptied=True)
            return
        g.top, g.top_seat, g.passes, g.turn = action, s, 0, g.next_active(s)
