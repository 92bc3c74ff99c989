"""Write docs/rulings.md: each ruling, where the engine implements it and which tests cite it.

    .venv/bin/python scripts/rulings.py          # writes docs/rulings.md
    .venv/bin/python scripts/rulings.py --check  # exit 1 when it is stale or a ruling lacks
                                                 # code or tests

The rulings are those the project's rules documents state (docs/rules-marsmatch.md,
docs/rules-shengji.md; tests/test_rulings_index.py checks they are the specs' when the
specs are at hand). A place *cites* a ruling by its id: a compiled section (a C file of a
game's csrc/) in its comments, a function or class of the reference core
(``marsmatch.reference``) or of the engine's Python in its docstring, and a test in its
name (``test_R3_6_...``, ``test_G5_5a_...``). Ranges (``R3.2-R3.4``) and whole sections
(``(R2)``) cite every ruling they span.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).parents[1]
SRC = ROOT / "src" / "marsmatch"
OUT = ROOT / "docs" / "rulings.md"
GAMES = {"R": ("MarsMatch", "marsmatch", ROOT / "docs" / "rules-marsmatch.md"),
         "G": ("Shengji", "shengji", ROOT / "docs" / "rules-shengji.md")}
ID = re.compile(r"\b([RG])(\d+)\.(\d+)([a-z]?)\b")
RANGE = re.compile(r"\b([RG])(\d+)\.(\d+)\s*-\s*\1?(\d+)\.(\d+)\b")
SECTION = re.compile(r"\(([RG])(\d+)\)")
TEST = re.compile(r"_([RG])(\d+)_(\d+)([a-z]?)(?:_|$)")


def key(ruling: str) -> tuple[str, int, int, str]:
    m = ID.fullmatch(ruling)
    assert m, ruling
    return (m[1], int(m[2]), int(m[3]), m[4])


def rulings() -> list[str]:
    """Every ruling the rules documents state, in order."""
    found = {m[0] for _letter, (_t, _g, doc) in GAMES.items()
             for m in ID.finditer(doc.read_text(encoding="utf-8"))}
    return sorted(found, key=key)


def cited(text: str, known: set[str]) -> set[str]:
    """The rulings a text cites: ids, ranges within a section, whole sections."""
    out = {m[0] for m in ID.finditer(text)}
    for m in RANGE.finditer(text):
        letter, sec, lo, sec2, hi = m[1], int(m[2]), int(m[3]), int(m[4]), int(m[5])
        if sec == sec2:
            out |= {r for r in known if key(r)[:2] == (letter, sec) and lo <= key(r)[2] <= hi}
    for m in SECTION.finditer(text):
        out |= {r for r in known if key(r)[:2] == (m[1], int(m[2]))}
    return out & known


def c_sections(known: set[str]) -> dict[str, list[str]]:
    """Ruling -> the C sections (source files) of the games' compiled cores that cite it."""
    out: dict[str, list[str]] = defaultdict(list)
    for path in sorted(SRC.glob("games/*/csrc/**/*.c")):
        for r in cited(path.read_text(encoding="utf-8"), known):
            out[r].append(str(path.relative_to(SRC)))
    return out


def python_places(folder: Path, known: set[str], skip: tuple[str, ...] = ()) -> dict[str, list[str]]:
    """Ruling -> the functions and classes (module.qualname) of a package citing it in
    their docstrings."""
    out: dict[str, list[str]] = defaultdict(list)
    for path in sorted(folder.rglob("*.py")):
        if path.name in skip:
            continue
        module = ".".join(path.relative_to(SRC.parent).with_suffix("").parts)
        tree = ast.parse(path.read_text(encoding="utf-8"))

        def visit(node: ast.AST, prefix: str, module: str = module) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    name = f"{prefix}{child.name}"
                    for r in sorted(cited(ast.get_docstring(child) or "", known)):
                        out[r].append(f"{module}.{name}")
                    visit(child, name + ".", module)

        visit(tree, "")
    return out


def tests(known: set[str]) -> dict[str, list[str]]:
    """Ruling -> the tests named after it (test_R3_6_..., test_G5_5a_...)."""
    out: dict[str, list[str]] = defaultdict(list)
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for m in TEST.finditer(node.name):
                    r = f"{m[1]}{m[2]}.{m[3]}{m[4]}"
                    if r in known:
                        out[r].append(f"{path.relative_to(ROOT)}::{node.name}")
    return out


def index() -> dict[str, dict[str, list[str]]]:
    """Per ruling: its compiled sections, reference functions, engine (Python) places and
    tests."""
    known = set(rulings())
    c, ref = c_sections(known), python_places(SRC / "reference", known)
    engine = python_places(SRC / "games", known, skip=("text.py", "views.py"))
    t = tests(known)
    return {r: {"c": c[r], "reference": ref[r], "engine": engine[r], "tests": t[r]}
            for r in rulings()}


def problems(found: dict[str, dict[str, list[str]]]) -> list[str]:
    """The rulings with no code or no test."""
    out = []
    for r, places in found.items():
        if not (places["c"] or places["reference"] or places["engine"]):
            out.append(f"{r} has no code that cites it")
        if not places["tests"]:
            out.append(f"{r} has no test named after it")
    return out


def _cell(items: list[str], fmt: str = "`{}`") -> str:
    return "<br>".join(fmt.format(i) for i in items) or "—"


def markdown() -> str:
    found = index()
    lines = ["# Rulings index", "",
             ("Generated by `scripts/rulings.py` from the code (do not edit; "
              "tests/test_rulings_index.py keeps it current). For each ruling of"),
             "docs/rules-marsmatch.md and docs/rules-shengji.md: the compiled sections (C files",
             "under `src/marsmatch/games/<game>/csrc/`) and the reference core's functions",
             "(`marsmatch.reference`) that cite it, where the engine's Python cites it, and the",
             "tests named after it. Each kind of play (MarsMatch, `csrc/kinds/`) and each kind of",
             "unit (Shengji, `csrc/units/`) has one section opening with its rulings.", ""]
    for letter, (title, _game, doc) in GAMES.items():
        lines += [f"## {title} ({doc.relative_to(ROOT)})", "",
                  "| ruling | compiled core | reference core | engine (Python) | tests |",
                  "| --- | --- | --- | --- | --- |"]
        for r, p in found.items():
            if not r.startswith(letter):
                continue
            lines.append(f"| {r} | {_cell(p['c'])} | {_cell(p['reference'])} | "
                         f"{_cell(p['engine'])} | {_cell(p['tests'])} |")
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when docs/rulings.md is stale or a ruling lacks code or tests")
    args = parser.parse_args()
    text = markdown()
    if args.check:
        bad = problems(index())
        if OUT.read_text(encoding="utf-8") != text:
            bad.append("docs/rulings.md is stale: run scripts/rulings.py")
        for line in bad:
            print(f"error: {line}", file=sys.stderr)
        return 1 if bad else 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
