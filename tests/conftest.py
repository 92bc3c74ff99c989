"""Lets every test import the helpers beside it (tests/gil.py, tests/rl/oracle ...); gives
the ``core`` fixture (a test that asks for it runs once on each core of the engines,
``games.cores``: the compiled one and the readable reference), the cluster fixture shared
by tests/server and tests/e2e, the ``budget`` fixture (a speed budget, checked by
``make bench``) and the tiers (``unit``, ``differential``, ``integration``, ``browser``,
``cluster``, ``bench``: docs/testing.md)."""

import ast
import functools
import os
import re
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from marsmatch.games.cores import CORES, ENV

sys.path.insert(0, str(Path(__file__).parent))

# Speed is measured by benchmarks (make bench), not by tests: on a loaded machine a property
# test's example may take seconds, and that is no failure of the rules.
settings.register_profile("marsmatch", deadline=None)
settings.load_profile("marsmatch")


# --- one PostgreSQL database a worker: `make test` runs the suite on two pytest-xdist
# workers, and two workers' servers on one database would see each other's tables ---------
def pytest_configure(config: pytest.Config) -> None:
    # only a worker's own session (``workerinput``): a pytest run inside a test (pytester)
    # must not drop the database its worker's servers are using
    worker = getattr(config, "workerinput", {}).get("workerid")
    url = os.environ.get("MARSMATCH_TEST_PG_URL")
    if worker and url and not url.endswith(f"_{worker}"):
        os.environ["MARSMATCH_TEST_PG_URL"] = _worker_database(url, f"marsmatch_test_{worker}")


def _worker_database(url: str, name: str) -> str:
    """``url`` with its database replaced by ``name``, created (empty) on first use."""
    import asyncio

    import asyncpg

    async def create() -> None:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            await conn.execute(f'CREATE DATABASE "{name}"')
        finally:
            await conn.close()

    asyncio.run(create())
    return url.rsplit("/", 1)[0] + "/" + name


# --- the cluster: several server processes behind nginx on PostgreSQL, for the tests of
# tests/server and tests/e2e that need it (started once, on first use) -------------------
CLUSTER_MISSING = (not os.environ.get("MARSMATCH_TEST_PG_URL") and "no PostgreSQL (make test "
                   "starts one: .ci/with-postgres)") or (
    not (shutil.which("nginx") or os.path.exists("/usr/sbin/nginx"))
    and "no nginx (make test installs it: .ci/ensure-proxy)") or ""


@pytest.fixture(scope="session")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """``marsmatch serve --processes 2`` on the suite's PostgreSQL. Outside CI a missing
    PostgreSQL or nginx skips the tests that use it; in CI (CI=true) they fail."""
    if CLUSTER_MISSING:
        if os.environ.get("CI"):
            pytest.fail(f"the cluster tests need {CLUSTER_MISSING}")
        pytest.skip(CLUSTER_MISSING)
    from server.helpers import Cluster

    events = tmp_path_factory.mktemp("cluster-events")  # live events (test_events_live)
    found = Cluster(os.environ["MARSMATCH_TEST_PG_URL"],
                    tmp_path_factory.mktemp("cluster") / "cluster.log", bot_delay=0.05,
                    env={"MARSMATCH_EVENTS_DIR": str(events)}).start()
    found.events_dir = events
    yield found
    found.stop()


@pytest.fixture(params=CORES)
def core(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The core this test's rounds run on (set for the whole process while it runs)."""
    monkeypatch.setenv(ENV, request.param)
    return str(request.param)


# --- speed budgets: measured by every run, enforced only by `make bench` (--budgets) -------
BUDGETS: list[tuple[str, float, float]] = []


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--budgets", action="store_true",
                     help="fail a test whose measured time passes its budget (make bench)")


