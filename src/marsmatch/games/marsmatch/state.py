"""One MarsMatch round as a state machine: deal, initial (Heavenly) phase, real match.

The initial phase is automatic (R2): it is resolved when the round is created. The real
match (R4) then takes one action at a time from the seat to act: a play or a pass.
Checked methods raise IllegalAction with the ruling id; ``apply_unchecked`` is the
fast path for search and simulation and trusts its caller.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ...cards import check_copies, parse_cards, shoe
from ...errors import IllegalAction, OutOfTurn, RecordError
from ...records import Record
from ...shuffle import commitment, draw_seat, new_seed, shuffled
from .combos import (
    BJ,
    KIND_NAMES,
    KIND_RULE,
    LANES,
    LJ,
    RANK_INDEX,
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
from .moves import answer_types, default_play, play_types
from .rules import Rules

STARLINK, UFO = "starlink", "ufo"


class Phase(str, Enum):
    PLAY = "play"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How one seat ended the round."""

    seat: int
    category: str
    points: int
    hand: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "category": self.category}
        if self.hand is not None:
            out["hand"] = self.hand
        out["points"] = self.points
        return out


@dataclass(frozen=True, slots=True)
class HeavenlyWin:
    seat: int
    category: str
    hand: str
    points: int


@dataclass(frozen=True, slots=True)
class Played:
    seat: int
    play: Play


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int


@dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    streak: int


@dataclass(frozen=True, slots=True)
class RoundWon:
    seat: int
    category: str
    points: int


Event = HeavenlyWin | Played | Passed | TrickWon | RoundWon


def deal(seed: str, players: int, banker: int) -> list[list[str]]:
    """Shuffle N decks from the seed and deal one card at a time counterclockwise from the
    banker (R1.2): shuffled card p goes to seat (banker - p) mod N. Hands come sorted."""
    cards = shuffled(shoe(players, suited=False), seed)
    hands: list[list[str]] = [[] for _ in range(players)]
    for p, card in enumerate(cards):
        hands[(banker - p) % players].append(card.rank)
    return [sorted(h, key=RANK_INDEX.__getitem__) for h in hands]


