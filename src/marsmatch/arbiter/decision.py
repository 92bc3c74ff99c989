"""A decision the arbiter can print and sign: ``marsmatch decide RECORD`` and the arbiter
page's button.

``decide`` works out what the document states from the record file's bytes (its SHA-256,
so the decision names exactly the file it rules on) and the record's one explanation
(``explain``): the disputed action (the first illegal one unless an action number is
given) as the record holds it, the actions before it, the verdict and why, the rulings
applied quoted in full from the rulings, what the deal's check proves, and the code that
decided it (version, commit or source fingerprint). ``render`` writes it as one
self-contained HTML page in the reader's language (English, Simplified or Traditional
Chinese, from the catalogue: ``words/*/decision.ftl`` and ``rulings.ftl``), with a print
stylesheet (A4, black on white, a signature block, nothing interactive on paper).
``write_pdf`` prints that page to PDF with Chromium through Playwright where both are
installed (``pip install 'marsmatch[pdf]'``); without them it says so in one sentence.
"""

from __future__ import annotations

import dataclasses
import hashlib
import html
import re
import shlex
import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..errors import MarsMatchError, RecordError
from ..games import find_game
from ..provenance import code_line, provenance
from ..records import loads_record
from ..words import LANGS, card_text, error, plain, t, text
from .explain import action_msg, as_replayed, explain

RULE_ID = re.compile(r"\b([RG])(\d+)\.(\d+)([a-z]?)\b(?:-([RG])?(\d+)\.(\d+))?")
#: where a ruling names the engine's options ("(option `trick_draw_policy`: ...)", "Option
#: `all`: ..."): internal names a signed decision leaves out
OPTION_OPEN = ("(option `", "（选项 `", "（選項 `")
OPTION_SENTENCE = re.compile(r"\s*(?:Option|选项|選項) `[^`]*`[:：][^。]*?[.。](?=\s|$)")
#: how many actions before the disputed one the document shows
CONTEXT = 4
#: characters of a player's name on the page (an uploaded record's names are as its
#: author wrote them: bidi overrides and 5,000-character names are cleaned, P9)
NAME_CHARS = 60


