# The guided MarsMatch game's steps added in issue 30 (a bomb war, a Lone Boat, the
# last Rocket) and the reading picker's words on the learn page.

learn-mm-12 = The bot leads a single J.
learn-mm-13 = Your Big Joker alone is a Lone Boat: it beats every single.
learn-mm-14 = Nothing beats a Big Joker single; the bot passes. Your lead.
learn-mm-15 = Your last cards: a Rocket, three 9s carrying one single, the K. The first player to empty their hand wins the round.
learn-pick-reading = These cards read several ways: which do you mean?
learn-wrong-reading = Not that reading: pick { $reading }.
