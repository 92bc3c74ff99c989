"""Oracle: the readable Python round that ``_core`` compiles (tests only).

One MarsMatch round as a state machine: Heavenly phase, real match, finished.

Phases (R2, R4): ``heavenly`` -> ``play`` -> ``finished``. The Heavenly phase has no
decision, so the round leaves it as soon as it is dealt, in :meth:`State._end_heavenly`,
the one place that transition happens. The real match then takes one action at a time
from the seat to act: a play or a pass.

Checked methods raise IllegalAction with the ruling id; ``apply_unchecked`` is the fast
path for search and simulation and trusts its caller. Hands are 15-lane rank-count lists
(``combos``); the fast type-level API (``legal_types``, ``default_play``) sits beside the
protocol's ``legal_actions``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any

from marsmatch.cards import parse_cards
from marsmatch.errors import IllegalAction, OutOfTurn, RecordError
from marsmatch.games.marsmatch.combos import (
    KIND_NAMES,
    KIND_RULE,
    LANES,
    RANK_NAMES,
    Play,
    Reading,
    ReadingSpec,
    beats,
    counts_to_cards,
    explain,
    fits,
    readings,
    strongest,
    to_counts,
)
from marsmatch.games.marsmatch.events import (
    Event,
    HeavenlyWin,
    Outcome,
    Passed,
    Played,
    RoundWon,
    TrickWon,
)
from marsmatch.games.marsmatch.heavenly import heavenly_hand
from marsmatch.games.marsmatch.legal import LegalPlays
from marsmatch.games.marsmatch.rules import Rules
from marsmatch.games.protocol import PASS, Pass
from marsmatch.records import Record
from marsmatch.shuffle import commitment

from ..shuffle import DealStream
from .moves import answer_types, default_play, play_types

STARLINK, UFO = "starlink", "ufo"
Action = Play | Pass


class Phase(str, Enum):
    HEAVENLY = "heavenly"
    PLAY = "play"
    FINISHED = "finished"


def first_seat(rules: Rules, seed: str | None, banker: int, players: int) -> int:
    """R4.1: the seat the opening leader is sought from: the banker, or with
    ``opening_leader = drawn`` a seat drawn from the seed's "leader" stream."""
    if rules.opening_leader == "drawn" and seed is not None:
        return int(DealStream(seed, b"leader").below(players))
    return banker


