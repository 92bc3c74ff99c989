"""One Shengji deal as an explicit state machine (G1-G7).

Phases: ``declare`` (G3) -> ``bury`` (G4) -> ``play`` (G5) -> ``scored`` (G6); or
``redeal`` when nobody declares in a first deal. Dealing and positions are in ``setup``;
the legal-action view in ``legal``.

The rules part of the deal is a *core*: the compiled ``_core.DealCore`` (``csrc/round.c``,
the default) or the readable ``marsmatch.reference.shengji.DealCore``; both hold the hands
(in the order the cards came), the declaration, the kitty, the trick, the lead and the
events, and make every transition (each in one place there). :class:`State` is the one face
over either (``State(..., core=...)``, ``games.cores``): the checked actions with their
rulings, the engine's values (events, units, trump), views, records and redeals, asking its
core (``State.core``) for every rule.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Self

from ... import words
from ...cards import Card, shoe
from ...errors import MarsMatchError, OutOfTurn, RecordError
from ...records import Record
from ...shuffle import commitment
from ..cores import core_name, reference_class
from ..eventlog import CompiledEventLog
from ..protocol import PASS, Pass
from . import _core
from .actions import Action, Bury, Declare, Play, from_record, hint_text, parse_action
from .events import (
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
from .follow import follow_error
from .lead import parse_lead, units_from_hint
from .legal import LegalActions, decl_key, default_action
from .livedeal import received_count
from .rules import Rules
from .scoring import winning_team
from .trump import LEVELS, SUITS, TRUMP, Trump, parse_shengji_cards, plain_sorted
from .units import LeadFormat, Unit, all_cards, units_msg

SUITS_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
if TYPE_CHECKING:  # mypy reads the face over the reference's typed deal
    from ...reference.shengji.round import DealCore as _Face
else:
    _Face = object  # a core's DealCore comes second in each concrete class below


class State(_Face):
    """A deal in progress; mutate only through the checked actions (or the fast paths).

    Built by ``setup.new_round``. From its core: ``turn``, ``passes``, ``leader``,
    ``banker``, ``standing``, ``hands`` (fresh dicts, in the order the cards came),
    ``hand_counts(seat)``, ``shown``, ``kitty``, ``kitty_known_to_banker``, ``voids``,
    ``current``, ``lead``, ``lead_attempt``, ``attackers_points``, ``trick_points_total``,
    ``penalty_points``, ``is_attacker``; the rest is here. ``State(..., core="reference")``
    makes a deal on the reference core.
    """

    #: the rules this deal's core implements (``_core`` or ``reference.shengji``)
    core: ClassVar[ModuleType]
    rules: Rules
    players: tuple[str, ...]
    seed: str | None
    dealt: tuple[tuple[str, ...], ...]
    hands_given: bool
    start: dict[str, Any] | None
    banker_given: int | None
    level: str
    levels: tuple[str, str]

    def __new__(cls, *args: Any, core: str | None = None, **kwargs: Any) -> Self:
        """A deal on ``core`` (``games.cores``): the class of that core."""
        if cls is State:
            concrete = State.of(core)
            return concrete.__new__(concrete)  # type: ignore[return-value]
        return super().__new__(cls)  # type: ignore[no-any-return]

    @staticmethod
    def of(core: str | None = None) -> type[State]:
        """The class of deals on ``core`` (``games.cores``; the process's by default)."""
        return CompiledState if core_name(core) == "compiled" else _reference_state()

    @property
    def core_name(self) -> str:
        """``compiled`` or ``reference``: the core this deal runs on."""
        return "compiled" if self.core is _core else "reference"

    def __init__(self, *, rules: Rules, players: tuple[str, ...], seed: str | None,
                 dealt: tuple[tuple[str, ...], ...], hands_given: bool,
                 start: dict[str, Any] | None, banker_given: int | None, level: str,
                 levels: tuple[str, str], banker: int | None, hands: list[dict[Card, int]],
                 kitty: list[Card], core: str | None = None) -> None:
        self.rules = rules
        self.players = players
        self.seed = seed
        self.dealt = dealt
        self.hands_given = hands_given
        self.start = start
        self.banker_given = banker_given
        self.level = level
        self.levels = levels
        #: hints of leads, by event number (the compiled log keeps cards, not text)
        self._hints: dict[int, str] = {}
        #: the events made into values so far, by number (they never change)
        self._made: dict[int, Event] = {}
        #: a live deal (``deal_style = "live"``): the cards dealt so far (None: the deal
        #: was whole from the start), the seat that opens G3.1's round once it is, and how
        #: many cards were out at each declaration made during it, by event number
        self.live_dealt: int | None = None
        self._first_turn = 0
        self._dealt_at: dict[int, int] = {}
        self._start(rules, [[c for c, k in h.items() for _ in range(k)] for h in hands], kitty,
                    LEVELS.index(level), [LEVELS.index(x) for x in levels],
                    -1 if banker is None else banker)

    def __repr__(self) -> str:
        return (f"<shengji State {self.phase.value}, level {self.level}, "
                f"{'trump ' + (self.trump.suit or 'none') if self.trump else 'no trump yet'}, "
                f"{len(self.tricks)} tricks>")

    # ------------------------------------------------------------------ protocol basics
    @property
    def commitment(self) -> str | None:
        return commitment(self.seed) if self.seed is not None else None

    @property
    def trump(self) -> Trump | None:
        """The deal's level rank and trump suit, once fixed."""
        key = self._trump_key
        if key is None:
            return None
        trump = _TRUMPS.get(key)
        if trump is None:
            trump = _TRUMPS[key] = Trump(LEVELS[key[0]], None if key[1] < 0 else SUITS[key[1]])
        return trump

    @property
    def lead_failed(self) -> FailedThrow | None:
        """The failed throw of the current trick's lead (G5.3), if any."""
        failed = self._lead_failed
        if failed is None:
            return None
        seat, forced, by = failed
        return FailedThrow(seat, tuple(str(c) for c in forced), by)

    @property
    def played(self) -> Counter[Card]:
        """Every card played to a trick so far, with its copies (public: what the bots' C
        counts as gone, ``bots.shengji_position``)."""
        out: Counter[Card] = Counter()
        for i in range(self._event_count()):
            event = self._event(i)
            if event["kind"] == "played":
                out.update(event["cards"])
        return out

    @property
    def in_play(self) -> Counter[Card]:
        """Every card of the deal wherever it lies (the hands, the tricks, the kitty): a
        whole shoe once dealt, or a position's own cards. It never changes, so it is public:
        the cards hidden from a seat are these less what it sees (``bots.shengji_position``)."""
        if self.start is None and not self.hands_given:  # the whole shoe was dealt
            return Counter(_shoe_counts(self.rules.decks))
        out = self.played
        for s in range(4):
            out.update(self.hand_counts(s))
        if self.phase is not Phase.BURY:  # while burying the kitty is in the banker's hand
            out.update(self.kitty)
        return out

    @property
    def readings(self) -> list[LeadFormat | None]:
        """Per play of the current trick, the reading its follower named (G5.5a), else None
        (the lead's own reading is ``lead_attempt``)."""
        current = self.current
        first = self._event_count() - len(current)
        return [self._named_reading(cs, self._hints[first + i])
                if i and first + i in self._hints else None
                for i, (_s, cs) in enumerate(current)]

    @property
    def events(self) -> EventLog:
        """The deal's events so far, oldest first (a live, read-only sequence)."""
        return EventLog(self)

    @property
    def tricks(self) -> list[Trick]:
        """The finished tricks, in order."""
        return [e for e in self.events if isinstance(e, Trick)]

    @property
    def outcome(self) -> Scored | None:
        """How the deal was scored (G6), once it is."""
        if self.phase is not Phase.SCORED:
            return None
        last = self.events[-1]
        assert isinstance(last, Scored)
        return last

    def hand(self, seat: int) -> list[Card]:
        """The seat's cards, sorted (trump last)."""
        h = self.hand_counts(seat)
        cards = [c for c, k in h.items() for _ in range(k)]
        return self.trump.sorted(cards) if self.trump else plain_sorted(cards)

    def copy(self) -> State:
        """A cheap independent copy (the compiled deal is one block; the event log is
        shared until either copy moves on)."""
        new = self._clone()
        new.__dict__.update(self.__dict__)
        new._hints = dict(self._hints)
        new._made = dict(self._made)
        new._dealt_at = dict(self._dealt_at)
        return new

    # ------------------------------------------------------------ live dealing (G3.1)
    @property
    def to_act(self) -> tuple[int, ...]:
        """The seats to act in turn: none while a live deal runs (anyone may declare)."""
        return () if self.dealing else super().to_act  # type: ignore[misc, no-any-return]

    @property
    def deal_total(self) -> int:
        """The cards dealt to the seats (the kitty is set aside after them)."""
        return sum(len(h) for h in self.dealt)

    @property
    def dealing(self) -> bool:
        """A live deal is under way: cards are still to come."""
        return self.live_dealt is not None and self.live_dealt < self.deal_total

    def received(self, seat: int) -> list[Card]:
        """The cards ``seat`` has been dealt so far, in the order they came (its whole
        hand as dealt once the deal is complete)."""
        got = self.dealt[seat]
        if self.live_dealt is not None:
            got = got[:received_count(self.live_dealt, seat)]
        return parse_shengji_cards(list(got))

    def held_now(self, seat: int) -> int:
        """How many cards ``seat`` holds as everyone sees it (those received so far)."""
        if self.dealing:
            assert self.live_dealt is not None
            return received_count(self.live_dealt, seat)
        return self.held(seat)  # type: ignore[no-any-return]

    def deal_live(self) -> bool:
        """Start the live deal the rules ask for (``deal_style = "live"``), before anything
        else happens: no card out yet; once the deal is complete G3.1's round in turn opens
        with the seat now to act. A table with a pace and a record's replay call it; without
        one (the command line, the rules lab) the cards come at once. False, changing
        nothing, when the rules deal whole, or past the start of the deal."""
        if (self.rules.deal_style != "live" or self.live_dealt is not None
                or self.phase is not Phase.DECLARE or self._event_count()):
            return False
        self._first_turn = super().to_act[0]  # type: ignore[misc]
        self.live_dealt = 0
        return True

    def deal_to(self, n: int) -> int:
        """Deal on until ``n`` cards are out (the table's pace, or a record's ``"cards_out"``);
        returns how many came. The last card ends the live part: the round in turn opens
        with the seat G3.1 names."""
        if self.live_dealt is None:
            raise words.refusal("G3.1", "sj-err-not-live")
        if not self.live_dealt <= n <= self.deal_total:
            raise RecordError(f"a live deal cannot go from {self.live_dealt} cards dealt to "
                              f"{n} (it deals {self.deal_total})")
        came, self.live_dealt = n - self.live_dealt, n
        if came and n == self.deal_total:
            self._set_turn(self._first_turn)
        return came

    def at_moment(self, action: Any) -> State:
        """The position a record's action is judged in (arbitration): during a live deal,
        a copy dealt on to the action's ``"cards_out"`` (or to the end of the deal without
        one, as ``apply_action`` does); otherwise this one."""
        if not self.dealing or not isinstance(action, Mapping):
            return self
        moment = _dealt_of(action, self.deal_total)
        if moment == self.live_dealt:
            return self
        ahead = self.copy()
        ahead.deal_to(moment)
        return ahead

    def deal_card(self) -> int:
        """Deal the next card; returns the seat it went to."""
        assert self.live_dealt is not None
        seat = self.live_dealt % 4
        self.deal_to(self.live_dealt + 1)
        return seat

    # ----------------------------------------------------------------- generic checks
    def _expect(self, seat: int, phase: Phase, rule: str, what: str) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
            raise words.refusal("G1.1", "err-not-seat", seat=repr(seat), last=3)
        if self.finished:
            raise words.refusal(rule, "sj-err-over")
        if self.phase is not phase:
            raise words.refusal(rule, "sj-err-phase", phase=self.phase.value, what=what)
        if self.dealing:
            if what != "declare":
                raise words.refusal("G3.1", "sj-err-dealing")
            return
        if seat not in self.to_act:
            raise words.refusal(rule, "sj-err-turn", OutOfTurn, turn=f"seat {self.to_act[0]}",
                                who=f"seat {seat}")

    def _cards(self, cards: Iterable[Card | str] | str) -> list[Card]:
        """Cards from notation; a suitless non-joker or a non-card is a NotationError."""
        items = list(cards) if not isinstance(cards, str) else None
        if items is not None and all(isinstance(c, Card) for c in items):
            return items  # type: ignore[return-value]
        return parse_shengji_cards(cards if isinstance(cards, str)
                                   else [str(c) for c in items or []])

    def _held(self, seat: int, cards: Sequence[Card], rule: str) -> None:
        if self.holds(seat, cards):
            return
        need = Counter(cards)
        hand = self.hand_counts(seat)
        for c, n in need.items():
            if hand.get(c, 0) < n:
                raise words.refusal(rule, "sj-err-not-held", who=f"seat {seat}",
                                    card=words.cards([str(c)]), n=n, have=hand.get(c, 0))

    # ----------------------------------------------------------------- declaring (G3)
    def verify_declare(self, seat: int, cards: Iterable[Card | str] | str) -> list[Card]:
        """G3.2: level-rank cards of one suit, or n >= 2 identical jokers, beating the standing."""
        self._expect(seat, Phase.DECLARE, "G3.1", "declare")
        cs = self._cards(cards)
        if not cs:
            raise words.refusal("G3.2", "sj-err-declare-none")
        if len(set(cs)) != 1:
            raise words.refusal("G3.2", "sj-err-declare-mixed")
        card = cs[0]
        if card.is_joker:
            if len(cs) < 2:
                raise words.refusal("G3.2", "sj-err-declare-jokers")
        elif card.rank != self.level:
            raise words.refusal("G3.2", "sj-err-declare-level", level=self.level,
                                card=words.cards([str(card)]))
        if self.dealing:
            need, have = Counter(cs), Counter(self.received(seat))
            if need[card] > have[card]:
                raise words.refusal("G3.2", "sj-err-not-received", who=f"seat {seat}",
                                    card=words.cards([str(card)]), n=need[card],
                                    have=have[card])
        self._held(seat, cs, "G3.2")
        if self.standing is not None and decl_key(cs) <= decl_key(self.standing[1]):
            s_seat, s_cards = self.standing
            raise words.refusal("G3.2", "sj-err-declare-weak", who=f"seat {s_seat}",
                                cards=words.cards(str(c) for c in cs),
                                standing=words.cards(str(c) for c in s_cards))
        return cs

    def can_declare(self, seat: int, cards: Iterable[Card | str] | str) -> bool:
        try:
            self.verify_declare(seat, cards)
        except MarsMatchError:
            return False
        return True

    def declare(self, seat: int, cards: Iterable[Card | str] | str) -> Declared:
        cs = self.verify_declare(seat, cards)
        at = self._event_count()
        self._declare(seat, cs[0], len(cs))  # every card shown stays public until played
        if self.dealing:
            assert self.live_dealt is not None
            self._dealt_at[at] = self.live_dealt
        return self.events[at]  # type: ignore[return-value]

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
        at = self._event_count()
        self._pass(seat)  # the fourth pass in a row ends the declaring (G3.2-G3.4)
        return self.events[at]  # type: ignore[return-value]

    # ----------------------------------------------------------------------- bury (G4)
    def verify_bury(self, seat: int, cards: Iterable[Card | str] | str) -> list[Card]:
        """G4.1: the banker buries exactly as many cards as the kitty held; any cards."""
        self._expect(seat, Phase.BURY, "G4.1", "bury")
        cs = self._cards(cards)
        k = len(self.kitty)
        if len(cs) != k:
            raise words.refusal("G4.1", "sj-err-bury", k=k, n=len(cs))
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
        at = self._event_count()
        self._bury(seat, cs)
        return self.events[at]  # type: ignore[return-value]

    # ----------------------------------------------------------------------- play (G5)
    def verify_play(self, seat: int, cards: Iterable[Card | str] | str,
                    hint: object = None) -> tuple[list[Card], LeadFormat | None]:
        """G5.2-G5.4: check a lead or a follow; returns the cards and (for a lead) its format."""
        self._expect(seat, Phase.PLAY, "G5.1", "play")
        leading = not self._current_count
        rule = "G5.2" if leading else "G5.4"
        cs = self._cards(cards)
        if not cs:
            raise words.refusal(rule, "sj-err-play-none")
        self._held(seat, cs, rule)
        assert self.trump is not None
        if leading:
            return cs, parse_lead(cs, self.trump, self.rules, hint, self.core)
        lead = self.lead
        assert lead is not None
        follow_error(self._follow_check(seat, cs), lead.esuit, f"seat {seat}",  # G5.4
                     self.hand_counts(seat), cs, self.trump)
        return cs, self._named_reading(cs, hint)

    def _named_reading(self, cards: Sequence[Card], hint: object) -> LeadFormat | None:
        """G5.5a: the reading a follow's hint names (its units, exactly the cards played, in
        the lead's format), or None without a hint."""
        if hint is None or hint == "":
            return None
        lead, trump = self.lead, self.trump
        assert lead is not None and trump is not None
        units = units_from_hint(cards, trump, self.rules, hint, self.core)
        if sorted(u.shape for u in units) != sorted(lead.shapes):
            raise words.refusal("G5.5a", "sj-err-hint-format",
                                units=units_msg([u.describe() for u in units]),
                                lead=units_msg(lead.describe()))
        return LeadFormat(lead.esuit, units)

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
        at = self._event_count()
        self._play_unchecked(seat, cards, hint)
        return self.events[at]  # type: ignore[return-value]

    def _play_unchecked(self, seat: int, cards: Sequence[Card], hint: str | None) -> None:
        fmt = None
        if hint and not self._current_count:
            assert self.trump is not None
            fmt = parse_lead(cards, self.trump, self.rules, hint, self.core)
        elif hint:
            fmt = self._named_reading(cards, hint)
        self._put(seat, list(cards), fmt, hint)

    def _apply_play(self, seat: int, cs: list[Card], fmt: LeadFormat | None,
                    hint: str | None) -> Played:
        at = self._event_count()
        self._put(seat, cs, fmt, hint)
        return self.events[at]  # type: ignore[return-value]

    def _put(self, seat: int, cs: list[Card], fmt: LeadFormat | None, hint: str | None) -> None:
        """A lead (``fmt``: its split; None for the engine's split) or a follow (``fmt``: its
        named reading, G5.5a); the core checks a throw (G5.3), completes the trick and
        scores the deal."""
        at = self._event_count()
        self._play(seat, cs, fmt if hint else None)
        if hint:
            self._hints[at] = hint

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
            raise words.error(RecordError, "err-seat-mismatch", named=str(action["seat"]),
                                  seat=str(seat))
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
        """Check and apply one action (any form ``parse_action`` reads); its event. During
        a live deal a record's action first deals on to its ``"cards_out"`` count, or, without
        one, to the end of the deal (records.md)."""
        act = self.parse_action(seat, action)
        if self.dealing and isinstance(action, Mapping):
            self.deal_to(_dealt_of(action, self.deal_total))
        if act is PASS:
            return self.pass_turn(seat)
        if isinstance(act, Declare):
            return self.declare(seat, act.cards)
        if isinstance(act, Bury):
            return self.bury(seat, act.cards)
        assert isinstance(act, Play)
        return self.play(seat, act.cards, act.hint)

    def _apply_unchecked_slow(self, seat: int, action: Action) -> None:
        """``apply_unchecked`` of an action the compiled fast path does not know: plays
        skip the hand and ladder checks; declaring and burying are checked."""
        if isinstance(action, Play):
            self._play_unchecked(seat, action.cards, action.hint)
        else:
            self.apply_action(seat, action)

    def winners(self) -> list[int]:
        """Seats of the side that won the deal: the side that advanced, or else the side
        the bank passes to (G6.2, G6.3); none before the deal is scored."""
        o = self.outcome
        if o is None or self.banker is None:
            return []
        adv = {ch["team"]: ch["advance"] for ch in o.level_changes}
        team = winning_team(self.banker, [adv.get(0, 0), adv.get(1, 0)], o.next_banker)
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
                decl: dict[str, Any] = {"seat": e.seat, "declare": list(e.cards)}
                if e.cards_out is not None:
                    decl["cards_out"] = e.cards_out
                actions.append(decl)
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
        banker_side_points = self.banker_side_points
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
        dealing = self.dealing
        to_act = seat is not None and (seat in self.to_act or dealing)
        current = self.current
        kind = {Phase.DECLARE: ["declare"] if dealing else ["declare", "pass"],
                Phase.BURY: ["bury"], Phase.PLAY: ["play"]}.get(self.phase, [])
        v: dict[str, Any] = {
            "game": "shengji",
            "phase": self.phase.value,
            "seat": seat,
            "players": list(self.players),
            "rules": self.rules.to_dict(),
            "finished": self.finished,
            "to_act": list(self.to_act),
            "banker": self.banker,
            "counts": [self.held_now(s) for s in range(4)],
            "results": self.result(),
            "commitment": self.commitment,
            "can_pass": to_act and self.phase is Phase.DECLARE and not dealing,
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
            "current_trick": [{"seat": s, "cards": [str(c) for c in cs]} for s, cs in current],
            "lead_units": (list(self.lead_attempt.describe())
                           if current and self.lead_attempt else None),
            "failed_throw": (self.lead_failed.to_dict()  # type: ignore[union-attr]
                             if current and self.lead_failed else None),
            "tricks": [t.to_dict() for t in self.tricks],
            "attackers_points": self.attackers_points,
        }
        if self.live_dealt is not None:  # a live deal (the default view has no such key)
            v["dealing"] = {"cards_out": self.live_dealt, "total": self.deal_total}
        if self.finished:
            v["seed"] = self.seed
        if seat is not None:
            v["hand"] = [str(c) for c in (plain_sorted(self.received(seat)) if dealing
                                          else self.hand(seat))]
            if dealing:  # what the seat may declare now, for a one-tap control
                v["declarable"] = [[str(c) for c in d.cards]  # type: ignore[union-attr]
                                   for d in self.legal_actions(seat)]
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
        hands, shown = self.hands, self.shown
        voids = new.voids
        for s in targets:
            hidden = Counter(hands[s]) - shown[s]
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
                if t != "kitty" and trump is not None and trump.esuit(card) in voids[t]:
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
                    or trump.esuit(c) not in voids[t])]
                if not opts:
                    ok = False
                    break
                t = rng.choice(opts)
                placed[t].append(c)
                left[t] -= 1
            if ok:
                break
        shown = self.shown
        for s in targets:
            hand = Counter(shown[s])
            hand.update(placed[s])
            new._set_hand(s, dict(hand))
        if "kitty" in placed:
            new._set_kitty(placed["kitty"])
        return new


