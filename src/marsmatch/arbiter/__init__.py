"""The arbiter's desk: what a record proves, one explanation of it, and a decision to sign.

``dealcheck`` the deal checks and what they prove (who took part, the published
commitment against the seed's, which seats and cards differ; the one place deals are
verified), ``explain`` the one numbering and explanation of a record's actions that
``marsmatch replay --explain``, ``marsmatch judge RECORD N``, the server's replay viewer
(the arbiter page) and decision documents share, ``decision`` the printable decision
(HTML, and PDF through Chromium where it is installed), ``cli`` the ``marsmatch decide``
command.

Numbering: actions are numbered from 1 for people, everywhere (the CLI, the page, the
decision); JSON keeps each action's 0-based ``index`` as records.md documents it, next to
its ``number``.
"""
