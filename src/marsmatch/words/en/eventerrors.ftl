## marsmatch event: why a command or a director's request cannot be done (events/*.py)
ev-err-name-or-field = give either --name (repeatable) or --field N, not both
ev-err-open-field = --open leaves the field to 'event register': no --name or --field
ev-err-passes-later = the passes are made when the event starts ('marsmatch event start')
ev-err-not-started = the event has not started: register the field, then 'marsmatch event start'
ev-err-paused = the event is paused; 'marsmatch event pause --resume' first
ev-err-as = --as takes NAME=BOT, not { $given }
ev-err-not-in-field = { $who } is not in the event's field
ev-err-day = a day is written YYYY-MM-DD, not { $given }
ev-err-daily-pairs = the daily challenge is for games played alone; { $game } is played in pairs
ev-err-not-daily = { $folder } is not a daily challenge
ev-err-daily-closed = the challenge of { $day } is closed; today's is daily-{ $today }
ev-err-daily-joined = { $who } is already in today's challenge
ev-err-empty-name = a name cannot be empty
ev-err-live = the event is played live on the server's tables ('event live'); bots play there for whoever is absent
ev-err-not-event = event.json is not an event description ({ $reason })
ev-err-pairs-four = { $game } events seat four players, two pairs, at each table
ev-err-exists = { $folder } already holds an event; choose another folder
ev-err-no-boards = an event needs at least one round of at least one board
ev-err-closed = registration is closed: the event has started
ev-err-in-field = { $who } is already in the field
ev-err-started = the event has already started
ev-err-register-more = { $reason }; register more with 'marsmatch event register'
ev-err-bot-not-seated = { $who } is the bot { $bot }, which the server does not seat; its levels are { $levels }
ev-err-pair = a Shengji pair is two names joined by '&', not { $given }
ev-err-read = cannot read { $path }: { $reason }
ev-err-not-root = { $folder } is not a folder of events
ev-err-board = the event has boards 1 to { $boards }, not { $board }
ev-err-adjust-reason = an adjustment needs a written reason (--reason)
ev-err-already-bot = { $who } is already a bot
ev-err-replace-reason = a replacement needs a written reason (--reason)
ev-err-already = the event is already { $state ->
    [paused] paused
   *[running] running
}
ev-err-none = no event at { $folder } (event.json is missing); create one with 'marsmatch event create'
ev-err-changed = event.json's boards do not hash to its commitment: the published set was changed
ev-err-secret-missing = { $path } is missing: only the director who created the event can play or reveal it
ev-err-daily-reveal = the challenge of { $day } is revealed the next day (UTC)
ev-err-unplayed = { $n } board(s) are still to be played (board { $board } at table { $table }); the seeds are revealed when the event ends
ev-err-seeds = the secret seeds do not match the published commitment
