## Errors for bad input (issue 35): one sentence each, said on the command line's
## error: line in the reader's language; the English is the sentence as always written

err-no-file = no { $what ->
    [boards] revealed boards
    [summary] summary file
   *[record] record file
} at { $path }
err-cannot-read = cannot read { $path }: { $why }
err-not-json = record is not valid JSON: { $why } at line { $line } column { $column }
err-not-record = record is not a record: { $why }
err-record-object = a record is a JSON object
err-record-field = the record's { $field } is not valid
err-format = record format { $given } is not supported; this version reads { $reads }
err-record-needs = { $key ->
    [game] a record needs "game": "marsmatch" or "shengji"
    [players] a record needs "players": a list of names in seat order
    [deal-seed] a record with "deal" needs its "seed"
   *[seed-or-hands] a record needs "seed" or "hands" (or both)
}
err-must-be = "{ $key }" must be { $kind ->
    [rules] an object of option names and values
    [string] a string
    [hands] a list of lists of card strings
    [actions] a list of objects
    [hex] a hex string
    [list] a list
    [cards] a list of card strings
    [points] a whole number
    [server-seed] the server's revealed seed
   *[object] an object
}
err-hands-for = { $hands } hands for { $players } players
err-seat-key = "{ $key }" must be a seat number from 0 to { $top }
err-deal-scheme = "deal.scheme" { $given } is not supported; this version reads { $reads }
err-contribution = { $what ->
    [seat] a contribution's seat must be a distinct seat from 0 to { $top }
    [commitment] seat { $seat }'s contribution commitment must be a hex string
    [value] seat { $seat }'s contribution value must be 64 lowercase hex digits or null (not revealed)
   *[object] each contribution is an object with seat, commitment, value
}
err-takes = { $option } takes { $takes }, not { $given }
err-card = { $card } is { $why ->
    [one] not one card
   *[other] not a card
}; { $why ->
    [joker-suit] jokers have no suit
    [suits] suits are S H D C
   *[other] ranks are 3..10 J Q K A 2, jokers LJ BJ
}
err-copies = { $n } copies of { $card } but { $decks ->
    [one] { $decks } deck
   *[other] { $decks } decks
} hold only { $limit }
err-reading = { $given } is not { $what ->
    [kind] a kind; kinds are { $kinds }
    [length] a length; lengths are whole numbers
    [attachment] an attachment; use none, single or pair
    [rank] a rank; ranks are 3..10 J Q K A 2, jokers LJ BJ
   *[reading] a reading; write KIND[:LENGTH[:ATTACHMENT[:RANK]]]
}
err-rules-object = rules must be an object of option names and values
err-rule-option = { $name } is not a { $game } rule option; options are { $options }
err-name-value = { $given } is not NAME=VALUE
err-rule-value = rule { $rule } { $kind ->
    [bool] takes true or false
    [int] takes a whole number
    [bounded] takes a whole number { $bounds }
   *[choice] is one of { $bounds }
}, not { $given }
err-bounds = { $kind ->
    [range] from { $lo } to { $hi }
   *[min] at least { $lo }
}
err-ufo-jokers = a UFO needs at least one joker (R2.2): ufo_big_jokers and ufo_little_jokers cannot both be 0
err-sj-decks = full games use 1 to { $top } decks (G1.2), not { $given }; more are for positions only
err-not-one-of = { $given } is not a { $what ->
    [game] game; games are
   *[core] core; cores are
} { $known }
err-seats = { $game } is played by { $span } players, not { $given }
err-other-game = this is a { $given } record, not a { $game } one
err-mm-two = MarsMatch needs at least 2 players (R1.1)
err-mm-start = MarsMatch records start at the deal; use hands for a position
err-banker = banker must be a seat from 0 to { $top }
err-hands-not-seed = the recorded hands are not the deal of the recorded seed
err-no-seed = the record has no seed, so there is no deal to verify
err-holds-hands = the record holds { $hands } hands for { $players } players
err-as = "as" must be a reading name such as "pair" or "rocket:2:single"
err-action-shape = an action is { $example }
err-action-object = an action is an object such as { $example }
err-distinct-names = players in a reseated match need distinct names
err-level-key = "{ $key }" must be a level 2..10 J Q K A, not { $given }
err-sj-four = Shengji is played by four players, not { $given } (G1.1)
err-start-keys = "start" has unknown keys: { $unknown }; known are { $known }
err-start-phase = "start.phase" must be "declare", "bury" or "play"
err-banker-disagree = "banker" and "start.banker" disagree
err-sj-hands-for = { $hands } hands for four players (G1.1)
err-sj-hands-seed = the hands do not match the deal from the seed (G1.4)
err-sj-equal = the four hands must hold the same number of cards (G1.2, G7)
err-start-levels = "start.levels" must be the two teams' levels, e.g. { $example }
err-position-needs = a "{ $phase }" position needs "{ $key }"{ $key ->
    [trump] : a suit letter or null
   *[other] {""}
}
err-start-trump = "start.trump" must be S, H, D, C or null (no-trump)
err-sj-play-hands = a play position needs four non-empty hands of equal size (G7)
err-hint = "hint" is a unit kind such as "pair" or a list such as { $example }, not { $given }
err-sj-one-kind = an action has exactly one of declare, pass, bury, play
err-sj-pass = a pass is written "pass": true
err-takes-cards = "{ $key }" takes a list of card strings
err-sj-suitless = { $rank } has no suit; Shengji cards carry their suit (e.g. S{ $rank }) except the jokers LJ and BJ
err-sj-level = { $given } is not a level; levels are 2..10 J Q K A
err-sj-trump-suit = { $given } is not a trump suit; use S H D C or null
err-seat-mismatch = the action names seat { $named } but is applied for { $seat }
err-match-over = the match is over; team { $team } won
err-deal-unfinished = the deal is not finished
err-setup = the record cannot be set up: { $why }
err-action-number = { $total ->
    [0] the record has no actions{ $what ->
        [rule] {" "}to rule on
       *[other] {""}
    }
    [one] the record has 1 action; give a number from 1 to 1
   *[other] the record has { $shown } actions; give a number from 1 to { $shown }
}
err-past-illegal = action { $n } comes after action { $first }, the first that is not legal: the record cannot be replayed past it
err-not-utf8 = the record is not UTF-8 text
err-not-lang = { $given } is not a language; languages are { $known }
err-no-such-seat = seat { $seat } is not at this table: seats are 0 to { $top }
err-review-illegal = action { $n } (seat { $seat }) is not legal, so the round is not reviewed (marsmatch replay --explain says why): { $why }
err-seat-range = { $option } must be from 0 to { $top }
err-lab-axis = { $game } sweeps { $axis }; { $given } does not apply (use --{ $axis })
err-excel = { $what ->
    [option] --excel needs
   *[export] Excel export needs
} openpyxl: pip install 'marsmatch[excel]' (the CSV files are written without it)
err-at-least = { $option } must be at least { $other }
err-no-targets = { $game } has no default targets; give --target
err-rule-set = rule set { $given }: { $why }
err-sizes = { $kind ->
    [form] { $what } takes a range such as 2-8 or a list such as 3,5,8, not { $given }
    [empty-range] { $what }: { $given } is an empty range
   *[empty] { $what } is empty
}
err-values = { $option } takes NAME=V1,V2,..., not { $given }
err-twice = { $option } { $name } is given twice
err-skill = --skill takes two different bots, STRONG,WEAK (e.g. greedy,random), not { $given }
err-no-space = there is no default search space for { $game }; give --search NAME=V1,V2,...
err-search-value = --search { $given }: { $why }
err-lab-value = { $what }: { $given } is not a value (a number, 15%, 2pt or 1/N)
err-target = target { $given }
err-target-form = { $target } is not MEASURE<=VALUE, MEASURE>=VALUE, MEASURE=LOW..HIGH or MEASURE=CENTRE+-TOLERANCE
err-not-measure = { $target }: { $given } is not a measure; measures are { $known }
err-band-empty = { $target }: the band { $band } is empty
err-after-equals = { $target }: after '=' give LOW..HIGH or CENTRE+-TOLERANCE
err-min-one = { $option } must be at least 1
err-vary = --vary takes NAME=V1,V2,...
err-file-not-json = { $path } is not JSON: { $why }
err-not-summary = { $path } is not a simulate summary (write one with --out or --json)
err-two-bots = --bots needs at least two bots
err-boards = the revealed boards are a list of { $keys } objects
err-board = revealed board { $n } needs board = { $n }, its seed, commitment and settings
err-no-event = the record carries no "event": { $keys }, so it is not a board of an event
err-no-replay = the record does not replay: action { $n } is not legal ({ $why })
err-round-unfinished = the record's round is not finished
err-no-pdf = no PDF: { $why }; { $page } has a print layout: open it in a browser and print it
err-extra = this needs marsmatch's optional '{ $part }' part: pip install 'marsmatch[{ $part }]' ({ $module } is not installed)
