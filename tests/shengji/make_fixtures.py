"""Regenerate tests/fixtures/shengji/*.json (run by hand; the tests only read them).

Each fixture holds a record and the replay report it must keep producing, so a record
written today stays readable and replays the same way tomorrow (records.md).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from marsmatch.games.shengji import Rules, new_round, record_from_state, replay_record  # noqa
from marsmatch.records import parse_record
from sj_helpers import PLAYERS, play_random

OUT = Path(__file__).parents[1] / "fixtures" / "shengji"


def save(name: str, record: dict) -> None:
    report = replay_record(parse_record(record))
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / name).write_text(json.dumps({"record": record, "expected": report}, indent=1,
                                       ensure_ascii=False) + "\n")


def full(decks: int, seed: str, banker: int | None, rng_seed: int, **kw) -> dict:
    for k in range(50):
        st = new_round(Rules(decks=decks, **kw), PLAYERS, seed=f"{seed}-{k}", banker=banker)
        play_random(st, random.Random(rng_seed + k))
        if st.outcome is not None:
            return record_from_state(st).to_dict()
    raise RuntimeError("no declared deal")


def main() -> None:
    save("first_deal_2decks.json", full(2, "fixture-a", None, 1))
    save("later_deal_1deck.json", full(1, "fixture-b", 3, 2, kitty_multiplier="times"))
    save("first_deal_3decks.json", full(3, "fixture-c", None, 3,
                                        trick_draw_policy="longer_tuples_protected"))
    save("position_failed_throw.json", {
        "format": "marsmatch-record/1", "game": "shengji",
        "rules": {"decks": 2, "throw_evaluation_policy": "all"},
        "players": PLAYERS,
        "start": {"phase": "play", "level": "4", "trump": "S", "banker": 0, "leader": 0,
                  "kitty": ["D5", "DK"], "points": 30},
        "hands": [["H8", "H8", "H9", "H9", "HA"], ["D3", "D4", "D6", "D7", "D8"],
                  ["D9", "D10", "DJ", "DQ", "C3"], ["HJ", "HJ", "HQ", "HQ", "H3"]],
        "actions": [
            {"seat": 0, "play": ["H8", "H8", "H9", "H9", "HA"]},
            {"seat": 1, "play": ["D3", "D4", "D6", "D7"]},
            {"seat": 2, "play": ["D9", "D10", "DJ", "DQ"]},
            {"seat": 3, "play": ["HJ", "HJ", "HQ", "HQ"]},
            {"seat": 3, "play": ["H3"]}, {"seat": 0, "play": ["HA"]},
            {"seat": 1, "play": ["D8"]}, {"seat": 2, "play": ["C3"]},
        ]})
    save("position_illegal_follow.json", {
        "format": "marsmatch-record/1", "game": "shengji", "rules": {"decks": 2},
        "players": PLAYERS,
        "start": {"phase": "play", "level": "2", "trump": "S", "banker": 1, "leader": 0,
                  "kitty": [], "points": 0},
        "hands": [["H8", "H8", "CA", "D8"], ["H9", "H9", "H3", "C6"],
                  ["HA", "HK", "C4", "D9"], ["D3", "D4", "C5", "D10"]],
        "actions": [
            {"seat": 0, "play": ["CA"]}, {"seat": 1, "play": ["C6"]},
            {"seat": 2, "play": ["C4"]}, {"seat": 3, "play": ["C5"]},
            {"seat": 0, "play": ["H8", "H8"]}, {"seat": 1, "play": ["H9", "H3"]},
        ]})


if __name__ == "__main__":
    main()
