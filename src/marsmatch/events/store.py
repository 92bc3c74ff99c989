"""An event's folder: what is published, what stays secret until the end, the director's
log, and the results computed from the published records alone.

    EVENT_DIR/event.json          published at creation: settings, field, movement, the
                                  boards' public parts and the event commitment
    EVENT_DIR/seeds.secret.json   the boards' seeds: the director's secret until the end
    EVENT_DIR/boards.json         the revealed set (written when the event ends)
    EVENT_DIR/records/bBBB-tTT.json  one record per board per table
    EVENT_DIR/log.jsonl           everything the director did, one JSON object a line
    EVENT_DIR/passes.secret.json  each person's entry pass (live events: the director
                                  hands them out; the server lets a pass sit its holder)
    EVENT_DIR/live/rR-tT.json     live events: which server process made which table

``results`` reads only ``event.json``, ``records/`` and (to verify) ``boards.json``.
"""

from __future__ import annotations

import contextvars
import dataclasses
import hmac
import json
import os
import secrets
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import MarsMatchError
from ..games import find_game
from ..records import Record, load_record
from ..words import error
from . import boards as B
from . import scoring
from .movements import Movement, individual, pairs
from .play import groups, seat_scores

FORMAT = B.EVENT_FORMAT


class EventError(MarsMatchError):
    """An event folder or request that cannot be used, in one sentence."""


@dataclass
class Event:
    """The published description of an event (``event.json``)."""

    name: str
    game: str
    seats: int
    rules: dict[str, Any]
    rounds: int
    boards_per_round: int
    field: list[dict[str, Any]]  # {"name", "players": [...], "bot": spec or None}
    movement: Movement
    boards: list[dict[str, Any]]  # public parts
    commitment: str
    created: str = ""
    extra: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def started(self) -> bool:
        """Registration closed and the field seated."""
        return bool(self.movement.rounds)

    @property
    def pairs(self) -> bool:
        return self.movement.pairs

    def round_boards(self, r: int) -> range:
        return range(r * self.boards_per_round, (r + 1) * self.boards_per_round)

    def seating(self, table: Sequence[int]) -> list[int]:
        """The field entry at each seat of a table (pairs: N, E, S, W from (ns, ew))."""
        if self.pairs:
            ns, ew = table
            return [ns, ew, ns, ew]
        return list(table)

    def seat_names(self, table: Sequence[int]) -> list[str]:
        if self.pairs:
            ns, ew = (self.field[c]["players"] for c in table)
            return [ns[0], ew[0], ns[1], ew[1]]
        return [self.field[c]["players"][0] for c in table]

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "name": self.name, "game": self.game, "seats": self.seats,
                "rules": self.rules, "rounds": self.rounds,
                "boards_per_round": self.boards_per_round, "field": self.field,
                "movement": self.movement.to_json(), "commitment": self.commitment,
                "boards": self.boards, "created": self.created, **self.extra}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        try:
            known = {"format", "name", "game", "seats", "rules", "rounds", "boards_per_round",
                     "field", "movement", "commitment", "boards", "created"}
            return cls(str(data["name"]), str(data["game"]), int(data["seats"]),
                       dict(data["rules"]), int(data["rounds"]),
                       int(data["boards_per_round"]), list(data["field"]),
                       Movement.from_json(data["movement"]), list(data["boards"]),
                       str(data["commitment"]), str(data.get("created", "")),
                       {k: v for k, v in data.items() if k not in known})
        except (KeyError, TypeError, ValueError) as exc:
            raise error(EventError, "ev-err-not-event", reason=str(exc)) from None


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def create(folder: Path, *, game: str, names: Sequence[str], rounds: int,
           boards_per_round: int, rules: Mapping[str, Any] | None = None,
           seats: int | None = None, filler: str = "strong", name: str = "",
           seed: int = 0, starts_at: str = "") -> Event:
    """Draw and commit the boards and write the folder (refusing to overwrite an event
    already there). With ``names`` the field is closed and the event starts (``start``);
    without, registration stays open (``register``, then ``start``): the boards are
    committed before registration closes. Names are individuals, or for Shengji pairs
    ``"ann & bo"`` (a single name becomes the pair "NAME a & NAME b")."""
    g = find_game(game)
    seats = seats or g.default_seats
    g.check_seats(seats)
    if g.partnerships and seats != 4:
        raise error(EventError, "ev-err-pairs-four", game=g.title)
    rules = dict(g.rules(dict(rules or {})).to_dict())  # as records write them
    if (folder / "event.json").exists():
        raise error(EventError, "ev-err-exists", folder=str(folder))
    if rounds < 1 or boards_per_round < 1:
        raise error(EventError, "ev-err-no-boards")
    drawn = B.draw_boards(rounds * boards_per_round, g.name, seats, rules)
    public = [b.public() for b in drawn]
    unseated = Movement("none", 0, seats, g.partnerships, ())
    event = Event(name or folder.name, g.name, seats, rules, rounds, boards_per_round,
                  [], unseated, public, B.event_commitment(public), now(),
                  {"filler": filler, "movement_seed": seed,
                   **({"starts_at": starts_at} if starts_at else {})})
    (folder / "records").mkdir(parents=True, exist_ok=True)
    secret = folder / "seeds.secret.json"
    secret.write_text(json.dumps({"boards": [b.revealed() for b in drawn]}, indent=1))
    os.chmod(secret, 0o600)
    write_json(folder / "event.json", event.to_json())
    log(folder, "create", commitment=event.commitment, boards=len(drawn))
    if names:
        register(folder, names)
        event = start(folder)
    return event


