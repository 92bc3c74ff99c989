"""The simulator's compiled and streaming paths: rounds (MarsMatch) and deals (Shengji) of
random bots played in one compiled call are the ones the Python bots play; the folded summary of a stream is the
list-based summary (tests/oracle/sim); a real Dask cluster of worker processes gives the
results of one worker; and memory stays flat as the rounds grow."""

from __future__ import annotations

import tracemalloc

import pytest
from oracle.sim import marsmatch as oracle_mm
from oracle.sim import shengji as oracle_sj

from marsmatch.sim import marsmatch as lab_mm
from marsmatch.sim import shengji as lab_sj
from marsmatch.sim.config import SimConfig
from marsmatch.sim.runner import run, stream, summary
from marsmatch.sim.stats import summarise


@pytest.mark.parametrize("cfg", [
    SimConfig(players=4, rounds=300, bots=("random",), seed="batch"),
    SimConfig(players=2, rounds=200, bots=("random",), seed="b2", rules=("streak_to_win=0",)),
    SimConfig(players=9, rounds=60, bots=("random",), seed="b9", max_actions=40),
    SimConfig(players=4, rounds=400, bots=("random",), seed="deal", deal_only=True),
    SimConfig(players=3, rounds=100, bots=("random",), seed="rot", rotate=True, duplicate=True,
              rules=("heavenly_both=sum", "heaven_snatch=all")),
])
def test_compiled_random_rounds_are_the_python_bots_rounds(cfg):
    compiled = lab_mm.play_rounds(cfg, list(range(cfg.rounds)))
    assert compiled == [oracle_mm.play_round(cfg, i) for i in range(cfg.rounds)]


@pytest.mark.parametrize("cfg", [
    SimConfig(game="shengji", rounds=60, bots=("random",), seed="sjb"),
    SimConfig(game="shengji", rounds=40, bots=("random",), seed="sj1", decks=1,
              rules=("kitty_multiplier=power", "throw_penalty=ten_per_attempt")),
    SimConfig(game="shengji", rounds=30, bots=("random",), seed="sj3", decks=3, rotate=True,
              duplicate=True, rules=("trick_draw_policy=only_draw_tractor_on_tractor",)),
    SimConfig(game="shengji", rounds=20, bots=("random",), seed="cut", max_actions=60),
])
def test_compiled_random_deals_are_the_python_bots_deals(cfg):
    compiled = lab_sj.play_rounds(cfg, list(range(cfg.rounds)))
    assert compiled == [oracle_sj.play_round(cfg, i) for i in range(cfg.rounds)]
    scored = [not r["redeal"] for r in compiled]
    assert any(scored) if cfg.max_actions > 60 else not any(scored)


@pytest.mark.parametrize("cfg", [
    SimConfig(players=4, rounds=300, bots=("random",), seed="sum"),
    SimConfig(players=3, rounds=40, bots=("greedy", "random"), seed="mix", rotate=True),
    SimConfig(players=4, rounds=500, bots=("random",), seed="only", deal_only=True),
])
def test_folded_summary_is_the_list_summary(cfg):
    rounds = run(cfg, workers=1)
    assert summarise(cfg, iter(rounds)) == oracle_mm.summarise(cfg, rounds)
    assert lab_mm.summarise(cfg, iter(rounds)) == oracle_mm.summarise(cfg, rounds)


def test_folded_shengji_summary_is_the_list_summary():
    cfg = SimConfig(game="shengji", rounds=8, bots=("greedy", "random"), seed="sj", decks=1)
    rounds = run(cfg, workers=1)
    assert lab_sj.summarise(cfg, iter(rounds)) == oracle_sj.summarise(cfg, rounds)


@pytest.mark.parametrize("cfg", [
    SimConfig(players=4, rounds=900, bots=("greedy", "random"), seed="fold", rotate=True),
    SimConfig(game="shengji", rounds=60, bots=("greedy", "random"), seed="fold", decks=1,
              rotate=True, duplicate=True),
])
def test_summaries_folded_by_the_workers_are_the_list_summary(cfg):
    """``runner.summary`` folds each chunk where it was played and merges the folds."""
    rounds = run(cfg, workers=1)
    oracle = (oracle_mm if cfg.game == "marsmatch" else oracle_sj).summarise(cfg, rounds)
    assert summary(cfg, workers=1) == oracle
    assert summary(cfg, workers=2) == oracle


def test_stream_keeps_round_order_on_a_process_pool():
    cfg = SimConfig(players=3, rounds=500, bots=("random",), seed="order")
    seen = []
    got = list(stream(cfg, workers=2, progress=seen.append))
    assert [r["i"] for r in got] == list(range(500)) and sum(seen) == 500
    assert got == run(cfg, workers=1)


@pytest.mark.integration  # a subprocess
def test_a_real_dask_cluster_of_processes_gives_one_workers_results():
    from dask.distributed import Client, LocalCluster

    cfg = SimConfig(players=4, rounds=120, bots=("greedy", "random"), seed="cluster")
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        by_client = run(cfg, dask_scheduler=client)
        by_address = run(cfg, dask_scheduler=cluster.scheduler_address)
        folded = summary(cfg, dask_scheduler=client)
    one = run(cfg, workers=1)
    assert by_client == one == by_address
    assert summarise(cfg, by_client) == summarise(cfg, one) == folded


def _peak(rounds: int) -> int:
    cfg = SimConfig(players=4, rounds=rounds, bots=("random",), seed="flat")
    tracemalloc.start()
    try:
        folded = summarise(cfg, stream(cfg, workers=1))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert folded["rounds"] == rounds
    return peak


def test_memory_stays_flat_as_rounds_grow():
    small, large = _peak(1_000), _peak(10_000)
    assert large < 1.5 * small, (small, large)
