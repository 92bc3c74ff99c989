"""Game adapters: the one place the server touches an engine.

Each adapter wraps a game module behind the same small surface (deal, act, view, auto-play,
hints, check, record), so rooms, timers, persistence and the protocol are written once.
The engine stays the only judge: every action goes through ``state.apply_action`` and every
outbound state goes through ``state.view(seat)``.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import MarsMatchError, RulesError

log = logging.getLogger("marsmatch.server")

#: Bot levels offered in the lobby (names understood by ``marsmatch.bots.make_bot``).
BOT_LEVELS = ("random", "greedy", "search")


def make_bot(level: str, game: str, seed: int | None = None) -> Any | None:
    """A bot from ``marsmatch.bots`` when that package provides one; None otherwise (the
    adapter then falls back to the engine's own minimal action)."""
    try:
        from ..bots import make_bot as factory  # type: ignore[attr-defined]
    except ImportError:
        return None
    try:
        return factory(level, game, seed=seed)
    except Exception as exc:  # noqa: BLE001 - unknown level or unfinished bot: minimal actions
        log.warning("no %s bot for %s (%s); using the minimal action", level, game, exc)
        return None


def _rules_options(rules_cls: Any) -> list[dict[str, Any]]:
    out = []
    for f in rules_cls.options():
        meta = f.metadata
        out.append({"name": f.name, "default": f.default, "help": meta.get("help", ""),
                    "choices": list(meta["choices"]) if meta.get("choices") else None,
                    "minimum": meta.get("minimum"), "maximum": meta.get("maximum"),
                    "type": type(f.default).__name__})
    return out


class Adapter:
    name = ""
    title = ""
    min_seats = 2
    max_seats = 2
    default_seats = 2
    #: keys of a seat's view that legitimately differ from a spectator's view
    private_keys: tuple[str, ...] = ("seat", "hand")

    def rules(self, data: Mapping[str, Any] | None) -> Any:
        raise NotImplementedError

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "title": self.title, "min_seats": self.min_seats,
                "max_seats": self.max_seats, "default_seats": self.default_seats,
                "rules": _rules_options(self.rules_cls()), "bots": list(BOT_LEVELS)}

    def rules_cls(self) -> Any:
        raise NotImplementedError

    def new_match(self, rules: Any, players: Sequence[str]) -> Any:
        raise NotImplementedError

    # --- per action -------------------------------------------------------------------
    def apply(self, state: Any, seat: int, action: Mapping[str, Any]) -> Any:
        return state.apply_action(seat, dict(action))

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        return state.view(seat)

    def auto_action(self, state: Any, seat: int) -> dict[str, Any]:
        raise NotImplementedError

    def hints(self, state: Any, seat: int, limit: int = 200) -> list[dict[str, Any]]:
        raise NotImplementedError

    def check(self, state: Any, seat: int, action: Mapping[str, Any]) -> dict[str, Any]:
        trial = state.copy()
        try:
            event = trial.apply_action(seat, dict(action))
        except MarsMatchError as exc:
            return {"ok": False, "reason": str(exc), "rule": getattr(exc, "rule", None)}
        return {"ok": True, "describe": self.describe_event(event)}

    def describe_event(self, event: Any) -> str:
        return type(event).__name__

    def public_action(self, action: Mapping[str, Any], viewer: int | None) -> dict[str, Any]:
        """What a viewer may see of an action just applied (before its view arrives)."""
        return {k: v for k, v in action.items() if k in ("seat", "pass")}

    def record(self, state: Any) -> dict[str, Any]:
        raise NotImplementedError

    def results(self, state: Any) -> list[dict[str, Any]]:
        return state.result()


# --- MarsMatch ------------------------------------------------------------------------


class MarsMatchMatch:
    """A series of MarsMatch rounds: points add up; the banker follows the ``banker`` rule."""

    def __init__(self, adapter: MarsMatchAdapter, rules: Any, players: Sequence[str]) -> None:
        self.rules = rules
        self.players = list(players)
        self.scores = [0] * len(players)
        self.last_banker: int | None = None
        self.last_points: list[int] | None = None
        self.rounds = 0
        self.finished = False

    def new_deal(self, seed: str) -> Any:
        from ..games import marsmatch as mm

        n = len(self.players)
        banker: int | None = None
        if self.last_banker is not None and self.rules.banker == "rotate":
            banker = (self.last_banker + 1) % n
        elif self.last_points is not None and self.rules.banker == "winner":
            best = max(self.last_points)
            banker = self.last_points.index(best)
        return mm.new_round(rules=self.rules, players=self.players, seed=seed, banker=banker)

    def finish(self, state: Any) -> None:
        points = state.scores()
        self.scores = [a + b for a, b in zip(self.scores, points)]
        self.last_points = points
        self.last_banker = state.banker
        self.rounds += 1

    def summary(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "rounds": self.rounds, "finished": self.finished}


