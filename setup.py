"""Build of the compiled core (Cython + C, docs/compiled-core.md); the metadata is in
pyproject.toml. ``pip install -e .`` (``make setup``) compiles every module below in place
with the system C compiler; ``make build-ext`` rebuilds them after an edit."""

from __future__ import annotations

import os

from Cython.Build import cythonize
from setuptools import Extension, setup

SRC = "src/marsmatch"
CSRC = f"{SRC}/csrc"
FLAGS = ["-O2", "-std=c11", "-Wall", "-Wno-unused-function"]


def ext(name: str, pyx: str, sources: list[str], include: list[str]) -> Extension:
    """A module of ``pyx`` and C ``sources``; every header and C file of the ``include``
    folders is a dependency, so editing one rebuilds the module (kinds_unity.c includes the
    kind sections)."""
    headers = [h for folder in include for suffix in (".h", ".c") for h in files_of(folder, suffix)]
    return Extension(name, [pyx, *sources], include_dirs=include, depends=headers,
                     extra_compile_args=FLAGS)


def files_of(folder: str, suffix: str) -> list[str]:
    """The files of a folder and its sub-folders (a game's kinds/ sections) by suffix."""
    return sorted(os.path.join(root, f) for root, _dirs, files in os.walk(folder)
                  for f in files if f.endswith(suffix))


def c_files(folder: str, prefix: str = "") -> list[str]:
    """The C files of a folder and its sub-folders whose names start with ``prefix`` (the
    bots' and simulator's folders hold both games' files, ``mm_`` and ``sj_``)."""
    return [f for f in files_of(folder, ".c") if os.path.basename(f).startswith(prefix)]


MM = f"{SRC}/games/marsmatch"
SJ = f"{SRC}/games/shengji"
BOTS = f"{SRC}/bots/csrc"
SIM = f"{SRC}/sim/csrc"
FEAT = f"{SRC}/features/csrc"
SHARED = [f"{CSRC}/dealstream.c", f"{CSRC}/pyrandom.c"]
#: ``MARSMATCH_UNITY=1 setup.py build_ext --inplace --force`` compiles MarsMatch's kind
#: sections as one unit (csrc/kinds_unity.c includes kinds.c and kinds/<kind>.c), so the
#: loops over the kinds' table call each hook directly (docs/compiled-core.md: its cost).
UNITY = os.environ.get("MARSMATCH_UNITY") == "1"
MM_UNITY = f"{MM}/csrc/kinds_unity.c"
MM_SECTIONS = [f"{MM}/csrc/kinds.c", *c_files(f"{MM}/csrc/kinds")]
#: Each game's rule sources, linked into every module that plays the game in C: the game's
#: own, the features' and the bots' (one module per game) and the simulator's (which plays
#: the bots).
MM_RULES = [*(f for f in c_files(f"{MM}/csrc")
              if f != MM_UNITY and not (UNITY and f in MM_SECTIONS)),
            *([MM_UNITY] if UNITY else []), *SHARED]
SJ_RULES = [*c_files(f"{SJ}/csrc"), *SHARED]

EXTENSIONS = [
    ext("marsmatch._dealstream", f"{SRC}/_dealstream.pyx", [f"{CSRC}/dealstream.c"], [CSRC]),
    ext("marsmatch.games.marsmatch._core", f"{MM}/_core.pyx", MM_RULES, [f"{MM}/csrc", CSRC]),
    ext("marsmatch.games.shengji._core", f"{SJ}/_core.pyx", SJ_RULES, [f"{SJ}/csrc", CSRC]),
    ext("marsmatch.features._marsmatch", f"{SRC}/features/_marsmatch.pyx",
        [*c_files(FEAT, "mm_"), *MM_RULES], [FEAT, f"{MM}/csrc", CSRC]),
    ext("marsmatch.features._shengji", f"{SRC}/features/_shengji.pyx",
        [*c_files(FEAT, "sj_"), *SJ_RULES], [FEAT, f"{SJ}/csrc", CSRC]),
    ext("marsmatch.bots._marsmatch", f"{SRC}/bots/_marsmatch.pyx",
        [*c_files(BOTS, "mm_"), f"{BOTS}/qnet.c", f"{FEAT}/mm_encode.c", *MM_RULES],
        [BOTS, FEAT, f"{MM}/csrc", CSRC]),
    ext("marsmatch.bots._shengji", f"{SRC}/bots/_shengji.pyx",
        [*c_files(BOTS, "sj_"), f"{BOTS}/qnet.c", *SJ_RULES], [BOTS, f"{SJ}/csrc", CSRC]),
    ext("marsmatch.sim._marsmatch", f"{SRC}/sim/_marsmatch.pyx",
        [*c_files(SIM, "mm_"), f"{SIM}/seeds.c", *c_files(BOTS, "mm_"), *MM_RULES],
        [SIM, BOTS, f"{MM}/csrc", CSRC]),
    ext("marsmatch.sim._shengji", f"{SRC}/sim/_shengji.pyx",
        [*c_files(SIM, "sj_"), f"{SIM}/seeds.c", *c_files(BOTS, "sj_"), *SJ_RULES],
        [SIM, BOTS, f"{SJ}/csrc", CSRC]),
]

setup(
    ext_modules=cythonize(EXTENSIONS, language_level=3, include_path=["src"],
                          compiler_directives={"embedsignature": True}),
)
