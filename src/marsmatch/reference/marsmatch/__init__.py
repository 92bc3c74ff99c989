"""MarsMatch's rules in readable Python: the reference for the compiled core (``_core``).

The same questions as ``games/marsmatch/_core`` (the ``Core`` protocol,
``games/marsmatch/core.py``) and the same ``RoundCore``, answered in its own plain values
(``hand.Reading``, ``hand.Played``) unless a face binds the engine's (``values``): one class
per kind of play (``kinds``), the wild 2 (``wild``), attachments (``attachments``), the
rules that ask the kinds (``rules``) and the round (``round``). Each docstring cites its
ruling (docs/rulings.md lists where each lives).
"""

from __future__ import annotations

from .hand import (
    NOT_NAMES,
    WHY_ATTACHMENT,
    WHY_BARE_BOAT,
    WHY_BOMB,
    WHY_EQUAL,
    WHY_HIGHER,
    WHY_LONGER,
    WHY_LOWER,
    WHY_NAMES,
    WHY_SHAPE,
    WHY_SHORTER,
)
from .kinds import boat_attachment_rank
from .round import (
    PHASE_FINISHED,
    PHASE_HEAVENLY,
    PHASE_PLAY,
    RoundCore,
    bind_round,
    deal_counts,
    draw_leader,
    heavenly_hand,
)
from .rules import (
    all_readings,
    answer_types,
    attachment_cards,
    attachment_pool,
    attachment_ranks,
    beats,
    boat_floor,
    count_plays,
    count_type,
    default_play,
    fits,
    kind_facts,
    main_cards,
    main_with_wilds,
    play_types,
    plays,
    reading_size,
    verdict,
    why_not,
    wild_choice_ranks,
    wild_choices,
    wild_faces,
)
from .values import bind

__all__ = [
    "NOT_NAMES",
    "PHASE_FINISHED",
    "PHASE_HEAVENLY",
    "PHASE_PLAY",
    "WHY_ATTACHMENT",
    "WHY_BARE_BOAT",
    "WHY_BOMB",
    "WHY_EQUAL",
    "WHY_HIGHER",
    "WHY_LONGER",
    "WHY_LOWER",
    "WHY_NAMES",
    "WHY_SHAPE",
    "WHY_SHORTER",
    "RoundCore",
    "all_readings",
    "answer_types",
    "attachment_cards",
    "attachment_pool",
    "attachment_ranks",
    "beats",
    "bind",
    "bind_round",
    "boat_attachment_rank",
    "boat_floor",
    "count_plays",
    "count_type",
    "deal_counts",
    "default_play",
    "draw_leader",
    "fits",
    "heavenly_hand",
    "kind_facts",
    "main_cards",
    "main_with_wilds",
    "play_types",
    "plays",
    "reading_size",
    "verdict",
    "why_not",
    "wild_choice_ranks",
    "wild_choices",
    "wild_faces",
]
