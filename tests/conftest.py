"""Lets every test import the helpers beside it (tests/gil.py, tests/rl/oracle ...), and
gives the ``core`` fixture: a test that asks for it runs once on each core of the engines
(``games.cores``: the compiled one and the readable reference)."""

import sys
from pathlib import Path

import pytest

from marsmatch.games.cores import CORES, ENV

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(params=CORES)
def core(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The core this test's rounds run on (set for the whole process while it runs)."""
    monkeypatch.setenv(ENV, request.param)
    return str(request.param)