def heavenly_hand(h: Sequence[int]) -> str | None:
    """Starlink: exactly six natural 3s (R2.1); UFO: exactly two BJ and two LJ (R2.2)."""
    starlink = h[0] == 6
    ufo = h[BJ] == 2 and h[LJ] == 2
    if starlink and ufo:
        return "both"
    return STARLINK if starlink else UFO if ufo else None


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
        self._resolve_heavenly()
        self.active = tuple(s for s in range(self.n) if s not in self.outcomes)
        self._next = {s: self.active[(i + 1) % len(self.active)] for i, s in
                      enumerate(self.active)} if self.active else {}
        self.opening_leader = next(
            ((banker + i) % self.n for i in range(self.n) if (banker + i) % self.n in self.active),
            -1)
        self.turn = self.opening_leader
        self.phase = Phase.PLAY
        if len(self.active) < 2:
            for s in self.active:
                self.outcomes[s] = Outcome(s, "total_loser", rules.score_total_loser)
            self.phase = Phase.FINISHED
            self.turn = -1

    # --- initial phase -----------------------------------------------------------------

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

    def _resolve_heavenly(self) -> None:
        """R2.3-R2.6: who exits at the deal, with which points."""
        kinds = {s: k for s, h in enumerate(self.hands) if (k := heavenly_hand(h))}
        if not kinds:
            return
        winners: list[tuple[int, str, str]] = []
        if self.banker in kinds:
            winners.append((self.banker, "banker_heavenly", "banker"))
            winners += [(s, "nonbanker_heavenly", "nonbanker") for s in kinds if s != self.banker]
        else:
            holders = sorted(kinds)
            if self.rules.heaven_snatch == "best_type":
                starlinks = [s for s in holders if kinds[s] in (STARLINK, "both")]
                holders = starlinks or holders
            winners = [(s, "heaven_snatch", "snatch") for s in holders]
        for seat, category, role in sorted(winners):
            hand, points = self._heavenly_points(role, kinds[seat])
            self.outcomes[seat] = Outcome(seat, category, points, hand)
            self.events.append(HeavenlyWin(seat, category, hand, points))

    # --- queries ----------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.phase == Phase.FINISHED

    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == Phase.FINISHED else (self.turn,)

    def legal_types(self) -> list[Reading]:
        """Play types open to the seat to act (leads, or answers to the top play)."""
        h = self.hands[self.turn]
        return play_types(h) if self.top is None else answer_types(h, self.top)

    def can_pass(self) -> bool:
        return not self.finished and self.top is not None

    def default_play(self, reading: Reading) -> Play:
        """The seat to act's play of ``reading`` with default attachments (beats the top)."""
        return default_play(self.hands[self.turn], reading, self.top)

    def minimal_action(self) -> Play | None:
        """What a timed-out seat does: pass when it may, else its weakest lead."""
        if self.can_pass():
            return None
        types = self.legal_types()
        weakest = min(types, key=lambda rd: (rd.is_bomb, rd.size, rd.top))
        return self.default_play(weakest)

    # --- checked actions --------------------------------------------------------------

    def _check_turn(self, seat: int) -> None:
        if self.phase == Phase.FINISHED:
            raise IllegalAction("R4.3", "the round is over")
        if not 0 <= seat < self.n:
            raise IllegalAction("R1.1", f"there is no seat {seat}")
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

    def can_play(self, seat: int, play: Play) -> bool:
        try:
            self.verify_play(seat, play)
        except IllegalAction:
            return False
        return True

    def play(self, seat: int, play: Play) -> Event:
        """Verify and apply a play; returns the last event it caused."""
        self.verify_play(seat, play)
        return self.apply_unchecked(play)

    def verify_pass(self, seat: int) -> None:
        self._check_turn(seat)
        if self.top is None:
            raise IllegalAction("R4.2", "the leader must play; a lead cannot be passed")

    def pass_turn(self, seat: int) -> Event:
        self.verify_pass(seat)
        return self.apply_unchecked(None)

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

    def apply_action(self, seat: int, action: Mapping[str, Any]) -> Event:
        """Apply a record action: ``{"seat", "play": [cards], "as": reading}`` or ``"pass"``."""
        if action.get("pass") is True and "play" not in action:
            return self.pass_turn(seat)
        cards = action.get("play")
        if not isinstance(cards, list):
            raise RecordError('an action is {"seat": S, "play": [cards]} or {"seat": S, "pass": true}')
        counts = to_counts(parse_cards(cards))
        spec = action.get("as")
        if spec is not None and not isinstance(spec, str):
            raise RecordError('"as" must be a reading name such as "pair" or "rocket:2:single"')
        play = self.resolve(seat, counts, ReadingSpec.parse(spec) if spec else None)
        return self.play(seat, play)

    # --- the transition ---------------------------------------------------------------

    def apply_unchecked(self, play: Play | None) -> Event:
        """Apply a play (or a pass when None) for the seat to act, without checks (fast path)."""
        seat = self.turn
        self.turns[seat] += 1
        if play is None:
            self.passed[seat] = True
            self.passes += 1
            event: Event = Passed(seat)
            self.events.append(event)
            if self.passes == len(self.active) - 1:
                return self._trick_won()
            self.turn = self._next[seat]
            return event
        hand = self.hands[seat]
        counts = play.counts
        for r in range(LANES):
            if counts[r]:
                hand[r] -= counts[r]
        event = Played(seat, play)
        self.events.append(event)
        if not any(hand):
            return self._win(seat, emptied=True)
        self.top, self.top_seat, self.passes = play, seat, 0
        self.turn = self._next[seat]
        return event

    def _trick_won(self) -> Event:
        winner = self.top_seat
        self.streak = self.streak + 1 if winner == self.streak_seat else 1
        self.streak_seat = winner
        self.events.append(TrickWon(winner, self.streak))
        self.top, self.top_seat, self.passes = None, -1, 0
        self.turn = winner
        if self.rules.streak_to_win and self.streak >= self.rules.streak_to_win:
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
        event = RoundWon(seat, category, points)
        self.events.append(event)
        return event

    # --- outputs ----------------------------------------------------------------------

    def result(self) -> list[dict[str, Any]]:
        """Per-seat outcomes decided so far (all seats once finished), in seat order."""
        return [self.outcomes[s].to_json() for s in sorted(self.outcomes)]

    def scores(self) -> list[int]:
        return [self.outcomes[s].points if s in self.outcomes else 0 for s in range(self.n)]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know: its own hand, other hands as counts, everything public.
        Hands of players who left at the deal are shown: a Heavenly Hand is revealed."""
        top = None
        if self.top is not None:
            top = {"seat": self.top_seat, "cards": self.top.cards(),
                   "reading": self.top.reading.to_json(), "describe": self.top.describe()}
        out: dict[str, Any] = {
            "game": "marsmatch", "seat": seat, "players": list(self.players),
            "banker": self.banker, "phase": self.phase.value, "to_act": list(self.to_act),
            "opening_leader": self.opening_leader, "active": list(self.active),
            "counts": [sum(h) for h in self.hands], "top": top, "passes": self.passes,
            "streak": {"seat": self.streak_seat, "count": self.streak},
            "outcomes": self.result(), "commitment": self.commitment,
            "revealed": {str(s): counts_to_cards(self.hands[s]) for s in self.outcomes
                         if s not in self.active},
            "history": [_event_json(e) for e in self.events],
        }
        if seat is not None:
            out["hand"] = counts_to_cards(self.hands[seat])
        if self.finished:
            out["seed"] = self.seed
        return out

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
        ``unseen(seat)``, so the result depends on nothing ``seat`` cannot know."""
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
        top: Play | None = None
        for e in self.events:
            if isinstance(e, Played):
                actions.append({"seat": e.seat, "play": e.play.cards(),
                                "as": _declared(e.play, top)})
                top = e.play
            elif isinstance(e, Passed):
                actions.append({"seat": e.seat, "pass": True})
            elif isinstance(e, TrickWon):
                top = None
        hands = None if self.seed is not None else [counts_to_cards(h) for h in
                                                    self.initial_hands]
        return Record(game="marsmatch", players=self.players, rules=self.rules.to_dict(),
                      seed=self.seed, hands=tuple(tuple(h) for h in hands) if hands else None,
                      actions=tuple(actions), banker=self.banker, commitment=self.commitment)


