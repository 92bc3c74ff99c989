"""One Shengji deal in readable Python (G3-G6): declaring, burying, the tricks and scoring,
with the deal's events.

:class:`DealCore` is the reference for the compiled ``DealCore`` (``csrc/round.c``): the
same attributes and methods, which the game's one ``State`` builds on. Hands are dicts in
the order the cards came (a card removed and given back moves to the end), as the
compiled ordered hands are.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Self

from ..dealstream import shuffled
from . import random_player, scoring, tricks
from .follow import check_follow
from .lead import split_lead
from .order import RANKS, SUITS, Order, plain_key, points
from .values import cards, lead_format

PHASES = ("declare", "bury", "play", "scored", "redeal")
PHASE_DECLARE, PHASE_BURY, PHASE_PLAY, PHASE_SCORED, PHASE_REDEAL = range(len(PHASES))
_actions: dict[str, Any] = {}


def bind_actions(declare: Any, bury: Any, play: Any, pass_value: Any, phases: Any) -> None:
    """Hand over the action types, the protocol's pass and the phases (by number)."""
    _actions.update(Declare=declare, Bury=bury, Play=play, PASS=pass_value,
                    phases=tuple(phases))


def _add(hand: dict[Any, int], card: Any, n: int = 1) -> None:
    hand[card] = hand.get(card, 0) + n


def _remove(hand: dict[Any, int], card: Any, n: int = 1) -> None:
    left = hand[card] - n
    if left > 0:
        hand[card] = left
    else:
        del hand[card]


def _decl_key(card: Any, n: int) -> tuple[int, int]:
    """G3.2: more cards first; at equal count BJ > LJ > any suit."""
    return (n, 2 if card.rank == "BJ" else 1 if card.rank == "LJ" else 0)


