"""G1.4, G7 and records.md: records dumped and replayed, fixtures, deal verification, Match."""

import itertools
import json
import random
from pathlib import Path

import pytest
from sj_helpers import PLAYERS, play_random

from marsmatch import records
from marsmatch.bots.shengji import random_action
from marsmatch.errors import RecordError, RulesError
from marsmatch.games.replay import describe, verify_deal
from marsmatch.games.replay import replay as replay_record
from marsmatch.games.shengji import Match, Phase, Rules, new_round
from marsmatch.records import parse_record
from marsmatch.shuffle import commitment

pytestmark = pytest.mark.usefixtures("core")  # each ruling on both cores

FIXTURES = Path(__file__).parents[1] / "fixtures" / "shengji"


def roundtrip(state):
    """Dump a state's record to JSON text and read it back, as a file would."""
    return records.loads_record(state.to_record().dumps())


@pytest.mark.parametrize("decks", [1, 2, 3])
@pytest.mark.parametrize("k", range(4))
def test_G7_random_full_deal_replays_to_the_same_result(decks, k):
    rng = random.Random(100 * decks + k)
    banker = None if k % 2 == 0 else k
    st = new_round(Rules(decks=decks), PLAYERS, seed=f"full-{decks}-{k}", banker=banker)
    play_random(st, rng)
    report = replay_record(roundtrip(st))
    assert report["ok"] and report["finished"]
    assert report["tricks"] == [t.to_dict() for t in st.tricks]
    assert report["attackers_points"] == st.attackers_points
    if st.phase is Phase.SCORED:
        assert report["next_banker"] == st.outcome.next_banker
        assert report["results"] == st.result()
        assert set(report) >= {"kitty_multiplier", "level_changes", "next_banker", "results"}
    else:
        assert report["redeal"] is True
    assert describe(roundtrip(st))[0]


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.json")), ids=lambda p: p.name)
def test_G7_recorded_fixtures_replay_unchanged(path):
    data = json.loads(path.read_text())
    record = parse_record(data["record"])
    report = replay_record(record)
    # every key the fixture recorded must replay the same (new keys may be added)
    for key, value in data["expected"].items():
        assert report[key] == value, key
    if record.seed is not None:
        assert verify_deal(record)["ok"]


def test_G7_report_shapes_for_an_illegal_action():
    data = json.loads((FIXTURES / "position_illegal_follow.json").read_text())
    report = replay_record(parse_record(data["record"]))
    assert report["ok"] is False and report["finished"] is False
    assert report["error"] == {"action": 5, "seat": 1,
                               "reason": "seat 1 can play a pair in hearts (H9 H9), so the "
                                         "follow must include it (G5.4)"}
    assert len(report["tricks"]) == 1  # the completed trick before the error is kept
    text, again = describe(parse_record(data["record"]))
    assert again == report and "action 6 (seat 1) is not legal" in text


def test_G7_position_record_from_records_md():
    rec = parse_record({
        "format": "marsmatch-record/1", "game": "shengji",
        "rules": {"decks": 2, "throw_evaluation_policy": "all"},
        "players": PLAYERS,
        "start": {"phase": "play", "level": "4", "trump": "H", "banker": 1, "leader": 0,
                  "kitty": ["CK"], "points": 0},
        "hands": [["S8", "S8", "S7"], ["D3", "D5", "D6"], ["HA", "HA", "H9"],
                  ["C3", "C4", "C5"]],
        "actions": [{"seat": 0, "play": ["S8", "S8", "S7"]},
                    {"seat": 1, "play": ["D3", "D5", "D6"]},
                    {"seat": 2, "play": ["HA", "HA", "H9"]},
                    {"seat": 3, "play": ["C3", "C4", "C5"]}],
    })
    report = replay_record(rec)
    assert report["ok"] and report["finished"]
    assert report["tricks"] == [{
        "leader": 0, "lead_units": ["pair S8", "single S7"], "failed_throw": None,
        "plays": [{"seat": 0, "cards": ["S8", "S8", "S7"]},
                  {"seat": 1, "cards": ["D3", "D5", "D6"]},
                  {"seat": 2, "cards": ["HA", "HA", "H9"]},
                  {"seat": 3, "cards": ["C3", "C4", "C5"]}],
        "winner": 2, "points": 10}]
    # seat 2 (an attacker) wins the last trick with a pair: the kitty's K counts x4
    assert report["kitty_multiplier"] == 4 and report["kitty_bonus"] == 40
    assert report["attackers_points"] == 50
    assert report["next_banker"] == 3  # 40 <= 50 < 80, 2 decks: the banker side keeps (G6.3)
    assert report["level_changes"][1]["advance"] == 1


