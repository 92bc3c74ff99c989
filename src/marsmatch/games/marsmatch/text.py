"""MarsMatch for people: events, the table and results in plain words, rulings cited.

Used by ``marsmatch replay``, terminal play and the server's summaries; no snake_case
identifier reaches a reader (categories and hands have titles here). The words are the
catalogue's (``marsmatch.words``, ``words/*/marsmatch.ftl``): what goes to the browser is a
message (id and arguments) beside its English text, so every language reads the same
sentence from its own catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from ...words import joined, msg, said
from ...words import text as say
from . import _core
from .combos import (
    ATTACH_NAMES,
    KIND_BY_NAME,
    KIND_NAMES,
    KINDS,
    LANES,
    RANK_INDEX,
    RANK_NAMES,
    SPACESHIP_NAMES,
    TWO,
    Kind,
    Play,
    Reading,
    explain_msg,
    play_msg,
    reading_msg,
    to_counts,
)
from .combos import attach_msg as _attach
from .combos import readings as readings_of
from .events import HeavenlyWin, Passed, Played, RoundWon, TrickWon
from .state import State

CATEGORIES = ("banker_heavenly", "nonbanker_heavenly", "heaven_snatch", "ground_hand",
              "ground_snatch", "human_hand", "total_loser")
CATEGORY_TITLES = {c: say(msg("mm-category", what=c)) for c in CATEGORIES}
CATEGORY_RULES = {
    "banker_heavenly": "R2.5", "nonbanker_heavenly": "R2.5", "heaven_snatch": "R2.6",
    "ground_hand": "R4.5", "ground_snatch": "R4.5", "human_hand": "R4.5",
    "total_loser": "R4.3",
}
HANDS = ("starlink", "ufo", "starlink+ufo")
HAND_TITLES = {h: say(msg("mm-hand", what=h.replace("+", "_"))) for h in HANDS}


def category_msg(category: str) -> dict[str, Any]:
    return msg("mm-category", what=category)


def hand_msg(hand: str, short: bool = False) -> dict[str, Any]:
    return msg("mm-hand-short" if short else "mm-hand", what=hand.replace("+", "_"))


def seat_label(state: State, seat: int) -> str:
    return f"{state.players[seat]} (seat {seat})"


def seat_msg(state: State, seat: int) -> dict[str, Any]:
    return msg("term-seat", who=state.players[seat], seat=seat)


def plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def term(messages: Sequence[dict[str, Any]]) -> list[str]:
    """Terminal lines in English, card lists as codes (as the command line writes them)."""
    return [say(m) for m in messages]


def describe_event(state: State, e: object) -> str | None:
    m = describe_event_msg(state, e)
    return None if m is None else say(m)


def describe_event_msg(state: State, e: object) -> dict[str, Any] | None:
    """One terminal line about an event, as a message (``words/*/terminal.ftl``)."""
    if isinstance(e, HeavenlyWin):
        return msg("term-mm-heavenly", who=seat_msg(state, e.seat), hand=hand_msg(e.hand),
                   title=category_msg(e.category), points=e.points,
                   rule=CATEGORY_RULES[e.category])
    if isinstance(e, Played):
        return msg("term-mm-plays", who=seat_msg(state, e.seat), play=play_msg(e.play),
                   cards={"codes": list(e.play.cards())})
    if isinstance(e, Passed):
        return msg("term-mm-passes", who=seat_msg(state, e.seat))
    if isinstance(e, TrickWon):
        return msg("term-mm-trick", who=seat_msg(state, e.seat), streak=max(e.streak, 1))
    if isinstance(e, RoundWon):
        return msg("term-mm-round", who=seat_msg(state, e.seat), how=how_won_msg(state, e),
                   title=category_msg(e.category), points=e.points,
                   rule=CATEGORY_RULES[e.category])
    return None


def how_won_msg(state: State, e: RoundWon) -> dict[str, Any]:
    """How the real match was won, with the ruling (R4.3, R4.4)."""
    if e.how == "streak":
        return msg("term-mm-how", how="streak", n=state.streak)
    if e.how == "tricks" and state.rules.trick_goal == "table":
        return msg("term-mm-how", how="table", n=state.tricks)
    if e.how == "tricks":
        return msg("term-mm-how", how="tricks", n=state.tricks_won[e.seat])
    return msg("term-mm-how", how="emptied")


def describe_start(state: State) -> list[str]:
    return term(describe_start_msg(state))


def describe_start_msg(state: State) -> list[dict[str, Any]]:
    seats = [msg("term-seat-first", seat=s, who=name) for s, name in enumerate(state.players)]
    lines = [msg("term-mm-start", n=state.n, seats=joined(seats),
                 banker=seat_msg(state, state.banker))]
    if state.commitment:
        lines.append(msg("term-commitment", hash=state.commitment))
    return lines


def describe_hand(counts: list[int]) -> str:
    return say(hand_groups_msg(counts))


def hand_groups_msg(counts: list[int]) -> Any:
    """A hand as the terminal writes it, rank by rank with its count ("3x2  5  BJ")."""
    groups = [msg("term-mm-group", card={"codes": [RANK_NAMES[r]]}, n=counts[r])
              if counts[r] > 1 else {"codes": [RANK_NAMES[r]]}
              for r in range(len(counts)) if counts[r]]
    return joined(groups, "term-mm-groups")


def describe_state(state: State, seat: int | None) -> list[str]:
    return term(describe_state_msg(state, seat))


def describe_state_msg(state: State, seat: int | None) -> list[dict[str, Any]]:
    """What ``seat`` sees of the table, as terminal lines (messages)."""
    held = [msg("term-mm-seat-cards", who=seat_msg(state, s), n=sum(state.hands[s]))
            for s in state.active]
    gone = [s for s in range(state.n) if s not in state.active]
    lines = [msg("term-mm-held", held=joined(held))]
    if gone:
        lines.append(msg("term-mm-gone", who=joined([seat_msg(state, s) for s in gone])))
    if state.top is not None:
        lines.append(msg("term-mm-to-beat", play=play_msg(state.top),
                         cards={"codes": list(state.top.cards())},
                         who=seat_msg(state, state.top_seat)))
    elif not state.finished:
        lines.append(msg("term-mm-leads", who=seat_msg(state, state.turn)))
    if state.streak_seat >= 0 and state.streak > 0 and not state.finished:
        lines.append(msg("term-mm-streak", who=seat_msg(state, state.streak_seat),
                         n=state.streak))
    if seat is not None:
        h = state.hands[seat]
        lines.append(msg("term-mm-hand", n=sum(h), hand=hand_groups_msg(h)))
    return lines


def describe_result(state: State, seat: int | None = None) -> list[str]:
    return term(describe_result_msg(state, seat))


def describe_result_msg(state: State, seat: int | None = None) -> list[dict[str, Any]]:
    """How the round ended, one line per seat by points (``seat``: "you"), as messages."""
    lines = []
    for r in sorted(state.result(), key=lambda r: -r["points"]):
        who = msg("term-you") if r["seat"] == seat else seat_msg(state, r["seat"])
        title = category_msg(r["category"])
        if "hand" in r:
            title = msg("mm-result-with", title=title, hand=hand_msg(r["hand"]))
        lines.append(msg("term-mm-result", who=who, title=title, points=r["points"]))
    return lines


# --- for the browser: the same facts as data (server/present.py adds them to views) -----
# Everything here is public: it is computed from the table and the played cards only.


def _reading(data: Mapping[str, Any]) -> Reading:
    kind = KIND_BY_NAME[str(data["kind"])]
    rank = str(data["rank"])
    top = SPACESHIP_NAMES.index(rank) if kind == Kind.SPACESHIP else RANK_INDEX[rank]
    return Reading(kind, int(data["length"]), top, ATTACH_NAMES.index(str(data["attachment"])))


def faces(counts: Sequence[int], rd: Reading) -> list[dict[str, Any]]:
    """The cards of a play as a person reads them: the main groups first, then the
    attachments (``attached``); a 2 acting as another rank carries that rank (``as``). Which
    2 acts as which rank is the wild section's answer (``_core.wild_faces``)."""
    main, as_main, as_attached = _core.wild_faces(counts, rd)
    out: list[dict[str, Any]] = []
    for r in range(LANES):
        out += [{"card": RANK_NAMES[r]} for _ in range(main[r])]
        out += [{"card": "2", "as": RANK_NAMES[r]} for _ in range(as_main[r])]
    for r in range(LANES):
        if r != TWO:
            out += [{"card": RANK_NAMES[r], "attached": True} for _ in range(counts[r] - main[r])]
            out += [{"card": "2", "as": RANK_NAMES[r], "attached": True}
                    for _ in range(as_attached[r])]
    loose = counts[TWO] - main[TWO] - sum(as_main) - sum(as_attached)
    return out + [{"card": "2", "attached": True} for _ in range(loose)]


def play_faces(cards: Sequence[str], reading: Mapping[str, Any]) -> list[dict[str, Any]]:
    """``faces`` of a play given as its event's ``cards`` and ``reading``."""
    return faces(to_counts(" ".join(cards)), _reading(reading))


def beaten_by_msg(rd: Reading) -> tuple[dict[str, Any], list[str]]:
    """What can answer a play of this reading, in words, and the kinds that can (R3.12)."""
    k = rd.kind
    if k == Kind.SPACESHIP:
        if rd.top == 2:
            return msg("mm-beaten-nothing"), []
        return msg("mm-beaten-spaceship"), ["Spaceship"]
    if k == Kind.SUPER_DRONE:
        return msg("mm-beaten-super-drone"), ["Spaceship"]
    if k == Kind.DRONE:
        return msg("mm-beaten-drone"), ["Drone", "Super Drone", "Spaceship"]
    shape = KIND_NAMES[k]
    if k == Kind.LONE_BOAT and rd.attach == 0:
        shape = "lone_boat_bare"
    kinds = {Kind.SINGLE: ["Single", "Lone Boat"], Kind.PAIR: ["Pair"],
             Kind.PAIR_SEQUENCE: ["Pair Sequence"], Kind.ROCKET: ["Rocket"],
             Kind.STARSHIP: ["Starship"], Kind.LONE_BOAT: ["Lone Boat"]}[k]
    words = msg("mm-beaten-shape", shape=msg("mm-shape", kind=shape, n=rd.length,
                                              attach=_attach(rd)),
                rule=KINDS[k].rule, bombs=msg("mm-bombs"))
    return words, [*kinds, "Drone", "Super Drone", "Spaceship"]


def beaten_by(rd: Reading) -> tuple[str, list[str]]:
    """``beaten_by_msg`` in English."""
    words, kinds = beaten_by_msg(rd)
    return say(words), kinds


def outcome_words(state: State, seat: int) -> dict[str, Any]:
    o = state.outcomes[seat]
    out: dict[str, Any] = {"seat": seat, "title": CATEGORY_TITLES[o.category],
                           "title_msg": category_msg(o.category),
                           "points": o.points, "rule": CATEGORY_RULES[o.category],
                           "out_at_deal": seat not in state.active}
    if o.hand is not None:
        out["hand_title"] = HAND_TITLES[o.hand]
        out["hand_msg"] = hand_msg(o.hand)
        out["hand_short_msg"] = hand_msg(o.hand, short=True)
    return out


def story(state: State) -> list[dict[str, Any]]:
    """How the round was won, one line per winner, each with its ruling: the winner of
    the real match first, then those who went out at the deal."""
    name = state.players
    won: list[dict[str, Any]] = []
    heavenly: list[dict[str, Any]] = []
    for e in state.events:
        if isinstance(e, HeavenlyWin):
            heavenly.append({"seat": e.seat, "rule": CATEGORY_RULES[e.category],
                             **said("mm-story-heavenly", who=name[e.seat],
                                    hand=hand_msg(e.hand), title=category_msg(e.category),
                                    points=e.points)})
        elif isinstance(e, RoundWon):
            held = sum(state.hands[e.seat])
            if e.how == "streak":
                how, rule = msg("mm-how-streak", n=state.streak, held=held), "R4.4"
            elif e.how == "tricks" and state.rules.trick_goal == "table":
                how, rule = msg("mm-how-table", n=state.tricks, held=held), "R4.4"
            elif e.how == "tricks":
                how, rule = msg("mm-how-tricks", n=state.tricks_won[e.seat], held=held), "R4.4"
            else:
                how, rule = msg("mm-how-emptied"), "R4.3"
            won.append({"seat": e.seat, "rule": rule,
                        **said("mm-story-won", who=name[e.seat], how=how,
                               title=category_msg(e.category),
                               rule=CATEGORY_RULES[e.category], points=e.points)})
    lines = won + heavenly
    if state.finished and state.winner < 0:
        left = [s for s in state.active]
        if left:
            lines.append({"seat": left[0], "rule": "R2.7",
                          **said("mm-story-deal-ended", who=name[left[0]])})
    return lines


def describe_view(state: State) -> dict[str, Any]:
    """The public facts of a view in plain words, for people (the browser's table)."""
    active = state.active
    out: dict[str, Any] = {
        "outcomes": [outcome_words(state, s) for s in sorted(state.outcomes)],
        "out_at_deal": [s for s in range(state.n) if s not in active],
    }
    top = state.top
    if top is not None:
        out["top"] = dict(_top_words(top))  # a view's own copy: the cache's stays as made
    if state.streak > 0 and state.streak_seat >= 0 and not state.finished:
        goal, kind = state.rules.streak_goal(state.n), state.rules.trick_goal
        streak = _streak_words(state.players[state.streak_seat], state.streak, goal or 0, kind)
        out["streak"], out["streak_msg"] = streak["text"], streak["msg"]
    if state.finished:
        out["story"] = story(state)
        if state.winner >= 0:
            last = next(e for e in reversed(state.events) if isinstance(e, Played))
            out["winning_play"] = {"seat": last.seat, "cards": last.play.cards(),
                                   "describe": last.play.describe(),
                                   "describe_msg": play_msg(last.play),
                                   "faces": faces(last.play.counts, last.play.reading)}
    return out


@lru_cache(maxsize=4096)
def _top_words(top: Play) -> dict[str, Any]:
    """The play to beat in words, worked out once per play: every view of a trick shows
    it (each view takes a copy)."""
    words, kinds = beaten_by_msg(top.reading)
    return {"faces": faces(top.counts, top.reading), "beaten_by": say(words),
            "beaten_by_msg": words, "kinds": kinds, "describe_msg": play_msg(top)}


@lru_cache(maxsize=4096)
def _streak_words(who: str, n: int, goal: int, kind: str) -> dict[str, Any]:
    """The streak line (read only, shared): the same until the streak changes."""
    return said("mm-streak", who=who, n=n, goal=goal, kind=kind)


@lru_cache(maxsize=4096)
def _played_words(play: Play) -> dict[str, Any]:
    """A play's faces and words, once per play (each viewer's log entry shows them)."""
    return {"faces": faces(play.counts, play.reading), "describe_msg": play_msg(play)}


def describe_entry(state: State, e: object) -> dict[str, Any]:
    """What a person reads of one log entry, beyond the engine's own keys."""
    if isinstance(e, Played):
        return dict(_played_words(e.play))
    if isinstance(e, HeavenlyWin):
        return {"title": CATEGORY_TITLES[e.category], "title_msg": category_msg(e.category),
                "hand_title": HAND_TITLES[e.hand], "hand_msg": hand_msg(e.hand),
                "rule": CATEGORY_RULES[e.category]}
    if isinstance(e, RoundWon):
        how = msg("mm-how-short", how=e.how if e.how in ("streak", "tricks") else "emptied")
        return {"title": CATEGORY_TITLES[e.category], "title_msg": category_msg(e.category),
                "how_text": say(how), "how_msg": how,
                "rule": "R4.3" if e.how == "emptied" else "R4.4"}
    return {}


def describe_ruling(state: State, seat: int, action: Any) -> dict[str, Any]:
    """The ruling that lets ``action`` stand, judged before it is applied (arbitration)."""
    act = state.check_action(seat, action)
    if not isinstance(act, Play):
        return {"rule": "R4.2", **said("mm-ruling-pass", who=state.players[seat])}
    if state.top is None:
        return {"rule": KINDS[act.reading.kind].rule,
                **said("mm-ruling-lead", who=state.players[seat], play=play_msg(act))}
    _ok, why, rule = explain_msg(act, state.top, state.core.verdict(act, state.top))
    return {"rule": rule, **said("mm-ruling-answer", who=state.players[seat], why=why)}


def headline(players: Sequence[str], results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """A finished round's winners from its record's results, for lists of rounds."""
    won = [r for r in results if r.get("category") in CATEGORIES and
           r.get("category") != "total_loser"]
    won.sort(key=lambda r: -int(r.get("points", 0)))
    parts = [msg("mm-headline-part", who=players[r["seat"]], title=category_msg(r["category"]),
                 points=int(r["points"])) for r in won]
    if not parts:
        return {"winners": [], **said("mm-no-winner")}
    return {"winners": [r["seat"] for r in won],
            "text": "; ".join(say(p) for p in parts), "msg": msg("mm-headline", parts=parts)}


def describe_action_msg(state: State, action: Any) -> dict[str, Any]:
    """An action in words for the seat to act: its play's reading, or pass."""
    return play_msg(action) if isinstance(action, Play) else msg("mm-do-pass")


# --- the rules page (the site's "Rules"): the rulings in the catalogue's words, each kind
# of play with examples the engine reads and describes as it would at the table ---------
RULE_EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("single", ("9", "2")),
    ("pair", ("Q Q", "8 2")),
    ("pair_sequence", ("5 5 6 6 7 7",)),
    ("rocket", ("9 9 9", "9 9 9 4", "9 9 2 4", "8 8 8 9 9 9")),
    ("starship", ("J J J J 5 6", "J J J J 5 5 6 6")),
    ("lone_boat", ("BJ", "LJ 7", "BJ 9 9")),
    ("drone", ("6 6 6 6", "K K K K K")),
    ("super_drone", ("3 3 3",)),
    ("spaceship", ("LJ LJ", "BJ LJ", "BJ BJ")),
)


def example(cards: str, kind: str) -> dict[str, Any]:
    """One example play as the table shows it: its cards laid out, the engine's reading
    of them as ``kind`` in words, and what beats it (the words of the play to beat)."""
    counts = to_counts(cards)
    rd = next(r for r in readings_of(counts) if KIND_NAMES[r.kind] == kind)
    play = Play(tuple(counts), rd)
    beaten, _kinds = beaten_by_msg(rd)
    return {"cards": play.cards(), "faces": faces(counts, rd), "describe": play.describe(),
            "describe_msg": play_msg(play), "beaten_by_msg": beaten}


def rules_page() -> list[dict[str, Any]]:
    """The rules, section by section: a title, paragraphs and their rulings, examples."""
    def section(key: str, rule: str, paras: int) -> dict[str, Any]:
        return {"key": key, "rule": rule, "title": msg(f"rules-mm-{key}"),
                "paras": [msg(f"rules-mm-{key}-{i}") for i in range(1, paras + 1)],
                "examples": []}

    kinds = [{"key": kind, "rule": KINDS[KIND_BY_NAME[kind]].rule,
              "title": msg("rules-mm-kind", kind=kind),
              "paras": [msg("rules-mm-kind-text", kind=kind)],
              "examples": [example(c, kind) for c in cards]}
             for kind, cards in RULE_EXAMPLES]
    return [section("aim", "R1.1", 2), section("heavenly", "R2.1-R2.7", 3),
            section("plays", "R3", 2), *kinds, section("wild", "R3.2-R3.4", 1),
            section("readings", "R3.11", 1), section("match", "R4.1-R4.4", 3),
            section("scores", "R4.5, R5.1", 2)]


# --- the guided first game (#/learn/marsmatch): a set deal, every step explained --------
def tutorial() -> dict[str, Any]:
    """A short round on set hands (a record the engine replays) and, per action, what the
    table explains; seat 0 is the learner, who picks the scripted cards."""
    # three seats: East holds a Starlink and leaves at the deal (a Heaven Snatch); Mia and
    # the bot then play a wild 2, a chain read through the reading picker, a bomb war
    # (Drone, longer Drone, Super Drone) and a Lone Boat (players' review of 2026-11-27)
    actions: list[dict[str, Any]] = [
        {"seat": 0, "play": ["5"]}, {"seat": 1, "play": ["8"]}, {"seat": 0, "pass": True},
        {"seat": 1, "play": ["6", "6"]}, {"seat": 0, "play": ["10", "2"]}, {"seat": 1, "pass": True},
        {"seat": 0, "play": ["6", "6", "7", "7", "2", "2"], "as": "pair_sequence:3:none:8"},
        {"seat": 1, "play": ["Q", "Q", "Q", "Q"]}, {"seat": 0, "play": ["4", "4", "4", "4", "4"]},
        {"seat": 1, "play": ["3", "3", "3"]}, {"seat": 0, "pass": True},
        {"seat": 1, "play": ["J"]}, {"seat": 0, "play": ["BJ"]}, {"seat": 1, "pass": True},
        {"seat": 0, "play": ["9", "9", "9", "K"]}]
    record = {
        "game": "marsmatch", "players": ["Mia", "Bot", "East"], "banker": 0,
        "hands": [["5", "10", "2", "6", "6", "7", "7", "2", "2", "4", "4", "4", "4", "4", "BJ",
                   "9", "9", "9", "K"],
                  ["8", "6", "6", "Q", "Q", "Q", "Q", "3", "3", "3", "J", "A", "5"],
                  ["3", "3", "3", "3", "3", "3", "K", "Q"]],
        "actions": actions,
    }
    return {"record": record, "you": 0, "intro": msg("learn-mm-intro"),
            "steps": [msg(f"learn-mm-{i + 1}") for i in range(len(actions))],
            "end": msg("learn-mm-end"), "choices": _tutorial_choices(record)}


def _tutorial_choices(record: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """For each step whose cards read several ways, the readings the table's picker offers
    there (spec and words), the engine's own list: the learner picks the step's ``as``."""
    from ...errors import AmbiguousPlay
    from .rules import Rules
    from .setup import new_round

    out: dict[str, list[dict[str, Any]]] = {}
    state = new_round(Rules(), record["players"], hands=record["hands"],
                      banker=record["banker"])
    for i, action in enumerate(record["actions"]):
        if "as" in action:
            try:
                state.check_action(action["seat"], {k: v for k, v in action.items() if k != "as"})
            except AmbiguousPlay as exc:
                out[str(i)] = [{"spec": rd.full_spec, "describe": rd.describe(),
                                "describe_msg": reading_msg(rd)} for rd in exc.readings]
        state.apply_action(action["seat"], state.check_action(action["seat"], action))
    return out