@dataclass
class Deal:
    rules: Any
    level: int
    levels: tuple[int, int]
    banker: int  # -1: the first declarer who stands
    hands: list[dict[Any, int]]
    kitty: list[Any]
    phase: str = "declare"
    turn: int = 0
    passes: int = 0
    leader: int = 0
    standing: tuple[int, Any, int] | None = None  # seat, card, copies
    trump: Order | None = None
    shown: list[dict[Any, int]] = field(default_factory=lambda: [{}, {}, {}, {}])
    kitty_known: bool = False
    voids: list[set[str]] = field(default_factory=lambda: [set(), set(), set(), set()])
    current: list[tuple[int, tuple[Any, ...]]] = field(default_factory=list)
    hints: list[Any] = field(default_factory=list)  # each current play's named reading
    lead: Any = None  # the lead's format (after a failed throw: the forced unit)
    attempt: Any = None  # the format of what the leader put down
    failed_by: int = -1
    forced: tuple[Any, ...] = ()
    attackers_points: int = 0
    trick_points_total: int = 0
    penalty_points: int = 0
    banker_side_points: int = 0
    tricks: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)

    def attacker(self, seat: int) -> bool:
        return self.banker >= 0 and seat % 2 != self.banker % 2

    # --- declaring (G3) ------------------------------------------------------------------

    def declarations(self, seat: int) -> list[tuple[Any, int]]:
        """G3.2: the declarations a seat may make now, in plain order: n identical
        level-rank cards of one suit, or n >= 2 identical jokers, beating the standing
        declaration (more cards; at equal count jokers beat suits, BJ beats LJ)."""
        out = []
        for c in sorted(self.hands[seat], key=plain_key):
            joker = c.suit is None
            if not joker and c.rank != RANKS[self.level]:
                continue
            for n in range(2 if joker else 1, self.hands[seat][c] + 1):
                if self.standing is None or _decl_key(c, n) > _decl_key(*self.standing[1:]):
                    out.append((c, n))
        return out

    def declare(self, seat: int, card: Any, n: int) -> None:
        """A declaration stands (G3.2); the cards shown stay public until played."""
        self.standing = (seat, card, n)
        if self.shown[seat].get(card, 0) < n:
            _add(self.shown[seat], card, n - self.shown[seat].get(card, 0))
        self.passes = 0
        self.turn = (seat + 1) % 4
        self.events.append({"kind": "declared", "seat": seat, "card": card, "copies": n})

    def pass_(self, seat: int) -> None:
        """G3.1: declaring ends when every player has passed in succession."""
        self.passes += 1
        self.turn = (seat + 1) % 4
        self.events.append({"kind": "passed", "seat": seat})
        if self.passes >= 4:
            self.end_declaring()

    def end_declaring(self) -> None:
        """G3.2, G3.3, G3.4: the last standing declaration sets trump (jokers: no-trump); its
        declarer is the first deal's banker (G3.3); nobody declared: the first deal is
        redealt, a later deal's banker turns the kitty over: the first level card or joker
        decides, else the suit of the highest card."""
        how, flip = "declared", None
        if self.standing is not None:
            seat, card, _n = self.standing
            suit, banker = card.suit, self.banker if self.banker >= 0 else seat
        elif self.banker < 0:
            self.phase = "redeal"
            self.events.append({"kind": "redeal"})
            return
        else:
            banker, how = self.banker, "kitty"
            flip = next((c for c in self.kitty if c.suit is None or c.rank == RANKS[self.level]),
                        None)
            if flip is None:
                flip = max(self.kitty, key=lambda c: RANKS.index(c.rank), default=None)
            suit = flip.suit if flip is not None else None
        self.fix_trump(suit, banker, how, flip)
        self.enter_bury()

    def fix_trump(self, suit: str | None, banker: int, how: str, card: Any) -> None:
        self.trump = Order(RANKS[self.level], suit)
        self.banker = banker
        self.events.append({"kind": "trump", "banker": banker, "level": self.level,
                            "suit": suit, "how": how, "card": card})

    # --- burying (G4) ----------------------------------------------------------------------

    def enter_bury(self) -> None:
        """G4.1: the banker takes the kitty into hand."""
        for c in self.kitty:
            _add(self.hands[self.banker], c)
        self.kitty_known = True
        self.phase = "bury"

    def unshow(self, seat: int, cards: Any) -> None:
        for c in cards:
            if self.shown[seat].get(c):
                _remove(self.shown[seat], c)

    def bury(self, seat: int, cards: Any) -> None:
        """G4.1: the banker buries as many cards as the kitty held, and leads (G5.1)."""
        for c in cards:
            _remove(self.hands[seat], c)
        self.kitty = list(cards)
        self.unshow(seat, cards)
        self.events.append({"kind": "buried", "seat": seat, "cards": tuple(cards)})
        self.enter_play(seat)

    def enter_play(self, leader: int) -> None:
        self.phase = "play"
        self.leader = self.turn = leader
        self.current, self.hints = [], []
        self.lead = self.attempt = None
        self.failed_by, self.forced = -1, ()

    # --- tricks (G5) ---------------------------------------------------------------------------

    def play(self, seat: int, cards: tuple[Any, ...], reading: Any = None) -> None:
        """A lead (``reading``: its split, else the engine's, G5.2; a failed throw plays
        only its forced unit, G5.3) or a follow (``reading``: its named reading, G5.5a)."""
        assert self.trump is not None
        played, leading = tuple(cards), not self.current
        failed = False
        if leading:
            r = self.rules
            if reading is None:
                units = split_lead(cards, self.trump, r.tractor_min_width, r.tractor_min_length)
                if units is None:
                    raise ValueError("the lead cannot be split")
                reading = lead_format(self.trump.esuit(cards[0]), units)
            self.attempt = self.lead = reading
            beaten = tricks.failed_throw(reading, seat, self.hands, self.trump, r.failed_throw)
            if beaten is not None:  # G5.3: only the forced unit is played, in the order listed
                unit, self.failed_by = beaten
                need = Counter({c: unit.width for c in unit.cards})
                forced = []
                for c in cards:
                    if need[c]:
                        need[c] -= 1
                        forced.append(c)
                played = self.forced = tuple(forced)
                self.lead = lead_format(reading.esuit, (unit,))
                failed = True
                if r.throw_penalty == "ten_per_attempt":
                    delta = -10 if self.attacker(seat) else 10
                    self.penalty_points += delta
                    self.attackers_points += delta
            self.hints.append(None)
        else:
            led = sum(1 for c in cards if self.trump.esuit(c) == self.lead.esuit)
            if led < self.lead.size:
                self.voids[seat].add(self.lead.esuit)
            self.hints.append(reading.units if reading is not None else None)
        for c in played:
            _remove(self.hands[seat], c)
        self.unshow(seat, played)
        self.current.append((seat, played))
        self.events.append({
            "kind": "played", "seat": seat, "led": leading, "failed": failed,
            "beaten_by": self.failed_by if failed else -1, "cards": played,
            "attempt_units": tuple(self.attempt.units) if leading else None,
            "attempt": tuple(cards) if failed else None})
        self.turn = (seat + 1) % 4
        if len(self.current) == 4:
            self.end_trick()

    def end_trick(self) -> None:
        """G5.5, G5.6: who wins the trick and its points (the attackers score the point
        cards of the tricks they win); then the winner leads, or the deal is scored."""
        assert self.trump is not None
        idx, best = tricks.trick_winner(self.lead, self.current, self.trump,
                                        self.rules.throw_evaluation_policy, self.hints)
        winner = self.current[idx][0]
        pts = sum(points(c) for _s, cs in self.current for c in cs)
        self.trick_points_total += pts
        if self.attacker(winner):
            self.attackers_points += pts
        else:
            self.banker_side_points += pts
        self.tricks += 1
        failed = self.failed_by >= 0
        self.events.append({
            "kind": "trick", "leader": self.leader, "winner": winner, "index": idx,
            "number": self.tricks, "points": pts, "failed_by": self.failed_by if failed else None,
            "attempt_units": tuple(self.attempt.units), "lead_units": tuple(self.lead.units),
            "forced": self.forced if failed else (), "plays": list(self.current),
            "winning": tuple(best)})
        self.current, self.hints = [], []
        if all(not h for h in self.hands):
            self.score(best, winner)
        else:
            self.enter_play(winner)

    # --- scoring (G6) ------------------------------------------------------------------------

    def score(self, winning: Any, last_winner: int) -> None:
        """G6.1: the attackers winning the last trick capture the bottom, its points
        multiplied by the winning play's units; G6.2-G6.4: the level table, the next banker
        and the game's end."""
        trick_points = self.attackers_points - self.penalty_points
        kitty_points = sum(points(c) for c in self.kitty)
        mult, bonus = None, 0
        if self.attacker(last_winner):
            mult = scoring.kitty_multiplier(winning, self.rules.kitty_multiplier)
            bonus = kitty_points * mult.value
            self.attackers_points += bonus
        d = scoring.score_deal(self.rules, self.banker, self.levels, self.attackers_points)
        self.events.append({
            "kind": "scored", "attackers_points": self.attackers_points,
            "trick_points": trick_points, "kitty_points": kitty_points,
            "multiplier": tuple(mult[:3]) if mult else None,
            "titanic": bool(mult and mult.titanic), "bonus": bonus,
            "penalties": self.penalty_points, "next_banker": d.next_banker,
            "winner": d.winner, "changes": d.changes, "kitty": tuple(self.kitty)})
        self.phase = "scored"


