"""The bot protocol shared by both games, and the registry of bots by name.

A bot plays one seat. It sees only what that seat may know: the seat's own hand, the
public state (``state.view(seat)`` holds exactly that), the legal-action helpers of the
seat to act, and ``state.resample(seat, rng)``-style redeals of the hidden cards for
determinised search. It never reads another seat's hand: a bot reads exactly its game's
position protocol (``bots.marsmatch_position``, ``bots.shengji_position``), at a round on
either core.

A bot's move is the engine's own action (the game protocol's action values: MarsMatch
``Play`` or ``PASS``; Shengji ``Declare``, ``Bury``, ``Play`` or ``PASS``):

* ``bot.act(state, seat)`` returns it; apply it checked with
  ``state.apply_action(seat, action)``, or write it into a record with
  ``find_game(name).action_to_record(seat, action)``;
* ``bot.step(state, seat)`` applies it through the unchecked fast path
  (``state.apply_unchecked``). Simulations and rollouts use this path.

Every bot owns a ``random.Random`` seeded at construction (``seed=None``: from the OS);
there is no global randomness, so a bot with a seed replays the same decisions.

>>> from marsmatch.games import marsmatch as mm
>>> state = mm.new_round(mm.Rules(), 3, seed="doc")
>>> bot = make_bot("greedy", "marsmatch", seed=1)
>>> seat = state.to_act[0]
>>> action = bot.act(state, seat)
>>> action in state.legal_actions(seat)
True
"""

from __future__ import annotations

import hashlib
import importlib
import random
from collections.abc import Callable
from typing import Any, ClassVar

from ..errors import MarsMatchError
from ..games import find_game

BOT_NAMES = ("random", "greedy", "search", "search-v1", "learned")
#: Bots only some games have: MarsMatch's search of today (kept for comparison) and an
#: exported learning-environment policy (the off-the-shelf baseline).
GAME_BOTS: dict[str, tuple[str, ...]] = {"marsmatch": ("search-base", "policy")}
#: The modules that register each game's bots (``bots/<module>.py``).
BOT_MODULES: dict[str, tuple[str, ...]] = {
    "marsmatch": ("marsmatch", "marsmatch_search", "marsmatch_learned", "policy"),
    "shengji": ("shengji", "shengji_search", "shengji_learned"),
}
#: The levels people choose from (the server's, ``arena``'s and ``play``'s names), as the
#: bot each level is in each game (a spec: ``NAME[:OPT=VALUE...]``).
LEVELS: dict[str, dict[str, str]] = {
    # easy: the greedy rules with no "bombs to spare", so that a bomb comes only when it
    # matters (a newcomer's climbing game, not a bomb war: players' review of 2026-11-27)
    # MarsMatch's strong: the network-guided search at twice its default iterations (about
    # 0.3 s a move, the server's 0.9 s cap kept), the best measured against search-base
    # (docs/bots.md, issue 33)
    "marsmatch": {"easy": "greedy:spare_bombs=99", "normal": "search-base:iterations=300",
                  "strong": "search:iterations=2000"},
    "shengji": {"easy": "greedy", "normal": "search:iterations=25", "strong": "search"},
}


def bot_names(game: str | None = None) -> tuple[str, ...]:
    """The names a game's bots may be asked for by (of any game when ``game`` is None): the
    levels first, then the bots."""
    games = [find_game(game).name] if game is not None else list(BOT_MODULES)
    names: list[str] = []
    for g in games:
        for name in (*LEVELS.get(g, {}), *BOT_NAMES, *GAME_BOTS.get(g, ())):
            if name not in names:
                names.append(name)
    return tuple(names)


class BotError(MarsMatchError):
    """An unknown bot name, game or option."""


