"""One MarsMatch round as a state machine: Heavenly phase, real match, finished.

Phases (R2, R4): ``heavenly`` -> ``play`` -> ``finished``. The Heavenly phase has no
decision, so the round leaves it as soon as it is dealt; the real match then takes one
action at a time from the seat to act: a play or a pass.

Checked methods raise IllegalAction with the ruling id; ``apply_unchecked`` is the fast
path for search and simulation and trusts its caller. Hands are 15-lane rank-count lists
(``combos``); the fast type-level API (``legal_types``, ``default_play``) sits beside the
protocol's ``legal_actions``.

The rules part of the round is a *core*: the compiled ``_core.RoundCore`` (``csrc/round.c``,
the default) or the readable ``marsmatch.reference.marsmatch.RoundCore``; both hold the
hands, the trick, the streak, the outcomes and the events, make every transition and
answer the type-level API. :class:`State` is the one face over either (``State(...,
core=...)``, ``games.cores``): checked actions with their rulings, views, records and
redeals, asking its core (``State.core``) for every rule.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import Enum
from functools import cached_property, lru_cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeAlias

from ... import words
from ...cards import deck, parse_cards
from ...errors import IllegalAction, OutOfTurn, RecordError
from ...records import Record
from ...shuffle import commitment
from ..cores import core_name, reference_class
from ..eventlog import CompiledEventLog
from ..protocol import PASS, Pass
from . import _core, events
from .combos import (
    KIND_RULE,
    LANES,
    RANK_INDEX,
    RANK_NAMES,
    Kind,
    Play,
    Reading,
    ReadingSpec,
    counts_to_cards,
    explain_msg,
    reading_for,
    reading_msg,
    readings,
    refused,
    to_counts,
)
from .events import Event, Outcome, Passed, Played
from .legal import LegalPlays
from .rules import TRICK_GOALS, Rules
from .table import table_rules

#: how a record writes a MarsMatch action (records.md)
MM_ACTION = '{"seat": S, "play": [cards]} or {"seat": S, "pass": true}'

Action: TypeAlias = Play | Pass
_EVENT_TYPES = {name: getattr(events, name)
                for name in ("HeavenlyWin", "Played", "Passed", "TrickWon", "RoundWon")}


def _bind(core: ModuleType) -> None:
    """Hand a core the value and event types, the protocol's pass and the deck's order."""
    core.bind(Reading, Play, Kind)
    core.bind_round(PASS, [RANK_INDEX[c.rank] for c in deck(suited=False)], TRICK_GOALS,
                    _EVENT_TYPES)


_bind(_core)


class Phase(str, Enum):
    HEAVENLY = "heavenly"
    PLAY = "play"
    FINISHED = "finished"


#: the phases by the cores' numbers (both number them alike: tests/marsmatch)
_PHASES = {_core.PHASE_HEAVENLY: Phase.HEAVENLY, _core.PHASE_PLAY: Phase.PLAY,
           _core.PHASE_FINISHED: Phase.FINISHED}


@lru_cache(maxsize=4096)
def _play_words(play: Play) -> tuple[tuple[str, ...], dict[str, Any], str]:
    """A play's cards, reading and words, worked out once per play: every view of a trick
    shows its top play, and its words (the catalogue) cost more than the rest of a view."""
    return tuple(play.cards()), play.reading.to_json(), play.describe()


def _play_view(play: Play) -> dict[str, Any]:
    cards, reading, describe = _play_words(play)
    return {"cards": list(cards), "reading": dict(reading), "describe": describe}


if TYPE_CHECKING:  # mypy reads the face over the reference's typed round
    from ...reference.marsmatch.round import RoundCore as _Face
else:
    _Face = object  # a core's RoundCore comes second in each concrete class below

class State(_Face):
    """A MarsMatch round. Seats are 0..N-1 clockwise; ``to_act`` is who may act now.

    From its core: ``n``, ``banker``, ``turn``, ``finished``, ``to_act``, ``top``,
    ``top_seat``, ``passes``, ``streak_seat``, ``streak``, ``turns``, ``passed``,
    ``winner``, ``active``, ``opening_leader``, ``hands`` (copies), ``tricks``,
    ``legal_types``, ``can_pass``, ``default_play`` and ``apply_unchecked``, and the
    numbered actions ``action_count`` / ``apply_action_index`` (OpenSpiel's shape).
    ``State(..., core="reference")`` makes a round on the reference core.
    """

    #: the rules this round's core implements (``_core`` or ``reference.marsmatch``)
    core: ClassVar[ModuleType]
    rules: Rules
    players: tuple[str, ...]
    seed: str | None
    initial_hands: tuple[tuple[int, ...], ...]

    def __new__(cls, *args: Any, core: str | None = None, **kwargs: Any) -> Self:
        """A round on ``core`` (``games.cores``): the class of that core."""
        if cls is State:
            concrete = State.of(core)
            return concrete.__new__(concrete)  # type: ignore[return-value]
        return super().__new__(cls)  # type: ignore[no-any-return]

    @staticmethod
    def of(core: str | None = None) -> type[State]:
        """The class of rounds on ``core`` (``games.cores``; the process's by default)."""
        return CompiledState if core_name(core) == "compiled" else _reference_state()

    def __init__(self, rules: Rules, players: Sequence[str], hands: Sequence[Sequence[int]],
                 banker: int, seed: str | None = None, *, core: str | None = None) -> None:
        self.rules = rules
        self.players = tuple(players)
        self.seed = seed
        self.initial_hands = tuple(tuple(h) for h in hands)
        n = len(hands)
        first = (self.core.draw_leader(seed, n)
                 if rules.opening_leader == "drawn" and seed is not None else -1)
        self._start(hands, banker, table_rules(rules, n), first)

    @cached_property
    def commitment(self) -> str | None:
        """SHA-256 of the seed (records.md), worked out when first asked for."""
        return commitment(self.seed) if self.seed is not None else None

    @property
    def core_name(self) -> str:
        """``compiled`` or ``reference``: the core this round runs on."""
        return "compiled" if self.core is _core else "reference"

    # --- what the compiled round holds, as the engine's values ---------------------------

    @property
    def phase(self) -> Phase:
        return _PHASES[self._phase]

    @property
    def events(self) -> EventLog:
        """The round's events so far, oldest first (a live, read-only sequence)."""
        return EventLog(self)

    @property
    def outcomes(self) -> dict[int, Outcome]:
        """How each seat ended the round, for the seats decided so far (in that order)."""
        return {s: Outcome(s, category, points, hand)
                for s, category, points, hand in self._outcomes()}

    @property
    def card_counts(self) -> list[int]:
        """Cards held by each seat (public: every view shows them)."""
        return [sum(h) for h in self.hands]

    # --- queries ----------------------------------------------------------------------

    def legal_actions(self, seat: int) -> LegalPlays:
        """A lazy view of ``seat``'s legal actions (empty unless it is to act)."""
        return LegalPlays(self, seat)

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
            raise self._over()
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.n:
            raise words.refusal("R1.1", "mm-err-no-seat", seat=repr(seat))
        if seat != self.turn:
            if seat not in self.active:
                snatch = self.outcomes.get(seat, Outcome(seat, "", 0)).category == "heaven_snatch"
                raise words.refusal("R2.6" if snatch else "R2.5", "mm-err-left", OutOfTurn,
                                    who=f"seat {seat}")
            raise words.refusal("R4.1", "mm-err-turn", OutOfTurn, who=f"seat {seat}",
                                turn=f"seat {self.turn}")

    def _over(self) -> IllegalAction:
        """The refusal of an action after the round's end, citing what ended it: an emptied
        hand (R4.3), the trick goal (R4.4) or the deal (R2.7)."""
        won = next((e for e in self.events if isinstance(e, events.RoundWon)), None)
        if won is None:
            return words.refusal("R2.7", "mm-err-over-how", how="deal", who="", n=0)
        n = {"streak": self.streak, "table": self.tricks}.get(
            won.how, self.tricks_won[won.seat] if won.how == "tricks" else 0)
        return words.refusal("R4.3" if won.how == "emptied" else "R4.4", "mm-err-over-how",
                             how=won.how if won.how != "tricks" or self.rules.trick_goal != "table"
                             else "table", who=f"seat {won.seat}", n=n)

    def verify_play(self, seat: int, play: Play) -> None:
        self._check_turn(seat)
        if not self.holds(seat, play.counts):
            hand = self.hand(seat)
            missing = [words.msg("mm-missing", n=play.counts[r], has=hand[r],
                                 rank=words.cards([RANK_NAMES[r]]))
                       for r in range(LANES) if play.counts[r] > hand[r]]
            raise words.refusal("R4.2", "mm-err-not-held", who=f"seat {seat}", missing=missing)
        if not self.core.fits(play.counts, play.reading):
            raise words.refusal(KIND_RULE[play.reading.kind], "mm-err-not-kind",
                                cards=words.cards(play.cards()), play=reading_msg(play.reading))
        if self.top is not None:
            found = self.core.verdict(play, self.top)
            if not found[0]:
                _ok, why, rule = explain_msg(play, self.top, found)
                raise IllegalAction(rule, words.engine(why), msg=why)

    def verify_pass(self, seat: int) -> None:
        self._check_turn(seat)
        if not self.can_pass(seat):
            raise words.refusal("R4.2", "mm-err-lead-pass")

    def resolve(self, seat: int, cards: Sequence[int], spec: ReadingSpec | None = None,
                shown: str | None = None) -> Play:
        """Turn cards (and an optional declared reading) into a play, per R3.11: the strongest
        reading legal at this moment; AmbiguousPlay when there is none to choose. Cards that
        are no play are refused with the ruling that stops them, for each kind they come
        close to (``combos.refusal``; ``shown``: the cards as the player wrote them)."""
        self._check_turn(seat)
        counts = tuple(cards)
        found = readings(counts, spec, self.core)
        text = shown or " ".join(counts_to_cards(counts)) or "nothing"
        if not found:
            raise refused(counts, text, spec.kind if spec else None, self.core)
        # the reading that may answer, else the one verify_play explains
        return Play(counts, reading_for(counts, found, self.top, text, self.core)[0])

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
                                ReadingSpec.parse(spec) if spec.strip() else None,
                                " ".join(cards.split()))
        if not isinstance(action, Mapping):
            raise words.error(RecordError, "err-action-shape", example=MM_ACTION)
        if action.get("pass") is True and "play" not in action:
            return PASS
        played = action.get("play")
        if not isinstance(played, list) or not played:
            raise words.error(RecordError, "err-action-shape", example=MM_ACTION)
        counts = to_counts(parse_cards(played))
        named = action.get("as")
        if named is not None and not isinstance(named, str):
            raise words.error(RecordError, "err-as")
        return self.resolve(seat, counts, ReadingSpec.parse(named) if named else None,
                            " ".join(str(c) for c in played))

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
        self.apply_unchecked(seat, self.check_action(seat, action))
        return self._last_event()

    def play(self, seat: int, play: Play) -> Event:
        """Verify and apply a play; returns the last event it caused."""
        self.verify_play(seat, play)
        self.apply_unchecked(seat, play)
        return self._last_event()

    def pass_turn(self, seat: int) -> Event:
        self.verify_pass(seat)
        self.apply_unchecked(seat, PASS)
        return self._last_event()

    def _last_event(self) -> Event:
        """``events[-1]`` read from the core directly (no view made: a checked action's
        answer)."""
        return self._event(self._event_count() - 1)  # type: ignore[no-any-return]

    # --- outputs ----------------------------------------------------------------------

    def result(self) -> list[dict[str, Any]]:
        """Per-seat outcomes decided so far (all seats once finished), in seat order."""
        outcomes = self.outcomes
        return [outcomes[s].to_json() for s in sorted(outcomes)]

    def winners(self) -> list[int]:
        """Seats that won the round: the Heavenly Hands and the real match's winner."""
        return [s for s, o in sorted(self.outcomes.items()) if o.category != "total_loser"]

    def scores(self) -> list[int]:
        outcomes = self.outcomes
        return [outcomes[s].points if s in outcomes else 0 for s in range(self.n)]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know: its own hand, other hands as counts, everything public
        (``None``: a spectator). Hands of players who left at the deal are shown: a Heavenly
        Hand is revealed. The event log is separate: :meth:`log`."""
        top = self.top
        if top is not None:
            top = {"seat": self.top_seat, **_play_view(top)}
        active = self.active
        to_act = seat is not None and seat == self.turn and self.phase is Phase.PLAY
        can_pass = to_act and self.can_pass(seat)
        out: dict[str, Any] = {
            "game": "marsmatch", "seat": seat, "players": list(self.players),
            "banker": self.banker, "phase": self.phase.value, "finished": self.finished,
            "to_act": list(self.to_act), "counts": self.card_counts,
            "results": self.result(), "commitment": self.commitment,
            "rules": self.rules.to_dict(),
            "can_pass": can_pass,
            "actions": (["play", "pass"] if can_pass else ["play"]) if to_act else [],
            "opening_leader": self.opening_leader, "active": list(active),
            "top": top, "passes": self.passes,
            "streak": {"seat": self.streak_seat, "count": self.streak},
            "revealed": {str(s): counts_to_cards(self.initial_hands[s]) for s in self.outcomes
                         if s not in active},
        }
        if seat is not None:
            out["hand"] = counts_to_cards(self.hand(seat))
        if self.finished:
            out["seed"] = self.seed
        return out

    def log(self, seat: int | None = None, since: int = 0) -> list[dict[str, Any]]:
        """The events from index ``since`` as JSON, as ``seat`` may see them (all public)."""
        return [e.to_json() for e in self.events[since:]]

    def copy(self) -> State:
        """An independent copy (the compiled part is one small block; the event log is
        shared until either copy moves on)."""
        new = self._clone()
        new.__dict__.update(self.__dict__)
        return new

    def unseen(self, seat: int) -> list[int]:
        """Per rank, the cards ``seat`` cannot see: the shoe minus its own hand, every card
        played so far and the hands revealed at the deal. Built from public information."""
        left = [4 * self.n] * 13 + [self.n, self.n]
        hands = self.hands
        played = self.played_counts
        gone = [s for s in self.outcomes if s not in self.active]  # revealed at the deal
        for r in range(LANES):
            left[r] -= hands[seat][r] + played[r] + sum(hands[s][r] for s in gone)
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
        hands = self.hands
        for s in self.active:
            if s == seat:
                continue
            size = sum(hands[s])
            h = [0] * LANES
            for r in pool[at:at + size]:
                h[r] += 1
            new._set_hand(s, h)
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


class CompiledState(State, _core.RoundCore):
    """A round on the compiled core (the default)."""

    core: ClassVar[ModuleType] = _core


_REFERENCE: list[type[State]] = []


def _reference_state() -> type[State]:
    """The class of rounds on the reference core, made on first use."""
    return reference_class(_REFERENCE, State, "marsmatch.reference.marsmatch", "RoundCore", _bind)


def __getattr__(name: str) -> Any:
    """``ReferenceState``, made on first use (see ``_reference_state``)."""
    if name == "ReferenceState":
        return _reference_state()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class EventLog(CompiledEventLog[Event]):
    """A round's events as a live, read-only sequence: the core keeps them (compactly, when
    compiled) and makes each value when it is read."""

    __slots__ = ()

    def _make(self, i: int) -> Event:
        return self.state._event(i)  # type: ignore[no-any-return]
