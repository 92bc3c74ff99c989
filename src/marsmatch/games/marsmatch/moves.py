"""Legal plays of a MarsMatch hand, by search and never by full enumeration.

A 54-card hand has some 10^7 distinct leads (rockets with attachments are nearly all of
them), so plays come in two levels:

* *play types* (readings) a hand can make: a few hundred, found by sliding windows over
  rank counts with the wild 2s as a deficit budget;
* concrete plays of one type: a default attachment choice, or a lazy cursor over every
  distinct play (R3.13) for search, hints and tests.

``count_plays`` counts distinct legal plays exactly with a small dynamic program over ranks
(size x wild-2 cost), checked against brute force in the tests.

Play types, default plays, counting and the cursor over concrete plays are compiled, each
kind's in its section (``csrc/kinds/<kind>.c`` through ``_core``; docs/compiled-core.md),
and ``marsmatch.reference.marsmatch`` is their readable Python. Nothing here decides a
rule.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import cast

from . import _core
from .combos import Play, Reading
from .core import Core

#: Every reading the hand can lead with (a few hundred for a 54-card hand), as a compact
#: ``ReadingList``.
play_types = _core.play_types
#: Readings of the hand with at least one play that beats ``top`` (same shape or bombs).
answer_types = _core.answer_types
#: One concrete play of a reading with default attachments (lowest cards that break the
#: least); it beats ``top`` if given. ValueError when the hand cannot make the reading.
default_play = _core.default_play
#: Exact number of distinct plays (R3.13) of one reading (beating ``top`` if given).
count_type = _core.count_type
#: (distinct legal plays, distinct play types): leads, or answers to ``top``. No pass.
count_plays = _core.count_plays


# --- concrete plays --------------------------------------------------------------------


def iter_plays(h: Sequence[int], rd: Reading, top: Play | None = None,
               core: Core = _core) -> Iterator[Play]:
    """Every distinct play (R3.13) of reading ``rd`` from hand ``h`` that beats ``top``,
    lazily, each once (``core``: the rules asked, compiled by default).

    The compiled core's cursor asks the kind's section to spell each play (``plays``: the
    main groups natural cards first, then with fewer, each with its attachments, the most
    of the lowest ranks first); the reference core tries every multiset of the hand that
    forms the reading, in its own order. Callers that need an order sort.
    """
    return cast("Iterator[Play]", iter(core.plays(h, rd, top)))  # the values bound to it
