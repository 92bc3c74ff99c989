"""The tiers and speed budgets of tests/conftest.py: every test gets one tier by folder and
fixture, and a budget fails only under ``--budgets`` (make bench)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]
CONFTEST = (Path(__file__).parent / "conftest.py").read_text(encoding="utf-8")


@pytest.fixture
def suite(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeconftest(CONFTEST)
    pytester.makeini("[pytest]\nmarkers =\n    unit\n    differential\n    integration\n"
                     "    browser\n    cluster\n    bench\n"
                     "asyncio_default_fixture_loop_scope = function\n")
    pytester.makepyfile(test_budget="""
        import time
        def test_slow(budget):
            budget("a nap", 0.05, 0.01)
        def test_both_cores(core):
            assert core in ("compiled", "reference")
        def test_plain():
            pass
    """)
    pytester.mkdir("e2e")
    pytester.makepyfile(**{"e2e/test_page": "def test_page():\n    pass\n"})
    return pytester


def test_a_passed_budget_is_reported_not_failed_in_a_plain_run(suite: pytest.Pytester) -> None:
    result = suite.runpytest("-q")
    result.assert_outcomes(passed=5)
    result.stdout.fnmatch_lines(["*speed budgets passed*", "*a nap: 0.050 s > 0.01 s*"])


def test_make_bench_fails_a_passed_budget(suite: pytest.Pytester) -> None:
    result = suite.runpytest("-q", "--budgets", "-m", "bench")
    result.assert_outcomes(failed=1, deselected=4)
    result.stdout.fnmatch_lines(["*a nap: 0.050 s, over its budget of 0.01 s*"])


@pytest.mark.parametrize(("expr", "count"), [("unit", 2), ("differential", 2), ("browser", 1),
                                             ("bench", 1), ("integration", 0)])
def test_each_test_gets_its_tier(suite: pytest.Pytester, expr: str, count: int) -> None:
    result = suite.runpytest("-q", "--collect-only", "-m", expr)
    found = re.search(r"(\d+)/\d+ tests? collected", result.stdout.str())
    assert (int(found[1]) if found else 0) == count


def test_a_test_that_starts_a_process_is_integration(suite: pytest.Pytester) -> None:
    """Through a helper of its module, one of a sibling module, or a fixture: the command
    line in a subprocess is no unit test, whatever the module is called."""
    suite.mkpydir("cli")
    suite.makepyfile(**{"cli/test_helper": """
        import subprocess, sys
        def run(*args):
            return subprocess.run([sys.executable, "-c", "pass", *args], check=True)
        def test_direct():
            run()
        def test_in_process():
            assert 1 + 1 == 2
    """, "cli/test_sibling": """
        import pytest
        from .test_helper import run as cli
        @pytest.fixture
        def made():
            return cli("x")
        def test_by_fixture(made):
            pass
        def test_by_import():
            cli()
    """})
    result = suite.runpytest("-q", "--collect-only", "-m", "integration", "cli")
    result.stdout.fnmatch_lines(["*test_direct*", "*test_by_fixture*", "*test_by_import*"])
    assert "test_in_process" not in result.stdout.str()
    unit = suite.runpytest("-q", "--collect-only", "-m", "unit", "cli").stdout.str()
    assert "test_in_process" in unit and "test_direct" not in unit
