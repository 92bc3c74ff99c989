"""Where a stopped tune resumes: the tuner's state after its last whole variant, on disk.

The tuner decides variants one at a time in a fixed order, so its state after k variants
(what it decided, the simulations it measured, which sizes failed most) is all a new run
needs to go on from variant k + 1 and print exactly what one uninterrupted run prints.
The state is saved after every variant that simulated something and when the run is
stopped (Ctrl-C), under ``<cache>/tune/<key>.json``: the key is a SHA-256 over the
settings and the code fingerprint, so another question, or changed code, starts afresh.
A finished tune removes its file. Files are written atomically (write, then rename).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

VERSION = 1


def key(settings: dict[str, Any], code: str) -> str:
    blob = json.dumps({"v": VERSION, "settings": settings, "code": code}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()


class Checkpoint:
    """The saved state of one tune (``root`` None: nothing is saved)."""

    def __init__(self, root: Path | None, key: str) -> None:
        self.path = None if root is None else root / "tune" / f"{key}.json"
        self.key = key

    def load(self) -> dict[str, Any] | None:
        if self.path is None:
            return None
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("key") != self.key:
            return None
        return data

    def save(self, state: dict[str, Any]) -> None:
        if self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump({"key": self.key, **state}, f)
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def remove(self) -> None:
        if self.path is not None:
            self.path.unlink(missing_ok=True)
