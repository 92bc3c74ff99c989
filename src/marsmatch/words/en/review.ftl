# The review of a round (marsmatch review, the replay page's Review tab): every decision of
# one seat judged by the strong search from that seat's information at the time.
review-heading = Review of { $player } (seat { $seat })
review-mark-good = good
review-mark-inaccuracy = inaccuracy
review-mark-mistake = mistake
review-mark-blunder = blunder
review-line = { $number }. { $played }: { $chance }% to win, { $mark }
review-line-better = { $line }; better: { $best } ({ $chance }%)
review-counts = { $good } good, { $inaccuracies } inaccuracies, { $mistake } mistakes, { $blunder } blunders
review-incomplete = The review stopped at its time budget; the later decisions are not judged.
review-tab-replay = Replay
review-tab = Review
review-seat = Seat to review
review-start = Review this seat
review-running = Reviewing… (the strong search weighs every decision)
review-none = No decision of this seat to judge.
review-failed = The review failed: { $reason }
review-played = played
review-best = best
review-chance = chance to win
# the table's slower hint: the strong bot's move
hint-strong = Strong hint
hint-strong-title = The strong bot's move (slower: about a second)
hint-strong-which = the strong bot's choice
hint-strong-thinking = The strong bot is thinking…
