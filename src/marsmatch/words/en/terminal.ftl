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

## The rest of the command line (issue 35, second pass): plain replay, the result lines,
## verify-deal, count, terminal play; their English is the lines as always written
term-you = you
term-mm-result = { $who }: { $title }, { $points } points
term-mm-group = { $card }x{ $n }
term-mm-groups = { $a }  { $b }
term-sj-hand-suit = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
    [C] clubs
   *[T] trump
}: { $cards }
term-sj-hand-sep = { $a } | { $b }
term-sj-won = the deal is won by { $team }{ $yours ->
    [yes] {" "}(your team)
   *[no] {""}
}
term-sj-attackers-points = attackers' points: { $points } (G6.2)
term-sj-level = { $team }: level { $move ->
    [up] { $old } -> { $new }
   *[stays] stays at { $old }
}{ $wins ->
    [yes] , and wins the game (G6.4)
   *[no] {""}
}
term-sj-next-banker = next banker: { $who } (G6.3)
term-no-seat = the action has no "seat" number
term-not-legal = action { $n } (seat { $seat }) is not legal: { $reason }
term-stops-here = the record stops here, before the round ends; to act: { $seats }
term-stops-dealing = the record stops here, while the cards are dealt ({ $out } of { $total } out)
term-result = result:
cli-core = replayed on the { $core } core (docs/compiled-core.md)
cli-deal-unfit = { $proves }; action { $n } does not fit it, which is no player's fault
cli-count = { $plays } legal { $what ->
    [answers] answers
   *[leads] leads
} in { $types } play types
cli-error = error
term-vd-scheme = deal scheme: { $scheme } (the server's seed, mixed with any values the players revealed)
term-vd-commitment = commitment sha256({ $what ->
    [server] server seed
   *[seed] seed
}) = { $hash }
term-vd-published = published commitment: { $state ->
    [yes] matches
    [no] DOES NOT MATCH (the record publishes { $published })
   *[none] not in the record
}
term-vd-value = seat { $seat }'s value: { $state ->
    [yes] matches its commitment, mixed in
    [no] DOES NOT MATCH its commitment
   *[none] committed, never revealed (not mixed in)
}
term-vd-mixed = shuffle seed from the server's seed and the values: { $state ->
    [yes] matches
    [no] DOES NOT MATCH
   *[none] not in the record
}
term-vd-took-part = players who took part: { $who }{ $alone ->
    [server] {" "}(the server chose the seed alone)
    [maker] {" "}(whoever made the record chose the seed alone)
   *[no] {""}
}
term-vd-hands = recorded hands: { $ok ->
    [yes] matches
   *[no] { $why }
}
term-vd-board = event board: { $why }
term-vd-verified = verified: { $proves }
term-vd-failed = failed: { $why }
term-vd-why = { $why }
term-vd-proves = what this proves: { $proves }
play-help = commands: { $game }; 'pass', 'hint', 'bot' (the hint bot moves for you), 'auto' (it plays to the end), 'hand', 'help', 'quit'
term-action-help = an action in the game's text form
term-mm-action-help = cards to play, e.g. '7 7 7 4' (add 'as rocket:1:single' to name the reading, 'as starship:1:pair:4' with the rank where two readings share a shape), or 'pass'
term-sj-action-help = 'declare H2 H2' or 'pass' while declaring, 'bury C3 C4 ...' as the banker, then cards to play, e.g. 'SA SA' (a throw may name its split: 'S8 S8 S7 as pair S8, single S7')
play-you-are = you are seat { $seat } ({ $who }). { $help }
play-prompt = your move
play-end-of-input = (end of input: stopping)
play-not-legal = not legal: { $why }. Type 'hint' for ideas or 'help'.
play-hint = hint: the greedy bot would play { $action }
play-also = also: { $actions }
play-saved = round { $finished ->
    [yes] finished
   *[no] stopped early
}; record saved to { $path } (replay: marsmatch replay { $path })
cli-readings-of = readings of { $play }
cli-readings-col = { $col ->
    [kind] kind
    [length] length
    [rank] rank
   *[attachment] attachment
}
cli-attachment = { $kind ->
    [single] single
    [pair] pair
   *[none] none
}
term-leads-as = { $cards } leads as { $play }
play-quoted = { $action }

## marsmatch --help in the reader's language (cli.translate_help; English --help reads the
## commands' own docstrings, which these repeat: tests/arbiter/test_cli_every_word.py)
cli-help-app = MarsMatch and Shengji: rules engines, judge, records and replay.
cli-help-version = print the version and exit
cli-help-lang = the language of rulings and explanations: en, zh-Hans or zh-Hant (default: the locale, LC_ALL / LANG)
cli-help-options = Options
cli-help-commands = Commands
cli-help-arguments = Arguments
cli-help-judge = List every reading of PLAY; with --against, say whether it may answer and why.
cli-help-count = Count distinct legal plays (R3.13) and play types exactly; a pass is not counted.
cli-help-replay = Replay a record: the round turn by turn, or the first illegal action and why.
cli-help-verify-deal = Recompute the deal from the seed and check its commitment, mixing and hands.
cli-help-deal = Deal a round from a seed and print (or write) its record, ready to be played.
cli-help-decide = Write a printable decision on a record: its hash, the disputed action, the verdict, the rulings quoted in the reader's language, and the code that decided it.
cli-help-serve = Run the game server (lobby, tables, records) and print its address.
cli-help-simulate = Play many rounds with bots and report the rules-lab statistics.
cli-help-arena = Play bots against each other, seats rotated every round; win rates with 95% CIs.
cli-help-play = Play a round at the terminal against bots; the record is saved at the end.
cli-help-review = Judge every decision of one seat with the strong search, from what that seat knew at the time (never the hidden cards): the chance to win of the move played against the best move, a mark (good, inaccuracy, mistake, blunder; docs/bots.md) and the better move in words.
cli-help-lab = The rules lab for the publisher: sweeps across table sizes and options, and a tuner that finds the smallest rule changes meeting targets.
cli-help-event = Duplicate events: the same boards at every table, committed before play (docs/tournaments.md).
cli-help-db = The server's database: which schema revision it is at, and bringing it to the newest (docs/server.md).
cli-wrote = wrote { $path }: { $what }
cli-wrote-file = wrote { $path }
cli-wrote-deal = wrote { $path } (commitment { $hash })

## marsmatch arena in the reader's language (sim/cli.py); bot names stay as typed
arena-title = bot arena (95% Wilson intervals; seats rotated)
arena-col = { $col ->
    [a] A
    [b] B
    [a-win] A win/seat
    [b-win] B win/seat
    [decisive] A wins decisive rounds
    [a-pts] A pts
   *[b-pts] B pts
}
arena-verdict = { $stronger ->
    [yes] { $who } is stronger
   *[no] no significant difference
}
arena-pair = { $a } vs { $b } ({ $game }, { $players } seats, { $rounds } rounds): { $verdict }
arena-real = { $a }'s share of real-match wins: { $rate }
ladder-title = ladder (Bradley-Terry, centred on 1500)
ladder-col = { $col ->
    [rank] rank
    [bot] bot
    [elo] Elo
    [interval] 95% interval
   *[games] decisive games
}