def test_G7_no_trump_position():
    rec = parse_record({
        "game": "shengji", "players": PLAYERS,
        "start": {"phase": "play", "level": "5", "trump": None, "banker": 1},
        "hands": [["S5"], ["C5"], ["SA"], ["LJ"]],
        "actions": [{"seat": 1, "play": ["C5"]}, {"seat": 2, "play": ["SA"]},
                    {"seat": 3, "play": ["LJ"]}, {"seat": 0, "play": ["S5"]}],
    })
    report = replay_record(rec)
    assert report["trump"] is None and report["tricks"][0]["winner"] == 3


def test_G1_4_verify_deal():
    st = new_round(Rules(), PLAYERS, seed="verify-me", banker=0)
    good = st.to_record().to_dict()
    good["hands"] = [[str(c) for c in st.hand(s)] for s in range(4)]
    res = verify_deal(parse_record(good))
    assert res == {"ok": True, "commitment": commitment("verify-me"), "commitment_ok": True,
                   "hands_ok": True, "reason": res["reason"]}
    bad = dict(good, commitment=commitment("other"))
    res = verify_deal(parse_record(bad))
    assert not res["ok"] and res["commitment_ok"] is False and "commitment" in res["reason"]
    swapped = dict(good, hands=[good["hands"][1], good["hands"][0]] + good["hands"][2:])
    res = verify_deal(parse_record(swapped))
    assert not res["ok"] and res["hands_ok"] is False and "seats 0, 1" in res["reason"]
    no_seed = parse_record({"game": "shengji", "players": PLAYERS, "hands": [[], [], [], []]})
    with pytest.raises(RecordError, match="no seed"):
        verify_deal(no_seed)
    assert verify_deal(parse_record(good))["ok"]


def test_G7_bad_setup_raises_one_clear_error():
    with pytest.raises(RulesError):
        replay_record(parse_record({"game": "shengji", "players": PLAYERS, "seed": "x",
                                    "rules": {"decks": 2, "jokers_wild": True}}))
    with pytest.raises(Exception, match="no suit"):
        replay_record(parse_record({"game": "shengji", "players": PLAYERS,
                                    "hands": [["7"], ["S7"], ["S8"], ["S9"]],
                                    "start": {"phase": "play", "trump": "S", "banker": 0}}))
    with pytest.raises(RecordError):
        replay_record(parse_record({"game": "shengji", "players": PLAYERS, "hands": [[]] * 4,
                                    "start": {"phase": "lunch"}}))


def test_G7_bad_action_cards_are_reported_not_raised():
    st = new_round(Rules(), PLAYERS, seed="badcards", banker=0)
    rec = st.to_record().to_dict()
    rec["actions"] = [{"seat": 0, "declare": ["X9"]}]
    report = replay_record(parse_record(rec))
    assert report["ok"] is False and "X9" in report["error"]["reason"]
    rec["actions"] = [{"seat": 2, "pass": True}]
    report = replay_record(parse_record(rec))
    assert report["error"]["reason"] == "it is seat 0's turn, not seat 2's (G3.1)"


def test_G6_match_plays_until_a_team_wins():
    rng = random.Random(7)
    match = Match(Rules(decks=1), PLAYERS)
    seeds = (f"match-{i}" for i in range(10_000))
    winner = match.play(lambda st, seat: random_action(st, seat, rng), seeds, max_deals=400)
    assert winner in (0, 1) and match.finished
    assert "A" in match.levels
    played = [d for d in match.deals if not d.get("redeal")]
    for before, after in itertools.pairwise(played):
        assert after["banker"] == before["next_banker"]


def test_G6_4_match_level_changes_follow_the_table():
    match = Match(Rules(), PLAYERS, levels=["K", "5"], banker=0)
    st = match.new_round("levels")
    assert st.level == "K" and st.levels == ("K", "5")
    rng = random.Random(0)
    play_random(st, rng)
    match.finish_round(st)
    changes = {c["team"]: c for c in st.outcome.level_changes}
    assert match.levels == [changes[0]["to"], changes[1]["to"]]


def test_G5_2_hint_is_recorded_and_replayed():
    from marsmatch.games.shengji import Rules as R

    st = new_round(R(decks=3), PLAYERS, hands=[["H8", "H8", "H8"], ["S3", "S3", "S4"],
                                               ["D3", "D4", "D5"], ["C3", "C4", "C5"]],
                   start={"phase": "play", "level": "2", "trump": "S", "banker": 0})
    st.play(0, ["H8", "H8", "H8"], hint="pair")
    assert st.lead_attempt.describe() == ["pair H8", "single H8"]
    st.play(1, ["S3", "S3", "S4"])
    st.play(2, ["D3", "D4", "D5"])
    st.play(3, ["C3", "C4", "C5"])
    assert st.tricks[0].winner == 1  # trump pair + single beat pair H8 + single H8
    rec = st.to_record().to_dict()
    assert rec["actions"][0] == {"seat": 0, "play": ["H8", "H8", "H8"], "hint": "pair"}
    report = replay_record(parse_record(rec))
    assert report["tricks"][0]["lead_units"] == ["pair H8", "single H8"]
    assert report["tricks"][0]["winner"] == 1
