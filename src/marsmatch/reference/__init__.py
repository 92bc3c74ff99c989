"""The rules in readable Python: the arbiter's text, and the second core of the engines.

``marsmatch.reference.marsmatch`` and ``marsmatch.reference.shengji`` implement exactly the
surface of each game's compiled core (``games/<game>/_core``): the same functions and the
same round class, over the same values, organised the same way (MarsMatch by kind of play,
Shengji by unit and scoring), each function's docstring citing the ruling it implements.
Nothing here is fast; everything here is meant to be read.

Either core runs under the one Python face of each game: ``new_round(..., core="reference")``
(or the ``MARSMATCH_CORE`` environment variable, ``games.cores``) plays a round on this one,
and the differential tests run every check on both cores and compare them step by step.
"""
