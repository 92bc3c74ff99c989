# The site's own words: the lobby, the table, replays (docs/translations.md).
# A game's noun for one hand played: MarsMatch plays rounds, Shengji deals.

site-title = MarsMatch
shengji-name = Shengji
game-marsmatch = MarsMatch
game-shengji = Shengji
nav-label = Site
nav-rules = Rules
nav-replays = Replays
language = Language
lobby = Lobby
go-lobby = Go to the lobby
go-table = Go to the table
table = Table
ok = OK
close = Close
copy = Copy
copied = Copied ✓
copy-link = Copy link
share = Share…
yes = yes
no = no
none = none
usual = usual
optional = optional
choose = choose…
loading = Loading…
checking = Checking…
back = Back
next = Next
pause = Pause
play-replay = Play
game = Game

## rounds and deals
round-n = { $game ->
    [shengji] deal { $n }
   *[other] round { $n }
}
round-col = { $game ->
    [shengji] Deal
   *[other] Round
}
round-over = { $game ->
    [shengji] Deal { $n } is over
   *[other] Round { $n } is over
}
round-over-short = { $game ->
    [shengji] Deal over
   *[other] Round over
}
next-round = { $game ->
    [shengji] Next deal
   *[other] Next round
}
score-sheet = Score sheet ({ $game ->
    [shengji] { $n ->
        [one] 1 deal
       *[other] { $n } deals
    }
   *[other] { $n ->
        [one] 1 round
       *[other] { $n } rounds
    }
})
score-sheet-label = score sheet
log-title = { $game ->
    [shengji] Deal log
   *[other] Round log
} ({ $n ->
    [one] 1 entry
   *[other] { $n } entries
})
log-label = { $game ->
    [shengji] deal log
   *[other] round log
}
deal-fixed = The deal of { $game ->
    [shengji] deal
   *[other] round
} { $n } is fixed already; its fingerprint (shown now, checked at the end):

## the lobby
learn-title = New here? Learn a game
learn-why = A guided first game deals you a set hand and explains every step; the rules pages show every kind of play.
learn-play = { $game ->
    [shengji] Guided first game of Shengji
   *[other] Guided first game of MarsMatch
}
rules-of = { $game ->
    [shengji] Shengji rules
   *[other] MarsMatch rules
}
new-table = New table
your-name = Your name
name-placeholder = e.g. Ann
players = Players
decks = Decks
n-decks = { $n ->
    [one] 1 deck
   *[other] { $n } decks
}
seats-legend = Seats (seat 1 is yours)
seat-n = Seat { $n }
seat-you = you
seat-person = a person (invite by link)
bot-random = bot: random (plays at random)
bot-greedy = bot: greedy (best play now, bombs freely)
bot-search = bot: search (looks ahead)
bot-search-v1 = bot: search, older version
bot-learned = bot: trained (learned from play)
bot-other = bot: { $name }
turn-timer = Turn timer (seconds, 0 = none)
bot-pause = Bot pause (seconds)
table-name = Table name
show-rule-options = Show rule options
hide-rule-options = Hide rule options
create-table = Create table
tables = Tables
no-tables = No tables being played.
n-seats = { $n ->
    [one] 1 seat
   *[other] { $n } seats
}
lobby-waiting-for = waiting for { $n ->
    [one] 1 player
   *[other] { $n } players
}
lobby-starting = starting
lobby-finished = finished
lobby-playing = playing { $game ->
    [shengji] deal { $n }
   *[other] round { $n }
}
resume = Resume
join = Join
watch = Watch
show-finished = Show { $n ->
    [one] 1 finished table
   *[other] { $n } finished tables
}
hide-finished = Hide { $n ->
    [one] 1 finished table
   *[other] { $n } finished tables
}
finished-rounds = Finished rounds
none-yet = None yet.
replay = Replay
record = Record
download-record = Download record
download-record-of = Download the record of { $game ->
    [shengji] Shengji deal { $n }
   *[other] MarsMatch round { $n }
}
check-a-record = Check a record (arbitration)
table-title = { $game ->
    [shengji] Shengji
   *[other] MarsMatch
} with { $who }
free-seats = free seats
free-seat = free seat

## joining a table
missing-title = There is no table “{ $table }”
missing-why = The link may be mistyped, or the table belonged to a server that no longer has it.
nobody-yet = nobody yet
join-title = Join this table
join-seated = { $title }, { $seats ->
    [one] 1 seat
   *[other] { $seats } seats
}. Seated: { $who }.
sit-at = Sit at seat { $n }
table-full = This table is full
table-full-who = Every seat is taken ({ $who }). You can watch the game.
table-full-yours = If one of these seats is yours, open your private seat link on this device to take it back.
invite-with = Invite others with this link:
waiting-seats = Waiting for players: { $n ->
    [one] 1 seat
   *[other] { $n } seats
} free.
err-name-first = Enter your name first.
err-bad-seat-link = That seat link is no longer valid here. Join a free seat or watch.

