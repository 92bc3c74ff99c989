"""Shengji behind the game protocol: its static facts, codec, deal check and reports."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ...errors import MarsMatchError, RecordError
from ...records import Record
from ...shuffle import MIXED_OK, check_seed, draw_seat
from ...words import error
from ..protocol import Deal, Game, LazyView
from ..text import TextRenderer
from . import text as words
from .actions import Action, parse_action, to_record
from .events import Declared, Phase
from .match import Match
from .rules import FULL_GAME_DECKS, Rules
from .setup import deal, new_round
from .state import State
from .trump import parse_shengji_cards


class ShengjiText(TextRenderer):
    """Shengji's words for people (``text.py``)."""

    describe_start = staticmethod(words.describe_start)
    describe_event = staticmethod(words.describe_event)
    describe_state = staticmethod(words.describe_state)
    describe_start_msg = staticmethod(words.describe_start_msg)
    describe_event_msg = staticmethod(words.describe_event_msg)
    describe_state_msg = staticmethod(words.describe_state_msg)
    describe_result = staticmethod(words.describe_result)
    describe_result_msg = staticmethod(words.describe_result_msg)
    describe_action = staticmethod(words.describe_action)
    describe_view = staticmethod(words.describe_view)
    describe_entry = staticmethod(words.describe_entry)
    describe_ruling = staticmethod(words.describe_ruling)
    humanize = staticmethod(words.humanize)
    headline = staticmethod(words.headline)
    describe_action_msg = staticmethod(words.describe_action_msg)
    rules_page = staticmethod(words.rules_page)
    tutorial = staticmethod(words.tutorial)


