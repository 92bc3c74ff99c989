# MarsMatch's words: the table, the log, and the engine's words (games/marsmatch/text.py).
# The publisher's terms (Rocket, Starship, Lone Boat, Heavenly Hand...) are names: keep
# them recognisable in every language.

mm-to-beat = To beat · played by { $who }
mm-beaten-by = Beaten by
mm-your-lead = Your lead: play any combination
mm-what-to-lead = What can I play?
mm-leads = { $who } leads
mm-last-trick = Last trick: { $who } won with
mm-won-round-with = { $who } won the round with
mm-went-out = { $who } went out at the deal with { $hand }: { $title }, { $points } points
mm-out-tag = out: { $hand }
mm-at-the-deal = at the deal
mm-result-with = { $title } with { $hand }
mm-log-play = { $who }: { $play }
mm-log-trick = { $who } wins the trick{ $streak ->
    [1] {""}
   *[other] {" "}({ $streak } in a row)
}
mm-log-heavenly = { $who } goes out with { $hand }: { $title }, { $points } points
mm-log-round-won = { $who } wins the round ({ $how }): { $title }, { $points } points

## a play's reading (combos.Reading.describe): kind, length n, top rank, lowest rank
## low, attachments; ranks are 3..10 J Q K A, 2; jokers come as card-BJ / card-LJ
mm-play = { $kind ->
    [single] single { $rank }
    [pair] pair of { $rank }s
    [pair_sequence] Pair Sequence { $low }..{ $rank } ({ $n } pairs)
    [rocket] { $n ->
        [1] Rocket of { $rank }s{ $attach }
       *[other] Rocket { $low }..{ $rank } ({ $n } triples){ $attach }
    }
    [starship] { $n ->
        [1] Starship of { $rank }s{ $attach }
       *[other] Starship { $low }..{ $rank } ({ $n } quads){ $attach }
    }
    [lone_boat] Lone Boat { $rank }{ $attach }
    [drone] Drone of { $rank }s (length { $n })
    [super_drone] Super Drone (three 3s)
   *[spaceship] Spaceship { $rank }
}
mm-attach = { $kind ->
    [single] { $count ->
        [1] {" "}with a single
       *[other] {" "}with { $count } singles
    }
    [pair] { $count ->
        [1] {" "}with a pair
       *[other] {" "}with { $count } pairs
    }
   *[none] {""}
}
mm-spaceship-rank = { $big ->
    [2] two Big Jokers
    [1] Big Joker and Little Joker
   *[0] two Little Jokers
}
mm-lone-boat-cards = { $play } ({ $cards })

## what can answer the play to beat (text.beaten_by), each with its ruling
mm-bombs = a Drone, a Super Drone or a Spaceship
mm-beaten-nothing = nothing: the strongest play there is (R3.9)
mm-beaten-spaceship = only a stronger Spaceship (R3.9)
mm-beaten-super-drone = only a Spaceship (R3.8)
mm-beaten-drone = a longer Drone, or one as long of a higher rank; a Super Drone or a Spaceship (R3.7)
mm-beaten-shape = { $shape } ({ $rule }), or a bomb: { $bombs } (R3.7-R3.9)
mm-shape = { $kind ->
    [single] a higher single or a bare Lone Boat
    [pair] a higher pair
    [pair_sequence] a higher Pair Sequence of { $n } pairs
    [rocket] a higher Rocket{ $n ->
        [1] {""}
       *[other] {" "}of { $n } triples
    }{ $attach }
    [starship] a higher Starship{ $n ->
        [1] {""}
       *[other] {" "}of { $n } quads
    }{ $attach }
    [lone_boat_bare] a Big Joker
   *[lone_boat] a stronger Lone Boat{ $attach }
}

