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


GAME_NAME = re.compile(r'== *"(marsmatch|shengji)"|"(marsmatch|shengji)" *==')


def consumer_files() -> list[Path]:
    """The Python, TypeScript and Svelte files outside the games' folders (games/ and the
    browser's web/src/games/), without dependencies or the built client."""
    return [path for path in SRC.rglob("*")
            if path.is_file() and "games" not in path.relative_to(SRC).parts
            and "node_modules" not in path.parts and "static" not in path.parts
            and path.suffix in (".py", ".ts", ".svelte")]


def game_name_branches(paths: list[Path]) -> list[str]:
    return [f"{path}:{n}" for path in paths
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if GAME_NAME.search(line)]


def test_no_consumer_branches_on_a_game_name() -> None:
    files = consumer_files()
    kinds = {p.suffix for p in files}
    assert len(files) > 100 and kinds == {".py", ".ts", ".svelte"}  # the glob found the code
    assert SRC / "server" / "table.py" in files and SRC / "games" / "__init__.py" not in files
    assert game_name_branches(files) == []


def test_a_branch_on_a_game_name_is_found(tmp_path: Path) -> None:
    planted = tmp_path / "consumer.py"
    planted.write_text('if game.name == "shengji":\n    pass\n', encoding="utf-8")
    assert game_name_branches([planted]) == [f"{planted}:1"]
