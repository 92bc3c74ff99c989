"""The MarsMatch rules lab: one simulated round, the summary of many, and their report.

Heavenly Hand frequencies are checked against the exact probabilities (``heavenly``);
outcome categories, points by seat and by banker, round length and bot win rates.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ..games import find_game
from ..games.marsmatch import _core, new_round
from ..games.marsmatch.heavenly import definition, in_words
from ..games.marsmatch.table import heavenly_hand, table_rules
from ..games.protocol import LabPlugin
from ..words import msg, text
from . import _marsmatch as compiled
from .compare import fmt_mean, fmt_rate
from .config import SimConfig, compiled_lineups, make_bots, round_seed
from .heavenly import exact_table
from .plots import bar, hist, png, pyplot, table
from .stats import Fold, IntTally, rate


def is_win(category: str | None) -> bool:
    """A seat won the round (a Heavenly Hand or the real match) unless it lost it all."""
    return category is not None and category != "total_loser"


def expected_share(seats: int) -> float:
    """A bot's share of decisive rounds when every seat is equally strong."""
    return 1 / seats


def play_round(config: SimConfig, index: int) -> dict[str, Any]:
    """Deal round ``index`` from its seed, play it with the configured bots and summarise:
    seats' Heavenly Hands, outcomes, who won and how, actions and tricks."""
    rules = config.rules_object
    state = new_round(rules, config.players, seed=round_seed(config.seed, config.deal_index(index)))
    heavenly = [heavenly_hand(h, rules, config.players) for h in state.initial_hands]
    lineup = config.lineup(index)
    played = not state.finished and not config.deal_only
    actions = 0
    if played:
        bots = make_bots(config, index)
        while not state.finished and actions < config.max_actions:
            seat = state.turn
            bots[seat].step(state, seat)
            actions += 1
    outcomes = [state.outcomes.get(s) for s in range(config.players)]
    winner = state.winner if state.finished else -1
    return round_summary(index, state.banker, heavenly, lineup,
                         [o.category if o else None for o in outcomes],
                         [o.points if o else 0 for o in outcomes], winner,
                         winner >= 0 and state.emptied, len(state.active) >= 2, played,
                         state.finished, actions, state.tricks, goal_word(rules))


def goal_word(rules: Any) -> str:
    """How a round won by the trick goal is said: ``streak`` (in a row) or ``tricks``
    (``trick_goal`` = total or table)."""
    return "streak" if rules.trick_goal == "streak" else "tricks"


def round_summary(index: int, banker: int, heavenly: list[str | None], lineup: list[str],
                  category: list[str | None], points: list[int], winner: int, emptied: bool,
                  real_match: bool, played: bool, finished: bool, actions: int,
                  tricks: int, goal: str = "streak") -> dict[str, Any]:
    """The compact JSON-able summary of one round (what ``summarise`` folds); ``goal``
    says how a win by the trick goal is called (``goal_word``)."""
    how = "deal"
    if winner >= 0:
        how = "emptied" if emptied else goal
    elif not finished:
        how = "unfinished" if played else "not_played"
    return {
        "i": index,
        "banker": banker,
        "heavenly": heavenly,
        "bots": lineup,
        "category": category,
        "won": [is_win(c) for c in category],
        "points": points,
        "winner": winner,
        "how": how,
        "real_match": real_match,
        "actions": actions,
        "tricks": tricks,
        "finished": finished,
    }


def play_rounds(config: SimConfig, indices: Sequence[int]) -> list[dict[str, Any]]:
    """Rounds ``indices`` of ``config``. When every seat is a compiled bot (``random``,
    ``greedy``), they are played in one compiled call without the GIL
    (``compiled.play_rounds``: the same rounds the Python bots play, tested so); otherwise
    one by one with the bots."""
    indices = list(indices)
    lineups = compiled_lineups(config, indices)
    if lineups is None:
        return [play_round(config, i) for i in indices]
    n = config.players
    got = compiled.play_rounds(config.seed, n, table_rules(config.rules_object, n), indices,
                               [config.deal_index(i) for i in indices], *lineups,
                               config.deal_only, config.max_actions)
    names, hands = _core.CATEGORY_NAMES, _core.HEAVENLY_KINDS
    goal = goal_word(config.rules_object)
    out = []
    for j, i in enumerate(indices):
        cats = [names.get(int(c)) for c in got["category"][j]]
        finished = bool(got["finished"][j])
        real_match = int(got["nactive"][j]) >= 2
        out.append(round_summary(
            i, int(got["banker"][j]), [hands[int(k)] for k in got["heavenly"][j]],
            config.lineup(i), cats, [int(p) for p in got["points"][j]],
            int(got["winner"][j]), bool(got["emptied"][j]), real_match,
            real_match and not config.deal_only, finished, int(got["actions"][j]),
            int(got["tricks"][j]), goal))
    return out


