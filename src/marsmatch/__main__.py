"""``python -m marsmatch`` runs the command line."""

from .cli import main

main()
