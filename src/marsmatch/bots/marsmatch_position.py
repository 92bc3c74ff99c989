"""What a MarsMatch bot may see of a round: the ``MarsMatchPosition`` protocol.

A bot is handed a position, not a core: the round on the compiled core and on the reference
core (``State(..., core=...)``) both provide every member below, and a bot reads nothing
else. mypy proves both (``make lint``): ``State``, typed over the reference's round, is a
``MarsMatchPosition`` (``_proof`` below), and the bots' code reads only the protocol
(tests/bots/test_marsmatch_position.py shows it refusing a planted protocol a round does
not meet and a bot that reads another seat's hand), and the tests play every bot through a proxy that serves these members only, on
both cores. The protocol holds no hidden card: ``hand`` is asked for the bot's own seat
(or a hand revealed at the deal, R2), every other seat is a card count.

The bots' C (greedy scores, search, the learned network) reads a compiled round: it gets
``seat_world(position, seat)``, a log-less compiled copy of what the seat may know, the
unseen cards dealt canonically (``bots/_marsmatch.pyx``). A compiled round is copied in C;
any other position is built from this protocol, field by field, to the same bytes.

Shengji's bots take ``shengji_position.ShengjiPosition`` the same way.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..games.marsmatch.combos import Play, Reading
from ..games.marsmatch.events import Event, Outcome
from ..games.marsmatch.rules import Rules
from ..games.marsmatch.state import Phase
from ..games.protocol import Pass
from . import _marsmatch as compiled


@runtime_checkable
class MarsMatchPosition(Protocol):
    """A MarsMatch round as one seat may see it (``state.view(seat)`` shows the same)."""

    # --- the table ------------------------------------------------------------------------
    @property
    def rules(self) -> Rules: ...
    @property
    def n(self) -> int: ...
    @property
    def banker(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def finished(self) -> bool: ...
    @property
    def opening_leader(self) -> int: ...
    @property
    def active(self) -> tuple[int, ...]: ...
    @property
    def outcomes(self) -> Mapping[int, Outcome]: ...
    @property
    def winner(self) -> int: ...
    @property
    def emptied(self) -> bool: ...

    # --- the trick and the streak (R4) ---------------------------------------------------
    @property
    def turn(self) -> int: ...
    @property
    def top(self) -> Play | None: ...
    @property
    def top_seat(self) -> int: ...
    @property
    def passes(self) -> int: ...
    @property
    def streak_seat(self) -> int: ...
    @property
    def streak(self) -> int: ...
    @property
    def tricks(self) -> int: ...
    @property
    def tricks_won(self) -> list[int]: ...
    @property
    def turns(self) -> list[int]: ...
    @property
    def passed(self) -> list[bool]: ...
    def tricks_to_goal(self, seat: int) -> int: ...

    # --- the cards: one's own, counts, and what was played ------------------------------
    def hand(self, seat: int) -> list[int]: ...
    @property
    def card_counts(self) -> list[int]: ...
    @property
    def played_counts(self) -> list[int]: ...
    def unseen(self, seat: int) -> list[int]: ...
    @property
    def events(self) -> Sequence[Event]: ...

    # --- the seat to act ------------------------------------------------------------------
    def legal_types(self) -> list[Reading]: ...
    def can_pass(self, seat: int | None = None) -> bool: ...
    def default_play(self, reading: Reading) -> Play: ...

    # --- worlds to search in: the hidden cards redealt, then played on -----------------
    def resample(self, seat: int, rng: random.Random) -> Any: ...
    def apply_unchecked(self, seat: int, action: Play | Pass) -> None: ...


def seat_world(position: MarsMatchPosition, seat: int) -> Any:
    """What ``seat`` may know of ``position`` as a compiled, log-less round for the bots' C
    (the unseen cards dealt canonically, so it depends on nothing hidden)."""
    return compiled.seat_world(position, seat)


if TYPE_CHECKING:  # mypy's proof that a round is a position (``State`` typed over the
    # reference's round, ``state.py``; the compiled round is the same at run time: tests)
    from ..games.marsmatch.state import State

    def _proof(state: State) -> MarsMatchPosition:
        return state


__all__ = ["MarsMatchPosition", "seat_world"]
