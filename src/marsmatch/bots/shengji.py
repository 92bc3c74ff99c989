"""Shengji bots: ``random``, ``greedy`` (rule-based) and ``search-v1`` (determinised Monte
Carlo); ``search`` (information-set MCTS) is in ``shengji_search.py``.

A Shengji bot's choice is an engine action (``Declare``, ``Bury``, ``Play`` or ``PASS``),
applied with ``state.apply_action`` (checked) or ``state.apply_unchecked`` (fast). What a
bot reads: its own hand, the trump, level, banker, the current trick, the finished
tricks, the shown declaration cards (``state.view(seat)`` holds all of it), the
legal-action helpers for the seat to act, and ``state.resample(seat, rng)``.
"""

from __future__ import annotations

import random
import time
from functools import lru_cache
from itertools import islice
from typing import Any, ClassVar

from ..cards import Card
from ..games.protocol import PASS
from ..games.shengji.actions import Action, Bury, Play
from ..games.shengji.events import Phase
from ..games.shengji.follow import construct_follow, legal_follows
from ..games.shengji.lead import candidate_units
from ..games.shengji.legal import declarations
from ..games.shengji.state import State
from ..games.shengji.tricks import trick_winner
from ..games.shengji.trump import TRUMP, card_points
from . import Bot, register

_card = lru_cache(maxsize=512)(Card.parse)


class ShengjiBot(Bot):
    game: ClassVar[str] = "shengji"


def random_action(state: State, seat: int, rng: random.Random) -> Action:
    """A random legal action: declare or pass at random, bury random cards, lead a random
    unit of a random suit (now and then a throw of two or three units), follow at random
    within the rules. The policy is compiled with the engine (``State.random_action``, so
    batched deals can play it without Python), drawing from ``rng`` as Python would."""
    return state.random_action(seat, rng)


@register
class RandomBot(ShengjiBot):
    """A random legal action: declares or passes at random, buries random cards, leads a
    random unit of a random suit (now and then a throw), follows at random within the
    rules (``random_action``)."""

    name: ClassVar[str] = "random"

    def choose(self, state: State, seat: int) -> Action:
        return random_action(state, seat, self.rng)


# --- greedy -------------------------------------------------------------------------------


def _hand_list(hand: dict[Card, int]) -> list[Card]:
    return [c for c, k in hand.items() for _ in range(k)]


def _winning(state: State, seat: int, cards: list[Card]) -> bool:
    """Would ``cards`` take the trick as it stands now?"""
    assert state.lead is not None and state.trump is not None
    plays = list(state.current) + [(seat, tuple(cards))]
    idx, _ = trick_winner(state.lead, plays, state.trump, state.rules)
    return idx == len(plays) - 1


def _points(cards: list[Card]) -> int:
    return sum(card_points(c) for c in cards)