PLAYER_EVENTS = ("starlink", "ufo", "both", "any")
ROUND_EVENTS = ("starlink", "ufo", "both", "any", "starlink_and_ufo")


def count_heavenly(kinds: Sequence[str | None], per_player: Counter[str],
                   per_round: Counter[str]) -> None:
    """Add one round's Heavenly Hands (one kind or None per seat) to the counts."""
    s_any = u_any = b_any = False
    for k in kinds:
        st = k in ("starlink", "both")
        uf = k in ("ufo", "both")
        per_player["starlink"] += st
        per_player["ufo"] += uf
        per_player["both"] += k == "both"
        per_player["any"] += k is not None
        s_any |= st
        u_any |= uf
        b_any |= k == "both"
    per_round["starlink"] += s_any
    per_round["ufo"] += u_any
    per_round["both"] += b_any
    per_round["any"] += s_any or u_any
    per_round["starlink_and_ufo"] += s_any and u_any


def heavenly_counts(rounds: Iterable[dict[str, Any]]) -> tuple[Counter[str], Counter[str]]:
    """Heavenly Hands counted per player and per round over ``rounds``."""
    per_player: Counter[str] = Counter()
    per_round: Counter[str] = Counter()
    for r in rounds:
        count_heavenly(r["heavenly"], per_player, per_round)
    return per_player, per_round


def heavenly_summary(per_player: Counter[str], per_round: Counter[str], rounds: int,
                     players: int, rules: Any = None) -> dict[str, Any]:
    """Observed frequencies with Wilson intervals next to the exact probabilities of the
    table's Heavenly Hands (the seed's without ``rules``).

    Per player, n = rounds x players hands (hands of one round are slightly negatively
    correlated, which makes the binomial interval a little conservative)."""
    exact = exact_table(players, definition(rules, players))
    out: dict[str, Any] = {"per_player": {}, "per_round": {}}
    for scope, counts, events, n in (("per_player", per_player, PLAYER_EVENTS,
                                      rounds * players),
                                     ("per_round", per_round, ROUND_EVENTS, rounds)):
        for ev in events:
            row = rate(counts[ev], n)
            p = exact[scope][ev]
            row["exact"] = p
            row["agrees99"] = row["ci99"][0] - 1e-12 <= p <= row["ci99"][1] + 1e-12
            sd = math.sqrt(p * (1 - p) / n) if n and 0 < p < 1 else 0.0
            row["z"] = (row["rate"] - p) / sd if sd else 0.0
            out[scope][ev] = row
    return out