class ShengjiGame(Game):
    name: ClassVar[str] = "shengji"
    title: ClassVar[str] = "Shengji"
    seats: ClassVar[range] = range(4, 5)
    default_seats: ClassVar[int] = 4
    decks: ClassVar[range] = range(1, FULL_GAME_DECKS + 1)
    decks_is_rule: ClassVar[bool] = True
    partnerships: ClassVar[bool] = True
    follows_by_hand: ClassVar[bool] = True
    imp_scale: ClassVar[int] = 10  # card points: a 40-point swing is 400 on the scale
    Rules = Rules
    View = LazyView("marsmatch.games.shengji.views", "ShengjiView")
    text: ClassVar[TextRenderer] = ShengjiText()
    action_help_id: ClassVar[str] = "term-sj-action-help"
    pass_verb: ClassVar[str] = "declines"
    private_view_keys: ClassVar[tuple[str, ...]] = ("seat", "hand", "kitty", "can_pass",
                                                     "actions", "declarable")

    def new_round(self, rules: Any = None, *, players: int | Sequence[str],
                  seed: str | None = None, hands: Sequence[Sequence[str]] | None = None,
                  banker: int | None = None, start: Mapping[str, Any] | None = None,
                  core: str | None = None) -> State:
        rules = rules if isinstance(rules, Rules) else self.rules(
            rules, for_position=start is not None)
        return new_round(rules, players, seed=seed, hands=hands, banker=banker, start=start,
                         core=core)

    def new_match(self, rules: Any = None, *, players: int | Sequence[str],
                  seed: str | None = None, reseat: bool = True) -> Match:
        """Partners sit opposite for the whole match (G1.1): ``reseat`` changes nothing."""
        return Match(self.rules(rules), players, seed=seed)

    def deal(self, seed: str, rules: Any, seats: int = 4, banker: int | None = None) -> Deal:
        """The hands and kitty a seed deals; the first declaring seat is drawn from it."""
        hands, kitty = deal(seed, self.rules(rules).decks)
        return Deal(tuple(tuple(str(c) for c in h) for h in hands),
                    tuple(str(c) for c in kitty),
                    draw_seat(seed, 4) if banker is None else banker)

    def new_round_from_record(self, record: Record, core: str | None = None) -> State:
        """The record's start; a live-dealt deal (``deal_style = "live"``) starts with no
        card out, each declaration's ``"cards_out"`` dealing on to its moment (records.md)."""
        state: State = super().new_round_from_record(record, core)
        state.deal_live()
        return state

    def record_rules_init(self, record: Record) -> dict[str, Any]:
        return {"for_position": record.start is not None or record.seed is None}

    def verify_deal(self, record: Record) -> dict[str, Any]:
        """Recompute the deal; check the commitment (and, for a deal the players helped
        shuffle, every contribution: ``shuffle.check_seed``) and the recorded hands."""
        if record.seed is None:
            raise error(RecordError, "err-no-seed")
        rules = self.rules(record.rules, **self.record_rules_init(record))
        seed = check_seed(record.seed, record.commitment, record.deal)
        digest, commitment_ok = seed["commitment"], seed["commitment_ok"]
        extra = {k: v for k, v in seed.items() if k in ("scheme", "seed_ok", "contributions")}
        hands_ok = None
        reasons: list[str] = []
        if record.hands is not None:
            dealt = self.deal(record.seed, rules).hands
            try:
                given = [Counter(str(c) for c in parse_shengji_cards(list(h)))
                         for h in record.hands]
            except MarsMatchError as exc:
                return {"ok": False, "commitment": digest, "commitment_ok": commitment_ok,
                        "hands_ok": False, "reason": str(exc), **extra}
            bad = [s for s in range(min(4, len(given))) if given[s] != Counter(dealt[s])]
            hands_ok = not bad and len(given) == 4
            if not hands_ok:
                reasons.append("the recorded hands differ from the seed's deal at seat"
                               + ("s " if len(bad) > 1 else " ") + ", ".join(map(str, bad)))
        reasons[:0] = seed["problems"]
        ok = not reasons
        if ok:
            checked = [n for n, v in (("commitment", commitment_ok), ("hands", hands_ok)) if v]
            reason = ("the seed deals this record" + (" and matches its " + " and ".join(checked)
                                                       if checked else ""))
            if extra:
                reason += f"; {MIXED_OK}"
        else:
            reason = "; ".join(reasons)
        return {"ok": ok, "commitment": digest, "commitment_ok": commitment_ok,
                "hands_ok": hands_ok, "reason": reason, **extra}

    # --- codec ----------------------------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def action_to_record(self, seat: int, action: Any) -> dict[str, Any]:
        return to_record(seat, action)

    # --- reports and text ---------------------------------------------------------------
    def report(self, state: State, error: Mapping[str, Any] | None) -> dict[str, Any]:
        """records.md: ok, finished, every trick, the attackers' points; a finished deal
        adds the kitty, its multiplier, level changes and the next banker."""
        report: dict[str, Any] = {
            "ok": True,
            "finished": state.finished,
            "phase": state.phase.value,
            "level": state.level,
            "trump": state.trump.suit if state.trump else None,
            "banker": state.banker,
            "declarations": [_declaration(e) for e in state.events if isinstance(e, Declared)],
            "tricks": [t.to_dict() for t in state.tricks],
            "attackers_points": state.attackers_points,
            "explanations": [t.why for t in state.tricks],
        }
        if state.current:
            report["current_trick"] = [{"seat": s, "cards": [str(c) for c in cs]}
                                       for s, cs in state.current]
        if state.phase is Phase.REDEAL:
            report["redeal"] = True
            report["results"] = state.result()
        if state.outcome is not None:
            o = state.outcome.to_dict()
            for key in ("kitty", "kitty_points", "kitty_multiplier", "kitty_bonus",
                        "penalties", "level_changes", "next_banker", "game_winner"):
                report[key] = o[key]
            report["results"] = state.result()
        if error is not None:
            report["ok"] = False
            report["error"] = dict(error)
        return report


def _declaration(e: Declared) -> dict[str, Any]:
    """A report's declaration; one made during a live deal says how many cards were out."""
    out: dict[str, Any] = {"seat": e.seat, "cards": list(e.cards)}
    if e.cards_out is not None:
        out["cards_out"] = e.cards_out
    return out


GAME = ShengjiGame()
