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
from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import MarsMatchError, RecordError
from ..games import Game, find_game
from ..records import Record
from ..shuffle import DEAL_SCHEME, check_seed
from ..words import cards, error, msg, said, text


def _name(record: Record, seat: int) -> dict[str, Any]:
    """A seat as a message: its player's name and its number."""
    name = record.players[seat] if 0 <= seat < len(record.players) else "?"
    return msg("arbiter-seat", name=name, seat=seat)


def _names(record: Record, seats: Sequence[int]) -> dict[str, Any]:
    """Seats as one message: "Ann (seat 0), Bo (seat 1) and Cy (seat 2)"."""
    items = [_name(record, s) for s in seats]
    out = items[-1]
    if len(items) > 1:
        out = msg("arbiter-and", a=items[-2], b=items[-1])
        for item in reversed(items[:-2]):
            out = msg("arbiter-comma", a=item, b=out)
    return out


def _check(check: str, status: str, mid: str, **args: Any) -> dict[str, Any]:
    """One check: its name, status and sentence (English ``text`` and its ``msg``)."""
    return {"check": check, "status": status, **said(mid, **args)}


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
        raise error(RecordError, "err-holds-hands", hands=str(len(record.hands)),
                    players=str(len(record.players)))
    given, seeded = _hands(game, record, record.hands), _hands(game, record, dealt)
    out = []
    for seat, (g, d) in enumerate(zip(given, seeded, strict=True)):
        if g != d:
            out.append({"seat": seat, "name": record.players[seat],
                        "missing": sorted((d - g).elements()),
                        "extra": sorted((g - d).elements())})
    return out


