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
cli-stands = stands
