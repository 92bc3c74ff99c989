"""The browser's deal verifier (web/src/lib/fairdeal.ts), run in Node, agrees with the
server's scheme part by part: the mixing, the shuffle, the banker draw, each game's deal,
and the verdict on good and forged records."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from marsmatch.games import find_game
from marsmatch.shuffle import DEAL_SCHEME, commitment, draw_seat, mixed_seed, shoe_cards

from .helpers import ROOT

NODE = shutil.which("node", path=str(Path(sys.executable).parent)) or shutil.which("node")
# Outside CI a missing Node.js skips (make setup provides it); in CI (CI=true) it fails.
pytestmark = pytest.mark.skipif(NODE is None and not os.environ.get("CI"),
                                reason="Node.js comes with make setup")


def scheme2(game_name: str, players: int, values: dict[int, str | None],
            server_seed: str = "server-seed") -> tuple[dict[str, Any], list[list[str]]]:
    game = find_game(game_name)
    seed = mixed_seed(server_seed, [(s, v) for s, v in values.items() if v is not None])
    state = game.new_round(None, players=players, seed=seed)
    rec = state.to_record().to_dict()
    rec["commitment"] = commitment(server_seed)
    rec["deal"] = {"scheme": DEAL_SCHEME, "server_seed": server_seed, "contributions": [
        {"seat": s, "commitment": commitment(v) if v else commitment("never"), "value": v}
        for s, v in values.items()]}
    return rec, [list(state.view(s)["hand"]) for s in range(players)]


def run(cases: dict[str, Any]) -> dict[str, Any]:
    proc = subprocess.run([NODE, "tests/server/js/fairdeal_check.mjs"], input=json.dumps(cases),
                          capture_output=True, text=True, timeout=120, cwd=ROOT, check=False)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_the_browser_verifier_agrees_with_the_server() -> None:
    a, b = secrets.token_hex(32), secrets.token_hex(32)
    good, hands = scheme2("marsmatch", 3, {0: a, 1: None, 2: b})
    mine = {"table": "t", "round": 1, "seat": 2, "value": b, "commitment": commitment(b),
            "serverCommitment": good["commitment"],
            "commitments": [{"seat": c["seat"], "commitment": c["commitment"]}
                            for c in good["deal"]["contributions"]]}
    forged = json.loads(json.dumps(good))
    forged["deal"]["contributions"][0]["value"] = secrets.token_hex(32)
    no_commitment = {k: v for k, v in good.items() if k != "commitment"}
    old = find_game("marsmatch").new_round(None, players=3, seed="demo").to_record().to_dict()
    sj, sj_hands = scheme2("shengji", 4, {1: a, 3: b})
    not_mine = {**mine, "value": secrets.token_hex(32)}
    cases = {
        "mixed": {"server_seed": "demo", "values": [[2, "ab" * 32], [0, "11" * 32]]},
        "shoe": {"seed": "demo", "decks": 3},
        "records": [
            {"record": good, "mine": mine, "hands": hands},
            {"record": forged},
            {"record": no_commitment},
            {"record": old},
            {"record": good, "mine": not_mine},
            {"record": good, "hands": [hands[1], hands[0], hands[2]]},
            {"record": sj, "hands": sj_hands},
        ],
        "deal": {"record": sj},
    }
    out = run(cases)
    assert out["mixed"] == mixed_seed("demo", [(0, "11" * 32), (2, "ab" * 32)])
    assert out["shoe"] == shoe_cards("demo", 3)[:10]
    assert out["banker"] == draw_seat("demo", 3) == 2
    good_c, forged_c, none_c, old_c, notmine_c, swapped_c, sj_c = out["checks"]
    assert good_c["ok"] and good_c["mineOk"] and good_c["seenOk"] and good_c["handsOk"], good_c
    assert [c["used"] for c in good_c["contributions"]] == [True, False, True]
    assert not forged_c["ok"] and forged_c["contributions"][0]["ok"] is False
    assert not none_c["ok"] and none_c["commitmentOk"] is None
    assert old_c["ok"] and old_c["scheme"] == "seed" and old_c["commitmentOk"]
    assert not notmine_c["ok"] and notmine_c["mineOk"] is False
    assert not swapped_c["ok"] and swapped_c["handsOk"] is False
    assert sj_c["ok"] and sj_c["handsOk"], sj_c
    dealt = find_game("shengji").deal(sj["seed"], None).hands
    assert [sorted(h) for h in out["dealt"]] == [sorted(h) for h in dealt]
