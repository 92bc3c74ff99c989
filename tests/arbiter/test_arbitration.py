"""The arbiter's desk on the command line (issue 25): one numbering and one explanation
shared with the arbiter page, ``replay --explain``, ``judge RECORD N``, deal checks that
say what they prove, and a replaced seed reported as the deal's failure, not a player's.
Each test names the defect it covers; each failed on the code before."""

from __future__ import annotations

import hashlib
import json
import secrets
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from marsmatch.arbiter.dealcheck import check_deal
from marsmatch.arbiter.explain import explain
from marsmatch.bots import make_bot
from marsmatch.games import find_game
from marsmatch.records import parse_record
from marsmatch.server.replay import replay_frames
from marsmatch.shuffle import DEAL_SCHEME, commitment, mixed_seed

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
NAMES = ["Ann", "Bo", "Cy", "Di"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "marsmatch", *args], capture_output=True,
                          text=True, timeout=120, check=False)


def played(game_name: str = "marsmatch", seed: str = "arbiter", **rules: Any) -> dict[str, Any]:
    """A round greedy bots played to the end, as its record."""
    game = find_game(game_name)
    state = game.new_round(game.rules(rules), players=NAMES, seed=seed)
    bots = [make_bot("greedy", game.name, seed=i) for i in range(4)]
    while not state.finished:
        seat = state.to_act[0]
        state.apply_action(seat, bots[seat].act(state, seat))
    return dict(state.to_record().to_dict())


def write(tmp_path: Path, name: str, record: dict[str, Any]) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(record))
    return path


def out_of_turn(record: dict[str, Any], k: int) -> dict[str, Any]:
    actions = [dict(a) for a in record["actions"]]
    actions[k]["seat"] = (actions[k]["seat"] + 1) % len(record["players"])
    return dict(record, actions=actions)


def scheme2(game_name: str, values: dict[int, str | None], players: int = 4) -> dict[str, Any]:
    """A record of a deal the players helped shuffle (records.md scheme 2)."""
    game = find_game(game_name)
    used = [(s, v) for s, v in values.items() if v is not None]
    seed = mixed_seed("server-seed", used)
    rec = game.new_round(None, players=NAMES[:players], seed=seed).to_record().to_dict()
    rec["commitment"] = commitment("server-seed")
    rec["deal"] = {"scheme": DEAL_SCHEME, "server_seed": "server-seed", "contributions": [
        {"seat": s, "commitment": hashlib.sha256((v or "x").encode()).hexdigest(), "value": v}
        for s, v in values.items()]}
    return dict(rec)


# --- one numbering, one explanation ----------------------------------------------------------


def test_the_cli_and_the_arbiter_page_number_actions_alike(tmp_path: Path) -> None:
    """Before: ``replay`` said "action 16" where the page said "Action 17"."""
    bad = out_of_turn(played(), 9)
    path = write(tmp_path, "bad.json", bad)
    proc = run("replay", str(path))
    assert proc.returncode == 2
    assert proc.stderr.strip().startswith("error: action 10 (seat ")
    assert "action 10 (seat " in proc.stdout and "action 9 " not in proc.stdout
    page = replay_frames(parse_record(bad))  # what the arbiter page shows
    assert page["explanation"]["verdict"]["action"] == 10
    assert page["explanation"]["error"]["number"] == 10 == page["error"]["action"] + 1
    explained = run("replay", str(path), "--explain")
    assert explained.returncode == 2
    assert "\n10. " in explained.stdout and "NOT LEGAL" in explained.stdout.split("\n10. ")[1]
    assert "verdict: Action 10 (" in explained.stdout


def test_replay_explain_gives_every_actions_ruling_as_the_page_does(tmp_path: Path) -> None:
    """Before: the CLI gave no ruling per action; the page and the CLI each worked out
    their own."""
    rec = played(seed="explain-all")
    path = write(tmp_path, "good.json", rec)
    proc = run("replay", str(path), "--explain", "--json")
    assert proc.returncode == 0, proc.stderr
    ex = json.loads(proc.stdout)
    assert [a["number"] for a in ex["actions"]] == list(range(1, len(rec["actions"]) + 1))
    assert [a["index"] for a in ex["actions"]] == list(range(len(rec["actions"])))
    assert all(a["legal"] and a["rule"] and a["ruling"] for a in ex["actions"])
    assert ex["verdict"]["kind"] == "legal"
    page = replay_frames(parse_record(rec))
    # the page's rulings are the explanation's, frame for frame
    assert [f["ruling"]["rule"] for f in page["frames"][1:]] == [a["rule"] for a in
                                                                 ex["actions"]]
    assert page["explanation"]["actions"] == ex["actions"]
    text = run("replay", str(path), "--explain").stdout
    first = rec["actions"][0]
    cards = " ".join(first["play"])
    assert f" 1. {NAMES[first['seat']]} (seat {first['seat']}) plays {cards}" in text
    assert text.count("[R") >= len(rec["actions"])


