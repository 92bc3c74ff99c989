# What the screen reader hears (the table's live region, web/src/games/*/speech.ts) and
# what the voice says: the play to answer before "Your turn", Shengji follows with their
# cards and points, who is winning the trick.

sr-sep = .{" "}
sp-mm-answer = { $who } played { $play }: beat it or pass
sp-mm-answer-unbeatable = { $who } played { $play }: nothing can beat it
sp-mm-lead = You lead: play any combination
sp-sj-you-lead = You lead trick { $n }
sp-sj-led = { $who } led { $lead }
sp-sj-played = { $who } plays { $cards } ({ $points ->
    [0] no points
    [one] 1 point
   *[other] { $points } points
})
sp-sj-winning = { $who } is winning the trick
