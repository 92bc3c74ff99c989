# Types of the simulator's compiled MarsMatch module (_marsmatch.pyx).
from collections.abc import Sequence
from typing import Any

import numpy as np

from marsmatch.games.marsmatch.table import TableRules

BOT_KINDS: dict[str, int]

def play_rounds(master: str, players: int, table: TableRules, indices: Sequence[int],
                deals: Sequence[int], bots: Sequence[tuple[Any, ...]],
                lineups: Sequence[Sequence[int]], deal_only: bool = ...,
                max_actions: int = ...) -> dict[str, np.ndarray]: ...
