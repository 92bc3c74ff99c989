"""The features layer: what learning code reads of a round, between the games and the bots.

A game answers rule questions; this layer turns a compiled round into numbers for a
policy: the observation vectors and legal-action masks of the RL environments and the
batches of rounds they step together (``features.marsmatch``, ``features.shengji``). It
reads the games' compiled cores and nothing above them; the RL environments (``rl``) and
the learned bots (``bots``) read it, so both compute the same numbers. The encoders are C
(``csrc/``, compiled into ``features._marsmatch`` and ``features._shengji``).
"""
