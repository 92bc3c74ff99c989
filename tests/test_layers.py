"""The layering of docs/protocol.md holds: import-linter's contracts, no import cycles, and
no consumer branches on a game's name."""

from __future__ import annotations

import re
import subprocess
import tomllib
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


# --- edges import-linter cannot see: Cython's cimport and literal importlib imports ---------

CIMPORT = re.compile(r"^\s*(?:from\s+(marsmatch[\w.]*)\s+cimport\b|cimport\s+(marsmatch[\w.]*))",
                     re.MULTILINE)
IMPORTLIB = re.compile(r"import_module\(\s*[\"'](marsmatch[\w.]*)[\"']")


def layers() -> list[list[str]]:
    """The layers contract of pyproject.toml, highest first, each a list of packages."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(c for c in config["tool"]["importlinter"]["contracts"]
                    if c["type"] == "layers")
    return [[m.strip() for m in layer.split("|")] for layer in contract["layers"]]


def layer_of(module: str, stack: list[list[str]]) -> int | None:
    for i, layer in enumerate(stack):
        if any(module == m or module.startswith(m + ".") for m in layer):
            return i
    return None


def hidden_edges(path: Path) -> list[str]:
    """The modules a source file reaches by ``cimport`` (.pyx/.pxd/.pxi) or by a literal
    ``importlib.import_module`` (.py)."""
    text = path.read_text(encoding="utf-8")
    found = IMPORTLIB.findall(text) if path.suffix == ".py" else \
        [a or b for a, b in CIMPORT.findall(text)]
    return found


def module_of(path: Path, src: Path) -> str:
    return ".".join(path.relative_to(src.parent).with_suffix("").parts)


def wrong_hidden_edges(src: Path) -> list[str]:
    """Every hidden edge from a lower layer up to a higher one."""
    stack = layers()
    wrong = []
    for path in sorted(src.rglob("*")):
        if path.suffix not in (".py", ".pyx", ".pxd", ".pxi") or "node_modules" in path.parts:
            continue
        here = layer_of(module_of(path, src), stack)
        for target in hidden_edges(path):
            there = layer_of(target, stack)
            if here is not None and there is not None and there < here:
                wrong.append(f"{module_of(path, src)} -> {target}")
    return wrong


def test_cimport_and_importlib_edges_keep_the_layers() -> None:
    stack = layers()
    features = layer_of("marsmatch.features", stack)
    assert features is not None
    assert layer_of("marsmatch.bots", stack) == features - 1  # right above the games:
    assert layer_of("marsmatch.games", stack) == features + 1  # between games and bots
    edges = {t for p in SRC.rglob("*.pyx") for t in hidden_edges(p)}
    assert "marsmatch.games.marsmatch._core" in edges  # the scan sees cimports at all
    assert "marsmatch.features.csrc.mm_encode" in edges
    assert wrong_hidden_edges(SRC) == []


def test_a_wrong_cimport_or_importlib_edge_is_found(tmp_path: Path) -> None:
    src = tmp_path / "marsmatch"
    (src / "games" / "marsmatch").mkdir(parents=True)
    (src / "features").mkdir()
    (src / "games" / "marsmatch" / "_core.pyx").write_text(
        "from marsmatch.features.csrc.mm_encode cimport mm_encode\n", encoding="utf-8")
    (src / "games" / "loader.py").write_text(
        'importlib.import_module("marsmatch.bots.policy")\n', encoding="utf-8")
    (src / "features" / "_marsmatch.pyx").write_text(  # downwards: allowed
        "from marsmatch.games.marsmatch._core cimport RoundCore\n", encoding="utf-8")
    assert wrong_hidden_edges(src) == [
        "marsmatch.games.loader -> marsmatch.bots.policy",
        "marsmatch.games.marsmatch._core -> marsmatch.features.csrc.mm_encode"]


def test_the_features_old_paths_re_export_the_features_layer() -> None:
    """Scripts written against games.marsmatch.tensors / .batch (docs/rl.md) still work:
    the names are the features layer's own objects, not copies."""
    from marsmatch.features import marsmatch as features
    from marsmatch.games.marsmatch import batch, tensors

    assert batch.RoundBatch is features.RoundBatch
    assert all(getattr(tensors, name) is getattr(features, name) for name in tensors.__all__)
    assert "encode_observation" in tensors.__all__ and "RoundBatch" not in tensors.__all__


# --- edges of the compiled objects: the shared libraries each links (setup.py) -------------


def compiled_objects(src: Path = SRC) -> list[Path]:
    """The compiled modules and libraries of the package, built in place."""
    return sorted(src.rglob("*.so"))


def elf_lines(tool: list[str], path: Path) -> list[str]:
    return subprocess.run([*tool, str(path)], capture_output=True, text=True,
                          check=True).stdout.splitlines()


def functions_defined(path: Path) -> set[str]:
    """The global functions an object defines (its own code, not a module's entry)."""
    return {line.split()[-1] for line in elf_lines(["nm", "-D", "--defined-only"], path)
            if line.split()[1:2] == ["T"] and not line.split()[-1].startswith("PyInit_")}


def link_edges(src: Path = SRC) -> list[tuple[str, str]]:
    """(object, library) for each of the project's libraries an object names as needed."""
    libraries = {p.name: p for p in compiled_objects(src) if p.name.startswith("libmarsmatch-")}
    edges = []
    for path in compiled_objects(src):
        for line in elf_lines(["readelf", "-d"], path):
            needed = re.search(r"\(NEEDED\).*\[(libmarsmatch-[\w.-]+)\]", line)
            if needed:
                edges.append((module_of(path, src).split(".cpython")[0],
                              module_of(libraries[needed[1]], src)))
    return edges


def upward(edges: list[tuple[str, str]]) -> list[str]:
    """The edges from a lower layer up to a higher one."""
    stack = layers()
    wrong = []
    for here, target in edges:
        a, b = layer_of(here, stack), layer_of(target, stack)
        if a is not None and b is not None and b < a:
            wrong.append(f"{here} -> {target}")
    return wrong


def test_each_function_of_the_c_is_compiled_into_one_object() -> None:
    """Each game's rules (and the bots', the features' and the deal stream's shared C) are
    one shared library the modules link, not a copy compiled into each module."""
    owners: dict[str, list[str]] = {}
    for path in compiled_objects():
        for name in functions_defined(path):
            owners.setdefault(name, []).append(path.name)
    assert owners["mm_answer_types"] == ["libmarsmatch-mm-rules.so"]  # the scan sees them
    assert owners["ms_stream_init"] == ["libmarsmatch-base.so"]
    assert {n: o for n, o in owners.items() if len(o) > 1} == {}


def test_the_libraries_linked_keep_the_layers() -> None:
    edges = link_edges()
    assert ("marsmatch.bots._marsmatch", "marsmatch.games.marsmatch.libmarsmatch-mm-rules") \
        in edges  # the scan sees the dynamic section
    assert ("marsmatch.sim._marsmatch", "marsmatch.bots.libmarsmatch-mm-bots") in edges
    assert upward(edges) == []
    assert upward([("marsmatch.games.shengji.libmarsmatch-sj-rules",
                    "marsmatch.bots.libmarsmatch-sj-bots")]) == [
        "marsmatch.games.shengji.libmarsmatch-sj-rules -> marsmatch.bots.libmarsmatch-sj-bots"]