@pytest.fixture
def budget(request: pytest.FixtureRequest) -> Callable[[str, float, float], None]:
    """``budget(what, seconds, limit)``: a wall-clock figure and its budget. A loaded machine
    is no failure of the code, so a plain run only reports the figure; ``make bench``
    (``pytest --budgets -m bench``, on a quiet machine) fails when it passes the limit."""
    enforce = request.config.getoption("--budgets")

    def check(what: str, seconds: float, limit: float) -> None:
        BUDGETS.append((f"{request.node.nodeid}: {what}", seconds, limit))
        if enforce:
            assert seconds <= limit, f"{what}: {seconds:.3f} s, over its budget of {limit} s"

    return check


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    over = [(w, s, lim) for w, s, lim in BUDGETS if s > lim]
    if over:
        terminalreporter.section("speed budgets passed (make bench enforces them)")
        for what, seconds, limit in over:
            terminalreporter.line(f"{what}: {seconds:.3f} s > {limit} s")


# --- tiers ---------------------------------------------------------------------------------
#: modules whose tests run the command line (or a script) in a subprocess
SUBPROCESS_MODULES = {"test_cli", "test_play", "test_extras", "test_people_text", "test_desk",
                      "test_ladder", "test_decision", "test_arbitration", "test_training",
                      "test_rl_examples", "test_learned", "test_fairdeal", "test_fairdeal_ts",
                      "test_restart", "test_soak"}
TIERS = ("browser", "cluster", "integration", "differential", "bench")


#: what a test that starts a process (the command line, a script, a tool, a server of
#: tests/helpers.py, a PostgreSQL of tests/server/ownpg.py) calls
PROCESS_CALLS = re.compile(r"\bsubprocess\.|\bPopen\b|\bsys\.executable\b|\b(Server|OwnPostgres)\(")


@functools.cache
def process_functions(path: Path) -> frozenset[str]:
    """The module-level functions of a test module (tests, helpers, fixtures) that start a
    process: directly, through another such function or fixture of the module, or through
    one imported from a sibling test module (``from .test_cli_lang import run``)."""
    try:
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
    except (OSError, SyntaxError):
        return frozenset()
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            imported = process_functions(path.parent / f"{node.module}.py")
            found |= {a.asname or a.name for a in node.names if a.name in imported}
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    found |= {f.name for f in functions
              if PROCESS_CALLS.search(ast.get_source_segment(text, f) or "")}
    grew = True
    while grew:  # a function that calls (or a test that takes) one found is found
        grew = False
        for f in functions:
            names = {n.id for n in ast.walk(f) if isinstance(n, ast.Name)}
            if f.name not in found and (names | {a.arg for a in f.args.args}) & found:
                found.add(f.name)
                grew = True
    return frozenset(found)


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test is ``unit``, ``differential`` or one of the real-process tiers
    (``integration``, ``browser``: a browser test that starts a server is both), plus
    ``cluster`` and ``bench`` where they apply, by folder and fixture:
    tests/e2e and tests that open a page are ``browser``; a real server (tests/server's own
    marks), the cluster or a subprocess (``SUBPROCESS_MODULES``, or found in the test's
    source by ``process_functions``) is ``integration``; a test run on both cores (the
    ``core`` fixture) or a ``*_diff`` module is ``differential``; a test with a speed
    ``budget`` is also ``bench``. ``make test-fast`` runs ``unit`` and ``differential``."""
    for item in items:
        path = Path(str(item.fspath))
        module = path.stem
        names = set(getattr(item, "fixturenames", ()))
        marks = {m.name for m in item.iter_markers()}
        if "e2e" in path.parts or names & {"browser", "page"}:
            marks.add("browser")
        if "cluster" in names or "cluster" in marks:
            marks |= {"cluster", "integration"}
        params = getattr(getattr(item, "callspec", None), "params", {})
        starts = getattr(item, "originalname", item.name) in process_functions(path)
        if (module in SUBPROCESS_MODULES or names & {"server", "spawn", "web_server", "own_pg"}
                or params.get("where") in ("server", "cluster") or starts):
            marks.add("integration")
        if "budget" in names:
            marks.add("bench")
        if not marks & {"browser", "integration"} and (
                "core" in names or module.endswith("_diff") or module == "test_reference_core"):
            marks.add("differential")
        if not marks & {"browser", "integration", "differential"}:
            marks.add("unit")
        for name in sorted(marks & {*TIERS, "unit"}):
            item.add_marker(name)