## results: the publisher's categories (R2.5-R4.5) and Heavenly Hands (R2.2)
mm-category = { $what ->
    [banker_heavenly] Banker's Heavenly Hand
    [nonbanker_heavenly] Non-Banker Heavenly Hand
    [heaven_snatch] Heaven Snatch
    [ground_hand] Ground Hand
    [ground_snatch] Ground Snatch
    [human_hand] Human Hand
   *[total_loser] Total Loser
}
mm-hand = { $what ->
    [starlink] a Starlink
    [ufo] a UFO
   *[starlink_ufo] a Starlink and a UFO
}
mm-hand-short = { $what ->
    [starlink] Starlink
    [ufo] UFO
   *[starlink_ufo] Starlink and UFO
}
mm-streak = { $who } has won { $n ->
    [one] 1 trick
   *[other] { $n } tricks
} in a row{ $goal ->
    [0] {""}
   *[other] {" "}({ $kind ->
        [streak] { $goal } in a row wins
        [total] { $goal } in all win
       *[table] the winner of trick { $goal } wins
    }, R4.4)
}
mm-story-heavenly = { $who } went out at the deal with { $hand }: { $title }, { $points } points
mm-story-won = { $who } won the round: { $how }. { $title } ({ $rule }), { $points } points
mm-how-streak = won { $n ->
    [one] 1 trick
   *[other] { $n } tricks
} in a row while still holding { $held ->
    [one] 1 card
   *[other] { $held } cards
}
mm-how-table = won the table's trick { $n } while still holding { $held ->
    [one] 1 card
   *[other] { $held } cards
}
mm-how-tricks = won { $n ->
    [one] 1 trick
   *[other] { $n } tricks
} in all while still holding { $held ->
    [one] 1 card
   *[other] { $held } cards
}
mm-how-emptied = played the last card of the hand
mm-story-deal-ended = the round ended at the deal: { $who } was the only player left, a Total Loser
mm-how-short = { $how ->
    [streak] won the streak
    [tricks] won the tricks
   *[emptied] emptied the hand
}
mm-headline-part = { $who }: { $title }, { $points } points
mm-headline = { $parts }
mm-no-winner = no winner
mm-ruling-pass = { $who } passes: a player who does not answer passes
mm-ruling-lead = { $who } leads { $play }
mm-ruling-answer = { $who }: { $why }
mm-do-pass = pass

## why a play does (not) answer the play to beat (combos.explain_msg): the compiled verdict's
## code ($why: bomb, equal, longer, shorter, higher, lower, shape, bare_boat, attachment) and
## the kind whose section decided ($kind); $need only with "shape"
mm-explain = { $a } { $beats ->
    [yes] beats
   *[no] does not beat
} { $b }{ $why }
mm-why = { $why ->
    [bomb] : { $kind ->
        [drone] a Drone beats every combination but a Spaceship, a Super Drone or a stronger Drone
        [super_drone] a Super Drone beats everything but a Spaceship
       *[spaceship] a Spaceship beats everything but a stronger Spaceship
    }
    [equal] : an equal play does not beat
    [longer] : longer Drone
    [shorter] : shorter Drone
    [higher] { $kind ->
        [single] : singles compare by rank
        [drone] : same length, higher rank
        [spaceship] : two Big Jokers beat a Big and a Little Joker, which beat two Little Jokers
       *[other] : same shape, higher rank
    }
    [lower] { $kind ->
        [single] : singles compare by rank
        [drone] : same length, rank not higher
        [spaceship] : two Big Jokers beat a Big and a Little Joker, which beat two Little Jokers
       *[other] {""}
    }
    [bare_boat] : a bare Lone Boat beats every non-joker single, the Big Joker beats the Little Joker
    [attachment] : the joker decides first, then the attachment
   *[shape] : only { $need } or a bomb can answer it
}
mm-need = { $kind ->
    [single] a higher single or a bare Lone Boat
    [pair] a higher pair
    [pair_sequence] a higher Pair Sequence of { $n } pairs
    [rocket] a higher Rocket of { $n ->
        [one] 1 triple
       *[other] { $n } triples
    }{ $attach ->
        [single] {" "}with single attachments
        [pair] {" "}with pair attachments
       *[none] {""}
    }
    [starship] a higher Starship of { $n ->
        [one] 1 quad
       *[other] { $n } quads
    }{ $attach ->
        [single] {" "}with single attachments
        [pair] {" "}with pair attachments
       *[none] {""}
    }
    [lone_boat_bare] a Big Joker
   *[lone_boat] a stronger Lone Boat with a { $attach }
}

## the engine's refusals (games/marsmatch/state.py): seats as the engine names them
mm-err-over = the round is over
mm-err-no-seat = there is no seat { $seat }
mm-err-left = { $who } left the round in the initial phase
mm-err-turn = { $who } is not to act; { $turn } is
mm-err-not-held = { $who } does not hold { $missing }
mm-missing = { $n } × { $rank } (it has { $has })
mm-err-not-kind = { $cards } is not a { $play }
mm-err-lead-pass = the leader must play; a lead cannot be passed
