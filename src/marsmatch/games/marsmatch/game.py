"""MarsMatch behind the game protocol: its static facts, codec, deal check and reports."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ...errors import RecordError
from ...records import Record
from ...shuffle import MIXED_OK, check_seed, draw_seat
from ...words import error
from ..protocol import PASS, Deal, Game, LazyView, Pass
from ..text import TextRenderer
from . import text as words
from .combos import Play
from .match import Match
from .rules import Rules
from .setup import deal, hands_from_cards, new_round
from .state import State


class MarsMatchText(TextRenderer):
    """MarsMatch's words for people (``text.py``)."""

    describe_start = staticmethod(words.describe_start)
    describe_event = staticmethod(words.describe_event)
    describe_state = staticmethod(words.describe_state)
    describe_start_msg = staticmethod(words.describe_start_msg)
    describe_event_msg = staticmethod(words.describe_event_msg)
    describe_state_msg = staticmethod(words.describe_state_msg)
    describe_result = staticmethod(words.describe_result)
    describe_result_msg = staticmethod(words.describe_result_msg)
    describe_view = staticmethod(words.describe_view)
    describe_entry = staticmethod(words.describe_entry)
    describe_ruling = staticmethod(words.describe_ruling)
    headline = staticmethod(words.headline)
    describe_action_msg = staticmethod(words.describe_action_msg)
    rules_page = staticmethod(words.rules_page)
    tutorial = staticmethod(words.tutorial)
    reading_msg = staticmethod(words.reading_msg)


class MarsMatchGame(Game):
    name: ClassVar[str] = "marsmatch"
    title: ClassVar[str] = "MarsMatch"
    seats: ClassVar[range] = range(2, 13)
    default_seats: ClassVar[int] = 4
    decks: ClassVar[range] = range(2, 13)
    Rules = Rules
    View = LazyView("marsmatch.games.marsmatch.views", "MarsMatchView")
    text: ClassVar[TextRenderer] = MarsMatchText()
    action_help_id: ClassVar[str] = "term-mm-action-help"

    def new_round(self, rules: Any = None, *, players: int | Sequence[str],
                  seed: str | None = None, hands: Sequence[Sequence[str]] | None = None,
                  banker: int | None = None, start: Mapping[str, Any] | None = None,
                  core: str | None = None) -> State:
        return new_round(self.rules(rules), players, seed=seed, hands=hands, banker=banker,
                         start=start, core=core)

    def new_match(self, rules: Any = None, *, players: int | Sequence[str],
                  seed: str | None = None, reseat: bool = True) -> Match:
        return Match(self.rules(rules), players, seed=seed, reseat=reseat)

    def deal(self, seed: str, rules: Any, seats: int, banker: int | None = None) -> Deal:
        banker = draw_seat(seed, seats) if banker is None else banker
        return Deal(tuple(tuple(h) for h in deal(seed, seats, banker)), (), banker)

    def verify_deal(self, record: Record) -> dict[str, Any]:
        """Recompute the deal; check the commitment (and, for a deal the players helped
        shuffle, every contribution: ``shuffle.check_seed``) and the recorded hands."""
        if record.seed is None:
            raise error(RecordError, "err-no-seed")
        n = len(record.players)
        if n < 2:
            raise error(RecordError, "err-mm-two")
        dealt = self.deal(record.seed, None, n, record.banker)
        seed = check_seed(record.seed, record.commitment, record.deal)
        commitment_ok = seed["commitment_ok"]
        hands_ok = None
        if record.hands is not None:
            hands_ok = hands_from_cards(record.hands, n) == hands_from_cards(dealt.hands, n)
        problems = list(seed["problems"])
        if hands_ok is False:
            problems.append("the recorded hands are not the deal of the seed")
        reason = "; ".join(problems) or "the deal follows from the seed" + (
            f"; {MIXED_OK}" if seed.get("scheme") else
            " and the seed matches the commitment" if commitment_ok else "")
        out = {"ok": not problems, "commitment": seed["commitment"],
               "commitment_ok": commitment_ok, "hands_ok": hands_ok, "banker": dealt.banker,
               "reason": reason, "hands": [list(h) for h in dealt.hands]}
        out.update({k: v for k, v in seed.items() if k in ("scheme", "seed_ok", "contributions")})
        return out

    # --- codec ----------------------------------------------------------------------------
    def parse_action(self, text: str) -> Play | Pass:
        if text.strip().lower() in ("pass", "p"):
            return PASS
        return Play.parse(text)

    def action_to_record(self, seat: int, action: Any) -> dict[str, Any]:
        if action is None or action is PASS:
            return {"seat": seat, "pass": True}
        return {"seat": seat, "play": action.cards(), "as": action.spec}

    # --- reports and text ---------------------------------------------------------------
    def report(self, state: State, error: Mapping[str, Any] | None) -> dict[str, Any]:
        """records.md: ``{"ok", "finished", "results"}`` (with the state reached when the
        record stops early), or ``{"ok": false, "error"}``."""
        if error is not None:
            return {"ok": False, "error": dict(error)}
        out: dict[str, Any] = {"ok": True, "finished": state.finished, "results": state.result()}
        if not state.finished:
            view = state.view(None)
            out["state"] = {k: view[k] for k in ("to_act", "counts", "top", "passes", "streak")}
        return out


GAME = MarsMatchGame()
