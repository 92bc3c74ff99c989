# The guided first games (#/learn/<game>): the set deals are in games/*/text.py
# (tutorial()); one message per action of the script, then the end.

learn-page-title = { $game ->
    [shengji] Your first game of Shengji
   *[other] Your first game of MarsMatch
}
learn-your-move = Your move
learn-next = Next
learn-restart = Start again
learn-wrong = Not those cards: pick { $cards }.
learn-pick-pass = Press { $action }.
learn-pick = Pick { $cards }, then press { $action }.
learn-done = Well done!
learn-real-table = Play a real table
learn-read-rules = Read the rules
learn-step = Step { $n } of { $count }

learn-mm-intro = A round for three on set hands: you are Mia, with a bot and East. Before anyone plays, East shows six natural 3s — a Starlink, a Heavenly Hand — and leaves the round at the deal with 9,000 points (a Heaven Snatch: you, the banker, held none). You and the bot play on. Each step says what happens; on your turn, pick the outlined cards and press the button.
learn-mm-1 = You are the banker, so you lead. A leader may play any combination. Start small: a single 5.
learn-mm-2 = The bot answers with a higher single, the 8. To beat a play you need the same kind, strictly higher — or a bomb.
learn-mm-3 = Keep your big cards for later. Pass: passing does not take you out of the round.
learn-mm-4 = Everyone else passed since the 8, so it won the trick and the bot leads again: a pair of 6s.
learn-mm-5 = A 2 is wild: it stands for any rank. Your 10 and a 2 make a pair of 10s, which beats the 6s.
learn-mm-6 = The bot keeps its Qs together and passes. The trick is yours, and so is the next lead.
learn-mm-7 = Lead a chain: 6 6 7 7 and two 2s. The same cards read several ways, so the table asks which you mean: pick Pair Sequence 6..8 (the 2s as 8s).
learn-mm-8 = The bot answers with four Qs: a Drone, a bomb. A bomb beats any plain play; only a stronger bomb beats it.
learn-mm-9 = A bomb war: five 4s are a longer Drone, so they beat four Qs. Pick all five (drag across them, or long-press a stacked card).
learn-mm-10 = The bot plays three natural 3s: a Super Drone. It beats every Drone; only a Spaceship (two jokers) beats it.
learn-mm-11 = You have no Spaceship. Pass: the bot wins the bomb war and the trick.
learn-mm-end = You emptied your hand first and won the real match: a Human Hand, 100 points; the bot is a Total Loser. East's Starlink took 9,000 at the deal. In a real game you may also win by taking three tricks in a row.

learn-sj-intro = One deck, four players: you are Mia, North is your partner, East and West are the attackers. Level 2 is played, so every 2 is a level card and a trump. Each step says what happens; on your turn, pick the cards it names (they are outlined) and press the button.
learn-sj-1 = Declare trump: show your 2♥. Hearts become trump, and in the first deal whoever declares is the banker.
learn-sj-2 = East passes.
learn-sj-3 = North, your partner, passes.
learn-sj-4 = West passes.
learn-sj-5 = Everyone passed after your declaration, so it stands. Pass to keep it.
learn-sj-6 = As banker you picked up the kitty (4♥ 5♦). Bury two cards: the 4♥ and the 5♦. A 5 is worth 5 points — if the attackers win the last trick they capture the kitty, points doubled.
learn-sj-7 = You lead the first trick: the A♥, a high trump.
learn-sj-8 = East holds no trump, so any card may follow: 3♦.
learn-sj-9 = North must follow trump: 10♥, 10 points for your side's trick.
learn-sj-10 = West follows trump with 3♥. Your A♥ wins the trick, and you lead again.
learn-sj-11 = Lead the 5♠ — a point card, a risk.
learn-sj-12 = East plays the A♠, the highest spade.
learn-sj-13 = North follows spades with the 4♠.
learn-sj-14 = West follows with the 7♠. East wins the trick: the attackers take your 5 points, and East leads.
learn-sj-15 = East leads the 8♣.
learn-sj-16 = North plays the K♣, highest so far.
learn-sj-17 = West follows with the 5♣.
learn-sj-18 = You must follow clubs while you hold one: the Q♣. North's K♣ wins — only the attackers' points count, so they stay at 5.
learn-sj-19 = North leads the Big Joker, the highest trump.
learn-sj-20 = West holds no trump and plays the 4♦.
learn-sj-21 = Follow trump with the K♥: the trick is your partner's, so its 10 points are safe.
learn-sj-22 = East holds no trump: 7♦. North wins and leads.
learn-sj-23 = North leads the 9♦.
learn-sj-24 = West wins it with the K♦: 10 more points for the attackers (15).
learn-sj-25 = You hold no diamonds, so any card may follow: the 9♠.
learn-sj-26 = East follows with the 6♠. West won and leads the last trick.
learn-sj-27 = West leads the 9♣.
learn-sj-28 = You hold no clubs: trump it with your 2♥! Whoever wins the last trick decides the kitty.
learn-sj-29 = East plays the 4♣.
learn-sj-30 = North plays the 10♣. Your 2♥ wins the last trick, so the kitty stays with your side.
learn-sj-end = The attackers took only 15 points, under 40: your side goes up a level, 2 → 3, and North banks the next deal.
