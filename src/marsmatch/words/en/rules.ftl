# The rules pages (#/rules/<game>): the rulings (shared/specs/*-rulings.md) in words for
# players, section by section; each section names its ruling ids. The kinds of play use
# the same names as the table (marsmatch.ftl, shengji.ftl).

rules-title = { $game ->
    [shengji] How to play Shengji
   *[other] How to play MarsMatch
}
rules-intro = { $game ->
    [shengji] Shengji (升級, “level up”) is a trick-taking game for four players in two teams. Win point cards in tricks, or keep the other team from winning them, to climb from level 2 to A.
   *[other] MarsMatch is a shedding game for 2 to 12 players: be the first to play out your cards, or win three tricks in a row. Every kind of play is shown below with the table's own words.
}
rules-example-beaten = Beaten by
rules-try = Try it: a guided first game

## MarsMatch
rules-mm-aim = The table and the deal
rules-mm-aim-1 = Every player gets one whole deck of 54 cards; all the decks are shuffled together, so each hand holds 54 random cards from the shoe. Suits never matter in MarsMatch: only ranks do.
rules-mm-aim-2 = The banker, drawn at random, leads first; play then goes round the table. The deal is fixed before the round by a published fingerprint and can be checked afterwards.
rules-mm-heavenly = Heavenly Hands: winning at the deal
rules-mm-heavenly-1 = Some hands win before any card is played. A Starlink is exactly six natural 3s; a UFO is exactly two Big Jokers and two Little Jokers. A Starlink outranks a UFO.
rules-mm-heavenly-2 = If the banker holds one, the banker wins (Starlink 10,000, UFO 1,000) and every other player holding one wins too (7,000 or 700). If only others hold one, the strongest type wins a Heaven Snatch (9,000 or 900).
rules-mm-heavenly-3 = Those players leave the round. Two or more left play the real match; one left is the Total Loser and the round ends.
rules-mm-plays = Kinds of play
rules-mm-plays-1 = Single ranks run 3 < 4 < … < K < A < 2 < Little Joker < Big Joker. Sequences use only 3 to A: a 2 or a joker is never a natural member of one.
rules-mm-plays-2 = To answer a play you need the same kind, length and attachment, strictly higher; or a bomb (a Drone, a Super Drone or a Spaceship). An equal play never beats.
rules-mm-kind = { $kind ->
    [single] Single
    [pair] Pair
    [pair_sequence] Pair Sequence
    [rocket] Rocket (triples)
    [starship] Starship (quads)
    [lone_boat] Lone Boat (one joker)
    [drone] Drone (a bomb)
    [super_drone] Super Drone (a bomb)
   *[spaceship] Spaceship (the strongest bomb)
}
rules-mm-kind-text = { $kind ->
    [single] One card that is not a joker, compared by rank.
    [pair] Two cards of one rank, or one card and a 2 standing for it. Two 2s are a pair of 2s; a 2 never pairs with a joker.
    [pair_sequence] Three or more pairs on consecutive ranks from 3 to A; any card may be a 2 standing for the rank needed. Answered only by the same number of pairs.
    [rocket] One triple of any rank, or two or more triples on consecutive ranks. It may carry exactly one single or one pair per triple. 2s may stand for any rank needed.
    [starship] One or more quads of natural cards (no wild 2s), carrying exactly two singles or two pairs per quad (a chain of quads may carry nothing). A lone quad with nothing attached is a Drone.
    [lone_boat] One joker, alone or with one single or one pair (no 2s, no jokers in it). Alone it beats every single that is not a joker; the Big Joker beats the Little Joker.
    [drone] Four or more natural cards of one rank. A longer Drone beats a shorter one; at equal length the higher rank wins. A Drone beats every play but a Super Drone, a Spaceship or a stronger Drone.
    [super_drone] Exactly three natural 3s. It beats everything but a Spaceship. Three 3s may also be played as a Rocket.
   *[spaceship] Two jokers: two Big Jokers beat a Big and a Little Joker, which beat two Little Jokers. It beats everything but a stronger Spaceship.
}
rules-mm-wild = Wild 2s
rules-mm-wild-1 = In a Pair, a Pair Sequence and a Rocket, a 2 may stand for the rank needed; the table draws it as that rank with a small “2” in the corner. Starships, Drones and Lone Boats use natural cards only.
rules-mm-readings = One set of cards, several plays
rules-mm-readings-1 = The same cards can often be read several ways (7 7 7 7 is a Drone, or a Rocket of 7s with a single 7). The table plays the strongest reading that fits; when two readings of different shapes fit, it asks you which one you mean.
rules-mm-match = The real match
rules-mm-match-1 = The leader must play and may play any combination. Each other player in turn beats the play on the table or passes; passing does not leave the trick.
rules-mm-match-2 = When everyone else has passed since the last play, that play wins the trick and its player leads the next one.
rules-mm-match-3 = The first player to empty their hand wins the round at once — and so does a player who wins three tricks in a row. Everyone else still in is a Total Loser.
rules-mm-scores = Scores
rules-mm-scores-1 = Winning by emptying your hand within your first two turns is a Ground Hand (500) for the opening leader, a Ground Snatch (300) for anyone else; every other win is a Human Hand (100). A Total Loser scores 0.
rules-mm-scores-2 = A match is a series of rounds; the points add up on the score sheet, and each round draws a new banker.

