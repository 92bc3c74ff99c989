## duplicate events (docs/tournaments.md)
event-board-ok = the deal is board { $board } of event { $event }…, whose seeds were all committed before play: the revealed boards hash to the event's commitment and this board's seed to its own
event-board-bad = the deal is not shown to be board { $board } of event { $event }…: { $why }
event-board-pending = this is board { $board } of event { $event }…; its deal is proved against the event's commitment once the boards are revealed (verify-deal --boards boards.json)