@register
class GreedyBot(ShengjiBot):
    """A rule-based player.

    * Declares the suit in which it holds the most trump (level cards + jokers + suit
      cards) when that is a fair share of the hand; overcalls only with a strong suit.
    * Buries low plain cards, no points, no trump, no pairs, emptying short suits first.
    * Leads: a pair, triple or tractor of a plain suit, or a plain Ace, when it is the
      highest of its shape still out; otherwise a low card of its longest plain suit (not
      a point card); trump when only trump is left.
    * Follows: when the partner holds the trick (and the seat is last, or the partner's
      play is strong), gives points; otherwise takes the trick with the cheapest winning
      follow when it can (cheaply when last to play); else plays the lowest cards,
      keeping points back.
    """

    name: ClassVar[str] = "greedy"
    defaults: ClassVar[dict[str, Any]] = {"follow_candidates": 80, "declare_share": 0.34}

    def choose(self, state: State, seat: int) -> Action:
        if state.phase is Phase.DECLARE:
            return self._declare(state, seat)
        if state.phase is Phase.BURY:
            return self._bury(state, seat)
        if state.current:
            return self.follow_options(state, seat, 1)[0][1]
        return self.lead_options(state, seat, 1)[0][1]

    def suggest(self, state: State, seat: int, limit: int = 20) -> list[Action]:
        """The greedy choice first, then the other declarations (or the pass), or the
        best-scored leads or follows; the engine's default action is always among them."""
        out: list[Action] = []

        def add(action: Action) -> None:
            if action not in out and len(out) < limit:
                out.append(action)

        add(self.choose(state, seat))
        if state.phase is Phase.DECLARE:
            add(PASS)
            for d in declarations(state, seat):
                add(d)
        elif state.phase is Phase.PLAY:
            options = (self.follow_options(state, seat, limit) if state.current
                       else self.lead_options(state, seat, limit))
            for _score, action in options:
                add(action)
        if len(out) >= limit:
            out.pop()
        add(state.default_action(seat))
        return out

    # -- declaring and burying -------------------------------------------------------------
    def _declare(self, state: State, seat: int) -> Action:
        hand = state.hands[seat]
        size = sum(hand.values())
        best: tuple[float, Action] | None = None
        for action in declarations(state, seat):
            cards = action.cards
            suit = cards[0].suit
            trumps = sum(k for c, k in hand.items()
                         if c.is_joker or c.rank == state.level or (suit and c.suit == suit))
            score = trumps + 0.5 * len(cards) - (3 if suit is None else 0)
            if best is None or score > best[0]:
                best = (score, action)
        if best is None:
            return PASS
        share = best[0] / max(1, size)
        if state.standing is None:
            if share >= self.options["declare_share"] * 0.8 or state.banker is None:
                return best[1]
        elif state.standing[0] != seat and share >= self.options["declare_share"] * 1.3:
            return best[1]
        return PASS

    def _bury(self, state: State, seat: int) -> Action:
        trump = state.trump
        assert trump is not None
        hand = state.hands[seat]
        n = len(state.kitty)
        suit_len: dict[str, int] = {}
        for c, k in hand.items():
            suit_len[trump.esuit(c)] = suit_len.get(trump.esuit(c), 0) + k

        def cost(c: Card) -> tuple:
            s = trump.esuit(c)
            return (s == TRUMP, hand[c] >= 2, card_points(c) > 0, trump.pos(c) >= 10,
                    suit_len[s], trump.pos(c))

        cards = sorted(_hand_list(hand), key=cost)
        return Bury(tuple(cards[:n]))

    # -- leading ---------------------------------------------------------------------------
    def _played_counts(self, state: State) -> dict[Card, int]:
        seen: dict[Card, int] = {}
        for t in state.tricks:
            for _s, cs in t.plays:
                for c in cs:
                    card = _card(c)
                    seen[card] = seen.get(card, 0) + 1
        return seen

    def lead_options(self, state: State, seat: int, limit: int) -> list[tuple[float, Action]]:
        trump = state.trump
        assert trump is not None
        hand = state.hands[seat]
        decks = state.rules.decks
        played = self._played_counts(state)
        by_suit: dict[str, dict[Card, int]] = {}
        for c, k in hand.items():
            by_suit.setdefault(trump.esuit(c), {})[c] = k
        plain_suits = [s for s in by_suit if s != TRUMP]
        scored: list[tuple[float, list[Card]]] = []
        for s, cards in by_suit.items():
            units = candidate_units(cards, trump, state.rules)
            length = sum(cards.values())
            # each card of the suit: its position and how many copies are still out (not
            # held, not played)
            out_cards = [(trump.pos(c), decks - hand.get(c, 0) - played.get(c, 0))
                         for c in _all_of_suit(trump, s)]
            for u in units:
                unit_cards = u.all_cards()
                # is any higher card of this shape still out?
                higher_out = sum(1 for pos, left in out_cards if pos > u.top and left >= u.width)
                pts = _points(unit_cards)
                if s == TRUMP:
                    score = (-4.0 if plain_suits else 2.0) + 1.5 * u.size - 0.2 * u.top
                    if higher_out == 0:
                        score += 3.0 * u.size
                elif higher_out == 0:
                    score = 6.0 + 2.5 * u.size + 0.3 * pts
                elif u.width >= 2:
                    score = 1.0 + u.size - 0.3 * higher_out
                else:
                    score = 0.5 - 0.15 * u.top + 0.1 * length - 0.3 * pts
                scored.append((score, unit_cards))
        scored.sort(key=lambda x: -x[0])
        out: list[tuple[float, Action]] = []
        seen: set[tuple[str, ...]] = set()
        for score, cards_ in scored:
            key = tuple(sorted(str(c) for c in cards_))
            if key in seen:
                continue
            seen.add(key)
            out.append((score, Play(tuple(cards_))))
            if len(out) >= limit:
                break
        return out

    # -- following -------------------------------------------------------------------------
    def follow_options(self, state: State, seat: int, limit: int) -> list[tuple[float, Action]]:
        trump = state.trump
        lead = state.lead
        assert trump is not None and lead is not None
        hand = state.hands[seat]
        cands = list(islice(legal_follows(hand, lead, trump, state.rules),
                            int(self.options["follow_candidates"])))
        minimal = construct_follow(hand, lead, trump, state.rules)
        cands.append(minimal)
        plays = list(state.current)
        idx, _ = trick_winner(lead, plays, trump, state.rules)
        holder = plays[idx][0]
        partner_holds = holder == (seat + 2) % 4
        last = len(plays) == 3
        table_points = sum(_points(list(cs)) for _s, cs in plays)
        scored: list[tuple[float, list[Card]]] = []
        seen: set[tuple[str, ...]] = set()
        for cs in cands:
            key = tuple(sorted(str(c) for c in cs))
            if key in seen:
                continue
            seen.add(key)
            pts = _points(cs)
            strength = sum(trump.strength(c)[0] * 20 + trump.pos(c) for c in cs)
            wins = _winning(state, seat, cs)
            if partner_holds and (last or _strong(plays[idx][1], trump)):
                score = 2.0 * pts - 0.1 * strength - (5.0 if wins else 0.0)
            elif wins:
                score = 30.0 + table_points + pts - (0.3 if last else 0.1) * strength
            else:
                score = -2.0 * pts - 0.1 * strength
            scored.append((score, cs))
        scored.sort(key=lambda x: -x[0])
        return [(s, Play(tuple(cs))) for s, cs in scored[:limit]]


