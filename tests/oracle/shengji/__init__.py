"""Oracle: the readable Python Shengji rules before the compiled core (tests only)."""