## the seat link
seat-link = Seat link
seat-link-title = Your private seat link
seat-link-why = Open it on your phone or in another browser to play this seat there. Keep it to yourself: anyone with it can play for you. To invite someone, send the table's invite link instead.
seat-link-tip = To play this seat on another device later, use “Seat link” at the top: it is private, unlike the invite link above.
seat-link-renew = New link (the old one stops working)
seat-link-renewed = A new link is made: the old one no longer works anywhere.
seat-link-qr = QR code of your seat link
seat-link-share-title = My MarsMatch seat
notice-seat-elsewhere = Your seat was just opened on another device. If that was not you, open “Seat link” and make a new link: the old one stops working.
notice-seat-shared = This seat is also open on another device; both can play it.
notice-seat-relinked = This seat's link was renewed on another device, so this device only watches now.
confirm-seat-title = Replace the seat this browser holds?
confirm-seat-same = This browser already plays seat { $n } at this table with another link. Use the link you opened instead?
confirm-seat-other = This browser plays seat { $held } at this table; the link you opened is for seat { $n }.
confirm-seat-take = Play seat { $n } here
confirm-seat-keep = Keep seat { $n }

## the table
sound-title = Sound on your turn
sound-on = Sound on
sound-off = Sound off
conn-online = online
conn-connecting = connecting
conn-reconnecting = reconnecting
conn-offline = offline
conn-not-joined = not joined
seats = Seats
the-table = the table
you-mark = (you)
banker = banker
banker-cap = Banker
standin-tag = a bot plays for them
away-tag = away
your-turn = Your turn
waiting-for = Waiting for { $who }…
timer-you = you
seconds = { $n } s
hand-count = { $n ->
    [one] 1 card
   *[other] { $n } cards
} · { $picked } picked
your-hand = your hand
n-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
cards-unit = { $n ->
    [one] card
   *[other] cards
}
points = { $n } points
passed = pass
player = Player
result = Result
points-col = Points
total = Total
results-caption = Results of the round
trump = Trump
jokers = Jokers
level = Level
action-play = Play
action-declare = Declare
action-bury = Bury
action-pass = Pass
action-hint = Hint
action-clear = Clear
key-play-title = Ctrl+Enter
key-pass-title = Ctrl+Backspace
key-hint-title = H: pick the suggested cards
key-clear-title = Esc
hint-best = the bot's choice
hint-option = option { $n } of { $count }
hint-none = No play is open: pass
hint-which = hint: { $which }
hint-full = Hint: { $describe } ({ $which })
hint-bare = Hint: { $describe }
readings-legend = These cards can be played as:
away-story = While you were away { $bot ->
    [0] {""}
    [one] a bot played 1 move for you
   *[other] a bot played { $bot } moves for you
}{ $bot ->
    [0] {""}
   *[other] { $timed ->
        [0] {""}
       *[other] {" "}and{" "}
    }
}{ $timed ->
    [0] {""}
    [one] the turn timer played 1 move for you
   *[other] the turn timer played { $timed } moves for you
}{ $rounds ->
    [0] {""}
    [one] {" "}({ $game ->
        [shengji] 1 new deal
       *[other] 1 new round
    } started)
   *[other] {" "}({ $rounds } { $game ->
        [shengji] new deals
       *[other] new rounds
    } started)
}.
toast-timed-out = Your time ran out: the turn timer { $kind ->
    [pass] passed for you
   *[other] played for you
}.
toast-not-connected = Not connected: reconnecting…
toast-invite-copied = Invite link copied
log-pass = { $who } passes
log-by-timeout = by the turn timer
log-by-takeover = by the stand-in bot
fair-ok = Fair deal: the revealed seed matches the fingerprint shown before the deal
fair-bad = Not proven fair: the revealed seed does not match the fingerprint shown before the deal
fair-check = Fair deal check
seed = Seed:
fingerprint-before = Fingerprint shown before the deal (sha256 of the seed):
check-in-replay = Check the whole deal in the replay

## display options and keys
display-options = Display
stack-by-rank = stack by rank
four-colour = four-colour suits
card-order = Order
card-order-up = low to high
card-order-down = high to low
card-size = Card size
card-size-s = small
card-size-m = medium
card-size-l = large
keys-title = Keyboard
keys-tab = move between the parts of the page; the hand is one stop
keys-arrows = the previous or next card in your hand
keys-rows = the previous or next group of cards (a suit, the trumps)
keys-pick = pick or drop the card (stacked: one more copy)
keys-pick-all = stacked: pick or drop every copy
keys-to-hand = go to your hand
keys-play = play the picked cards
keys-pass = pass
keys-hint = pick the suggested cards (again: the next suggestion)
keys-clear = drop every picked card
keys-help = this list
keys-why-ctrl = Playing and passing need Ctrl (⌘ on a Mac), so a stray key never spends your turn.