class MarsMatchAdapter(Adapter):
    name = "marsmatch"
    title = "MarsMatch"
    min_seats = 2
    max_seats = 12
    default_seats = 4

    def rules_cls(self) -> Any:
        from ..games.marsmatch import Rules

        return Rules

    def rules(self, data: Mapping[str, Any] | None) -> Any:
        return self.rules_cls().from_dict(data or {})

    def new_match(self, rules: Any, players: Sequence[str]) -> MarsMatchMatch:
        return MarsMatchMatch(self, rules, players)

    def auto_action(self, state: Any, seat: int) -> dict[str, Any]:
        play = state.minimal_action()
        if play is None:
            return {"seat": seat, "pass": True}
        return {"seat": seat, "play": play.cards(), "as": play.reading.spec}

    def hints(self, state: Any, seat: int, limit: int = 200) -> list[dict[str, Any]]:
        if state.finished or seat not in state.to_act:
            return []
        types = sorted(state.legal_types(), key=lambda rd: (rd.is_bomb, rd.kind, rd.length,
                                                             rd.top, rd.attach))
        out = []
        for rd in types[:limit]:
            play = state.default_play(rd)
            out.append({"action": {"seat": seat, "play": play.cards(), "as": rd.spec},
                        "describe": play.describe()})
        return out

    def describe_event(self, event: Any) -> str:
        play = getattr(event, "play", None)
        if play is not None:
            return str(play.describe())
        return str(getattr(event, "category", "") or type(event).__name__).replace("_", " ")

    def check(self, state: Any, seat: int, action: Mapping[str, Any]) -> dict[str, Any]:
        # resolve + verify without mutating: the engine checks everything before applying
        from ..cards import parse_cards
        from ..games.marsmatch.combos import ReadingSpec, to_counts

        try:
            if action.get("pass") is True and "play" not in action:
                state.verify_pass(seat)
                return {"ok": True, "describe": "pass"}
            cards = action.get("play")
            if not isinstance(cards, list) or not cards:
                return {"ok": False, "reason": "choose the cards to play", "rule": None}
            spec = action.get("as")
            counts = to_counts(parse_cards(cards))
            play = state.resolve(seat, counts, ReadingSpec.parse(spec) if spec else None)
            state.verify_play(seat, play)
        except MarsMatchError as exc:
            return {"ok": False, "reason": str(exc), "rule": getattr(exc, "rule", None),
                    "readings": [rd.to_json() for rd in getattr(exc, "readings", ())]}
        return {"ok": True, "describe": play.describe(), "as": play.reading.spec}

    def public_action(self, action: Mapping[str, Any], viewer: int | None) -> dict[str, Any]:
        # played cards are public the moment they are played (R4.2)
        return {k: v for k, v in action.items() if k in ("seat", "pass", "play", "as")}

    def record(self, state: Any) -> dict[str, Any]:
        return dict(state.to_record().to_dict())


# --- Shengji --------------------------------------------------------------------------


class ShengjiMatch:
    def __init__(self, rules: Any, players: Sequence[str]) -> None:
        from ..games.shengji import Match

        self.match = Match(rules=rules, players=tuple(players))
        self.rounds = 0

    @property
    def finished(self) -> bool:
        return bool(self.match.finished)

    def new_deal(self, seed: str) -> Any:
        return self.match.new_deal(seed)

    def finish(self, state: Any) -> None:
        self.match.finish_deal(state)
        self.rounds += 1

    def summary(self) -> dict[str, Any]:
        m = self.match
        return {"levels": list(m.levels), "banker": m.banker, "winner": m.winner,
                "rounds": self.rounds, "finished": self.finished}


class ShengjiAdapter(Adapter):
    name = "shengji"
    title = "Shengji"
    min_seats = 4
    max_seats = 4
    default_seats = 4
    private_keys = ("seat", "hand", "kitty")

    def rules_cls(self) -> Any:
        from ..games.shengji import Rules

        return Rules

    def rules(self, data: Mapping[str, Any] | None) -> Any:
        rules = self.rules_cls().from_dict(data or {})
        if getattr(rules, "decks", 2) > 3:
            raise RulesError("full games use 1 to 3 decks (G1.2)")
        return rules

    def new_match(self, rules: Any, players: Sequence[str]) -> ShengjiMatch:
        return ShengjiMatch(rules, players)

    def auto_action(self, state: Any, seat: int) -> dict[str, Any]:
        return dict(state.default_action(seat))

    def hints(self, state: Any, seat: int, limit: int = 60) -> list[dict[str, Any]]:
        if state.finished or seat not in state.to_act:
            return []
        out: list[dict[str, Any]] = []
        seen = set()
        first = dict(state.default_action(seat))
        for action in [first, *_take(state.legal_actions(seat), limit * 4)]:
            key = repr(sorted(action.items()))
            if key in seen:
                continue
            seen.add(key)
            if state.phase.value == "play" and not self.check(state, seat, action)["ok"]:
                continue
            out.append({"action": action, "describe": _describe_sj(action)})
            if len(out) >= limit:
                break
        return out

    def check(self, state: Any, seat: int, action: Mapping[str, Any]) -> dict[str, Any]:
        out = super().check(state, seat, action)
        if out["ok"]:
            out["describe"] = _describe_sj(action)
        return out

    def public_action(self, action: Mapping[str, Any], viewer: int | None) -> dict[str, Any]:
        out = {k: v for k, v in action.items() if k in ("seat", "pass", "play", "declare")}
        if "bury" in action:  # buried cards stay hidden from everyone but the banker
            out["bury"] = (list(action["bury"]) if viewer == action.get("seat")
                           else len(action["bury"]))
        return out

    def record(self, state: Any) -> dict[str, Any]:
        from ..games.shengji import record_from_state

        return dict(record_from_state(state).to_dict())


def _take(it: Any, n: int) -> list[Any]:
    out = []
    for x in it:
        out.append(x)
        if len(out) >= n:
            break
    return out


def _describe_sj(action: Mapping[str, Any]) -> str:
    for kind in ("declare", "bury", "play"):
        if kind in action:
            return f"{kind} {' '.join(action[kind])}"
    return "pass"


ADAPTERS: dict[str, Adapter] = {"marsmatch": MarsMatchAdapter(), "shengji": ShengjiAdapter()}


def adapter(game: str) -> Adapter:
    try:
        return ADAPTERS[game]
    except KeyError:
        raise RulesError(f"{game!r} is not a game; games are {', '.join(ADAPTERS)}") from None
