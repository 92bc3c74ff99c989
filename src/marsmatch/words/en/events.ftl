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