def check_deal(record: Record, game: Game | None = None,
               boards: Sequence[Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """Every check of the record's deal, what each shows, and what they prove together.

    Keys (a superset of ``verify-deal --json``, records.md): ``ok``, ``commitment`` (the
    SHA-256 of what was committed to, recomputed), ``published`` (the record's),
    ``commitment_ok``, ``hands_ok``, ``banker``, ``reason``, ``hands`` (the seed's deal);
    for scheme 2 ``scheme``, ``seed_ok`` and ``contributions``; and ``players_took_part``,
    ``participants`` (seats whose values are mixed in), ``hand_differences``,
    ``seed_replaced``, ``checks`` (``[{"check", "status", "text"}]``; status ``ok``,
    ``failed``, ``missing`` or ``none``) and ``proves``. A record of a duplicate event
    adds the ``board`` check (``events.boards``): against ``boards``, the event's revealed
    set, or ``missing`` until it is revealed."""
    game = game or find_game(record.game)
    if record.seed is None:
        raise error(RecordError, "err-no-seed")
    n = len(record.players)
    rules = game.rules(record.rules, **game.record_rules_init(record))
    dealt = game.deal(record.seed, rules, n, record.banker)
    seed = check_seed(record.seed, record.commitment, record.deal)
    scheme2 = record.deal is not None
    checks: list[dict[str, Any]] = []
    problems = list(seed["problems"])

    # the commitment published before the deal, against the seed's
    what = msg("arbiter-what", what="server" if scheme2 else "seed")
    digest, published = seed["commitment"][:16], str(record.commitment)[:16]
    if seed["commitment_ok"] is None:
        checks.append(_check("commitment", "missing", "deal-commitment-missing", what=what))
    elif seed["commitment_ok"]:
        checks.append(_check("commitment", "ok", "deal-commitment-ok", what=what,
                             digest=digest))
    else:
        checks.append(_check("commitment", "failed", "deal-commitment-bad", what=what,
                             digest=digest, published=published))

    # who took part in choosing the deal
    contributions = []
    participants: list[int] = []
    if scheme2:
        assert record.deal is not None
        for c, part in zip(record.deal.get("contributions", []), seed["contributions"],
                           strict=True):
            seat = int(c["seat"])
            contributions.append({**part, "name": text(_name(record, seat))})
            if part["used"]:
                participants.append(seat)
        withheld = [int(c["seat"]) for c in contributions if c["commitment_ok"] is None]
        wrong = [int(c["seat"]) for c in contributions if c["commitment_ok"] is False]
        sentence = (msg("deal-took-part", who=_names(record, participants),
                        n=len(participants)) if participants else msg("deal-server-alone"))
        if withheld:
            sentence = msg("deal-also", a=sentence,
                           b=msg("deal-withheld", who=_names(record, withheld)))
        if wrong:
            sentence = msg("deal-also", a=sentence,
                           b=msg("deal-wrong-value", who=_names(record, wrong)))
        checks.append({"check": "participation", "status": "ok" if participants else "none",
                       "text": text(sentence), "msg": sentence,
                       "who": text(_names(record, participants)) if participants
                       else "none", "who_msg": _names(record, participants) if participants
                       else msg("decision-none")})
        checks.append(_check("mixing", "ok" if seed["seed_ok"] else "failed",
                             "deal-mixing-ok" if seed["seed_ok"] else "deal-mixing-bad"))
    else:
        checks.append({**_check("participation", "none", "deal-maker-alone"), "who": "none",
                       "who_msg": msg("decision-none")})

    # the hands the record holds, against the seed's deal
    differences: list[dict[str, Any]] = []
    hands_ok: bool | None = None
    if record.hands is None:
        checks.append(_check("hands", "none", "deal-no-hands"))
    else:
        try:
            differences = _differences(game, record, dealt.hands)
        except MarsMatchError as exc:
            problems.append(f"the recorded hands cannot be read: {exc}")
            hands_ok = False
            checks.append({"check": "hands", "status": "failed", "text": str(exc),
                           "msg": getattr(exc, "msg", None)})
        else:
            hands_ok = not differences
            if hands_ok:
                checks.append(_check("hands", "ok", "deal-hands-ok"))
            else:
                seats = [d["seat"] for d in differences]
                problems.append("the recorded hands differ from the seed's deal at "
                                + text(_names(record, seats)))
                per_seat = [msg("deal-hands-seat", who=_name(record, d["seat"]),
                                extra=cards(d["extra"]) if d["extra"] else
                                msg("arbiter-nothing"),
                                missing=cards(d["missing"]) if d["missing"] else
                                msg("arbiter-nothing")) for d in differences]
                checks.append(_check("hands", "failed", "deal-hands-bad", seats=per_seat))

    _board_check(record, boards, checks, problems)
    replaced = seed["commitment_ok"] is False or seed.get("seed_ok") is False
    proves = _proves(record, seed, replaced, hands_ok, participants)
    reason = "; ".join(problems) or text(proves)
    out: dict[str, Any] = {
        "ok": not problems, "commitment": seed["commitment"], "published": record.commitment,
        "commitment_ok": seed["commitment_ok"], "hands_ok": hands_ok, "banker": dealt.banker,
        "reason": reason, "hands": [list(h) for h in dealt.hands],
        "players_took_part": bool(participants), "participants": participants,
        "hand_differences": differences, "seed_replaced": replaced, "checks": checks,
        "proves": text(proves), "proves_msg": proves}
    if scheme2:
        out.update({"scheme": DEAL_SCHEME, "seed_ok": seed["seed_ok"],
                    "contributions": contributions})
    return out


def _board_check(record: Record, boards: Sequence[Mapping[str, Any]] | None,
                 checks: list[dict[str, Any]], problems: list[str]) -> None:
    """The event board check (a record of a duplicate event only)."""
    from ..events.boards import check_board, pending

    waiting = pending(record)
    if waiting is None:
        return
    if boards is None:
        checks.append({"check": "board", "status": "missing", "text": text(waiting),
                       "msg": waiting})
        return
    got = check_board(record, boards)
    problems.extend(got["problems"])
    checks.append({"check": "board", "status": "ok" if got["ok"] else "failed",
                   "text": got["proves"], "msg": got["msg"]})


def _proves(record: Record, seed: dict[str, Any], replaced: bool, hands_ok: bool | None,
            participants: list[int]) -> dict[str, Any]:
    """What the deal's checks prove together, as one message."""
    if replaced:
        return msg("deal-proves-replaced")
    if hands_ok is False:
        return msg("deal-proves-hands")
    if seed["commitment_ok"] is None:
        return msg("deal-proves-no-commitment")
    if participants:
        return msg("deal-proves-players", who=_names(record, participants),
                   n=len(participants))
    return msg("deal-proves-alone")