## cards, for screen readers and text
card-BJ = Big Joker
card-LJ = Little Joker
joker-big-short = BIG
joker-little-short = little
card-name = { $rank } of { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
}
mark-level = level card
mark-joker = joker
mark-suit = trump suit
mark-expected = to play now
mark-kitty = kitty
sr-stack = { $card }, { $n } held{ $picked ->
    [0] {""}
   *[other] , { $picked } picked
}
sr-played = played { $play }
sr-to-act = to act
sr-your-turn = Your turn.

## replays and arbitration
arbiter-title = Replays and arbitration
arbiter-intro = Pick a finished round, or upload a record file (JSON, as downloaded from a table or saved by marsmatch play): every action is checked by the rules engine.
arbiter-upload = Upload a record
arbiter-pick = Or pick a finished round
replay-of = Replay of { $game ->
    [shengji] Shengji deal { $n }
   *[other] MarsMatch round { $n }
}
replay-not-json = { $file } is not a JSON record
arbiter-illegal = Action { $n } is not legal
arbiter-replayed-to = The record is replayed up to the position before it.
arbiter-go-there = Go to that position
arbiter-all-legal = Every action is legal ({ $n } actions){ $complete ->
    [yes] ; the round is complete
   *[no] ; the record stops before the end of the round
}.
arbiter-seed-changed = This record's seed is not the one committed before the deal: the deal was changed after the fact, and the record cannot be trusted.
arbiter-seed-consequence = So the replay starts from hands that were never dealt, and action { $n } does not fit them: that is the changed seed's doing, not the player's.
deal-check-title = The deal, checked in this browser
deal-check-no-seed = This record has no seed, so its deal cannot be checked.
deal-check-failed = The check could not run here: { $why }
deal-check-commitment-ok = The { $scheme ->
    [server] server's
   *[revealed] revealed
} seed matches the fingerprint published before the deal (sha256).
deal-check-commitment-bad = The { $scheme ->
    [server] server's
   *[revealed] revealed
} seed does not match the published fingerprint.
deal-check-no-commitment = No fingerprint was published with this record, so nothing shows the seed was fixed before the deal.
deal-check-mixed-ok = The shuffle seed is the server's seed mixed with the values of { $who }, each matching the fingerprint its player sent before the deal.
deal-check-mixed-none = The shuffle seed is the server's seed mixed with no player's value (none was revealed).
deal-check-mixed-bad = The shuffle seed is not the server's seed mixed with the players' values.
deal-check-bad-values = (A value does not match its fingerprint: { $who }.)
deal-check-no-hands = This record holds no hands of its own: the replay deals them from the seed, so the checks above are what proves the deal.
deal-check-hands-ok = Shuffling with this seed deals exactly the hands the record holds.
deal-check-draws = It draws { $who } to start.
deal-check-hands-bad = The seed deals different hands at { $who }.
deal-check-kitty = The kitty dealt:
deal-check-mine-ok = Your browser's value is the one used for your seat.
deal-check-mine-seen = Your browser's value is the one used for your seat, and the fingerprints are the ones it saw before revealing it.
deal-check-mine-bad = The value your browser kept for this deal is not the one used for your seat.
deal-check-seen-bad = The fingerprints are not the ones your browser saw before revealing its value.
seed-and-fingerprint = Seed and fingerprint
server-seed = Server's seed
shuffle-seed = Shuffle seed
published-fingerprint = Published fingerprint
sha256-of-seed = sha256 of the seed
replay-first = first position
replay-back = back one action
replay-next = next action
replay-last = last position
replay-step = Action { $n } of { $last }
replay-position = position in the round
the-deal = The deal
hands = Hands
every-action = Every action and its ruling
action-n = action { $n }
not-an-action = not an action
check-another = Check another record
showing-file = Showing the file { $file }.

## server refusals, by code (the server's English sentence is used for a code not here)
err-not_your_turn = It is not your turn.
err-turn-of = It is not your turn; { $who } is to act.
err-wrong_seat = You cannot act for another seat.
err-not-seat = { $seat } is not a seat; seats are 0 to { $last }
err-round_over = The round is over.
err-no_round = The round has not started yet.
err-match_over = The match is over.
err-table_full = Every seat at this table is taken.
err-seat_taken = That seat is taken.
err-storage = The server could not save this move; nothing changed: try again.
err-bad_token = That seat link is not valid here.
# between the items of a list of sentences
list-sep = ;{" "}