# ----------------------------------------------------------------------------- helpers
def _dealt_of(action: Mapping[str, Any], total: int) -> int:
    """A record action's ``"cards_out"``: the cards out when it was made (the whole deal when
    it has none: it came after the deal)."""
    n = action.get("cards_out", total)
    if isinstance(n, bool) or not isinstance(n, int):
        raise RecordError('"cards_out" must be the whole number of cards dealt so far')
    return n


@functools.cache
def _shoe_counts(decks: int) -> Counter[Card]:
    """The cards of ``decks`` decks with their copies (callers copy it)."""
    return Counter(shoe(decks))


def _card_order(card: Card) -> tuple[str, str]:
    return (card.suit or "", card.rank)


def _explain(plays: Sequence[tuple[int, Sequence[Card]]], idx: int, lead: LeadFormat,
             units: Sequence[Unit], trump: Trump, failed: FailedThrow | None,
             ) -> tuple[str, dict[str, Any]]:
    """Why the trick's winner won, decided once: in the engine's notation (the records'
    ``explanations``, cards as codes) and as a message for people (words/*/shengji.ftl)."""
    leader = plays[0][0]
    parts, said = [], []
    if failed is not None:
        forced = lead.units[0].describe()
        parts.append(f"seat {leader}'s throw failed: seat {failed.beaten_by} could beat "
                     f"{forced}, so only it was played (G5.3)")
        said.append(words.msg("sj-why-failed", who=f"seat {leader}",
                              by=f"seat {failed.beaten_by}", unit=units_msg([forced])[0]))
    winner = plays[idx][0]
    desc = ", ".join(u.describe() for u in units)
    won = units_msg([u.describe() for u in units])
    if idx == 0:
        parts.append(f"no follow matched the lead's format and beat it; seat {winner} wins "
                     f"with {desc} (G5.5)")
        said.append(words.msg("sj-why-kept", who=f"seat {winner}", units=won))
    else:
        trumped = lead.esuit != TRUMP and units[0].esuit == TRUMP
        how = "trumped with" if trumped else "beat the lead with"
        parts.append(f"seat {winner} {how} {desc} (G5.5)")
        said.append(words.msg("sj-why-beat", who=f"seat {winner}", units=won,
                              trumped="yes" if trumped else "no"))
    return "; ".join(parts), said[0] if len(said) == 1 else words.msg(
        "sj-why-both", failed=said[0], won=said[1])


