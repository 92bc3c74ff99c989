"""The layering of docs/protocol.md holds: import-linter's contracts, no import cycles, and
no consumer branches on a game's name."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

import grimp
from importlinter.cli import lint_imports

SRC = Path(__file__).parents[1] / "src" / "marsmatch"
ROOT = Path(__file__).parents[1]


def test_import_contracts_are_kept() -> None:
    assert lint_imports(config_filename=str(ROOT / "pyproject.toml")) == 0


def test_no_import_cycles_between_modules() -> None:
    graph = grimp.build_graph("marsmatch", exclude_type_checking_imports=True)
    modules = sorted(graph.modules)
    state: dict[str, int] = {}  # 1 visiting, 2 done
    cycles: list[list[str]] = []

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for nxt in sorted(graph.find_modules_directly_imported_by(module)):
            if state.get(nxt) == 1:
                cycles.append(path[path.index(nxt):] + [nxt] if nxt in path else [module, nxt])
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[module] = 2

    for module in modules:
        if module not in state:
            visit(module, [module])
    # a package importing its own submodules (``__init__`` re-exports) is not a cycle
    real = [c for c in cycles if not any(b.startswith(a + ".") or a.startswith(b + ".")
                                         for a, b in pairwise(c))]
    assert real == []


def test_no_consumer_branches_on_a_game_name() -> None:
    pattern = re.compile(r'== *"(marsmatch|shengji)"|"(marsmatch|shengji)" *==')
    hits = []
    for path in SRC.rglob("*"):
        if (not path.is_file() or "/games/" in str(path) or "node_modules" in path.parts
                or "static" in path.parts or path.suffix not in (".py", ".ts", ".svelte")):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                hits.append(f"{path.relative_to(SRC)}:{n}")
    assert hits == []
