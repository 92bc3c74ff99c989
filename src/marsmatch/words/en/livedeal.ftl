# Live dealing (issue 30): the cards come one by one and anyone may declare as they arrive.
sj-err-dealing = the cards are still being dealt: declare now, or wait for the deal to end
sj-err-not-received = { $who } has not been dealt { $n ->
    [1] { $card }
   *[other] { $n } × { $card }
} yet (has { $have })
sj-err-not-live = this deal is not dealt live
term-sj-declares-live = { $who } declares { $cards } with { $dealt } of { $total } cards dealt
sj-log-declare-live = { $who } declares { $cards } ({ $dealt } cards dealt)
ld-dealing = Dealing: { $out } of { $total } cards
ld-progress = Cards dealt
ld-anyone = Anyone may declare or overcall while the cards come ({ $level }s of one suit, or two or more identical jokers; more cards beat fewer).
ld-declare = Declare { $cards }
ld-overcall = Overcall: { $cards }
ld-reinforce = Reinforce: { $cards }
ld-lobby-live = Live dealing: declare as the cards come
ld-lobby-pace = Seconds per card
ld-quick = Declare now