class DealCore:
    """A Shengji deal's rules part (the compiled ``DealCore``'s reference)."""

    __slots__ = ("_g",)
    _g: Deal

    def _start(self, rules: Any, hands: Any, kitty: Any, level: int, levels: Any,
               banker: int) -> None:
        if len(hands) != 4:
            raise ValueError("four hands")
        dealt: list[dict[Any, int]] = [{}, {}, {}, {}]
        for s in range(4):
            for c in hands[s]:
                _add(dealt[s], c)
        self._g = Deal(rules, level, tuple(levels), banker, dealt, list(kitty))  # type: ignore[arg-type]

    def _clone(self) -> Self:
        new = type(self).__new__(type(self))
        new._g = copy.deepcopy(self._g)
        return new

    # --- the deal as the engine's values ------------------------------------------------

    _phase = property(lambda self: PHASES.index(self._g.phase))
    phase = property(lambda self: _actions["phases"][PHASES.index(self._g.phase)])
    finished = property(lambda self: self._g.phase in ("scored", "redeal"))
    turn = property(lambda self: self._g.turn)
    passes = property(lambda self: self._g.passes)
    leader = property(lambda self: self._g.leader)
    banker = property(lambda self: None if self._g.banker < 0 else self._g.banker)
    _level_index = property(lambda self: self._g.level)

    @property
    def to_act(self) -> tuple[int, ...]:
        g = self._g
        if g.phase in ("declare", "play"):
            return (g.turn,)
        return (g.banker,) if g.phase == "bury" else ()

    @property
    def _trump_key(self) -> tuple[int, int] | None:
        t = self._g.trump
        return None if t is None else (self._g.level, -1 if t.suit is None else SUITS.index(t.suit))

    @property
    def standing(self) -> tuple[int, tuple[Any, ...]] | None:
        s = self._g.standing
        return None if s is None else (s[0], (s[1],) * s[2])

    @property
    def hands(self) -> list[dict[Any, int]]:
        return [dict(h) for h in self._g.hands]

    def hand_counts(self, seat: int) -> dict[Any, int]:
        return dict(self._g.hands[seat])

    def holds(self, seat: int, cards: Any) -> bool:
        return all(self._g.hands[seat].get(c, 0) >= n for c, n in Counter(cards).items())

    def held(self, seat: int) -> int:
        return sum(self._g.hands[seat].values())

    def _follow_check(self, seat: int, cards: Any) -> tuple[Any, ...]:
        g = self._g
        return check_follow(g.hands[seat], g.lead, cards, g.trump, g.rules)  # type: ignore[arg-type]

    shown = property(lambda self: [Counter(s) for s in self._g.shown])
    kitty = property(lambda self: list(self._g.kitty))
    kitty_known_to_banker = property(lambda self: self._g.kitty_known)
    voids = property(lambda self: [set(v) for v in self._g.voids])
    current = property(lambda self: list(self._g.current))
    _current_count = property(lambda self: len(self._g.current))
    _lead_size = property(lambda self: self._g.lead.size if self._g.current else 0)
    lead = property(lambda self: self._g.lead if self._g.current else None)
    lead_attempt = property(lambda self: self._g.attempt if self._g.current else None)
    trick_number = property(lambda self: self._g.tricks)
    attackers_points = property(lambda self: self._g.attackers_points)
    trick_points_total = property(lambda self: self._g.trick_points_total)
    penalty_points = property(lambda self: self._g.penalty_points)
    banker_side_points = property(lambda self: self._g.banker_side_points)

    @property
    def _lead_failed(self) -> tuple[int, tuple[Any, ...], int] | None:
        g = self._g
        if not g.current or g.failed_by < 0:
            return None
        return (g.leader, g.forced, g.failed_by)

    def is_attacker(self, seat: int) -> bool:
        return self._g.attacker(seat)

    # --- moving the deal on (unchecked: the caller has checked) ---------------------------

    def _declare(self, seat: int, card: Any, n: int) -> None:
        self._g.declare(seat, card, n)

    def _pass(self, seat: int) -> None:
        self._g.pass_(seat)

    def _bury(self, seat: int, cards: Any) -> None:
        self._g.bury(seat, tuple(cards))

    def _play(self, seat: int, cards: Any, reading: Any = None) -> None:
        self._g.play(seat, tuple(cards), reading)

    def _fix_trump(self, suit: str | None, banker: int, how: str, flip: Any = None) -> None:
        self._g.fix_trump(suit, banker, how, flip)

    def _enter_bury(self) -> None:
        self._g.enter_bury()

    def _enter_play(self, leader: int) -> None:
        self._g.enter_play(leader)

    def _set_turn(self, turn: int) -> None:
        self._g.turn = turn

    def _set_points(self, pts: int) -> None:
        self._g.attackers_points = pts

    def _set_kitty_known(self, known: bool) -> None:
        self._g.kitty_known = known

    def _set_hand(self, seat: int, counts: Any) -> None:
        self._g.hands[seat] = {c: k for c, k in counts.items() if k}

    def _set_kitty(self, cards: Any) -> None:
        self._g.kitty = list(cards)

    # --- the seat to act ---------------------------------------------------------------

    def declarations(self, seat: int) -> list[tuple[Any, int]]:
        return self._g.declarations(seat)

    def random_action(self, seat: int, rng: random.Random) -> Any:
        return random_player.random_action(self._g, seat, rng, _actions)

    def apply_unchecked(self, seat: int, action: Any) -> None:
        self._apply_unchecked_slow(seat, action)  # type: ignore[attr-defined]

    # --- the log -----------------------------------------------------------------------

    def _event_count(self) -> int:
        return len(self._g.events)

    def _event(self, i: int) -> dict[str, Any]:
        if not 0 <= i < len(self._g.events):
            raise IndexError("event index out of range")
        return self._g.events[i]


def deal(seed: str, decks: int, kitty_size: int) -> tuple[list[list[Any]], list[Any]]:
    """G1.4: the four hands (G1.1) and the kitty a seed deals from ``decks`` decks (G1.2): the shoe
    (deck after deck in its canonical order) shuffled from the seed (the verifiable deal's
    stream, R1.3); the last ``kitty_size`` cards are the kitty, card p of the rest goes to
    seat p % 4."""
    order = shuffled(list(cards()) * decks, seed)
    body, kitty = order[:len(order) - kitty_size], order[len(order) - kitty_size:]
    return [body[s::4] for s in range(4)], kitty
