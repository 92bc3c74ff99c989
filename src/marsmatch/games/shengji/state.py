"""One Shengji deal as an explicit state machine (G1-G7).

Phases: ``deal`` (transient: :func:`new_round` deals at once) -> ``declare`` (G3) ->
``bury`` (G4) -> ``play`` (G5) -> ``scored`` (G6); or ``redeal`` when nobody declares
in a first deal.  Each transition happens in exactly one method.

Deal order (G1.4): the shoe ``cards.shoe(decks)`` is shuffled with the seed
(``shuffle.shuffled``); the last ``kitty_size`` cards of the shuffled order are the
kitty, and card ``p`` of the rest goes to seat ``p % 4`` (seat 0 first).
"""

from __future__ import annotations

import copy as _copy
import random
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ...cards import Card, check_copies, shoe
from ...errors import IllegalAction, MarsMatchError, OutOfTurn, RecordError, RulesError
from ...shuffle import draw_seat, new_seed, shuffled
from .formats import (
    LeadFormat,
    Unit,
    candidate_units,
    check_follow,
    construct_follow,
    counts_of,
    failed_throw,
    legal_follows,
    multiset_combinations,
    parse_lead,
    trick_winner,
)
from .rules import Rules
from .scoring import kitty_multiplier, score_deal
from .trump import DECK_RANKS, LEVELS, TRUMP, Trump, cards_points, parse_shengji_cards

SUITS_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


class Phase(str, Enum):
    DEAL = "deal"
    DECLARE = "declare"
    BURY = "bury"
    PLAY = "play"
    SCORED = "scored"
    REDEAL = "redeal"


# ----------------------------------------------------------------------------- events
@dataclass(frozen=True, slots=True)
class Declared:
    seat: int
    cards: tuple[str, ...]
    kind: str = "declare"


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int
    kind: str = "pass"


@dataclass(frozen=True, slots=True)
class TrumpFixed:
    level: str
    trump: str | None
    banker: int
    how: str  # "declared" | "kitty" | "position"
    card: str | None = None
    kind: str = "trump"


@dataclass(frozen=True, slots=True)
class Redeal:
    kind: str = "redeal"


@dataclass(frozen=True, slots=True)
class Buried:
    seat: int
    cards: tuple[str, ...]  # hidden from every view but the banker's
    kind: str = "bury"


@dataclass(frozen=True, slots=True)
class FailedThrow:
    seat: int
    forced: tuple[str, ...]
    beaten_by: int

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "forced": list(self.forced), "beaten_by": self.beaten_by}