def register(folder: Path, names: Sequence[str]) -> Event:
    """Add named guests (or pairs) to the field while registration is open."""
    event = load(folder)
    if event.started:
        raise error(EventError, "ev-err-closed")
    new = [_accounts(_pair(n) if event.pairs else
                     {"name": n.strip(), "players": [n.strip()], "bot": None}) for n in names]
    taken = [e["name"] for e in event.field] + [p for e in event.field for p in e["players"]]
    seen = set(taken)
    for e in new:
        if not e["name"] or any(not p for p in e["players"]):
            raise error(EventError, "ev-err-empty-name")
        for n in {e["name"], *e["players"]}:
            if n in seen:
                raise error(EventError, "ev-err-in-field", who=repr(n))
            seen.add(n)
    event.field.extend(new)
    write_json(folder / "event.json", event.to_json())
    log(folder, "register", names=[e["name"] for e in new])
    return event


def start(folder: Path) -> Event:
    """Close registration and seat the field (the movement); bots fill the last table."""
    event = load(folder)
    if event.started:
        raise error(EventError, "ev-err-started")
    filler = str(event.extra.get("filler", "strong"))
    seed = int(event.extra.get("movement_seed", 0))
    field_ = list(event.field)
    try:
        if event.pairs:
            mv = pairs(len(field_), event.rounds, seed)
        else:
            mv = individual(len(field_), event.seats, event.rounds, seed)
    except ValueError as exc:
        raise error(EventError, "ev-err-register-more", reason=str(exc)) from None
    width = 2 if event.pairs else event.seats
    for k in range(len(field_), mv.tables * width):
        field_.append({"name": f"bots {k + 1}", "players": [f"bot {k + 1}a", f"bot {k + 1}b"],
                       "bot": filler} if event.pairs else
                      {"name": f"bot {k + 1}", "players": [f"bot {k + 1}"], "bot": filler})
    event = dataclasses.replace(event, field=field_, movement=mv)
    write_json(folder / "event.json", event.to_json())
    passes(folder)
    log(folder, "start", movement=mv.kind, tables=mv.tables,
        field=[e["name"] for e in field_])
    return event


def passes(folder: Path) -> dict[str, str]:
    """Each person's entry pass (by player name), made once the field is seated: with it
    a player takes their own seat at their table of a live event, and nobody else can."""
    path = folder / "passes.secret.json"
    if path.exists():
        return dict(json.loads(path.read_text(encoding="utf-8")))
    event = load(folder)
    made = {p: secrets.token_urlsafe(9) for e in event.field if not e["bot"]
            for p in e["players"]}
    write_json(path, made)
    os.chmod(path, 0o600)
    return made


