"""The Shengji rules lab: one simulated deal, the summary of many, and their report."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ..games.shengji import new_round
from ..games.shengji.events import Phase
from ..games.shengji.scoring import winning_team
from ..games.shengji.trump import SUITS
from ..shuffle import draw_seat
from . import _shengji as compiled
from .config import SimConfig, compiled_lineups, make_bots, round_seed
from .plots import bar, hist, table
from .stats import Fold, IntTally, rate


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
                  [adv.get(0, 0), adv.get(1, 0)], o.next_banker, o.kitty_by_titanic)
    return deal_summary(config, index, state.banker, actions, len(state.tricks),
                        state.finished, state.trump.suit if state.trump else None, scored)


def deal_summary(config: SimConfig, index: int, banker: int, actions: int, tricks: int,
                 finished: bool, trump: str | None, scored: tuple[Any, ...] | None
                 ) -> dict[str, Any]:
    """The compact JSON-able summary of one deal (what ``Tally`` folds). ``scored``:
    attackers' points, trick points, kitty points, kitty multiplier, advance by team, the
    next banker and whether the bottom's multiplier is a Titanic's (G6.1's 2*3^L); None
    when the deal was not scored (a redeal, or unfinished)."""
    out: dict[str, Any] = {"i": index, "bots": config.lineup(index), "banker": banker,
                           "decks": config.rules_object.decks, "actions": actions,
                           "tricks": tricks, "finished": finished, "trump": trump}
    if scored is None:
        out.update({"won": [False] * 4, "redeal": True})
        return out
    attackers, trick_points, kitty_points, multiplier, advance, next_banker, titanic = scored
    winner_team = winning_team(banker, advance, next_banker)
    out.update({
        "attackers_points": attackers,
        "trick_points": trick_points,
        "kitty_points": kitty_points,
        "kitty_multiplier": multiplier,
        "titanic_bottom": titanic,
        "advance": advance,
        "banker_win": winner_team == banker % 2,
        "winner_team": winner_team,
        "won": [s % 2 == winner_team for s in range(4)],
        "redeal": False,
    })
    return out


class Tally(Fold):
    """A simulation's statistics folded one deal at a time (memory stays flat)."""

    fixed = ("config",)

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
    """Deals ``indices`` of ``config``. When every seat is a compiled bot (``random``,
    ``greedy``), they are played in one compiled call without the GIL
    (``compiled.play_deals``: the same deals the Python bots play, tested so); otherwise
    one by one with the bots."""
    indices = list(indices)
    lineups = compiled_lineups(config, indices)
    if lineups is None:
        return [play_round(config, i) for i in indices]
    got = compiled.play_deals(config.seed, config.rules_object, indices,
                              [config.deal_index(i) for i in indices], *lineups,
                              config.max_actions)
    out = []
    for j, i in enumerate(indices):
        code = int(got["trump"][j])
        scored = None
        if got["scored"][j]:
            sc = got["score"][j]  # the deal's numbers by name (the game core's SCORE_DTYPE)
            mult = int(sc["factor"]) * int(sc["base"]) ** int(sc["exponent"])
            scored = (int(sc["attackers_points"]), int(sc["trick_points"]),
                      int(sc["kitty_points"]), mult if sc["captured"] else None,
                      [int(a) for a in sc["advance"]], int(sc["next_banker"]),
                      bool(sc["titanic"]))
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


# --- the rules lab's sweeps (``marsmatch lab sweep --game shengji``, src/marsmatch/lab/) --

#: what the lab varies for a table: the number of decks (four players)
LAB_AXIS = "decks"
LAB_AXIS_DEFAULT = "1-3"

LAB_MEASURES: dict[str, dict[str, Any]] = {
    "banker_retention": {"label": "banker side keeps the bank", "kind": "rate", "unit": "%",
                         "key": True, "help": "share of deals the banker side stays banker "
                                              "(G6.3)"},
    "levels_per_deal": {"label": "levels gained per deal", "kind": "mean", "unit": "",
                        "key": True, "help": "levels the side that goes up gains (G6.2)"},
    "banker_levels": {"label": "banker side's levels per deal", "kind": "mean", "unit": "",
                      "help": "mean levels the banker side gains per deal"},
    "attackers_levels": {"label": "attackers' levels per deal", "kind": "mean", "unit": "",
                         "help": "mean levels the attackers gain per deal"},
    "attackers_points": {"label": "attackers' points", "kind": "mean", "unit": "",
                         "key": True, "help": "attackers' final score, bottom included"},
    "bottom_captured": {"label": "bottom captured", "kind": "rate", "unit": "%", "key": True,
                        "help": "the attackers win the last trick (G6.1)"},
    "bottom_bonus": {"label": "bottom bonus when captured", "kind": "mean", "unit": "",
                     "key": True, "help": "kitty points x multiplier, over captured bottoms"},
    "bottom_multiplier": {"label": "multiplier when captured", "kind": "mean", "unit": "",
                          "key": True, "help": "the kitty multiplier of captured bottoms "
                                               "(G6.1; option kitty_multiplier)"},
    "kitty_points": {"label": "points buried in the kitty", "kind": "mean", "unit": "",
                     "help": "point cards the banker buried, per deal"},
    "bottom_flips": {"label": "bottom decides the bank", "kind": "rate", "unit": "%",
                     "key": True, "help": "deals whose bank changes hands because of the "
                                          "bottom bonus (without it the other side holds it)"},
    "titanic_bottoms": {"label": "captured bottoms won by a Titanic", "kind": "rate",
                        "unit": "%", "key": True,
                        "help": "the last trick's winning play holds a Titanic (G6.1 x 2*3^L)"},
}

LAB_TARGETS: tuple[str, ...] = ()
LAB_TUNE_AXIS = "1-3"
TUNE_SPACE: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = (
    ("kitty_multiplier", (("times", 1), ("power", 1))),
    ("level_step", (("30", 1), ("50", 1))),
)


def _mean(values: Sequence[float]) -> dict[str, Any]:
    return {"kind": "mean", "n": len(values), "s": float(sum(values)),
            "ss": float(sum(v * v for v in values))}


def lab_stats(config: SimConfig, rounds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Each lab measure's sufficient statistics over the scored deals of ``rounds``."""
    from ..games.shengji import level_outcome

    rules = config.rules_object
    scored = [r for r in rounds if not r.get("redeal")]
    n = len(scored)
    captured = [r for r in scored if r["kitty_multiplier"]]
    flips = sum(1 for r in captured if level_outcome(
        r["trick_points"], rules.decks, rules.step).banker_side_keeps != r["banker_win"])
    banker_adv = [r["advance"][r["banker"] % 2] for r in scored]
    attackers_adv = [r["advance"][1 - r["banker"] % 2] for r in scored]
    return {
        "banker_retention": {"kind": "rate", "k": sum(1 for r in scored if r["banker_win"]),
                             "n": n},
        "levels_per_deal": _mean([max(r["advance"]) for r in scored]),
        "banker_levels": _mean(banker_adv),
        "attackers_levels": _mean(attackers_adv),
        "attackers_points": _mean([r["attackers_points"] for r in scored]),
        "bottom_captured": {"kind": "rate", "k": len(captured), "n": n},
        "bottom_bonus": _mean([r["attackers_points"] - r["trick_points"] for r in captured]),
        "bottom_multiplier": _mean([r["kitty_multiplier"] for r in captured]),
        "kitty_points": _mean([r["kitty_points"] for r in scored]),
        "bottom_flips": {"kind": "rate", "k": flips, "n": n},
        "titanic_bottoms": {"kind": "rate", "k": sum(1 for r in captured
                                                     if r.get("titanic_bottom")),
                            "n": len(captured)},
    }


def lab_exact(config: SimConfig) -> dict[str, float]:
    """Nothing in a Shengji deal's outcome is known exactly."""
    return {}


def lab_checks(config: SimConfig, rounds: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    return []


def lab_table_rules(config: SimConfig) -> tuple[str, ...]:
    """The rules as ``NAME=VALUE`` in a fixed order (the decks are the config's own)."""
    rules = config.rules_object.to_dict()
    return tuple(f"{k}={v}" for k, v in sorted(rules.items()) if k != "decks")


def lab_maps(rules: Any, sizes: Sequence[int]) -> list[dict[str, Any]]:
    return []


def describe_rules(rules: Any, sizes: Sequence[int]) -> list[str]:
    """How ``rules`` differ from the defaults, with each option's help text."""
    helps = {f.name: f.metadata.get("help", "") for f in type(rules).options()}
    return [f"{name} = {value}: {helps.get(name, '')}."
            for name, value in rules.to_dict().items() if name != "decks"]
