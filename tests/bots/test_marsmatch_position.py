"""The bots take a position (``bots.marsmatch_position.MarsMatchPosition``,
``bots.shengji_position.ShengjiPosition``), not a core.

A round on either core is a position; a bot plays through a proxy that serves the protocol's
members only and hands out no hidden card, choosing what it chooses at the compiled round;
the world the bots' C reads is the same bytes whichever way it is built and whatever the
hidden cards are; mypy refuses a bot that reads another seat's hand."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from marsmatch.bots import _marsmatch as compiled
from marsmatch.bots import bot_from_spec, make_bot
from marsmatch.bots.marsmatch_position import MarsMatchPosition
from marsmatch.games import find_game
from marsmatch.games import marsmatch as mm

SRC = Path(__file__).resolve().parents[2] / "src"
MEMBERS = frozenset(name for name in dir(MarsMatchPosition)
                    if not name.startswith("_") and name not in dir(object))
SPECS = ["random", "greedy", "easy", "learned", "search:iterations=4:time=0",
         "search-base:iterations=10:time=0",
         "search-v1:determinizations=1:candidates=2:rollout_depth=20"]


class SeatOnly:
    """A round as one seat may see it: the protocol's members and nothing else; ``hand``
    only of the seat itself or of a hand revealed at the deal."""

    def __init__(self, state: Any, seat: int) -> None:
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "_seat", seat)

    def __getattr__(self, name: str) -> Any:
        if name not in MEMBERS:
            raise AttributeError(f"a bot read {name!r}, which a position does not show")
        return getattr(self._state, name)

    def hand(self, seat: int) -> list[int]:
        if seat != self._seat and seat in self._state.active:
            raise AssertionError(f"seat {self._seat}'s bot read seat {seat}'s hidden hand")
        return self._state.hand(seat)  # type: ignore[no-any-return]


def _round(core: str, seed: str, players: int = 4, **rules: Any) -> Any:
    return mm.new_round(mm.Rules(**rules), players, seed=seed, core=core)


def test_a_round_on_either_core_is_a_position_and_an_object_short_of_one_is_not() -> None:
    for core in ("compiled", "reference"):
        assert isinstance(_round(core, "is"), MarsMatchPosition)
    assert "hands" not in MEMBERS and "initial_hands" not in MEMBERS and "hand" in MEMBERS
    short = type("Short", (), {name: None for name in MEMBERS - {"card_counts"}})()
    assert not isinstance(short, MarsMatchPosition)


@pytest.mark.parametrize("spec", SPECS)
def test_each_bot_plays_a_reference_round_through_the_protocol_as_on_the_compiled_core(
        spec: str) -> None:
    """Whole rounds (trick goal 4 by total tricks, so the goal is reached too): the bot at a
    reference round, seen through ``SeatOnly``, chooses move for move what the same bot
    chooses at the compiled round itself; nothing is replayed."""
    rules = {"trick_goal": "total", "streak_to_win": 4}
    for seed in ("pos-2", "pos-1") if spec in ("random", "greedy", "easy") else ("pos-2",):
        reference, compiled_round = _round("reference", seed, **rules), _round("compiled", seed,
                                                                                **rules)
        on_reference = [bot_from_spec(spec, "marsmatch", seed=s) for s in range(4)]
        on_compiled = [bot_from_spec(spec, "marsmatch", seed=s) for s in range(4)]
        assert on_reference[0].position(reference) is reference  # no replay on the compiled core
        codec = find_game("marsmatch")
        moves = 0
        while not reference.finished:
            seat = reference.turn
            action = on_reference[seat].act(SeatOnly(reference, seat), seat)
            assert action == on_compiled[seat].act(compiled_round, seat)
            record = codec.action_to_record(seat, action)
            reference.apply_action(seat, record)  # checked by the reference core's rules
            compiled_round.apply_action(seat, record)
            moves += 1
        assert moves >= 6, moves
        assert compiled_round.finished and reference.result() == compiled_round.result()


def test_the_proxy_catches_a_bot_that_reads_a_hidden_hand() -> None:
    state = _round("compiled", "spy")
    seat = state.turn
    with pytest.raises(AttributeError, match="hands"):
        SeatOnly(state, seat).hands  # noqa: B018
    with pytest.raises(AssertionError, match="hidden hand"):
        SeatOnly(state, seat).hand((seat + 1) % state.n)


def test_the_world_the_bots_c_reads_is_the_seats_knowledge_in_the_same_bytes() -> None:
    """For every seat of random rounds (3 to 5 seats, other trick goals, Heavenly Hands
    among the deals): the world copied from the compiled round, the world built from the
    protocol and the world built from the reference round are the same bytes, and a redeal
    of the cards hidden from the seat leaves them unchanged."""
    rng = random.Random(34)
    built = revealed = 0
    for i in range(12):
        n = 3 + i % 3
        rules = [{}, {"trick_goal": "table", "streak_to_win": 9, "streak_scale": 3},
                 {"trick_goal": "total", "opening_leader": "drawn"}][i % 3]
        a, b = _round("compiled", f"world-{i}", n, **rules), _round("reference", f"world-{i}",
                                                                      n, **rules)
        bot = make_bot("random", "marsmatch", seed=i)
        revealed += len(a.active) < n  # a Heavenly Hand left at the deal
        while True:
            for seat in range(n):
                world = compiled.world_bytes(compiled.seat_world(a, seat))
                assert world == compiled.world_bytes(compiled.seat_world(a, seat, True))
                assert world == compiled.world_bytes(compiled.seat_world(b, seat))
                assert world == compiled.world_bytes(compiled.seat_world(a.resample(seat, rng),
                                                                         seat))
                built += 1
            if a.finished:
                break
            seat = a.turn
            action = bot.act(a, seat)
            a.apply_unchecked(seat, action)
            b.apply_unchecked(seat, action)
    assert built > 500 and revealed


def test_mypy_proves_rounds_are_positions_and_refuses_what_is_not(tmp_path: Path) -> None:
    """Both directions, for both games (``make lint``): a round (``State``, typed over the
    reference's round) is a position (``_proof`` in each protocol's module), and a bot
    reads nothing past it. Refused: a planted protocol asking a round for a member it lacks,
    and planted bots reading the other hands (``hands``) and the deal (``initial_hands``)."""
    (tmp_path / "planted.py").write_text(
        "from typing import Protocol\n"
        "from marsmatch.bots.marsmatch_position import MarsMatchPosition\n"
        "from marsmatch.bots.shengji_position import ShengjiPosition\n"
        "from marsmatch.games.marsmatch.state import State\n\n"
        "class Wider(MarsMatchPosition, Protocol):\n"
        "    def planted_member(self) -> int: ...\n\n"
        "def wider(state: State) -> Wider:\n"
        "    return state\n\n"
        "def choose(state: MarsMatchPosition, seat: int) -> int:\n"
        "    return sum(state.hands[seat + 1]) + len(state.initial_hands)\n\n"
        "def fair(state: MarsMatchPosition, seat: int) -> int:\n"
        "    return sum(state.hand(seat)) + state.card_counts[seat + 1]\n\n"
        "def choose_sj(state: ShengjiPosition, seat: int) -> int:\n"
        "    return len(state.hands[seat + 1])\n\n"
        "def fair_sj(state: ShengjiPosition, seat: int) -> int:\n"
        "    return len(state.hand(seat)) + len(state.tricks)\n")
    bots = SRC / "marsmatch" / "bots"
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--follow-imports=silent", "--cache-dir",
         str(tmp_path / "c"), str(bots / "marsmatch_position.py"),
         str(bots / "shengji_position.py"), str(tmp_path / "planted.py")],
        check=False, capture_output=True, text=True, cwd=tmp_path,
        env={"MYPYPATH": str(SRC), "PATH": "/usr/bin:/bin"})
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "_position.py" not in out, out  # both real proofs hold
    errors = {line.split(":")[1] for line in out.splitlines()
              if line.startswith("planted.py:") and ": error:" in line}
    assert errors == {"10", "13", "19"}, out  # the planted reads and protocol, not the fair
    assert "planted_member" in out and '"hands"' in out and '"initial_hands"' in out, out