class Tally(Fold):
    """A simulation's statistics folded one round at a time: counters and value counts
    only, so memory stays flat however many rounds stream through."""

    fixed = ("config", "n")

    def __init__(self, config: Any) -> None:
        self.config = config
        self.n = config.players
        self.total = self.banker_wins = 0
        self.cats: Counter[str] = Counter()
        self.how: Counter[str] = Counter()
        self.win_cat: Counter[str] = Counter()
        self.per_player: Counter[str] = Counter()
        self.per_round: Counter[str] = Counter()
        self.points_seat = [IntTally() for _ in range(self.n)]
        self.banker_points, self.other_points = IntTally(), IntTally()
        self.actions, self.tricks = IntTally(), IntTally()
        self.bot_rows: dict[str, dict[str, Any]] = {}

    def add(self, r: dict[str, Any]) -> None:
        self.total += 1
        self.how[r["how"]] += 1
        count_heavenly(r["heavenly"], self.per_player, self.per_round)
        if r["real_match"] and r["actions"]:
            self.actions.add(r["actions"])
            self.tricks.add(r["tricks"])
        for s in range(self.n):
            cat = r["category"][s]
            self.cats[cat or "undecided"] += 1
            pts = r["points"][s]
            self.points_seat[s].add(pts)
            (self.banker_points if s == r["banker"] else self.other_points).add(pts)
            if is_win(cat):
                self.win_cat[cat] += 1
            row = self.bot_rows.setdefault(r["bots"][s], {
                "seats": 0, "wins": 0, "points": IntTally(), "match_seats": 0,
                "match_wins": 0})
            row["seats"] += 1
            row["wins"] += is_win(cat)
            row["points"].add(pts)
            if r["real_match"] and r["actions"] and cat in (
                    "total_loser", "human_hand", "ground_hand", "ground_snatch"):
                row["match_seats"] += 1
                row["match_wins"] += cat != "total_loser"
        self.banker_wins += is_win(r["category"][r["banker"]])

    def summary(self) -> dict[str, Any]:
        total, n = self.total, self.n
        bots = {name: {"seats": row["seats"], "win": rate(row["wins"], row["seats"]),
                       "real_match_win": rate(row["match_wins"], row["match_seats"]),
                       "points": row["points"].mean_ci()}
                for name, row in self.bot_rows.items()}
        return {
            "game": "marsmatch",
            "config": self.config.to_json(),
            "rounds": total,
            "heavenly": heavenly_summary(self.per_player, self.per_round, total, n,
                                         self.config.rules_object),
            "categories": {k: rate(v, total * n) for k, v in sorted(self.cats.items())},
            "winning_categories": dict(self.win_cat),
            "decided_by": {k: rate(v, total) for k, v in sorted(self.how.items())},
            "points_by_seat": [p.mean_ci() for p in self.points_seat],
            "points_by_banker": {"banker": self.banker_points.mean_ci(),
                                 "others": self.other_points.mean_ci(),
                                 "banker_win": rate(self.banker_wins, total)},
            "length": {"actions": self.actions.distribution(),
                       "tricks": self.tricks.distribution()},
            "bots": bots,
        }


