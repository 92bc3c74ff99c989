"""``marsmatch play``: a human at the terminal against bots (or bots alone with ``--auto``).

Reads one command per line from stdin, so it works the same at a terminal and through a
pipe. Commands at your turn:

* cards to play, e.g. ``7 7 7 4`` (MarsMatch; add ``as rocket:1:single`` to name the
  reading) or ``SA SA`` (Shengji; also ``declare H2`` and ``bury C3 C4 ...``);
* ``pass`` (``p``); ``hint`` (``h``): what the greedy bot would do and other options;
* ``bot`` (``b``): let the hint bot make this move; ``auto``: let it play to the end;
* ``hand``, ``help`` (``?``), ``quit`` (``q``: stop; the record so far is saved).

The record is written at the end (``--record FILE``; default ``<game>-<seed>.json``) and
replays with ``marsmatch replay FILE``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, TextIO

import typer
from rich.console import Console

from .bots import Bot, bot_from_spec, bot_seed, make_bot
from .errors import MarsMatchError

HELP = ("commands: cards to play (e.g. '7 7 7 4', or '7 7 7 4 as rocket:1:single'), "
        "'pass', 'hint', 'bot' (the hint bot moves for you), 'auto' (it plays to the end), "
        "'hand', 'help', 'quit'")
SJ_HELP = ("commands: 'declare H2 H2', 'pass', 'bury C3 C4 ...', cards to play (e.g. 'SA SA'), "
           "'hint', 'bot', 'auto', 'hand', 'help', 'quit'")


class Session:
    """One round at the terminal: the state, the bots, the human seat and the console."""

    def __init__(self, game: str, state: Any, bots: list[Bot | None], human: int | None,
                 console: Console, stdin: TextIO, hint_bot: Bot) -> None:
        self.game = game
        self.state = state
        self.bots = bots
        self.human = human
        self.console = console
        self.stdin = stdin
        self.hint_bot = hint_bot
        self.autopilot = human is None
        self.quit = False

    def say(self, text: str) -> None:
        self.console.print(text, highlight=False)

    # -- the loop --------------------------------------------------------------------------
    def run(self) -> None:
        self.show_start()
        while not self.state.finished and not self.quit:
            seat = self.state.to_act[0]
            if seat == self.human and not self.autopilot:
                self.human_turn(seat)
            else:
                bot = self.bots[seat] or self.hint_bot
                action = bot.act(self.state, seat)
                self.state.apply_action(seat, action)
                self.say(self.describe_action(seat, action))
        if self.state.finished:
            self.show_result()

    def human_turn(self, seat: int) -> None:
        self.show_table(seat)
        while True:
            self.console.print("[bold]your move>[/bold] ", end="")
            line = self.stdin.readline()
            if not line:
                self.say("(end of input: stopping)")
                self.quit = True
                return
            text = line.strip()
            if text and not self.stdin.isatty():
                self.say(text)  # echo piped input so the transcript reads naturally
            cmd = text.lower()
            if not cmd:
                continue
            if cmd in ("q", "quit", "exit"):
                self.quit = True
                return
            if cmd in ("?", "help"):
                self.say(HELP if self.game == "marsmatch" else SJ_HELP)
                continue
            if cmd == "hand":
                self.show_hand(seat)
                continue
            if cmd in ("h", "hint"):
                self.hint(seat)
                continue
            if cmd in ("b", "bot", "auto"):
                if cmd == "auto":
                    self.autopilot = True
                action = self.hint_bot.act(self.state, seat)
                self.state.apply_action(seat, action)
                self.say(self.describe_action(seat, action))
                return
            try:
                action = self.parse(seat, text)
                self.state.apply_action(seat, action)
            except MarsMatchError as exc:
                self.say(f"[red]not legal:[/red] {exc}. Type 'hint' for ideas or 'help'.")
                continue
            self.say(self.describe_action(seat, action))
            return

    # -- game specifics --------------------------------------------------------------------
    def parse(self, seat: int, text: str) -> dict[str, Any]:
        low = text.lower()
        if low in ("p", "pass"):
            return {"seat": seat, "pass": True}
        if self.game == "marsmatch":
            cards, _sep, spec = text.partition(" as ")
            from .cards import parse_cards

            parsed = [str(c) for c in parse_cards(cards)]
            action: dict[str, Any] = {"seat": seat, "play": parsed}
            if spec.strip():
                action["as"] = spec.strip()
            return action
        from .games.shengji import parse_shengji_cards

        word, _sp, rest = text.partition(" ")
        kind = word.lower()
        if kind in ("declare", "bury", "play"):
            body = rest
        else:
            kind = {"declare": "declare", "bury": "bury"}.get(self.state.phase.value, "play")
            body = text
        return {"seat": seat, kind: [str(c) for c in parse_shengji_cards(body)]}

    def hint(self, seat: int) -> None:
        action = self.hint_bot.act(self.state, seat)
        self.say(f"hint: {self.describe_action(seat, action, hint=True)}")
        if self.game == "marsmatch":
            types = self.state.legal_types()
            shown = sorted(types, key=lambda rd: (rd.is_bomb, rd.kind, rd.length, rd.top))[:12]
            from .bots.marsmatch import describe_choice

            self.say(f"{len(types)} play types open to you, e.g.: " + "; ".join(
                describe_choice(self.state.default_play(rd)) for rd in shown))
            if self.state.can_pass():
                self.say("or pass")

    def describe_action(self, seat: int, action: dict[str, Any], hint: bool = False) -> str:
        who = "you" if seat == self.human and not hint else f"seat {seat} ({self.name(seat)})"
        if hint:
            who = "the greedy bot would"
        if action.get("pass"):
            return f"{who} pass" + ("" if hint or who == "you" else "es")
        if self.game == "marsmatch":
            from .games.marsmatch import Play

            if hint:
                return f"{who} play {' '.join(action['play'])} as {action['as']}"
            ev = self.state.events
            play = next((e.play for e in reversed(ev) if hasattr(e, "play")
                         and isinstance(e.play, Play)), None)
            what = play.describe() if play is not None else action.get("as", "")
            return f"{who} play{'' if who == 'you' else 's'} {what}: {' '.join(action['play'])}"
        for kind in ("declare", "bury", "play"):
            if kind in action:
                cards = " ".join(action[kind]) if kind != "bury" or seat == self.human else (
                    f"{len(action[kind])} cards")
                verb = kind if who in ("you", "the greedy bot would") else kind + "s"
                return f"{who} {verb} {cards}"
        return f"{who}: {action}"

    def name(self, seat: int) -> str:
        bot = self.bots[seat]
        return bot.label if bot is not None else "you"

    def show_start(self) -> None:
        st = self.state
        if self.game == "marsmatch":
            self.say(f"[bold]MarsMatch[/bold], {st.n} players; banker seat {st.banker}; "
                     f"commitment {st.commitment}")
            for e in st.events:
                self.say(f"seat {e.seat} ({self.name(e.seat)}) wins at the deal: "
                         f"{e.category} with {e.hand}, {e.points} points")
        else:
            self.say(f"[bold]Shengji[/bold], {st.rules.decks} deck(s), level {st.level}; "
                     f"seats 0+2 vs 1+3; banker "
                     f"{'decided by declaring' if st.banker is None else f'seat {st.banker}'}")
        if self.human is not None:
            self.say(f"you are seat {self.human}. {HELP if self.game == 'marsmatch' else SJ_HELP}")

    def show_hand(self, seat: int) -> None:
        st = self.state
        if self.game == "marsmatch":
            from .games.marsmatch.combos import RANK_NAMES

            h = st.hands[seat]
            groups = [f"{RANK_NAMES[r]}x{h[r]}" if h[r] > 1 else RANK_NAMES[r]
                      for r in range(15) if h[r]]
            self.say(f"your hand ({sum(h)} cards): [cyan]{'  '.join(groups)}[/cyan]")
            return
        cards = st.hand(seat)
        if st.trump is None:
            self.say(f"your hand ({len(cards)}): " + " ".join(str(c) for c in cards))
            return
        by: dict[str, list[str]] = {}
        for c in cards:
            by.setdefault(st.trump.esuit(c), []).append(str(c))
        names = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "T": "trump"}
        self.say(f"your hand ({len(cards)}): " + " | ".join(
            f"{names[s]}: {' '.join(cs)}" for s, cs in by.items()))

    def show_table(self, seat: int) -> None:
        st = self.state
        if self.game == "marsmatch":
            counts = " ".join(f"{s}:{sum(st.hands[s])}" for s in st.active)
            top = (f"{st.top.describe()} ({' '.join(st.top.cards())}) by seat {st.top_seat}"
                   if st.top is not None else "nothing: you lead")
            streak = (f"; seat {st.streak_seat} has won {st.streak} trick(s) in a row"
                      if st.streak_seat >= 0 else "")
            self.say(f"cards held {counts}; on the table: {top}{streak}")
        else:
            phase = st.phase.value
            info = f"phase {phase}; level {st.level}"
            if st.trump is not None:
                info += f"; {st.trump.describe()}; banker seat {st.banker}"
            if st.standing:
                info += f"; standing declaration by seat {st.standing[0]}: " + " ".join(
                    str(c) for c in st.standing[1])
            if st.current:
                info += "; this trick: " + ", ".join(
                    f"seat {s} {' '.join(str(c) for c in cs)}" for s, cs in st.current)
            info += f"; attackers' points {st.attackers_points}"
            self.say(info)
        self.show_hand(seat)

    def show_result(self) -> None:
        st = self.state
        if self.game == "marsmatch":
            for r in st.result():
                who = "you" if r["seat"] == self.human else f"seat {r['seat']}"
                self.say(f"{who}: {r['category']}" + (f" ({r['hand']})" if "hand" in r else "")
                         + f", {r['points']} points")
        else:
            for r in st.result():
                who = "you" if r["seat"] == self.human else f"seat {r['seat']}"
                if r.get("redeal"):
                    self.say("nobody declared: redeal")
                    break
                self.say(f"{who}: {r['side']}, level {r['level_before']} -> {r['level_after']}"
                         f", side points {r['points']}")

    def record(self) -> Any:
        if self.game == "marsmatch":
            return self.state.to_record()
        from .games.shengji import record_from_state

        return record_from_state(self.state)


def play(
    game: str = typer.Option("marsmatch", "--game", help="marsmatch or shengji"),
    players: int = typer.Option(4, "--players", min=2, help="players (MarsMatch)"),
    decks: int = typer.Option(2, "--decks", min=1, max=3, help="decks (Shengji)"),
    bots: str = typer.Option("greedy", "--bots",
                             help="the other seats' bots, comma-separated, repeated as needed"),
    seed: str | None = typer.Option(None, "--seed", help="deal seed (default: fresh)"),
    seat: int = typer.Option(0, "--seat", min=0, help="your seat"),
    auto: bool = typer.Option(False, "--auto", help="no human: bots play every seat"),
    rule: list[str] = typer.Option([], "--rule", help="a rule option NAME=VALUE (repeatable)"),
    record: Path | None = typer.Option(None, "--record", help="where to save the record"),
) -> None:
    """Play a round at the terminal against bots; the record is saved at the end."""
    console = Console(highlight=False, soft_wrap=True)
    try:
        session = build_session(game, players, decks, bots, seed, seat, auto, rule, console)
        session.run()
    except MarsMatchError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    rec = session.record()
    path = record or Path(f"{game}-{(rec.seed or 'round')[:12]}.json")
    path.write_text(rec.dumps() + "\n", encoding="utf-8")
    state = "finished" if session.state.finished else "stopped early"
    console.print(f"round {state}; record saved to {path} (replay: marsmatch replay {path})")


def build_session(game: str, players: int, decks: int, bots: str, seed: str | None,
                  seat: int, auto: bool, rule: list[str], console: Console,
                  stdin: TextIO | None = None) -> Session:
    from .games import GAME_NAMES, game_module
    from .shuffle import new_seed

    if game not in GAME_NAMES:
        raise MarsMatchError(f"{game!r} is not a game; games are {', '.join(GAME_NAMES)}")
    module = game_module(game)
    seed = seed or new_seed()
    specs = [b.strip() for b in bots.split(",") if b.strip()] or ["greedy"]
    if game == "marsmatch":
        rules = module.Rules.from_assignments(rule)
        state = module.new_round(rules, players, seed=seed)
        n = players
    else:
        rules = module.Rules.from_assignments([f"decks={decks}", *rule])
        from .shuffle import draw_seat

        state = module.new_round(rules, ["N", "E", "S", "W"], seed=seed,
                                 banker=draw_seat(seed, 4))
        n = 4
    human = None if auto else seat
    if human is not None and human >= n:
        raise MarsMatchError(f"--seat must be from 0 to {n - 1}")
    seat_bots: list[Bot | None] = []
    k = 0
    for s in range(n):
        if s == human:
            seat_bots.append(None)
            continue
        seat_bots.append(bot_from_spec(specs[k % len(specs)], game, seed=bot_seed(seed, s)))
        k += 1
    hint_bot = make_bot("greedy", game, seed=bot_seed(seed, "hint"))
    return Session(game, state, seat_bots, human, console, stdin or sys.stdin, hint_bot)


def register(app: typer.Typer) -> None:
    app.command("play")(play)


__all__ = ["Session", "build_session", "play", "register"]
