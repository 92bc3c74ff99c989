"""Oracle (tests only): One Shengji deal as an explicit state machine (G1-G7).

Phases: ``declare`` (G3) -> ``bury`` (G4) -> ``play`` (G5) -> ``scored`` (G6); or
``redeal`` when nobody declares in a first deal. Each transition happens in exactly one
method. Dealing and positions are in ``setup``; the legal-action view in ``legal``.
"""

from __future__ import annotations

import copy as _copy
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from marsmatch.cards import Card
from marsmatch.errors import IllegalAction, MarsMatchError, OutOfTurn, RecordError
from marsmatch.games.protocol import PASS, Pass
from marsmatch.games.shengji.actions import (
    Action,
    Bury,
    Declare,
    Play,
    from_record,
    hint_text,
    parse_action,
)
from marsmatch.games.shengji.events import (
    Buried,
    Declared,
    Event,
    FailedThrow,
    Passed,
    Phase,
    Played,
    Redeal,
    Scored,
    Trick,
    TrumpFixed,
)
from marsmatch.games.shengji.rules import Rules
from marsmatch.records import Record

from ..shuffle import commitment
from .follow import check_follow
from .lead import failed_throw, parse_lead
from .legal import LegalActions, decl_key, default_action
from .scoring import kitty_multiplier, score_deal
from .tricks import trick_winner
from .trump import DECK_RANKS, TRUMP, Trump, cards_points, parse_shengji_cards, plain_sorted
from .units import LeadFormat, Unit

SUITS_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


