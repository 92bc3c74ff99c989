"""MarsMatch round rewards: what a learning seat is paid when the round ends.

The round's points (R5.1) are dominated by Heavenly Hands, decided at the deal before
anyone acts (up to 10,000 points against 100 for winning the real match), so rewards
built on raw points barely measure play: at 4 players ``zero_sum`` correlates -0.07 with
winning the real match and ``points`` pays 0.01 for a win. The default ``win_loss`` and
``rank`` measure the real match only (``scripts/reward_correlation.py`` measures each).

* ``"win_loss"`` (default): +1 for the real match's winner, -1 for every other seat that
  played it, 0 for seats that left at the deal.
* ``"rank"``: the real match's order: the winner first, the others by the cards they
  still hold (fewer is better, ties share their places), spread evenly from +1 (first) to
  -1 (last) over the seats that played it; 0 for seats that left at the deal.
* ``"normalised_points"``: real-match points / the best real-match score of the table
  (Ground Hand): a Human Hand win is 0.2, a Ground Snatch 0.6, a Ground Hand 1, a Total
  Loser 0; 0 for seats that left at the deal.
* ``"points"``: every point of the round / ``scale`` (the most points one seat can score,
  so rewards lie in [0, 1]; a Human Hand is 0.01).
* ``"zero_sum"``: (points - the table's mean) / ``scale``.
* ``"win"``: +1 for a seat that scored points (the real match's winner or a Heavenly
  Hand), -1 for a Total Loser.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

REWARDS = ("win_loss", "rank", "normalised_points", "points", "zero_sum", "win")
DEFAULT_REWARD = "win_loss"


@dataclass(frozen=True)
class RoundEnd:
    """What a finished round's rewards read: points per seat, the real match's winner
    (-1: nobody played it), which seats played it and the cards each still holds."""

    points: Sequence[int]
    winner: int
    active: Sequence[bool]
    held: Sequence[int]


def check_reward(mode: str) -> str:
    if mode not in REWARDS:
        raise ValueError(f"reward must be one of {', '.join(REWARDS)}")
    return mode


def final_rewards(end: RoundEnd, mode: str, scale: float, best_real: float) -> list[float]:
    """Per-seat rewards of a finished round (see the module docs); ``scale`` divides
    ``points`` and ``zero_sum``, ``best_real`` (the Ground Hand's points) divides
    ``normalised_points``."""
    points = list(end.points)
    n = len(points)
    if mode == "points":
        return [p / scale for p in points]
    if mode == "zero_sum":
        mean = sum(points) / n
        return [(p - mean) / scale for p in points]
    if mode == "win":
        return [1.0 if p > 0 else -1.0 for p in points]
    played = [s for s in range(n) if end.active[s]]
    out = [0.0] * n
    if mode == "win_loss":
        for s in played:
            out[s] = 1.0 if s == end.winner else -1.0
    elif mode == "normalised_points":
        for s in played:
            out[s] = points[s] / best_real if s == end.winner else 0.0
    else:  # rank
        key = {s: (-1 if s == end.winner else end.held[s]) for s in played}
        m = len(played)
        for s in played:
            better = sum(1 for o in played if key[o] < key[s])
            ties = sum(1 for o in played if key[o] == key[s])
            place = better + (ties - 1) / 2  # 0 = first
            out[s] = 1.0 - 2.0 * place / (m - 1) if m > 1 else 0.0
    return out