@lru_cache(maxsize=256)
def _all_of_suit(trump: Any, esuit: str) -> tuple[Card, ...]:
    return tuple(c for c in trump._table if trump.esuit(c) == esuit)


def _strong(cards: tuple[Card, ...], trump: Any) -> bool:
    """A play partners can trust to hold: trump, or plain cards near the top."""
    return all(trump.is_trump(c) or trump.pos(c) >= 10 for c in cards)


# --- search -------------------------------------------------------------------------------


def _team_value(state: State, seat: int) -> float:
    """Final value of a deal for ``seat``'s team: the attackers' points (for the attackers;
    minus them for the banker side), in units of the level step, plus the levels gained
    minus the other team's. Points carry most of the signal: levels are steps of them."""
    o = state.outcome
    if o is None:  # a rollout cut at its horizon: the points taken so far
        pts = state.attackers_points / 40.0
        return pts if state.is_attacker(seat) else -pts
    team = seat % 2
    adv = {ch["team"]: ch["advance"] for ch in o.level_changes}
    value = adv.get(team, 0) - adv.get(1 - team, 0)
    pts = o.attackers_points / 40.0
    return 0.5 * value + (pts if state.is_attacker(seat) else -pts)


@register
class SearchV1Bot(ShengjiBot):
    """Determinised flat Monte Carlo search over the greedy bot's best ``candidates``
    plays: for each of ``determinizations`` redeals of the hidden cards
    (``state.resample``), every candidate is played out to the end of the deal by greedy
    players (or, with ``horizon`` = h > 0, for the current trick and h more, valued by
    the attackers' points taken so far); the candidate with the best mean team value
    wins. Declaring and burying are
    left to the greedy rules. ``node_limit`` caps the simulated actions per decision;
    ``time_limit`` (seconds, 0 = none) the wall time."""

    name: ClassVar[str] = "search-v1"
    defaults: ClassVar[dict[str, Any]] = {
        "determinizations": 8, "candidates": 3, "node_limit": 6000, "time_limit": 0.0,
        "horizon": 0,
    }

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self.policy = GreedyBot(seed=self.rng.getrandbits(32), follow_candidates=12)
        self._greedy = GreedyBot(seed=0)

    def choose(self, state: State, seat: int) -> Action:
        if state.phase is not Phase.PLAY:
            return self._greedy.choose(state, seat)
        k = int(self.options["candidates"])
        ranked = (self._greedy.follow_options(state, seat, k) if state.current
                  else self._greedy.lead_options(state, seat, k))
        cands = [a for _s, a in ranked]
        if len(cands) == 1:
            return cands[0]
        totals = [0.0] * len(cands)
        nodes = 0
        horizon = int(self.options["horizon"])
        stop = len(state.tricks) + 1 + horizon if horizon > 0 else None
        deadline = (time.perf_counter() + float(self.options["time_limit"])
                    if self.options["time_limit"] else None)
        for _d in range(int(self.options["determinizations"])):
            world = state.resample(seat, self.rng)
            for i, a in enumerate(cands):
                sim = world.copy()
                sim.apply_unchecked(seat, a)
                nodes += 1 + self._rollout(sim, stop)
                totals[i] += _team_value(sim, seat)
            if nodes >= int(self.options["node_limit"]) or (
                    deadline is not None and time.perf_counter() > deadline):
                break
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return cands[best]

    def _rollout(self, sim: State, stop: int | None = None) -> int:
        steps = 0
        while not sim.finished and (stop is None or len(sim.tricks) < stop):
            s = sim.to_act[0]
            self.policy.step(sim, s)
            steps += 1
        return steps


__all__ = ["GreedyBot", "RandomBot", "SearchV1Bot"]

