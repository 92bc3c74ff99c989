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
    """A module of ``pyx`` and C ``sources``; every header of the ``include`` folders is a
    dependency, so editing one rebuilds the module."""
    headers = [h for folder in include for h in files_of(folder, ".h")]
    return Extension(name, [pyx, *sources], include_dirs=include, depends=headers,
                     extra_compile_args=FLAGS)


def files_of(folder: str, suffix: str) -> list[str]:
    """The files of a folder and its sub-folders (a game's kinds/ sections) by suffix."""
    return sorted(os.path.join(root, f) for root, _dirs, files in os.walk(folder)
                  for f in files if f.endswith(suffix))


def c_files(folder: str) -> list[str]:
    return files_of(folder, ".c")


MM = f"{SRC}/games/marsmatch"
SJ = f"{SRC}/games/shengji"

EXTENSIONS = [
    ext("marsmatch._dealstream", f"{SRC}/_dealstream.pyx", [f"{CSRC}/dealstream.c"], [CSRC]),
    ext("marsmatch.games.marsmatch._core", f"{MM}/_core.pyx",
        [*c_files(f"{MM}/csrc"), f"{CSRC}/dealstream.c", f"{CSRC}/pyrandom.c"],
        [f"{MM}/csrc", CSRC]),
    ext("marsmatch.games.shengji._core", f"{SJ}/_core.pyx",
        [*c_files(f"{SJ}/csrc"), f"{CSRC}/dealstream.c", f"{CSRC}/pyrandom.c"],
        [f"{SJ}/csrc", CSRC]),
]

setup(
    ext_modules=cythonize(EXTENSIONS, language_level=3, include_path=["src"],
                          compiler_directives={"embedsignature": True}),
)
