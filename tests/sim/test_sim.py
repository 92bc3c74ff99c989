"""The rules lab: exact Heavenly probabilities, determinism across workers, CLI and reports."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from typer.testing import CliRunner

from marsmatch.cli import app
from marsmatch.sim.config import SimConfig
from marsmatch.sim.heavenly import Shoe, brute_force, exact_probabilities, joint
from marsmatch.sim.runner import run
from marsmatch.sim.stats import summarise, wilson

runner = CliRunner()


@pytest.mark.parametrize("shoe", [
    Shoe(3, 3, 3, 2, 2, 2, need3=2, need_bj=1, need_lj=1),
    Shoe(2, 4, 3, 2, 2, 1, need3=2, need_bj=1, need_lj=1),
    Shoe(4, 2, 3, 2, 2, 1, need3=1, need_bj=1, need_lj=1),
    Shoe(3, 4, 4, 2, 2, 4, need3=2, need_bj=1, need_lj=1),
    Shoe(2, 5, 4, 2, 2, 2, need3=3, need_bj=1, need_lj=1),
])
def test_exact_probabilities_match_brute_force_enumeration(shoe: Shoe) -> None:
    assert exact_probabilities(0, shoe) == brute_force(shoe)


def test_per_player_probabilities_are_the_hypergeometric_formulas() -> None:
    from math import comb

    for n in (2, 4, 8):
        total, hand = 54 * n, 54
        p = exact_probabilities(n)["per_player"]
        assert p["starlink"] == Fraction(comb(4 * n, 6) * comb(total - 4 * n, hand - 6),
                                         comb(total, hand))
        assert p["ufo"] == Fraction(comb(n, 2) ** 2 * comb(total - 2 * n, hand - 4),
                                    comb(total, hand))
        # two Starlinks need 12 threes: impossible for N = 2, so per round = 2 x per player
    two = exact_probabilities(2)
    assert two["per_round"]["starlink"] == 2 * two["per_player"]["starlink"]
    assert joint(Shoe.marsmatch(2), 2, 0, 0) == 0


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-9
    assert wilson(0, 10)[0] == 0.0


def test_deal_only_frequencies_agree_with_exact() -> None:
    cfg = SimConfig(players=4, rounds=3000, deal_only=True, seed="freq")
    summary = summarise(cfg, run(cfg, workers=1))
    for scope in ("per_player", "per_round"):
        for ev, row in summary["heavenly"][scope].items():
            assert row["agrees99"], (scope, ev, row)


def test_results_identical_for_any_worker_count() -> None:
    cfg = SimConfig(players=3, rounds=30, bots=("greedy", "random"), seed="det")
    one = run(cfg, workers=1)
    two = run(cfg, workers=2)
    assert one == two
    assert [r["i"] for r in one] == list(range(30))
    sj = SimConfig(game="shengji", rounds=6, bots=("greedy", "random"), seed="det", decks=1)
    assert run(sj, workers=1) == run(sj, workers=2)


def test_dask_backend_gives_the_same_results() -> None:
    from dask.distributed import Client, LocalCluster

    cfg = SimConfig(players=2, rounds=12, bots=("greedy",), seed="dask")
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        got = run(cfg, dask_scheduler=client)
        by_address = run(cfg, dask_scheduler=cluster.scheduler_address)
    assert got == run(cfg, workers=1) == by_address


def test_simulate_cli_json_report_and_compare(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    res = runner.invoke(app, ["simulate", "--players", "3", "--rounds", "20", "--bots",
                              "greedy,random", "--workers", "1", "--seed", "5", "--json",
                              "--out", str(a), "--report", str(tmp_path / "rep")])
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout.strip().splitlines()[-1])
    assert summary["rounds"] == 20 and summary["heavenly"]["per_player"]["starlink"]["n"] == 60
    html = (tmp_path / "rep" / "index.html").read_text()
    assert html.count("data:image/png;base64,") >= 4 and "Heavenly" in html
    assert json.loads((tmp_path / "rep" / "summary.json").read_text())["rounds"] == 20
    res = runner.invoke(app, ["simulate", "--players", "3", "--rounds", "20", "--workers", "1",
                              "--rule", "streak_to_win=0", "--out", str(b), "--seed", "5"])
    assert res.exit_code == 0, res.output
    res = runner.invoke(app, ["simulate", "--compare", str(a), str(b), "--report",
                              str(tmp_path / "cmp")])
    assert res.exit_code == 0, res.output
    assert "streak_to_win=0" in res.output
    assert (tmp_path / "cmp" / "compare.html").exists()


def test_simulate_vary_and_shengji_report(tmp_path: Path) -> None:
    res = runner.invoke(app, ["simulate", "--game", "shengji", "--rounds", "4", "--workers", "1",
                              "--vary", "decks=1,2", "--json", "--report", str(tmp_path)])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout.strip().splitlines()[-1])
    assert data["labels"] == ["decks=1", "decks=2"]
    res = runner.invoke(app, ["simulate", "--game", "shengji", "--rounds", "4", "--workers", "1",
                              "--decks", "1", "--report", str(tmp_path / "sj")])
    assert res.exit_code == 0, res.output
    assert "attackers" in (tmp_path / "sj" / "index.html").read_text()


def test_simulate_bad_input_is_one_line() -> None:
    for args in (["--bots", "genius"], ["--rule", "nope=1"], ["--game", "chess"]):
        res = runner.invoke(app, ["simulate", "--rounds", "2", "--workers", "1", *args])
        assert res.exit_code == 2
        assert "error:" in res.output and "Traceback" not in res.output


def test_arena_cli_reports_win_rates() -> None:
    res = runner.invoke(app, ["arena", "--bots", "greedy,random", "--rounds", "20",
                              "--workers", "1", "--json"])
    assert res.exit_code == 0, res.output
    rows = json.loads(res.stdout.strip().splitlines()[-1])
    row = rows[0]
    assert row["a"] == "greedy" and row["b"] == "random"
    assert row["bots"]["greedy"]["seats"] == 20 and row["bots"]["random"]["seats"] == 20
    lo, hi = row["bots"]["greedy"]["win"]["ci95"]
    assert 0 <= lo <= row["bots"]["greedy"]["win"]["rate"] <= hi <= 1
    # every real match has one winner: A's share of them counts both bots' wins
    won = [row["bots"][b]["real_match_win"]["count"] for b in ("greedy", "random")]
    assert row["real_match"]["count"] == won[0] and row["real_match"]["n"] == sum(won)


def test_compare_rejects_a_file_that_is_not_a_summary(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{\"x\": 1}")
    res = runner.invoke(app, ["simulate", "--compare", str(bad), str(bad)])
    assert res.exit_code == 2 and "not a simulate summary" in res.output


def test_arena_shengji_duplicate_deals_and_rotation() -> None:
    cfg = SimConfig(game="shengji", rounds=4, bots=("greedy", "random"), rotate=True,
                    duplicate=True, decks=1, seed="dup")
    rounds = run(cfg, workers=1)
    assert [r["bots"] for r in rounds[:2]] == [["greedy", "random"] * 2, ["random", "greedy"] * 2]
    assert rounds[0]["banker"] == rounds[1]["banker"]  # the same deal, teams swapped
    res = runner.invoke(app, ["arena", "--game", "shengji", "--decks", "1", "--bots",
                              "greedy,random", "--rounds", "4", "--workers", "1"])
    assert res.exit_code == 0, res.output
    assert "greedy vs random" in res.output
