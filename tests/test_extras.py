"""The light core install: the engines, bots, simulator, arena and terminal play need only
typer (with pydantic), rich and numpy; the server, the lab's plots and clusters, and the RL environments
come in optional parts, and the CLI names the missing part in one line."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OPTIONAL = ("fastapi", "uvicorn", "sqlalchemy", "aiosqlite", "asyncpg", "httpx", "websockets",
            "orjson", "matplotlib", "dask", "distributed", "pettingzoo", "gymnasium",
            "argon2", "openskill", "webauthn", "alembic")
#: Python that hides the optional libraries, then runs the CLI with the given arguments.
WITHOUT = """
import importlib.abc, sys
class Hide(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in {optional!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
sys.meta_path.insert(0, Hide())
sys.argv = ["marsmatch", *{args!r}]
from marsmatch.cli import main
main()
"""


def run_without_extras(*args: str) -> subprocess.CompletedProcess[str]:
    code = WITHOUT.format(optional=set(OPTIONAL), args=list(args))
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, check=False, cwd=ROOT)


def test_the_core_needs_five_libraries_and_the_rest_comes_in_parts():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    core = {d.split(">")[0].split("[")[0] for d in project["dependencies"]}
    # fluent.runtime: the engines' refusals and explanations are catalogue messages
    assert core == {"typer", "rich", "numpy", "pydantic", "fluent.runtime"}
    extras = project["optional-dependencies"]
    assert {"server", "lab", "rl", "train", "all", "ppo"} <= set(extras)
    named = {d.split(">")[0].split("[")[0] for part in ("server", "lab", "rl", "train")
             for d in extras[part]}
    # (argon2-cffi is imported as argon2)
    assert named <= set(OPTIONAL) | {"marsmatch", "argon2-cffi"}
    # the environments alone do not bring Dask: only training's actors need it
    assert not any(d.startswith("dask") for d in extras["rl"])
    assert any(d.startswith("dask") for d in extras["train"]) and "marsmatch[rl]" in extras["train"]


def test_bots_arena_and_simulation_run_without_the_optional_parts():
    done = run_without_extras("arena", "--game", "shengji", "--bots", "strong:iterations=4:time=0,easy",
                              "--rounds", "2", "--workers", "1", "--json")
    assert done.returncode == 0, done.stderr
    assert '"a": "strong' in done.stdout
    done = run_without_extras("simulate", "--rounds", "50", "--workers", "1", "--json")
    assert done.returncode == 0, done.stderr


def test_a_missing_part_is_named_in_one_line():
    done = run_without_extras("serve", "--port", "0")
    assert done.returncode == 2
    line = ("error: this needs marsmatch's optional 'server' part: "
            "pip install 'marsmatch[server]' (uvicorn is not installed)")
    assert done.stderr.strip().splitlines() == [line]