class Bot:
    """One seat's player. Subclasses implement ``choose``."""

    name: ClassVar[str] = ""
    game: ClassVar[str] = ""
    #: Options a bot accepts, with their defaults.
    defaults: ClassVar[dict[str, Any]] = {}

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        unknown = set(options) - set(self.defaults)
        if unknown:
            known = ", ".join(sorted(self.defaults)) or "none"
            raise BotError(f"bot {self.name!r} has no option {', '.join(sorted(unknown))}; "
                           f"options: {known}")
        self.seed = seed
        self.rng = random.Random(seed)
        self.options = {**self.defaults, **options}

    def __repr__(self) -> str:
        changed = {k: v for k, v in self.options.items() if self.defaults.get(k) != v}
        opts = "".join(f", {k}={v!r}" for k, v in changed.items())
        return f"make_bot({self.name!r}, {self.game!r}, seed={self.seed!r}{opts})"

    @property
    def label(self) -> str:
        return self.name

    def choose(self, state: Any, seat: int) -> Any:
        """The engine action this bot takes for ``seat`` (the seat to act) in the position
        ``position(state)`` (``act``, ``suggest`` and ``step`` hand it one)."""
        raise NotImplementedError

    def position(self, state: Any) -> Any:
        """What ``choose`` is handed for a round: the round itself, on either core, as its
        game's position protocol (``marsmatch_position``, ``shengji_position``)."""
        return state

    def while_dealing(self, state: Any, seat: int) -> Any:
        """What the bot does now while a round is dealt live and nobody acts in turn
        (a Shengji declaration); None: nothing. Reads ``state``, changes nothing."""
        return None

    def hints(self, state: Any, seat: int, limit: int) -> list[Any]:
        """``suggest``'s list in a position on the compiled core."""
        return [self.choose(state, seat)]

    def act(self, state: Any, seat: int) -> Any:
        """The action for ``seat``; ``state.apply_action(seat, action)`` accepts it."""
        return self.choose(self.position(state), seat)

    def suggest(self, state: Any, seat: int, limit: int = 20) -> list[Any]:
        """Up to ``limit`` good actions for ``seat``, best first (hints for people):
        this bot's choice, then the game's cheapest alternatives."""
        return self.hints(self.position(state), seat, limit)

    def step(self, state: Any, seat: int) -> Any:
        """Choose and apply through the unchecked fast path; returns the action."""
        choice = self.choose(self.position(state), seat)
        state.apply_unchecked(seat, choice)
        return choice

    def compiled_seat(self) -> tuple[Any, ...] | None:
        """This bot as the simulator's compiled loops play it (its name, then its options
        in the order the C takes them), or None when it has no compiled form; a round whose
        every seat has one is played in one compiled call."""
        return None


_REGISTRY: dict[tuple[str, str], type[Bot]] = {}


def register(cls: type[Bot]) -> type[Bot]:
    """Class decorator: make a bot available to ``make_bot(cls.name, cls.game)``."""
    _REGISTRY[(cls.name, cls.game)] = cls
    return cls


def bot_class(name: str, game: str) -> type[Bot]:
    """The bot class ``name`` of ``game`` (the modules of ``BOT_MODULES`` register them)."""
    try:
        game = find_game(game).name
    except MarsMatchError as exc:
        raise BotError(str(exc)) from None
    for module in BOT_MODULES[game]:
        importlib.import_module(f"{__name__}.{module}")
    try:
        return _REGISTRY[(name, game)]
    except KeyError:
        names = ", ".join(n for n in bot_names(game))
        raise BotError(f"{name!r} is not a {game} bot; bots are {names}") from None


def level_spec(name: str, game: str) -> str | None:
    """The bot spec a level name stands for in ``game`` (None: not a level)."""
    try:
        return LEVELS.get(find_game(game).name, {}).get(name)
    except MarsMatchError as exc:
        raise BotError(str(exc)) from None


def make_bot(name: str, game: str, seed: int | None = None, **options: Any) -> Bot:
    """A bot by name or level for a game: ``random``, ``greedy``, ``search``, ... or
    ``easy``, ``normal``, ``strong`` (with options, e.g.
    ``make_bot("search", "marsmatch", seed=3, iterations=400)``)."""
    spec = level_spec(name, game)
    if spec is not None:
        name, level_options = parse_bot_spec(spec)
        options = {**level_options, **options}
    return bot_class(name, game)(seed=seed, **options)


def parse_bot_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``NAME[:OPT=VALUE[:OPT=VALUE...]]`` (the CLI form), e.g. ``search:determinizations=4``."""
    name, *parts = spec.strip().split(":")
    options: dict[str, Any] = {}
    for part in parts:
        key, sep, value = part.partition("=")
        if not sep:
            raise BotError(f"{part!r} in bot {spec!r} is not OPTION=VALUE")
        options[key.strip()] = _number(value.strip())
    return name.strip(), options


def _number(text: str) -> Any:
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def bot_from_spec(spec: str, game: str, seed: int | None = None) -> Bot:
    name, options = parse_bot_spec(spec)
    return make_bot(name, game, seed=seed, **options)


def bot_seed(master: int | str, *parts: Any) -> int:
    """A seed derived from a master seed and labels (round index, seat...), stable across
    processes and Python versions (no ``hash()``)."""
    text = "/".join(str(p) for p in (master, *parts))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


Factory = Callable[[int], Bot]

__all__ = [
    "BOT_MODULES",
    "BOT_NAMES",
    "GAME_BOTS",
    "LEVELS",
    "Bot",
    "BotError",
    "bot_class",
    "bot_from_spec",
    "bot_names",
    "bot_seed",
    "level_spec",
    "make_bot",
    "parse_bot_spec",
    "register",
]
