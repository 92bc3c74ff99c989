"""Write docs/rulings.md: each ruling's one home, where else it is cited and why, its tests.

    .venv/bin/python scripts/rulings.py          # writes docs/rulings.md
    .venv/bin/python scripts/rulings.py --check  # exit 1 when it is stale or a home is broken

The rulings are those the project's rules documents state (docs/rules-marsmatch.md,
docs/rules-shengji.md; tests/test_rulings_index.py checks they are the specs' when the
specs are at hand). A place *cites* a ruling by its exact id (``R3.6``, ``G5.5a``) in its
text: a range (``R4.3-R4.5``) or a whole section (``(R4)``) cites nothing.

Every ruling has one home (``HOMES``): the compiled section that decides it (a C file) and
the reference core's function (``marsmatch.reference``) that states it, each citing it. The
index reads every layer: C (every ``csrc/``), Cython (``.pyx``/``.pxi``), Python and
TypeScript. A C source, or any code outside the games' own folders (bots, sim, rl, server,
arbiter, lab, the browser, the command line), that cites a ruling outside its home decides
it a second time unless ``ALLOWED`` says why it may. The games' Python and Cython faces,
headers and declarations are listed as the places that expose a ruling (they call its home).
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import functools
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).parents[1]
SRC = ROOT / "src" / "marsmatch"
OUT = ROOT / "docs" / "rulings.md"
GAMES = {"R": ("MarsMatch", "marsmatch", ROOT / "docs" / "rules-marsmatch.md"),
         "G": ("Shengji", "shengji", ROOT / "docs" / "rules-shengji.md")}
ID = re.compile(r"\b([RG])(\d+)\.(\d+)([a-z]?)\b")
#: a range ("R4.3-R4.5", "R4.3–4.5"): its ends are no citations either
RANGE = re.compile(r"\b[RG]\d+\.\d+[a-z]?\s*[-–]\s*[RG]?\d+\.\d+[a-z]?\b")
TEST = re.compile(r"_([RG])(\d+)_(\d+)([a-z]?)(?:_|$)")
#: the layers read: C and headers, Cython, Python, TypeScript and Svelte
SUFFIXES = (".c", ".h", ".pyx", ".pxi", ".pxd", ".py", ".ts", ".svelte")

MM, SJ = "games/marsmatch/csrc/", "games/shengji/csrc/"
RM, RS = "marsmatch.reference.marsmatch.", "marsmatch.reference.shengji."

#: ruling -> (its compiled home, its reference function). Two rulings live above the round
#: cores by design and have a Python home and no reference function (``ABOVE_THE_CORE``).
HOMES: dict[str, tuple[str, str | None]] = {
    "R1.1": (MM + "round.c", RM + "round.deal_counts"),
    "R1.2": (MM + "round.c", RM + "round.deal_counts"),
    "R1.3": ("csrc/dealstream.c", "marsmatch.reference.dealstream.DealStream"),
    "R2.1": (MM + "round.c", RM + "round.heavenly_hand"),
    "R2.2": (MM + "round.c", RM + "round.heavenly_hand"),
    "R2.3": (MM + "round.c", RM + "round.end_heavenly"),
    "R2.4": (MM + "round.c", RM + "round._heavenly_points"),
    "R2.5": (MM + "round.c", RM + "round.end_heavenly"),
    "R2.6": (MM + "round.c", RM + "round.end_heavenly"),
    "R2.7": (MM + "round.c", RM + "round.end_heavenly"),
    "R3.1": (MM + "kinds/single.c", RM + "kinds.Single"),
    "R3.2": (MM + "kinds/pair.c", RM + "kinds.Pair"),
    "R3.3": (MM + "kinds/pair_sequence.c", RM + "kinds.PairSequence"),
    "R3.4": (MM + "kinds/rocket.c", RM + "kinds.Rocket"),
    "R3.5": (MM + "kinds/starship.c", RM + "kinds.Starship"),
    "R3.6": (MM + "kinds/lone_boat.c", RM + "kinds.LoneBoat"),
    "R3.7": (MM + "kinds/drone.c", RM + "kinds.Drone"),
    "R3.8": (MM + "kinds/super_drone.c", RM + "kinds.SuperDrone"),
    "R3.9": (MM + "kinds/spaceship.c", RM + "kinds.Spaceship"),
    "R3.10": (MM + "kinds/attachments.c", RM + "attachments.plain_pool"),
    "R3.11": (MM + "kinds.c", RM + "rules.all_readings"),
    "R3.12": (MM + "kinds.c", RM + "rules.beats"),
    "R3.13": (MM + "kinds/wild.c", RM + "rules.plays"),
    "R4.1": (MM + "round.c", RM + "round.draw_leader"),
    "R4.2": (MM + "round.c", RM + "round.RoundCore.can_pass"),
    "R4.3": (MM + "round.c", RM + "round.win"),
    "R4.4": (MM + "round.c", RM + "round.tricks_to_goal"),
    "R4.5": (MM + "round.c", RM + "round.win"),
    "R5.1": (MM + "round.c", RM + "round._heavenly_points"),
    "R5.2": ("games/marsmatch/match.py", None),
    "G1.1": (SJ + "round.c", RS + "round.deal"),
    "G1.2": (SJ + "round.c", RS + "round.deal"),
    "G1.3": (SJ + "cards.c", RS + "order.points"),
    "G1.4": (SJ + "round.c", RS + "round.deal"),
    "G2.1": ("games/shengji/match.py", None),
    "G2.2": (SJ + "cards.c", RS + "trump_table"),
    "G2.3": (SJ + "cards.c", RS + "values.make_unit_of"),
    "G2.4": (SJ + "units/groups.c", RS + "units.candidate_units"),
    "G2.5": (SJ + "units/tractors.c", RS + "units.is_tractor"),
    "G2.6": (SJ + "units/tractors.c", RS + "units.is_tractor"),
    "G3.1": (SJ + "round.c", RS + "round.Deal.pass_"),
    "G3.2": (SJ + "round.c", RS + "round.Deal.declare"),
    "G3.3": (SJ + "round.c", RS + "round.Deal.end_declaring"),
    "G3.4": (SJ + "round.c", RS + "round.Deal.end_declaring"),
    "G4.1": (SJ + "round.c", RS + "round.Deal.bury"),
    "G5.1": (SJ + "round.c", RS + "round.Deal.bury"),
    "G5.2": (SJ + "units/throws.c", RS + "lead.split_lead"),
    "G5.3": (SJ + "units/throws.c", RS + "tricks.failed_throw"),
    "G5.4": (SJ + "follow.c", RS + "follow.check_follow"),
    "G5.5": (SJ + "units/throws.c", RS + "tricks.trick_winner"),
    "G5.5a": (SJ + "units/throws.c", RS + "tricks.reading_that_beats"),
    "G5.6": (SJ + "round.c", RS + "round.Deal.end_trick"),
    "G6.1": (SJ + "scoring.c", RS + "scoring.kitty_multiplier"),
    "G6.1a": (SJ + "scoring.c", RS + "scoring.kitty_multiplier"),
    "G6.2": (SJ + "scoring.c", RS + "scoring.level_outcome"),
    "G6.3": (SJ + "scoring.c", RS + "scoring.next_banker"),
    "G6.4": (SJ + "scoring.c", RS + "scoring.advance_team"),
}

#: the rulings whose home is above the round cores, and why
ABOVE_THE_CORE = {
    "R5.2": "a match is a series of rounds: the round core plays one round, the match "
            "(games/marsmatch/match.py) adds them up",
    "G2.1": "a team's level lasts across deals: the deal core is given the level, the match "
            "(games/shengji/match.py) keeps it",
}

#: (path pattern, rulings it may cite, why): the places outside a ruling's home that cite it
#: and are enforced (C sources; code outside the games' folders). Short, each with a reason.
ALLOWED: list[tuple[str, str, str]] = [
    (MM + "kinds/wild.c", "R3.2 R3.3 R3.4 R3.5 R3.7 R3.10",
     "the wild 2's one section: where a 2 may stand in, for the kinds whose sections admit it"),
    (MM + "kinds/attachments.c", "R3.4 R3.5 R3.13",
     "the attachments Rockets (R3.4) and Starships (R3.5) carry, and counting them (R3.13)"),
    (MM + "kinds/*.c", "R3.12 R3.13",
     ("each kind's compare hook applies like-against-like (R3.12) to its own kind, and its "
     "count and plays hooks count and spell its distinct plays (R3.13)")),
    (MM + "kinds/rocket.c", "R3.10", "the Rocket's own attachment check"),
    (MM + "kinds/starship.c", "R3.10", "the Starship's own attachment check"),
    (MM + "kinds/super_drone.c", "R3.11", "a Super Drone is also three 3s: the reading order"),
    (MM + "kinds.c", "R3.7 R3.9", "the bomb classes across kinds (R3.7, R3.8, R3.9)"),
    (SJ + "cards.c", "G2.5", "positions under a trump (the level rank skipped)"),
    (SJ + "units/unit.c", "G2.4 G2.6", "the unit-kind table over groups and tractors"),
    (SJ + "matching.c", "G2.6 G5.4",
     "placing shapes in a hand: the question following (G5.4) and tractors (G2.6) ask"),
    (SJ + "units/groups.c", "G5.3", "how a group is beaten, for the throw check"),
    (SJ + "units/tractors.c", "G5.3", "how a tractor is beaten, for the throw check"),
    (SJ + "round.c", "G5.3 G5.5 G6.1",
     ("the state machine plays the forced unit of a failed throw, asks units/throws.c for a "
     "trick's winner and hands the last trick to scoring.c")),
    ("bots/csrc/mm_greedy.c", "R4.4", "reads the core's mm_round_tricks_to_goal"),
    (SJ + "steps.c", "G5.4", "the RL masks ask follow.c's sj_first_rung"),
    ("bots/csrc/sj_greedy.c", "G5.4", "the greedy bot asks follow.c's sj_first_rung"),
    ("bots/marsmatch.py", "R4.4", "the greedy bot's docstring: it reads tricks_to_goal"),
    ("bots/marsmatch_search.py", "R4.4", "the search's tactics read state.tricks_to_goal"),
    ("bots/marsmatch_learned.py", "R4.3", "docstring: emptying the hand wins (a value, no rule)"),
    ("rl/dmc_marsmatch.py", "R4.3", "docstring: emptying the hand wins (a value, no rule)"),
    ("bots/shengji_search.py", "G6.2", "docstring: the result is scaled by the G6.2 threshold"),
    ("bots/csrc/sj_features.c", "G6.2",
     ("the learned bot's feature computes the attackers' threshold itself (issue 33's "
     "features; to be read from scoring.c)")),
    ("rl/shengji_v0.py", "G1.1 G1.3 G3.2 G3.3 G3.4 G5.2 G5.3 G5.4 G6.1 G6.2",
     ("the environment's documentation of what each action and reward means; its "
     "attackers_threshold restates G6.2 (to be read from scoring.c)")),
    ("rl/marsmatch_v0.py", "R3.13 R4.2 R4.4 R4.5", "the environment's documentation"),
    ("rl/_sj_actions.py", "G3.1 G3.2 G4.1 G5.2 G5.3 G5.4", "the action vocabulary's documentation"),
    ("rl/_mm_actions.py", "R1.1 R3.5 R3.10", "bounds of the action vocabulary"),
    ("rl/_mm_rewards.py", "R5.1", "docstring: why rewards are not the round's points"),
    ("sim/heavenly.py", "R2.1 R2.2",
     "exact probabilities of the Heavenly Hands (combinatorics, not the rule's decision)"),
    ("sim/marsmatch.py", "R2.1 R2.2 R2.6 R4.1 R4.4", "the rules lab's words for options"),
    ("sim/shengji.py", "G6.1 G6.2 G6.3", "the rules lab's words for measures"),
    ("arbiter/explain.py", "G5.3 G5.5 G6.1 R1.3",
     "names the ruling a finding, a trick's winner or a result's points cites"),
    ("arbiter/decision.py", "R1.1 R1.2 R1.3 R3.7 R3.8 R3.9 G1.2 G1.4 G5.4",
     ("spells out the rulings a decision names for people: its docstring's example, the "
      "deal rulings it quotes when a deal check fails, and the follower's hand it shows "
      "for a follow (the engine decided the follow)")),
    ("cli.py", "R3.13", "the count command's help"),
    ("web/src/games/marsmatch/deal.ts", "R1.1 R1.2",
     "the browser verifies the deal itself (records.md: anyone can check a deal)"),
    ("web/src/games/shengji/deal.ts", "G1.4", "the browser verifies the deal itself"),
    ("web/src/lib/dealstream.ts", "R1.2", "the browser verifies the deal itself"),
    ("web/src/games/shengji/lines.ts", "G3.1",
     "a comment: a Shengji pass is a declaring pass (the log line's words)"),
    ("web/src/Replay.svelte", "R3.6", "a comment's example of a ruling id in brackets"),
    ("web/src/games/marsmatch/speech.ts", "R3.9",
     "the screen reader's words: nothing beats the highest play (a comment, no decision)"),
]


def key(ruling: str) -> tuple[str, int, int, str]:
    m = ID.fullmatch(ruling)
    assert m, ruling
    return (m[1], int(m[2]), int(m[3]), m[4])


@functools.cache
def _rulings() -> tuple[str, ...]:
    found = {m[0] for _letter, (_t, _g, doc) in GAMES.items()
             for m in ID.finditer(doc.read_text(encoding="utf-8"))}
    return tuple(sorted(found, key=key))


def rulings() -> list[str]:
    """Every ruling the rules documents state, in order."""
    return list(_rulings())


def cited(text: str, known: set[str]) -> set[str]:
    """The rulings a text cites by their exact ids; a range cites none of the rulings it
    spans, not even its ends."""
    return {m[0] for m in ID.finditer(RANGE.sub(" ", text))} & known


def sources() -> dict[str, str]:
    """Every layer's source text by path under src/marsmatch (not generated code, the
    client's dependencies or its build)."""
    out = {}
    for path in sorted(SRC.rglob("*")):
        rel = path.relative_to(SRC)
        if (not path.is_file() or path.suffix not in SUFFIXES or "node_modules" in rel.parts
                or "static" in rel.parts
                or path.suffix == ".c" and "csrc" not in rel.parts):  # Cython's output
            continue
        out[rel.as_posix()] = path.read_text(encoding="utf-8")
    return out


