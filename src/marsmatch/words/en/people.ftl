# People: accounts, sessions, history, ratings, table chat (docs/people.md).

nav-account = Account
account-title = Your account
account-why = An account is optional: it keeps your seats on every device, your rounds, your figures and a rating. You can play without one.
signin-title = Sign in
signup-title = Create an account
recover-title = Lost your password?
login-name = Sign-in name
login-hint = 2 to 30 letters, digits, dots, dashes or underscores
password = Password
new-password = New password
display-name = Name shown at tables
recovery-code = Recovery code
do-signin = Sign in
do-signup = Create account
do-recover = Sign in with the code
do-signout = Sign out
do-save = Save
saved = Saved ✓
signed-in-as = Signed in as { $name }
codes-title = Your recovery codes
codes-why = Each code signs you in once if you lose your password. Keep them somewhere safe: they are shown only now.
codes-left = { $n ->
    [one] { $n } recovery code left
   *[other] { $n } recovery codes left
}
codes-new = New recovery codes
codes-done = I have kept them
sessions-title = Signed-in devices
session-current = this device
session-since = since { $when }
session-revoke = Sign out there
profile-title = Profile
my-tables-title = Your tables
my-tables-none = No tables yet: a seat you take while signed in shows here.
your-turn-tag = your turn
history-title = Your rounds
history-none = No finished rounds yet.
history-won = won
history-lost = lost
stats-title = Figures per game
stats-game = Game
stats-line = { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, { $won } won, { $points } points
rating-title = Rating
rating-value = { $mu } ± { $sigma }
rating-none = not rated yet
leaders-title = Leaderboard
leaders-why = Ratings (openskill): the estimate ± its uncertainty, ordered by the estimate less three uncertainties. Bots have fixed reference ratings.
leaders-none = Nobody is rated yet.
leaders-rank = Rank
leaders-name = Player
leaders-rating = Rating
leaders-rounds = Rounds
err-not_signed_in = Sign in first.
err-bad_credentials = That name and password (or code) do not match.
err-login_taken = That sign-in name is taken.
err-bad_login = A sign-in name is 2 to 30 letters, digits, dots, dashes or underscores.
err-weak_password = A password needs at least 8 characters.
err-rate_limited = Too many tries; wait a little and try again.
err-muted = The host has muted your chat.
err-not_host = Only the table's host may do that.
chat-title = Chat
chat-label = Message
chat-send = Send
chat-empty = Nothing said yet.
chat-mutes = Mute someone…
chat-spectator = Spectator
chat-react-label = Quick reactions
chat-mute = Mute { $name }
chat-unmute = Unmute { $name }
chat-muted-tag = muted
chat-host-hide = Hide
chat-host-mute = Mute for everyone
chat-host-unmute = Let talk again
chat-host-tag = host
react-nice = Nice
react-oops = Oops
react-gg = Good game
react-thanks = Thanks
react-wow = Wow
react-hurry = Your turn!
host-title = Host
host-shuffle = Seats in random order
host-move = Move { $name } to
host-move-to = seat { $n }
host-remove = Remove { $name }
host-ready-check = Who is ready?
host-end = End the table
host-end-confirm = End it for everyone
ready-ask = The host asks: are you ready?
ready-yes = Ready
ready-list = Ready: { $who }
leave-seat = Leave my seat
leave-seat-confirm = Leave it for good (someone else may take it)
spectators = { $n ->
    [one] { $n } watching
   *[other] { $n } watching
}
spectators-names = Watching: { $who }
notice-seat-moved = You now sit at seat { $n }: the host changed the seats.
notice-seat-removed = The host took you off your seat: you are watching now.
notice-seat-left = You left your seat: you are watching now.
table-ended = The host ended this table.
err-seats_locked = People change seats only before the first deal.
passkey-signin = Sign in with a passkey
passkey-signup = Create with a passkey instead
passkey-why = A passkey signs you in with this device's lock (fingerprint, face or PIN): no password to remember.
passkey-add = Add a passkey
passkey-count = { $n ->
    [one] { $n } passkey
   *[other] { $n } passkeys
}
passkey-failed = The passkey did not work here (cancelled, or this browser has none for this site).
err-bad_passkey = The passkey was not accepted.
err-expired = That request is over; try again.
daily-table = A move a day (turn-based)
notify-me = Notify me
notify-your-turn = Your turn at MarsMatch
my-turn-tables = { $n ->
    [one] Your turn at { $n } table
   *[other] Your turn at { $n } tables
}
find-title = Find a game
find-game = Game
find-size = Seats
find-any = any
find-seat-me = Seat me at the next table
find-none = No table needs a player now: create one.
find-friends-here = friends here
friends-title = Friends
friends-why = Tables where your friends sit come first in the lobby.
friends-add = Add
friends-remove = Remove
