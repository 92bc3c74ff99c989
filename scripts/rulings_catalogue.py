"""Write the English catalogue of the rulings, ``words/en/rulings.ftl``, from the rulings
files (``shared/specs/*-rulings.md``): one message per ruling id (``ruling-R3-6``), its
text quoted as the rulings write it, so a decision document can quote the ruling it
applies. The Chinese catalogues (``zh-Hans``, ``zh-Hant``) are translated by hand from it;
``tests/arbiter/test_rulings_catalogue.py`` checks that every language has every ruling.

    python scripts/rulings_catalogue.py ../shared/specs > src/marsmatch/words/en/rulings.ftl
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

RULING = re.compile(r"^- ((?:R|G)\d+\.\d+[a-z]?) (.*)$")


def rulings(text: str) -> list[tuple[str, str]]:
    """(id, text) for each ruling: its bullet and the lines that continue it (nested
    lists joined in, numbered items kept as "1. ...")."""
    out: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        m = RULING.match(line)
        if m:
            out.append((m[1], [m[2].strip()]))
        elif out and line.startswith("  ") and line.strip():
            out[-1][1].append(line.strip())
        elif out and not line.strip():
            continue
        elif out and not line.startswith("  "):
            out.append(("", []))  # the ruling ended
    return [(rid, " ".join(parts)) for rid, parts in out if rid]


def fluent(text: str) -> str:
    """Text as a Fluent value: braces escaped."""
    return text.replace("{", '{"{"}').replace("}", '{"}"}').replace('{"{"}"{"{"}"}', '{"{"}')


def main(specs: Path) -> None:
    print("# The rulings, quoted as the rulings files write them (shared/specs/*-rulings.md),")
    print("# one message per ruling id: what a decision document quotes. Written by")
    print("# scripts/rulings_catalogue.py; the other languages translate each message.")
    for name in ("marsmatch-rulings.md", "shengji-rulings.md"):
        print(f"\n## {name}")
        for rid, text in rulings((specs / name).read_text(encoding="utf-8")):
            print(f"ruling-{rid.replace('.', '-')} = {fluent(text)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