@dataclass(frozen=True, slots=True)
class Played:
    seat: int
    cards: tuple[str, ...]
    lead_units: tuple[str, ...] | None = None  # set on a lead
    failed_throw: FailedThrow | None = None
    kind: str = "play"


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick, with what the report needs to explain it (G7)."""

    number: int
    leader: int
    lead_units: tuple[str, ...]
    failed_throw: FailedThrow | None
    plays: tuple[tuple[int, tuple[str, ...]], ...]
    winner: int
    points: int
    winning_units: tuple[Unit, ...]
    why: str
    kind: str = "trick"

    def to_dict(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "lead_units": list(self.lead_units),
            "failed_throw": self.failed_throw.to_dict() if self.failed_throw else None,
            "plays": [{"seat": s, "cards": list(c)} for s, c in self.plays],
            "winner": self.winner,
            "points": self.points,
        }


@dataclass(frozen=True, slots=True)
class Scored:
    attackers_points: int
    trick_points: int
    kitty: tuple[str, ...]
    kitty_points: int
    kitty_multiplier: int | None
    kitty_bonus: int
    penalties: int
    level_changes: tuple[dict[str, Any], ...]
    next_banker: int
    game_winner: int | None
    kind: str = "scored"


Event = Declared | Passed | TrumpFixed | Redeal | Buried | Played | Trick | Scored


# ------------------------------------------------------------------------------ state
@dataclass
class State:
    """A deal in progress; mutate only through the checked actions (or the fast paths)."""

    rules: Rules
    players: tuple[str, ...]
    seed: str | None
    dealt: tuple[tuple[str, ...], ...]
    hands_given: bool
    start: dict[str, Any] | None
    banker_given: int | None
    phase: Phase
    level: str
    levels: tuple[str, str]
    banker: int | None
    hands: list[dict[Card, int]]
    kitty: list[Card]
    trump: Trump | None = None
    turn: int = 0
    standing: tuple[int, tuple[Card, ...]] | None = None
    passes: int = 0
    leader: int = 0
    lead: LeadFormat | None = None
    lead_attempt: LeadFormat | None = None
    lead_failed: FailedThrow | None = None
    current: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    attackers_points: int = 0
    trick_points_total: int = 0
    penalty_points: int = 0
    kitty_known_to_banker: bool = False
    voids: list[set[str]] = field(default_factory=lambda: [set(), set(), set(), set()])
    shown: list[Counter[Card]] = field(default_factory=lambda: [Counter() for _ in range(4)])
    events: list[Event] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    outcome: Scored | None = None

    # ------------------------------------------------------------------ protocol basics
    @property
    def finished(self) -> bool:
        return self.phase in (Phase.SCORED, Phase.REDEAL)

    @property
    def to_act(self) -> tuple[int, ...]:
        if self.phase in (Phase.DECLARE, Phase.PLAY):
            return (self.turn,)
        if self.phase is Phase.BURY:
            assert self.banker is not None
            return (self.banker,)
        return ()

    @property
    def trick_number(self) -> int:
        return len(self.tricks)

    def is_attacker(self, seat: int) -> bool:
        return self.banker is not None and seat % 2 != self.banker % 2

    def hand(self, seat: int) -> list[Card]:
        """The seat's cards, sorted (trump last)."""
        h = self.hands[seat]
        cards = [c for c, k in h.items() for _ in range(k)]
        return self.trump.sorted(cards) if self.trump else _plain_sorted(cards)

    def copy(self) -> State:
        """A cheap independent copy (events and tricks are frozen and shared)."""
        new = _copy.copy(self)
        new.hands = [dict(h) for h in self.hands]
        new.kitty = list(self.kitty)
        new.current = list(self.current)
        new.tricks = list(self.tricks)
        new.voids = [set(v) for v in self.voids]
        new.shown = [Counter(s) for s in self.shown]
        new.events = list(self.events)
        new.actions = list(self.actions)
        return new

    # ----------------------------------------------------------------- generic checks
    def _expect(self, seat: int, phase: Phase, rule: str, what: str) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
            raise IllegalAction("G1.1", f"{seat!r} is not a seat; seats are 0 to 3")
        if self.finished:
            raise IllegalAction(rule, "the deal is over; no more actions")
        if self.phase is not phase:
            raise IllegalAction(rule, f"this is the {self.phase.value} phase, not the time to {what}")
        if seat not in self.to_act:
            raise OutOfTurn(rule, f"it is seat {self.to_act[0]}'s turn, not seat {seat}'s")

    def _cards(self, cards: Iterable[Card | str] | str) -> list[Card]:
        """Cards from notation; a suitless non-joker or a non-card is a NotationError."""
        items = list(cards) if not isinstance(cards, str) else None
        if items is not None and all(isinstance(c, Card) for c in items):
            return items  # type: ignore[return-value]
        return parse_shengji_cards(cards if isinstance(cards, str)
                                   else [str(c) for c in items or []])

    def _held(self, seat: int, cards: Sequence[Card], rule: str) -> None:
        need = Counter(cards)
        hand = self.hands[seat]
        for c, n in need.items():
            if hand.get(c, 0) < n:
                have = hand.get(c, 0)
                detail = "" if have == 0 else f" {n} times (it holds {have})"
                raise IllegalAction(rule, f"seat {seat} does not hold {c}{detail}")

    # ----------------------------------------------------------------- declaring (G3)
    def verify_declare(self, seat: int, cards: Iterable[Card | str] | str) -> list[Card]:
        """G3.2: level-rank cards of one suit, or n >= 2 identical jokers, beating the standing."""
        self._expect(seat, Phase.DECLARE, "G3.1", "declare")
        cs = self._cards(cards)
        if not cs:
            raise IllegalAction("G3.2", "a declaration shows at least one card")
        if len(set(cs)) != 1:
            raise IllegalAction("G3.2", "a declaration shows identical cards only")
        card = cs[0]
        if card.is_joker:
            if len(cs) < 2:
                raise IllegalAction("G3.2", "a joker declaration (no-trump) needs two or more "
                                            "identical jokers")
        elif card.rank != self.level:
            raise IllegalAction("G3.2", f"declare with level-rank cards ({self.level}s) or "
                                        f"jokers, not {card}")
        self._held(seat, cs, "G3.2")
        if self.standing is not None and _decl_key(cs) <= _decl_key(self.standing[1]):
            s_seat, s_cards = self.standing
            raise IllegalAction(
                "G3.2", f"{len(cs)} x {card} does not beat seat {s_seat}'s "
                f"{len(s_cards)} x {s_cards[0]}; show more cards (jokers beat suits at equal count)")
        return cs

    def can_declare(self, seat: int, cards: Iterable[Card | str] | str) -> bool:
        try:
            self.verify_declare(seat, cards)
        except MarsMatchError:
            return False
        return True

    def declare(self, seat: int, cards: Iterable[Card | str] | str) -> Declared:
        cs = self.verify_declare(seat, cards)
        self.standing = (seat, tuple(cs))
        self.shown[seat] |= Counter(cs)  # every card shown stays public until played
        self.passes = 0
        self.turn = (seat + 1) % 4
        ev = Declared(seat, tuple(str(c) for c in cs))
        self.events.append(ev)
        self.actions.append({"seat": seat, "declare": list(ev.cards)})
        return ev

    def verify_pass(self, seat: int) -> None:
        self._expect(seat, Phase.DECLARE, "G3.1", "pass")

    def can_pass(self, seat: int) -> bool:
        try:
            self.verify_pass(seat)
        except MarsMatchError:
            return False
        return True

    def pass_turn(self, seat: int) -> Passed:
        self.verify_pass(seat)
        self.passes += 1
        self.turn = (seat + 1) % 4
        ev = Passed(seat)
        self.events.append(ev)
        self.actions.append({"seat": seat, "pass": True})
        if self.passes >= 4:
            self._end_declaring()
        return ev

    def _end_declaring(self) -> None:
        """G3.2-G3.4: fix trump and banker, or redeal (the one place this transition happens)."""
        how, flip = "declared", None
        if self.standing is not None:
            seat, cs = self.standing
            suit = None if cs[0].is_joker else cs[0].suit
            banker = self.banker if self.banker is not None else seat
        elif self.banker is None:
            self.phase = Phase.REDEAL
            self.events.append(Redeal())
            return
        else:
            banker = self.banker
            suit, flip = _kitty_flip(self.kitty, self.level)
            how = "kitty"
        self._fix_trump(suit, banker, how, flip)
        self._enter_bury()

    def _fix_trump(self, suit: str | None, banker: int, how: str, flip: Card | None) -> None:
        self.trump = Trump(self.level, suit)
        self.banker = banker
        self.events.append(TrumpFixed(self.level, suit, banker, how,
                                      str(flip) if flip else None))

    def _enter_bury(self) -> None:
        assert self.banker is not None
        hand = self.hands[self.banker]
        for c in self.kitty:
            hand[c] = hand.get(c, 0) + 1
        self.kitty_known_to_banker = True
        self.phase = Phase.BURY

    # ----------------------------------------------------------------------- bury (G4)
    def verify_bury(self, seat: int, cards: Iterable[Card | str] | str) -> list[Card]:
        """G4.1: the banker buries exactly as many cards as the kitty held; any cards."""
        self._expect(seat, Phase.BURY, "G4.1", "bury")
        cs = self._cards(cards)
        k = len(self.kitty)
        if len(cs) != k:
            raise IllegalAction("G4.1", f"bury exactly {k} card{'s' if k != 1 else ''}, as many "
                                        f"as the kitty held, not {len(cs)}")
        self._held(seat, cs, "G4.1")
        return cs

    def can_bury(self, seat: int, cards: Iterable[Card | str] | str) -> bool:
        try:
            self.verify_bury(seat, cards)
        except MarsMatchError:
            return False
        return True

    def bury(self, seat: int, cards: Iterable[Card | str] | str) -> Buried:
        cs = self.verify_bury(seat, cards)
        _remove(self.hands[seat], cs)
        self.kitty = cs
        self._unshow(seat, cs)
        ev = Buried(seat, tuple(str(c) for c in cs))
        self.events.append(ev)
        self.actions.append({"seat": seat, "bury": list(ev.cards)})
        self._enter_play(seat)
        return ev

    def _enter_play(self, leader: int) -> None:
        self.phase = Phase.PLAY
        self.leader = self.turn = leader
        self.current = []
        self.lead = self.lead_attempt = None
        self.lead_failed = None

    # ----------------------------------------------------------------------- play (G5)
    def verify_play(self, seat: int, cards: Iterable[Card | str] | str,
                    hint: object = None) -> tuple[list[Card], LeadFormat | None]:
        """G5.2-G5.4: check a lead or a follow; returns the cards and (for a lead) its format."""
        self._expect(seat, Phase.PLAY, "G5.1", "play")
        leading = not self.current
        rule = "G5.2" if leading else "G5.4"
        cs = self._cards(cards)
        if not cs:
            raise IllegalAction(rule, "play at least one card")
        self._held(seat, cs, rule)
        assert self.trump is not None
        if leading:
            return cs, parse_lead(cs, self.trump, self.rules, hint)
        assert self.lead is not None
        check_follow(self.hands[seat], self.lead, cs, self.trump, self.rules)
        return cs, None

    def can_play(self, seat: int, cards: Iterable[Card | str] | str, hint: object = None) -> bool:
        try:
            self.verify_play(seat, cards, hint)
        except MarsMatchError:
            return False
        return True

    def play(self, seat: int, cards: Iterable[Card | str] | str,
             hint: object = None) -> Played:
        """Verify and apply a play; completes the trick and scores the deal when due."""
        cs, fmt = self.verify_play(seat, cards, hint)
        action: dict[str, Any] = {"seat": seat, "play": [str(c) for c in cs]}
        if hint is not None:
            action["hint"] = hint
        return self._apply_play(seat, cs, fmt, action)

    def play_unchecked(self, seat: int, cards: Sequence[Card]) -> Played:
        """Fast path for search: apply cards known to be legal (no hand or ladder check)."""
        fmt = None
        if not self.current:
            assert self.trump is not None
            fmt = parse_lead(cards, self.trump, self.rules)
        return self._apply_play(seat, list(cards), fmt, {"seat": seat,
                                                         "play": [str(c) for c in cards]})

    def _apply_play(self, seat: int, cs: list[Card], fmt: LeadFormat | None,
                    action: dict[str, Any]) -> Played:
        trump = self.trump
        assert trump is not None
        failed = None
        if fmt is not None:
            self.lead_attempt = fmt
            beaten = failed_throw(fmt, seat, self.hands, trump, self.rules)
            if beaten is not None:
                unit, by = beaten
                forced = _forced_cards(cs, unit)
                failed = FailedThrow(seat, tuple(str(c) for c in forced), by)
                cs = forced
                fmt = LeadFormat(fmt.esuit, (unit,))
                if self.rules.throw_penalty == "ten_per_attempt":
                    delta = -10 if self.is_attacker(seat) else 10
                    self.penalty_points += delta
                    self.attackers_points += delta
            self.lead = fmt
            self.lead_failed = failed
        else:
            assert self.lead is not None
            led = sum(1 for c in cs if trump.esuit(c) == self.lead.esuit)
            if led < self.lead.size:
                self.voids[seat].add(self.lead.esuit)
        _remove(self.hands[seat], cs)
        self._unshow(seat, cs)
        self.current.append((seat, tuple(cs)))
        ev = Played(seat, tuple(str(c) for c in cs),
                    tuple(self.lead_attempt.describe()) if fmt is not None and self.lead_attempt
                    else None, failed)
        self.events.append(ev)
        self.actions.append(action)
        self.turn = (seat + 1) % 4
        if len(self.current) == 4:
            self._end_trick()
        return ev

    def _end_trick(self) -> None:
        """G5.5-G5.6: decide the trick, move its points, then lead again or score."""
        trump, lead = self.trump, self.lead
        assert trump is not None and lead is not None and self.lead_attempt is not None
        idx, units = trick_winner(lead, self.current, trump, self.rules)
        winner = self.current[idx][0]
        points = sum(cards_points(c) for _, c in self.current)
        self.trick_points_total += points
        if self.is_attacker(winner):
            self.attackers_points += points
        why = _explain(self.current, idx, lead, units, trump, self.lead_failed)
        trick = Trick(len(self.tricks) + 1, self.leader, tuple(self.lead_attempt.describe()),
                      self.lead_failed,
                      tuple((s, tuple(str(c) for c in cs)) for s, cs in self.current),
                      winner, points, units, why)
        self.tricks.append(trick)
        self.events.append(trick)
        self.current = []
        if all(not h for h in self.hands):
            self._score(trick)
        else:
            self._enter_play(winner)

    # -------------------------------------------------------------------- scoring (G6)
    def _score(self, last: Trick) -> None:
        """G6.1-G6.4: bottom capture, level table, next banker (the one scoring transition)."""
        assert self.banker is not None
        trick_points = self.attackers_points - self.penalty_points
        kitty_pts = cards_points(self.kitty)
        mult = None
        bonus = 0
        if self.is_attacker(last.winner):
            mult = kitty_multiplier(last.winning_units, self.rules.kitty_multiplier)
            bonus = kitty_pts * mult
            self.attackers_points += bonus
        _, changes, nxt, winner = score_deal(self.rules, banker=self.banker,
                                             level_by_team=self.levels,
                                             points=self.attackers_points)
        self.outcome = Scored(self.attackers_points, trick_points,
                              tuple(str(c) for c in self.kitty), kitty_pts, mult, bonus,
                              self.penalty_points, tuple(c.to_dict() for c in changes), nxt,
                              winner)
        self.events.append(self.outcome)
        self.phase = Phase.SCORED

    def result(self) -> list[dict[str, Any]]:
        """Per seat: side, level before and after, and the points its side took."""
        if self.phase is Phase.REDEAL:
            return [{"seat": s, "redeal": True} for s in range(4)]
        if self.outcome is None or self.banker is None:
            return []
        out = []
        banker_side_points = sum(t.points for t in self.tricks if not self.is_attacker(t.winner))
        for s in range(4):
            ch = self.outcome.level_changes[s % 2]
            attacker = self.is_attacker(s)
            out.append({
                "seat": s,
                "side": "attackers" if attacker else "banker",
                "banker": s == self.banker,
                "level_before": ch["from"],
                "level_after": ch["to"],
                "advance": ch["advance"],
                "points": self.outcome.attackers_points if attacker else banker_side_points,
                "wins_game": ch["wins_game"],
            })
        return out

    # ------------------------------------------------------------ generic action entry
    def apply_action(self, seat: int, action: Mapping[str, Any]) -> Event:
        """Apply one record action dict: declare, pass, bury or play (with optional hint)."""
        if not isinstance(action, Mapping):
            raise RecordError("an action is an object such as {\"seat\": 0, \"play\": [\"S7\"]}")
        kinds = [k for k in ("declare", "pass", "bury", "play") if k in action]
        if len(kinds) != 1:
            raise RecordError("an action has exactly one of declare, pass, bury, play")
        if "seat" in action and action["seat"] != seat:
            raise RecordError(f"the action names seat {action['seat']} but is applied for {seat}")
        kind = kinds[0]
        if kind == "pass":
            if action["pass"] is not True:
                raise RecordError('a pass is written "pass": true')
            return self.pass_turn(seat)
        cards = action[kind]
        if isinstance(cards, str):
            cards = [cards]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise RecordError(f'"{kind}" takes a list of card strings')
        if kind == "declare":
            return self.declare(seat, cards)
        if kind == "bury":
            return self.bury(seat, cards)
        return self.play(seat, cards, action.get("hint"))

    # --------------------------------------------------------------- action generation
    def legal_actions(self, seat: int | None = None) -> Iterator[dict[str, Any]]:
        """Lazily every legal action of ``seat`` (default: the seat to act).

        Burying and following are combinatorial: take what you need from the iterator.
        """
        if self.finished:
            return
        if seat is None:
            seat = self.to_act[0]
        if seat not in self.to_act:
            return
        if self.phase is Phase.DECLARE:
            yield {"seat": seat, "pass": True}
            for cs in self._declarations(seat):
                yield {"seat": seat, "declare": [str(c) for c in cs]}
        elif self.phase is Phase.BURY:
            hand = self.hands[seat]
            for cs in multiset_combinations(hand, len(self.kitty), self._order(hand)):
                yield {"seat": seat, "bury": [str(c) for c in cs]}
        elif self.phase is Phase.PLAY:
            assert self.trump is not None
            hand = self.hands[seat]
            if self.current:
                assert self.lead is not None
                for cs in legal_follows(hand, self.lead, self.trump, self.rules):
                    yield {"seat": seat, "play": [str(c) for c in cs]}
                return
            by_suit: dict[str, dict[Card, int]] = {}
            for c, k in hand.items():
                by_suit.setdefault(self.trump.esuit(c), {})[c] = k
            for size in range(1, sum(hand.values()) + 1):
                for suit_cards in by_suit.values():
                    for cs in multiset_combinations(suit_cards, size, self._order(suit_cards)):
                        yield {"seat": seat, "play": [str(c) for c in cs]}

    def _order(self, cards: Iterable[Card]) -> list[Card]:
        return self.trump.sorted(set(cards)) if self.trump else _plain_sorted(set(cards))

    def _declarations(self, seat: int) -> Iterator[list[Card]]:
        hand = self.hands[seat]
        for c in _plain_sorted(hand):
            if c.rank != self.level and not c.is_joker:
                continue
            lo = 2 if c.is_joker else 1
            for n in range(lo, hand[c] + 1):
                cs = [c] * n
                if self.standing is None or _decl_key(cs) > _decl_key(self.standing[1]):
                    yield cs

    def default_action(self, seat: int | None = None) -> dict[str, Any]:
        """The timeout action: pass; bury the lowest cards; lead the lowest single; minimal follow."""
        if seat is None:
            seat = self.to_act[0]
        if self.phase is Phase.DECLARE:
            return {"seat": seat, "pass": True}
        trump = self.trump
        assert trump is not None
        hand = self.hands[seat]
        cards = [c for c, k in hand.items() for _ in range(k)]
        low = sorted(cards, key=lambda c: (trump.is_trump(c), cards_points([c]) > 0,
                                           trump.pos(c), trump.sort_key(c)))
        if self.phase is Phase.BURY:
            return {"seat": seat, "bury": [str(c) for c in low[:len(self.kitty)]]}
        if self.phase is Phase.PLAY:
            if not self.current:
                return {"seat": seat, "play": [str(low[0])]}
            assert self.lead is not None
            cs = construct_follow(hand, self.lead, trump, self.rules)
            return {"seat": seat, "play": [str(c) for c in cs]}
        raise IllegalAction("G5.1", "the deal is over; no more actions")

    def random_action(self, rng: random.Random, seat: int | None = None) -> dict[str, Any]:
        """A random legal action (for simulations and tests); throws are tried now and then."""
        if seat is None:
            seat = self.to_act[0]
        if self.phase is Phase.DECLARE:
            decls = list(self._declarations(seat))
            if decls and rng.random() < 0.5:
                return {"seat": seat, "declare": [str(c) for c in rng.choice(decls)]}
            return {"seat": seat, "pass": True}
        hand = self.hands[seat]
        cards = [c for c, k in hand.items() for _ in range(k)]
        if self.phase is Phase.BURY:
            return {"seat": seat, "bury": [str(c) for c in rng.sample(cards, len(self.kitty))]}
        trump = self.trump
        assert trump is not None and self.phase is Phase.PLAY
        if self.current:
            assert self.lead is not None
            cs = construct_follow(hand, self.lead, trump, self.rules, rng)
            return {"seat": seat, "play": [str(c) for c in cs]}
        suit = trump.esuit(rng.choice(cards))
        suit_hand = {c: k for c, k in hand.items() if trump.esuit(c) == suit}
        units = candidate_units(suit_hand, trump, self.rules)
        if rng.random() < 0.15 and len(units) > 1:
            picked = rng.sample(units, min(len(units), rng.randint(2, 3)))
            cs = []
            for u in picked:
                cs.extend(u.all_cards())
            need = Counter(cs)
            if all(n <= suit_hand[c] for c, n in need.items()):
                return {"seat": seat, "play": [str(c) for c in cs]}
        u = rng.choice(units)
        if u.length == 1 and u.width > 1 and rng.random() < 0.3:
            return {"seat": seat, "play": [str(u.cards[0])] * rng.randint(1, u.width)}
        return {"seat": seat, "play": [str(c) for c in u.all_cards()]}

    # ----------------------------------------------------------------------- views
    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` may know and nothing more; ``None`` is a spectator."""
        kitty_visible = self.finished or (
            seat is not None and seat == self.banker and self.kitty_known_to_banker
            and self.phase is not Phase.BURY)
        v: dict[str, Any] = {
            "phase": self.phase.value,
            "seat": seat,
            "players": list(self.players),
            "rules": self.rules.to_dict(),
            "level": self.level,
            "levels": list(self.levels),
            "trump": (self.trump.suit if self.trump else None),
            "trump_fixed": self.trump is not None,
            "banker": self.banker,
            "to_act": list(self.to_act),
            "hand_counts": [sum(h.values()) for h in self.hands],
            "declaration": ({"seat": self.standing[0],
                             "cards": [str(c) for c in self.standing[1]]}
                            if self.standing else None),
            "shown": [[str(c) for c in _plain_sorted(s.elements())] for s in self.shown],
            "kitty_size": len(self.kitty),
            "kitty": [str(c) for c in self.kitty] if kitty_visible else None,
            "leader": self.leader if self.phase is Phase.PLAY else None,
            "current_trick": [{"seat": s, "cards": [str(c) for c in cs]}
                              for s, cs in self.current],
            "lead_units": (list(self.lead_attempt.describe())
                           if self.current and self.lead_attempt else None),
            "failed_throw": (self.lead_failed.to_dict()
                             if self.current and self.lead_failed else None),
            "tricks": [t.to_dict() for t in self.tricks],
            "attackers_points": self.attackers_points,
            "finished": self.finished,
        }
        if seat is not None:
            v["hand"] = [str(c) for c in self.hand(seat)]
        if self.outcome is not None:
            v["outcome"] = outcome_dict(self.outcome)
        return v

    # --------------------------------------------------------------------- resample
    def resample(self, seat: int, rng: random.Random) -> State:
        """A copy whose hidden cards are redealt consistently with ``seat``'s view.

        Kept: the seat's own hand, every shown declaration card still held, the kitty
        when the seat knows it, the card counts, and the voids revealed by play.
        """
        new = self.copy()
        kitty_known = seat == self.banker and self.kitty_known_to_banker
        if self.phase is Phase.BURY:
            kitty_known = True  # the kitty is in the banker's hand or already seen
        targets = [s for s in range(4) if s != seat]
        pool: list[Card] = []
        need: dict[Any, int] = {}
        for s in targets:
            hidden = Counter(self.hands[s]) - self.shown[s]
            pool.extend(hidden.elements())
            need[s] = sum(hidden.values())
        if not kitty_known and self.phase is not Phase.BURY:
            pool.extend(self.kitty)
            need["kitty"] = len(self.kitty)
        trump = self.trump

        def eligible(card: Card) -> list[Any]:
            out = []
            for t, n in need.items():
                if n <= 0:
                    continue
                if t != "kitty" and trump is not None and trump.esuit(card) in new.voids[t]:
                    continue
                out.append(t)
            return out

        for attempt in range(60):
            rng.shuffle(pool)
            left = dict(need)
            placed: dict[Any, list[Card]] = {t: [] for t in need}
            ok = True
            order = sorted(pool, key=lambda c: len(eligible(c)))
            for c in order:
                opts = [t for t in left if left[t] > 0 and (
                    attempt >= 50 or t == "kitty" or trump is None
                    or trump.esuit(c) not in new.voids[t])]
                if not opts:
                    ok = False
                    break
                t = rng.choice(opts)
                placed[t].append(c)
                left[t] -= 1
            if ok:
                break
        for s in targets:
            hand = Counter(self.shown[s])
            hand.update(placed[s])
            new.hands[s] = dict(hand)
        if "kitty" in placed:
            new.kitty = placed["kitty"]
        return new

    def _unshow(self, seat: int, cards: Iterable[Card]) -> None:
        if self.shown[seat]:
            self.shown[seat] -= Counter(cards)


# ----------------------------------------------------------------------------- helpers
def _plain_sorted(cards: Iterable[Card]) -> list[Card]:
    order = {r: i for i, r in enumerate(DECK_RANKS)}
    return sorted(cards, key=lambda c: (c.is_joker, c.suit or "", order.get(c.rank, 13),
                                        c.rank))


def _decl_key(cards: Sequence[Card]) -> tuple[int, int]:
    """G3.2: more cards first; at equal count BJ > LJ > any suit."""
    c = cards[0]
    return (len(cards), 2 if c.rank == "BJ" else 1 if c.rank == "LJ" else 0)


def _kitty_flip(kitty: Sequence[Card], level: str) -> tuple[str | None, Card | None]:
    """G3.3: the first level-rank card or joker turned decides; else the highest card's suit."""
    for c in kitty:
        if c.is_joker:
            return None, c
        if c.rank == level:
            return c.suit, c
    if not kitty:
        return None, None
    order = {r: i for i, r in enumerate(DECK_RANKS)}
    best = max(kitty, key=lambda c: order[c.rank])  # max keeps the first of equals
    return best.suit, best


def _remove(hand: dict[Card, int], cards: Iterable[Card]) -> None:
    for c in cards:
        n = hand[c] - 1
        if n:
            hand[c] = n
        else:
            del hand[c]


def _forced_cards(attempt: Sequence[Card], unit: Unit) -> list[Card]:
    """The forced unit's cards in the order the leader listed them."""
    need = Counter(unit.all_cards())
    out = []
    for c in attempt:
        if need[c] > 0:
            out.append(c)
            need[c] -= 1
    return out


def _explain(plays: Sequence[tuple[int, Sequence[Card]]], idx: int, lead: LeadFormat,
             units: Sequence[Unit], trump: Trump, failed: FailedThrow | None) -> str:
    leader = plays[0][0]
    parts = []
    if failed is not None:
        parts.append(f"seat {leader}'s throw failed: seat {failed.beaten_by} could beat "
                     f"{lead.units[0].describe()}, so only it was played (G5.3)")
    winner = plays[idx][0]
    desc = ", ".join(u.describe() for u in units)
    if idx == 0:
        parts.append(f"no follow matched the lead's format and beat it; seat {winner} wins "
                     f"with {desc} (G5.5)")
    else:
        trumped = lead.esuit != TRUMP and units[0].esuit == TRUMP
        how = "trumped with" if trumped else "beat the lead with"
        parts.append(f"seat {winner} {how} {desc} (G5.5)")
    return "; ".join(parts)


def outcome_dict(o: Scored) -> dict[str, Any]:
    return {
        "attackers_points": o.attackers_points,
        "trick_points": o.trick_points,
        "kitty": list(o.kitty),
        "kitty_points": o.kitty_points,
        "kitty_multiplier": o.kitty_multiplier,
        "kitty_bonus": o.kitty_bonus,
        "penalties": o.penalties,
        "level_changes": [dict(c) for c in o.level_changes],
        "next_banker": o.next_banker,
        "game_winner": o.game_winner,
    }


# --------------------------------------------------------------------------- new_round
def _seat(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 4:
        raise RecordError(f'"{name}" must be a seat number from 0 to 3')
    return value


def _level(value: Any, name: str) -> str:
    text = str(value).upper()
    if text == "T":
        text = "10"
    if text not in LEVELS:
        raise RecordError(f'"{name}" must be a level 2..10 J Q K A, not {value!r}')
    return text


def new_round(rules: Rules | Mapping[str, Any] | None, players: Sequence[str],
              seed: str | None = None, hands: Sequence[Sequence[str | Card]] | None = None,
              start: Mapping[str, Any] | None = None, banker: int | None = None) -> State:
    """Deal a round (or set up a position, G7) and return its state.

    ``seed`` and/or ``hands``: with both they must agree; with neither a fresh seed is
    drawn.  ``banker`` fixes the banker (a later deal, G3.4); without it the first
    declarer who stands becomes banker (G3.3).  ``start`` may give ``phase``
    (``declare`` | ``bury`` | ``play``), ``level``, ``levels`` (both teams),
    ``trump`` (a suit or null), ``banker``, ``leader``, ``kitty`` and ``points``.
    """
    if not isinstance(rules, Rules):
        rules = Rules.from_dict(rules)
    players = tuple(players)
    if len(players) != 4:
        raise RulesError(f"Shengji is played by four players, not {len(players)} (G1.1)")
    start_d = dict(start) if start is not None else None
    st = start_d or {}
    known = {"phase", "level", "levels", "trump", "banker", "leader", "kitty", "points"}
    unknown = set(st) - known
    if unknown:
        raise RecordError(f'"start" has unknown keys: {", ".join(sorted(unknown))}; '
                          f'known are {", ".join(sorted(known))}')
    phase = st.get("phase", "declare")
    if phase not in ("declare", "bury", "play"):
        raise RecordError('"start.phase" must be "declare", "bury" or "play"')
    if "banker" in st:
        b = _seat(st["banker"], "start.banker")
        if banker is not None and banker != b:
            raise RecordError('"banker" and "start.banker" disagree')
        banker = b
    elif banker is not None:
        banker = _seat(banker, "banker")
    if seed is None and hands is None:
        seed = new_seed()

    seed_hands: list[list[Card]] | None = None
    seed_kitty: list[Card] = []
    if seed is not None:
        order = shuffled(shoe(rules.decks), seed)
        k = rules.kitty_size
        body, seed_kitty = order[:-k], order[-k:]
        seed_hands = [body[s::4] for s in range(4)]
    if hands is not None:
        if len(hands) != 4:
            raise RecordError(f"{len(hands)} hands for four players (G1.1)")
        given = [parse_shengji_cards([str(c) for c in h]) for h in hands]
        if seed_hands is not None and any(Counter(a) != Counter(b)
                                          for a, b in zip(given, seed_hands)):
            raise RecordError("the hands do not match the deal from the seed (G1.4)")
        dealt = given
    else:
        assert seed_hands is not None
        dealt = seed_hands
    if "kitty" in st:
        if not isinstance(st["kitty"], list):
            raise RecordError('"start.kitty" must be a list of card strings')
        kitty = parse_shengji_cards([str(c) for c in st["kitty"]])
    else:
        kitty = list(seed_kitty) if phase != "play" else []
    check_copies([c for h in dealt for c in h] + kitty, rules.decks, suited=True)
    if len({len(h) for h in dealt}) != 1:
        raise RecordError("the four hands must hold the same number of cards (G1.2, G7)")

    if "levels" in st:
        lv = st["levels"]
        if not isinstance(lv, list) or len(lv) != 2:
            raise RecordError('"start.levels" must be the two teams\' levels, e.g. ["2", "5"]')
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
        phase=Phase.DECLARE, level=level, levels=levels, banker=banker,
        hands=[counts_of(h) for h in dealt], kitty=kitty,
    )
    if phase == "declare":
        if banker is not None:
            state.turn = banker
        else:
            state.turn = draw_seat(seed, 4) if seed is not None else 0
        return state
    if "trump" not in st:
        raise RecordError(f'a "{phase}" position needs "trump": a suit letter or null')
    suit = st["trump"]
    if suit is not None and suit not in SUITS_NAMES:
        raise RecordError('"start.trump" must be S, H, D, C or null (no-trump)')
    if banker is None:
        raise RecordError(f'a "{phase}" position needs "banker"')
    state._fix_trump(suit, banker, "position", None)
    points = st.get("points", 0)
    if isinstance(points, bool) or not isinstance(points, int):
        raise RecordError('"start.points" must be a whole number')
    state.attackers_points = points
    if phase == "bury":
        state._enter_bury()
        return state
    if not dealt[0]:
        raise RecordError("a play position needs four non-empty hands of equal size (G7)")
    state.kitty_known_to_banker = True
    leader = _seat(st.get("leader", banker), "start.leader")
    state._enter_play(leader)
    return state


__all__ = [
    "Buried",
    "Declared",
    "Event",
    "FailedThrow",
    "Passed",
    "Phase",
    "Played",
    "Redeal",
    "Scored",
    "State",
    "Trick",
    "TrumpFixed",
    "new_round",
    "outcome_dict",
]
