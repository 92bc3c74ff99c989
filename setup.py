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
    return Extension(name, [pyx, *sources], include_dirs=include, extra_compile_args=FLAGS)


def c_files(folder: str) -> list[str]:
    return sorted(f"{folder}/{f}" for f in os.listdir(folder) if f.endswith(".c"))


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
