"""The old home of ``RoundBatch``, kept so that scripts written against it work.

Batches of rounds stepped by a policy are the features layer's now
(``marsmatch.features.marsmatch.RoundBatch``); this module only re-exports it.
"""

from __future__ import annotations

from ...features.marsmatch import RoundBatch

__all__ = ["RoundBatch"]
