# The publisher's desk, second pass (issue 35): refusals that name their cause.

# R3.11: cards close to no kind, when they are pairs and singles of several ranks
refusal-loose = { $cards } is not a combination: it holds { $npairs ->
    [0] {""}
    [one] 1 pair ({ $pairs }){ $nsingles ->
        [0] {""}
       *[other] {" "}and{" "}
    }
   *[other] { $npairs } pairs ({ $pairs }){ $nsingles ->
        [0] {""}
       *[other] {" "}and{" "}
    }
}{ $nsingles ->
    [0] {""}
    [one] 1 single ({ $singles })
   *[other] { $nsingles } singles ({ $singles })
}, and cards of different ranks go together only as a Pair Sequence (three pairs or more in a run) or as a Rocket's or a Starship's attachments (R3.11)
# an action after the round's end, and what ended it (R4.3, R4.4, R2.7)
mm-err-over-how = the round is over: { $how ->
    [streak] { $who } won { $n } tricks in a row
    [tricks] { $who } won { $n } tricks in all
    [table] { $who } won the table's trick { $n }
    [emptied] { $who } played the last card of the hand
   *[deal] it ended at the deal, with fewer than two players left
}
# Shengji (G2.2): a level card of the led suit's printed suit is a trump
sj-level-trump = ; { $cards } is a level card, so a trump, not a { $suit } card (G2.2)

## the decision document (arbiter/decision.py): a failed deal, the authentic deal, the result
decision-colon = {": "}
decision-hand = { $who }'s hand before the action
decision-result = The result
decision-points = { $n } points
decision-seed-hash = SHA-256 of the record's seed
decision-seed-authentic = The seed is the one committed to
decision-yes = yes
decision-no = no
decision-differs = holds { $extra } that the seed does not deal, and lacks { $missing }
decision-deal-why = the deal's check failed, so the record's deal is not the one committed to before it:
decision-authentic = The actions on the authentic deal (the committed seed's)
decision-footer = { $file } · SHA-256 { $sha }…
