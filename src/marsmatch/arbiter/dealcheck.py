"""Deal checks that say what they prove (docs/records.md, "The verifiable deal").

One place verifies a record's deal, for every game: ``check_deal``. It recomputes what
was committed to (the seed, or for a deal the players helped shuffle the server's seed),
compares it with the commitment published before the deal, checks each player's value
and the mixing (``shuffle.check_seed``), says who took part in choosing the deal, and
compares the hands the record holds with the hands the seed deals, seat by seat and card
by card. Each check is a sentence with its status, and ``proves`` says in one sentence
what the record's deal does and does not show.

A seed that is not the committed one (``seed_replaced``) is a failure of the deal, not of
any player: the record's deal was changed after the commitment, so its actions cannot be
judged against it (``explain`` says so instead of blaming the first action that no
longer fits).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..errors import MarsMatchError, RecordError
from ..games import Game, find_game
from ..records import Record
from ..shuffle import DEAL_SCHEME, check_seed


def _name(record: Record, seat: int) -> str:
    return (f"{record.players[seat]} (seat {seat})" if 0 <= seat < len(record.players)
            else f"seat {seat}")


def _names(record: Record, seats: Sequence[int]) -> str:
    names = [_name(record, s) for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _hands(game: Game, record: Record, hands: Sequence[Sequence[str]]) -> list[Counter[str]]:
    """Each seat's cards as the engine reads them (MarsMatch: ranks; Shengji: suited
    cards), so both sides of a comparison are written the same way."""
    rules = game.rules(record.rules, **game.record_rules_init(record))
    state = game.new_round(rules, players=record.players, hands=hands, banker=record.banker)
    return [Counter(str(c) for c in state.view(s).get("hand", []))
            for s in range(len(record.players))]


def _differences(game: Game, record: Record, dealt: Sequence[Sequence[str]]
                 ) -> list[dict[str, Any]]:
    """Per seat whose recorded hand is not the seed's: the cards the seed deals that the
    record lacks (``missing``) and the cards the record holds that the seed does not deal
    (``extra``)."""
    assert record.hands is not None
    if len(record.hands) != len(record.players):
        raise RecordError(f"the record holds {len(record.hands)} hands for "
                          f"{len(record.players)} players")
    given, seeded = _hands(game, record, record.hands), _hands(game, record, dealt)
    out = []
    for seat, (g, d) in enumerate(zip(given, seeded, strict=True)):
        if g != d:
            out.append({"seat": seat, "name": record.players[seat],
                        "missing": sorted((d - g).elements()),
                        "extra": sorted((g - d).elements())})
    return out


def check_deal(record: Record, game: Game | None = None) -> dict[str, Any]:
    """Every check of the record's deal, what each shows, and what they prove together.

    Keys (a superset of ``verify-deal --json``, records.md): ``ok``, ``commitment`` (the
    SHA-256 of what was committed to, recomputed), ``published`` (the record's),
    ``commitment_ok``, ``hands_ok``, ``banker``, ``reason``, ``hands`` (the seed's deal);
    for scheme 2 ``scheme``, ``seed_ok`` and ``contributions``; and ``players_took_part``,
    ``participants`` (seats whose values are mixed in), ``hand_differences``,
    ``seed_replaced``, ``checks`` (``[{"check", "status", "text"}]``; status ``ok``,
    ``failed``, ``missing`` or ``none``) and ``proves``."""
    game = game or find_game(record.game)
    if record.seed is None:
        raise RecordError("the record has no seed, so there is no deal to verify")
    n = len(record.players)
    rules = game.rules(record.rules, **game.record_rules_init(record))
    dealt = game.deal(record.seed, rules, n, record.banker)
    seed = check_seed(record.seed, record.commitment, record.deal)
    scheme2 = record.deal is not None
    checks: list[dict[str, Any]] = []
    problems = list(seed["problems"])

    # the commitment published before the deal, against the seed's
    what = "the server's seed" if scheme2 else "the seed"
    if seed["commitment_ok"] is None:
        checks.append({"check": "commitment", "status": "missing",
                       "text": f"no commitment was published, so nothing shows {what} was "
                               "fixed before the deal"})
    elif seed["commitment_ok"]:
        checks.append({"check": "commitment", "status": "ok",
                       "text": f"{what} matches the commitment published before the deal "
                               f"(sha256 {seed['commitment'][:16]}…)"})
    else:
        checks.append({"check": "commitment", "status": "failed",
                       "text": f"{what} is not the one committed to before the deal: its "
                               f"sha256 is {seed['commitment'][:16]}…, the published "
                               f"commitment {str(record.commitment)[:16]}…"})

    # who took part in choosing the deal
    contributions = []
    participants: list[int] = []
    if scheme2:
        assert record.deal is not None
        for c, part in zip(record.deal.get("contributions", []), seed["contributions"],
                           strict=True):
            seat = int(c["seat"])
            contributions.append({**part, "name": _name(record, seat)})
            if part["used"]:
                participants.append(seat)
        withheld = [int(c["seat"]) for c in contributions if c["commitment_ok"] is None]
        wrong = [int(c["seat"]) for c in contributions if c["commitment_ok"] is False]
        who = _names(record, participants) if participants else "none"
        if participants:
            text = (f"{_names(record, participants)} took part: "
                    f"{'their values' if len(participants) > 1 else 'its value'}, matching "
                    "the commitments sent before the deal, are mixed into the shuffle seed")
        else:
            text = ("no player took part: no player's value is mixed in, so the server "
                    "alone chose this deal")
        if withheld:
            text += (f"; {_names(record, withheld)} committed but never revealed a value "
                     "(not mixed in)")
        if wrong:
            text += f"; the value of {_names(record, wrong)} does not match its commitment"
        checks.append({"check": "participation", "status": "ok" if participants else "none",
                       "text": text, "who": who})
        checks.append({"check": "mixing", "status": "ok" if seed["seed_ok"] else "failed",
                       "text": "the shuffle seed is the server's seed mixed with exactly "
                               "those values" if seed["seed_ok"] else
                               "the shuffle seed is not the server's seed mixed with the "
                               "players' values: the record's seed was replaced"})
    else:
        checks.append({"check": "participation", "status": "none", "who": "none",
                       "text": "no player took part: whoever made the record chose the seed "
                               "alone"})

    # the hands the record holds, against the seed's deal
    differences: list[dict[str, Any]] = []
    hands_ok: bool | None = None
    if record.hands is None:
        checks.append({"check": "hands", "status": "none",
                       "text": "the record holds no hands: the replay deals them from the "
                               "seed, so the hands stand or fall with the seed"})
    else:
        try:
            differences = _differences(game, record, dealt.hands)
        except MarsMatchError as exc:
            problems.append(f"the recorded hands cannot be read: {exc}")
            hands_ok = False
            checks.append({"check": "hands", "status": "failed", "text": str(exc)})
        else:
            hands_ok = not differences
            if hands_ok:
                checks.append({"check": "hands", "status": "ok",
                               "text": "the seed deals exactly the hands the record holds"})
            else:
                seats = [d["seat"] for d in differences]
                problems.append("the recorded hands differ from the seed's deal at "
                                + _names(record, seats))
                checks.append({"check": "hands", "status": "failed",
                               "text": "the recorded hands are not the seed's deal: " + "; ".join(
                                   f"{_name(record, d['seat'])} holds "
                                   + (" ".join(d["extra"]) or "nothing")
                                   + " that the seed does not deal, and lacks "
                                   + (" ".join(d["missing"]) or "nothing")
                                   for d in differences)})

    replaced = seed["commitment_ok"] is False or seed.get("seed_ok") is False
    proves = _proves(record, seed, replaced, hands_ok, participants)
    reason = "; ".join(problems) or proves
    out: dict[str, Any] = {
        "ok": not problems, "commitment": seed["commitment"], "published": record.commitment,
        "commitment_ok": seed["commitment_ok"], "hands_ok": hands_ok, "banker": dealt.banker,
        "reason": reason, "hands": [list(h) for h in dealt.hands],
        "players_took_part": bool(participants), "participants": participants,
        "hand_differences": differences, "seed_replaced": replaced, "checks": checks,
        "proves": proves}
    if scheme2:
        out.update({"scheme": DEAL_SCHEME, "seed_ok": seed["seed_ok"],
                    "contributions": contributions})
    return out


def _proves(record: Record, seed: dict[str, Any], replaced: bool, hands_ok: bool | None,
            participants: list[int]) -> str:
    """What the deal's checks prove together, in one sentence."""
    if replaced:
        return ("the deal failed: the record's seed is not the one committed to before the "
                "deal, so its deal was changed afterwards; no action can be judged against "
                "it, and no player is to blame for it")
    if hands_ok is False:
        return ("the deal failed: the record's hands are not the deal of its seed, so they "
                "were changed; no action can be judged against them")
    if seed["commitment_ok"] is None:
        return ("the deal follows from the record's seed, but no commitment was published, "
                "so nothing shows the seed was fixed before the deal")
    if participants:
        return (f"nobody alone chose this deal: the server fixed its seed before any value "
                f"existed and {_names(record, participants)} mixed in "
                f"{'their values' if len(participants) > 1 else 'a value'}; the deal follows "
                "from that seed")
    return ("the deal follows from a seed fixed before the deal (it matches the published "
            "commitment); no player took part, so nothing shows that whoever made it did "
            "not choose it")
