"""The ``Core`` protocol (``games/marsmatch/core.py``): both cores implement every question
with its types (mypy proves it, and finds a core that does not), and the faces run on
either core."""

from __future__ import annotations

import copy
import subprocess
import sys
import typing
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from marsmatch.games.marsmatch import State, _core, combos, judge, moves
from marsmatch.games.marsmatch.builder import PlayBuilder
from marsmatch.games.marsmatch.core import Core

ref = State.of("reference").core  # marsmatch.reference.marsmatch, bound to the values
SRC = Path(__file__).parents[2] / "src"
QUESTIONS = [n for n in vars(Core) if not n.startswith("_") and callable(getattr(Core, n))]
RANK = st.sampled_from(list(range(15)) + [0, 0, 12, 12, 12, 13, 14])


def test_both_cores_answer_every_question_of_the_protocol():
    assert len(QUESTIONS) >= 20
    for name in QUESTIONS:
        assert callable(getattr(_core, name)) and callable(getattr(ref, name)), name
    assert isinstance(typing.get_type_hints(Core.plays), dict)


@pytest.mark.integration
def test_mypy_proves_both_cores_meet_the_protocol_and_refuses_one_that_does_not(tmp_path):
    """mypy checks ``core.py``'s assignments of both modules to ``Core``; a planted core
    whose ``plays`` takes no top and whose ``count_plays`` answers text is refused."""
    (tmp_path / "broken_core.py").write_text(
        "from collections.abc import Iterator, Sequence\n"
        "from marsmatch.reference.marsmatch import *  # noqa: F403\n"
        "from marsmatch.games.marsmatch.core import Core\n\n"
        "def plays(h: Sequence[int], rd: object) -> Iterator[object]: ...\n"
        "def count_plays(h: Sequence[int], top: object = None) -> tuple[int, str]: ...\n\n"
        "import broken_core\n"
        "planted: Core = broken_core\n")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--follow-imports=silent", "--cache-dir",
         str(tmp_path / "c"), str(SRC / "marsmatch/games/marsmatch/core.py"),
         str(tmp_path / "broken_core.py")],
        check=False, capture_output=True, text=True, cwd=tmp_path,
        env={"MYPYPATH": str(SRC), "PATH": "/usr/bin:/bin"})
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "core.py" not in out.replace("broken_core.py", ""), out  # both real cores fit
    assert "broken_core.py" in out and "plays" in out and "count_plays" in out, out


slow = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def walk(builder: PlayBuilder) -> list:
    if builder.done:
        return [builder.play()]
    wilds = builder.next_wild_choices()
    out = []
    for choice in wilds or builder.next_attachment_ranks():
        b = copy.deepcopy(builder)
        b.take_wilds(choice) if wilds else b.take(choice)
        out += walk(b)
    return out


@slow
@given(st.lists(RANK, min_size=1, max_size=10))
def test_the_faces_run_on_the_reference_core(ranks):
    """``PlayBuilder.on(ref)``, ``moves.iter_plays(core=ref)``, ``combos.readings`` and
    ``Play.spec_on`` ask the reference alone, and reach what it defines."""
    h = tuple(ranks.count(r) for r in range(15))
    for rd in ref.play_types(h):
        got = walk(PlayBuilder.on(ref)(h, rd))
        assert sorted(got) == sorted(moves.iter_plays(h, rd, core=ref)), (h, rd)
        for p in got[:3]:
            assert rd in combos.readings(p.counts, core=ref)
            assert p.spec_on(ref) == p.spec


def test_a_builder_on_the_reference_asks_the_reference(monkeypatch):
    builder = PlayBuilder.on(ref)
    assert builder.core is ref and PlayBuilder.core is _core and PlayBuilder.on(_core) is PlayBuilder
    calls = []
    monkeypatch.setattr(ref, "main_cards", lambda h, rd: calls.append(rd) or [0] * 15)
    rd = ref.play_types((0, 0, 0, 0, 0, 0, 2) + (0,) * 8)[0]
    builder((0, 0, 0, 0, 0, 0, 2) + (0,) * 8, rd)
    assert calls == [rd]


