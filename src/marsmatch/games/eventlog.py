"""A compiled round's event log read as a Python sequence, shared by both engines.

The compiled core keeps each round's events compact; an engine's ``EventLog`` subclass
says only how one raw event becomes its value (``_make``), so indexing, slicing,
iteration and comparison with lists behave the same in both games.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterator, Sequence
from typing import Any, Generic, TypeVar, overload

E = TypeVar("E")


class CompiledEventLog(Sequence[E], Generic[E]):
    """A live, read-only view of ``state``'s compiled event log."""

    __slots__ = ("state",)

    def __init__(self, state: Any) -> None:
        self.state = state

    def __len__(self) -> int:
        return int(self.state._event_count())

    @overload
    def __getitem__(self, index: int) -> E: ...

    @overload
    def __getitem__(self, index: slice) -> list[E]: ...

    def __getitem__(self, index: int | slice) -> E | list[E]:
        n = len(self)
        if isinstance(index, slice):
            return [self._make(i) for i in range(*index.indices(n))]
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("event index out of range")
        return self._make(index)

    def __iter__(self) -> Iterator[E]:
        for i in range(len(self)):
            yield self._make(i)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (CompiledEventLog, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self)!r})"

    @abstractmethod
    def _make(self, i: int) -> E:
        """The value of event ``i`` (0 <= i < len)."""
