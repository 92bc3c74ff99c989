"""The decision document as a rendered page (issue 25): the disputed Lone Boat in English
and Chinese, looked at in Chromium on screen and as printed (the print stylesheet hides
the Print button and keeps the signature block on the page), and printed to an A4 PDF."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from marsmatch.arbiter.decision import decide, render
from marsmatch.words import t

from .conftest import CHROMIUM, ROOT, assert_accessible, shot

#: Bo answers Ann's Lone Boat (LJ with 8 8) with BJ 9 2 read as a Lone Boat: the dispute
LONE_BOAT = json.loads((ROOT / "tests" / "fixtures" / "marsmatch" /
                        "lone_boat_dispute.json").read_text())


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_the_lone_boat_decision_renders_and_prints(browser: Any, tmp_path: Path,
                                                   lang: str) -> None:
    data = json.dumps(LONE_BOAT, indent=1).encode()
    d = decide(data, "lone-boat.json")
    page_file = tmp_path / f"decision-{lang}.html"
    page_file.write_text(render(d, lang), encoding="utf-8")
    page = browser.new_page(viewport={"width": 820, "height": 1160})
    page.goto(page_file.as_uri())
    heading = page.locator("h1").inner_text()
    assert heading == t("decision-title", lang)
    verdict = page.locator(".verdict")
    assert verdict.inner_text() == t("decision-refused", lang)
    for rid in d["rules"]:
        quote = page.locator(".ruling", has_text=rid).inner_text()
        assert t(f"ruling-{rid.replace('.', '-')}", lang) in quote
    body = page.locator("body").inner_text()
    assert d["record"]["sha256"] in body and t("decision-signature", lang) in body
    # CJK text is drawn with a real font (no empty boxes): the title is wider than a few
    # replacement glyphs would be
    assert page.locator("h1").bounding_box()["width"] > 150
    assert_accessible(page, f"the decision document ({lang})")
    shot(page, f"decision-lone-boat-{lang}", full=True)
    page.emulate_media(media="print")
    assert not page.get_by_role("button").is_visible()  # nothing interactive on paper
    assert page.locator(".sign").is_visible()
    shot(page, f"decision-lone-boat-{lang}-print", full=True)
    page.close()


def test_the_decision_prints_to_an_a4_pdf(tmp_path: Path) -> None:
    """``marsmatch decide --pdf``, as a user runs it (its own Playwright, outside this
    module's browser)."""
    record = tmp_path / "lone-boat.json"
    record.write_text(json.dumps(LONE_BOAT))
    proc = subprocess.run([sys.executable, "-m", "marsmatch", "decide", str(record),
                           "--lang", "zh-Hans", "--pdf", "--out", str(tmp_path / "d.html")],
                          capture_output=True, text=True, timeout=180, check=False,
                          env={**os.environ, "MARSMATCH_CHROMIUM": CHROMIUM})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == f"wrote {tmp_path / 'd.pdf'}"
    pdf = (tmp_path / "d.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-")
    box = re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf)
    assert box and round(float(box[1])) == 595 and round(float(box[2])) == 842  # A4, pt
    assert re.search(rb"/Type\s*/Pages\b[^>]*/Count 1\b", pdf)  # one page: it fits
