## The terminal's lines about a round (marsmatch replay --explain, judge RECORD N, terminal
## play): games/marsmatch/text.py. Card lists are codes in English, as the command line
## writes them.

term-list = { $a }, { $b }
term-seat = { $who } (seat { $seat })
term-seat-first = seat { $seat } { $who }
term-commitment = sha256 of the record's seed = { $hash }
term-mm-start = MarsMatch, { $n } players, one deck each: { $seats }; banker: { $banker }
term-mm-heavenly = { $who } wins at the deal with { $hand }: { $title }, { $points } points ({ $rule })
term-mm-plays = { $who } plays { $play }: { $cards }
term-mm-passes = { $who } passes
term-mm-trick = -- { $who } wins the trick{ $streak ->
    [1] {""}
   *[other] , { $streak } in a row
}
term-mm-round = { $who } wins the round: { $how }; { $title }, { $points } points ({ $rule })
term-mm-how = { $how ->
    [streak] won { $n ->
        [one] 1 trick
       *[other] { $n } tricks
    } in a row (R4.4)
    [table] won trick { $n } of the table's { $n } (R4.4)
    [tricks] won { $n ->
        [one] 1 trick
       *[other] { $n } tricks
    } in all (R4.4)
   *[emptied] emptied the hand (R4.3)
}
term-mm-seat-cards = { $who } { $n ->
    [one] 1 card
   *[other] { $n } cards
}
term-mm-held = cards held: { $held }
term-mm-gone = left at the deal: { $who }
term-mm-to-beat = to beat: { $play } ({ $cards }) by { $who }
term-mm-leads = { $who } leads
term-mm-streak = { $who } has won { $n ->
    [one] 1 trick
   *[other] { $n } tricks
} in a row
term-mm-hand = your hand ({ $n ->
    [one] 1 card
   *[other] { $n } cards
}): { $hand }
term-seat-n = seat { $seat }
cli-start = start: { $line }
cli-initial-phase = initial phase: { $line }
cli-note = note: { $note }
cli-stands = stands

## Shengji (games/shengji/text.py); $lead and $why are the engine's words in English (card
## codes), their messages in the other languages
term-sj-team = { $a } and { $b } (seats { $sa } and { $sb })
term-sj-trump = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
    [C] clubs
   *[none] no trump (jokers and level cards only)
}
term-sj-declares = { $who } declares { $cards }
term-sj-passes = { $who } passes
term-sj-fixed = == trump is { $trump } at level { $level }, set by { $how ->
    [declared] the standing declaration
    [kitty] cards turned from the kitty (G3.3)
   *[position] the position
}; banker { $banker }
term-sj-redeal = nobody declared in the first deal: redeal (G3.3)
term-sj-buries = { $who } buries { $n } cards
term-sj-leads = { $who } leads { $lead }{ $failed }
term-sj-failed = {" "}-- the throw fails: { $by } can beat it, so only { $cards } is played (G5.3)
term-sj-plays = { $who } plays { $cards }
term-sj-trick = -- trick { $n }: { $who } wins { $points } points for the { $side ->
    [attackers] attackers
   *[banker] banker's side
} (attackers { $so_far } so far); { $why }
term-sj-scored = attackers took { $points } points in tricks; { $kitty }; attackers' total: { $total } points
term-sj-kitty-won = bottom captured: kitty { $cards } ({ $points } points) x { $times } = { $bonus } (G6.1)
term-sj-kitty-kept = the kitty { $cards } stays with the banker's side (G6.1)
term-sj-start = Shengji, { $decks ->
    [one] 1 deck
   *[other] { $decks } decks
}; teams { $a } against { $b }; level { $level }
term-sj-declaring-first = the banker is decided by declaring; { $who } declares first
term-sj-banker = banker { $who }
term-sj-phase = phase: { $phase }; level { $level }{ $trump }
term-sj-phase-trump = ; trump { $trump }; banker { $banker }
term-sj-standing = standing declaration: { $who } shows { $cards }
term-sj-seat-cards = { $who } { $cards }
term-sj-current = trick { $n }: { $plays }
term-sj-points = attackers' points: { $points }
term-sj-hand = your hand ({ $n } cards): { $hand }
term-sj-sep = { $a }; { $b }
term-sj-side = { $side ->
    [banker] banker's side
   *[attackers] attackers
}
