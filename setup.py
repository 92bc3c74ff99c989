"""Build of the compiled core (Cython + C, docs/compiled-core.md); the metadata is in
pyproject.toml. ``pip install -e .`` (``make setup``) compiles every module below in place
with the system C compiler; ``make build-ext`` rebuilds them after an edit.

Each game's rule C is compiled once, into a shared library beside the game's module
(``LIBRARIES``); every module that plays the game in C links that library and finds it
next to itself at run time (an ``$ORIGIN``-relative rpath), so the rules exist once in
memory and on disk. ``MARSMATCH_PGO=generate|use`` builds with a profile
(``make build-ext MARSMATCH_PGO=1`` runs the whole profile-guided build);
``MARSMATCH_PGO=libraries``, what a plain ``make build-ext`` asks for, builds the modules
as usual and then the rule libraries of ``PROFILED`` profile-guided."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field

from Cython.Build import cythonize
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.errors import CCompilerError

try:
    from setuptools.modified import newer_group
except ImportError:  # setuptools < 69
    from distutils.dep_util import newer_group

SRC = "src/marsmatch"
CSRC = f"{SRC}/csrc"
#: -fno-semantic-interposition: a function of a shared object may be inlined and called
#: directly within it (ELF would otherwise let another object replace it at load time).
FLAGS = ["-O2", "-std=c11", "-Wall", "-Wno-unused-function", "-fno-semantic-interposition"]
#: ``MARSMATCH_PGO=generate``: an instrumented build (its runs write profiles to build/pgo;
#: atomic counters, since the batches count on several threads at once);
#: ``MARSMATCH_PGO=use``: the build optimised with those profiles. ``MARSMATCH_PGO=1 make
#: build-ext`` runs both with a profiling run between; here 1 (or 0) changes nothing.
#: ``MARSMATCH_PGO=libraries`` (what ``make build-ext`` asks for): the modules as they are,
#: then the rule libraries of ``PROFILED`` rebuilt profile-guided (``profile_libraries``).
PGO = os.environ.get("MARSMATCH_PGO", "")
PGO_DIR = os.path.abspath("build/pgo")
if PGO not in ("", "0", "1", "generate", "use", "libraries"):
    raise SystemExit(f"MARSMATCH_PGO is generate, use or libraries (or 1 for make), not {PGO!r}")


def pgo_flags(mode: str, folder: str) -> list[str]:
    return {"generate": [f"-fprofile-generate={folder}", "-fprofile-update=atomic"],
            "use": [f"-fprofile-use={folder}", "-fprofile-partial-training",
                    "-Wno-missing-profile"]}.get(mode, [])


CFLAGS = [*FLAGS, *pgo_flags(PGO, PGO_DIR)]
LDFLAGS = pgo_flags(PGO, PGO_DIR) if PGO == "generate" else []
#: the profile run of ``profile_libraries``: the engine's own figures, briefly (its output
#: is not read; the instrumented libraries write their profile when it exits)
PROFILE_RUN = ["scripts/bench.py", "--engine", "--json", "--scale", "0.25"]
LIBRARY_PGO_DIR = os.path.abspath("build/pgo-libraries")


def files_of(folder: str, suffix: str) -> list[str]:
    """The files of a folder and its sub-folders (a game's kinds/ sections) by suffix."""
    return sorted(os.path.join(root, f) for root, _dirs, files in os.walk(folder)
                  for f in files if f.endswith(suffix))


def c_files(folder: str, prefix: str = "") -> list[str]:
    """The C files of a folder and its sub-folders whose names start with ``prefix`` (the
    bots' and simulator's folders hold both games' files, ``mm_`` and ``sj_``)."""
    return [f for f in files_of(folder, ".c") if os.path.basename(f).startswith(prefix)]


def headers_of(include: list[str], suffixes: tuple[str, ...] = (".h",)) -> list[str]:
    """The headers of the ``include`` folders: editing one rebuilds what includes them
    (a library's C files too: kinds_unity.c includes the kind sections)."""
    return [h for folder in include for suffix in suffixes for h in files_of(folder, suffix)]


@dataclass
class Library:
    """C sources compiled once into ``<package>/<name>.so``, linked by the modules that use
    them (and by the libraries listed in ``needs``)."""

    package: str
    name: str
    sources: list[str]
    include: list[str]
    needs: list[Library] = field(default_factory=list)


MM = f"{SRC}/games/marsmatch"
SJ = f"{SRC}/games/shengji"
BOTS = f"{SRC}/bots/csrc"
SIM = f"{SRC}/sim/csrc"
FEAT = f"{SRC}/features/csrc"
#: ``MARSMATCH_UNITY=1 setup.py build_ext --inplace --force`` compiles MarsMatch's kind
#: sections as one unit (csrc/kinds_unity.c includes kinds.c and kinds/<kind>.c), so the
#: loops over the kinds' table call each hook directly (docs/compiled-core.md: its cost).
UNITY = os.environ.get("MARSMATCH_UNITY") == "1"
MM_UNITY = f"{MM}/csrc/kinds_unity.c"
MM_SECTIONS = [f"{MM}/csrc/kinds.c", *c_files(f"{MM}/csrc/kinds")]

#: The C shared by several modules, each file compiled once into one library; a library
#: names the libraries its code calls (``needs``).
BASE = Library("marsmatch", "libmarsmatch-base",  # the deal stream and Python's random
               [f"{CSRC}/dealstream.c", f"{CSRC}/pyrandom.c"], [CSRC])
MM_RULES = Library("marsmatch.games.marsmatch", "libmarsmatch-mm-rules",
                   [*(f for f in c_files(f"{MM}/csrc")
                      if f != MM_UNITY and not (UNITY and f in MM_SECTIONS)),
                    *([MM_UNITY] if UNITY else [])],
                   [f"{MM}/csrc", CSRC], [BASE])
SJ_RULES = Library("marsmatch.games.shengji", "libmarsmatch-sj-rules", c_files(f"{SJ}/csrc"),
                   [f"{SJ}/csrc", CSRC], [BASE])
MM_FEATURES = Library("marsmatch.features", "libmarsmatch-mm-features", c_files(FEAT, "mm_"),
                      [FEAT, f"{MM}/csrc", CSRC], [MM_RULES])
QNET = Library("marsmatch.bots", "libmarsmatch-qnet", [f"{BOTS}/qnet.c"], [BOTS])
MM_BOTS = Library("marsmatch.bots", "libmarsmatch-mm-bots", c_files(BOTS, "mm_"),
                  [BOTS, FEAT, f"{MM}/csrc", CSRC], [MM_RULES, MM_FEATURES, QNET])
SJ_BOTS = Library("marsmatch.bots", "libmarsmatch-sj-bots", c_files(BOTS, "sj_"),
                  [BOTS, f"{SJ}/csrc", CSRC], [SJ_RULES, QNET])
SEEDS = Library("marsmatch.sim", "libmarsmatch-seeds", [f"{SIM}/seeds.c"], [SIM, CSRC], [BASE])
LIBRARIES = [BASE, MM_RULES, SJ_RULES, MM_FEATURES, QNET, MM_BOTS, SJ_BOTS, SEEDS]
#: The libraries ``MARSMATCH_PGO=libraries`` builds profile-guided: the deal stream and
#: MarsMatch's rules, whose by-kind sections lose 3-5 % to code layout in a plain -O2 build
#: (docs/compiled-core.md); a profile of their own work wins it back.
PROFILED = [BASE, MM_RULES]
#: module -> the libraries it links (BuildExt adds them at link time)
LINKS: dict[str, list[Library]] = {}


def ext(name: str, pyx: str, sources: list[str], include: list[str],
        links: list[Library]) -> Extension:
    """A module of ``pyx`` and the C ``sources`` only it uses, linking the ``links``
    libraries."""
    LINKS[name] = links
    return Extension(name, [pyx, *sources], include_dirs=include,
                     depends=[*headers_of(include), "setup.py"], extra_compile_args=CFLAGS)


EXTENSIONS = [
    ext("marsmatch._dealstream", f"{SRC}/_dealstream.pyx", [], [CSRC], [BASE]),
    ext("marsmatch.games.marsmatch._core", f"{MM}/_core.pyx", [], [f"{MM}/csrc", CSRC],
        [MM_RULES, BASE]),
    ext("marsmatch.games.shengji._core", f"{SJ}/_core.pyx", [], [f"{SJ}/csrc", CSRC],
        [SJ_RULES, BASE]),
    ext("marsmatch.features._marsmatch", f"{SRC}/features/_marsmatch.pyx", [],
        [FEAT, f"{MM}/csrc", CSRC], [MM_FEATURES, MM_RULES]),
    ext("marsmatch.features._shengji", f"{SRC}/features/_shengji.pyx",
        [f"{FEAT}/sj_encode.c"], [FEAT, f"{SJ}/csrc", CSRC], [SJ_RULES]),
    ext("marsmatch.bots._marsmatch", f"{SRC}/bots/_marsmatch.pyx", [],
        [BOTS, FEAT, f"{MM}/csrc", CSRC], [MM_BOTS, MM_FEATURES, QNET, MM_RULES]),
    ext("marsmatch.bots._shengji", f"{SRC}/bots/_shengji.pyx", [],
        [BOTS, f"{SJ}/csrc", CSRC], [SJ_BOTS, QNET, SJ_RULES, BASE]),
    ext("marsmatch.sim._marsmatch", f"{SRC}/sim/_marsmatch.pyx", [f"{SIM}/mm_rounds.c"],
        [SIM, BOTS, f"{MM}/csrc", CSRC], [MM_BOTS, SEEDS, MM_RULES, BASE]),
    ext("marsmatch.sim._shengji", f"{SRC}/sim/_shengji.pyx", [f"{SIM}/sj_deals.c"],
        [SIM, BOTS, f"{SJ}/csrc", CSRC], [SJ_BOTS, SEEDS, SJ_RULES, BASE]),
]


class BuildExt(build_ext):
    """Builds the libraries first, beside the modules (in place or in the wheel's tree),
    then the modules, each linked to its libraries by an ``$ORIGIN``-relative rpath."""

    in_source = False

    def run(self) -> None:
        # setuptools builds in place by building in build/ and copying the modules to the
        # source tree; the libraries go straight to where the modules will be
        self.in_source = bool(self.inplace)
        super().run()

    def build_extensions(self) -> None:
        for lib in LIBRARIES:
            self.build_library(lib)
        super().build_extensions()
        if PGO == "libraries" and self.in_source:
            self.profile_libraries()

    def profile_libraries(self) -> None:
        """Rebuild the ``PROFILED`` libraries in place with a profile of their own work:
        instrumented, run under ``PROFILE_RUN`` (the modules load whichever build of a
        library is in place), then optimised with what it recorded. Any failure leaves
        the plain build and says so: the engine is the same, only slower."""
        shutil.rmtree(LIBRARY_PGO_DIR, ignore_errors=True)
        env = {**os.environ, "PYTHONPATH": os.path.abspath(SRC), "MARSMATCH_CORE": "compiled"}
        try:
            for lib in PROFILED:
                self.build_library(lib, "generate")
            subprocess.run([sys.executable, *PROFILE_RUN], env=env, check=True,
                           stdout=subprocess.DEVNULL, timeout=300)
            for lib in PROFILED:
                self.build_library(lib, "use")
        except (CCompilerError, OSError, subprocess.SubprocessError) as exc:
            print(f"warning: the profile-guided build of the rule libraries failed ({exc}); "
                  "building them plain", file=sys.stderr)
            for lib in PROFILED:
                self.build_library(lib, "")

    def library_path(self, lib: Library) -> str:
        """Where ``lib`` goes: its package's folder, in the source tree or the build's."""
        if self.in_source:
            folder = self.get_finalized_command("build_py").get_package_dir(lib.package)
        else:
            folder = os.path.dirname(self.get_ext_fullpath(f"{lib.package}._"))
        return os.path.join(folder, lib.name + ".so")

    def link_args(self, package: str, libs: list[Library]) -> list[str]:
        """Link ``libs`` by path (the dynamic section names each by its soname) and find
        them at run time relative to the object, which is in ``package``."""
        args = []
        for lib in libs:
            where = os.path.relpath(lib.package.replace(".", "/"), package.replace(".", "/"))
            args += [self.library_path(lib), f"-Wl,-rpath,$ORIGIN/{where}"]
        return args

    def build_library(self, lib: Library, pgo: str | None = None) -> None:
        """Compile and link ``lib`` when its sources changed; with ``pgo`` (``generate``,
        ``use`` or ``""`` for plain, from ``profile_libraries``) always, under that mode."""
        out = self.library_path(lib)
        depends = [*lib.sources, *headers_of(lib.include, (".h", ".c")), "setup.py"]
        if pgo is None and not (self.force or newer_group(depends, out, "newer")):
            return
        cflags, ldflags = CFLAGS, LDFLAGS
        if pgo is not None:
            cflags = [*FLAGS, *pgo_flags(pgo, LIBRARY_PGO_DIR)]
            ldflags = pgo_flags(pgo, LIBRARY_PGO_DIR) if pgo == "generate" else []
        forced, self.compiler.force = self.compiler.force, self.compiler.force or pgo is not None
        try:
            objects = self.compiler.compile(lib.sources, output_dir=self.build_temp,
                                            include_dirs=lib.include, extra_postargs=cflags,
                                            depends=depends)
        finally:
            self.compiler.force = forced
        # -Bsymbolic: the library's own calls stay inside it (direct, no PLT lookup)
        self.compiler.link_shared_object(
            objects, out, extra_postargs=[f"-Wl,-soname,{lib.name}.so", "-Wl,-Bsymbolic",
                                          *self.link_args(lib.package, lib.needs), "-lm",
                                          *ldflags])

    def build_extension(self, ext: Extension) -> None:
        ext.extra_link_args = [*LDFLAGS, *self.link_args(ext.name.rpartition(".")[0],
                                                         LINKS[ext.name])]
        super().build_extension(ext)

    def get_outputs(self) -> list[str]:
        """The modules and the libraries (an editable or wheel install lists both)."""
        return [*super().get_outputs(), *(self.library_path(lib) for lib in LIBRARIES)]


setup(
    ext_modules=cythonize(EXTENSIONS, language_level=3, include_path=["src"],
                          compiler_directives={"embedsignature": True}),
    cmdclass={"build_ext": BuildExt},
)
