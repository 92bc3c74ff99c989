"""The rules lab for the publisher: sweeps across table sizes and rule options, and a rule
tuner that searches for the smallest changes meeting stated targets (docs/rules-lab.md).

``grid`` the cells of a sweep, ``cache`` finished batches of rounds on disk, ``execute``
batches on this machine or a Dask cluster, ``measures`` estimates and intervals from a
game's statistics, ``targets`` the publisher's targets, ``space`` the tuner's variants,
``sweep`` and ``tune`` the two commands' logic, ``report`` their HTML, ``cli`` the
``marsmatch lab`` commands. What a game measures lives in its own lab module
(``sim/<game>.py``, registered on the game as its ``LabPlugin``: ``stats``, ``exact``,
``checks``, ``tune_space``, ...), so nothing here branches on a game.
"""