def test_cards_are_shown_in_the_order_the_record_holds_them(tmp_path: Path) -> None:
    rec = played(seed="order")
    first = rec["actions"][0]
    shuffled = dict(first, play=list(reversed(first["play"])))
    rec = dict(rec, actions=[shuffled, *rec["actions"][1:]])
    ex = explain(parse_record(rec))
    assert ex["actions"][0]["text"].startswith("plays " + " ".join(shuffled["play"]))


def test_judge_takes_a_record_and_an_action_number(tmp_path: Path) -> None:
    """Before: a disputed play had to be retyped into ``judge``, which exited 2 until
    ``--against-as`` repeated the reading the record already holds."""
    bad = out_of_turn(played(), 5)
    path = write(tmp_path, "bad.json", bad)
    proc = run("judge", str(path), "6")
    assert proc.returncode == 2, proc.stderr  # not legal: the exit code `replay` gives
    lines = proc.stdout.splitlines()
    seat = bad["actions"][5]["seat"]
    assert lines[0].startswith(f"action 6 of {len(bad['actions'])}: {NAMES[seat]} (seat {seat})")
    assert "the table before it:" in proc.stdout and "to beat:" in proc.stdout
    assert any(x.startswith("ruling: NOT LEGAL") and x.endswith("[R4.1]") for x in lines)
    ok = run("judge", str(path), "3", "--json")
    assert ok.returncode == 0
    got = json.loads(ok.stdout)
    assert got["number"] == 3 and got["legal"] is True and got["rule"].startswith("R")
    for args, text in ((("9",), "action 9 comes after action 6"),
                       (("0",), "give a number from 1 to"),
                       (("99",), "give a number from 1 to")):
        proc = run("judge", str(path), *args)
        assert proc.returncode == 2 and proc.stderr.count("\n") == 1
        assert proc.stderr.startswith("error: ") and text in proc.stderr
    missing = run("judge", str(tmp_path / "nope.json"), "1")
    assert missing.returncode == 2 and "no record file" in missing.stderr


def test_a_failed_throw_is_marked_in_the_explanation() -> None:
    """Before: failed throws were not marked in the action list."""
    data = json.loads((FIXTURES / "shengji" / "position_failed_throw.json").read_text())
    ex = explain(parse_record(data["record"]))
    marked = [a for a in ex["actions"] if a.get("marks")]
    assert [a["number"] for a in marked] == [1]
    assert marked[0]["marks"][0]["mark"] == "failed_throw"
    assert "the throw fails" in marked[0]["marks"][0]["text"]


# --- deal checks that say what they prove ------------------------------------------------------


def test_a_deal_the_server_alone_chose_is_not_called_mixed_with_the_players_values(
        tmp_path: Path) -> None:
    """Before: ``contributions: []`` verified as "mixes the server's committed seed with
    the players' values" (and the page showed a green ✓)."""
    rec = scheme2("marsmatch", {})
    proc = run("verify-deal", str(write(tmp_path, "alone.json", rec)))
    assert proc.returncode == 0, proc.stdout
    assert "players' values" not in proc.stdout.replace("any values the players revealed", "")
    assert "players who took part: none (the server chose the seed alone)" in proc.stdout
    assert "no player took part" in proc.stdout
    data = json.loads(run("verify-deal", str(tmp_path / "alone.json"), "--json").stdout)
    assert data["players_took_part"] is False and data["participants"] == []
    took = {s: secrets.token_hex(32) for s in (0, 2)}
    some = check_deal(parse_record(scheme2("marsmatch", {**took, 1: None})))
    assert some["ok"] and some["participants"] == [0, 2]
    assert "Ann (seat 0) and Cy (seat 2) took part" in some["checks"][1]["text"]
    assert "Bo (seat 1) committed but never revealed" in some["checks"][1]["text"]


