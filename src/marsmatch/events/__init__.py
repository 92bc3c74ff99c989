"""Duplicate events: the same boards at every table, committed before play (docs/tournaments.md).

``boards`` (a board's deal and settings, the event's commitment and its check), ``scoring``
(matchpoints, IMPs, standings), ``movements`` (who sits where each round), ``play`` (a
board played by bots into a record), ``store`` (an event's folder and the results computed
from its published records alone) and ``cli`` (``marsmatch event``).
"""
