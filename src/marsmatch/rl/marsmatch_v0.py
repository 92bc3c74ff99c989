"""``marsmatch_v0``: a PettingZoo AEC environment for one MarsMatch round.

Quick start::

    from marsmatch.rl import marsmatch_v0
    env = marsmatch_v0.env(players=3)          # wrapped: illegal action ends the game, ...
    env.reset(seed=7)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else \\
            env.action_space(agent).sample(obs["action_mask"])
        env.step(action)

Agents are ``player_0`` .. ``player_{N-1}`` (= engine seats; clockwise). One episode is one
round (rulings R1-R5). The Heavenly-Hand phase (R2) is resolved at the deal; seats that
exit there take no action but stay in ``agents`` until the round ends, when every agent
terminates together and receives its reward. A deal that decides the whole round (fewer
than two seats left for the real match) has no decision to learn from: ``reset`` redeals
with the next engine seed drawn from the same generator (so ``reset(seed=s)`` stays
deterministic); explicit ``hands`` that do so raise ``ValueError``.

Actions (``Discrete(A)``, A depends on N and the ``attachments`` option)
-----------------------------------------------------------------------
A play is never enumerated: an action is a *play type* and, optionally, card steps.
A = 1 + T (``"default"``), 1 + T + 13 (``"choose"``), 1 + T + 17 (``"full"``).

* ``0`` -- pass (legal only when answering a top play, R4.2).
* ``1 .. T`` -- play type ``vocabulary(N)[a - 1]``: a Reading (kind, length, top rank,
  attachment kind). The vocabulary is fixed for the table's N: singles and pairs (3..2),
  Pair Sequences (3..12 pairs), Rockets and Starships (1..12 groups, every top, every
  attachment kind that fits in 54 cards), Lone Boats (LJ/BJ x none/single/pair), Drones
  (4 .. min(4N, 54) cards x 13 ranks), the Super Drone and the three Spaceships. T is 587
  for N = 2, 639 for N = 3, 691 for N = 4 (``len(marsmatch_v0.vocabulary(N))``). The mask
  allows exactly the types with at least one play that beats the top (``State.legal_types``).
* With ``attachments="default"`` (the default) that is the whole action: the engine's
  ``default_play`` fills the attachments (lowest cards that break the least).
* With ``attachments="choose"`` there are 13 more actions ``T + 1 + r`` (r = 0..12, ranks
  3..A then 2). After a type with attachments, the same agent acts again, once per
  attachment card (a pair attachment takes two steps), in non-decreasing rank order. The
  mask is exact: a rank is allowed only if some legal completion of the play exists
  (checked against brute force in the tests). The main groups are the engine's (natural
  cards first, wild 2s only for what is missing). The steps are those of the engine's
  ``games.marsmatch.builder.PlayBuilder``: the env only numbers them.
* With ``attachments="full"`` every distinct play (R3.13) is reachable: besides the 13
  attachment actions there are 4 more, ``T + 14 + w`` = "w wild 2s (0..3) in the next
  main group". For Pairs, Pair Sequences and Rockets of ranks 3..A, when the hand has a
  2 to spare, the agent first says, group by group from the lowest window rank (only for
  groups where there is a choice), how many wild 2s the group takes (keeping natural
  cards in hand), then picks the attachments as in "choose" (never a rank whose group
  took a wild 2, so each multiset has one spelling). The tests check that the masks
  reach exactly the reference core's ``plays`` (R3.13's multisets) for every type, leads
  and answers.

Observation (``Box(0, 1, (D,), float32)`` under ``"observation"``, D = 326 + 28N; ``"action_mask"`` is an
``int8`` vector of length A, all zeros for agents not to act). Seats are *relative*: index
0 of every per-seat piece is the observing seat, then clockwise. Pieces, in order
(``describe_observation(N)`` prints offsets):

==================  ======  ===============================================================
hand                15      own rank counts (3..A, 2, LJ, BJ) / 4N
hand_at_least       60      own count >= 1, 2, 3, 4 for each of the 15 ranks (binary)
unseen              15      cards in other active hands (known by elimination) / 4N
top_cards           15      cards of the play to beat / 4N (zeros when leading)
top_kind            10      kind of the play to beat (9 kinds), last = no play to beat
top_length          1       its length / min(4N, 54)
top_rank            15      its top rank (one-hot; a Spaceship's top is its BJ count 0..2)
top_attach          3       its attachment kind: none, singles, pairs
top_seat            N       who played it (relative seat, one-hot)
counts              N       cards held by each seat / 54
active              N       seat plays the real match (did not exit at the deal)
passes              1       passes since the top play / (N - 1)
streak_seat         N       who holds the current trick streak (R4.4), one-hot
streak              1       its length / the goal at the table (0 when the rule is off)
my_turns            1       own turns taken, min(turns, 3) / 3 (Ground Hand, R4.5)
opening_leader      N       the opening leader (relative seat, one-hot)
played_by           15N     cards each seat has played in the real match / 4N (relative
                            seats: who spent the jokers, the 2s, the bombs)
history             8(N+16) the last 8 moves, newest first: who (relative seat, one-hot),
                            pass, the cards played / 4N (zeros before the 8th move)
choosing            1       1 while choosing attachment cards
choosing_main       1       1 while choosing wild 2s of the main groups ("full")
pending_wilds       15      wild 2s chosen so far per main-group rank / 4
pending_kind        9       the chosen type's kind (during its steps only)
pending_length      1       its length / 12
pending_top         15      its top rank
pending_attach      3       its attachment kind
pending_chosen      15      attachment cards chosen so far / 4N
pending_left        1       attachment cards still to choose / 24
==================  ======  ===============================================================

Rewards
-------
Rewards come only at the end of the round, to every seat at once. ``reward`` selects
them (``rl._mm_rewards`` defines each): ``"win_loss"`` (default; +1 for the real match's
winner, -1 for the other seats that played it, 0 for seats that left at the deal),
``"rank"`` (the real match's order, the losers by cards left, from +1 to -1),
``"normalised_points"`` (real-match points / the Ground Hand's), and the round's raw
points: ``"points"`` (points / ``reward_scale``, by default the most one seat can score,
10,000), ``"zero_sum"`` ((points - the table's mean) / ``reward_scale``) and ``"win"``
(+1 for a seat that scored points, -1 for a Total Loser).

``info["result"]`` of every agent holds ``State.result()`` once the round is over.

Wrappers, records and text
--------------------------
``env(**kw)`` is ``raw_env(**kw)`` wrapped in PettingZoo's ``TerminateIllegalWrapper``
(an illegal action ends the round with ``illegal_reward``, default -1, for the offender and
0 for the others), ``AssertOutOfBoundsWrapper`` and ``OrderEnforcingWrapper``. ``raw_env``
raises ``ValueError`` on an action its mask forbids. ``raw_env.engine_state`` is the engine
``State``; ``engine_state.to_record()`` is the round as a record, and
``marsmatch.games.replay.replay`` of it gives the same results. ``render()`` draws the
table as text (``render_mode="ansi"`` returns it, ``"human"`` prints it).

Options: ``players`` (N: 2..12, the game's ``seats``), ``rules`` (a ``Rules`` or a dict of
options), ``attachments`` ("default" | "choose" | "full"), ``reward``, ``reward_scale``,
``render_mode``, ``illegal_reward`` (``env`` only). ``reset(seed=..., options=...)``
accepts options ``seed`` (an engine seed string, used as is), ``hands`` (explicit hands as
card lists) and ``banker`` (a seat); ``start`` is refused (MarsMatch rounds start at the
deal); other keys are ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from ..features.marsmatch import ObsLayout, encode_observation, legal_mask, observation_pieces
from ..games import marsmatch as mm
from ..games.marsmatch.builder import PlayBuilder
from ..games.marsmatch.combos import RANK_NAMES, Reading
from ..games.protocol import PASS as PASS_ACTION
from ._base import EngineAECEnv, piece_slices, pieces_table, register, standard_wrappers
from ._mm_actions import MODES, PASS, Layout, vocabulary
from ._mm_rewards import DEFAULT_REWARD, REWARDS, RoundEnd, check_reward, final_rewards

MAX_ATTACH = 24  # most attachment cards of any type (a Starship of 6 quads with 12 pairs)
ATTACHMENTS = MODES


def describe_observation(players: int) -> str:
    """Offsets and meaning of every observation piece for an N-player table."""
    return pieces_table(observation_pieces(players))


def action_count(players: int, attachments: str = "default") -> int:
    """Size of the action space: pass, the play types, then the step actions of the mode."""
    return Layout(players, attachments).size


def max_points(rules: mm.Rules) -> int:
    """The most points one seat can score in a round under ``rules``."""
    values = [v for k, v in rules.to_dict(changed_only=False).items() if k.startswith("score_")]
    best = max(values)
    if rules.heavenly_both == "sum":
        best = max(best, rules.score_banker_starlink + rules.score_banker_ufo,
                   rules.score_nonbanker_starlink + rules.score_nonbanker_ufo,
                   rules.score_snatch_starlink + rules.score_snatch_ufo)
    return max(best, 1)


@register
class raw_env(EngineAECEnv):
    """The unwrapped MarsMatch AEC environment (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {**EngineAECEnv.metadata, "name": "marsmatch_v0"}
    GAME = mm.GAME
    #: the play being built step by step by the seat to act (None: a type is chosen next)
    pending: PlayBuilder | None

    def __init__(self, players: int = 2, rules: mm.Rules | Mapping[str, Any] | None = None,
                 attachments: str = "default", reward: str = DEFAULT_REWARD,
                 reward_scale: float | None = None, render_mode: str | None = None) -> None:
        if not isinstance(players, int) or isinstance(players, bool):
            raise TypeError("players is the number of seats")
        self.GAME.check_seats(players)
        check_reward(reward)
        self.layout = Layout(players, attachments)
        self.rules = self.GAME.rules(rules)
        self.players = players
        self.attachments = attachments
        self.reward_mode = reward
        self.reward_scale = float(reward_scale) if reward_scale else float(max_points(self.rules))
        self.vocab = self.layout.vocab
        self.vocab_index = self.layout.index
        self.attach_offset = self.layout.attach_offset
        self.wild_offset = self.layout.wild_offset
        self.pieces = observation_pieces(players)
        self.slices = piece_slices(self.pieces)
        size = sum(p[1] for p in self.pieces)
        super().__init__(players, size, self.layout.size, render_mode)
        self._denom = 4.0 * players
        self._obs_layout = ObsLayout(size, {name: sl.start for name, sl in self.slices.items()})

    # --- action encoding ---------------------------------------------------------------

    def action_of(self, reading: Reading | None) -> int:
        """The action index of a play type (None: pass)."""
        return PASS if reading is None else self.layout.type_action(reading)

    def reading_of(self, action: int) -> Reading | None:
        """The play type of a type action (None for pass); ValueError for other actions."""
        if action == PASS:
            return None
        if 1 <= action < self.attach_offset:
            return self.vocab[action - 1]
        raise ValueError(f"action {action} is a card step, not a play type")

    def describe_action(self, action: int) -> str:
        return self.layout.describe(action)

    @property
    def choosing_attachments(self) -> bool:
        """Whether the seat to act is choosing the cards of a play type."""
        return self.pending is not None

    # --- engine glue ------------------------------------------------------------------

    def _legal_mask(self, seat: int) -> np.ndarray:
        mask = np.zeros(self.n_actions, dtype=np.int8)
        b = self.pending
        if b is not None:
            for w in b.next_wild_choices():
                mask[self.wild_offset + w] = 1
            for r in b.next_attachment_ranks():
                mask[self.attach_offset + r] = 1
            return mask
        legal_mask(self.state_, mask, self.layout.type_index)  # compiled: the pass and types
        return mask

    def _act(self, seat: int, action: int) -> None:
        """A pass, a play type, or a step of the play being built; the engine applies the
        play once it is complete."""
        s = self.state_
        b = self.pending
        if b is None:
            if action == PASS:
                self.apply_checked(seat, PASS_ACTION)
                return
            rd = self.vocab[action - 1]
            if self.attachments == "default":
                self.apply_checked(seat, s.default_play(rd))
                return
            b = PlayBuilder(s.hand(seat), rd, s.top, wilds=self.attachments == "full")
        elif action >= self.wild_offset:
            b.take_wilds(action - self.wild_offset)
        else:
            b.take(action - self.attach_offset)
        self.pending = None if b.done else b
        if b.done:
            self.apply_checked(seat, b.play())

    def _final_rewards(self) -> list[float]:
        s = self.state_
        active = set(s.active)
        end = RoundEnd(s.scores(), s.winner, [i in active for i in range(self.players)],
                       [sum(h) for h in s.hands])
        return final_rewards(end, self.reward_mode, self.reward_scale,
                             self.rules.score_ground_hand)

    # --- observation ------------------------------------------------------------------

    def _encode(self, seat: int) -> np.ndarray:
        """The observation (compiled: ``features.marsmatch``), plus the play being
        built by the seat to act in the "choose" and "full" modes."""
        obs = np.empty(self.obs_size, dtype=np.float32)
        encode_observation(self.state_, seat, obs, self._obs_layout)
        b = self.pending
        if b is not None and seat == self.seat_to_act():
            self._encode_pending(obs, b)
        return obs

    def _encode_pending(self, obs: np.ndarray, b: PlayBuilder) -> None:
        """The play type being built: its reading, the wild 2s and attachments chosen."""
        sl = self.slices
        rd = b.reading
        obs[sl["choosing_main" if b.wild_rank is not None else "choosing"].start] = 1.0
        for r, w in b.wilds.items():
            obs[sl["pending_wilds"].start + r] = w / 4.0
        obs[sl["pending_kind"].start + int(rd.kind)] = 1.0
        obs[sl["pending_length"].start] = min(rd.length / 12.0, 1.0)
        obs[sl["pending_top"].start + rd.top] = 1.0
        obs[sl["pending_attach"].start + rd.attach] = 1.0
        for r in b.chosen:
            obs[sl["pending_chosen"].start + r] += 1.0 / self._denom
        obs[sl["pending_left"].start] = b.left / MAX_ATTACH

    # --- text ---------------------------------------------------------------------------

    def _render_text(self) -> str:
        s = self.state_
        lines = [f"MarsMatch, {self.players} players, banker seat {s.banker}"]
        for seat in range(self.players):
            mark = ">" if seat == self.seat_to_act() else " "
            status = "" if seat in s.active else " (left at the deal)"
            if seat in s.outcomes:
                o = s.outcomes[seat]
                status += f" [{o.category} {o.points}]"
            cards = " ".join(mm.counts_to_cards(s.hands[seat])) or "-"
            lines.append(f"{mark} player_{seat} ({sum(s.hands[seat])}){status}: {cards}")
        if s.top is not None:
            lines.append(f"to beat: {s.top.describe()} [{' '.join(s.top.cards())}] "
                         f"by player_{s.top_seat}; passes {s.passes}")
        elif not s.finished:
            lines.append("leading")
        b = self.pending
        if b is not None:
            chosen = " ".join(RANK_NAMES[r] for r in b.chosen) or "-"
            wilds = ", ".join(f"{RANK_NAMES[r]}: {w} wild 2s" for r, w in b.wilds.items())
            lines.append(f"choosing the cards of {b.reading.describe()}: "
                         f"main [{wilds or '-'}], attachments {chosen}")
        if s.finished:
            lines.append("round over")
        return "\n".join(lines)


def env(illegal_reward: float = -1.0, **kwargs: Any) -> wrappers.OrderEnforcingWrapper:
    """``raw_env`` with the standard PettingZoo wrapper stack."""
    return standard_wrappers(raw_env(**kwargs), illegal_reward)


__all__ = [
    "PASS",
    "REWARDS",
    "action_count",
    "describe_observation",
    "env",
    "max_points",
    "observation_pieces",
    "raw_env",
    "vocabulary",
]
