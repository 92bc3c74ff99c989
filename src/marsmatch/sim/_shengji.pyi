# Types of the simulator's compiled Shengji module (_shengji.pyx).
from collections.abc import Sequence
from typing import Any

import numpy as np

BOT_KINDS: dict[str, int]
FIELDS: tuple[str, ...]

def play_deals(master: str, rules: Any, indices: Sequence[int], deals: Sequence[int],
               bots: Sequence[tuple[Any, ...]], lineups: Sequence[Sequence[int]],
               max_actions: int = ...) -> dict[str, np.ndarray]: ...
