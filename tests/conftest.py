"""Lets every test import the helpers beside it (tests/gil.py, tests/rl/oracle ...); gives
the ``core`` fixture (a test that asks for it runs once on each core of the engines,
``games.cores``: the compiled one and the readable reference) and the cluster fixture shared
by tests/server and tests/e2e."""

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from marsmatch.games.cores import CORES, ENV

sys.path.insert(0, str(Path(__file__).parent))

# Speed is measured by benchmarks (make bench), not by tests: on a loaded machine a property
# test's example may take seconds, and that is no failure of the rules.
settings.register_profile("marsmatch", deadline=None)
settings.load_profile("marsmatch")


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

    found = Cluster(os.environ["MARSMATCH_TEST_PG_URL"],
                    tmp_path_factory.mktemp("cluster") / "cluster.log", bot_delay=0.05).start()
    yield found
    found.stop()


@pytest.fixture(params=CORES)
def core(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The core this test's rounds run on (set for the whole process while it runs)."""
    monkeypatch.setenv(ENV, request.param)
    return str(request.param)