_PHASES = {_core.PHASE_DECLARE: Phase.DECLARE, _core.PHASE_BURY: Phase.BURY,
           _core.PHASE_PLAY: Phase.PLAY, _core.PHASE_SCORED: Phase.SCORED,
           _core.PHASE_REDEAL: Phase.REDEAL}
_TRUMPS: dict[tuple[int, int], Trump] = {}


def _strs(cards: Iterable[Card]) -> tuple[str, ...]:
    return tuple(str(c) for c in cards)


class EventLog(CompiledEventLog[Event]):
    """A deal's events as a live, read-only sequence: the core keeps them (compactly, when
    compiled) and each is made into its value (``events.py``) once, when first read."""

    __slots__ = ()

    def _make(self, i: int) -> Event:
        made = self.state._made
        event = made.get(i)
        if event is None:
            event = made[i] = self._value(i)
        return event

    def _value(self, i: int) -> Event:
        """The value of the core's event ``i``, read field by field by name."""
        st = self.state
        e = st._event(i)
        kind = e["kind"]
        if kind == "declared":
            return Declared(e["seat"], (str(e["card"]),) * e["copies"], st._dealt_at.get(i))
        if kind == "passed":
            return Passed(e["seat"])
        if kind == "redeal":
            return Redeal()
        if kind == "trump":
            card = e["card"]
            return TrumpFixed(LEVELS[e["level"]], e["suit"], e["banker"], e["how"],
                              str(card) if card is not None else None)
        if kind == "buried":
            return Buried(e["seat"], _strs(e["cards"]))
        if kind == "played":
            seat, led, cards = e["seat"], e["led"], _strs(e["cards"])
            return Played(seat, cards,
                          tuple(u.describe() for u in e["attempt_units"]) if led else None,
                          FailedThrow(seat, cards, e["beaten_by"]) if e["failed"] else None,
                          _strs(e["attempt"]) if e["failed"] else None, st._hints.get(i))
        if kind == "trick":
            leader, plays, winning = e["leader"], e["plays"], e["winning"]
            failed = (None if e["failed_by"] is None
                      else FailedThrow(leader, _strs(e["forced"]), e["failed_by"]))
            trump = st.trump
            assert trump is not None
            lead = LeadFormat(e["lead_units"][0].esuit, e["lead_units"])
            return Trick(e["number"], leader, tuple(u.describe() for u in e["attempt_units"]),
                         failed, tuple((s, _strs(cs)) for s, cs in plays), e["winner"],
                         e["points"], winning,
                         *_explain(plays, e["index"], lead, winning, trump, failed))
        changes = tuple({"team": team, "seats": [team, team + 2], "from": LEVELS[before],
                         "to": LEVELS[after], "advance": advance, "wins_game": wins}
                        for team, (before, after, advance, wins) in enumerate(e["changes"]))
        mult = e["multiplier"]
        return Scored(e["attackers_points"], e["trick_points"], _strs(e["kitty"]),
                      e["kitty_points"], mult[0] * mult[1] ** mult[2] if mult else None,
                      e["bonus"], e["penalties"], changes, e["next_banker"], e["winner"],
                      e["titanic"])


class CompiledState(State, _core.DealCore):
    """A deal on the compiled core (the default)."""

    core: ClassVar[ModuleType] = _core


def _bind(core: ModuleType) -> None:
    """Hand a core the value and action types, the protocol's pass and the phases."""
    core.bind(all_cards(), Unit, LeadFormat)
    core.bind_actions(Declare, Bury, Play, PASS, [_PHASES[n] for n in range(len(_PHASES))])


_bind(_core)
_REFERENCE: list[type[State]] = []


def _reference_state() -> type[State]:
    """The class of deals on the reference core, made on first use."""
    return reference_class(_REFERENCE, State, "marsmatch.reference.shengji", "DealCore", _bind)


def __getattr__(name: str) -> Any:
    """``ReferenceState``, made on first use (see ``_reference_state``)."""
    if name == "ReferenceState":
        return _reference_state()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