def check_pass(folder: Path, who: str, given: str) -> bool:
    want = passes(folder).get(who)
    return want is not None and hmac.compare_digest(want.encode(), given.encode())


def go_live(folder: Path, bot_delay: float, next_after: float, grace: float) -> Event:
    """Hand the event to the server (``MARSMATCH_EVENTS_DIR``): it makes each round's
    tables, people sit at theirs with their pass, bots play the bots' seats."""
    event = load(folder)
    if not event.started:
        raise error(EventError, "ev-err-not-started")
    from ..bots import bot_names

    levels = bot_names(event.game)
    for e in event.field:
        if e["bot"] and e["bot"] not in levels:
            raise error(EventError, "ev-err-bot-not-seated", who=repr(e["name"]),
                            bot=repr(e["bot"]), levels=", ".join(levels))
    event.extra["live"] = {"bot_delay": bot_delay, "next": next_after, "grace": grace}
    write_json(folder / "event.json", event.to_json())
    log(folder, "live", **event.extra["live"])
    return event


def _accounts(entry: dict[str, Any]) -> dict[str, Any]:
    """A player written ``@login`` is that account's (the server checks it exists): they
    sit signed in, without a pass, and the event's result feeds their rating."""
    players = [p.lstrip("@").strip() for p in entry["players"]]
    linked = [p.lstrip("@").strip() for p in entry["players"] if p.startswith("@")]
    out = {**entry, "name": " & ".join(players) if len(players) > 1 else players[0],
           "players": players}
    return {**out, "accounts": linked} if linked else out


def accounts_of(event: Event) -> dict[str, str]:
    """The players who are accounts: login -> their field entry's name."""
    return {a: e["name"] for e in event.field for a in e.get("accounts", ())}


def _pair(name: str) -> dict[str, Any]:
    parts = [p.strip() for p in name.split("&") if p.strip()]
    if len(parts) == 1:
        parts = [f"{parts[0]} a", f"{parts[0]} b"]
    if len(parts) != 2:
        raise error(EventError, "ev-err-pair", given=repr(name))
    return {"name": " & ".join(parts), "players": parts, "bot": None}


def write_json(path: Path, data: Any) -> None:
    """Write whole or not at all (a temporary file renamed into place)."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)


#: who does what is logged now: the director's account at the server's desk (empty: the
#: holder of the folder, at the command line)
ACTOR: contextvars.ContextVar[str] = contextvars.ContextVar("event_actor", default="")


def log(folder: Path, what: str, **details: Any) -> None:
    """Append one line to the director's log (with ``by``: the director's account, when
    done at the server's desk)."""
    by = {"by": ACTOR.get()} if ACTOR.get() else {}
    with open(folder / "log.jsonl", "a", encoding="utf-8") as f:
        f.write(json.dumps({"at": now(), "what": what, **details, **by},
                           ensure_ascii=False) + "\n")


def directors(root: Path) -> list[str]:
    """The accounts (logins) with the director role over the events of ``root``
    (``directors.json``; granted with ``marsmatch event grant``)."""
    try:
        return [str(x) for x in json.loads((root / "directors.json").read_text("utf-8"))]
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        raise error(EventError, "ev-err-read", path=str(root / "directors.json"),
                    reason=str(exc)) from None


def grant(root: Path, login: str, revoke: bool = False) -> list[str]:
    """Give (or take back) the director role to an account, by its login."""
    if not root.is_dir():
        raise error(EventError, "ev-err-not-root", folder=str(root))
    have = [d for d in directors(root) if d != login]
    if not revoke:
        have.append(login)
    write_json(root / "directors.json", sorted(have))
    return sorted(have)


def read_log(folder: Path) -> list[dict[str, Any]]:
    path = folder / "log.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def adjust(folder: Path, board: int, who: str, score: float, reason: str) -> None:
    """The director sets ``who``'s score on ``board`` (counted from 1), with a written
    reason; logged, and applied by ``results`` (the log is published with the records)."""
    event = load(folder)
    if not 1 <= board <= len(event.boards):
        raise error(EventError, "ev-err-board", boards=len(event.boards), board=board)
    _entry(event, who)
    if not reason.strip():
        raise error(EventError, "ev-err-adjust-reason")
    log(folder, "adjust", board=board - 1, who=who, score=score, reason=reason.strip())


