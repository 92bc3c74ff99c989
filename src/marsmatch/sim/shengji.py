"""The Shengji rules lab: one simulated deal, the summary of many, and their report."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..games.shengji import new_round
from ..games.shengji.events import Phase
from ..shuffle import draw_seat
from .config import SimConfig, make_bots, round_seed
from .plots import bar, hist, table
from .stats import distribution, mean_ci, rate


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
    out: dict[str, Any] = {"i": index, "bots": config.lineup(index), "banker": state.banker,
                           "decks": rules.decks, "actions": actions,
                           "tricks": len(state.tricks), "finished": state.finished,
                           "trump": state.trump.suit if state.trump else None}
    o = state.outcome
    if state.phase is not Phase.SCORED or o is None:
        out.update({"won": [False] * 4, "redeal": True})
        return out
    adv = {ch["team"]: ch["advance"] for ch in o.level_changes}
    last = state.tricks[-1] if state.tricks else None
    titanic = bool(o.kitty_multiplier) and last is not None and any(
        u.is_tractor and u.width >= 3 for u in last.winning_units)
    assert state.banker is not None
    banker_team = state.banker % 2
    winner_team = state.winners()[0]
    out.update({
        "attackers_points": o.attackers_points,
        "trick_points": o.trick_points,
        "kitty_points": o.kitty_points,
        "kitty_multiplier": o.kitty_multiplier,
        "titanic_bottom": titanic,
        "advance": [adv.get(0, 0), adv.get(1, 0)],
        "banker_win": winner_team == banker_team,
        "winner_team": winner_team,
        "won": [s % 2 == winner_team for s in range(4)],
        "redeal": False,
    })
    return out


def summarise(config: SimConfig, rounds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    scored = [r for r in rounds if not r.get("redeal")]
    n = len(scored)
    pts = [r["attackers_points"] for r in scored]
    levels: Counter[str] = Counter()
    for r in scored:
        side = "banker" if r["banker_win"] else "attackers"
        levels[f"{side} +{max(r['advance'])}"] += 1
    mult = Counter(str(r["kitty_multiplier"]) for r in scored if r["kitty_multiplier"])
    # Partners win or lose together, so a bot's record counts teams, not seats: one entry
    # per deal and team (labelled by the team's bots, e.g. "greedy" or "greedy+random").
    bots: dict[str, dict[str, Any]] = {}
    for r in scored:
        for team in (0, 1):
            names = sorted({r["bots"][team], r["bots"][team + 2]})
            row = bots.setdefault("+".join(names), {"seats": 0, "wins": 0, "levels": []})
            row["seats"] += 1
            row["wins"] += r["won"][team]
            row["levels"].append(r["advance"][team] - r["advance"][1 - team])
    return {
        "game": "shengji",
        "config": {**config.to_json(), "players": 4},
        "rounds": len(rounds),
        "decks": config.rules_object.decks,
        "redeals": len(rounds) - n,
        "banker_win": rate(sum(r["banker_win"] for r in scored), n),
        "attackers_points": mean_ci(pts),
        "attackers_points_hist": dict(sorted(Counter(pts).items())),
        "level_changes": dict(sorted(levels.items())),
        "kitty": {"captured": rate(sum(1 for r in scored if r["kitty_multiplier"]), n),
                  "multipliers": dict(sorted(mult.items(), key=lambda kv: int(kv[0])))},
        "length": {"tricks": distribution([r["tricks"] for r in scored]),
                   "actions": distribution([r["actions"] for r in scored])},
        "bots": {k: {"seats": v["seats"], "win": rate(v["wins"], v["seats"]),
                     "points": mean_ci(v["levels"])} for k, v in bots.items()},
    }


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
