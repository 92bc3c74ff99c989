# Shengji's words: the table, the log, and the engine's words (games/shengji/text.py).
# Chinese terms follow the publisher's rules (shared/seeds/002): 主牌 trump, 級牌 level
# card, 莊家 banker, 抓分方 attackers, 底牌 kitty, 拖拉機 tractor, 局 deal.

sj-trump-not-set = not set yet
sj-points-left = { $left } of { $total } points still out
sj-team-level = level { $level }{ $side ->
    [attackers] {" "}· attackers
    [banker] {" "}· banker's side
   *[none] {""}
}
sj-team-points = { $n } points
sj-declaring = Declaring trump at level { $level }.
sj-nobody-declared = Nobody has declared yet.
sj-you-may-declare = You may declare: pick level cards ({ $level }s) of one suit, or two or more identical jokers — more cards beat fewer — or pass.
sj-you-hold-declaration = You hold the declaration: pass to keep it, or show more cards to make it stronger.
sj-burying = { $who } picked up the kitty and buries { $n } cards.
sj-pick-to-bury = Pick { $n } cards to bury; the cards that came from the kitty are marked.
sj-this-trick = this trick
sj-trick-n = Trick { $n }
sj-trick-won = { $who } won { $points } points
sj-led-what = Led: { $lead }
sj-who-led = { $who } led { $lead }
sj-led = led
sj-winning = winning
sj-won = won
sj-to-play = to play…
sj-sr-spot = { $who }: { $cards }, { $marks }
sj-sr-spot-plain = { $who }: { $cards }
sj-sr-spot-empty = { $who }: no cards yet
sj-back-to-trick = Back to this trick
sj-show-last = Show last trick ({ $who }, { $points } pts)
sj-kitty = Kitty
sj-kitty-buried = Kitty (you buried)
sj-shows = shows { $cards }
sj-attackers-points = Attackers' points
sj-redealt = redealt: nobody declared
sj-levels-now = Levels now
sj-points-per-trick = Points per trick
sj-trick-line = won by { $who }: { $points } points — led { $lead }
sj-log-declare = { $who } declares { $cards }
sj-log-redeal = Nobody declared: the cards are dealt again
sj-log-bury = { $who } buries { $n } cards
sj-log-lead = { $who } leads { $lead }
sj-log-follow = { $who } plays
sj-log-trick = { $who } wins trick { $n }: { $points } points. { $why }
sj-log-scored = The deal is scored: attackers { $points } points

## the engine's words (games/shengji/text.py)
sj-trump = { $suit ->
    [S] ♠ spades
    [H] ♥ hearts
    [D] ♦ diamonds
    [C] ♣ clubs
   *[none] no trump
}
sj-declaration = { $who } shows { $cards }
sj-unit = { $kind ->
    [single] { $cards }
    [pair] a pair of { $first }
    [triple] a triple of { $first }
    [titanic] a Titanic { $span }
   *[tractor] a tractor { $span }
}
sj-throw = a throw: { $parts }
sj-failed = { $who }'s throw failed: { $by } could beat part of it, so only { $cards } was played (G5.3)
sj-trump-fixed = Trump is { $trump } at level { $level }, set { $how ->
    [declared] by the standing declaration
    [kitty] by the cards turned from the kitty (G3.3)
   *[position] by the position
}; { $banker } is the banker
sj-story-redeal = Nobody declared trump: the cards are dealt again
sj-story-won = { $who } ({ $side ->
    [banker] banker's side
   *[attackers] attackers
}) win the deal
sj-story-kitty-captured = Attackers took { $points } points in tricks and captured the kitty ({ $kitty }): { $kitty_points } × { $times } = { $bonus }
sj-story-kitty-kept = Attackers took { $points } points in tricks; the kitty ({ $kitty }, { $kitty_points } points) stays with the banker's side
sj-story-penalties = failed throws moved { $points } points
sj-story-total = Attackers' total: { $points } points
sj-story-level = { $who }: { $advance ->
    [yes] level { $from } → { $to }
   *[no] stay at level { $from }
}{ $wins ->
    [yes] {" "}and win the game
   *[no] {""}
}
sj-story-next-banker = Next banker: { $who }
sj-headline = { $who } ({ $side ->
    [banker] banker's side
   *[attackers] attackers
}) win: { $advance ->
    [yes] level { $from } → { $to }
   *[no] the bank passes to them
}
sj-headline-redeal = redealt: nobody declared
sj-do-declare = declare { $cards }
sj-do-bury = bury { $cards }
sj-do-lead = lead { $lead }
sj-do-follow = play { $cards }
sj-do-pass = pass
sj-ruling-declare = { $who } declares { $cards }
sj-ruling-bury = { $who } buries { $n } cards
sj-ruling-lead = { $who } leads { $cards }
sj-ruling-follow = { $who } follows with { $cards }
sj-ruling-pass = { $who } passes
sj-span = { $low }–{ $high }

