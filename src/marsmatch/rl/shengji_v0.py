"""``shengji_v0``: a PettingZoo AEC environment for one Shengji deal (four seats).

Quick start::

    from marsmatch.rl import shengji_v0
    env = shengji_v0.env(decks=2)
    env.reset(seed=7)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else \\
            env.action_space(agent).sample(obs["action_mask"])
        env.step(action)

Agents ``player_0`` .. ``player_3`` are the engine seats; teams are 0+2 and 1+3 (G1.1).
One episode is one deal: declaring (G3), burying (G4), the tricks (G5) and scoring (G6).
The first deal's banker is whoever's declaration stands; give ``banker=`` (a later deal,
G3.4) to fix it. A first deal where nobody declares ends as a redeal (G3.3): every agent
terminates with reward 0 and ``info["result"]`` says ``redeal``.

Actions (``Discrete(A)``; A = 60, 66, 72 for 1, 2, 3 decks)
------------------------------------------------------------
A fixed vocabulary per deck count (``marsmatch.rl._sj_actions.Layout``):

* ``0`` -- pass (declaring only);
* ``1 .. D`` -- declare ``n`` copies of the level card of S, H, D, C (n = 1..decks), then
  ``n`` identical LJ / BJ (n = 2..decks, no-trump); the mask allows what beats the standing
  declaration and is held (G3.2);
* ``D + 1 + i`` -- card ``i`` of the 54 distinct cards (S2..SA, H2..HA, D2..DA, C2..CA,
  LJ, BJ): the bury, a lead and a follow are built one card per step, in non-decreasing
  card index;
* ``A - 1`` -- end: finish a lead (a lead of several units of one suit is a throw; the
  engine checks it against the other hands, G5.3).

A bury ends by itself after ``kitty_size`` cards and a follow after as many cards as were
led; the env then applies the engine action (``Declare``, ``Bury``, ``Play``) through the
engine's checked ``apply_action``. A lead goes to the engine without a hint, so it is split
the engine's default way (largest unit first, G5.2). Masks are exact: a card is allowed
only if some legal completion exists (a follow must hold the first rung of the follow
ladder the hand can meet, G5.4; ``games.shengji.steps`` decides it, compiled).

Observation (``Box(0, 1, (506,), float32)``; seats relative, index 0 = the observer)
------------------------------------------------------------------------------------
==============  =====  ==================================================================
hand            54     own copies of each card / decks
phase           3      declare, bury, play
level           13     this deal's level rank, 2..A
trump           6      trump suit S, H, D, C; no-trump; not fixed yet
banker          5      banker's relative seat; last = not known yet
attacker        1      the observer is on the attacking side
declaration     11     standing declaration: relative seat (4), card (S,H,D,C,LJ,BJ), n/decks
trick           216    cards each relative seat played to the current trick / decks
leader          4      who led the current trick
lead_size       1      cards led / hand size
played          54     every card played so far (all tricks) / decks
kitty           54     the buried cards, known to the banker only / decks
counts          4      cards held per relative seat / (hand size + kitty)
voids           20     relative seat x effective suit (S, H, D, C, trump) shown void
points          1      attackers' points / (100 x decks), clipped to [0, 1]
tricks          1      tricks played / hand size
building        3      building a bury, a lead, a follow
chosen          54     cards chosen so far in the play being built / decks
left            1      cards still to choose / hand size (0 for a lead)
==============  =====  ==================================================================

Rewards (end of the deal, ``reward=``)
---------------------------------------
* ``"points"`` (default), zero-sum on the attackers' final points P (tricks, plus the
  bottom capture, minus throw penalties), centred on the score that wins them the deal
  (G6.2: T = 80 with 2 decks, 40 with 1, 120 with 3; ``attackers_threshold``): attackers
  get (P - T + 2.5) / 100d and the banker side the opposite (d = decks; the deck holds
  100d points, G1.3; points come in fives, so the half step makes P = T positive), so the
  reward's sign is always the deal's winner's. A bottom capture (G6.1) can push |reward|
  above 0.5.
* ``"levels"``: (levels the own team advances - levels the other team advances) / 3 (G6.2).
* ``"win"``: +1 for the team that advances, -1 for the other, 0 when neither does.

``env(**kw)`` adds ``TerminateIllegalWrapper`` (illegal action: the round ends,
``illegal_reward`` for the offender), ``AssertOutOfBoundsWrapper`` and
``OrderEnforcingWrapper``. ``raw_env.engine_state`` is the engine ``State``; its
``to_record()`` replays (``marsmatch.games.replay.replay``) to the same tricks and results.
``reset(options=...)`` accepts ``seed`` (engine seed string), ``hands``, ``start`` and
``banker`` (as ``new_round``); other keys are ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from ..cards import Card
from ..features.shengji import ObsLayout, encode_observation
from ..games import shengji as sj
from ..games.protocol import PASS as PASS_ACTION
from ..games.shengji import Bury, Declare, Phase, Play
from ..games.shengji.scoring import level_outcome
from ..games.shengji.trump import TRUMP
from ._base import EngineAECEnv, piece_slices, pieces_table, register, standard_wrappers
from ._sj_actions import (
    CARD_INDEX,
    CARDS,
    PASS,
    Layout,
    declaration_cards,
)

REWARDS = ("points", "levels", "win")
_DECL_KIND = {"S": 0, "H": 1, "D": 2, "C": 3, "LJ": 4, "BJ": 5}
_ESUITS = {"S": 0, "H": 1, "D": 2, "C": 3, TRUMP: 4}
_INDEX_BY_NAME = {str(c): i for c, i in CARD_INDEX.items()}

OBSERVATION_PIECES: list[tuple[str, int, str]] = [
    ("hand", 54, "own copies of each card / decks"),
    ("phase", 3, "declare, bury, play"),
    ("level", 13, "level rank 2..A"),
    ("trump", 6, "S,H,D,C, no-trump, not fixed"),
    ("banker", 5, "banker's relative seat; last = unknown"),
    ("attacker", 1, "observer is an attacker"),
    ("declaration", 11, "standing declaration: seat(4), card(6), n/decks"),
    ("trick", 216, "current trick per relative seat / decks"),
    ("leader", 4, "leader of the current trick"),
    ("lead_size", 1, "cards led / hand size"),
    ("played", 54, "cards played so far / decks"),
    ("kitty", 54, "buried cards known to the banker / decks"),
    ("counts", 4, "cards held per relative seat"),
    ("voids", 20, "relative seat x esuit shown void"),
    ("points", 1, "attackers' points / 100d"),
    ("tricks", 1, "tricks played / hand size"),
    ("building", 3, "building a bury, lead, follow"),
    ("chosen", 54, "cards chosen so far / decks"),
    ("left", 1, "cards still to choose / hand size"),
]


def describe_observation() -> str:
    return pieces_table(OBSERVATION_PIECES)


@register
class raw_env(EngineAECEnv):
    """The unwrapped Shengji AEC environment (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {**EngineAECEnv.metadata, "name": "shengji_v0"}
    GAME = sj.GAME
    #: cards chosen so far of the bury or play the seat to act is building (None: none)
    pending: list[Card] | None

    def __init__(self, decks: int = 2, rules: sj.Rules | Mapping[str, Any] | None = None,
                 banker: int | None = None, reward: str = "points",
                 render_mode: str | None = None) -> None:
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {REWARDS}")
        self.rules: sj.Rules = (rules if isinstance(rules, sj.Rules)
                                else self.GAME.rules({"decks": decks, **(rules or {})}))
        self.decks = self.rules.decks
        self.banker = banker
        self.reward_mode = reward
        self.layout = Layout(self.decks)
        self.pieces = OBSERVATION_PIECES
        self.slices = piece_slices(self.pieces)
        super().__init__(4, sum(p[1] for p in self.pieces), self.layout.size, render_mode)
        self.hand_size = self.rules.hand_size
        self._oracle: tuple[tuple[int, int], Any] | None = None
        self._obs_layout = ObsLayout(self.obs_size,
                                     {name: sl.start for name, sl in self.slices.items()})

    # --- actions -------------------------------------------------------------------------

    def describe_action(self, action: int) -> str:
        return self.layout.describe(action)

    def card_action(self, card: Card | str) -> int:
        return self.layout.card_action(card if isinstance(card, Card) else Card.parse(card))

    @property
    def chosen(self) -> list[Card]:
        """Cards chosen so far in the bury or play being built."""
        return list(self.pending or [])

    # --- engine glue -------------------------------------------------------------------

    def _follower(self, seat: int) -> Any:
        """The follow builder of ``seat`` for the current trick (kept while it builds)."""
        s = self.state_
        key = (seat, len(s.events))
        if self._oracle is None or self._oracle[0] != key:
            self._oracle = (key, s._follower(seat))
        return self._oracle[1]

    def _legal_mask(self, seat: int) -> np.ndarray:
        lay = self.layout
        mask = np.zeros(lay.size, dtype=np.int8)
        s = self.state_
        chosen = self.pending or []
        if s.phase is Phase.DECLARE:
            mask[PASS] = s.can_pass(seat)
            for card, n in s.declarations(seat):  # the engine's legal declarations (G3.2)
                mask[lay.declare_index[(card.suit or card.rank, n)]] = 1
            return mask
        # the compiled steps (games.shengji.steps), over card numbers
        numbers = [CARD_INDEX[c] for c in chosen]
        if s.phase is Phase.PLAY and not s._current_count:
            mask[lay.end] = bool(chosen)
        following = s.phase is Phase.PLAY and s._current_count
        s._step_mask(seat, numbers, self._follower(seat) if following else None, mask, lay.card0)
        return mask

    def _act(self, seat: int, action: int) -> None:
        s = self.state_
        lay = self.layout
        if s.phase is Phase.DECLARE:
            act = PASS_ACTION if action == PASS else \
                Declare(declaration_cards(*lay.declarations[action - 1], s.level))
            self.apply_checked(seat, act)
            return
        cards = self.pending or []
        if action != lay.end:
            cards.append(CARDS[action - lay.card0])
        self.pending = None
        if s.phase is Phase.BURY and len(cards) == len(s.kitty):
            self.apply_checked(seat, Bury(tuple(cards)))
        elif action == lay.end or (s._current_count and len(cards) == s._lead_size):
            self.apply_checked(seat, Play(tuple(cards)))
        else:
            self.pending = cards

    def _final_rewards(self) -> list[float]:
        s = self.state_
        if s.phase is Phase.REDEAL or s.outcome is None:
            return [0.0] * 4
        if self.reward_mode == "points":
            centre = attackers_threshold(self.rules) - 2.5  # points come in fives
            att = (s.outcome.attackers_points - centre) / (100 * self.decks)
            return [att if s.is_attacker(seat) else -att for seat in range(4)]
        adv = {ch["team"]: ch["advance"] for ch in s.outcome.level_changes}
        out = []
        for seat in range(4):
            diff = adv.get(seat % 2, 0) - adv.get(1 - seat % 2, 0)
            out.append(diff / 3.0 if self.reward_mode == "levels" else float(np.sign(diff)))
        return out

    # --- observation ------------------------------------------------------------------

    def _encode(self, seat: int) -> np.ndarray:
        """The observation, written by compiled code (``features.shengji``), with the
        bury or play the seat to act is building."""
        obs = np.empty(self.obs_size, dtype=np.float32)
        encode_observation(self.state_, seat, obs, self._obs_layout,
                           [CARD_INDEX[c] for c in self.pending or ()])
        return obs

    # --- text ---------------------------------------------------------------------------

    def _render_text(self) -> str:
        s = self.state_
        trump = "not fixed" if s.trump is None else (s.trump.suit or "no-trump")
        banker = "?" if s.banker is None else f"player_{s.banker}"
        lines = [(f"Shengji, {self.decks} deck(s), {s.phase.value}; level {s.level}, "
                  f"trump {trump}, banker {banker}; attackers' points {s.attackers_points}")]
        for seat in range(4):
            mark = ">" if seat == self.seat_to_act() else " "
            cards = " ".join(str(c) for c in s.hand(seat)) or "-"
            lines.append(f"{mark} player_{seat} ({sum(s.hands[seat].values())}): {cards}")
        if s.current:
            lines.append("trick: " + "; ".join(
                f"player_{w} {' '.join(map(str, cs))}" for w, cs in s.current))
        if self.pending:
            lines.append("choosing: " + " ".join(map(str, self.pending)))
        if s.finished:
            lines.append("deal over: " + ("redeal" if s.phase is Phase.REDEAL else
                                          f"attackers {s.attackers_points} points"))
        return "\n".join(lines)


def attackers_threshold(rules: sj.Rules) -> int:
    """The fewest points with which the attackers win a deal (G6.2): the bank passes to
    them from there."""
    return next((p for p in range(0, 100 * rules.decks + 1, 5)
                 if not level_outcome(p, rules.decks, rules.step).banker_side_keeps),
                100 * rules.decks)


def env(illegal_reward: float = -1.0, **kwargs: Any) -> wrappers.OrderEnforcingWrapper:
    """``raw_env`` with the standard PettingZoo wrapper stack."""
    return standard_wrappers(raw_env(**kwargs), illegal_reward)


__all__ = ["OBSERVATION_PIECES", "describe_observation", "env", "raw_env"]
