"""What a Shengji bot may see of a deal: the ``ShengjiPosition`` protocol.

A Shengji bot is handed a position, not a core: a deal on the compiled core and one on the
reference core (``State(..., core=...)``) both provide every member below, and a bot reads
nothing else (mypy proves both, as for MarsMatch: ``_proof`` below and the bots' code;
tests/bots/test_shengji_position.py plays a Shengji bot at a reference deal as at a
compiled one). The bots' C
(greedy, search, the learned inputs) reads ``deal_world(position, seat)``: the compiled
deal (a reference deal is replayed on the compiled core from its record, ``compiled_deal``:
a Shengji world is not yet built from the protocol, as MarsMatch's is), its cards hidden
from the seat dealt anew from a fixed seed, so what the C reads depends on nothing
hidden.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..cards import Card
from ..games.shengji import events as sj_events
from ..games.shengji import rules as sj_rules
from ..games.shengji.actions import Action
from . import _shengji as compiled
from . import compiled_position


@runtime_checkable
class ShengjiPosition(Protocol):
    """A Shengji deal as one seat may see it (``state.view(seat)`` shows the same): its own
    hand, the declarations shown, the trump, the tricks and the points, and the kitty only
    when it is the banker's to know (``kitty_known_to_banker``, or the bury)."""

    @property
    def rules(self) -> sj_rules.Rules: ...
    @property
    def level(self) -> str: ...
    @property
    def phase(self) -> sj_events.Phase: ...
    @property
    def finished(self) -> bool: ...
    @property
    def to_act(self) -> tuple[int, ...]: ...
    @property
    def banker(self) -> int: ...
    @property
    def standing(self) -> Any: ...
    def is_attacker(self, seat: int) -> bool: ...
    def hand(self, seat: int) -> list[Card]: ...
    @property
    def kitty(self) -> list[Card]: ...
    @property
    def kitty_known_to_banker(self) -> bool: ...
    @property
    def tricks(self) -> list[sj_events.Trick]: ...
    @property
    def attackers_points(self) -> int: ...
    @property
    def outcome(self) -> sj_events.Scored | None: ...
    def log(self, seat: int | None = None, since: int = 0) -> list[dict[str, Any]]: ...

    # --- the seat to act, and a live deal --------------------------------------------
    @property
    def dealing(self) -> bool: ...
    def received(self, seat: int) -> list[Card]: ...
    def legal_actions(self, seat: int) -> Any: ...
    def default_action(self, seat: int) -> Action: ...
    def random_action(self, seat: int, rng: random.Random) -> Action: ...

    # --- worlds to search in ----------------------------------------------------------
    def resample(self, seat: int, rng: random.Random) -> Any: ...
    def apply_unchecked(self, seat: int, action: Action) -> None: ...


def compiled_deal(position: ShengjiPosition) -> Any:
    """The position as a deal on the compiled core: itself, or a reference deal replayed
    there from its record (``bots.compiled_position``)."""
    return compiled_position(position)


def deal_world(position: ShengjiPosition, seat: int) -> Any:
    """What ``seat`` may know of ``position`` as a log-less compiled deal for the bots' C:
    the cards hidden from it dealt by the search's redeal from a fixed seed, the pool in
    card order (``bots/_shengji.pyx``), so the world depends on nothing hidden."""
    return compiled.seat_world(compiled_deal(position), seat)


if TYPE_CHECKING:  # mypy's proof that a deal is a position (``State`` typed over the
    # reference's deal, ``state.py``; the compiled deal is the same at run time: tests)
    from ..games.shengji.state import State

    def _proof(state: State) -> ShengjiPosition:
        return state


__all__ = ["ShengjiPosition", "compiled_deal", "deal_world"]
