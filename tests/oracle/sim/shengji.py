"""Oracle: the rules lab's Shengji deal, played by the bots one action at a time, and the
list-based summary before the compiled batch and the streaming fold (tests only)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from marsmatch.games.shengji import new_round
from marsmatch.games.shengji.events import Phase
from marsmatch.shuffle import draw_seat
from marsmatch.sim.config import SimConfig, make_bots, round_seed
from marsmatch.sim.stats import distribution, mean_ci, rate


def play_round(config: SimConfig, index: int) -> dict[str, Any]:
    """Deal ``index``: both teams at level 2, the banker drawn from the deal's seed, the
    bots acting one by one; the winning side as G6.2/G6.3 say."""
    rules = config.rules_object
    seed = round_seed(config.seed, config.deal_index(index))
    state = new_round(rules, ["N", "E", "S", "W"], seed=seed, banker=draw_seat(seed, 4))
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
    assert state.banker is not None
    banker_team = state.banker % 2
    if adv.get(banker_team, 0) > 0:
        winner_team = banker_team
    elif adv.get(1 - banker_team, 0) > 0:
        winner_team = 1 - banker_team
    else:
        winner_team = o.next_banker % 2
    out.update({
        "attackers_points": o.attackers_points,
        "trick_points": o.trick_points,
        "kitty_points": o.kitty_points,
        "kitty_multiplier": o.kitty_multiplier,
        "titanic_bottom": bool(o.kitty_multiplier) and rules.kitty_multiplier == "seed" and any(
            u.is_tractor and u.width >= 3 for u in state.tricks[-1].winning_units),
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