## Shengji
rules-sj-table = Teams, decks and points
rules-sj-table-1 = Four players in two teams; partners (對家) sit opposite. With 1, 2 or 3 decks each player gets 12, 25 or 39 cards and 6, 8 or 6 cards are left as the kitty (底牌).
rules-sj-table-2 = Point cards: every 5 is worth 5, every 10 and K is worth 10 — 100 points per deck.
rules-sj-trump = Levels and trump (主牌)
rules-sj-trump-1 = Each team has a level, from 2 up to A; the banker's team's level is the deal's level card (級牌). Trump is both jokers, every card of the level rank, and the trump suit.
rules-sj-trump-2 = Within trump: Big Joker > Little Joker > the level card of the trump suit > the other level cards > the trump suit A … 2. The other suits (付牌) run A … 2 without the level rank.
rules-sj-declare = Declaring trump (翻主)
rules-sj-declare-1 = After the deal, players in turn may show level cards of one suit (that suit becomes trump) or two or more identical jokers (no trump), or pass. More cards beat fewer; at equal count, jokers beat suits. The last declaration standing sets trump; in the first deal its player becomes banker (莊家).
rules-sj-kitty = The kitty (底牌)
rules-sj-kitty-1 = The banker takes the kitty into hand and buries the same number of cards face down. Points may be buried — but if the attackers win the last trick they capture them, multiplied (抠底).
rules-sj-units = What you can lead
rules-sj-units-1 = A lead is one unit of one suit (or of trump), or a throw (甩牌) of several units of one suit. Pairs need two decks; triples and Titanics need three.
rules-sj-unit = { $kind ->
    [single] Single
    [pair] Pair (對牌): two identical cards
    [tractor] Tractor (拖拉機): adjacent pairs of one suit
    [triple] Triple: three identical cards
    [titanic] Titanic: adjacent triples (3 decks)
   *[throw] Throw (甩牌): several units of one suit
}
rules-sj-unit-text = { $kind ->
    [single] Any one card.
    [pair] Two cards of the same suit and rank; they exist only with two or more decks.
    [tractor] Two or more pairs next to each other in one suit; the level rank is skipped, so at level 5 the 4s and 6s are adjacent.
    [triple] Three identical cards; only with three decks.
    [titanic] Two or more triples next to each other in one suit.
   *[throw] It stands only if nobody could beat any of its units in that suit; otherwise only the first beatable unit is played and the rest go back to your hand.
}
rules-sj-follow = Following and winning a trick
rules-sj-follow-1 = Play as many cards as were led, of the led suit while you have them, matching the lead's shape as closely as your hand allows (a tractor with a tractor, pairs with pairs).
rules-sj-follow-2 = Only a follow all of the led suit or all trump, in the lead's shape, can win, and only if strictly higher; ties go to the earlier play. The trick's winner takes its points and leads the next trick.
rules-sj-score = Scoring the deal
rules-sj-score-1 = The attackers (抓分方) score the points of the tricks they win. If they win the last trick, they capture the kitty: its points count ×2, or more when the winning play holds pairs, a tractor or a Titanic.
rules-sj-score-2 = With 1 deck: 0 points — the banker's side goes up 2 levels; under 40 — up 1; 40 to 75 — no level changes and the attackers bank the next deal; 80 to 95 — the attackers go up 1; from 100 they go up 2, and one more for each further 40.
