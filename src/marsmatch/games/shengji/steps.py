"""Building a bury, a lead or a follow one card at a time, for learning environments.

Cards come in non-decreasing card number (the deck's printed order), so each multiset has
one sequence; each function says which card may come next so that a legal completion
exists: ``bury_next(hand, chosen, size)``, ``lead_next(hand, chosen, trump)`` and
``Follower(hand, lead, trump, rules).allowed(chosen)`` (the follow ladder of G5.4 with its
protections). Compiled (``csrc/steps.c``). shengji_v0's observation is the features
layer's (``marsmatch.features.shengji``).
"""

from __future__ import annotations

from ._core import Follower, bury_next, card_number, lead_next

__all__ = ["Follower", "bury_next", "card_number", "lead_next"]
