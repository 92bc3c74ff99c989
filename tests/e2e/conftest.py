"""Browser tests: Debian's chromium driven by Playwright (Python), against a real server.

Shared here: the server and browser fixtures, phone (390x844, touch) and desktop
(1280x800) contexts, screenshots into out/screenshots/, an axe-core accessibility check
injected into the page, and a loop that plays a seat's turns to the end of a round.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from helpers import ROOT, Server, heaven_secret, live_secret, round_seed  # noqa: F401 - for the tests

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
STATIC = ROOT / "src" / "marsmatch" / "server" / "static" / "index.html"
AXE = ROOT / "src" / "marsmatch" / "web" / "node_modules" / "axe-core" / "axe.min.js"
SHOTS = ROOT / "out" / "screenshots"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage"]
SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}

# Outside CI a missing browser or client build skips these tests (`make test` provides both);
# in CI (CI=true) nothing is skipped: a missing piece fails.
_CI = bool(os.environ.get("CI"))
MISSING = (not Path(CHROMIUM).exists() and "Debian chromium is not installed (make test "
           "installs it)") or (not STATIC.exists() and "the browser client is not built (make "
                                                      "test builds it)") or ""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if MISSING and not _CI:
        for item in items:
            if "/e2e/" in str(item.fspath):
                item.add_marker(pytest.mark.skip(reason=MISSING))


@pytest.fixture(scope="session")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = Server(tmp_path_factory.mktemp("e2e") / "e2e.db", bot_delay=0.05).start()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")  # not longer: Playwright's loop would outlive the module
def browser() -> Iterator[Any]:    # and stop the asyncio tests that follow
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        yield b
        b.close()


def new_page(browser: Any, size: str, errors: list[str] | None = None,
             context: Any = None) -> Any:
    """A page at phone size (touch, mobile) or desktop size; page errors are collected."""
    ctx = context or browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                                         has_touch=size == "phone", device_scale_factor=1)
    page = ctx.new_page()
    page.set_default_timeout(10000)
    if errors is not None:
        page.on("pageerror", lambda e: errors.append(str(e)))
    return page


def shot(page: Any, name: str, full: bool = False) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full)
    return path


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core run in the page: the serious and critical violations (rule, nodes)."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        # evaluated, not a <script> tag: the server's Content-Security-Policy refuses
        # inline scripts (the page itself runs only its own files)
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    # the state a reader sees: a card still fading in (the table's animations) is judged
    # as it ends, not half-transparent mid-way
    found = page.evaluate(
        """async () => {
          for (const a of document.getAnimations()) { try { a.finish(); } catch (e) {} }
          const r = await axe.run(document, {resultTypes: ['violations']});
          return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 4).map(n => n.target.join(' '))}));
        }""")
    return [v for v in found if v["impact"] in ("serious", "critical")]


def assert_accessible(page: Any, where: str) -> None:
    bad = axe_violations(page)
    assert not bad, f"axe on {where}: {bad}"


def tap_or_click(page: Any, testid: str, touch: bool, timeout: float = 2000) -> None:
    el = page.get_by_test_id(testid)
    if touch:
        el.tap(timeout=timeout)
    else:
        el.click(timeout=timeout)


def in_view(page: Any, locator: Any) -> bool:
    """The element is on screen now, without scrolling the page."""
    box = locator.bounding_box()
    vp = page.viewport_size
    return bool(box) and box["y"] >= 0 and box["y"] + box["height"] <= vp["height"] + 1 \
        and box["x"] >= 0 and box["x"] + box["width"] <= vp["width"] + 1


def play_turns(page: Any, touch: bool, keyboard: bool = False, timeout: float = 240,
               on_turn: Callable[[Any, int], None] | None = None, turns: int | None = None) -> int:
    """Play this seat's turns until the round summary shows: the hint picks the cards,
    then Play (or Pass when no play is open). ``keyboard``: H, Ctrl+Enter and
    Ctrl+Backspace (the table's documented keys) instead of the buttons. Returns the number
    of actions this seat took. ``turns``: stop after that many actions (a layout check needs
    some turns of a long round, not all of them)."""
    deadline = time.time() + timeout
    actions = 0
    while time.time() < deadline:
        if page.get_by_test_id("round-summary").is_visible() or actions == turns:
            return actions
        if page.locator("[data-testid=hint]:enabled").count() == 0:
            page.wait_for_timeout(80)
            continue
        try:  # the turn can move on between a look and a click: then just look again
            version = int(page.get_by_test_id("table-page").get_attribute("data-version") or -1)
            if on_turn is not None:
                on_turn(page, actions)
            if keyboard:
                page.evaluate("() => document.activeElement && document.activeElement.blur()")
                page.keyboard.press("h")
            else:
                tap_or_click(page, "hint", touch)
            page.wait_for_function(
                "() => { const b = document.querySelector('[data-testid=play]');"
                " const h = document.querySelector('[data-testid=hint-text]');"
                " return (b && !b.disabled) || (h && /pass/i.test(h.innerText)); }",
                timeout=5000)
            if page.get_by_test_id("play").is_enabled():
                if keyboard:
                    page.keyboard.press("Control+Enter")
                else:
                    tap_or_click(page, "play", touch)
            elif keyboard:
                page.keyboard.press("Control+Backspace")
            else:
                tap_or_click(page, "pass", touch)
            actions += 1
            page.wait_for_function(  # the move was taken: the table moved on
                "v => Number(document.querySelector('[data-testid=table-page]')"
                "?.dataset.version ?? -1) > v", arg=version, timeout=5000)
        except AssertionError:
            raise
        except Exception:  # noqa: BLE001, S112
            continue
    shot(page, "stuck")
    raise AssertionError("the round did not end in time (out/screenshots/stuck.png)")


def create_from_lobby(page: Any, url: str, game: str, name: str, players: int | None = None,
                      decks: int | None = None, seats: dict[int, str] | None = None,
                      timer: int = 0, table_name: str = "", live_pace: float | None = None) -> str:
    """Fill the lobby's form and create the table; returns the table id. ``live_pace``:
    Shengji's live dealing, at this many seconds per card."""
    page.goto(url + "/")
    page.get_by_test_id("player-name").fill(name)
    page.get_by_test_id("bot-delay").fill("0.05")
    page.get_by_test_id(f"game-{game}").check()
    if players is not None:
        page.get_by_test_id("players").select_option(str(players))
    if decks is not None:
        page.get_by_test_id("decks").select_option(str(decks))
    for i, kind in (seats or {}).items():
        page.get_by_test_id(f"seat-kind-{i}").select_option(kind)
    if timer:
        page.get_by_test_id("turn-timer").fill(str(timer))
    if table_name:
        page.get_by_test_id("table-name").fill(table_name)
    if live_pace is not None:
        page.get_by_test_id("live-deal").check()
        page.get_by_test_id("deal-pace").fill(str(live_pace))
    page.get_by_test_id("create-table").click()
    page.get_by_test_id("table-page").wait_for()
    page.wait_for_url("**/#/t/*")
    return str(page.url.split("#/t/")[1].split("/")[0])


def seated_page(browser: Any, web_server: Any, size: str, errors: list[str] | None = None,
                **spec: Any) -> tuple[Any, str]:
    """A table made by API (``spec``, bots 0.05 s unless said), its seat 0 taken by "Mia"
    in a fresh browser context at ``size``: the page (at the table) and the table id."""
    spec.setdefault("bot_delay", 0.05)
    tid = web_server.create(**spec)["table"]["id"]
    token = web_server.join(tid, "Mia", seat=0)["token"]
    ctx = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone",
                              has_touch=size == "phone", device_scale_factor=1)
    ctx.add_init_script(f"localStorage.setItem('mm-seat-{tid}', "
                        f"JSON.stringify({{seat: 0, token: '{token}'}}))")
    page = new_page(browser, size, errors, context=ctx)
    page.goto(f"{web_server.url}/#/t/{tid}")
    return page, tid


