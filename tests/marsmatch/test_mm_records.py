"""Records: fixtures replay to their expected results; the deal follows its test vectors."""

from __future__ import annotations

import hashlib
import hmac
import json
from pathlib import Path

import pytest
from mmhelp import H, brute_count

from marsmatch.errors import RecordError, RulesError
from marsmatch.games.marsmatch import Rules, count_plays, deal, new_round
from marsmatch.games.replay import replay
from marsmatch.records import Record, load_record, loads_record, parse_record
from marsmatch.shuffle import BANKER, SHUFFLE, DealStream, commitment, draw_seat, shuffled

FIXTURES = Path(__file__).parent.parent / "fixtures"
RECORDS = FIXTURES / "marsmatch" / "records"
EXPECTED = json.loads((RECORDS / "expected.json").read_text())


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_recorded_rounds_replay_to_their_results(name):
    assert replay(load_record(RECORDS / name)) == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_records_round_trip_through_json(name):
    rec = load_record(RECORDS / name)
    assert replay(loads_record(rec.dumps())) == EXPECTED[name]


VECTORS = json.loads((FIXTURES / "deal_vectors.json").read_text())


@pytest.mark.parametrize("vector", VECTORS, ids=lambda v: f"{v['seed'][:8]}-{v['players']}")
def test_R1_3_deal_test_vectors(vector):
    seed, n = vector["seed"], vector["players"]
    assert commitment(seed) == vector["commitment"] == hashlib.sha256(seed.encode()).hexdigest()
    stream = DealStream(seed, SHUFFLE)
    assert [format(stream.word(), "016x") for _ in range(6)] == vector["shuffle_words"]
    assert draw_seat(seed, n) == vector["drawn_banker"]
    assert deal(seed, n, vector["banker"]) == vector["hands"]


def test_R1_3_stream_is_hmac_sha256_of_label_and_counter():
    block = hmac.new(b"abc", SHUFFLE + (0).to_bytes(8, "big"), hashlib.sha256).digest()
    stream = DealStream("abc", SHUFFLE)
    assert [stream.word() for _ in range(4)] == [
        int.from_bytes(block[i:i + 8], "big") for i in (0, 8, 16, 24)]
    second = hmac.new(b"abc", BANKER + (0).to_bytes(8, "big"), hashlib.sha256).digest()
    assert DealStream("abc", BANKER).word() == int.from_bytes(second[:8], "big")


def test_R1_3_fisher_yates_is_unbiased_over_small_shoes():
    counts = {}
    for i in range(6000):
        order = tuple(shuffled("abc", f"s{i}"))
        counts[order] = counts.get(order, 0) + 1
    assert len(counts) == 6 and min(counts.values()) > 850  # 1000 expected each


PERFT = json.loads((FIXTURES / "marsmatch" / "perft.json").read_text())


@pytest.mark.parametrize("case", PERFT, ids=lambda c: f"{len(c['hand'].split())}cards")
def test_R3_13_perft_counts(case):
    h = H(case["hand"])
    assert count_plays(h) == (case["plays"], case["play_types"])
    if case["method"] == "brute force":
        assert brute_count(h) == (case["plays"], case["play_types"])


def base(**extra):
    rec = {"format": "marsmatch-record/1", "game": "marsmatch", "rules": {},
           "players": ["ann", "bo", "cy"], "banker": 0,
           "hands": [["3", "3", "K"], ["5", "A"], ["7", "7", "8"]], "actions": []}
    rec.update(extra)
    return rec


def test_out_of_turn_action_is_reported_with_its_index():
    rec = parse_record(base(actions=[{"seat": 0, "play": ["3", "3"]},
                                     {"seat": 2, "play": ["7", "7"]}]))
    assert replay(rec) == {"ok": False, "error": {
        "action": 1, "seat": 2, "reason": "seat 2 is not to act; seat 1 is (R4.1)"}}


def test_records_md_example_reason():
    rec = parse_record(base(hands=[["9", "9", "K"], ["6", "6", "A"], ["7", "8"]],
                            actions=[{"seat": 0, "play": ["9", "9"]},
                                     {"seat": 1, "play": ["6", "6"], "as": "pair"}]))
    assert replay(rec)["error"]["reason"] == "pair of 6s does not beat pair of 9s (R3.12)"


def test_unfinished_record_reports_the_state_reached():
    rec = parse_record(base(actions=[{"seat": 0, "play": ["3", "3"]}, {"seat": 1, "pass": True}]))
    out = replay(rec)
    assert out["ok"] and out["finished"] is False and out["results"] == []
    assert out["state"]["to_act"] == [2] and out["state"]["counts"] == [1, 2, 3]


def test_finished_record_with_ground_hand():
    rec = parse_record(base(hands=[["7", "7", "7", "8"], ["5"], ["6"]],
                            actions=[{"seat": 0, "play": ["S7", "H7", "7", "8"], "as": "rocket"}]))
    assert replay(rec) == {"ok": True, "finished": True, "results": [
        {"seat": 0, "category": "ground_hand", "points": 500},
        {"seat": 1, "category": "total_loser", "points": 0},
        {"seat": 2, "category": "total_loser", "points": 0}]}


def test_heavenly_entries_name_their_hand():
    rec = parse_record(base(hands=[["4"], ["3"] * 6, ["5", "6"]], banker=0))
    assert replay(rec)["results"] == [{"seat": 1, "category": "heaven_snatch",
                                         "hand": "starlink", "points": 9000}]


def test_bad_records_are_clear_errors():
    with pytest.raises(RecordError, match="not valid JSON"):
        loads_record("{nope")
    with pytest.raises(RulesError, match="not a marsmatch rule option"):
        replay(parse_record(base(rules={"streak": 2})))
    with pytest.raises(RecordError, match="not the deal of the recorded seed"):
        replay(parse_record(base(seed="x")))
    with pytest.raises(RecordError, match='needs "seed" or "hands"'):
        parse_record({"game": "marsmatch", "players": ["a", "b"]})


def test_seed_only_record_derives_the_deal_and_banker():
    state = new_round(Rules(), 4, seed="only-seed")
    rec = Record(game="marsmatch", players=("a", "b", "c", "d"), seed="only-seed")
    assert replay(rec)["finished"] is False
    assert state.banker == draw_seat("only-seed", 4)