def replace_by_bot(folder: Path, who: str, bot: str, reason: str) -> None:
    """The director has a bot play for ``who`` from now on (an absent player); logged. The
    entry is then marked a substitute and never ranked."""
    event = load(folder)
    if _entry(event, who)["bot"]:
        raise error(EventError, "ev-err-already-bot", who=repr(who))
    if not reason.strip():
        raise error(EventError, "ev-err-replace-reason")
    log(folder, "replace", who=who, bot=bot, reason=reason.strip())


def _entry(event: Event, who: str) -> dict[str, Any]:
    for e in event.field:
        if e["name"] == who:
            return e
    raise error(EventError, "ev-err-not-in-field", who=repr(who))


def pause(folder: Path, paused: bool, reason: str) -> None:
    """Pause the event (no table may be played) or resume it; logged with the reason."""
    load(folder)
    if paused == is_paused(folder):
        raise error(EventError, "ev-err-already", state="paused" if paused else "running")
    log(folder, "pause" if paused else "resume", reason=reason.strip())


def is_paused(folder: Path) -> bool:
    """The last pause or resume in the log was a pause."""
    state = False
    for e in read_log(folder):
        if e["what"] in ("pause", "resume"):
            state = e["what"] == "pause"
    return state


def director(folder: Path) -> tuple[dict[tuple[int, str], dict[str, Any]], dict[str, str]]:
    """The director's adjustments (by board and entry: the last one stands) and
    substitutions (entry: bot) from the log."""
    adjusted: dict[tuple[int, str], dict[str, Any]] = {}
    substitutes: dict[str, str] = {}
    for e in read_log(folder):
        if e["what"] == "adjust":
            adjusted[(int(e["board"]), str(e["who"]))] = e
        elif e["what"] == "replace":
            substitutes[str(e["who"])] = str(e["bot"])
    return adjusted, substitutes


def load(folder: Path) -> Event:
    path = folder / "event.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise error(EventError, "ev-err-none", folder=str(folder)) from None
    except (OSError, ValueError) as exc:
        raise error(EventError, "ev-err-read", path=str(path), reason=str(exc)) from None
    event = Event.from_json(data)
    if B.event_commitment(event.boards) != event.commitment:
        raise error(EventError, "ev-err-changed")
    return event


def record_path(folder: Path, board: int, table: int) -> Path:
    return folder / "records" / f"b{board:03d}-t{table:02d}.json"


