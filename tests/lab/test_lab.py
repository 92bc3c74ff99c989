"""The rules lab: targets, intervals, the grid, the cache and resuming, the same results on
any backend (workers, Dask), the tuner's search and its reproducibility, the CLI."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from marsmatch.cli import app
from marsmatch.errors import MarsMatchError
from marsmatch.games.marsmatch import Rules
from marsmatch.lab import cache, grid, sweep
from marsmatch.lab.cache import Cache
from marsmatch.lab.execute import Executor, batches
from marsmatch.lab.measures import estimate, verdict
from marsmatch.lab.space import parse_space, variants
from marsmatch.lab.targets import parse_target
from marsmatch.lab.tune import Settings, Tuner, looks
from marsmatch.sim.runner import lab

mm_lab, sj_lab = lab("marsmatch"), lab("shengji")  # the games' LabPlugins
from marsmatch.sim.config import SimConfig
from marsmatch.sim.runner import play_round

runner = CliRunner()
M = mm_lab.measures


# --- targets and intervals ----------------------------------------------------------------


def test_targets_parse_the_publishers_examples() -> None:
    deal = parse_target("deal_decided<=15%", M)
    share = parse_target("banker_share=1/N+-2pt", M)
    length = parse_target("median_actions=40..80", M)
    assert deal.band(4) == (-math.inf, 0.15)
    assert share.band(4) == pytest.approx((0.23, 0.27))
    assert share.band(8) == pytest.approx((0.105, 0.145))
    assert length.band(3) == (40, 80)
    assert deal.describe(M) == "rounds decided at the deal <= 15%"
    assert share.describe(M) == "banker's share of the wins within 2 points of 1/N"
    assert parse_target("streak_wins>=0.5", M).band(3) == (0.5, math.inf)
    assert parse_target("banker_share=0.25±0.01", M).band(4) == pytest.approx((0.24, 0.26))


@pytest.mark.parametrize("text", ["nonsense", "deal<=15%", "deal_decided<=lots",
                                  "median_actions=80..40", "deal_decided=15%"])
def test_bad_targets_are_one_clear_error(text: str) -> None:
    with pytest.raises(MarsMatchError):
        parse_target(text, M)


def test_intervals_of_each_kind_cover_the_truth() -> None:
    rng = random.Random(7)
    hits = {"ratio": 0, "median": 0, "mean": 0}
    trials = 200
    for _ in range(trials):
        xs, ys = [], []
        for _ in range(300):
            y = 1 + (rng.random() < 0.3)
            xs.append(1.0 if rng.random() < 0.25 * y else 0.0)
            ys.append(float(y))
        r = estimate({"kind": "ratio", "n": 300, "sx": sum(xs), "sy": sum(ys),
                      "sxx": sum(x * x for x in xs), "syy": sum(y * y for y in ys),
                      "sxy": sum(x * y for x, y in zip(xs, ys, strict=True))}, 1.96)
        hits["ratio"] += r["lo"] <= 0.25 <= r["hi"]  # E[x] / E[y] = 0.25
        values = [rng.randrange(0, 101) for _ in range(301)]  # true median 50
        hist: dict[str, int] = {}
        for v in values:
            hist[str(v)] = hist.get(str(v), 0) + 1
        m = estimate({"kind": "median", "hist": hist}, 1.96)
        hits["median"] += m["lo"] <= 50 <= m["hi"]
        e = estimate({"kind": "mean", "n": 301, "s": float(sum(values)),
                      "ss": float(sum(v * v for v in values))}, 1.96)
        hits["mean"] += e["lo"] <= 50 <= e["hi"]
    for kind, h in hits.items():
        assert h / trials >= 0.9, kind  # nominal 95%
    assert verdict((0.2, 0.3), {"lo": 0.21, "hi": 0.29}) == "meets"
    assert verdict((0.2, 0.3), {"lo": 0.31, "hi": 0.4}) == "fails"
    assert verdict((0.2, 0.3), {"lo": 0.25, "hi": 0.35}) == "open"
    assert verdict((-math.inf, 0.15), exact=0.1) == "meets"


# --- the grid -------------------------------------------------------------------------------


def test_grid_sizes_and_axes() -> None:
    assert grid.parse_sizes("2-4", "--players") == [2, 3, 4]
    assert grid.parse_sizes("8,3,5", "--players") == [3, 5, 8]
    with pytest.raises(MarsMatchError):
        grid.parse_sizes("4-2", "--players")
    with pytest.raises(MarsMatchError):
        grid.parse_axis("streak_to_win")
    base = SimConfig(seed="g", rounds=5)
    cells = grid.cells(mm_lab, base, [2, 3], [("streak_to_win", ["2", "3"]),
                                             ("heaven_snatch", ["best_type", "all"])])
    assert len(cells) == 8 and cells[0].label == "streak_to_win=2 heaven_snatch=best_type"
    with pytest.raises(MarsMatchError):
        grid.cells(mm_lab, base, [2], [("no_such_option", ["1"])])
    with pytest.raises(MarsMatchError):
        grid.cells(mm_lab, base, [1], [])


def test_scaled_rules_play_like_the_rules_worked_out_for_the_table() -> None:
    scaled = ("heavenly_scale=4", "streak_scale=4", "starlink_threes=6")
    for n in (3, 5):
        a = SimConfig(players=n, rules=scaled, seed="scale")
        b = SimConfig(players=n, rules=tuple(f"{k}={v}" for k, v in
                                             Rules.from_assignments(scaled).at_table(n)
                                             .to_dict().items()), seed="scale")
        for i in range(4):
            ra, rb = play_round(a, i), play_round(b, i)
            assert ra == rb
    # variants that play the same at a table share its simulation
    a = SimConfig(players=4, rules=("heavenly_hands=starlink", "ufo_big_jokers=3"))
    b = SimConfig(players=4, rules=("heavenly_hands=starlink",))
    assert mm_lab.table_rules(a) == mm_lab.table_rules(b)


# --- cache, resuming, backends ----------------------------------------------------------------


def _sweep(tmp: Path | None, workers: int = 1, dask: object = None, rounds: int = 12,
           sizes: tuple[int, ...] = (2, 3)) -> tuple[list[dict], int]:
    cells = grid.cells(mm_lab, SimConfig(seed="t", bots=("greedy", "random")), list(sizes),
                       [("streak_to_win", ["2", "3"])])
    with Executor(workers, dask, Cache(tmp)) as ex:
        out = sweep.run(mm_lab, cells, rounds, ex)
        return out, ex.played


def test_sweep_resumes_from_the_cache_and_gives_the_same_result(tmp_path: Path) -> None:
    first, played = _sweep(tmp_path)
    assert played == 2 * 2 * 12
    again, played_again = _sweep(tmp_path)
    assert played_again == 0 and again == first
    # an interrupted run: only some batches on disk; the rest is played, the result equal
    files = sorted(tmp_path.rglob("*.json.gz"))
    for f in files[: len(files) // 2]:
        f.unlink()
    resumed, played_resumed = _sweep(tmp_path)
    assert 0 < played_resumed < played and resumed == first
    assert _sweep(None)[0] == first  # no cache at all


def test_batches_align_so_longer_runs_reuse_shorter_ones(tmp_path: Path) -> None:
    cfg = SimConfig(players=2, seed="align")
    assert [(b.start, b.stop) for b in batches(cfg, 0, 1200, 500)] == [
        (0, 500), (500, 1000), (1000, 1200)]
    assert [(b.start, b.stop) for b in batches(cfg, 250, 600, 500)] == [(250, 500), (500, 600)]
    with Executor(1, None, Cache(tmp_path)) as ex:
        short = ex.run(batches(cfg, 0, 6, 4))
        played = ex.played
        longer = ex.run(batches(cfg, 0, 10, 4))
        assert ex.played - played == 6  # 0-3 is a whole batch, 4-5 only part of one
    assert [r for p in longer for r in p][:6] == [r for p in short for r in p]


def test_same_results_on_one_process_two_workers_and_a_dask_cluster() -> None:
    from dask.distributed import Client, LocalCluster

    one, _ = _sweep(None, workers=1)
    two, _ = _sweep(None, workers=2)
    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        on_dask, _ = _sweep(None, dask=client)
        by_address, _ = _sweep(None, dask=cluster.scheduler_address)
    assert one == two == on_dask == by_address


def test_heavenly_checks_agree_with_exact_values_in_a_deal_only_sweep() -> None:
    cells = grid.cells(mm_lab, SimConfig(seed="exact", deal_only=True), [2, 5],
                       [("starlink_threes", ["6", "8"]), ("heavenly_count", ["exactly",
                                                                             "at_least"])])
    with Executor(1) as ex:
        res = sweep.run(mm_lab, cells, 1200, ex)
    ag = sweep.agreement(res)
    assert 50 <= ag["checked"] <= 2 * 4 * 9  # cells with equal definitions count once
    assert ag["simultaneous_inside"] == ag["checked"]
    assert ag["inside"] >= ag["checked"] - 3  # pointwise 99%: a miss or two is chance
    for c in res:
        m = c["measures"]["deal_decided"]
        assert m["lo99"] <= m["exact"] <= m["hi99"]


# --- the tuner -------------------------------------------------------------------------------


def _tuner(cache: Path | None, dask: object = None, workers: int = 1) -> dict:
    targets = tuple(parse_target(t, M) for t in ("deal_decided<=20%", "median_actions<=60"))
    space = parse_space("marsmatch", ["starlink_threes=8,9", "streak_to_win=2"], None)
    s = Settings(game="marsmatch", sizes=(3, 4), targets=targets, space=space, max_changes=2,
                 top=1, min_rounds=60, max_rounds=120, seed="tune-test")
    with Executor(workers, dask, Cache(cache)) as ex:
        return Tuner(mm_lab, s, ex).run()


def test_tuner_finds_the_smallest_change_that_meets_the_targets(tmp_path: Path) -> None:
    res = _tuner(tmp_path)
    assert [v["label"] for v in res["found"]] == ["starlink_threes=9 streak_to_win=2"]
    found = res["found"][0]
    assert found["status"] == "meets" and found["meets_at"] == [3, 4]
    assert any("nine natural 3s" in s for s in found["rule_book"])
    assert any("two tricks in a row" in s for s in found["rule_book"])
    assert found["options"] == ["--rule starlink_threes=9", "--rule streak_to_win=2"]
    c = res["counts"]
    assert c["ruled_out_exactly"] >= 2 and c["meets"] == 1
    exact_rows = [r for r in found["evidence"] if r["exact"]]
    assert {r["size"] for r in exact_rows} == {3, 4} and all(r["rounds"] == 0
                                                             for r in exact_rows)
    # same seed, same result: from the cache, without it, and on a Dask cluster
    assert _tuner(tmp_path) == res
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        assert _tuner(None, dask=client) == res


def test_tuner_reaches_the_length_target_with_the_tables_trick_goal(tmp_path: Path) -> None:
    """The streak cannot make a real match 40-80 actions long at both 3 and 8 players; the
    table's trick goal, scaled by players, can (issue 14's length target)."""
    targets = tuple(parse_target(t, M) for t in ("deal_decided<=15%", "median_actions=40..80"))
    space = parse_space("marsmatch", ["heavenly_hands=none", "trick_goal=table,total",
                                      "streak_scale=7"], None)
    s = Settings(game="marsmatch", sizes=(3, 8), targets=targets, space=space, max_changes=3,
                 top=1, min_rounds=100, max_rounds=200, seed="tune-goal")
    with Executor(1, None, Cache(tmp_path)) as ex:
        res = Tuner(mm_lab, s, ex).run()
    assert [v["label"] for v in res["found"]] == [
        "heavenly_hands=none trick_goal=table streak_scale=7"]
    words = " ".join(res["found"][0]["rule_book"])
    assert "with 3 players, the winner of the table's trick number seven wins" in words
    assert "with 8 players, the winner of the table's trick number three wins" in words
    rows = [r for r in res["found"][0]["evidence"] if r["measure"] == "median_actions"]
    assert all(40 <= r["lo"] and r["hi"] <= 80 for r in rows)


def test_rule_book_words_for_the_opening_leader_and_the_total_goal() -> None:
    from marsmatch.games.marsmatch import Rules
    from marsmatch.words import text

    words = [text(m) for m in mm_lab.describe_rules(Rules(opening_leader="drawn",
                                                          trick_goal="total"), [3, 4])]
    assert any(w.startswith("Opening leader: a seat drawn at random") for w in words)
    assert any("the first player to win three tricks in all wins the real match" in w
               for w in words)
    assert mm_lab.describe_rules(Rules(), [3, 4]) == []


def test_search_space_order_and_sizes() -> None:
    space = parse_space("marsmatch", [], mm_lab.tune_space)
    vs = variants("marsmatch", space, 2)
    assert vs[0].label == "the rules as given"
    costs = [v.cost for v in vs]
    assert costs == sorted(costs)
    assert not any(v.label == "ufo_big_jokers=0 ufo_little_jokers=0" for v in vs)
    with pytest.raises(MarsMatchError):
        parse_space("marsmatch", ["starlink_threes=0"], None)
    with pytest.raises(MarsMatchError):
        parse_space("marsmatch", ["streak_to_win"], None)
    assert looks(250, 8000) == [250, 500, 1000, 2000, 4000, 8000]
    assert looks(100, 150) == [100, 150]


# --- Shengji in the lab ------------------------------------------------------------------------


def test_shengji_sweep_measures_levels_retention_and_the_bottom(tmp_path: Path) -> None:
    res = runner.invoke(app, ["lab", "sweep", "--game", "shengji", "--decks", "1,3",
                              "--option", "kitty_multiplier=seed,power", "--rounds", "3",
                              "--workers", "1", "--no-cache", "--report", str(tmp_path),
                              "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["axis"] == "decks" and len(data["cells"]) == 4
    m = data["cells"][0]["measures"]
    for name in ("banker_retention", "levels_per_deal", "bottom_captured", "bottom_flips",
                 "titanic_bottoms", "bottom_bonus"):
        assert name in m
    assert "bottom decides the bank" in (tmp_path / "index.html").read_text()
    assert set(sj_lab.measures) >= set(m)


# --- the command line ---------------------------------------------------------------------------


def test_sweep_cli_prints_the_key_table_and_writes_one_report(tmp_path: Path) -> None:
    res = runner.invoke(app, ["lab", "sweep", "--players", "2-3", "--rounds", "8",
                              "--option", "streak_to_win=2,3", "--workers", "1",
                              "--cache", str(tmp_path / "c"), "--report", str(tmp_path / "r")])
    assert res.exit_code == 0, res.output
    assert "key table" in res.stdout and "exact Heavenly probabilities" in res.stdout
    html = (tmp_path / "r" / "index.html").read_text()
    assert html.count("data:image/png;base64,") >= 10 and "Key table" in html
    assert json.loads((tmp_path / "r" / "sweep.json").read_text())["rounds"] == 8
    again = runner.invoke(app, ["lab", "sweep", "--players", "2-3", "--rounds", "8",
                                "--option", "streak_to_win=2,3", "--workers", "1",
                                "--cache", str(tmp_path / "c"), "--no-report"])
    assert again.stdout == res.stdout and "0 rounds played" in again.stderr


def test_tune_cli_same_seed_prints_the_same(tmp_path: Path) -> None:
    args = ["lab", "tune", "--players", "3-4", "--target", "deal_decided<=20%",
            "--target", "median_actions<=60", "--search", "starlink_threes=8,9",
            "--search", "streak_to_win=2", "--max-changes", "2", "--top", "1",
            "--min-rounds", "40", "--max-rounds", "80", "--workers", "1", "--seed", "cli",
            "--also-bots", "none", "--skill", "none", "--confirm-bots", "none"]  # greedy alone
    a = runner.invoke(app, [*args, "--cache", str(tmp_path / "c"), "--report",
                            str(tmp_path / "r")])
    assert a.exit_code == 0, a.output
    assert "1 variant shown to meet every target at players 3-4 (95% confidence)" in a.stdout
    assert "starlink_threes=9 streak_to_win=2" in a.stdout and "nine natural 3s" in a.stdout
    b = runner.invoke(app, [*args, "--no-cache", "--no-report"])
    assert b.stdout == a.stdout
    html = (tmp_path / "r" / "index.html").read_text()
    assert "1 variant shown to meet every target" in html and "data:image/png" in html


@pytest.mark.parametrize("args,text", [
    (["sweep", "--players", "1-3"], "2 to 12 players"),
    (["sweep", "--players", "two"], "--players takes a range"),
    (["sweep", "--option", "no_such=1,2"], "not a marsmatch rule option"),
    (["sweep", "--option", "streak_to_win"], "NAME=V1,V2"),
    (["sweep", "--rule", "starlink_threes=0"], "starlink_threes"),
    (["sweep", "--decks", "1-3"], "--decks does not apply"),
    (["sweep", "--game", "shengji", "--players", "4"], "--players does not apply"),
    (["sweep", "--game", "shengji", "--decks", "4"], "1 to 3 decks"),
    (["sweep", "--bots", "genius"], "genius"),
    (["tune", "--target", "speed<=3"], "not a measure"),
    (["tune", "--search", "ufo_big_jokers=-1"], "ufo_big_jokers"),
    (["tune", "--game", "shengji"], "no default targets"),
    (["tune", "--min-rounds", "500", "--max-rounds", "100"], "--max-rounds"),
])
def test_lab_bad_input_is_one_error_line_and_exit_2(args: list[str], text: str) -> None:
    res = runner.invoke(app, ["lab", *args, "--rounds", "2"] if args[0] == "sweep"
                        else ["lab", *args])
    assert res.exit_code == 2, res.output
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and text in lines[0], res.stderr


def test_lab_help_texts() -> None:
    res = runner.invoke(app, ["lab", "--help"])
    assert res.exit_code == 0 and "sweep" in res.stdout and "tune" in res.stdout
    res = runner.invoke(app, ["lab", "sweep", "--help"])
    assert res.exit_code == 0
    for flag in ("--players", "--option", "--rounds", "--dask-scheduler", "--cache",
                 "--report", "--deal-only"):
        assert flag in res.stdout
    res = runner.invoke(app, ["lab", "tune", "--help"])
    assert res.exit_code == 0
    for flag in ("--target", "--search", "--max-changes", "--min-rounds", "--confidence",
                 "--dask-scheduler"):
        assert flag in res.stdout


def test_tuner_reports_likely_variants_when_intervals_stay_open() -> None:
    targets = tuple(parse_target(t, M) for t in ("deal_decided<=20%", "banker_share=1/N+-8pt"))
    s = Settings(game="marsmatch", sizes=(3,), targets=targets, max_changes=1, top=1,
                 space=parse_space("marsmatch", ["starlink_threes=9"], None),
                 min_rounds=30, max_rounds=60, seed="likely")
    with Executor(1) as ex:
        res = Tuner(mm_lab, s, ex).run()
    assert res["found"] == [] and [v["label"] for v in res["likely"]] == ["starlink_threes=9"]
    row = next(r for r in res["likely"][0]["evidence"] if r["measure"] == "banker_share")
    assert row["verdict"] == "open" and row["rounds"] == 60
    assert row["band"][0] <= row["value"] <= row["band"][1] < row["hi"]
    assert res["coverage"]["banker_share=1/N+-8pt"]["3"] == {"meets": 0, "fails": 0, "open": 1}


def test_batch_keys_depend_on_what_a_round_depends_on(monkeypatch: pytest.MonkeyPatch) -> None:
    a = SimConfig(players=3, rules=("streak_to_win=2", "heaven_snatch=all"), seed="k")
    b = SimConfig(players=3, rules=("heaven_snatch=all", "streak_to_win=2"), seed="k",
                  rounds=999)
    assert cache.batch_key(a, 0, 10) == cache.batch_key(b, 0, 10)  # order, rounds: no
    assert cache.batch_key(a, 0, 10) != cache.batch_key(a, 10, 20)
    assert cache.batch_key(a, 0, 10) != cache.batch_key(SimConfig(players=3, seed="k"), 0, 10)
    assert cache.batch_key(a, 0, 10) != cache.batch_key(SimConfig(players=4, seed="k"), 0, 10)
    assert cache.code_fingerprint("marsmatch") != cache.code_fingerprint("shengji")
    before = cache.batch_key(a, 0, 10)
    monkeypatch.setattr(cache, "code_fingerprint", lambda game: "changed engine")
    assert cache.batch_key(a, 0, 10) != before


def test_the_code_fingerprint_follows_compiled_sources_not_built_modules(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = tmp_path / "games" / "marsmatch"
    game.mkdir(parents=True)
    (game / "_core.cpython-311-x86_64-linux-gnu.so").write_bytes(b"build 1")
    (game / "_round.pxi").write_text("# the round")
    monkeypatch.setattr(cache, "PACKAGE", tmp_path)
    fingerprint = cache.code_fingerprint.__wrapped__  # type: ignore[attr-defined]
    before = fingerprint("marsmatch")
    (game / "_core.cpython-311-x86_64-linux-gnu.so").write_bytes(b"build 2, same sources")
    assert fingerprint("marsmatch") == before
    (game / "_round.pxi").write_text("# the round, changed")
    assert fingerprint("marsmatch") != before


def test_never_seen_and_exactly_impossible_agree() -> None:
    cells = grid.cells(mm_lab, SimConfig(seed="zero", deal_only=True, rules=(
        "heavenly_hands=none",)), [3], [])
    with Executor(1) as ex:
        res = sweep.run(mm_lab, cells, 1000, ex)
    assert all(r["exact"] == 0 and r["count"] == 0 and r["agrees"] for r in res[0]["checks"])
    assert sweep.agreement(res)["inside"] == sweep.agreement(res)["checked"]
