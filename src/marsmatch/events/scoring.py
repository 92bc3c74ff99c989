"""Duplicate scoring: each result compared only with the results of the same cards.

An **entry** is one competitor's score on one board in one comparison group: MarsMatch
compares each seat with the same seat of the same board at the other tables (individual);
Shengji compares the pair that sat in a direction (seats 0 and 2, "NS", or 1 and 3, "EW")
with the pairs that sat there at the other tables.

* **Matchpoints**: 1 for each entry of the group outscored, ½ for each tie; a group of k
  entries hands out k(k-1)/2 in all, and an entry's top is k-1.
* **IMPs** (duplicate mahjong's horizontal scoring, on bridge's scale): the difference
  between the score and the average of the *other* entries of the group, converted by the
  WBF IMP table (``IMP_TABLE``: 20 points 1 IMP, ... 4,000 and more 24 IMPs) after
  multiplying by the game's ``Game.imp_scale`` (MarsMatch 1: its points are on bridge's
  scale; Shengji 10: a 40-card-point swing is 400, 9 IMPs).
* **Standings**: matchpoint percentage (matchpoints over tops, over the boards played)
  first; ties broken by (1) the IMP total, then (2) the number of boards topped (beat every
  other entry of the group); still equal, the rank is shared. Bots are scored like anyone
  (they are part of the field each board is compared with) but marked and never ranked.
"""

from __future__ import annotations

import bisect
import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

#: WBF IMP table: the smallest difference (in points) that earns 1, 2, ... 24 IMPs
IMP_TABLE = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100,
             1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000)


@dataclass(frozen=True)
class Entry:
    """One competitor's score on a board, in its comparison group (a seat or direction)."""

    board: int
    group: str
    who: str
    score: float
    table: int = 0


def imps(difference: float, scale: float = 1) -> int:
    """A score difference in IMPs (signed, at most 24 either way)."""
    n = bisect.bisect_right(IMP_TABLE, abs(difference) * scale)
    return int(math.copysign(n, difference)) if n else 0


def _groups(entries: Iterable[Entry]) -> dict[tuple[int, str], list[Entry]]:
    out: dict[tuple[int, str], list[Entry]] = defaultdict(list)
    for e in entries:
        out[(e.board, e.group)].append(e)
    return out


@dataclass(frozen=True)
class Scored:
    """An entry with its matchpoints (and top) and IMPs."""

    entry: Entry
    mp: float
    top: int
    imps: int


def score_entries(entries: Sequence[Entry], scale: float = 1) -> list[Scored]:
    """Every entry's matchpoints and IMPs against its group (same board, same seat or
    direction), in the order given."""
    groups = _groups(entries)
    out = []
    for e in entries:
        others = [o.score for o in groups[(e.board, e.group)] if o is not e]
        mp = sum(1.0 if e.score > s else 0.5 if e.score == s else 0.0 for s in others)
        diff = e.score - sum(others) / len(others) if others else 0.0
        out.append(Scored(e, mp, len(others), imps(diff, scale)))
    return out


def standings(scored: Sequence[Scored], bots: Iterable[str] = (),
              fields: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """Each competitor's totals and rank, best first (the tie-breaks of the module doc).

    ``fields`` maps a competitor to its field where a movement has more than one winner
    (Mitchell: "NS" and "EW"); ranks are counted within each field. Bots get rank None."""
    bots = set(bots)
    fields = fields or {}
    rows: dict[str, dict[str, Any]] = {}
    for s in scored:
        r = rows.setdefault(s.entry.who, {"who": s.entry.who, "mp": 0.0, "top": 0,
                                          "imps": 0, "boards": 0, "tops": 0,
                                          "total": 0.0, "bot": s.entry.who in bots,
                                          "field": fields.get(s.entry.who, "")})
        r["mp"] += s.mp
        r["top"] += s.top
        r["imps"] += s.imps
        r["boards"] += 1
        r["total"] += s.entry.score
        r["tops"] += s.top > 0 and s.mp == s.top
    for r in rows.values():
        r["pct"] = 100 * r["mp"] / r["top"] if r["top"] else 50.0

    def key(r: dict[str, Any]) -> tuple[Any, ...]:
        return (-round(r["pct"], 9), -r["imps"], -r["tops"])

    ordered = sorted(rows.values(), key=lambda r: (r["field"], key(r), r["who"]))
    last: dict[str, tuple[Any, ...]] = {}
    place: dict[str, int] = {}
    count: dict[str, int] = defaultdict(int)
    for r in ordered:
        if r["bot"]:
            r["rank"] = None
            continue
        f = r["field"]
        count[f] += 1
        if last.get(f) != key(r):
            place[f] = count[f]
            last[f] = key(r)
        r["rank"] = place[f]
    return ordered
