"""Where a result came from, so evidence can be tied to the code that produced it.

Every lab output (JSON, HTML, CSV, Excel) and every decision document carries
``provenance(...)``: the package version (``marsmatch.__version__``, the one place it is
written; pyproject.toml reads it from there), the git commit when the package runs from a
checkout (with whether its sources differ from that commit), a SHA-256 fingerprint of the
package's own sources (present even without git: an installed wheel), the date (UTC), the
command, the seed and the machine.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import os
import platform
import subprocess
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from . import __version__

PACKAGE = Path(__file__).resolve().parent
#: the sources that decide what the package does (Python, and the compiled core's sources)
SOURCE_SUFFIXES = (".py", ".pyx", ".pxd", ".pxi", ".c", ".h")
#: not code: the browser client's sources and build, caches
SKIP_DIRS = ("web", "static", "__pycache__", "node_modules")


def digest_files(files: Iterable[Path], root: Path) -> str:
    """SHA-256 over each file's path (relative to ``root``) and bytes, in the given order."""
    digest = hashlib.sha256()
    for f in files:
        digest.update(str(f.relative_to(root)).encode() + b"\0")
        digest.update(f.read_bytes())
    return digest.hexdigest()


def is_generated(path: Path) -> bool:
    """A C file Cython wrote from a ``.pyx`` beside it: it differs between Cython versions
    with the same sources, so fingerprints leave it out."""
    return path.suffix == ".c" and path.with_suffix(".pyx").exists()


def source_files(root: Path = PACKAGE, suffixes: tuple[str, ...] = SOURCE_SUFFIXES
                 ) -> list[Path]:
    """The package's source files under ``root``, in a fixed order."""
    out = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS)
        out += [Path(folder) / n for n in sorted(names) if Path(n).suffix in suffixes]
    return [f for f in out if not is_generated(f)]


@cache
def source_fingerprint() -> str:
    """SHA-256 over every source file of the installed package."""
    return digest_files(source_files(), PACKAGE)


def _git(*args: str) -> str | None:
    try:
        done = subprocess.run(["git", "-C", str(PACKAGE), *args], capture_output=True,
                              text=True, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


@cache
def commit() -> dict[str, Any] | None:
    """The commit the package runs from and whether its sources differ from it (None when
    the package is not in a git checkout of this project, e.g. installed from a wheel)."""
    top = _git("rev-parse", "--show-toplevel")
    if top is None or (Path(top) / "src" / "marsmatch").resolve() != PACKAGE:
        return None
    sha = _git("rev-parse", "HEAD")
    if sha is None:
        return None
    changed = _git("status", "--porcelain", "--untracked-files=no", "--", str(PACKAGE))
    return {"sha": sha, "modified": bool(changed)}


def machine() -> dict[str, Any]:
    """What ran it: host name, system, Python, CPU count and model."""
    model = platform.processor()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"host": platform.node(), "system": platform.platform(),
            "python": platform.python_version(), "cpus": os.cpu_count(), "cpu": model}


def load_average() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


def now() -> str:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat()


def provenance(command: str, seed: str | None = None) -> dict[str, Any]:
    """The provenance block of one output."""
    return {"version": __version__, "commit": commit(), "source_sha256": source_fingerprint(),
            "date": now(), "command": command, "seed": seed, "machine": machine(),
            "load_average": load_average()}


def code_line(prov: dict[str, Any] | None = None, lang: str = "en") -> str:
    """The code in one line: ``marsmatch 0.1.0, commit 282f84e with local changes,
    sources sha256 1a2b3c4d5e6f`` (in ``lang``: the catalogue's ``code-line``)."""
    from .words import t

    version = prov["version"] if prov else __version__
    c = prov["commit"] if prov else commit()
    fp = prov["source_sha256"] if prov else source_fingerprint()
    return t("code-line", lang, version=version, commit=c["sha"][:12] if c else "",
             state=("modified" if c["modified"] else "clean") if c else "none",
             sources=fp[:16])


LABELS = {"code": "code", "date": "date (UTC)", "command": "command", "seed": "seed",
          "machine": "machine", "load": "load average at the end"}


def items(prov: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The provenance as (key, text) pairs (keys: ``LABELS``), for reports in any
    language."""
    m = prov["machine"]
    out = [("code", code_line(prov, lang)), ("date", prov["date"]), ("command", prov["command"])]
    if prov.get("seed") is not None:
        out.append(("seed", str(prov["seed"])))
    out.append(("machine", (f"{m['host']}: {m['system']}, Python {m['python']}, "
                           f"{m['cpus']} CPUs ({m['cpu']})")))
    out.append(("load", prov["load_average"]))
    return out


def lines(prov: dict[str, Any]) -> list[tuple[str, str]]:
    """The provenance as (English label, text) pairs, for CSV headers and sheets."""
    return [(LABELS[key], text) for key, text in items(prov)]
