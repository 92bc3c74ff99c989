# The level tables for 2 and 3 decks on the rules page (rules-sj-score-2 is 1 deck: G6.2).

rules-sj-score-3 = With 2 decks: 0 points — the banker's side goes up 3 levels; under 40 — up 2; under 80 — up 1; from 80 the attackers go up 1, and one more for each further 40, and they bank the next deal.
rules-sj-score-4 = With 3 decks the steps are 60 points: 0 points — the banker's side goes up 3 levels; under 60 — up 2; under 120 — up 1; from 120 the attackers go up 1, and one more for each further 60, and they bank the next deal.
