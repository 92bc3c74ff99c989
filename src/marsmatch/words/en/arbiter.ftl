# The arbiter's desk (src/marsmatch/arbiter/): what a record's deal proves and the verdict
# of its explanation, for the CLI, the arbiter page and decision documents.

arbiter-seat = { $name } (seat { $seat })
arbiter-and = { $a } and { $b }
arbiter-comma = { $a }, { $b }
arbiter-nothing = nothing
arbiter-what = { $what ->
    [server] the server's seed
   *[seed] the seed
}

## the deal's checks
deal-commitment-missing = no commitment was published, so nothing shows { $what } was fixed before the deal
deal-commitment-ok = { $what } matches the commitment published before the deal (sha256 { $digest }…)
deal-commitment-bad = { $what } is not the one committed to before the deal: its sha256 is { $digest }…, the published commitment { $published }…
deal-took-part = { $n ->
    [one] { $who } took part: its value, matching the commitment sent before the deal, is mixed into the shuffle seed
   *[other] { $who } took part: their values, matching the commitments sent before the deal, are mixed into the shuffle seed
}
deal-server-alone = no player took part: no player's value is mixed in, so the server alone chose this deal
deal-withheld = { $who } committed but never revealed a value (not mixed in)
deal-wrong-value = the value of { $who } does not match its commitment
deal-also = { $a }; { $b }
deal-mixing-ok = the shuffle seed is the server's seed mixed with exactly those values
deal-mixing-bad = the shuffle seed is not the server's seed mixed with the players' values: the record's seed was replaced
deal-maker-alone = no player took part: whoever made the record chose the seed alone
deal-no-hands = the record holds no hands: the replay deals them from the seed, so the hands stand or fall with the seed
deal-hands-ok = the seed deals exactly the hands the record holds
deal-hands-bad = the recorded hands are not the seed's deal: { $seats }
deal-hands-seat = { $who } holds { $extra } that the seed does not deal, and lacks { $missing }

## what the checks prove together
deal-proves-replaced = the deal failed: the record's seed is not the one committed to before the deal, so its deal was changed afterwards; no action can be judged against it, and no player is to blame for it
deal-proves-hands = the deal failed: the record's hands are not the deal of its seed, so they were changed; no action can be judged against them
deal-proves-no-commitment = the deal follows from the record's seed, but no commitment was published, so nothing shows the seed was fixed before the deal
deal-proves-players = { $n ->
    [one] nobody alone chose this deal: the server fixed its seed before any value existed and { $who } mixed in a value; the deal follows from that seed
   *[other] nobody alone chose this deal: the server fixed its seed before any value existed and { $who } mixed in their values; the deal follows from that seed
}
deal-proves-alone = the deal follows from a seed fixed before the deal (it matches the published commitment); no player took part, so nothing shows that whoever made it did not choose it

## the verdict on a record
verdict-deal-failed = { $cause ->
    [replaced] The deal failed: the record's seed is not the one committed to before the deal, so its deal was changed afterwards; no action can be judged against it, and no player is to blame for it.
   *[hands] The deal failed: the record's hands are not the deal of its seed, so they were changed; no action can be judged against them.
}
verdict-deal-failed-action = { $failed } Action { $n } does not fit the changed deal ({ $why }); that is the deal's failure, not { $who }'s.
verdict-illegal = Action { $n } ({ $who }) is not legal: { $why }.
verdict-unfinished = Every action stands ({ $n } actions); the record stops before the round ends.
verdict-legal = Every action stands ({ $n } actions); the round is complete.

## the arbiter page (web/src/Replay.svelte)
arbiter-decision = Decision to print and sign
arbiter-deciding = Writing the decision…
arbiter-print = Print this page
arbiter-download-upload = Download this record
arbiter-proves = What the deal proves:
arbiter-in-browser = Checked again in this browser, from the seed:
arbiter-failed-throw = failed throw
arbiter-deal-failed-row = (does not fit the changed deal: the deal's failure, not the player's)
