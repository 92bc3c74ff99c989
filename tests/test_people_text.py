"""What people read outside the browser: terminal Shengji, ``serve``'s start-up errors,
and the plain-words facts the server adds to views (the games' text modules)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from marsmatch.bots import make_bot
from marsmatch.games import find_game
from marsmatch.games.marsmatch import text as mm_text
from marsmatch.games.marsmatch.combos import Play
from marsmatch.games.shengji import text as sj_text


def _cli(args: list[str], cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "marsmatch.cli", *args], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False, cwd=cwd)


def test_terminal_shengji_names_trump_tricks_winners_and_points(tmp_path: Path) -> None:
    res = _cli(["play", "--game", "shengji", "--decks", "1", "--auto", "--seed", "sj-text",
                "--record", str(tmp_path / "r.json")], tmp_path)
    assert res.returncode == 0, res.stderr
    out = res.stdout
    assert "== trump is " in out  # trump named as soon as it is fixed
    tricks = [line for line in out.splitlines() if line.startswith("-- trick ")]
    assert len(tricks) == 12  # one break per trick (12 cards each with one deck)
    assert all(" wins " in t and " points for the " in t and " so far)" in t for t in tricks)
    assert "the deal is won by" in out and "attackers' points:" in out
    assert "burys" not in out


@pytest.mark.parametrize("db", ["{tmp}/no/such/folder/x.db", "sqlite:///{tmp}/no/such/x.db",
                                "postgresql://nobody:hunter2@127.0.0.1:1/x"])
def test_serve_with_a_bad_database_says_one_error_line(tmp_path: Path, db: str) -> None:
    res = _cli(["serve", "--port", "0", "--db", db.format(tmp=tmp_path)], tmp_path)
    assert res.returncode == 2
    lines = [line for line in res.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: cannot "), res.stderr
    assert "Traceback" not in res.stderr and "server on" not in res.stdout
    assert "hunter2" not in res.stderr  # a password is never printed


def test_wild_twos_are_shown_as_the_rank_they_stand_for() -> None:
    play = Play.parse("5 5 8 8 2 as rocket:1:pair:8")
    faces = mm_text.faces(play.counts, play.reading)
    assert faces == [{"card": "8"}, {"card": "8"}, {"card": "2", "as": "8"},
                     {"card": "5", "attached": True}, {"card": "5", "attached": True}]
    seq = Play.parse("8 9 10 2 2 2")
    assert [f.get("as") for f in mm_text.faces(seq.counts, seq.reading)] == [
        None, "8", None, "9", None, "10"]
    words, kinds = mm_text.beaten_by(play.reading)
    assert "a higher Rocket with a pair" in words and "Drone" in kinds


def _finish(game_name: str, seed: str, **rules: object) -> object:
    game = find_game(game_name)
    state = game.new_round(game.rules(rules), players=4, seed=seed, banker=0)
    bots = [make_bot("greedy", game.name, seed=i) for i in range(4)]
    while not state.finished:
        seat = state.to_act[0]
        state.apply_action(seat, bots[seat].act(state, seat))
    return state


def test_marsmatch_round_story_cites_the_ruling_and_shows_the_winning_play() -> None:
    state = _finish("marsmatch", "story-1")
    words = mm_text.describe_view(state)
    assert words["story"] and all(line["rule"].startswith("R") for line in words["story"])
    last_play = next(e for e in reversed(state.log(None)) if e["type"] == "play")
    assert words["winning_play"]["cards"] == last_play["cards"]  # not the play before it
    assert "_" not in str([line["text"] for line in words["story"]])


def test_shengji_headline_names_the_winning_team() -> None:
    state = _finish("shengji", "story-2", decks=1)
    head = sj_text.headline(list(state.players), state.result())
    assert sorted(head["winners"]) == sorted(state.winners())
    names = [state.players[s] for s in state.winners()]
    assert all(n in head["text"] for n in names)
    words = sj_text.describe_view(state)
    assert words["story"][0]["text"].startswith(" and ".join(names))
    assert len(words["tricks"]) == 12 and "seat " not in str(words)


def test_shengji_engine_sentences_are_humanized() -> None:
    class Names:
        players = ("Ann", "Bea", "Cy", "Di")

    said = sj_text.humanize(Names(), "1 x H2 does not beat seat 2's 2 x C2; seat 1 leads "
                                     "pair SQ")  # type: ignore[arg-type]
    assert said == "1 x 2♥ does not beat Cy's 2 x 2♣; Bea leads a pair of Q♠"


def test_hints_start_with_the_greedy_choice_and_are_all_legal() -> None:
    from marsmatch.server.advice import Hints

    for name, rules in (("marsmatch", {}), ("shengji", {"decks": 1})):
        game = find_game(name)
        state = game.new_round(game.rules(rules), players=4, seed=f"hints-{name}", banker=0)
        seat = state.to_act[0]
        hints = Hints(game, seed=7).for_turn(state, 0, seat)
        greedy = make_bot("greedy", game.name, seed=7).act(state.copy(), seat)
        assert hints[0]["action"] == game.action_to_record(seat, greedy)
        assert 1 <= len(hints) <= 30
        assert len({str(h["action"]) for h in hints}) == len(hints)
        for h in hints:
            state.check_action(seat, {k: v for k, v in h["action"].items() if k != "seat"})
            assert "_" not in h["describe"]
