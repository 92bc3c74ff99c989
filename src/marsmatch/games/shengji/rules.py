"""The Shengji rules object: every option of the rulings (G1.1 .. G7) with its default.

One frozen object travels with every state, record and simulation, so a rule
variant is always explicit and always recorded (records store only the options
that differ from these defaults).
"""

from __future__ import annotations

from dataclasses import InitVar, dataclass
from typing import ClassVar

from ...errors import RulesError
from ...words import error
from ..options import RulesBase, option

#: G1.2 — (cards per hand, kitty size) by number of decks, from the publisher's text.
SEED_DEAL_SIZES: dict[int, tuple[int, int]] = {1: (12, 6), 2: (25, 8), 3: (39, 6)}

#: G1.2: full games use 1-3 decks; positions for study may hold more copies of a card.
FULL_GAME_DECKS = 3

FAILED_THROW = ("first_beatable", "smallest")
THROW_PENALTY = ("none", "ten_per_attempt")
TRICK_DRAW_POLICY = (
    "no_protections",
    "longer_tuples_protected",
    "only_draw_tractor_on_tractor",
    "longer_tuples_protected_and_only_draw_tractor_on_tractor",
    "no_format_based_draw",
)
THROW_EVALUATION_POLICY = ("all", "highest", "trick_unit_length")
KITTY_MULTIPLIER = ("seed", "times", "power")
DEAL_STYLE = ("after", "live")


@dataclass(frozen=True, repr=False)
class Rules(RulesBase):
    """Shengji options; the defaults are the rulings' defaults."""

    GAME: ClassVar[str] = "shengji"

    decks: int = option(
        2, "decks of 54 in play (G1.2); full games use 1-3, positions may use up to 8",
        minimum=1, maximum=8,
    )
    tractor_min_width: int = option(
        2, "copies of each card a tractor needs (G2.6): 2 = pairs", minimum=2, maximum=8,
    )
    tractor_min_length: int = option(
        2, "adjacent groups a tractor needs (G2.6)", minimum=2, maximum=13,
    )
    failed_throw: str = option(
        "first_beatable", "which unit a failed throw must play (G5.3)", choices=FAILED_THROW,
    )
    throw_penalty: str = option(
        "none", "points moved for each failed throw (G5.3)", choices=THROW_PENALTY,
    )
    trick_draw_policy: str = option(
        "no_protections", "how strictly a follow must match the lead's shape (G5.4)",
        choices=TRICK_DRAW_POLICY,
    )
    throw_evaluation_policy: str = option(
        "all", "how a follow beats a multi-unit lead (G5.5)", choices=THROW_EVALUATION_POLICY,
    )
    kitty_multiplier: str = option(
        "seed", "bottom-capture multiplier (G6.1)", choices=KITTY_MULTIPLIER,
    )
    level_step: int = option(
        0, "points per level step in the level table (G6.2); 0 = by deck count "
        "(40 for 1-2 decks, 60 for 3, 20 x decks beyond)", minimum=0, maximum=1000,
    )
    must_defend_a: bool = option(
        True, "a team at A must win a deal as banker side to win the game (G6.4)",
    )
    deal_style: str = option(
        "after", "when declaring starts (G3.1): after the deal, or live while the cards are "
        "dealt one by one (docs/live-dealing.md); G3.1's round in turn follows either way",
        choices=DEAL_STYLE,
    )
    #: Positions (G7) may use up to 8 decks; full games use 1-3 (G1.2). Not an option: a
    #: flag at construction, so the limit is checked in one place.
    for_position: InitVar[bool] = False

    def __repr__(self) -> str:
        text = super().__repr__()
        if self.decks > FULL_GAME_DECKS:
            text = text[:-1] + ", for_position=True)"
        return text

    def __post_init__(self, for_position: bool) -> None:
        super().__post_init__()
        if not for_position and self.decks > FULL_GAME_DECKS:
            raise error(RulesError, "err-sj-decks", top=str(FULL_GAME_DECKS),
                        given=str(self.decks))

    # -- derived sizes -----------------------------------------------------------------
    @property
    def kitty_size(self) -> int:
        """G1.2: 6, 8, 6 for 1, 2, 3 decks; beyond 3, 8 when it divides evenly, else 6."""
        return deal_sizes(self.decks)[1]

    @property
    def hand_size(self) -> int:
        return deal_sizes(self.decks)[0]

    @property
    def step(self) -> int:
        """The effective level step (G6.2): the option, or its by-deck-count default."""
        if self.level_step:
            return self.level_step
        if self.decks <= 2:
            return 40
        if self.decks == 3:
            return 60
        return 20 * self.decks

    @property
    def total_points(self) -> int:
        """G1.3: 100 points per deck."""
        return 100 * self.decks


def deal_sizes(decks: int) -> tuple[int, int]:
    """(cards per hand, kitty size) for a full deal of ``decks`` decks (G1.2)."""
    if decks in SEED_DEAL_SIZES:
        return SEED_DEAL_SIZES[decks]
    total = 54 * decks
    kitty = 8 if (total - 8) % 4 == 0 else 6
    return (total - kitty) // 4, kitty


def _bind() -> None:
    """The compiled core reads each option by name: hand it the choices' names in order
    (it checks they are its own)."""
    from . import _core

    _core.bind_rules(failed_throw=FAILED_THROW, throw_penalty=THROW_PENALTY,
                     trick_draw_policy=TRICK_DRAW_POLICY,
                     throw_evaluation_policy=THROW_EVALUATION_POLICY,
                     kitty_multiplier=KITTY_MULTIPLIER)


_bind()
