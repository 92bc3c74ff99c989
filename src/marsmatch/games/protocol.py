"""The one protocol both games implement, so the server, simulator, bots, records, RL and
the CLI are written once.

* A :class:`Game` holds a game's static facts (name, title, seat and deck ranges, its
  ``Rules``) and its entry points: ``new_round`` (the same keyword-only signature for
  every game), ``new_match``, ``deal`` (shared by ``new_round`` and deal verification),
  the action codec (``parse_action``/``format_action``/``action_to_record``; a state's
  ``parse_action`` reads text and record dicts in context) and the text rendering. ``games.find_game(name)`` is the registry.
* A :class:`GameState` is one round. Every consumer types against it; each engine keeps
  faster game-specific methods underneath (MarsMatch's type-level ``legal_types``).
* Actions are small frozen values with a ``repr`` that rebuilds them and one text form
  (``str(action)``); :data:`PASS` is the pass of both games. Record dicts (records.md)
  are decoded and encoded only by the game's codec.

Checked actions raise :class:`~marsmatch.errors.IllegalAction` with a ruling id; the
unchecked fast paths (``apply_unchecked``) trust their caller and say so in their names.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self

from .. import words
from ..errors import MarsMatchError, RulesError
from ..records import Record
from ..words import error, msg
from .options import RulesBase
from .text import TextRenderer

if TYPE_CHECKING:
    from .views import ViewCore


@dataclass(frozen=True, slots=True)
class Pass:
    """The pass of either game (MarsMatch R4.2, Shengji G3.1); use the singleton :data:`PASS`."""

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "PASS"


PASS = Pass()


class LegalActions(Protocol):
    """A lazy view of a seat's legal actions (python-chess style): iterate, test membership,
    count exactly where the game can (``None`` where counting means enumerating)."""

    def __iter__(self) -> Iterator[Any]: ...

    def __contains__(self, action: object) -> bool: ...

    def count(self) -> int | None: ...


class LegalView:
    """What both games' legal-action views share: empty unless the seat is to act, and
    membership by checking the action (so it agrees with ``apply_action`` by construction).
    Subclasses iterate and count."""

    __slots__ = ("seat", "state")

    def __init__(self, state: Any, seat: int) -> None:
        self.state = state
        self.seat = seat

    @property
    def open(self) -> bool:
        return self.seat in self.state.to_act

    def __contains__(self, action: object) -> bool:
        if not self.open:
            return False
        try:
            self.state.check_action(self.seat, action)
        except MarsMatchError:
            return False
        return True

    def __bool__(self) -> bool:
        return self.open


class GameState(Protocol):
    """One round of a game; every consumer types against this."""

    rules: Any
    players: tuple[str, ...]
    seed: str | None
    commitment: str | None
    events: list[Any]

    @property
    def phase(self) -> Any: ...

    @property
    def finished(self) -> bool: ...

    @property
    def to_act(self) -> tuple[int, ...]: ...

    @property
    def banker(self) -> int | None: ...

    def legal_actions(self, seat: int) -> LegalActions: ...

    def default_action(self, seat: int) -> Any: ...

    def can_pass(self, seat: int) -> bool: ...

    def parse_action(self, seat: int, action: Any) -> Any: ...

    def check_action(self, seat: int, action: Any) -> Any: ...

    def apply_action(self, seat: int, action: Any) -> Any: ...

    def apply_unchecked(self, seat: int, action: Any) -> Any: ...

    def hand(self, seat: int) -> Sequence[Any]:
        """The cards ``seat`` holds now (the arbiter shows a follower's hand)."""
        ...

    def view(self, seat: int | None) -> dict[str, Any]: ...

    def log(self, seat: int | None, since: int = 0) -> list[dict[str, Any]]: ...

    def result(self) -> list[dict[str, Any]]: ...

    def winners(self) -> list[int]: ...

    def to_record(self) -> Record: ...

    def copy(self) -> Self: ...

    def resample(self, seat: int, rng: random.Random) -> Self: ...


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """What a match reads of a round once it is finished and settled (``settle``): its
    banker and each seat's points. A long-running table keeps these, not whole rounds."""

    banker: int | None
    points: tuple[int, ...] = ()
    finished: bool = True

    def scores(self) -> list[int]:
        return list(self.points)


class MatchState(Protocol):
    """A series of rounds (MarsMatch R5.2; Shengji G6): totals or levels, the next banker.

    ``rounds`` holds each round's state until it is settled, then its ``RoundSummary``:
    everything the match reads of its past rounds."""

    players: tuple[str, ...]
    rounds: list[Any]

    @property
    def finished(self) -> bool: ...

    def new_round(self, seed: str | None = None) -> Any: ...

    def finish_round(self, state: Any) -> None: ...

    def settle(self, index: int) -> RoundSummary:
        """Keep round ``index`` (finished) as its summary only."""
        ...

    def summary(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class Deal:
    """What a seed deals: each seat's cards (as notation), the kitty (Shengji), the banker
    where the deal draws one (MarsMatch R1.2)."""

    hands: tuple[tuple[str, ...], ...]
    kitty: tuple[str, ...] = ()
    banker: int | None = None


class LazyView:
    """A game's ``View`` (``<game>/views.py``), imported when first read: the view models
    are pydantic's, whose import costs play, the CLI and the simulator a tenth of a second
    they never need."""

    def __init__(self, module: str, name: str) -> None:
        self.module, self.name = module, name

    def __get__(self, obj: object, owner: type | None = None) -> type[ViewCore]:
        return getattr(importlib.import_module(self.module), self.name)  # type: ignore[no-any-return]


@dataclass(frozen=True)
class LabPlugin:
    """What the simulator and the rules lab need of a game, registered on its ``Game`` by
    the simulator's module for it (``sim/<game>.py``; docs/rules-lab.md)."""

    #: the simulator: one round (a JSON-able summary) and many (in one compiled call where
    #: it can), the empty fold of a config's statistics (a ``sim.stats.Fold``: workers fold
    #: their own rounds and only the folds travel), the summary of rounds, its words,
    #: report and comparisons, and the share of the wins a seat expects with no edge
    play_round: Callable[..., dict[str, Any]]
    play_rounds: Callable[..., list[dict[str, Any]]]
    tally: Callable[..., Any]
    summarise: Callable[..., dict[str, Any]]
    print_summary: Callable[..., None]
    report_parts: Callable[..., list[str]]
    compare_measures: Callable[..., list[Any]]
    expected_share: Callable[[int], float]
    #: the lab: what a table size is (``players`` or ``decks``) and its default range, the
    #: measures (label, kind of statistic, unit, help), the tuner's example targets, table
    #: sizes and search space
    axis: str
    axis_default: str
    measures: dict[str, dict[str, Any]]
    targets: tuple[str, ...]
    tune_axis: str
    tune_space: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]
    #: each measure's statistics of simulated rounds, the exact values where they exist,
    #: checks against exact probabilities, the rules a table plays (so cells share
    #: simulations), the heatmaps, and a variant's rules in the rule book's words
    stats: Callable[..., dict[str, Any]]
    exact: Callable[..., dict[str, float]]
    checks: Callable[..., list[dict[str, Any]]]
    table_rules: Callable[..., tuple[str, ...]]
    maps: Callable[..., list[dict[str, Any]]]
    #: one sentence per changed rule: a catalogue message, or English text
    describe_rules: Callable[..., list[Any]]
    #: the warnings for a variant whose changed options rewrite a rule the seed prints
    printed_rules: Callable[[Sequence[str]], list[dict[str, Any]]] = lambda _changes: []


class Game(ABC):
    """A game's static facts and entry points (OpenSpiel's Game, python-chess's variant)."""

    #: the simulator's and the rules lab's plug-in, once ``sim/<game>.py`` registered it
    lab: LabPlugin | None = None

    name: ClassVar[str]
    title: ClassVar[str]
    #: seat counts a table may have, and the usual one
    seats: ClassVar[range]
    default_seats: ClassVar[int]
    #: deck counts a full game may use (MarsMatch: one per player, R1.1)
    decks: ClassVar[range]
    Rules: ClassVar[type[RulesBase]]
    #: what ``State.view`` returns, as a type (the shared core and the game's fields)
    View: ClassVar[LazyView]
    #: how a person writes an action at the terminal (the codec's text form), as the id of
    #: its message in the catalogue (words/*/terminal.ftl)
    action_help_id: ClassVar[str] = "term-action-help"
    #: the verb of a pass in the arbiter's words (decision-act): "passes" a trick, or
    #: "declines" where a pass only ever declines to declare (Shengji G3.1: 不亮)
    pass_verb: ClassVar[str] = "passes"
    #: keys of a seat's view that legitimately differ from a spectator's view
    private_view_keys: ClassVar[tuple[str, ...]] = ("seat", "hand", "can_pass", "actions")

    def __repr__(self) -> str:
        return f"find_game({self.name!r})"

    def register_lab(self, plugin: LabPlugin) -> None:
        """The simulator's module for this game hands over its plug-in (once, at import)."""
        self.lab = plugin

    # --- rules and seats ---------------------------------------------------------------
    def rules(self, data: Mapping[str, Any] | RulesBase | None = None, *,
              decks: int | None = None, **init: Any) -> Any:
        """The game's ``Rules`` from JSON (or as given); ``decks`` sets the deck count where
        it is a rule option (Shengji) and is checked against the seats elsewhere."""
        if isinstance(data, self.Rules):
            return data
        merged = data.to_dict() if isinstance(data, RulesBase) else dict(data or {})
        if decks is not None and self.decks_is_rule:
            merged["decks"] = decks
        return self.Rules.from_dict(merged, **init)

    #: whether the deck count is a rule option (Shengji) or follows the seats (MarsMatch)
    decks_is_rule: ClassVar[bool] = False
    #: duplicate events (events/): partners sit opposite (seats s and s + 2) and a pair is
    #: compared with the pairs that sat in its direction; otherwise each seat alone
    #: whether a follow is judged against the follower's whole hand (a decision then shows it)
    follows_by_hand: ClassVar[bool] = False
    partnerships: ClassVar[bool] = False
    #: points a board score is multiplied by before the IMP table (bridge's scale)
    imp_scale: ClassVar[int] = 1

    def decks_of(self, rules: Any, seats: int) -> int:
        """Decks in play for ``rules`` at a table of ``seats``."""
        return int(rules.decks) if self.decks_is_rule else seats

    def check_seats(self, seats: int) -> None:
        """Raise RulesError unless a table of ``seats`` players can play this game."""
        if seats not in self.seats:
            lo, hi = self.seats.start, self.seats.stop - 1
            span = str(lo) if lo == hi else f"{lo} to {hi}"
            raise error(RulesError, "err-seats", game=msg(f"game-{self.name}"), span=span, given=str(seats))

    def player_names(self, players: int | Sequence[str]) -> tuple[str, ...]:
        """Seat names: as given, or ``P1``..``PN`` for a count; checks the seat range."""
        names = (tuple(f"P{i + 1}" for i in range(players)) if isinstance(players, int)
                 else tuple(players))
        self.check_seats(len(names))
        return names

    def describe(self) -> dict[str, Any]:
        """The static facts as JSON (the server's ``/api/games``)."""
        return {"name": self.name, "title": self.title, "min_seats": self.seats.start,
                "max_seats": self.seats.stop - 1, "default_seats": self.default_seats,
                "min_decks": self.decks.start, "max_decks": self.decks.stop - 1,
                "decks_is_rule": self.decks_is_rule, "rules": self.Rules.schema()}

    # --- rounds and matches -------------------------------------------------------------
    @abstractmethod
    def new_round(self, rules: Any = None, *, players: int | Sequence[str], seed: str | None = None,
                  hands: Sequence[Sequence[str]] | None = None, banker: int | None = None,
                  start: Mapping[str, Any] | None = None, core: str | None = None) -> Any:
        """Deal a round from ``seed`` (fresh when neither seed nor hands is given) or set
        up explicit ``hands`` (both: they must agree); ``start`` is a position (Shengji);
        ``core``: the rules it runs on (``games.cores``: compiled unless set)."""

    @abstractmethod
    def new_match(self, rules: Any = None, *, players: int | Sequence[str],
                  seed: str | None = None, reseat: bool = True) -> MatchState:
        """A series of rounds; ``reseat`` draws a new seating each round where the game's
        rules do (MarsMatch R1.2; a live table keeps its seats)."""

    @abstractmethod
    def deal(self, seed: str, rules: Any, seats: int, banker: int | None = None) -> Deal:
        """The cards a seed deals (the one deal function ``new_round`` uses)."""

    def new_round_from_record(self, record: Record, core: str | None = None) -> Any:
        """The round's starting state as a record describes it (on ``core``)."""
        if record.game != self.name:
            raise error(RulesError, "err-other-game", given=repr(record.game), game=self.name)
        rules = self.rules(record.rules, **self.record_rules_init(record))
        return self.new_round(rules, players=record.players, seed=record.seed,
                              hands=record.hands, banker=record.banker, start=record.start,
                              core=core)

    def record_rules_init(self, record: Record) -> dict[str, Any]:
        """Init-only flags of ``Rules`` a record implies (Shengji positions)."""
        return {}

    @abstractmethod
    def verify_deal(self, record: Record) -> dict[str, Any]:
        """Recompute the deal from the record's seed; check its commitment and hands."""

    # --- the action codec -----------------------------------------------------------------
    @abstractmethod
    def parse_action(self, text: str) -> Any:
        """An action from its text form (``str(action)``), without a state (NotationError)."""

    def format_action(self, action: Any) -> str:
        """The one text form of an action (what ``parse_action`` reads back)."""
        return str(action)

    @abstractmethod
    def action_to_record(self, seat: int, action: Any) -> dict[str, Any]:
        """A record's action dict for ``action`` by ``seat``."""

    # --- reports and text ---------------------------------------------------------------
    @abstractmethod
    def report(self, state: Any, error: Mapping[str, Any] | None) -> dict[str, Any]:
        """The ``replay --json`` report (records.md) of a replayed state."""

    #: the game's words for people (every hook has a default that says nothing)
    text: ClassVar[TextRenderer]

    def describe_event(self, state: Any, event: Any) -> str | None:
        """One line for people about an event (None: nothing to say)."""
        return self.text.describe_event(state, event)

    def describe_state(self, state: Any, seat: int | None) -> list[str]:
        """What ``seat`` sees of the table, as lines for a terminal."""
        return self.text.describe_state(state, seat)

    def describe_result(self, state: Any, seat: int | None = None) -> list[str]:
        """How the round ended, as lines for people (``seat``: "you")."""
        return self.text.describe_result(state, seat)

    def describe_start(self, state: Any) -> list[str]:
        """The round's opening lines (who sits where, the commitment)."""
        return self.text.describe_start(state)


def check_seat(state: GameState, seat: Any, rule: str) -> int:
    """``seat`` as a seat number of ``state`` or IllegalAction citing ``rule``."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(state.players):
        raise words.refusal(rule, "err-not-seat", seat=repr(seat), last=len(state.players) - 1)
    return seat
