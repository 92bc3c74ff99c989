# Live dealing (issue 30): the cards come one by one and anyone may declare as they arrive.
sj-err-dealing = the cards are still being dealt: declare now, or wait for the deal to end
sj-err-not-received = { $who } has not been dealt { $n ->
    [1] { $card }
   *[other] { $n } × { $card }
} yet (has { $have })
sj-err-not-live = this deal is not dealt live
term-sj-declares-live = { $who } declares { $cards } with { $dealt } of { $total } cards dealt
sj-log-declare-live = { $who } declares { $cards } ({ $dealt } of { $total } cards dealt)
