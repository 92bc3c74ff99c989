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

## the rule book's words for a rule change (sim/marsmatch.py describe_rules), and the
## warning when a change rewrites a rule the seed prints
lab-rb-list = { $items }
lab-rb-and = { $a } and { $b }
lab-rb-with = with { $players }, { $said }
lab-rb-players = { $how ->
    [one] { $n } players
    [range] { $first }-{ $last } players
   *[list] { $first } and { $last } players
}
lab-rb-starlink = a Starlink is { $word ->
    [least] at least
   *[exactly] exactly
} { $nw } natural { $n ->
    [one] 3
   *[other] 3s
}
lab-rb-joker = { $nw } { $which ->
    [big] Big
   *[little] Little
} { $n ->
    [one] Joker
   *[other] Jokers
}
lab-rb-ufo = a UFO is { $word ->
    [least] at least
   *[exactly] exactly
} { $jokers }
lab-rb-no = { $what ->
    [ufo] there is no UFO
   *[starlink] there is no Starlink
}
lab-rb-no-heavenly = there are no Heavenly Hands
lab-rb-heavenly = Heavenly Hands: { $now } (the publisher: { $seed }) [R2.1, R2.2].
lab-rb-streak-how = { $how ->
    [none] no number of tricks wins the real match
    [table] the winner of the table's trick number { $nw } wins the real match
    [total] the first player to win { $nw } { $n ->
        [one] trick
       *[other] tricks
    } in all wins the real match
   *[row] { $nw } { $n ->
        [one] trick
       *[other] tricks
    } in a row win the real match
}
lab-rb-streak = Trick goal: { $now } (the publisher: three tricks in a row at every table) [R4.4].
lab-rb-opening = Opening leader: a seat drawn at random from the round's seed leads the first trick of the real match, or the next remaining player clockwise if that seat went out at the deal (the rulings: the banker leads) [R4.1; the seed: "random draw determines first player"].
lab-rb-snatch = Heaven Snatch: when the banker holds no Heavenly Hand, every holder of one wins with its own type's points, UFO holders next to Starlink holders (the publisher's ruling: only the strongest type) [R2.6].
lab-rb-other = { $name } = { $value }: { $help }.
lab-printed-heavenly = rewrites a printed rule: the seed's Heavenly Hands ("Starlink: six 3s", "UFO: Four Heavenly Kings")
lab-printed-streak = rewrites a printed rule: the seed's "Players win by securing three consecutive plays"
lab-printed-opening = rewrites a printed rule: the seed's "Banker (First Player)"
lab-skill-guard = skill edge of { $strong } over { $weak } (duplicate deals) not below the publisher's rules' at each size
lab-bots-row = bots: { $bots }
lab-warning = warning
decision-reading-spec = { $kind } ({ $rest })
lab-bot-name = { $name ->
    [random] random
    [greedy] greedy
    [search] search
    [search-base] search ({ $spec })
   *[other] { $spec }
}
lab-bot-sep = { $sep ->
    [pair] {" "}over{" "}
   *[list] ,{" "}
}
code-line = marsmatch { $version }{ $state ->
    [none] {""}
    [modified] , commit { $commit } with local changes
   *[clean] , commit { $commit }
}, sources sha256 { $sources }

## the command line's rulings and explanations (cli.py, arbiter/explain.py lines)
cli-deal = the deal: { $proves }
cli-deal-none = the deal: the record has no seed, so its deal cannot be checked
cli-line-ruling = { $legal ->
    [yes] { $ruling }
   *[no] NOT LEGAL: { $ruling }
}
cli-result = result: { $line }
cli-score = score: { $who }: { $title }, { $points } points
cli-verdict = verdict: { $verdict }
cli-action-of = action { $n } of { $total }: { $who } { $action }
cli-ruling = ruling: { $legal ->
    [yes] it stands — { $ruling }
   *[no] NOT LEGAL — { $ruling }
}
cli-but = but: { $why }
cli-before = the table before it:
cli-no-readings = no readings
