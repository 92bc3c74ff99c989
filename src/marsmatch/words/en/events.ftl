## duplicate events (docs/tournaments.md)
event-board-ok = the deal is board { $board } of event { $event }…, whose seeds were all committed before play: the revealed boards hash to the event's commitment and this board's seed to its own
event-board-bad = the deal is not shown to be board { $board } of event { $event }…: { $why }
event-board-pending = this is board { $board } of event { $event }…; its deal is proved against the event's commitment once the boards are revealed (verify-deal --boards boards.json)

## the events pages (web/src/Events.svelte)
nav-events = Events
events-title = Duplicate events
events-why = Every table plays the same boards, and you are compared only with those who held your cards: the better player wins, not the one who held the jokers.
events-none = No events yet.
event-status-open = open
event-status-running = running
event-status-finished = finished
event-summary = { $game }, { $entries ->
    [one] one entry
   *[other] { $entries } entries
}, { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
} of { $boards ->
    [one] one board
   *[other] { $boards } boards
}
event-progress = { $done } of { $rounds } rounds complete
event-committed = Boards committed before play:
event-unrevealed = The boards' seeds are revealed when the event ends; then every record can be checked against this commitment.
event-verified = { $n } records proved to be the boards committed before play
event-standings = Standings
event-rank = Rank
event-name = Name
event-pct = MP %
event-imps = IMPs
event-tops = Tops
event-boards-played = Boards
event-bot = bot
event-tiebreaks = Ranked by matchpoint percentage, then IMPs, then boards topped; bots are scored but never ranked.
event-boards = What the others did with the same cards
event-me = Show the cards of
event-everyone = everyone
event-board = Board { $n } (round { $round })
event-group = Cards
event-table = Table
event-score = Score
event-mp = MP
event-record = record
event-record-of = the record of { $who } on board { $n }
event-seat = seat { $n }
event-dir-NS = North-South
event-dir-EW = East-West
event-substitute = substitute (bot)
event-adjusted = adjusted

## a person's seat in a live event (Events.svelte)
event-my-seat = Your seat, { $who }
event-seat-now = Round { $round }: table { $table }, seat { $n }.
event-sit = Sit down
event-table-coming = Your table for round { $round } is being set up; this page shows it in a moment.
event-all-played = Every round is played: the standings are final once the boards are revealed.

## the director's desk (web/src/Director.svelte)
desk-title = Director's desk
desk-link = Director's desk
desk-why = Signed in as { $who }, an event director: everything you do here is written in the event's log with your name.
desk-sign-in = Sign in with a director's account
desk-new = New event
desk-id = Address (lowercase letters, digits, dashes)
desk-name = Name
desk-game = Game
desk-decks = Decks
desk-rounds = Rounds
desk-boards = Boards a round
desk-starts = Starts at (UTC)
desk-names = Players, one a line (Shengji: pairs "Ann & Bo")
desk-create = Create and commit the boards
desk-created = Event { $event } made: its boards are committed.
desk-events = Events
desk-pick = Event
desk-paused = paused
desk-event-page = The event's page
desk-register = More players, one a line
desk-register-go = Register
desk-registered = Registered.
desk-start = Start on the tables
desk-started = Started: the server is making the first round's tables.
desk-reason = Reason (written in the log)
desk-pause = Pause
desk-resume = Resume
desk-paused-now = Paused: no new table is made until you resume.
desk-resumed = Resumed.
desk-who = Player
desk-bot = Bot
desk-bot-strong = strong
desk-bot-normal = normal
desk-bot-easy = easy
desk-replace = Replace by a bot
desk-replaced = A bot plays for { $who } from their next table; they are not ranked.
desk-board = Board
desk-score = Score
desk-adjust = Adjust the score
desk-adjusted = Board { $n } adjusted.
desk-publish = Publish the results
desk-published = Published: the boards are revealed and every record can be checked.
desk-passes = Passes
desk-passes-why = Give each player their own link: it opens their seat at their table, and nobody else's.
desk-pass-link = their link
desk-log = Log
desk-forbidden = Only an event director may use the desk; the server's operator grants the role.
desk-not-signed-in = Sign in with a director's account first.
desk-log-create = created
desk-log-register = registered
desk-log-start = started
desk-log-live = on the server's tables
desk-log-round = round played
desk-log-pause = paused
desk-log-resume = resumed
desk-log-replace = replaced by a bot
desk-log-adjust = score adjusted
desk-log-reveal = boards revealed
desk-log-publish = results published

## lab playtest (lab/cli.py)
labt-playtest = { $folder }: a duplicate event of { $boards } boards under { $variant }, committed ({ $commitment }); register the players (marsmatch event register), then start it, or hand it to the server (marsmatch event live).
