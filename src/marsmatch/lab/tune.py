"""``marsmatch lab tune``: the smallest rule changes that meet the publisher's targets at
every table size, with the evidence.

Variants come smallest first (``space``). For each one:

1. targets whose measure is known exactly (rounds decided at the deal) are checked
   exactly at every size; one miss rules the variant out without playing a round;
2. the other targets are simulated with sequential stopping: at each size the rounds
   double from ``min_rounds`` up to ``max_rounds``; after each step a target *meets*
   when its whole interval lies in its band and *fails* when it lies wholly outside.
   One failure ends the variant; a size is done when every target meets. Sizes that
   failed most often so far go first, so hopeless variants end fast. Intervals are
   taken at 1 - (1 - confidence) / (number of steps) (Bonferroni over the looks), so each
   verdict is wrong with probability at most 1 - confidence;
3. a variant meets the targets when every size meets every target. The search stops
   after ``top`` such variants, or when ``budget`` variants have been simulated.

When none meets, variants left undecided at ``max_rounds`` whose every estimate lies in
its band are reported as *likely* (consistent with the targets, not shown at the chosen
confidence); when there are none either, the closest: undecided variants first, then
those failing the fewest (size, target) cells. Every round is dealt from the
tuner's seed (round i from "seed/i"), every decision is taken in a fixed order, so the
same seed and settings give the same output, on one process or a Dask cluster.

Stopped (Ctrl-C: ``KeyboardInterrupt``), the tuner returns what it has decided so far
(``progress.stopped``) without simulating anything more; with a ``Checkpoint`` the same
settings resume after the last whole variant and end exactly as one run would.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from typing import Any

from ..games import find_game
from ..games.protocol import LabPlugin
from ..sim.config import SimConfig
from ..words import msg, text
from . import rule_book
from .checkpoint import Checkpoint
from .execute import Executor, batches
from .grid import with_size
from .measures import estimate, verdict, z_for
from .skill import skill_config, skill_stats
from .space import Space, Variant, variants
from .sweep import BATCH
from .targets import Target


@dataclass(frozen=True)
class Settings:
    game: str
    sizes: tuple[int, ...]
    targets: tuple[Target, ...]
    space: Space
    max_changes: int = 3
    top: int = 3
    min_rounds: int = 250
    max_rounds: int = 4000
    confidence: float = 0.95
    budget: int = 40
    seed: str = "tune"
    bots: tuple[str, ...] = ("greedy",)
    rules: tuple[str, ...] = ()
    max_actions: int = 5000
    #: further bot populations (each a lineup) every simulated target must hold under
    populations: tuple[tuple[str, ...], ...] = ()
    #: the skill guard: the duplicate edge of STRONG over WEAK must not fall below today's
    skill: tuple[str, str] | None = None
    #: a slower (search) population that checks the shortlisted variants, at this many
    #: rounds per size
    confirm: tuple[str, ...] = ()
    confirm_rounds: int = 200

    def to_json(self) -> dict[str, Any]:
        """Everything that decides the tune's output (a checkpoint's key)."""
        out = asdict(self)
        out["targets"] = [t.text for t in self.targets]
        return out

    @property
    def lineups(self) -> tuple[tuple[str, ...], ...]:
        """Every population a simulated target must hold under: ``bots`` first."""
        return (self.bots, *self.populations)


@dataclass(frozen=True)
class SkillGuard:
    """The skill guard among the targets: the duplicate edge of the stronger bots over the
    weaker (``skill.skill_stats``) must not fall below the publisher's rules' edge at the
    same size, taken at the lower end of its interval (``floors``, measured first at the
    tuner's largest round count)."""

    strong: str
    weak: str
    floors: dict[int, float]
    measure: str = "skill_edge"

    @property
    def text(self) -> str:
        return f"skill_edge({self.strong}>{self.weak}) >= today's"

    def band(self, n: int) -> tuple[float, float]:
        return (self.floors[n], 1.0)

    def describe(self, measures: dict[str, dict[str, Any]]) -> str:
        return text(self.describe_msg(measures))

    def describe_msg(self, measures: dict[str, dict[str, Any]]) -> dict[str, Any]:
        return msg("lab-skill-guard", strong=msg("lab-bot-name", name=self.strong.split(":")[0],
                                                  spec=self.strong),
                   weak=msg("lab-bot-name", name=self.weak.split(":")[0], spec=self.weak))


#: the skill guard's measure, as the report's measures describe theirs
SKILL_MEASURE = {"label": "skill edge", "unit": "%",
                 "help": "the duplicate edge of the stronger bots over the weaker: their "
                         "share of the wins minus their share of the seats (lab/skill.py)"}


#: called after each variant with (variants done, variants in the space, simulated so far)
OnVariant = Callable[[int, int, int], None]


def looks(min_rounds: int, max_rounds: int) -> list[int]:
    """Round counts at which the tuner looks: doubling from ``min_rounds`` to
    ``max_rounds``."""
    out = [min_rounds]
    while out[-1] < max_rounds:
        out.append(min(max_rounds, out[-1] * 2))
    return out


class Tuner:
    def __init__(self, lab: LabPlugin, settings: Settings, executor: Executor,
                 log: Callable[[dict[str, Any]], None] | None = None,
                 progress: Callable[[int], None] | None = None,
                 status: Callable[[dict[str, Any]], None] | None = None,
                 on_variant: OnVariant | None = None,
                 checkpoint: Checkpoint | None = None) -> None:
        self.lab = lab
        self.s = settings
        self.ex = executor
        self.log = log or (lambda _msg: None)  # one line per simulated variant (a message)
        self.status = status or (lambda _msg: None)  # what is being simulated now (a message)
        self.progress = progress
        self.on_variant = on_variant or (lambda _done, _total, _simulated: None)
        self.checkpoint = checkpoint
        self.simulate = True  # False once stopped: the result uses what was measured
        self.looks = looks(settings.min_rounds, settings.max_rounds)
        self.z = z_for(1 - (1 - settings.confidence) / len(self.looks))
        self.fail_count = {n: 0 for n in settings.sizes}
        base = SimConfig(game=settings.game, bots=settings.bots, seed=settings.seed,
                         max_actions=settings.max_actions, rounds=settings.min_rounds)
        self.base = base
        self._exact: dict[tuple[SimConfig, str], Any] = {}
        self._measured: dict[SimConfig, list[dict[str, Any]]] = {}
        self.new_work = False  # did the last variant need a simulation not yet measured?
        self.added: tuple[tuple[str, ...], ...] | None = None  # the last variant's signature
        probe = self.exact(self.config(Variant((), 0), settings.sizes[0], 1))
        self.exact_measures = set(probe)
        self.guard = None if settings.skill is None else SkillGuard(*settings.skill, {})
        self.targets: tuple[Any, ...] = (*settings.targets, *([self.guard] if self.guard
                                                               else []))

    # --- one variant at one size ---------------------------------------------------------

    def config(self, variant: Variant, size: int, rounds: int) -> SimConfig:
        """The simulation of ``variant`` at ``size``: its rules as that table plays them."""
        cfg = replace(with_size(self.base, self.lab.axis, size),
                      rules=variant.rules(self.s.rules))
        return replace(cfg, rules=self.lab.table_rules(cfg), rounds=rounds)

    def exact(self, cfg: SimConfig) -> dict[str, float]:
        key = (replace(cfg, rounds=0), "exact")
        if key not in self._exact:
            self._exact[key] = self.lab.exact(cfg)
        return dict(self._exact[key])

    def rounds(self, cfg: SimConfig, count: int) -> list[dict[str, Any]]:
        parts = self.ex.run(batches(cfg, 0, count, BATCH), self.progress)
        return [r for part in parts for r in part]

    def is_exact(self, target: Target) -> bool:
        return target.measure in self.exact_measures

    def target_rows(self) -> list[dict[str, Any]]:
        """The targets as the result lists them: text, measure, words, exact or not."""
        return [{"text": t.text, "measure": t.measure,
                 "describe": t.describe(self.lab.measures),
                 "describe_msg": t.describe_msg(self.lab.measures),
                 "exact": self.is_exact(t)} for t in self.targets]

    def row(self, size: int, target: Any, est: dict[str, Any] | None,
            exact: float | None, rounds: int) -> dict[str, Any]:
        band = target.band(size)
        v = verdict(band, est, exact)
        if exact is not None:
            value, lo, hi = exact, exact, exact
        else:
            assert est is not None
            value, lo, hi = est["value"], est["lo"], est["hi"]
        return {"size": size, "target": target.text, "measure": target.measure,
                "band": [band[0], band[1]], "value": value, "lo": lo, "hi": hi,
                "exact": exact is not None, "verdict": v, "rounds": rounds}

    def measure_at(self, variant: Variant, size: int, count: int) -> list[dict[str, Any]]:
        """Every simulated target's row at ``size`` after ``count`` rounds (variants that
        play the same at this table share them)."""
        out = []
        for bots in self.s.lineups:
            out += self._measured_with(variant, size, count, bots)
        if self.guard is not None:
            out += self._skill_at(variant, size, count)
        return out

    def _measured_with(self, variant: Variant, size: int, count: int,
                       bots: tuple[str, ...], z: float | None = None) -> list[dict[str, Any]]:
        """The simulated targets' rows under one population (its bots in each row)."""
        cfg = replace(self.config(variant, size, count), bots=bots)
        if cfg not in self._measured:
            self.new_work = True
            stats = self.lab.stats(cfg, self.rounds(cfg, count))
            self._measured[cfg] = [
                {**self.row(size, t, estimate(stats[t.measure], z or self.z), None, count),
                 "bots": ",".join(bots)}
                for t in self.s.targets if not self.is_exact(t)]
        return [dict(r) for r in self._measured[cfg]]

    def _skill_stats(self, variant: Variant, size: int, count: int) -> dict[str, Any]:
        assert self.guard is not None
        cfg = skill_config(self.config(variant, size, count), self.guard.strong,
                           self.guard.weak)
        if cfg not in self._measured:  # (rotated and duplicate: no population's config)
            self.new_work = True
            self._measured[cfg] = [skill_stats(cfg, self.rounds(cfg, count))]
        return dict(self._measured[cfg][0])

    def skill_floor(self, size: int) -> float:
        """Today's skill edge at ``size`` (the lower end of its interval), measured at the
        largest round count: the guard's floor."""
        assert self.guard is not None
        if size not in self.guard.floors:
            st = self._skill_stats(Variant((), 0), size, self.s.max_rounds)
            self.guard.floors[size] = st["edge_lo95"]
        return self.guard.floors[size]

    def _skill_at(self, variant: Variant, size: int, count: int) -> list[dict[str, Any]]:
        assert self.guard is not None
        self.skill_floor(size)
        st = self._skill_stats(variant, size, count)
        return [{**self.row(size, self.guard, {"value": st["edge"], "lo": st["edge_lo95"],
                                               "hi": st["edge_hi95"]}, None, count),
                 "bots": f"{self.guard.strong}>{self.guard.weak}"}]

    # --- one variant ------------------------------------------------------------------

    def exact_rows(self, variant: Variant) -> list[dict[str, Any]]:
        rows = []
        for size in self.s.sizes:
            values = self.exact(self.config(variant, size, 1))
            for t in self.s.targets:
                if t.measure in values:
                    rows.append(self.row(size, t, None, values[t.measure], 0))
        return rows

    def sequential(self, variant: Variant) -> tuple[str, list[dict[str, Any]]]:
        """``meets``, ``fails`` or ``open`` (undecided at ``max_rounds``), with the rows."""
        rows: dict[tuple[int, str, str], dict[str, Any]] = {}
        state = {n: "open" for n in self.s.sizes}
        for count in self.looks:
            order = sorted(self.s.sizes, key=lambda n: (-self.fail_count[n], n))
            for size in order:
                if state[size] != "open":
                    continue
                self.status(msg("labt-status-look", label=variant.label,
                                axis=msg("lab-axis", axis=self.lab.axis), size=size,
                                count=str(count)))
                got = self.measure_at(variant, size, count)
                for r in got:
                    rows[(size, r["target"], r.get("bots", ""))] = r
                if any(r["verdict"] == "fails" for r in got):
                    self.fail_count[size] += 1
                    return "fails", list(rows.values())
                if all(r["verdict"] == "meets" for r in got):
                    state[size] = "meets"
            if all(v == "meets" for v in state.values()):
                return "meets", list(rows.values())
        return "open", list(rows.values())

    def complete(self, rows: list[dict[str, Any]], variant: Variant) -> list[dict[str, Any]]:
        """The evidence at every size: sizes the search did not reach, at ``min_rounds``."""
        have = {(r["size"], r["target"]) for r in rows}
        out = list(rows)
        for size in self.s.sizes:
            sim = [t for t in self.targets if not self.is_exact(t)]
            if any((size, t.text) not in have for t in sim):
                cfg = self.config(variant, size, self.s.min_rounds)
                if not self.simulate and cfg not in self._measured:
                    continue  # stopped: only what was measured
                out += [r for r in self.measure_at(variant, size, self.s.min_rounds)
                        if (size, r["target"]) not in have]
        return self._ordered(out)

    def _ordered(self, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
        order = {t.text: i for i, t in enumerate(self.targets)}
        return sorted(out, key=lambda r: (order[r["target"]], r["size"], r.get("bots", "")))

    def describe(self, variant: Variant, status: str, rows: list[dict[str, Any]]
                 ) -> dict[str, Any]:
        said = self.lab.describe_rules(
            find_game(self.s.game).Rules.from_assignments(variant.rules(self.s.rules)),
            self.s.sizes)
        printed = self.lab.printed_rules([k for k, _v in variant.changes])
        fails = sum(1 for r in rows if r["verdict"] == "fails")
        return {"label": variant.label, "changes": dict(variant.changes), "cost": variant.cost,
                "status": status, **rule_book.said(said), "printed": [text(m) for m in printed],
                "printed_msg": printed,
                "options": [f"--rule {k}={v}" for k, v in variant.changes],
                "failing_cells": fails, "evidence": rows,
                "meets_at": [n for n in self.s.sizes
                             if all(r["verdict"] == "meets" for r in rows if r["size"] == n)]}

    # --- the search ---------------------------------------------------------------------

    def run(self) -> dict[str, Any]:
        s = self.s
        all_variants = variants(s.game, s.space, s.max_changes, s.rules)
        st = self._restore(len(all_variants))
        counts = st["counts"]
        seen = {tuple(tuple(r) for r in sig) for sig in st["seen"]}
        found, tried = st["found"], st["tried"]
        sim_targets = [t for t in self.targets if not self.is_exact(t)]
        resumed_from = st["done"] or None
        stopped = False
        # the variant under way, and what was measured and decided before it
        current, start = st["done"], len(self._measured)
        before = (dict(counts), len(tried), len(found), dict(self.fail_count))
        try:
            for k in range(st["done"], len(all_variants)):
                current, start = k, len(self._measured)
                before = (dict(counts), len(tried), len(found), dict(self.fail_count))
                self.added = None
                stop = self._decide(all_variants[k], counts, seen, found, tried, sim_targets)
                st["done"] = k + 1
                if self.new_work or stop:
                    self._save(st, seen, len(self._measured))
                self.on_variant(k + 1, len(all_variants), counts["simulated"])
                if stop:
                    break
        except KeyboardInterrupt:
            stopped = True
            self.simulate = False
            partial = st["done"] == current  # stopped inside a variant: forget its part
            if partial:
                self._undo(before, counts, seen, found, tried)
            self._save(st, seen, start if partial else len(self._measured))
        try:
            result = self._result(found, tried, counts)
        except KeyboardInterrupt:  # stopped in the closing measurements: what was measured
            stopped = True
            self.simulate = False
            result = self._result(found, tried, counts)
        result["progress"] = {"variants_done": st["done"], "variants": len(all_variants),
                              "stopped": stopped, "resumed_from": resumed_from}
        if not stopped and self.checkpoint is not None:
            self.checkpoint.remove()
        return result

    def _undo(self, before: tuple[dict[str, Any], int, int, dict[int, int]],
              counts: dict[str, Any],
              seen: set[tuple[tuple[str, ...], ...]], found: list[dict[str, Any]],
              tried: list[list[Any]]) -> None:
        """Forget what a variant stopped part-way did (its counts, its signature among the
        seen, its entries, the sizes it saw fail), so the state saved is that after the
        last whole variant and a resumed run decides that variant again as one run would."""
        counts.clear()
        counts.update(before[0])
        del tried[before[1]:], found[before[2]:]
        self.fail_count = before[3]
        if self.added is not None:
            seen.discard(self.added)
            self.added = None

    def _decide(self, variant: Variant, counts: dict[str, Any],
                seen: set[tuple[tuple[str, ...], ...]], found: list[dict[str, Any]],
                tried: list[list[Any]], sim_targets: list[Target]) -> bool:
        """Decide one variant; True when the search is over (top found, budget spent)."""
        s = self.s
        self.new_work = False
        signature = tuple(self.config(variant, n, 1).rules for n in s.sizes)
        if signature in seen:
            counts["same_as_smaller"] += 1  # plays like a smaller variant everywhere
            return False
        exact_rows = self.exact_rows(variant)
        if any(r["verdict"] == "fails" for r in exact_rows):
            seen.add(signature)
            self.added = signature
            counts["ruled_out_exactly"] += 1
            return False
        if counts["simulated"] >= s.budget:
            counts["budget_reached"] = True
            return True
        if sim_targets:
            status, rows = self.sequential(variant)
        else:
            status, rows = "meets", []
        seen.add(signature)  # only once decided: a stopped variant is decided again
        self.added = signature
        # the budget counts variants that needed a new simulation (not the disk cache:
        # the output must not depend on what an earlier run left there)
        counts["simulated"] += 1 if self.new_work or not sim_targets else 0
        counts["decided_from_shared"] += 0 if self.new_work or not sim_targets else 1
        counts[{"meets": "meets", "fails": "failed", "open": "open"}[status]] += 1
        tried.append([list(map(list, variant.changes)), variant.cost, status,
                      exact_rows + rows])
        where = sorted({r["size"] for r in rows if r["verdict"] == "fails"})
        self.log(msg("labt-variant-log", n=len(tried), label=variant.label, status=status,
                     where=msg("labt-where", axis=msg("lab-axis", axis=self.lab.axis),
                               sizes=", ".join(map(str, where))) if where else ""))
        if status == "meets":
            found.append(self.describe(variant, status, exact_rows + rows))
            return len(found) >= s.top
        return False

    # --- stopping and resuming ------------------------------------------------------------

    def _restore(self, total: int) -> dict[str, Any]:
        """The state to start from: a checkpoint's, or a fresh one."""
        fresh: dict[str, Any] = {
            "done": 0, "seen": [], "found": [], "tried": [],
            "counts": {"variants": total, "same_as_smaller": 0, "ruled_out_exactly": 0,
                       "simulated": 0, "decided_from_shared": 0, "failed": 0, "open": 0,
                       "meets": 0, "budget_reached": False}}
        saved = self.checkpoint.load() if self.checkpoint is not None else None
        if saved is None:
            return fresh
        self.fail_count = {int(k): v for k, v in saved["fail_count"].items()}
        self._measured = {SimConfig.from_json(c): rows for c, rows in saved["measured"]}
        return {k: saved[k] for k in fresh}

    def _save(self, st: dict[str, Any], seen: set[tuple[tuple[str, ...], ...]],
              measured: int) -> None:
        """Save the state after the last whole variant (the first ``measured``
        simulations are the ones it had measured)."""
        if self.checkpoint is None:
            return
        self.checkpoint.save({
            "done": st["done"], "seen": sorted([list(map(list, sig)) for sig in seen]),
            "found": st["found"], "tried": st["tried"], "counts": st["counts"],
            "fail_count": self.fail_count,
            "measured": [[c.to_json(), rows] for c, rows in
                         list(self._measured.items())[:measured]]})

    # --- the result --------------------------------------------------------------------

    def _result(self, found: list[dict[str, Any]], tried: list[list[Any]],
                counts: dict[str, Any]) -> dict[str, Any]:
        s = self.s
        decided = [(Variant(tuple((k, v) for k, v in ch), cost), st, rows)
                   for ch, cost, st, rows in tried]
        # undecided at the round limit, but every estimate inside its band: consistent with
        # the targets, not shown at the chosen confidence
        likely = [] if found else [
            self.describe(v, "likely", rows) for v, st, rows in decided
            if st == "open" and all(r["band"][0] <= r["value"] <= r["band"][1] for r in rows)
        ]
        found, likely = self._ranked(found), self._ranked(likely)[:s.top]
        closest = [] if found or likely else self._closest(decided)
        coverage = {t.text: {str(n): {"meets": 0, "fails": 0, "open": 0} for n in s.sizes}
                    for t in self.targets}
        for _v, _st, rows in decided:
            for r in rows:
                coverage[r["target"]][str(r["size"])][r["verdict"]] += 1
        baseline = Variant((), 0)
        base_rows = self._baseline_rows(baseline)
        return {
            "game": s.game, "axis": self.lab.axis, "sizes": list(s.sizes),
            "measures": {**self.lab.measures,
                         **({"skill_edge": SKILL_MEASURE} if self.guard else {})},
            "populations": [",".join(b) for b in s.lineups],
            "skill": list(s.skill) if s.skill else None,
            "confirm": {"bots": ",".join(s.confirm), "rounds": s.confirm_rounds}
            if s.confirm else None,
            "targets": self.target_rows(),
            "seed": s.seed, "bots": list(s.bots), "rules": list(s.rules),
            "settings": {"max_changes": s.max_changes, "top": s.top,
                         "min_rounds": s.min_rounds, "max_rounds": s.max_rounds,
                         "confidence": s.confidence, "budget": s.budget,
                         "looks": self.looks, "z": self.z},
            "space": [[name, [[v, c] for v, c in values]] for name, values in s.space],
            "counts": counts, "found": found, "likely": likely, "closest": closest,
            "coverage": coverage,
            "baseline": self.describe(baseline, "baseline", base_rows),
        }

    def _baseline_rows(self, baseline: Variant) -> list[dict[str, Any]]:
        """The publisher's rules, measured as precisely as any variant: every simulated
        target at every size at the largest round count (what was measured, once stopped)."""
        rows = self.exact_rows(baseline)
        for size in self.s.sizes:
            cfg = self.config(baseline, size, self.s.max_rounds)
            if self.simulate or cfg in self._measured:
                rows += self.measure_at(baseline, size, self.s.max_rounds)
        return self.complete(rows, baseline)

    def _ranked(self, shown: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Variants of equal cost ranked by the strength of their evidence: checked with the
        slower population where there is one (fewer cells failed there first), then more
        cells shown to meet, then the widest margin of any estimate inside its band (in
        units of its interval's width)."""
        if self.s.confirm and self.simulate:  # the slower check: the first few only
            for v in self._ranked_by_evidence(shown)[:self.s.top + 2]:
                if "confirm" not in v:
                    v["confirm"] = self._confirm(v)
        return self._ranked_by_evidence(shown)

    def _ranked_by_evidence(self, shown: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for v in shown:
            sim = [r for r in v["evidence"] + v.get("confirm", []) if not r["exact"]]
            margins = [min(r["value"] - r["band"][0], r["band"][1] - r["value"])
                       / max(r["hi"] - r["lo"], 1e-9) for r in sim]
            v["strength"] = {"meets": sum(r["verdict"] == "meets" for r in sim),
                             "fails": sum(r["verdict"] == "fails" for r in sim),
                             "confirm_fails": sum(r["verdict"] == "fails"
                                                  for r in v.get("confirm", [])),
                             "margin": round(min(margins), 3) if margins else None}
        return sorted(shown, key=lambda v: (v["cost"], v["strength"]["confirm_fails"],
                                            v["strength"]["fails"], -v["strength"]["meets"],
                                            -(v["strength"]["margin"] or 0.0)))

    def _confirm(self, v: dict[str, Any]) -> list[dict[str, Any]]:
        """The shortlisted variant's simulated targets under the slower population
        (``confirm``), ``confirm_rounds`` rounds per size, 95% intervals."""
        variant = Variant(tuple((k, val) for k, val in v["changes"].items()), v["cost"])
        rows = []
        for size in self.s.sizes:
            self.status(msg("labt-status-check", label=variant.label,
                            bots=",".join(self.s.confirm),
                            axis=msg("lab-axis", axis=self.lab.axis), size=size))
            rows += self._measured_with(variant, size, self.s.confirm_rounds, self.s.confirm,
                                        z_for(0.95))
        return self._ordered(rows)

    def _closest(self, tried: list[tuple[Variant, str, list[dict[str, Any]]]]
                 ) -> list[dict[str, Any]]:
        """The variants nearest to meeting every target: undecided ones first; then, of the
        failed ones, those that got furthest before failing (most cells not failed), whose
        evidence is completed and ranked by failing cells."""
        top = self.s.top
        open_ = [(v, st, rows) for v, st, rows in tried if st == "open"][:top]
        out = [self.describe(v, st, self.complete(rows, v)) for v, st, rows in open_]
        if len(out) < top:
            failed = [(v, st, rows) for v, st, rows in tried if st == "fails"]
            failed.sort(key=lambda t: -sum(1 for r in t[2] if r["verdict"] != "fails"))
            done = [self.describe(v, st, self.complete(rows, v))
                    for v, st, rows in failed[:2 * top]]
            done.sort(key=lambda d: (d["failing_cells"], d["cost"]))  # stable: search order
            out += done[:top - len(out)]
        return out
