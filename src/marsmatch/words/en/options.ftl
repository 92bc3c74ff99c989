# The lobby's rule options: in English their names and help come from the engine's
# option definitions (games/*/rules.py); the other languages translate them here
# (opt-<game>-<name>, opt-<game>-<name>-help). English has no copy of them.
