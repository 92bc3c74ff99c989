"""The feel of a card room (issue 30): played cards and the trick's winner move, never
under prefers-reduced-motion or with Animations off; sound cues for plays and tricks and
voice call-outs (speech synthesis, English and Mandarin) when chosen in Display options."""

from __future__ import annotations

from typing import Any

from .conftest import SIZES, live_secret, moved_on, new_page, version_of

BOTS3 = [{"kind": "human"}] + [{"kind": "bot", "bot": "easy"}] * 3
# the page's speech synthesis, recorded instead of spoken (headless Chromium has no voices)
VOICE = """window.__spoken = [];
window.speechSynthesis.speak = (u) => window.__spoken.push({text: u.text, lang: u.lang});
window.speechSynthesis.cancel = () => {};"""


def _table(browser: Any, web_server: Any, reduced: bool = False, lang: str = "en") -> Any:
    tid = web_server.create(game="marsmatch", seats=BOTS3, secret=live_secret(4, "feel"),
                            bot_delay=0.3)["table"]["id"]
    token = web_server.join(tid, "Mia", seat=0)["token"]
    ctx = browser.new_context(viewport=SIZES["desktop"], device_scale_factor=1,
                              reduced_motion="reduce" if reduced else "no-preference")
    ctx.add_init_script(f"localStorage.setItem('mm-seat-{tid}', JSON.stringify({{seat: 0, token: '{token}'}}));"
                        f"localStorage.setItem('mm-lang', '{lang}');" + VOICE)
    page = new_page(browser, "desktop", context=ctx)
    page.goto(f"{web_server.url}/#/t/{tid}")
    page.get_by_test_id("hand").wait_for()
    return page


def _turn(page: Any) -> None:
    """One turn of this seat by the hint (any language)."""
    version = version_of(page)
    page.get_by_test_id("hint").click()
    page.get_by_test_id("hint-text").wait_for()
    page.wait_for_timeout(400)
    play = page.get_by_test_id("play")
    (play if play.is_enabled() else page.get_by_test_id("pass")).click()
    moved_on(page, version)


def _animation(page: Any) -> str:
    """The animation of a played card on the table (this seat plays until one shows)."""
    for _ in range(100):
        if page.locator(".topplay .cf").count():
            break
        if page.locator("[data-testid=hint]:not([disabled])").count():
            _turn(page)
        page.wait_for_timeout(100)
    # found and read in one evaluation: a located element can leave the page before a
    # second call reads it (a detached element's computed animation is "")
    return str(page.wait_for_function(
        "() => { const e = document.querySelector('.topplay .cf');"
        " return e ? getComputedStyle(e).animationName : null; }").json_value())


def test_cards_move_unless_reduced_motion_or_switched_off(web_server: Any, browser: Any) -> None:
    page = _table(browser, web_server)
    assert _animation(page) == "card-in"
    page.locator("[data-testid=hand-options] summary").click()
    page.get_by_test_id("feel-motion").uncheck()
    assert _animation(page) == "none"
    page.get_by_test_id("feel-motion").check()  # (kept per browser: back on for the others)
    page.context.close()
    page = _table(browser, web_server, reduced=True)
    assert _animation(page) == "none"
    page.context.close()


def test_sound_cues_and_voice_call_outs_in_english_and_mandarin(web_server: Any,
                                                                browser: Any) -> None:
    for lang, voice, turn in (("en", "en-US", "Your turn"), ("zh-Hans", "zh-CN", "轮到你了")):
        page = _table(browser, web_server, lang=lang)
        assert page.evaluate("() => window.__spoken.length") == 0  # off until chosen
        page.locator("[data-testid=hand-options] summary").click()
        page.get_by_test_id("feel-cues").check()
        page.get_by_test_id("feel-voice").check()
        page.locator("[data-testid=hand-options] summary").click()
        for _ in range(3):
            page.wait_for_function("() => document.querySelector('[data-testid=hint]:not([disabled])')"
                                   " || document.querySelector('[data-testid=round-summary]')", timeout=30000)
            if page.get_by_test_id("round-summary").count():
                break
            _turn(page)
        page.wait_for_timeout(1500)
        spoken = page.evaluate("() => window.__spoken")
        assert spoken and all(s["lang"] == voice for s in spoken), spoken
        assert any(turn in s["text"] for s in spoken), spoken
        assert any(turn not in s["text"] for s in spoken), spoken  # the plays, not only turns
        cues = page.evaluate("() => window.__mmCues ?? []")
        assert "play" in cues, cues
        page.locator("[data-testid=hand-options] summary").click()
        page.get_by_test_id("feel-cues").uncheck()
        page.get_by_test_id("feel-voice").uncheck()
        page.context.close()