@dataclass(repr=False)
class State:
    """A deal in progress; mutate only through the checked actions (or the fast paths).

    Built by ``setup.new_round``; the constructor takes the deal, everything else is the
    state machine's own.
    """

    rules: Rules
    players: tuple[str, ...]
    seed: str | None
    dealt: tuple[tuple[str, ...], ...]
    hands_given: bool
    start: dict[str, Any] | None
    banker_given: int | None
    level: str
    levels: tuple[str, str]
    banker: int | None
    hands: list[dict[Card, int]]
    kitty: list[Card]
    phase: Phase = field(default=Phase.DECLARE, init=False)
    trump: Trump | None = field(default=None, init=False)
    turn: int = field(default=0, init=False)
    standing: tuple[int, tuple[Card, ...]] | None = field(default=None, init=False)
    passes: int = field(default=0, init=False)
    leader: int = field(default=0, init=False)
    lead: LeadFormat | None = field(default=None, init=False)
    lead_attempt: LeadFormat | None = field(default=None, init=False)
    lead_failed: FailedThrow | None = field(default=None, init=False)
    current: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list, init=False)
    tricks: list[Trick] = field(default_factory=list, init=False)
    attackers_points: int = field(default=0, init=False)
    trick_points_total: int = field(default=0, init=False)
    penalty_points: int = field(default=0, init=False)
    kitty_known_to_banker: bool = field(default=False, init=False)
    voids: list[set[str]] = field(default_factory=lambda: [set(), set(), set(), set()],
                                  init=False)
    shown: list[Counter[Card]] = field(default_factory=lambda: [Counter() for _ in range(4)],
                                       init=False)
    events: list[Event] = field(default_factory=list, init=False)
    outcome: Scored | None = field(default=None, init=False)

    def __repr__(self) -> str:
        return (f"<shengji State {self.phase.value}, level {self.level}, "
                f"{'trump ' + (self.trump.suit or 'none') if self.trump else 'no trump yet'}, "
                f"{len(self.tricks)} tricks>")

    # ------------------------------------------------------------------ protocol basics
    @property
    def finished(self) -> bool:
        return self.phase in (Phase.SCORED, Phase.REDEAL)

    @property
    def commitment(self) -> str | None:
        return commitment(self.seed) if self.seed is not None else None

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
        return self.trump.sorted(cards) if self.trump else plain_sorted(cards)

    # --- what the compiled engine also offers, so shared helpers and bots run on both ---
    def declarations(self, seat: int) -> list[tuple[Card, int]]:
        from .legal import declarations

        return [(d.cards[0], len(d.cards)) for d in declarations(self, seat)]

    def hand_counts(self, seat: int) -> dict[Card, int]:
        return dict(self.hands[seat])

    def held(self, seat: int) -> int:
        return sum(self.hands[seat].values())

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
        if self.standing is not None and decl_key(cs) <= decl_key(self.standing[1]):
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
        return self._apply_play(seat, cs, fmt, hint_text(hint))

    def play_unchecked(self, seat: int, cards: Sequence[Card], hint: str | None = None) -> Played:
        """Fast path for search: apply cards known to be legal (no hand or ladder check)."""
        fmt = None
        if not self.current:
            assert self.trump is not None
            fmt = parse_lead(cards, self.trump, self.rules, hint)
        return self._apply_play(seat, list(cards), fmt, hint)

    def _apply_play(self, seat: int, cs: list[Card], fmt: LeadFormat | None,
                    hint: str | None) -> Played:
        trump = self.trump
        assert trump is not None
        failed = None
        attempt = tuple(str(c) for c in cs)
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
                    else None, failed, attempt if failed is not None else None,
                    hint if fmt is not None else None)
        self.events.append(ev)
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

    # ------------------------------------------------------------ the protocol's actions
    def legal_actions(self, seat: int) -> LegalActions:
        """A lazy view of ``seat``'s legal actions (empty unless it is to act)."""
        return LegalActions(self, seat)

    def default_action(self, seat: int) -> Action:
        """The timeout action: pass; bury the lowest cards; lead the lowest single;
        the minimal follow."""
        return default_action(self, seat)

    def parse_action(self, seat: int, action: Any) -> Action:
        """The action ``seat`` means: an action value as is, text (bare cards are the
        phase's action) or a record's action dict."""
        if isinstance(action, (Declare, Bury, Play, Pass)):
            return action
        if isinstance(action, str):
            return parse_action(action, "declare" if self.phase is Phase.DECLARE else
                                "bury" if self.phase is Phase.BURY else "play")
        if isinstance(action, Mapping) and "seat" in action and action["seat"] != seat:
            raise RecordError(f"the action names seat {action['seat']} but is applied for {seat}")
        return from_record(action)

    def check_action(self, seat: int, action: Any) -> Action:
        """The checked action ``seat`` means, without applying it (IllegalAction if not legal)."""
        act = self.parse_action(seat, action)
        if act is PASS:
            self.verify_pass(seat)
        elif isinstance(act, Declare):
            self.verify_declare(seat, act.cards)
        elif isinstance(act, Bury):
            self.verify_bury(seat, act.cards)
        else:
            assert isinstance(act, Play)
            self.verify_play(seat, act.cards, act.hint)
        return act

    def apply_action(self, seat: int, action: Any) -> Event:
        """Check and apply one action (any form ``parse_action`` reads); its event."""
        act = self.parse_action(seat, action)
        if act is PASS:
            return self.pass_turn(seat)
        if isinstance(act, Declare):
            return self.declare(seat, act.cards)
        if isinstance(act, Bury):
            return self.bury(seat, act.cards)
        assert isinstance(act, Play)
        return self.play(seat, act.cards, act.hint)

    def apply_unchecked(self, seat: int, action: Action) -> Event:
        """Apply an action known to be legal; plays skip the hand and ladder checks
        (declaring and burying are checked: they are cheap and rare)."""
        if isinstance(action, Play):
            return self.play_unchecked(seat, action.cards, action.hint)
        return self.apply_action(seat, action)

    def winners(self) -> list[int]:
        """Seats of the side that won the deal: the side that advanced, or else the side
        the bank passes to (G6.2, G6.3); none before the deal is scored."""
        o = self.outcome
        if o is None or self.banker is None:
            return []
        adv = {ch["team"]: ch["advance"] for ch in o.level_changes}
        banker_team = self.banker % 2
        if adv.get(banker_team, 0) > 0:
            team = banker_team
        elif adv.get(1 - banker_team, 0) > 0:
            team = 1 - banker_team
        else:
            team = o.next_banker % 2
        return [team, team + 2]

    def log(self, seat: int | None = None, since: int = 0) -> list[dict[str, Any]]:
        """The events from index ``since`` as JSON, as ``seat`` may see them."""
        viewer = seat if not self.finished else self.banker
        return [e.to_json(viewer) for e in self.events[since:]]

    def to_record(self) -> Record:
        """The record of the deal so far (rules, players, deal, every action), derived
        from the events."""
        actions: list[dict[str, Any]] = []
        for e in self.events:
            if isinstance(e, Declared):
                actions.append({"seat": e.seat, "declare": list(e.cards)})
            elif isinstance(e, Passed):
                actions.append({"seat": e.seat, "pass": True})
            elif isinstance(e, Buried):
                actions.append({"seat": e.seat, "bury": list(e.cards)})
            elif isinstance(e, Played):
                act: dict[str, Any] = {"seat": e.seat, "play": list(e.attempt or e.cards)}
                if e.hint:
                    act["hint"] = e.hint
                actions.append(act)
        return Record(
            game="shengji", players=self.players, rules=self.rules.to_dict(), seed=self.seed,
            hands=self.dealt if (self.hands_given or self.seed is None) else None,
            actions=tuple(actions), banker=self.banker_given,
            start=dict(self.start) if self.start is not None else None,
            commitment=self.commitment)

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

    # ----------------------------------------------------------------------- views
    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` may know and nothing more; ``None`` is a spectator. The
        event log is separate: :meth:`log`."""
        kitty_visible = self.finished or (
            seat is not None and seat == self.banker and self.kitty_known_to_banker
            and self.phase is not Phase.BURY)
        to_act = seat is not None and seat in self.to_act
        kind = {Phase.DECLARE: ["declare", "pass"], Phase.BURY: ["bury"],
                Phase.PLAY: ["play"]}.get(self.phase, [])
        v: dict[str, Any] = {
            "game": "shengji",
            "phase": self.phase.value,
            "seat": seat,
            "players": list(self.players),
            "rules": self.rules.to_dict(),
            "finished": self.finished,
            "to_act": list(self.to_act),
            "banker": self.banker,
            "counts": [sum(h.values()) for h in self.hands],
            "results": self.result(),
            "commitment": self.commitment,
            "can_pass": to_act and self.phase is Phase.DECLARE,
            "actions": kind if to_act else [],
            "level": self.level,
            "levels": list(self.levels),
            "trump": (self.trump.suit if self.trump else None),
            "trump_fixed": self.trump is not None,
            "declaration": ({"seat": self.standing[0],
                             "cards": [str(c) for c in self.standing[1]]}
                            if self.standing else None),
            "shown": [[str(c) for c in plain_sorted(s.elements())] for s in self.shown],
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
        }
        if self.finished:
            v["seed"] = self.seed
        if seat is not None:
            v["hand"] = [str(c) for c in self.hand(seat)]
        if self.outcome is not None:
            v["outcome"] = self.outcome.to_dict()
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
        # The pool in a canonical order: the redeal depends on the rng and on what the
        # seat may know, never on who holds which hidden card.
        pool.sort(key=_card_order)
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
def _card_order(card: Card) -> tuple[str, str]:
    return (card.suit or "", card.rank)


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