def python_places(texts: dict[str, str], prefix: str, known: set[str]) -> dict[str, list[str]]:
    """Ruling -> the functions and classes (module.qualname) under ``prefix`` citing it in
    their docstrings."""
    out: dict[str, list[str]] = defaultdict(list)
    for rel, text in texts.items():
        if not rel.startswith(prefix) or not rel.endswith(".py"):
            continue
        parts = Path(rel).with_suffix("").parts
        module = ".".join(("marsmatch", *(parts[:-1] if parts[-1] == "__init__" else parts)))

        def visit(node: ast.AST, name_prefix: str, module: str = module) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    name = f"{name_prefix}{child.name}"
                    for r in sorted(cited(ast.get_docstring(child) or "", known)):
                        out[r].append(f"{module}.{name}")
                    visit(child, name + ".", module)

        visit(ast.parse(text), "")
    return out


def enforced(rel: str) -> bool:
    """Whether a citation in this file counts as deciding the ruling: a C source anywhere,
    or any code outside the games' folders and the reference core."""
    if rel.endswith(".c"):
        return True
    return not rel.startswith(("games/", "reference/")) and not rel.endswith((".h", ".pxd"))


def allowed(rel: str, ruling: str) -> str | None:
    """Why ``rel`` may cite ``ruling`` outside its home (None: it may not)."""
    for pattern, which, why in ALLOWED:
        if fnmatch.fnmatch(rel, pattern) and ruling in which.split():
            return why
    return None


