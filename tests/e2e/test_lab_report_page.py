"""The rules lab's reports as a publisher opens them (issue 25): a sweep and a tune in
English and Chinese, in Chromium at desktop and phone size, each carrying its provenance
(version, commit or source fingerprint, date, command, seed, machine) where a reader sees
it; accessible; screenshots under out/screenshots/."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from marsmatch import __version__, provenance
from marsmatch.cli import app
from marsmatch.words import t

from .conftest import SIZES, assert_accessible, shot

runner = CliRunner()


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A small sweep (with seats and skill) and a small tune, each in both languages."""
    root = tmp_path_factory.mktemp("lab-reports")
    out = {}
    for lang in ("en", "zh-Hans"):
        sweep = root / f"sweep-{lang}"
        res = runner.invoke(app, ["lab", "sweep", "--players", "3-4", "--rounds", "60",
                                  "--option", "streak_to_win=2,3", "--skill", "greedy,random",
                                  "--workers", "1", "--cache", str(root / "c"), "--seed",
                                  "report", "--report", str(sweep), "--lang", lang])
        assert res.exit_code == 0, res.output
        tune = root / f"tune-{lang}"
        res = runner.invoke(app, ["lab", "tune", "--players", "3-4", "--search",
                                  "heavenly_hands=none", "--search", "opening_leader=drawn",
                                  "--max-changes", "2", "--top", "1", "--min-rounds", "40",
                                  "--max-rounds", "80", "--workers", "1", "--cache",
                                  str(root / "c"), "--seed", "report", "--report", str(tune),
                                  "--lang", lang])
        assert res.exit_code == 0, res.output
        out[f"sweep-{lang}"], out[f"tune-{lang}"] = sweep, tune
    return out


@pytest.mark.parametrize("kind", ["sweep", "tune"])
@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_lab_report_shows_its_provenance(browser: Any, reports: dict[str, Path],
                                           kind: str, lang: str, size: str) -> None:
    folder = reports[f"{kind}-{lang}"]
    data = json.loads((folder / f"{kind}.json").read_text())
    prov = data["provenance"]
    page = browser.new_page(viewport=SIZES[size])
    page.goto((folder / "index.html").as_uri())
    assert page.locator("html").get_attribute("lang") == lang
    assert page.locator("h1").inner_text() == t(f"lab-title-{kind}", lang,
                                                game=t("game-marsmatch", lang))
    summary = page.locator("p.note").first.inner_text()  # under the title
    assert f"marsmatch {__version__}" in summary and prov["date"] in summary
    block = page.locator("#provenance + p + table.prov")
    rows = dict(zip(block.locator("th").all_inner_texts(), block.locator("td").all_inner_texts(),
                    strict=True))
    assert rows[t("lab-prov-code", lang)] == provenance.code_line(prov, lang)
    assert rows[t("lab-prov-command", lang)] == prov["command"] == data["command"]
    assert rows[t("lab-prov-seed", lang)] == "report"
    assert prov["machine"]["python"] in rows[t("lab-prov-machine", lang)]
    assert prov["commit"]["sha"][:12] in rows[t("lab-prov-code", lang)]
    assert page.locator("img").count() >= (6 if kind == "sweep" else 2)
    assert_accessible(page, f"the lab {kind} report ({lang}, {size})")
    if size == "desktop":
        shot(page, f"lab-{kind}-{lang}-desktop")
        page.locator("#provenance").scroll_into_view_if_needed()
        shot(page, f"lab-{kind}-{lang}-provenance-desktop")
    else:
        shot(page, f"lab-{kind}-{lang}-phone")
    page.close()