def summarise(config: Any, rounds: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The summary of rounds (a list or a stream), folded one at a time."""
    tally = Tally(config)
    for r in rounds:
        tally.add(r)
    return tally.summary()


def print_summary(summary: dict[str, Any], out: Any) -> None:
    from rich.table import Table

    for scope in ("per_player", "per_round"):
        t = Table("event", "observed", "95% CI", "99% CI", "exact", "agrees",
                  title=f"Heavenly Hands {scope.replace('_', ' ')}")
        for ev, row in summary["heavenly"][scope].items():
            t.add_row(ev, f"{row['rate']:.5f} ({row['count']}/{row['n']})",
                      f"{row['ci95'][0]:.5f}..{row['ci95'][1]:.5f}",
                      f"{row['ci99'][0]:.5f}..{row['ci99'][1]:.5f}",
                      f"{row['exact']:.5f}", "yes" if row["agrees99"] else "NO")
        out.print(t)
    t = Table("decided by", "rounds", "share", title="how rounds end")
    for k, row in summary["decided_by"].items():
        t.add_row(k, str(row["count"]), fmt_rate(row))
    out.print(t)
    t = Table("category", "seat-rounds", "share", title="outcome categories")
    for k, row in summary["categories"].items():
        t.add_row(k, str(row["count"]), fmt_rate(row))
    out.print(t)
    pb = summary["points_by_banker"]
    out.print(f"banker wins {fmt_rate(pb['banker_win'])}; mean points banker "
              f"{pb['banker']['mean']:.1f}, others {pb['others']['mean']:.1f}")
    out.print("mean points by seat: " + ", ".join(
        f"{s}: {p['mean']:.1f}" for s, p in enumerate(summary["points_by_seat"])))
    ln = summary["length"]["actions"]
    out.print(f"round length (actions, rounds with a real match): mean {ln['mean']:.1f}, "
              f"median {ln['median']}, 90% {ln['p90']}, max {ln['max']}")


def compare_measures(summaries: Sequence[dict[str, Any]]) -> list[tuple[str, tuple[str, ...]]]:
    """The MarsMatch measures worth comparing between rule sets."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for scope in ("per_player", "per_round"):
        for ev in ("starlink", "ufo", "both", "any"):
            out.append((f"heavenly {ev} {scope.replace('_', ' ')}",
                        ("heavenly", scope, ev)))
    keys: set[str] = set()
    for s in summaries:
        keys |= set(s.get("decided_by", {}))
    for k in sorted(keys):
        out.append((f"decided by {k}", ("decided_by", k)))
    cats: set[str] = set()
    for s in summaries:
        cats |= set(s.get("categories", {}))
    for k in sorted(cats):
        out.append((f"category {k}", ("categories", k)))
    out.append(("banker wins", ("points_by_banker", "banker_win")))
    out.append(("mean points banker", ("points_by_banker", "banker")))
    out.append(("mean points others", ("points_by_banker", "others")))
    out.append(("actions per round (mean)", ("length", "actions", "mean")))
    out.append(("actions per round (median)", ("length", "actions", "median")))
    out.append(("tricks per round (mean)", ("length", "tricks", "mean")))
    return out


def heavenly_plot(h: dict[str, Any], scope: str) -> str:
    rows = h[scope]
    names = list(rows)
    obs = [rows[k]["rate"] for k in names]
    lo = [rows[k]["rate"] - rows[k]["ci99"][0] for k in names]
    hi = [rows[k]["ci99"][1] - rows[k]["rate"] for k in names]
    exact = [rows[k]["exact"] for k in names]
    fig, ax = pyplot().subplots(figsize=(7, 3.2))
    x = range(len(names))
    ax.bar(x, obs, color="#7aa6d6", label="simulated (99% CI)")
    ax.errorbar(x, obs, yerr=[lo, hi], fmt="none", ecolor="#124", capsize=4)
    ax.scatter(x, exact, color="#d22", marker="D", zorder=3, label="exact")
    ax.set_xticks(list(x), names)
    ax.set_ylabel("probability")
    ax.set_title(f"Heavenly Hands {scope.replace('_', ' ')}")
    ax.legend()
    return png(fig)


def report_parts(s: dict[str, Any]) -> list[str]:
    """The MarsMatch sections of the rules-lab report."""
    parts = []
    n = s["config"]["players"]
    parts.append("<h2>Heavenly Hands</h2><p>Simulated frequencies with Wilson intervals next "
                 f"to the exact multivariate hypergeometric probability for N = {n} "
                 "(per player: one hand of 54 from the 54N-card shoe; per round: at least "
                 "one player, by inclusion-exclusion). 'agrees' = the exact value lies in "
                 "the 99% interval.</p>")
    for scope in ("per_player", "per_round"):
        rows = []
        for ev, row in s["heavenly"][scope].items():
            mark = "<span class=ok>yes</span>" if row["agrees99"] else "<span class=bad>NO</span>"
            rows.append([ev, f"{row['count']}/{row['n']}", f"{row['rate']:.5f}",
                         f"{row['ci95'][0]:.5f} .. {row['ci95'][1]:.5f}",
                         f"{row['ci99'][0]:.5f} .. {row['ci99'][1]:.5f}",
                         f"{row['exact']:.5f}", f"{row['z']:+.2f}", mark])
        parts.append(f"<h3>{scope.replace('_', ' ')}</h3>")
        parts.append(table(["event", "count", "observed", "95% CI", "99% CI", "exact", "z",
                             "agrees"], rows))
        parts.append(heavenly_plot(s["heavenly"], scope))
    cats = s["categories"]
    parts.append("<h2>Outcome categories</h2>")
    parts.append(table(["category", "seat-rounds", "share [95% CI]"],
                        [[k, v["count"], fmt_rate(v)] for k, v in cats.items()]))
    parts.append(bar(list(cats), [v["rate"] for v in cats.values()],
                      "outcome categories (share of seat-rounds)", "share",
                      [tuple(v["ci95"]) for v in cats.values()]))
    dec = s["decided_by"]
    parts.append(table(["round decided by", "rounds", "share [95% CI]"],
                        [[k, v["count"], fmt_rate(v)] for k, v in dec.items()]))
    parts.append("<h2>Points by seat and by banker</h2>")
    seats = s["points_by_seat"]
    parts.append(bar([f"seat {i}" for i in range(len(seats))], [p["mean"] for p in seats],
                      "mean points by seat (95% CI)", "points",
                      [tuple(p["ci95"]) for p in seats]))
    pb = s["points_by_banker"]
    parts.append(table(["", "mean points [95% CI]"],
                        [["banker", fmt_mean(pb["banker"])],
                         ["other seats", fmt_mean(pb["others"])],
                         ["banker wins the round", fmt_rate(pb["banker_win"])]]))
    ln = s["length"]["actions"]
    parts.append("<h2>Round length</h2>")
    parts.append(table(["", "mean", "median", "p10", "p90", "max"],
                        [[k, f"{v['mean']:.1f}", v["median"], v["p10"], v["p90"], v["max"]]
                         for k, v in s["length"].items()]))
    if ln["hist"]:
        parts.append(hist(ln["hist"], "actions per round (rounds with a real match)",
                           "actions"))
    return parts


# --- the rules lab's sweeps and tuner (``marsmatch lab``, src/marsmatch/lab/) -------------
#
# A lab cell is one table size with one set of rules. ``lab_stats`` gives each measure's
# sufficient statistics (the lab turns them into estimates with intervals), ``lab_exact``
# the exact values where they exist, ``lab_checks`` the Heavenly events to check against
# the exact probabilities; the rest is what the tuner needs: targets, search space, words.

HEAVENLY_CATEGORIES = ("banker_heavenly", "nonbanker_heavenly", "heaven_snatch")

#: what the lab varies for a table: the number of players (= decks)
LAB_AXIS = "players"
LAB_AXIS_DEFAULT = "2-8"

#: measure -> label, kind of statistic, unit, whether the key table shows it, help
LAB_MEASURES: dict[str, dict[str, Any]] = {
    "deal_decided": {"label": "rounds decided at the deal", "kind": "rate", "unit": "%",
                     "key": True, "deal": True,
                     "help": "share of rounds in which someone wins with a Heavenly Hand "
                             "(exact: at least one Heavenly Hand is dealt)"},
    "banker_share": {"label": "banker's share of the wins", "kind": "ratio", "unit": "%",
                     "key": True, "reference": "1/N",
                     "help": "the banker's wins over all wins (a round can have several "
                             "winners); 1/N when the banker has no edge"},
    "banker_win": {"label": "banker wins the round", "kind": "rate", "unit": "%",
                   "help": "share of rounds the banker wins (at the deal or in the match)"},
    "median_actions": {"label": "median actions per real-match round", "kind": "median",
                       "unit": "", "key": True,
                       "help": "plays and passes of rounds that reached the real match"},
    "mean_actions": {"label": "mean actions per real-match round", "kind": "mean", "unit": "",
                     "help": "plays and passes of rounds that reached the real match"},
    "streak_wins": {"label": "real matches won by the trick goal", "kind": "rate",
                    "unit": "%", "key": True,
                    "help": "share of real matches ended by the trick goal, in a row or in "
                            "total (R4.4)"},
    "tricks": {"label": "tricks per real-match round", "kind": "mean", "unit": "",
               "help": "tricks of rounds that reached the real match"},
    "points_gap": {"label": "banker's points minus the others' mean", "kind": "mean",
                   "unit": "", "help": "per round: the banker's points minus the mean "
                                       "of the other seats' points"},
    "unfinished": {"label": "rounds stopped unfinished", "kind": "rate", "unit": "%",
                   "help": "rounds that hit the action limit (should be 0)"},
}

#: the tuner's default targets, the publisher's question: the deal decides at most 15% of
#: the rounds, and the banker's share of the wins is within 2 points of 1/N; and its sizes
LAB_TARGETS = ("deal_decided<=15%", "banker_share=1/N+-2pt")
LAB_TUNE_AXIS = "3-8"

#: the tuner's search space: each option's alternatives with their cost, the mildest
#: changes cheapest (a variant's size is the sum of its changes' costs)
TUNE_SPACE: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = (
    ("starlink_threes", (("7", 1), ("8", 2), ("9", 3), ("10", 4))),
    ("ufo_big_jokers", (("3", 1),)),
    ("ufo_little_jokers", (("3", 1),)),
    ("heavenly_count", (("at_least", 1),)),
    ("heavenly_hands", (("starlink", 2), ("ufo", 2), ("none", 5))),
    ("heavenly_scale", (("4", 3), ("2", 4))),
    ("streak_to_win", (("2", 1), ("4", 1), ("5", 2), ("0", 3))),
    ("streak_scale", (("4", 2), ("5", 2), ("6", 3), ("7", 3), ("8", 3), ("3", 3))),
    ("trick_goal", (("table", 1), ("total", 1))),
    ("opening_leader", (("drawn", 1),)),
    ("heaven_snatch", (("all", 1),)),
)


def _rounds_won(r: dict[str, Any]) -> int:
    return sum(1 for w in r["won"] if w)


def lab_stats(config: SimConfig, rounds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Each lab measure's sufficient statistics over ``rounds`` (``lab.measures`` turns
    them into estimates and intervals)."""
    n = len(rounds)
    deal = sum(1 for r in rounds if any(c in HEAVENLY_CATEGORIES for c in r["category"]))
    out: dict[str, Any] = {"deal_decided": {"kind": "rate", "k": deal, "n": n}}
    if config.deal_only:
        return out
    xs = [1.0 if r["won"][r["banker"]] else 0.0 for r in rounds]
    ys = [float(_rounds_won(r)) for r in rounds]
    out["banker_share"] = {"kind": "ratio", "n": n, "sx": sum(xs), "sy": sum(ys),
                           "sxx": sum(x * x for x in xs), "syy": sum(y * y for y in ys),
                           "sxy": sum(x * y for x, y in zip(xs, ys, strict=True))}
    out["banker_win"] = {"kind": "rate", "k": int(sum(xs)), "n": n}
    played = [r for r in rounds if r["real_match"] and r["actions"]]
    actions = [r["actions"] for r in played]
    out["median_actions"] = {"kind": "median", "hist": _hist(actions)}
    out["mean_actions"] = _mean_stats(actions)
    out["streak_wins"] = {"kind": "rate", "n": len(played),
                          "k": sum(1 for r in played if r["how"] in ("streak", "tricks"))}
    out["tricks"] = _mean_stats([r["tricks"] for r in played])
    gaps = []
    for r in rounds:
        b = r["banker"]
        others = [p for s, p in enumerate(r["points"]) if s != b]
        gaps.append(r["points"][b] - sum(others) / len(others))
    out["points_gap"] = _mean_stats(gaps)
    out["unfinished"] = {"kind": "rate", "k": sum(1 for r in rounds if r["how"] == "unfinished"),
                         "n": n}
    return out


def _hist(values: Sequence[int]) -> dict[str, int]:
    return {str(k): v for k, v in sorted(Counter(values).items())}


def _mean_stats(values: Sequence[float]) -> dict[str, Any]:
    return {"kind": "mean", "n": len(values), "s": float(sum(values)),
            "ss": float(sum(v * v for v in values))}


def lab_exact(config: SimConfig) -> dict[str, float]:
    """The measures known exactly for the cell's table: rounds decided at the deal."""
    d = definition(config.rules_object, config.players)
    return {"deal_decided": exact_table(config.players, d)["per_round"]["any"]}


def lab_checks(config: SimConfig, rounds: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each simulated Heavenly frequency next to its exact probability (rows: scope, event,
    count, n, exact): the lab checks that every exact value lies in its 99% interval."""
    exact = exact_table(config.players, definition(config.rules_object, config.players))
    per_player, per_round = heavenly_counts(rounds)
    rows = []
    for scope, counts, events, n in (("per_player", per_player, PLAYER_EVENTS,
                                      len(rounds) * config.players),
                                     ("per_round", per_round, ROUND_EVENTS, len(rounds))):
        for ev in events:
            rows.append({"scope": scope, "event": ev, "count": counts[ev], "n": n,
                         "exact": exact[scope][ev]})
    return rows


def lab_table_rules(config: SimConfig) -> tuple[str, ...]:
    """The rules as a table of this size plays them (scaled numbers worked out), as
    ``NAME=VALUE`` in a fixed order: variants that agree at this table share one
    simulation."""
    import dataclasses

    rules = config.rules_object.at_table(config.players)
    seed = type(rules)()
    unused = []  # options that cannot matter at this table
    if rules.heavenly_hands in ("starlink", "none"):
        unused += ["ufo_big_jokers", "ufo_little_jokers"]
    if rules.heavenly_hands in ("ufo", "none"):
        unused += ["starlink_threes"]
    if rules.heavenly_hands == "none":
        unused += ["heavenly_count", "heavenly_both", "heaven_snatch"]
    rules = dataclasses.replace(rules, **{k: getattr(seed, k) for k in unused})
    return tuple(f"{k}={v}" for k, v in sorted(rules.to_dict().items()))


def lab_maps(rules: Any, sizes: Sequence[int]) -> list[dict[str, Any]]:
    """Exact heatmaps of rounds decided at the deal across table sizes: by the Starlink's
    number of 3s, and by the family of definitions (other options as in ``rules``)."""
    import dataclasses

    def decided(r: Any, n: int) -> float:
        return exact_table(n, definition(r, n))["per_round"]["any"]

    threes = list(range(5, 11))
    by_threes = [[decided(dataclasses.replace(rules, starlink_threes=k), n) for n in sizes]
                 for k in threes]
    family: list[tuple[str, dict[str, Any]]] = [("as the rules say", {}),
              ("Starlink only", {"heavenly_hands": "starlink"}),
              ("UFO only", {"heavenly_hands": "ufo"}),
              ("at least the numbers", {"heavenly_count": "at_least"}),
              ("UFO of 3 BJ + 2 LJ", {"ufo_big_jokers": 3}),
              ("scaled, 4-deck numbers", {"heavenly_scale": 4}),
              ("9 threes, Starlink only", {"starlink_threes": 9, "heavenly_hands": "starlink"})]
    by_family = [[decided(dataclasses.replace(rules, **change), n) for n in sizes]
                 for _label, change in family]
    return [{"title": "rounds decided at the deal (exact), by the 3s in a Starlink",
             "row_label": "starlink_threes", "rows": [str(k) for k in threes],
             "cols": list(sizes), "values": by_threes, "unit": "%"},
            {"title": "rounds decided at the deal (exact), by definition",
             "row_label": "definition", "rows": [label for label, _ in family],
             "cols": list(sizes), "values": by_family, "unit": "%"}]


def _by_size(sizes: Sequence[int], say: Any) -> dict[str, Any]:
    """``say(n)`` (a message) for each table size, the sizes that say the same thing
    together, whether or not they are neighbours ("with 3 players ...; with 4, 6 and 8
    players ..."; one sentence alone when every size says the same)."""
    groups: dict[str, tuple[dict[str, Any], list[int]]] = {}
    for n in sizes:
        said = say(n)
        groups.setdefault(text(said), (said, []))[1].append(n)
    if len(groups) == 1:
        return next(iter(groups.values()))[0]
    return msg("lab-rb-list", items=[msg("lab-rb-with", players=_players(ns), said=said)
                                     for said, ns in groups.values()])


def _players(ns: list[int]) -> dict[str, Any]:
    """``3 players``, ``5-8 players`` or ``4, 6 and 8 players``."""
    if len(ns) == 1:
        return msg("lab-rb-players", n=ns[0], how="one", first="", last="")
    if ns == list(range(ns[0], ns[-1] + 1)):
        return msg("lab-rb-players", n=len(ns), how="range", first=ns[0], last=ns[-1])
    return msg("lab-rb-players", n=len(ns), how="list", first=", ".join(map(str, ns[:-1])),
               last=ns[-1])


def definition_msg(d: Any) -> dict[str, Any]:
    """A Heavenly Hands definition in the rule book's words (``Definition.describe``, as a
    message of the catalogue: words/*/lab.ftl)."""
    word = "least" if d.at_least else "exactly"
    parts = []
    if d.starlink:
        parts.append(msg("lab-rb-starlink", word=word, n=d.threes, nw=in_words(d.threes)))
    if d.ufo:
        jokers = [msg("lab-rb-joker", which=which, n=n, nw=in_words(n))
                  for n, which in ((d.big, "big"), (d.little, "little")) if n]
        parts.append(msg("lab-rb-ufo", word=word, jokers=jokers[0] if len(jokers) == 1 else
                         msg("lab-rb-and", a=jokers[0], b=jokers[1])))
    if not parts:
        return msg("lab-rb-no-heavenly")
    if not d.ufo:
        parts.append(msg("lab-rb-no", what="ufo"))
    if not d.starlink:
        parts.append(msg("lab-rb-no", what="starlink"))
    return msg("lab-rb-list", items=parts)


def describe_rules(rules: Any, sizes: Sequence[int]) -> list[dict[str, Any]]:
    """How ``rules`` differ from the publisher's, in the rule book's words, for the table
    sizes ``sizes``: one message per rule that changes (``lab-rb-*`` in words/*/lab.ftl),
    each saying whether it rewrites a printed rule of the seed (``printed``)."""
    from ..games.marsmatch import Rules

    seed = Rules()
    changed = rules.to_dict()
    out = []
    heavenly = {"heavenly_hands", "starlink_threes", "ufo_big_jokers", "ufo_little_jokers",
                "heavenly_count", "heavenly_scale"}
    if heavenly & set(changed):
        out.append(msg("lab-rb-heavenly", now=_by_size(sizes, lambda n: definition_msg(
            definition(rules, n))), seed=definition_msg(definition(seed))))

    def streak(n: int) -> dict[str, Any]:
        goal = rules.streak_goal(n)
        how = "none" if not goal else {"table": "table", "total": "total"}.get(
            rules.trick_goal, "row")
        return msg("lab-rb-streak-how", how=how, n=goal or 0, nw=in_words(goal or 0))

    if {"streak_to_win", "streak_scale", "trick_goal"} & set(changed):
        out.append(msg("lab-rb-streak", now=_by_size(sizes, streak)))
    if "opening_leader" in changed:
        out.append(msg("lab-rb-opening"))
    if "heaven_snatch" in changed:
        out.append(msg("lab-rb-snatch"))
    done = heavenly | {"streak_to_win", "streak_scale", "trick_goal", "opening_leader",
                       "heaven_snatch"}
    for name, value in changed.items():
        if name not in done:
            out.append(msg("lab-rb-other", name=msg(f"opt-marsmatch-{name}"), value=str(value),
                           help=msg(f"opt-marsmatch-{name}-help")))
    return out


#: The printed rules of the seed a change rewrites (the warning beside a variant): the
#: option groups that touch them and the seed's own words, quoted.
PRINTED = {"heavenly": "lab-printed-heavenly", "streak": "lab-printed-streak",
           "opening_leader": "lab-printed-opening"}


def printed_rules(changes: Sequence[str]) -> list[dict[str, Any]]:
    """The warnings for a variant that rewrites a rule the seed prints (its options'
    names): Heavenly Hands, "three consecutive plays", "Banker (First Player)"."""
    names = set(changes)
    out = []
    if names & {"heavenly_hands", "starlink_threes", "ufo_big_jokers", "ufo_little_jokers",
                "heavenly_count", "heavenly_scale"}:
        out.append(msg(PRINTED["heavenly"]))
    if names & {"streak_to_win", "streak_scale", "trick_goal"}:
        out.append(msg(PRINTED["streak"]))
    if "opening_leader" in names:
        out.append(msg(PRINTED["opening_leader"]))
    return out


find_game("marsmatch").register_lab(LabPlugin(
    play_round=play_round, play_rounds=play_rounds, tally=Tally, summarise=summarise,
    print_summary=print_summary, report_parts=report_parts,
    compare_measures=compare_measures, expected_share=expected_share,
    axis=LAB_AXIS, axis_default=LAB_AXIS_DEFAULT, measures=LAB_MEASURES,
    targets=LAB_TARGETS, tune_axis=LAB_TUNE_AXIS, tune_space=TUNE_SPACE, stats=lab_stats,
    exact=lab_exact, checks=lab_checks, table_rules=lab_table_rules, maps=lab_maps,
    describe_rules=describe_rules, printed_rules=printed_rules))