class State:
    """A MarsMatch round. Seats are 0..N-1 clockwise; ``to_act`` is who may act now."""

    def __init__(self, rules: Rules, players: Sequence[str], hands: Sequence[Sequence[int]],
                 banker: int, seed: str | None = None) -> None:
        self.rules = rules
        self.players = tuple(players)
        self.n = len(players)
        self.banker = banker
        self.seed = seed
        self.commitment = commitment(seed) if seed is not None else None
        self.initial_hands = tuple(tuple(h) for h in hands)
        self.hands = [list(h) for h in hands]
        self.events: list[Event] = []
        self.outcomes: dict[int, Outcome] = {}
        self.top: Play | None = None
        self.top_seat = -1
        self.passes = 0
        self.streak_seat = -1
        self.streak = 0
        self.turns = [0] * self.n
        self.passed = [False] * self.n
        self.winner = -1
        self.phase = Phase.HEAVENLY
        self.active: tuple[int, ...] = ()
        self._next: dict[int, int] = {}
        self.opening_leader = -1
        self.turn = -1
        self.tricks_won = [0] * self.n
        self.goal = rules.streak_goal(self.n)
        self._end_heavenly(first_seat(rules, seed, banker, self.n))

    # --- the Heavenly phase (R2) ----------------------------------------------------------

    def _heavenly_points(self, role: str, hand: str) -> tuple[str, int]:
        r = self.rules
        table = {"banker": (r.score_banker_starlink, r.score_banker_ufo),
                 "nonbanker": (r.score_nonbanker_starlink, r.score_nonbanker_ufo),
                 "snatch": (r.score_snatch_starlink, r.score_snatch_ufo)}[role]
        if hand == "both":
            if r.heavenly_both == "sum":
                return "starlink+ufo", table[0] + table[1]
            return STARLINK, table[0]
        return hand, table[0] if hand == STARLINK else table[1]

    def _end_heavenly(self, first: int) -> None:
        """R2.3-R2.7: who exits at the deal, with which points; then the real match, or the
        end of the round when fewer than two players are left."""
        kinds = {s: k for s, h in enumerate(self.hands)
                 if (k := heavenly_hand(h, self.rules, self.n))}
        winners: list[tuple[int, str, str]] = []
        if self.banker in kinds:
            winners.append((self.banker, "banker_heavenly", "banker"))
            winners += [(s, "nonbanker_heavenly", "nonbanker") for s in kinds if s != self.banker]
        elif kinds:
            holders = sorted(kinds)
            if self.rules.heaven_snatch == "best_type":
                starlinks = [s for s in holders if kinds[s] in (STARLINK, "both")]
                holders = starlinks or holders
            winners = [(s, "heaven_snatch", "snatch") for s in holders]
        for seat, category, role in sorted(winners):
            hand, points = self._heavenly_points(role, kinds[seat])
            self.outcomes[seat] = Outcome(seat, category, points, hand)
            self.events.append(HeavenlyWin(seat, category, hand, points))
        self.active = tuple(s for s in range(self.n) if s not in self.outcomes)
        self._next = {s: self.active[(i + 1) % len(self.active)]
                      for i, s in enumerate(self.active)}
        self.opening_leader = next((s for i in range(self.n)
                                    if (s := (first + i) % self.n) in self.active), -1)
        if len(self.active) < 2:
            for s in self.active:
                self.outcomes[s] = Outcome(s, "total_loser", self.rules.score_total_loser)
            self.phase = Phase.FINISHED
            return
        self.turn = self.opening_leader
        self.phase = Phase.PLAY

    # --- queries ----------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def to_act(self) -> tuple[int, ...]:
        return (self.turn,) if self.phase is Phase.PLAY else ()

    def legal_types(self) -> list[Reading]:
        """Play types open to the seat to act (leads, or answers to the top play)."""
        h = self.hands[self.turn]
        return play_types(h) if self.top is None else answer_types(h, self.top)

    def legal_actions(self, seat: int) -> LegalPlays:
        """A lazy view of ``seat``'s legal actions (empty unless it is to act)."""
        return LegalPlays(self, seat)

    def can_pass(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: the seat to act) may pass now (R4.2)."""
        return (self.phase is Phase.PLAY and self.top is not None
                and (seat is None or seat == self.turn))

    def default_play(self, reading: Reading) -> Play:
        """The seat to act's play of ``reading`` with default attachments (beats the top)."""
        return default_play(self.hands[self.turn], reading, self.top)

    def default_action(self, seat: int) -> Action:
        """What a timed-out seat or a stand-in does: pass when it may, else its weakest lead."""
        self._check_turn(seat)
        if self.can_pass(seat):
            return PASS
        weakest = min(self.legal_types(), key=lambda rd: (rd.is_bomb, rd.size, rd.top))
        return self.default_play(weakest)

    # --- checked actions --------------------------------------------------------------

    def _check_turn(self, seat: int) -> None:
        if self.phase is Phase.FINISHED:
            raise IllegalAction("R4.3", "the round is over")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.n:
            raise IllegalAction("R1.1", f"there is no seat {seat!r}")
        if seat != self.turn:
            if seat not in self.active:
                raise OutOfTurn("R2.5", f"seat {seat} left the round in the initial phase")
            raise OutOfTurn("R4.1", f"seat {seat} is not to act; seat {self.turn} is")

    def verify_play(self, seat: int, play: Play) -> None:
        self._check_turn(seat)
        hand = self.hands[seat]
        missing = [r for r in range(LANES) if play.counts[r] > hand[r]]
        if missing:
            names = ", ".join(f"{play.counts[r]} × {RANK_NAMES[r]} (it has {hand[r]})"
                              for r in missing)
            raise IllegalAction("R4.2", f"seat {seat} does not hold {names}")
        if not fits(play.counts, play.reading):
            raise IllegalAction(KIND_RULE[play.reading.kind],
                                f"{' '.join(play.cards())} is not a {play.reading.describe()}")
        if self.top is not None and not beats(play, self.top):
            _ok, reason, rule = explain(play, self.top)
            raise IllegalAction(rule, reason)

    def verify_pass(self, seat: int) -> None:
        self._check_turn(seat)
        if self.top is None:
            raise IllegalAction("R4.2", "the leader must play; a lead cannot be passed")

    def resolve(self, seat: int, cards: Sequence[int], spec: ReadingSpec | None = None) -> Play:
        """Turn cards (and an optional declared reading) into a play, per R3.11: the strongest
        reading legal at this moment; AmbiguousPlay when there is none to choose."""
        self._check_turn(seat)
        counts = tuple(cards)
        found = readings(counts, spec)
        text = " ".join(counts_to_cards(counts)) or "nothing"
        if not found:
            if spec is not None and readings(counts):
                raise IllegalAction(KIND_RULE[spec.kind],
                                    f"{text} cannot be played as {KIND_NAMES[spec.kind]}")
            raise IllegalAction("R3.11", f"{text} is not a combination")
        if self.top is None:
            return Play(counts, strongest(counts, found, text))
        legal = [rd for rd in found if beats(Play(counts, rd), self.top)]
        if legal:
            return Play(counts, strongest(counts, legal, text))
        shaped = [rd for rd in found if rd.kind == self.top.reading.kind] or found
        return Play(counts, shaped[0])  # verify_play explains why it does not beat

    def parse_action(self, seat: int, action: Any) -> Action:
        """The action ``seat`` means, read as R3.11 says at this moment: a ``Play`` or
        ``PASS`` as is, text (``"7 7 2"``, ``"4444 55 55 as starship:1:pair:4"``,
        ``"pass"``) or a record's action dict (``{"play": [...], "as": ...}``)."""
        if isinstance(action, (Play, Pass)):
            return action
        if isinstance(action, str):
            text = action.strip()
            if text.lower() in ("pass", "p"):
                return PASS
            cards, _sep, spec = text.partition(" as ")
            return self.resolve(seat, to_counts(cards),
                                ReadingSpec.parse(spec) if spec.strip() else None)
        if not isinstance(action, Mapping):
            raise RecordError('an action is {"seat": S, "play": [cards]} or {"seat": S, '
                              '"pass": true}')
        if action.get("pass") is True and "play" not in action:
            return PASS
        played = action.get("play")
        if not isinstance(played, list) or not played:
            raise RecordError('an action is {"seat": S, "play": [cards]} or {"seat": S, '
                              '"pass": true}')
        counts = to_counts(parse_cards(played))
        named = action.get("as")
        if named is not None and not isinstance(named, str):
            raise RecordError('"as" must be a reading name such as "pair" or "rocket:2:single"')
        return self.resolve(seat, counts, ReadingSpec.parse(named) if named else None)

    def check_action(self, seat: int, action: Any) -> Action:
        """The checked action ``seat`` means, without applying it (IllegalAction if not legal)."""
        act = self.parse_action(seat, action)
        if act is PASS:
            self.verify_pass(seat)
        else:
            assert isinstance(act, Play)
            self.verify_play(seat, act)
        return act

    def apply_action(self, seat: int, action: Any) -> Event:
        """Check and apply an action (any form ``parse_action`` reads); the last event."""
        return self.apply_unchecked(seat, self.check_action(seat, action))

    def play(self, seat: int, play: Play) -> Event:
        """Verify and apply a play; returns the last event it caused."""
        self.verify_play(seat, play)
        return self.apply_unchecked(seat, play)

    def pass_turn(self, seat: int) -> Event:
        self.verify_pass(seat)
        return self.apply_unchecked(seat, PASS)

    # --- the transition ---------------------------------------------------------------

    def apply_unchecked(self, seat: int, action: Play | Pass | None) -> Event:
        """Apply a play (or a pass: ``PASS`` or None) for the seat to act, without checks
        (fast path; ``seat`` must be the seat to act)."""
        seat = self.turn
        self.turns[seat] += 1
        if action is None or action is PASS:
            self.passed[seat] = True
            self.passes += 1
            event: Event = Passed(seat)
            self.events.append(event)
            if self.passes == len(self.active) - 1:
                return self._trick_won()
            self.turn = self._next[seat]
            return event
        assert isinstance(action, Play)
        hand = self.hands[seat]
        counts = action.counts
        for r in range(LANES):
            if counts[r]:
                hand[r] -= counts[r]
        event = Played(seat, action)
        self.events.append(event)
        if not any(hand):
            return self._win(seat, emptied=True)
        self.top, self.top_seat, self.passes = action, seat, 0
        self.turn = self._next[seat]
        return event

    def _trick_won(self) -> Event:
        winner = self.top_seat
        self.streak = self.streak + 1 if winner == self.streak_seat else 1
        self.streak_seat = winner
        self.tricks_won[winner] += 1
        self.events.append(TrickWon(winner, self.streak))
        self.top, self.top_seat, self.passes = None, -1, 0
        self.turn = winner
        count = {"streak": self.streak, "total": self.tricks_won[winner],
                 "table": sum(self.tricks_won)}[self.rules.trick_goal]
        if self.goal and count >= self.goal:
            return self._win(winner, emptied=False)
        return self.events[-1]

    def _win(self, seat: int, emptied: bool) -> Event:
        """R4.3-R4.5: the real match ends; classify the win, everyone else loses."""
        r = self.rules
        ground = emptied and self.turns[seat] <= r.ground_turns and not self.passed[seat]
        if ground and seat == self.opening_leader:
            category, points = "ground_hand", r.score_ground_hand
        elif ground:
            category, points = "ground_snatch", r.score_ground_snatch
        else:
            category, points = "human_hand", r.score_human_hand
        self.outcomes[seat] = Outcome(seat, category, points)
        for s in self.active:
            if s != seat:
                self.outcomes[s] = Outcome(s, "total_loser", r.score_total_loser)
        self.winner = seat
        self.phase = Phase.FINISHED
        self.turn = -1
        how = "emptied" if emptied else "streak" if r.trick_goal == "streak" else "tricks"
        event = RoundWon(seat, category, points, how)
        self.events.append(event)
        return event

    # --- outputs ----------------------------------------------------------------------

    def result(self) -> list[dict[str, Any]]:
        """Per-seat outcomes decided so far (all seats once finished), in seat order."""
        return [self.outcomes[s].to_json() for s in sorted(self.outcomes)]

    def winners(self) -> list[int]:
        """Seats that won the round: the Heavenly Hands and the real match's winner."""
        return [s for s, o in sorted(self.outcomes.items()) if o.category != "total_loser"]

    def scores(self) -> list[int]:
        return [self.outcomes[s].points if s in self.outcomes else 0 for s in range(self.n)]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know: its own hand, other hands as counts, everything public
        (``None``: a spectator). Hands of players who left at the deal are shown: a Heavenly
        Hand is revealed. The event log is separate: :meth:`log`."""
        top = None
        if self.top is not None:
            top = {"seat": self.top_seat, "cards": self.top.cards(),
                   "reading": self.top.reading.to_json(), "describe": self.top.describe()}
        to_act = seat is not None and seat == self.turn and self.phase is Phase.PLAY
        can_pass = to_act and self.top is not None
        out: dict[str, Any] = {
            "game": "marsmatch", "seat": seat, "players": list(self.players),
            "banker": self.banker, "phase": self.phase.value, "finished": self.finished,
            "to_act": list(self.to_act), "counts": [sum(h) for h in self.hands],
            "results": self.result(), "commitment": self.commitment,
            "rules": self.rules.to_dict(),
            "can_pass": can_pass,
            "actions": (["play", "pass"] if can_pass else ["play"]) if to_act else [],
            "opening_leader": self.opening_leader, "active": list(self.active),
            "top": top, "passes": self.passes,
            "streak": {"seat": self.streak_seat, "count": self.streak},
            "revealed": {str(s): counts_to_cards(self.initial_hands[s]) for s in self.outcomes
                         if s not in self.active},
        }
        if seat is not None:
            out["hand"] = counts_to_cards(self.hands[seat])
        if self.finished:
            out["seed"] = self.seed
        return out

    def log(self, seat: int | None = None, since: int = 0) -> list[dict[str, Any]]:
        """The events from index ``since`` as JSON, as ``seat`` may see them (all public)."""
        return [e.to_json() for e in self.events[since:]]

    def copy(self) -> State:
        new = object.__new__(State)
        new.__dict__.update(self.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.turns = list(self.turns)
        new.passed = list(self.passed)
        new.events = list(self.events)
        new.outcomes = dict(self.outcomes)
        return new

    def unseen(self, seat: int) -> list[int]:
        """Per rank, the cards ``seat`` cannot see: the shoe minus its own hand, every card
        played so far and the hands revealed at the deal. Built from public information."""
        left = [4 * self.n] * 13 + [self.n, self.n]
        for r in range(LANES):
            left[r] -= self.hands[seat][r]
        for e in self.events:
            if isinstance(e, Played):
                for r in range(LANES):
                    left[r] -= e.play.counts[r]
        for s in self.outcomes:
            if s not in self.active:  # left at the deal: the view reveals the hand
                for r in range(LANES):
                    left[r] -= self.hands[s][r]
        return left

    def resample(self, seat: int, rng: random.Random) -> State:
        """A copy where the cards hidden from ``seat`` are redealt at random to the other
        active seats, each keeping its card count (for determinised search). The pool is
        ``unseen(seat)`` in rank order, so the result depends on nothing ``seat`` cannot
        know: the same ``rng`` state gives the same redeal whoever holds what."""
        new = self.copy()
        unseen = self.unseen(seat)
        pool = [r for r in range(LANES) for _ in range(unseen[r])]
        rng.shuffle(pool)
        at = 0
        for s in self.active:
            if s == seat:
                continue
            size = sum(self.hands[s])
            h = [0] * LANES
            for r in pool[at:at + size]:
                h[r] += 1
            new.hands[s] = h
            at += size
        return new

    def to_record(self) -> Record:
        """The round as a record: rules, players, deal and every action with its reading."""
        actions: list[dict[str, Any]] = []
        for e in self.events:
            if isinstance(e, Played):
                actions.append({"seat": e.seat, "play": e.play.cards(), "as": e.play.spec})
            elif isinstance(e, Passed):
                actions.append({"seat": e.seat, "pass": True})
        hands = None if self.seed is not None else tuple(
            tuple(counts_to_cards(h)) for h in self.initial_hands)
        return Record(game="marsmatch", players=self.players, rules=self.rules.to_dict(),
                      seed=self.seed, hands=hands, actions=tuple(actions), banker=self.banker,
                      commitment=self.commitment)