def record_from_bytes(data: bytes) -> Any:
    """The record in a file's bytes (bounded, as ``load_record`` reads files)."""
    try:
        return loads_record(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise error(RecordError, "err-not-utf8") from None


def rule_ids(text: str | None) -> list[str]:
    """The ruling ids a ruling names, ranges spelled out ("R3.7-R3.9": R3.7, R3.8, R3.9)."""
    out: list[str] = []
    for m in RULE_ID.finditer(text or ""):
        letter, sec, num, suffix = m[1], m[2], int(m[3]), m[4]
        if m[7] and (m[6] or sec) == sec and not suffix:
            out += [f"{letter}{sec}.{k}" for k in range(num, int(m[7]) + 1)]
        else:
            out.append(f"{letter}{sec}.{num}{suffix}")
    return list(dict.fromkeys(out))


def decide(data: bytes, source: str, number: int | None = None) -> dict[str, Any]:
    """What the decision states (language-free): the record file's hash, the disputed
    action (``number``, from 1; default: the first illegal one, if any), the actions
    before it, the verdict, the rulings to quote, the deal's check and the code."""
    record = record_from_bytes(data)
    ex = explain(record)
    total = len(record.actions)
    if number is not None and not 1 <= number <= max(total, 0):
        raise error(RecordError, "err-action-number", total=total, shown=str(total),
                    what="rule")
    if number is None and ex["error"] is not None:
        number = ex["error"]["number"]
    entry = None
    if number is not None:
        entry = next((a for a in ex["actions"] if a["number"] == number), None)
        if entry is None:
            raise error(RecordError, "err-past-illegal", n=str(number),
                        first=str(ex["error"]["number"]))
    deal_failed = ex["verdict"]["kind"] == "deal_failed"
    if deal_failed:
        ruling = "deal_failed"
    elif entry is None:
        ruling = "all_stand" if ex["verdict"]["kind"] in ("legal", "unfinished") else "refused"
    else:
        ruling = "stands" if entry["legal"] else "refused"
    rules = rule_ids(entry.get("rule") if entry else None)
    replayed = as_replayed(record, ex["deal"])
    authentic = None
    if deal_failed:
        rules = DEAL_RULINGS[ex["game"]]  # the deal decides, not the action that no longer fits
        authentic = _on_authentic_deal(record, ex["deal"])
    before = [a for a in ex["actions"] if entry is not None
              and entry["number"] - CONTEXT <= a["number"] < entry["number"]]
    command = "marsmatch decide " + shlex.quote(Path(source).name) + (
        f" --action {number}" if number is not None else "")
    return {"record": {"source": source, "sha256": hashlib.sha256(data).hexdigest(),
                       "game": ex["game"], "title": ex["title"], "players": ex["players"],
                       "actions": total, "commitment": record.commitment},
            "action": entry, "before": before, "ruling": ruling, "verdict": ex["verdict"],
            "rules": rules, "deal": ex["deal"], "command": command,
            "result": None if deal_failed else ex["result"], "authentic": authentic,
            "hand": _follower_hand(replayed, entry), "provenance": provenance(command)}


#: The rulings a failed deal is decided by: the verifiable shuffle and who deals what.
DEAL_RULINGS = {"marsmatch": ["R1.3", "R1.2", "R1.1"], "shengji": ["G1.4", "G1.2"]}


def _on_authentic_deal(record: Any, deal: Mapping[str, Any]) -> dict[str, Any] | None:
    """Where the seed is the committed one and only the recorded hands differ, the record's
    actions judged against the seed's own deal (the authentic one): its verdict, the
    first illegal action there, the rulings and the result. None when the seed itself was
    replaced (then there is no authentic deal to judge on)."""
    if deal["seed_replaced"] or record.hands is None:
        return None
    ex = explain(dataclasses.replace(record, hands=None))
    err = ex["error"]
    return {"verdict": ex["verdict"], "action": err and next(
        (a for a in ex["actions"] if a["number"] == err["number"]), None),
            "rules": rule_ids(err.get("rule")) if err else [], "result": ex["result"]}


def _follower_hand(record: Any, entry: Mapping[str, Any] | None) -> list[str] | None:
    """The hand of the seat whose action is disputed, just before it (Shengji: what the
    follower held decides G5.4), as card codes; None for MarsMatch or no action."""
    if entry is None or not find_game(record.game).follows_by_hand:
        return None
    from .explain import walk
    for step, _rule in walk(record):
        if step.index == entry["number"] - 2:
            return [str(c) for c in step.state.hand(entry["seat"])]
    return None


# --- the page ------------------------------------------------------------------------------

STYLE = """
:root{color-scheme:light}
body{font-family:"Noto Serif","Source Han Serif SC","Noto Serif CJK SC","WenQuanYi Micro Hei",
Georgia,serif;max-width:46em;margin:2em auto;padding:0 1em;color:#111;background:#fff;
line-height:1.45}
h1{font-size:1.5em;margin:.2em 0 .6em;border-bottom:2px solid #111;padding-bottom:.3em}
h2{font-size:1.1em;margin:1.2em 0 .4em;text-transform:none}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;
padding:.25em .5em;border-bottom:1px solid #bbb}th{width:34%;font-weight:600}
code,.hash{font-family:"DejaVu Sans Mono",monospace;font-size:.85em;word-break:break-all}
.verdict{border:2px solid #111;padding:.6em .9em;margin:.6em 0;font-weight:600}
.ruling{border-left:4px solid #555;margin:.5em 0;padding:.2em .8em;background:#f4f4f4}
.ruling b{display:block}
.cards{font-size:1.15em;letter-spacing:.04em}
.sign{display:grid;grid-template-columns:1fr 1fr 1fr;gap:1.5em;margin-top:2.5em}
.sign div{border-top:1px solid #111;padding-top:.3em;font-size:.9em}
.small{font-size:.85em;color:#333}
.no-print{margin:1em 0}
@page{size:A4;margin:18mm 16mm}
@media print{
  body{margin:0;max-width:none;padding:0;font-size:11pt}
  .no-print{display:none}
  .ruling{background:none}
  h2{break-after:avoid}.ruling,.verdict,tr{break-inside:avoid}
}
"""


def _action_words(entry: Mapping[str, Any], lang: str) -> str:
    """The action as the record holds it, in the reader's language, cards as written (the
    explanation's words for it, which know the game's verb for a pass)."""
    return text(entry.get("text_msg") or action_msg(entry["action"]), lang)


def _cards(codes: list[Any], lang: str) -> str:
    """Card codes in the reader's words, in the order written (``BJ`` as 大王)."""
    return " ".join(card_text(str(c), lang) for c in codes)


def _said(entry: Mapping[str, Any], key: str, lang: str) -> tuple[str, bool]:
    """A sentence of the explanation in ``lang`` (its message, where it has one), and
    whether it had to stay in the engine's English."""
    message = entry.get(f"{key}_msg")
    if message:
        return text(message, lang), False
    return str(entry.get(key) or ""), lang != "en"


def _row(label: str, value: str) -> str:
    return f"<tr><th scope=row>{html.escape(label)}</th><td>{value}</td></tr>"


def without_options(quote: str) -> str:
    """A ruling's words without its notes on the engine's options (identifiers in
    backticks), which name no rule a player reads."""
    while (at := min((i for o in OPTION_OPEN if (i := quote.find(o)) >= 0), default=-1)) >= 0:
        depth, end = 0, at
        for end in range(at, len(quote)):
            depth += quote[end] in "(（"
            depth -= quote[end] in ")）"
            if depth == 0:
                break
        quote = quote[:at].rstrip() + quote[end + 1:]
    return OPTION_SENTENCE.sub("", quote)


def _rulings(ids: list[str], lang: str) -> str:
    parts = []
    for rid in ids:
        mid = "ruling-" + rid.replace(".", "-")
        try:
            quote = without_options(t(mid, lang))
        except KeyError:
            quote = t("decision-ruling-missing", lang)
        parts.append(f"<blockquote class=ruling lang={lang}><b>{html.escape(rid)}</b>"
                     f"{html.escape(quote)}</blockquote>")
    return "".join(parts)


def _deal_failure(d: Mapping[str, Any], lang: str) -> str:
    """Why a deal failed, as the checks found it: the seed's hash against the commitment
    (in full), and each seat whose recorded cards differ from the seed's deal and how."""
    e, deal = html.escape, d["deal"]
    colon = t("decision-colon", lang)
    failed = [c for c in deal["checks"] if c["status"] == "failed"]
    items = "".join(f"<li>{e(text(c['msg'], lang) if c.get('msg') else c['text'])}</li>"
                    for c in failed)
    rows = _row(t("decision-seed-hash", lang), f"<span class=hash>{e(deal['commitment'])}</span>")
    rows += _row(t("decision-commitment", lang),
                 f"<span class=hash>{e(deal['published'] or t('decision-none', lang))}</span>")
    rows += _row(t("decision-seed-authentic", lang), e(t(
        "decision-no" if deal["seed_replaced"] else "decision-yes", lang)))
    for diff in deal.get("hand_differences") or []:
        who = d["record"]["players"][diff["seat"]]
        rows += _row(t("decision-by", lang, who=who, seat=diff["seat"]), e(t(
            "decision-differs", lang, extra=_cards(diff["extra"], lang) or "—",
            missing=_cards(diff["missing"], lang) or "—")))
    return (f"<p><b>{e(t('decision-why', lang))}{colon}</b>"
            f"{e(t('decision-deal-why', lang))}</p><ul>{items}</ul><table>{rows}</table>")


def _authentic(a: Mapping[str, Any], lang: str) -> str:
    """The actions judged against the authentic deal (the committed seed's)."""
    e = html.escape
    colon = t("decision-colon", lang)
    out = [f"<h2>{e(t('decision-authentic', lang))}</h2>",
           f"<p class=verdict>{e(text(a['verdict']['msg'], lang))}</p>"]
    if a.get("action"):
        why, _english = _said(a["action"], "ruling", lang)
        out.append(f"<p><b>{e(t('decision-why', lang))}{colon}</b>{e(why)}</p>")
    if a.get("rules"):
        out.append(_rulings(a["rules"], lang))
    if a.get("result"):
        out.append(_result(a["result"], lang))
    return "".join(out)


def _result(r: Mapping[str, Any], lang: str) -> str:
    """A finished round's result: how it was won (with rulings) and each seat's points."""
    e = html.escape
    story = "".join(f"<li>{e(text(line['msg'], lang))} <span class=small>{e(line['rule'])}"
                    "</span></li>" for line in r["story"])
    scores = "".join(
        f"<tr><td>{e(text(s['name_msg'], lang) if s.get('name_msg') else str(s['name']))}</td><td>"
        f"{e(text(s['title_msg'], lang) if s.get('title_msg') else s['title'])}</td>"
        f"<td>{e(t('decision-points', lang, n=s['points']))}</td></tr>" for s in r["scores"])
    return f"<ul>{story}</ul>" + (f"<table class=small>{scores}</table>" if scores else "")


def render(d: dict[str, Any], lang: str = "en") -> str:
    """The decision as one printable HTML page in ``lang``."""
    if lang not in LANGS:
        raise error(MarsMatchError, "err-not-lang", given=repr(lang),
                    known=", ".join(LANGS))
    e = html.escape
    rec, entry, prov = d["record"], d["action"], d["provenance"]
    title = t("decision-title" if entry else "decision-title-record", lang)
    parts = [f"<h1>{e(title)}</h1>",
             (f"<p class=no-print><button onclick='window.print()'>{e(t('decision-print', lang))}"
             "</button></p>"),
             f"<h2>{e(t('decision-record', lang))}</h2><table>",
             _row(t("decision-game", lang), e(t(f"game-{rec['game']}", lang))),
             _row(t("decision-players", lang),
                  e(", ".join(plain(str(p), NAME_CHARS) for p in rec["players"]))),
             _row(t("decision-file", lang), e(Path(rec["source"]).name)),
             _row(t("decision-hash", lang), f"<span class=hash>{e(rec['sha256'])}</span>"),
             _row(t("decision-actions", lang), str(rec["actions"])),
             _row(t("decision-commitment", lang),
                  f"<span class=hash>{e(rec['commitment'] or t('decision-none', lang))}</span>"),
             "</table>"]
    parts.append(f"<h2>{e(t('decision-disputed', lang))}</h2>")
    if entry is None:
        parts.append(f"<p>{e(t('decision-no-dispute', lang))}</p>")
    else:
        who = t("decision-by", lang, who=plain(str(entry["name"] or "?"), NAME_CHARS),
                seat=entry["seat"] if entry["seat"] is not None else "?")
        parts.append("<table>" + _row(
            t("decision-action", lang, n=entry["number"], total=rec["actions"]), e(who))
            + _row(t("decision-as-recorded", lang),
                   f"<span class=cards>{e(_action_words(entry, lang))}</span>") + "</table>")
        if d["before"]:
            rows = "".join(
                f"<tr><td>{a['number']}</td>"
                f"<td>{e(plain(str(a['name'] or '?'), NAME_CHARS))}</td>"
                f"<td class=cards>{e(_action_words(a, lang))}</td>"
                f"<td>{e(t('decision-legal' if a['legal'] else 'decision-illegal', lang))}"
                f" {e(a.get('rule') or '')}</td></tr>" for a in d["before"])
            parts.append(f"<p class=small>{e(t('decision-before', lang))}</p>"
                         f"<table class=small>{rows}</table>")
    parts.append(f"<h2>{e(t('decision-verdict', lang))}</h2>")
    verdict_key = {"stands": "decision-stands", "refused": "decision-refused",
                   "deal_failed": "decision-deal-failed", "all_stand": "decision-all-stand"}
    parts.append(f"<p class=verdict data-verdict={d['ruling']}>"
                 f"{e(t(verdict_key[d['ruling']], lang))}</p>")
    colon = t("decision-colon", lang)
    if d["ruling"] == "deal_failed":
        parts.append(_deal_failure(d, lang))
    elif entry is not None:
        why, english = _said(entry, "ruling", lang)
        parts.append(f"<p><b>{e(t('decision-why', lang))}{colon}</b>{e(why)}"
                     + (f" <span class=small>{e(t('decision-engine-words', lang))}</span>"
                        if english else "") + "</p>")
    if d.get("hand"):
        parts.append(f"<p><b>{e(t('decision-hand', lang, who=entry['name'] or '?'))}{colon}</b>"
                     f"<span class=cards>{e(_cards(d['hand'], lang))}</span></p>")
    if d["rules"]:
        parts.append(f"<h2>{e(t('decision-rulings', lang))}</h2>" + _rulings(d["rules"], lang))
    if d.get("authentic"):
        parts.append(_authentic(d["authentic"], lang))
    if d.get("result"):
        parts.append(f"<h2>{e(t('decision-result', lang))}</h2>" + _result(d["result"], lang))
    if d["deal"] is not None:
        proves, english = _said(d["deal"], "proves", lang)
        proves = proves[:1].upper() + proves[1:]  # a sentence of its own
        parts.append(f"<h2>{e(t('decision-deal', lang))}</h2><p>{e(proves)}"
                     + (f" <span class=small>{e(t('decision-engine-words', lang))}</span>"
                        if english else "") + "</p>")
    parts.append("<table class=small>"
                 + _row(t("decision-code", lang), e(code_line(prov, lang)))
                 + _row(t("decision-date", lang), e(prov["date"])) + "</table>")
    parts.append(f"<p class=small>{e(t('decision-check', lang, command=d['command']))}</p>")
    parts.append("<div class=sign>" + "".join(f"<div>{e(t(k, lang))}</div>" for k in (
        "decision-arbiter", "decision-signature", "decision-signed-on")) + "</div>")
    return (f"<!doctype html><html lang={lang}><head><meta charset=utf-8>"
            f"<meta name=viewport content='width=device-width,initial-scale=1'>"
            f"<title>{e(title)}</title><style>{STYLE}</style></head>"
            f"<body data-footer='{e(_footer(d, lang))}'>"
            + "\n".join(parts) + "</body></html>\n")


def _footer(d: Mapping[str, Any], lang: str) -> str:
    """What every printed page carries at its foot: the record's file and hash (the page
    number follows, from the printer)."""
    rec = d["record"]
    return t("decision-footer", lang, file=Path(rec["source"]).name, sha=rec["sha256"][:16])


# --- PDF --------------------------------------------------------------------------------------

NO_PDF = ("the PDF needs Playwright and a Chromium: pip install 'marsmatch[pdf]', then "
          "playwright install chromium (or install a system Chromium)")


def chromium() -> str | None:
    """A Chromium to print with: ``MARSMATCH_CHROMIUM``, a system one, or None
    (Playwright's own downloaded browser is used then, if there is one)."""
    import os

    named = os.environ.get("MARSMATCH_CHROMIUM")
    if named:
        return named
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


def write_pdf(page: Path, pdf: Path) -> None:
    """Print the HTML page to an A4 PDF with Chromium (MarsMatchError with one sentence
    saying what to install when it cannot)."""
    try:
        from playwright.sync_api import Error as PlaywrightError
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise MarsMatchError(NO_PDF) from None
    try:
        with sync_playwright() as p:
            exe = chromium()
            browser = p.chromium.launch(executable_path=exe, headless=True,
                                        args=["--no-sandbox", "--disable-gpu"])
            try:
                tab = browser.new_page()
                tab.goto(page.resolve().as_uri())
                footer = html.escape(tab.evaluate("document.body.dataset.footer || ''"))
                tab.pdf(path=str(pdf), format="A4", prefer_css_page_size=True,
                        display_header_footer=True, header_template="<span></span>",
                        footer_template=(
                            "<div style='font-size:8px;width:100%;text-align:center;"
                            f"font-family:serif'>{footer} · <span class=pageNumber></span>"
                            " / <span class=totalPages></span></div>"))
            finally:
                browser.close()
    except PlaywrightError as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise MarsMatchError(f"{NO_PDF} ({first})") from None
