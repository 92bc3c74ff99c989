"""Lets every test import the readable Python oracles of the compiled core (tests/oracle)
and the GIL probe (tests/gil.py)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
