"""The rules lab for the publisher: sweeps across table sizes and rule options, a rule
tuner that searches for the smallest changes meeting stated targets, and two rule sets
compared (docs/rules-lab.md).

``grid`` the cells of a sweep, ``cache`` finished batches of rounds on disk, ``execute``
batches on this machine or a Dask cluster, ``measures`` estimates and intervals from a
game's statistics, ``targets`` the publisher's targets, ``space`` the tuner's variants,
``sweep``, ``tune`` and ``compare`` the commands' logic, ``checkpoint`` a stopped tune's
state, ``seats`` seat fairness and round lengths, ``skill`` skill against luck,
``labels`` what a verdict proves, ``progress`` the bars, ``charts`` the plots, ``report``
the HTML, ``export`` CSV and Excel, ``cli`` the ``marsmatch lab`` commands; every output
carries ``marsmatch.provenance``. What a game measures lives in its own lab module
(``sim/<game>.py``, registered on the game as its ``LabPlugin``: ``stats``, ``exact``,
``checks``, ``tune_space``, ...), so nothing here branches on a game.
"""
