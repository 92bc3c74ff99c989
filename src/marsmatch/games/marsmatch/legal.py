"""The legal actions of a MarsMatch seat as a lazy view (python-chess's ``legal_moves``).

A 54-card hand has some 10^7 distinct leads, so the view never lists them: it iterates
lazily (the pass first where allowed, then every distinct play of every open play type,
R3.13), tests membership by checking the action, and counts exactly with the dynamic
program of ``moves.count_plays``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..protocol import PASS, LegalView
from .combos import Reading
from .moves import iter_plays

if TYPE_CHECKING:
    from .state import State


class LegalPlays(LegalView):
    """``seat``'s legal actions in ``state`` (empty unless the seat is to act)."""

    __slots__ = ()
    state: State

    def types(self) -> list[Reading]:
        """The play types open to the seat (the fast, type-level view)."""
        return self.state.legal_types() if self.open else []

    def __iter__(self) -> Iterator[Any]:
        if not self.open:
            return
        st = self.state
        if st.can_pass(self.seat):
            yield PASS
        h = st.hand(self.seat)
        for rd in st.legal_types():
            yield from iter_plays(h, rd, st.top, st.core)

    def count(self) -> int:
        """Exact number of legal actions: distinct plays (R3.13), plus one for the pass."""
        if not self.open:
            return 0
        st = self.state
        plays, _types = st.core.count_plays(st.hand(self.seat), st.top)
        return plays + (1 if st.can_pass(self.seat) else 0)

    def __len__(self) -> int:
        return self.count()

    def __repr__(self) -> str:
        return f"<LegalPlays seat {self.seat}: {self.count()} actions>"