def _declared(play: Play, top: Play | None) -> str:
    """The shortest ``as`` that makes a replay choose this play's reading (R3.11)."""
    kind_only = ReadingSpec(play.reading.kind)
    options = readings(play.counts, kind_only)
    if top is not None:
        options = [rd for rd in options if beats(Play(play.counts, rd), top)]
    for spec in (KIND_NAMES[play.reading.kind], play.reading.spec):
        narrowed = [rd for rd in options if ReadingSpec.parse(spec).matches(rd)]
        try:
            if strongest(play.counts, narrowed) == play.reading:
                return spec
        except IllegalAction:
            pass
    return play.reading.full_spec


def _event_json(e: Event) -> dict[str, Any]:
    if isinstance(e, Played):
        return {"type": "play", "seat": e.seat, "cards": e.play.cards(),
                "reading": e.play.reading.to_json(), "describe": e.play.describe()}
    if isinstance(e, Passed):
        return {"type": "pass", "seat": e.seat}
    if isinstance(e, TrickWon):
        return {"type": "trick", "seat": e.seat, "streak": e.streak}
    if isinstance(e, HeavenlyWin):
        return {"type": "heavenly", "seat": e.seat, "category": e.category, "hand": e.hand,
                "points": e.points}
    return {"type": "round_won", "seat": e.seat, "category": e.category, "points": e.points}


