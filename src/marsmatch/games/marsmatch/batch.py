"""Many MarsMatch rounds stepped together, compiled and without the GIL.

``RoundBatch(players, table, size, vocab)`` keeps K rounds (``table``:
``table.table_rules``) that a policy steps together with a vocabulary of play types
(learning environments' vector envs). Threads calling it on separate batches run in
parallel. Whole rounds played by compiled bots (the simulator's) are in ``marsmatch.sim``'s
compiled module.
"""

from __future__ import annotations

from ._core import RoundBatch

__all__ = ["RoundBatch"]
