"""The Shengji rules lab: one simulated deal, the summary of many, and their report."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ..games.shengji import _core, new_round
from ..games.shengji.events import Phase
from ..games.shengji.scoring import winning_team
from ..games.shengji.trump import SUITS
from ..shuffle import draw_seat
from .config import SimConfig, make_bots, round_seed
from .plots import bar, hist, table
from .stats import IntTally, rate


def expected_share(seats: int) -> float:
    """A bot's share of decisive deals when both teams are equally strong."""
    return 0.5


def play_round(config: SimConfig, index: int) -> dict[str, Any]:
    """Deal ``index``: both teams at level 2, the banker drawn from the deal's seed (so a
    deal never needs a redeal), declared trump, burying and play by the bots."""
    rules = config.rules_object
    seed = round_seed(config.seed, config.deal_index(index))
    banker = draw_seat(seed, 4)
    state = new_round(rules, ["N", "E", "S", "W"], seed=seed, banker=banker)
    bots = make_bots(config, index)
    actions = 0
    while not state.finished and actions < config.max_actions:
        seat = state.to_act[0]
        bots[seat].step(state, seat)
        actions += 1
    o = state.outcome
    assert state.banker is not None
    scored = None
    if state.phase is Phase.SCORED and o is not None:
        adv = {ch["team"]: ch["advance"] for ch in o.level_changes}
        scored = (o.attackers_points, o.trick_points, o.kitty_points, o.kitty_multiplier,
                  [adv.get(0, 0), adv.get(1, 0)], o.next_banker)
    return deal_summary(config, index, state.banker, actions, len(state.tricks),
                        state.finished, state.trump.suit if state.trump else None, scored)


def deal_summary(config: SimConfig, index: int, banker: int, actions: int, tricks: int,
                 finished: bool, trump: str | None, scored: tuple[Any, ...] | None
                 ) -> dict[str, Any]:
    """The compact JSON-able summary of one deal (what ``Tally`` folds). ``scored``:
    attackers' points, trick points, kitty points, kitty multiplier, advance by team and
    the next banker; None when the deal was not scored (a redeal, or unfinished)."""
    out: dict[str, Any] = {"i": index, "bots": config.lineup(index), "banker": banker,
                           "decks": config.rules_object.decks, "actions": actions,
                           "tricks": tricks, "finished": finished, "trump": trump}
    if scored is None:
        out.update({"won": [False] * 4, "redeal": True})
        return out
    attackers, trick_points, kitty_points, multiplier, advance, next_banker = scored
    winner_team = winning_team(banker, advance, next_banker)
    out.update({
        "attackers_points": attackers,
        "trick_points": trick_points,
        "kitty_points": kitty_points,
        "kitty_multiplier": multiplier,
        "advance": advance,
        "banker_win": winner_team == banker % 2,
        "winner_team": winner_team,
        "won": [s % 2 == winner_team for s in range(4)],
        "redeal": False,
    })
    return out


class Tally:
    """A simulation's statistics folded one deal at a time (memory stays flat)."""

    def __init__(self, config: SimConfig) -> None:
        self.config = config
        self.rounds = self.scored = self.banker_wins = self.captured = 0
        self.points = IntTally()
        self.levels: Counter[str] = Counter()
        self.mult: Counter[str] = Counter()
        self.tricks, self.actions = IntTally(), IntTally()
        self.bots: dict[str, dict[str, Any]] = {}

    def add(self, r: dict[str, Any]) -> None:
        self.rounds += 1
        if r.get("redeal"):
            return
        self.scored += 1
        self.points.add(r["attackers_points"])
        side = "banker" if r["banker_win"] else "attackers"
        self.levels[f"{side} +{max(r['advance'])}"] += 1
        self.banker_wins += r["banker_win"]
        if r["kitty_multiplier"]:
            self.captured += 1
            self.mult[str(r["kitty_multiplier"])] += 1
        self.tricks.add(r["tricks"])
        self.actions.add(r["actions"])
        # Partners win or lose together, so a bot's record counts teams, not seats: one
        # entry per deal and team (labelled by the team's bots, e.g. "greedy" or
        # "greedy+random").
        for team in (0, 1):
            names = sorted({r["bots"][team], r["bots"][team + 2]})
            row = self.bots.setdefault("+".join(names), {"seats": 0, "wins": 0,
                                                         "levels": IntTally()})
            row["seats"] += 1
            row["wins"] += r["won"][team]
            row["levels"].add(r["advance"][team] - r["advance"][1 - team])

    def summary(self) -> dict[str, Any]:
        n = self.scored
        return {
            "game": "shengji",
            "config": {**self.config.to_json(), "players": 4},
            "rounds": self.rounds,
            "decks": self.config.rules_object.decks,
            "redeals": self.rounds - n,
            "banker_win": rate(self.banker_wins, n),
            "attackers_points": self.points.mean_ci(),
            "attackers_points_hist": dict(sorted(self.points.counts.items())),
            "level_changes": dict(sorted(self.levels.items())),
            "kitty": {"captured": rate(self.captured, n),
                      "multipliers": dict(sorted(self.mult.items(), key=lambda kv: int(kv[0])))},
            "length": {"tricks": self.tricks.distribution(),
                       "actions": self.actions.distribution()},
            "bots": {k: {"seats": v["seats"], "win": rate(v["wins"], v["seats"]),
                         "points": v["levels"].mean_ci()} for k, v in self.bots.items()},
        }