@pytest.mark.parametrize("how", ["seed", "server_seed", "shuffle_seed"])
def test_a_replaced_seed_is_a_deal_failure_never_a_players_error(tmp_path: Path,
                                                                 how: str) -> None:
    """Before: ``replay`` printed the new seed's hash as "deal commitment" and blamed the
    first action that no longer fit ("P4 left the round" / "is not to act")."""
    if how == "seed":
        rec = played(seed="replaced")
        rec["seed"] = "another seed"
    else:
        rec = scheme2("marsmatch", {0: secrets.token_hex(32)})
        rec["actions"] = played(seed=rec["seed"])["actions"]
        if how == "server_seed":  # server seed and shuffle seed both replaced, consistently
            value = rec["deal"]["contributions"][0]["value"]
            rec["deal"] = {**rec["deal"], "server_seed": "a different server seed"}
            rec["seed"] = mixed_seed("a different server seed", [(0, value)])
        else:  # the shuffle seed alone replaced
            rec["seed"] = "0" * 64
    path = write(tmp_path, "replaced.json", rec)
    proc = run("replay", str(path))
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.startswith("error: the deal failed")
    assert "is not legal" not in proc.stderr
    assert "sha256 of the record's seed" in proc.stdout and "deal commitment" not in proc.stdout
    ex = json.loads(run("replay", str(path), "--explain", "--json").stdout)
    assert ex["verdict"]["kind"] == "deal_failed" and ex["deal"]["seed_replaced"]
    if ex["error"] is not None:  # the first action that no longer fits is not blamed
        assert f"not {ex['error']['name']}'s" in ex["verdict"]["text"]
    page = replay_frames(parse_record(rec))
    assert page["explanation"]["verdict"]["kind"] == "deal_failed"
    verify = run("verify-deal", str(path))
    assert verify.returncode == 1 and "what this proves: the deal failed" in verify.stdout


def test_verify_deal_names_the_seats_and_cards_that_differ(tmp_path: Path) -> None:
    """Before: "recorded hands: DOES NOT MATCH" named neither seats nor cards."""
    path = tmp_path / "deal.json"
    assert run("deal", "--players", "3", "--seed", "abc", "--out", str(path)).returncode == 0
    data = json.loads(path.read_text())
    hands = data["hands"]
    i = next(i for i, c in enumerate(hands[1]) if c not in ("LJ", "BJ") and c[-1] != hands[0][0][-1])
    hands[0][0], hands[1][i] = hands[1][i], hands[0][0]
    path.write_text(json.dumps(data))
    proc = run("verify-deal", str(path))
    assert proc.returncode == 1
    res = json.loads(run("verify-deal", str(path), "--json").stdout)
    diff = {d["seat"]: d for d in res["hand_differences"]}
    assert set(diff) == {0, 1} and res["hands_ok"] is False
    assert diff[0]["extra"] == diff[1]["missing"] and diff[0]["missing"] == diff[1]["extra"]
    assert "P1 (seat 0) holds" in proc.stdout and "P2 (seat 1)" in proc.stdout
    assert "failed: the recorded hands differ from the seed's deal at P1 (seat 0) and P2 " \
           "(seat 1)" in proc.stdout


def test_a_record_without_hands_says_so_instead_of_a_match(tmp_path: Path) -> None:
    """Before: the page's "hands match" was always ✓ for downloaded records, which hold
    no hands (the replay deals them from the seed, so there is nothing to compare)."""
    res = check_deal(parse_record(played(seed="no-hands")))
    assert res["hands_ok"] is None
    hands = next(c for c in res["checks"] if c["check"] == "hands")
    assert hands["status"] == "none" and "holds no hands" in hands["text"]


def test_hands_that_are_not_the_seeds_deal_are_shown_seat_by_seat_not_refused(
        tmp_path: Path) -> None:
    """Before: the page refused such a record ("cannot be set up") instead of showing the
    per-seat check; ``replay`` stopped with the same sentence."""
    game = find_game("marsmatch")
    rec = game.new_round(None, players=NAMES[:3], seed="hands").to_record().to_dict()
    hands = [list(h) for h in game.deal("hands", game.rules({}), 3, rec.get("banker")).hands]
    i = next(i for i, c in enumerate(hands[1]) if c != hands[0][0])
    hands[0][0], hands[1][i] = hands[1][i], hands[0][0]
    rec["hands"] = hands
    path = write(tmp_path, "hands.json", rec)
    proc = run("replay", str(path))
    assert proc.returncode == 1 and proc.stderr.startswith(
        "error: the deal failed: the record's hands are not the deal of its seed")
    page = replay_frames(parse_record(rec))  # the arbiter page gets the whole check
    ex = page["explanation"]
    assert ex["verdict"]["kind"] == "deal_failed" and not ex["deal"]["seed_replaced"]
    assert [d["seat"] for d in ex["deal"]["hand_differences"]] == [0, 1]
    bad = next(c for c in ex["deal"]["checks"] if c["check"] == "hands")
    assert bad["status"] == "failed" and "Ann (seat 0) holds" in bad["text"]
    assert page["frames"][0]["hands"][0]  # the positions are there to step through