@functools.cache
def tests(known: frozenset[str]) -> dict[str, list[str]]:
    """Ruling -> the tests named after it (test_R3_6_..., test_G5_5a_...)."""
    out: dict[str, list[str]] = defaultdict(list)
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for m in TEST.finditer(node.name):
                    r = f"{m[1]}{m[2]}.{m[3]}{m[4]}"
                    if r in known:
                        out[r].append(f"{path.relative_to(ROOT)}::{node.name}")
    return out


def index(texts: dict[str, str] | None = None) -> dict[str, dict[str, list[str]]]:
    """Per ruling: its home, the places citing it (split into the enforced ones, with the
    allow-list's reasons, and the faces that expose it), its reference functions and tests."""
    texts = sources() if texts is None else texts
    known = set(rulings())
    citing: dict[str, list[str]] = defaultdict(list)
    for rel, text in texts.items():
        if not rel.startswith("reference/"):
            for r in cited(text, known):
                citing[r].append(rel)
    ref = python_places(texts, "reference/", known)
    t = tests(frozenset(known))
    out = {}
    for r in rulings():
        home, fn = HOMES.get(r, ("", None))
        others = [p for p in sorted(citing[r]) if p != home]
        out[r] = {"home": [home] if home in citing[r] else [],
                  "declared": [home] if home else [],
                  "reference": [fn] if fn and fn in ref[r] else [],
                  "declared_reference": [fn] if fn else [],
                  "other_reference": [f for f in ref[r] if f != fn],
                  "elsewhere": [p for p in others if enforced(p)],
                  "faces": [p for p in others if not enforced(p)],
                  "tests": t[r]}
    return out