def secret_boards(folder: Path) -> list[dict[str, Any]]:
    path = folder / "seeds.secret.json"
    try:
        return B.parse_revealed(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise error(EventError, "ev-err-secret-missing", path=str(path)) from None


def revealed_boards(folder: Path) -> list[dict[str, Any]] | None:
    path = folder / "boards.json"
    if not path.exists():
        return None
    try:
        return B.parse_revealed(json.loads(path.read_text(encoding="utf-8")))
    except ValueError as exc:
        raise error(EventError, "ev-err-read", path=str(path), reason=str(exc)) from None


def reveal(folder: Path) -> list[dict[str, Any]]:
    """Publish the seeds (``boards.json``) once every board has been played everywhere
    (a daily challenge: from the next day on, ``daily.may_reveal``)."""
    event = load(folder)
    day = event.extra.get("daily")
    if day and str(day) >= now()[:10]:
        raise error(EventError, "ev-err-daily-reveal", day=str(day))
    missing = [(b, t) for r in range(event.rounds) for b in event.round_boards(r)
               for t in range(event.movement.tables) if not record_path(folder, b, t).exists()]
    if missing:
        b, t = missing[0]
        raise error(EventError, "ev-err-unplayed", n=len(missing), board=b + 1,
                    table=t + 1)
    boards = secret_boards(folder)
    if B.event_commitment(boards) != event.commitment:
        raise error(EventError, "ev-err-seeds")
    write_json(folder / "boards.json", {"commitment": event.commitment, "boards": boards})
    log(folder, "reveal", commitment=event.commitment)
    return boards


def records(folder: Path) -> Iterator[tuple[Path, Record]]:
    for path in sorted((folder / "records").glob("b*-t*.json")):
        yield path, load_record(path)


@dataclass
class Results:
    """Standings and what they were computed from."""

    event: Event
    standings: list[dict[str, Any]]
    scored: list[scoring.Scored]
    rounds_complete: int
    verified: int | None  # records proved against the revealed boards (None: not revealed)
    problems: list[str]
    adjusted: set[tuple[int, str]] = dataclasses.field(default_factory=set)

    def to_json(self) -> dict[str, Any]:
        return {"event": self.event.name, "commitment": self.event.commitment,
                "rounds_complete": self.rounds_complete, "verified": self.verified,
                "problems": self.problems, "standings": self.standings,
                "boards": [{"board": s.entry.board, "group": s.entry.group,
                            "who": s.entry.who, "table": s.entry.table,
                            "score": s.entry.score, "mp": s.mp, "top": s.top,
                            "imps": s.imps, "adjusted": (s.entry.board, s.entry.who)
                            in self.adjusted} for s in self.scored]}


def results(folder: Path, upto_round: int | None = None) -> Results:
    """Standings recomputed from the published records alone (after ``upto_round`` rounds,
    or every round played), each record checked against the event: its commitment, its
    board's seating, and once revealed its deal (``boards.check_board``)."""
    event = load(folder)
    revealed = revealed_boards(folder)
    who_of = {p: e["name"] for e in event.field for p in e["players"]}
    bots = {e["name"] for e in event.field if e["bot"]}
    limit = event.rounds if upto_round is None else upto_round
    last_board = limit * event.boards_per_round
    entries: list[scoring.Entry] = []
    problems: list[str] = []
    played: set[tuple[int, int]] = set()
    verified = 0
    for path, rec in records(folder):
        tag = rec.extra.get("event") or {}
        if tag.get("commitment") != event.commitment:
            problems.append(f"{path.name} is not a record of this event")
            continue
        board, table = int(tag.get("board", -1)), int(tag.get("table", -1))
        if not 0 <= board < len(event.boards) or board >= last_board:
            continue
        r = board // event.boards_per_round
        if not 0 <= table < event.movement.tables or \
                list(rec.players) != event.seat_names(event.movement.rounds[r][table]):
            problems.append(f"{path.name}: its players are not the movement's seating")
            continue
        if revealed is not None:
            check = B.check_board(rec, revealed)
            if not check["ok"]:
                problems.append(f"{path.name}: {check['proves']}")
                continue
            verified += 1
        scores = seat_scores(rec)
        seat_groups = groups(event.game, event.seats)
        seen: set[tuple[str, str]] = set()
        for s, name in enumerate(rec.players):
            if s and "daily" in event.extra:  # the challenge is seat 0's, against bots
                break
            who = who_of[name]
            if (seat_groups[s], who) in seen:  # a pair's second seat: the same score
                continue
            seen.add((seat_groups[s], who))
            entries.append(scoring.Entry(board, seat_groups[s], who, scores[s], table))
        played.add((board, table))
    complete = 0
    for r in range(event.rounds if event.started else 0):
        if all((b, t) in played for b in event.round_boards(r)
               for t in range(event.movement.tables)):
            complete = r + 1
        else:
            break
    adjusted, substitutes = director(folder)
    for i, e in enumerate(entries):
        if (e.board, e.who) in adjusted:
            entries[i] = dataclasses.replace(e, score=float(adjusted[(e.board, e.who)]["score"]))
    missing = set(adjusted) - {(e.board, e.who) for e in entries}
    problems += [f"the adjustment of {who!r} on board {b + 1} has no result to adjust"
                 for b, who in sorted(missing) if b < last_board]
    bots |= set(substitutes)
    scored = scoring.score_entries(entries, find_game(event.game).imp_scale)
    fields = {event.field[c]["name"]: f for c, f in event.movement.fields().items()}
    rows = scoring.standings(scored, bots, fields)
    for row in rows:
        row["substitute"] = row["who"] in substitutes
    return Results(event, rows, scored, complete, verified if revealed is not None else None,
                   problems, set(adjusted))