def test_judge_and_count_run_on_either_core():
    for core in (_core, ref):
        said = judge.judge("9 9 2 4", "8 8 8 3", core=core)  # a 2 acting as the third 9
        assert said["beats"] is True and said["rule"] == "R3.4", said
        boat = judge.judge("LJ 5", "LJ 4", core=core)  # the same joker, a higher attachment
        assert boat["beats"] is True and boat["rule"] == "R3.6", boat
        assert judge.judge("LJ 4", "LJ 5", core=core)["beats"] is False
        assert judge.count("9 9 2 4", "8 8", core=core) == {"plays": 2, "play_types": 1}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(RANK, min_size=1, max_size=10))
def test_the_reference_answers_in_its_own_plain_values_until_a_face_binds_the_engines(ranks):
    """Unbound (as imported on its own: the import contracts keep it from the engine), the
    reference answers in ``hand.Reading`` and ``hand.Played``; as plain tuples they are the
    compiled core's answers."""
    from marsmatch.reference.marsmatch import hand, values

    h = tuple(ranks.count(r) for r in range(15))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(values, "_types", {})
        types = ref.play_types(h)
        plays = {rd: set(ref.plays(h, rd)) for rd in types}
    assert all(type(rd) is hand.Reading for rd in types)
    assert [tuple(rd) for rd in types] == [tuple(rd) for rd in _core.play_types(h)]
    for rd, found in plays.items():
        assert all(type(p) is hand.Played for p in found)
        assert found == {(p.counts, tuple(p.reading)) for p in _core.plays(h, rd)}


FACES = ("moves.py", "legal.py", "builder.py", "judge.py", "core.py")


def test_the_faces_that_ask_a_core_name_no_kind_of_play():
    """A face deciding for one kind (as ``moves.iter_plays`` did for Lone Boats and pairs)
    names it; these modules only ask the core, so none does, and a planted branch is
    found."""
    import re

    named = re.compile(r"\bKind\.[A-Z_]+|\b(?:MM_)?(?:LONE_BOAT|PAIR|ROCKET|STARSHIP)\b")
    folder = SRC / "marsmatch/games/marsmatch"
    for name in FACES:
        assert not named.findall((folder / name).read_text(encoding="utf-8")), name
    planted = (folder / "moves.py").read_text(encoding="utf-8") + (
        "\nif rd.kind == Kind.LONE_BOAT:\n    pass\n")
    assert named.findall(planted) == ["Kind.LONE_BOAT"]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.integers(2, 4))
def test_a_reference_round_keeps_its_own_plain_values_and_the_face_sees_the_engines(seed, n):
    """Unbound, a reference ``RoundCore`` keeps and shows its own events (``events``) and
    top play (``hand.Played``); bound by a face, the same round shows the engine's, field
    for field the compiled round's."""
    import dataclasses
    import random

    from marsmatch.games.marsmatch import Rules, new_round
    from marsmatch.games.marsmatch.table import table_rules
    from marsmatch.games.protocol import PASS
    from marsmatch.reference.marsmatch import events, hand, values

    rules = Rules(streak_to_win=2)
    compiled = new_round(rules, n, seed=str(seed))
    first = ref.draw_leader(str(seed), n) if rules.opening_leader == "drawn" else -1
    with pytest.MonkeyPatch.context() as mp:
        for name, empty in (("_types", {}), ("_events", {}), ("_pass", [])):
            mp.setattr(values, name, empty)
        mine = ref.RoundCore()
        mine._start(compiled.initial_hands, compiled.banker, table_rules(rules, n), first)
        rng = random.Random(seed)
        tops = []
        while not mine.finished:
            types = mine.legal_types()
            pick = rng.randrange(len(types) + mine.can_pass())
            action = mine.default_play(types[pick]) if pick < len(types) else None
            tops.append(mine.top)
            compiled.apply_unchecked(compiled.turn, action if action is not None else PASS)
            mine.apply_unchecked(mine.turn, action)
        own = [mine._event(i) for i in range(mine._event_count())]
    assert all(type(t) is hand.Played for t in tops if t is not None)
    assert {type(e) for e in own} <= set(events.NAMES)
    engine = list(compiled.events)
    assert [events.NAMES[type(e)] for e in own] == [type(e).__name__ for e in engine]
    for e, theirs in zip(own, engine):
        fields = {f.name: getattr(theirs, f.name) for f in dataclasses.fields(theirs)}
        if "play" in fields:
            fields["play"] = (fields["play"].counts, tuple(fields["play"].reading))
            assert type(e.play.reading) is hand.Reading
        assert tuple(e) == tuple(fields.values())
