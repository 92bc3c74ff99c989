"""MarsMatch's easy level plays the climbing game a newcomer expects (players' review of
2026-11-27, nice 3 and minor 3): it answers a plain play with a plain play or a pass and
keeps its bombs for when they matter — the player on top one trick from a streak win or
close to emptying, its own streak one trick from winning, or a bomb that empties its hand
(the greedy rules, docs/bots.md) — never because it holds bombs to spare, as greedy does."""

from __future__ import annotations

from marsmatch.bots import make_bot
from marsmatch.games import marsmatch as mm
from marsmatch.games.marsmatch.combos import Play

DANGER = make_bot("greedy", "marsmatch").options["danger_cards"]


def _bombs_on_plain_plays(level: str, rounds: int = 20) -> tuple[int, int, list[str]]:
    """(bombs, answers, unwarranted): answers to a non-bomb top, how many were bombs, and
    the bombs played when nothing made them matter."""
    bombs = answers = 0
    unwarranted: list[str] = []
    for r in range(rounds):
        st = mm.new_round(mm.Rules(), 4, seed=f"easy-{r}")
        goal = st.rules.streak_to_win
        bots = [make_bot(level, "marsmatch", seed=i) for i in range(4)]
        while not st.finished:
            seat = st.to_act[0]
            top, top_seat = st.top, st.top_seat
            action = bots[seat].act(st, seat)
            if top is not None and not top.reading.is_bomb:
                answers += 1
                if isinstance(action, Play) and action.reading.is_bomb:
                    bombs += 1
                    counts = [sum(h) for h in st.hands]
                    streak = st.streak if st.streak_seat == top_seat else 0
                    mine = st.streak if st.streak_seat == seat else 0
                    matters = (counts[top_seat] <= DANGER or (goal and streak >= goal - 1)
                               or (goal and mine >= goal - 1)
                               or action.size == counts[seat])
                    if not matters:
                        unwarranted.append(f"round {r}: seat {seat} bombed {top}")
            st.apply_action(seat, action)
    return bombs, answers, unwarranted


def test_the_easy_bot_keeps_its_bombs_for_when_they_matter() -> None:
    bombs, answers, unwarranted = _bombs_on_plain_plays("easy")
    assert answers > 200
    assert not unwarranted, unwarranted[:5]
    # greedy, the old "easy", bombs plain plays because it has bombs to spare
    g_bombs, g_answers, g_unwarranted = _bombs_on_plain_plays("greedy")
    assert g_unwarranted
    assert bombs / answers < 0.5 * (g_bombs / g_answers)