## the engine's refusals (games/shengji/state.py, follow.py)
sj-err-count = play { $n ->
    [one] 1 card
   *[other] { $n } cards
}, as many as were led
sj-err-suit = { $who } holds { $held ->
    [one] 1 { $suit } card
   *[other] { $held } { $suit } cards
} ({ $cards }) and must play { $need } of them before any other card{ $level }
sj-err-bury = bury exactly { $k ->
    [one] 1 card
   *[other] { $k } cards
}, as many as the kitty held, not { $n }
sj-err-declare-weak = { $cards } does not beat { $who }'s { $standing }; show more cards (jokers beat suits at equal count)
sj-err-declare-level = declare with level-rank cards ({ $level }s) or jokers, not { $card }
sj-err-declare-jokers = a joker declaration (no-trump) needs two or more identical jokers
sj-suit = { $suit ->
    [S] spade
    [H] heart
    [D] diamond
    [C] club
   *[T] trump
}
sj-suits = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
    [C] clubs
   *[T] trump
}
sj-shape = { $n ->
    [1] a { $kind }
   *[other] { $n } { $kind }s
}{ $length ->
    [1] {""}
   *[other] {" "}of { $length }
}
sj-and = { $a } and { $b }
sj-nothing = nothing
sj-err-rung = { $who } can play { $need } in { $suits } ({ $cards }), so the follow must include it
sj-err-broken = { $who } holds { $group } in { $suits } as such ({ $cards }); a longer group broken up in the follow does not count in its place
sj-err-over = the deal is over; no more actions
sj-err-phase = this is the { $phase } phase, not the time to { $what }
sj-err-turn = it is { $turn }'s turn, not { $who }'s
sj-err-not-to-act = { $who } is not to act
sj-err-not-held = { $who } does not hold { $card }{ $have ->
    [0] {""}
   *[other] {" "}{ $n } times (it holds { $have })
}
sj-err-declare-none = a declaration shows at least one card
sj-err-declare-mixed = a declaration shows identical cards only
sj-err-play-none = play at least one card
sj-err-lead-none = a lead needs at least one card
sj-err-lead-mixed = a lead must be cards of one effective suit (a suit or trump)
sj-err-hint-none = these cards hold no { $kind } for the hint
sj-err-hint-bad = the hint { $hint } is not a unit kind or a list of units
sj-err-hint-part = the hint part { $part } is not like 'pair S8'
sj-err-hint-unit = the hint part { $part } is not a unit
sj-err-not-formed = { $cards } do not form a { $kind }
sj-err-hint-cards = the hint's units are not exactly the cards played
sj-err-hint-format = the hint reads the follow as { $units }; a follow is read as the lead's format: { $lead }

## why a trick's winner won (state._explain: the records' explanations keep the engine's
## notation; these are for people)
sj-why-failed = { $who }'s throw failed: { $by } could beat { $unit }, so only it was played (G5.3)
sj-why-kept = no follow matched the lead's format and beat it; { $who } wins with { $units } (G5.5)
sj-why-beat = { $who } { $trumped ->
    [yes] trumped with
   *[no] beat the lead with
} { $units } (G5.5)
sj-why-both = { $failed }; { $won }
