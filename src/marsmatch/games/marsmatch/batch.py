"""Many MarsMatch rounds per call, compiled and without the GIL.

* ``random_rounds(master, players, table, indices, deal_only, max_actions)`` plays
  whole rounds of random bots (``table``: ``table.table_rules``) with the simulator's seeds (``sim.config``) and the random
  bot's choices (``bots.marsmatch.RandomBot``), with Python's own Mersenne Twister: the
  rounds the Python bots play, as arrays.
* ``RoundBatch(players, table, size, vocab)`` keeps K rounds that a policy steps
  together with a vocabulary of play types (learning environments' vector envs).

Threads calling these on separate batches run in parallel.
"""

from __future__ import annotations

from ._core import RoundBatch, random_rounds

__all__ = ["RoundBatch", "random_rounds"]
