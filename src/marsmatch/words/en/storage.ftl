# The server could not store a change it made by itself (a bot's move, a timeout, a deal):
# it tries again by itself until it is stored (issue 29).
notice-storage-failed = The server cannot save moves right now; it keeps trying, and the game goes on once it can.
notice-storage-ok = The server saves moves again.