def hands_from_cards(hands: Iterable[Iterable[str]], players: int) -> list[list[int]]:
    """Parse explicit hands, refusing more copies of a card than N decks hold (R1.1)."""
    parsed = [parse_cards(list(h)) for h in hands]
    check_copies([c for h in parsed for c in h], players, suited=False)
    return [to_counts(h) for h in parsed]


def new_round(rules: Rules | None = None, players: Sequence[str] | int = 4,
              seed: str | None = None, hands: Sequence[Sequence[str]] | None = None,
              banker: int | None = None, start: Mapping[str, Any] | None = None) -> State:
    """Deal a round from a seed (a fresh one if neither seed nor hands is given) or from
    explicit hands; with both, they must agree. The banker is drawn from the seed (R1.2)
    unless given."""
    rules = rules or Rules()
    names = [f"P{i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    n = len(names)
    if n < 2:
        raise RecordError("MarsMatch needs at least 2 players (R1.1)")
    if start:
        raise RecordError("MarsMatch records start at the deal; use hands for a position")
    if banker is not None and not 0 <= banker < n:
        raise RecordError(f"banker must be a seat from 0 to {n - 1}")
    if seed is None and hands is None:
        seed = new_seed()
    if banker is None:
        banker = draw_seat(seed, n) if seed is not None else 0
    if seed is not None:
        dealt = deal(seed, n, banker)
        counts = [to_counts(parse_cards(h)) for h in dealt]
        if hands is not None and hands_from_cards(hands, n) != counts:
            raise RecordError("the recorded hands are not the deal of the recorded seed")
    else:
        assert hands is not None
        if len(hands) != n:
            raise RecordError(f"{len(hands)} hands for {n} players")
        counts = hands_from_cards(hands, n)
    return State(rules, names, counts, banker, seed)


class Match:
    """A series of rounds whose points add up (R5.2), kept per player.

    Each round gets its own seed derived from the match seed, so the whole match is
    reproducible and every round is verifiable on its own. Each round seats the players
    in a random order drawn from that seed (R1.2). The banker is drawn from the round's
    seed (``banker=draw``), is the player clockwise after the last banker (``rotate``),
    or is the last round's highest scorer (``winner``; a tie goes to the tied player
    first clockwise from the last banker).
    """

    def __init__(self, rules: Rules | None = None, players: Sequence[str] | int = 4,
                 seed: str | None = None) -> None:
        self.rules = rules or Rules()
        self.players = ([f"P{i + 1}" for i in range(players)] if isinstance(players, int)
                        else list(players))
        if len(set(self.players)) != len(self.players):
            raise RecordError("players in a match need distinct names")
        self.seed = seed if seed is not None else new_seed()
        self.rounds: list[State] = []
        self.totals = {name: 0 for name in self.players}

    def round_seed(self, index: int) -> str:
        return hmac.new(self.seed.encode(), b"round" + index.to_bytes(8, "big"),
                        hashlib.sha256).hexdigest()

    def _next_banker_name(self) -> str | None:
        if not self.rounds or self.rules.banker == "draw":
            return None
        last = self.rounds[-1]
        n = len(self.players)
        order = [(last.banker + i) % n for i in range(n)]
        if self.rules.banker == "rotate":
            return last.players[order[1]]
        scores = last.scores()
        best = max(scores)
        return last.players[next(s for s in order if scores[s] == best)]

    def new_round(self) -> State:
        """Deal the next round; call ``finish_round`` once it is finished."""
        seed = self.round_seed(len(self.rounds))
        seating = shuffled(self.players, seed + "/seats")
        name = self._next_banker_name()
        banker = None if name is None else seating.index(name)
        state = new_round(self.rules, seating, seed=seed, banker=banker)
        self.rounds.append(state)
        return state

    def finish_round(self, state: State) -> None:
        if not state.finished:
            raise IllegalAction("R5.2", "the round is not finished")
        for seat, points in enumerate(state.scores()):
            self.totals[state.players[seat]] += points
