"""Oracle: the rules lab's MarsMatch round and list-based summary before the compiled core
and the streaming fold (tests only)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

from marsmatch.games.marsmatch import new_round
from marsmatch.games.marsmatch.events import TrickWon
from marsmatch.games.marsmatch.table import heavenly_hand
from marsmatch.sim.config import SimConfig, make_bots, round_seed
from marsmatch.sim.heavenly import exact_table
from marsmatch.sim.marsmatch import is_win
from marsmatch.sim.stats import distribution, mean_ci, rate


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
    how = "deal"
    if winner >= 0:
        how = ("emptied" if not any(state.hands[winner]) else
               "streak" if rules.trick_goal == "streak" else "tricks")
    elif not played and state.finished:
        how = "deal"
    elif not state.finished:
        how = "unfinished" if played else "not_played"
    return {
        "i": index,
        "banker": state.banker,
        "heavenly": heavenly,
        "bots": lineup,
        "category": [o.category if o else None for o in outcomes],
        "won": [is_win(o.category if o else None) for o in outcomes],
        "points": [o.points if o else 0 for o in outcomes],
        "winner": winner,
        "how": how,
        "real_match": len(state.active) >= 2,
        "actions": actions,
        "tricks": sum(1 for e in state.events if isinstance(e, TrickWon)),
        "finished": state.finished,
    }



PLAYER_EVENTS = ("starlink", "ufo", "both", "any")
ROUND_EVENTS = ("starlink", "ufo", "both", "any", "starlink_and_ufo")


def heavenly_counts(rounds: Sequence[dict[str, Any]]) -> tuple[Counter[str], Counter[str]]:
    per_player: Counter[str] = Counter()
    per_round: Counter[str] = Counter()
    for r in rounds:
        kinds = r["heavenly"]
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
    return per_player, per_round


def heavenly_summary(rounds: Sequence[dict[str, Any]], players: int) -> dict[str, Any]:
    """Observed frequencies with Wilson intervals next to the exact probabilities.

    Per player, n = rounds x players hands (hands of one round are slightly negatively
    correlated, which makes the binomial interval a little conservative)."""
    exact = exact_table(players)
    per_player, per_round = heavenly_counts(rounds)
    out: dict[str, Any] = {"per_player": {}, "per_round": {}}
    for scope, counts, events, n in (("per_player", per_player, PLAYER_EVENTS,
                                      len(rounds) * players),
                                     ("per_round", per_round, ROUND_EVENTS, len(rounds))):
        for ev in events:
            row = rate(counts[ev], n)
            p = exact[scope][ev]
            row["exact"] = p
            row["agrees99"] = row["ci99"][0] <= p <= row["ci99"][1]
            sd = math.sqrt(p * (1 - p) / n) if n and 0 < p < 1 else 0.0
            row["z"] = (row["rate"] - p) / sd if sd else 0.0
            out[scope][ev] = row
    return out


def summarise(config: Any, rounds: Sequence[dict[str, Any]]) -> dict[str, Any]:
    n = config.players
    total = len(rounds)
    cats: Counter[str] = Counter()
    how: Counter[str] = Counter()
    win_cat: Counter[str] = Counter()
    points_seat = [[] for _ in range(n)]  # type: list[list[int]]
    banker_points: list[int] = []
    other_points: list[int] = []
    banker_wins = 0
    bot_rows: dict[str, dict[str, Any]] = {}
    played = [r for r in rounds if r["real_match"] and r["actions"]]
    for r in rounds:
        how[r["how"]] += 1
        for s in range(n):
            cat = r["category"][s]
            cats[cat or "undecided"] += 1
            pts = r["points"][s]
            points_seat[s].append(pts)
            (banker_points if s == r["banker"] else other_points).append(pts)
            if is_win(cat):
                win_cat[cat] += 1
            row = bot_rows.setdefault(r["bots"][s], {"seats": 0, "wins": 0, "points": [],
                                                     "match_seats": 0, "match_wins": 0})
            row["seats"] += 1
            row["wins"] += is_win(cat)
            row["points"].append(pts)
            if r["real_match"] and r["actions"] and cat not in (None,) and (
                    cat in ("total_loser", "human_hand", "ground_hand", "ground_snatch")):
                row["match_seats"] += 1
                row["match_wins"] += cat != "total_loser"
        banker_wins += is_win(r["category"][r["banker"]])
    bots = {}
    for name, row in bot_rows.items():
        bots[name] = {"seats": row["seats"], "win": rate(row["wins"], row["seats"]),
                      "real_match_win": rate(row["match_wins"], row["match_seats"]),
                      "points": mean_ci(row["points"])}
    return {
        "game": "marsmatch",
        "config": config.to_json(),
        "rounds": total,
        "heavenly": heavenly_summary(rounds, n),
        "categories": {k: rate(v, total * n) for k, v in sorted(cats.items())},
        "winning_categories": dict(win_cat),
        "decided_by": {k: rate(v, total) for k, v in sorted(how.items())},
        "points_by_seat": [mean_ci(p) for p in points_seat],
        "points_by_banker": {"banker": mean_ci(banker_points), "others": mean_ci(other_points),
                             "banker_win": rate(banker_wins, total)},
        "length": {"actions": distribution([r["actions"] for r in played]),
                   "tricks": distribution([r["tricks"] for r in played])},
        "bots": bots,
    }