def version_of(page: Any) -> int:
    return int(page.get_by_test_id("table-page").get_attribute("data-version") or -1)


def moved_on(page: Any, version: int) -> None:
    """Wait until the table is past ``version`` (a move was taken)."""
    page.wait_for_function("v => Number(document.querySelector('[data-testid=table-page]')"
                           "?.dataset.version ?? -1) > v", arg=version, timeout=8000)


def hinted(page: Any) -> None:
    """Wait until the hint's cards are checked (Play opens) or the hint says pass."""
    page.wait_for_function(
        "() => { const b = document.querySelector('[data-testid=play]');"
        " const h = document.querySelector('[data-testid=hint-text]');"
        " return (b && !b.disabled) || (h && /pass/i.test(h.innerText)); }", timeout=8000)


def hinted_turn(page: Any, touch: bool = False) -> None:
    """One turn by the hint: Play, or Pass where the hint says so; waits for the move."""
    version = version_of(page)
    tap_or_click(page, "hint", touch)
    hinted(page)
    tap_or_click(page, "play" if page.get_by_test_id("play").is_enabled() else "pass", touch)
    moved_on(page, version)


def finished_record(game_name: str, seed: str, players: int | list[str] = 4,
                    **rules: Any) -> dict[str, Any]:
    """A whole round played by greedy bots, as its record (the arbiter pages' tests)."""
    from marsmatch.bots import make_bot
    from marsmatch.games import find_game

    game = find_game(game_name)
    state = game.new_round(game.rules(rules), players=players, seed=seed)
    bots = [make_bot("greedy", game.name, seed=i) for i in range(len(state.players))]
    while not state.finished:
        seat = state.to_act[0]
        state.apply_action(seat, bots[seat].act(state, seat))
    return dict(state.to_record().to_dict())


def upload_record(page: Any, path: Path) -> None:
    """Upload a record file on the arbiter page and wait for its verdict."""
    page.get_by_test_id("record-upload").set_input_files(str(path))
    page.locator(f"[data-testid=verdict][data-source='{path.name}']").wait_for()


def stored_bot_round(web_server: Any, secret: str) -> str:
    """Two greedy bots play the first round of a table dealt from ``secret``; the id of its
    stored record, once the server has stored it."""
    tid = web_server.create(seats=[{"kind": "bot", "bot": "greedy"}] * 2, bot_delay=0.01,
                            secret=secret)["table"]["id"]
    deadline = time.time() + 60
    while not web_server.get(f"/api/records?table={tid}").json():
        assert time.time() < deadline, "the round was not stored"
        time.sleep(0.2)
    return f"{tid}-r1"