def play_rounds(config: SimConfig, indices: Sequence[int]) -> list[dict[str, Any]]:
    """Deals ``indices`` of ``config``. When every seat is a random bot, they are played in
    one compiled call without the GIL (``_core.random_deals``: the same deals the Python
    bots play, tested so); otherwise one by one with the bots."""
    if not all(b == "random" for b in config.bots):
        return [play_round(config, i) for i in indices]
    got = _core.random_deals(config.seed, config.rules_object, indices,
                             [config.deal_index(i) for i in indices], config.max_actions)
    out = []
    for j, i in enumerate(indices):
        code = int(got["trump"][j])
        scored = None
        if got["scored"][j]:
            n = [int(x) for x in got["score"][j]]
            scored = (n[0], n[1], n[2], n[4] * n[5] ** n[6] if n[3] else None, [n[13], n[17]],
                      n[9])
        out.append(deal_summary(config, i, int(got["banker"][j]), int(got["actions"][j]),
                                int(got["tricks"][j]), bool(got["finished"][j]),
                                SUITS[code] if 0 <= code < 4 else None, scored))
    return out


def summarise(config: SimConfig, rounds: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The summary of deals (a list or a stream), folded one at a time."""
    tally = Tally(config)
    for r in rounds:
        tally.add(r)
    return tally.summary()


def print_summary(summary: dict[str, Any], out: Any) -> None:
    from rich.table import Table

    from .compare import fmt_rate

    out.print(f"decks {summary['decks']}; banker side wins {fmt_rate(summary['banker_win'])}; "
              f"attackers' points mean {summary['attackers_points']['mean']:.1f}")
    t = Table("level change", "deals", title="level changes")
    for k, v in summary["level_changes"].items():
        t.add_row(k, str(v))
    out.print(t)
    k = summary["kitty"]
    out.print(f"bottom captured in {fmt_rate(k['captured'])} of deals; multipliers seen: "
              + (", ".join(f"x{m}: {c}" for m, c in k["multipliers"].items()) or "none"))
    out.print("(bots: counted once per team and deal ('seats' = team-deals); 'mean points' is "
              "the team's level difference per deal)")


def report_parts(s: dict[str, Any]) -> list[str]:
    """The Shengji sections of the rules-lab report."""
    from .compare import fmt_mean, fmt_rate

    parts = [f"<h2>Deals with {s['decks']} deck(s)</h2>",
             table(["measure", "value"], [
                 ["banker side wins the deal", fmt_rate(s["banker_win"])],
                 ["attackers' points (mean, 95% CI)", fmt_mean(s["attackers_points"])],
                 ["bottom captured", fmt_rate(s["kitty"]["captured"])],
                 ["redeals", s["redeals"]]])]
    if s["attackers_points_hist"]:
        parts.append(hist({int(k): v for k, v in s["attackers_points_hist"].items()},
                          "attackers' points per deal", "points"))
    lv = s["level_changes"]
    parts.append("<h2>Level changes</h2>")
    parts.append(table(["side and levels", "deals"], [[k, v] for k, v in lv.items()]))
    if lv:
        parts.append(bar(list(lv), list(lv.values()), "level changes", "deals"))
    mult = s["kitty"]["multipliers"]
    parts.append("<h2>Kitty multipliers seen (bottom captured)</h2>")
    parts.append(table(["multiplier", "deals"], [[f"x{k}", v] for k, v in mult.items()]))
    if mult:
        parts.append(bar([f"x{k}" for k in mult], list(mult.values()), "kitty multipliers",
                         "deals"))
    return parts


def compare_measures(summaries: Sequence[dict[str, Any]]) -> list[tuple[str, tuple[str, ...]]]:
    """The Shengji measures worth comparing between rule sets."""
    return [("banker side wins", ("banker_win",)),
            ("attackers' points (mean)", ("attackers_points",)),
            ("bottom captured", ("kitty", "captured")),
            ("tricks per deal (mean)", ("length", "tricks", "mean"))]
