"""MarsMatch rounds as tensors for learning environments, written by compiled code.

``encode_observation(state, seat, out, layout)`` writes a seat's observation into a
float32 array and ``legal_mask(state, out, index)`` the seat to act's legal play types
into an int8 array, and ``legal_plays(state, index)`` those actions with the cards each
spends (``index`` numbers the play types of an action vocabulary by ``reading_code``);
``observation_pieces(N)`` is the layout (the pieces ``rl.marsmatch_v0`` shows; the
compiled encoder writes all but the ``choosing``/``pending_*`` pieces of the env's card
steps) and ``rl.marsmatch_v0`` the vocabulary. ``RoundBatch(players, table, size, vocab)``
keeps K rounds (``table``: ``games.marsmatch.table.table_rules``) that a policy steps
together with that vocabulary (the vector envs); its ``observe`` and ``step`` run without
the GIL, so threads driving separate batches run in parallel. All of it is C
(``csrc/mm_encode.c``, ``csrc/mm_batch.c``) over the compiled round: no Python objects per
step. Whole rounds played by compiled bots (the simulator's) are in ``marsmatch.sim``.
"""

from __future__ import annotations

from ..games.marsmatch.combos import LANES
from ._marsmatch import (
    HISTORY_MOVES,
    OBS_PIECES,
    READING_CODES,
    ObsLayout,
    RoundBatch,
    encode_observation,
    legal_mask,
    legal_plays,
    reading_code,
)


def observation_pieces(players: int) -> list[tuple[str, int, str]]:
    """The named pieces of the observation vector: (name, size, meaning)."""
    n = players
    return [
        ("hand", 15, "own rank counts / 4N"),
        ("hand_at_least", 60, "own count >= 1,2,3,4 per rank"),
        ("unseen", 15, "cards in other active hands / 4N"),
        ("top_cards", 15, "cards of the play to beat / 4N"),
        ("top_kind", 10, "kind of the play to beat; last = none"),
        ("top_length", 1, "its length / min(4N, 54)"),
        ("top_rank", 15, "its top rank, one-hot"),
        ("top_attach", 3, "its attachment kind"),
        ("top_seat", n, "who played it, relative seat"),
        ("counts", n, "cards held per relative seat / 54"),
        ("active", n, "relative seat plays the real match"),
        ("passes", 1, "passes since the top play / (N-1)"),
        ("streak_seat", n, "holder of the trick streak, relative"),
        ("streak", 1, "streak / the goal at the table"),
        ("my_turns", 1, "own turns taken, min(t,3)/3"),
        ("opening_leader", n, "opening leader, relative"),
        ("played_by", LANES * n, "cards each relative seat has played / 4N"),
        ("history", HISTORY_MOVES * (n + 1 + LANES),
         "last moves, newest first: relative seat one-hot, pass, cards / 4N"),
        ("choosing", 1, "1 while choosing attachment cards"),
        ("choosing_main", 1, "1 while choosing wild 2s of the main groups"),
        ("pending_wilds", 15, "wild 2s chosen per main group rank / 4"),
        ("pending_kind", 9, "chosen type's kind"),
        ("pending_length", 1, "its length / 12"),
        ("pending_top", 15, "its top rank"),
        ("pending_attach", 3, "its attachment kind"),
        ("pending_chosen", 15, "attachment cards chosen / 4N"),
        ("pending_left", 1, "attachment cards left / 24"),
    ]


__all__ = ["HISTORY_MOVES", "OBS_PIECES", "READING_CODES", "ObsLayout", "RoundBatch",
           "encode_observation", "legal_mask", "legal_plays", "observation_pieces",
           "reading_code"]
