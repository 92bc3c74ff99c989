"""``marsmatch decide``: a decision the arbiter can print and sign, in English and Chinese
(issue 25). The rendered page and its PDF are checked in Chromium in
tests/e2e/test_decision_page.py."""

from __future__ import annotations

import hashlib
import html
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from marsmatch import provenance
from marsmatch.arbiter.decision import decide, render, rule_ids, write_pdf
from marsmatch.cli import app
from marsmatch.errors import MarsMatchError
from marsmatch.words import t

runner = CliRunner()

#: Bo answers Ann's Lone Boat (LJ with 8 8) with BJ 9 2 read as a Lone Boat: the dispute
LONE_BOAT_FILE = Path(__file__).resolve().parents[1] / "fixtures" / "marsmatch" / \
    "lone_boat_dispute.json"
LONE_BOAT: dict[str, Any] = json.loads(LONE_BOAT_FILE.read_text())


def lone_boat_file(tmp_path: Path) -> Path:
    path = tmp_path / "lone-boat.json"
    path.write_text(json.dumps(LONE_BOAT, indent=1))
    return path


def test_rule_ids_are_read_from_a_ruling_and_ranges_spelled_out() -> None:
    assert rule_ids("R3.6") == ["R3.6"]
    assert rule_ids("(R3.7-R3.9)") == ["R3.7", "R3.8", "R3.9"]
    assert rule_ids("G5.5a and G5.3") == ["G5.5a", "G5.3"]
    assert rule_ids(None) == []


def test_the_decision_on_a_disputed_lone_boat_states_what_a_signature_needs(
        tmp_path: Path) -> None:
    path = lone_boat_file(tmp_path)
    d = decide(path.read_bytes(), path.name)
    assert d["record"]["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert d["action"]["number"] == 2 and d["action"]["legal"] is False  # the first illegal
    assert d["ruling"] == "refused" and d["rules"] == ["R3.6"]  # not R3.11's "no combination"
    assert "a Lone Boat's attachment holds no 2 at all" in d["action"]["ruling"]
    assert d["action"]["ruling"].startswith("BJ 9 2 ")  # the cards as the player wrote them
    assert d["command"] == "marsmatch decide lone-boat.json --action 2"
    assert d["provenance"]["source_sha256"] == provenance.source_fingerprint()
    assert [a["number"] for a in d["before"]] == [1]
    first = decide(path.read_bytes(), path.name, 1)
    assert first["ruling"] == "stands" and first["rules"] == ["R3.6"]


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_the_decision_page_quotes_the_ruling_in_the_readers_language(tmp_path: Path,
                                                                      lang: str) -> None:
    path = lone_boat_file(tmp_path)
    d = decide(path.read_bytes(), path.name)
    page = render(d, lang)
    assert f"<html lang={lang}>" in page
    assert d["record"]["sha256"] in page
    assert t("decision-refused", lang) in page
    assert t("decision-action", lang, n=2, total=2) in page
    for rid in d["rules"]:  # quoted in full from the rulings, in this language
        assert html.escape(t(f"ruling-{rid.replace('.', '-')}", lang)) in page
    assert provenance.code_line(d["provenance"], lang) in page  # in its words
    assert d["provenance"]["date"] in page
    assert t("decision-signature", lang) in page and "@media print" in page
    if lang != "en":
        assert t("decision-title", lang) != t("decision-title", "en")
        assert t("card-BJ", lang) in page and t("card-BJ", lang) != "BJ"  # its words


def test_decide_on_the_command_line_in_both_languages(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    path = lone_boat_file(tmp_path)
    monkeypatch.chdir(tmp_path)
    res = runner.invoke(app, ["decide", str(path)])
    assert res.exit_code == 0, res.output
    assert res.stdout.startswith("wrote lone-boat-decision-en.html: Action 2 (Bo) is not legal")
    zh = runner.invoke(app, ["decide", str(path), "--lang", "zh-Hans", "--out",
                             str(tmp_path / "zh.html")])
    assert zh.exit_code == 0, zh.output
    assert "关于一手争议牌的裁定书" in (tmp_path / "zh.html").read_text()
    data = json.loads(runner.invoke(app, ["decide", str(path), "--action", "1",
                                          "--json"]).stdout)
    assert data["ruling"] == "stands" and data["action"]["number"] == 1
    for args, text in ((["--lang", "fr"], "--lang takes en, zh-Hans, zh-Hant"),
                       (["--action", "3"], "give a number from 1 to 2")):
        bad = runner.invoke(app, ["decide", str(path), *args])
        assert bad.exit_code == 2 and bad.stderr.strip().startswith("error: ")
        assert text in bad.stderr and bad.stderr.count("\n") == 1
    missing = runner.invoke(app, ["decide", str(tmp_path / "none.json")])
    assert missing.exit_code == 2 and "no record file" in missing.stderr


def test_without_playwright_the_pdf_is_refused_in_one_sentence(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A user's ``pip install`` has no Chromium: the HTML is written, the PDF is not, and
    the message says what to install."""
    page = tmp_path / "d.html"
    page.write_text(render(decide(json.dumps(LONE_BOAT).encode(), "x.json"), "en"))
    monkeypatch.setitem(sys.modules, "playwright.sync_api", None)
    with pytest.raises(MarsMatchError, match=r"pip install 'marsmatch\[pdf\]'"):
        write_pdf(page, tmp_path / "d.pdf")
    path = lone_boat_file(tmp_path)
    monkeypatch.chdir(tmp_path)
    res = runner.invoke(app, ["decide", str(path), "--pdf"])
    assert res.exit_code == 1 and (tmp_path / "lone-boat-decision-en.html").exists()
    assert not (tmp_path / "lone-boat-decision-en.pdf").exists()
    assert res.stderr.startswith("error: no PDF: the PDF needs Playwright and a Chromium")


def test_a_decision_runs_as_a_user_would_call_it(tmp_path: Path) -> None:
    path = lone_boat_file(tmp_path)
    proc = subprocess.run([sys.executable, "-m", "marsmatch", "decide", str(path), "--out",
                           str(tmp_path / "d.html")], capture_output=True, text=True,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "SHA-256" in (tmp_path / "d.html").read_text()
