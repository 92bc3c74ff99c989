"""Finished batches of rounds on disk, so an interrupted sweep or tune resumes where it
stopped and a repeated one costs nothing.

A batch is rounds ``start``..``stop - 1`` of a simulation. Its key is a SHA-256 over what
its rounds depend on: the game, table, bots, seed, the rules (only the options that
differ from the defaults, in a fixed order, so ``--rule`` order does not matter), the
round range, and a fingerprint of the code that plays a round (the engines, bots, cards,
shuffle and the game's lab module): change that code and the old batches are simply not
found. Files are gzipped JSON written atomically (write, then rename), so a killed run
leaves no half file.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from ..provenance import digest_files, is_generated, source_files
from ..sim.config import SimConfig

VERSION = 1
PACKAGE = Path(__file__).resolve().parents[1]
#: what a round's result depends on (besides its configuration); ``{game}`` is the game's
#: own engine, bots and lab module, so a change to one game leaves the other's batches valid
CODE = ("games/*.py", "games/{game}", "bots/__init__.py", "bots/{game}.py", "cards.py",
        "shuffle.py", "errors.py", "__init__.py", "sim/config.py", "sim/runner.py",
        "sim/{game}.py")
#: the sources of compiled code anywhere in the package (an engine core in C, say) count
#: too; the built modules do not, since rebuilding the same sources (``make setup``) gives
#: other bytes but the same rounds
NATIVE = (".c", ".h", ".pyx", ".pxd", ".pxi")
BUILT = (".so", ".pyd")


def default_dir() -> Path:
    root = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(root) / "marsmatch-lab"


@cache
def code_fingerprint(game: str) -> str:
    """SHA-256 over the files that decide a round's result in ``game`` (and the sources of
    any compiled code in the package; C that Cython generates is left out)."""
    native = source_files(PACKAGE, NATIVE)
    files: list[Path] = []
    for pattern in CODE:
        if (PACKAGE / pattern.format(game=game)).is_dir():
            path = PACKAGE / pattern.format(game=game)
            files += sorted(p for p in path.rglob("*") if p.is_file())
        else:
            files += sorted(p for p in PACKAGE.glob(pattern.format(game=game)) if p.is_file())
    files += native
    return digest_files([f for f in files if "__pycache__" not in f.parts
                         and f.suffix not in (".pyc", *BUILT) and not is_generated(f)],
                        PACKAGE)


def config_key(config: SimConfig) -> dict[str, Any]:
    """A configuration as its batches' key sees it: the rounds field dropped, the rules
    normalised."""
    data = config.to_json()
    data.pop("rounds", None)
    rules = config.rules_object.to_dict()
    rules.pop("decks", None)  # Shengji: the decks field says it
    data["rules"] = sorted(f"{k}={v}" for k, v in rules.items())
    data["decks"] = getattr(config.rules_object, "decks", None)
    return data


def batch_key(config: SimConfig, start: int, stop: int) -> str:
    blob = json.dumps({"v": VERSION, "code": code_fingerprint(config.game),
                       "config": config_key(config),
                       "start": start, "stop": stop}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()


class Cache:
    """Batches of round results under ``root`` (None: no cache)."""

    def __init__(self, root: Path | None) -> None:
        self.root = root
        self.hits = 0
        self.writes = 0

    def _path(self, key: str) -> Path:
        assert self.root is not None
        return self.root / key[:2] / f"{key}.json.gz"

    def has(self, key: str) -> bool:
        return self.root is not None and self._path(key).is_file()

    def get(self, key: str) -> list[dict[str, Any]] | None:
        if self.root is None:
            return None
        path = self._path(key)
        try:
            with gzip.open(path, "rt", encoding="utf-8") as f:
                data = json.load(f)
        except (FileNotFoundError, OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("key") != key:
            return None
        self.hits += 1
        rounds: list[dict[str, Any]] = data["rounds"]
        return rounds

    def put(self, key: str, rounds: list[dict[str, Any]]) -> None:
        if self.root is None:
            return
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as raw, gzip.open(raw, "wt", encoding="utf-8") as f:
                json.dump({"key": key, "rounds": rounds}, f)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        self.writes += 1
