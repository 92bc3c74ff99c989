"""Every record command answers a broken, huge or odd record with one ``error:`` line, never
a traceback (issue 29: 64 of 707 runs on odd records ended in a traceback).

Hypothesis breaks real records (the fixtures' and a Shengji round's): a key dropped, a
value replaced by one of another type, a huge number, a long or odd string, an action
without its seat, nesting past the bound. Each command runs in process (typer's runner,
which keeps any exception it was not meant to let out)."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from marsmatch.cli import app

FIXTURES = Path(__file__).resolve().parent / "fixtures"
BASES = [json.loads(p.read_text()) for p in (
    FIXTURES / "marsmatch" / "lone_boat_dispute.json",
    FIXTURES / "marsmatch" / "records" / "random_2p_rec-a.json")]
COMMANDS = [["replay"], ["replay", "--json"], ["replay", "--explain"], ["verify-deal"],
            ["decide"], ["decide", "--json"], ["judge", "RECORD", "1"]]

ODD = st.one_of(
    st.none(), st.booleans(), st.integers(-(10 ** 40), 10 ** 40), st.floats(allow_nan=False),
    st.text(max_size=20), st.just("x" * 5000), st.just("\u202eevil\u202c"),
    st.just([]), st.just({}), st.just([None]), st.just({"seat": None}),
    st.just([[[[[[1]]]]]]), st.lists(st.integers(-5, 100), max_size=4),
    st.just("9" * 40))


def paths(data: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [at]
    if len(at) > 5:
        return out
    if isinstance(data, dict):
        for k, v in data.items():
            out += paths(v, (*at, k))
    elif isinstance(data, list):
        for i, v in enumerate(data[:6]):
            out += paths(v, (*at, i))
    return out


def put(data: Any, at: tuple[Any, ...], value: Any, drop: bool) -> Any:
    if not at:
        return value
    node = data
    for k in at[:-1]:
        node = node[k]
    if drop and isinstance(node, dict):
        node.pop(at[-1], None)
    else:
        node[at[-1]] = value
    return data


@st.composite
def broken(draw: Any) -> str:
    data = json.loads(json.dumps(draw(st.sampled_from(BASES))))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(paths(data)))
        try:
            data = put(data, where, json.loads(json.dumps(draw(ODD))), draw(st.booleans()))
        except (KeyError, IndexError, TypeError):
            pass
    if draw(st.integers(0, 9)) == 0:
        return "[" * 3000 + "]" * 3000
    return json.dumps(data)


runner = CliRunner()


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=broken(), command=st.sampled_from(COMMANDS))
@example(text='{"format": "marsmatch-record/1", "game": "marsmatch", "rules": {}, "players": '
              '["Ann", "Bo"], "banker": 0, "hands": [["0\\r0", "8"], ["BJ", "9"]], "actions": []}',
         command=["replay"])  # a carriage return in the card named: still one line
def test_every_broken_record_is_one_error_line(tmp_path_factory: Any, text: str,
                                               command: list[str]) -> None:
    path = tmp_path_factory.mktemp("rec") / "r.json"
    path.write_text(text, encoding="utf-8")
    args = [str(path) if a == "RECORD" else a for a in command]
    if "RECORD" not in command:
        args.append(str(path))
    with contextlib.chdir(path.parent):  # `decide` writes its page beside where it runs
        result = runner.invoke(app, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        (args, text[:300], repr(result.exception))
    errors = [x for x in result.stderr.splitlines() if x.strip()]
    if result.exit_code != 0 and not errors:
        # a verdict, not a bad input: the report (the JSON, the explanation) says it
        assert result.stdout.strip(), args
        if "--json" in args:
            json.loads(result.stdout)
    elif result.exit_code != 0:
        assert len(errors) == 1 and errors[0].startswith("error:"), (args, result.stderr[-500:])
    assert "Traceback" not in result.stderr


def test_a_database_the_server_cannot_use_is_one_error_line() -> None:
    """Before: ``--db mysql://...`` printed a ModuleNotFoundError traceback."""
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-m", "marsmatch", "serve", "--port", "0", "--db",
                           "mysql://user:secret@127.0.0.1/x"], capture_output=True, text=True,
                          timeout=60, check=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith("error:"), \
        proc.stderr[-1000:]
    assert "is not a database this server can use" in lines[0] and "secret" not in lines[0]