def problems(found: dict[str, dict[str, list[str]]]) -> list[str]:
    """What breaks a ruling's one home: no declared home, a home that does not cite it, no
    reference function citing it, a decision elsewhere with no reason, no test."""
    out = []
    for r, p in found.items():
        if not p["declared"]:
            out.append(f"{r} has no home (scripts/rulings.py HOMES)")
        elif not p["home"]:
            out.append(f"{r}: its home {p['declared'][0]} does not cite it")
        if p["declared_reference"] and not p["reference"]:
            out.append(f"{r}: its reference function {p['declared_reference'][0]} does not "
                       "cite it")
        elif not p["declared_reference"] and r not in ABOVE_THE_CORE:
            out.append(f"{r} has no reference function")
        for place in p["elsewhere"]:
            if allowed(place, r) is None:
                out.append(f"{place} cites {r} outside its home {p['declared'][:1]}: move the "
                           "decision there, or give the reason in ALLOWED")
        if not p["tests"]:
            out.append(f"{r} has no test named after it")
    return out


def _cell(items: list[str], fmt: str = "`{}`") -> str:
    return "<br>".join(fmt.format(i) for i in items) or "—"


def markdown() -> str:
    found = index()
    lines = ["# Rulings index", "",
             ("Generated by `scripts/rulings.py` from the code (do not edit; "
              "tests/test_rulings_index.py keeps it current). For each ruling of"),
             "docs/rules-marsmatch.md and docs/rules-shengji.md: its one home (the compiled",
             "section under `src/marsmatch/` that decides it and the reference core's function",
             "that states it), every other C source or consumer that cites it with the reason",
             "it may (`ALLOWED` in the script), the games' faces that expose it, and the tests",
             "named after it. Only exact ids count: a range such as R4.3-R4.5 cites nothing.",
             ""]
    for letter, (title, _game, doc) in GAMES.items():
        lines += [f"## {title} ({doc.relative_to(ROOT)})", "",
                  "| ruling | home | reference | elsewhere (why) | faces | tests |",
                  "| --- | --- | --- | --- | --- | --- |"]
        for r, p in found.items():
            if not r.startswith(letter):
                continue
            home = _cell(p["home"]) + (f" ({ABOVE_THE_CORE[r]})" if r in ABOVE_THE_CORE else "")
            why = [f"`{e}`: {allowed(e, r)}" for e in p["elsewhere"]]
            lines.append(f"| {r} | {home} | {_cell(p['reference'])} | {_cell(why, '{}')} | "
                         f"{_cell(p['faces'])} | {_cell(p['tests'])} |")
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when docs/rulings.md is stale or a ruling's home is broken")
    args = parser.parse_args()
    text = markdown()
    if args.check:
        bad = problems(index())
        if OUT.read_text(encoding="utf-8") != text:
            bad.append("docs/rulings.md is stale: run scripts/rulings.py")
        for line in bad:
            print(f"error: {line}", file=sys.stderr)
        return 1 if bad else 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
