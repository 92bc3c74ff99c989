"""Setting up a Shengji deal: the deal from a seed (G1.4) and positions for study (G7).

``deal`` is the one deal function (``new_round`` and deal verification both use it), and
the core deals (G1.4, ``csrc/round.c``'s ``sj_deal`` or the reference's).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...cards import Card, check_copies
from ...errors import RecordError, RulesError
from ...shuffle import draw_seat, new_seed
from ...words import error
from .rules import Rules, deal_sizes
from .state import SUITS_NAMES, State
from .trump import LEVELS, parse_shengji_cards
from .units import counts_of


def deal(seed: str, decks: int, core: str | None = None) -> tuple[list[list[Card]], list[Card]]:
    """G1.4: the four hands and the kitty a seed deals with ``decks`` decks (the core's
    deal: the shoe shuffled from the seed, the last kitty-size cards the kitty, card p of
    the rest to seat p % 4)."""
    hands, kitty = State.of(core).core.deal(seed, decks, deal_sizes(decks)[1])
    return hands, kitty


def _seat(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 4:
        raise error(RecordError, "err-seat-key", key=name, top="3")
    return value


def _level(value: Any, name: str) -> str:
    text = str(value).upper()
    if text == "T":
        text = "10"
    if text not in LEVELS:
        raise error(RecordError, "err-level-key", key=name, given=repr(value))
    return text


def new_round(rules: Rules | Mapping[str, Any] | None = None,
              players: Sequence[str] | int = 4, *, seed: str | None = None,
              hands: Sequence[Sequence[str | Card]] | None = None,
              banker: int | None = None, start: Mapping[str, Any] | None = None,
              core: str | None = None) -> State:
    """Deal a round (or set up a position, G7) and return its state (``core``: the rules it
    runs on, ``games.cores``; compiled by default).

    ``seed`` and/or ``hands``: with both they must agree; with neither a fresh seed is
    drawn.  ``banker`` fixes the banker (a later deal, G3.4); without it the first
    declarer who stands becomes banker (G3.3).  ``start`` may give ``phase``
    (``declare`` | ``bury`` | ``play``), ``level``, ``levels`` (both teams),
    ``trump`` (a suit or null), ``banker``, ``leader``, ``kitty`` and ``points``.
    """
    if not isinstance(rules, Rules):
        rules = Rules.from_dict(rules, for_position=start is not None)
    players = (tuple(f"P{i + 1}" for i in range(players)) if isinstance(players, int)
               else tuple(players))
    if len(players) != 4:
        raise error(RulesError, "err-sj-four", given=str(len(players)))
    start_d = dict(start) if start is not None else None
    st = start_d or {}
    known = {"phase", "level", "levels", "trump", "banker", "leader", "kitty", "points"}
    unknown = set(st) - known
    if unknown:
        raise error(RecordError, "err-start-keys", unknown=", ".join(sorted(unknown)),
                    known=", ".join(sorted(known)))
    phase = st.get("phase", "declare")
    if phase not in ("declare", "bury", "play"):
        raise error(RecordError, "err-start-phase")
    if "banker" in st:
        b = _seat(st["banker"], "start.banker")
        if banker is not None and banker != b:
            raise error(RecordError, "err-banker-disagree")
        banker = b
    elif banker is not None:
        banker = _seat(banker, "banker")
    if seed is None and hands is None:
        seed = new_seed()

    seed_hands: list[list[Card]] | None = None
    seed_kitty: list[Card] = []
    if seed is not None:
        seed_hands, seed_kitty = deal(seed, rules.decks, core)
    if hands is not None:
        if len(hands) != 4:
            raise error(RecordError, "err-sj-hands-for", hands=str(len(hands)))
        given = [parse_shengji_cards([str(c) for c in h]) for h in hands]
        if seed_hands is not None and any(Counter(a) != Counter(b)
                                          for a, b in zip(given, seed_hands)):
            raise error(RecordError, "err-sj-hands-seed")
        dealt = given
    else:
        assert seed_hands is not None
        dealt = seed_hands
    if "kitty" in st:
        if not isinstance(st["kitty"], list):
            raise error(RecordError, "err-must-be", key="start.kitty", kind="cards")
        kitty = parse_shengji_cards([str(c) for c in st["kitty"]])
    else:
        kitty = list(seed_kitty) if phase != "play" else []
    check_copies([c for h in dealt for c in h] + kitty, rules.decks, suited=True)
    if len({len(h) for h in dealt}) != 1:
        raise error(RecordError, "err-sj-equal")

    if "levels" in st:
        lv = st["levels"]
        if not isinstance(lv, list) or len(lv) != 2:
            raise error(RecordError, "err-start-levels", example='["2", "5"]')
        levels = (_level(lv[0], "start.levels"), _level(lv[1], "start.levels"))
        level = _level(st["level"], "start.level") if "level" in st else (
            levels[banker % 2] if banker is not None else levels[0])
    else:
        level = _level(st.get("level", "2"), "start.level")
        levels = (level, level)

    state = State(
        rules=rules, players=players, seed=seed,
        dealt=tuple(tuple(str(c) for c in h) for h in dealt),
        hands_given=hands is not None, start=start_d, banker_given=banker,
        level=level, levels=levels, banker=banker,
        hands=[counts_of(h) for h in dealt], kitty=kitty, core=core,
    )
    if phase == "declare":
        if banker is not None:
            state._set_turn(banker)
        else:
            state._set_turn(draw_seat(seed, 4) if seed is not None else 0)
        return state
    if "trump" not in st:
        raise error(RecordError, "err-position-needs", phase=phase, key="trump")
    suit = st["trump"]
    if suit is not None and suit not in SUITS_NAMES:
        raise error(RecordError, "err-start-trump")
    if banker is None:
        raise error(RecordError, "err-position-needs", phase=phase, key="banker")
    state._fix_trump(suit, banker, "position", None)
    points = st.get("points", 0)
    if isinstance(points, bool) or not isinstance(points, int):
        raise error(RecordError, "err-must-be", key="start.points", kind="points")
    state._set_points(points)
    if phase == "bury":
        state._enter_bury()
        return state
    if not dealt[0]:
        raise error(RecordError, "err-sj-play-hands")
    state._set_kitty_known(True)
    leader = _seat(st.get("leader", banker), "start.leader")
    state._enter_play(leader)
    return state
