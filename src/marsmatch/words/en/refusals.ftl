# Why cards are no play (issue 25): for each kind they come close to, the ruling that
# stops them (the compiled sections' MM_NOT_* codes, games/marsmatch/combos.py refusals).

refusal-kind = { $kind ->
    [single] a single
    [pair] a pair
    [pair_sequence] a Pair Sequence
    [rocket] a Rocket
    [starship] a Starship
    [lone_boat] a Lone Boat
    [drone] a Drone
    [super_drone] a Super Drone
   *[spaceship] a Spaceship
}
refusal-why = { $code ->
    [two_in_boat] a Lone Boat's attachment holds no 2 at all
    [boat_size] a Lone Boat carries one single or one pair, nothing more
    [joker_attached] an attachment never holds a joker
    [joker_pair] a joker never pairs (two jokers are a Spaceship)
    [two_ranks] two cards of different ranks, and no 2 to stand in
    [wild_quad] a Starship's quads are natural cards: a 2 never completes one
    [wild_drone] a Drone is natural cards of one rank: a 2 never stands in
    [wild_super] a Super Drone is three natural 3s: a 2 never stands in
    [attach_count] { $kind ->
        [rocket] { $groups } { $groups ->
            [one] triple carries
           *[other] triples carry
        } { $left } other { $left ->
            [one] card
           *[other] cards
        }, but each triple carries one single or one pair (or nothing), no other cards
       *[starship] { $groups } { $groups ->
            [one] quad carries
           *[other] quads carry
        } { $left } other { $left ->
            [one] card
           *[other] cards
        }, but each quad carries two singles or two pairs (two quads or more may carry nothing), no other cards
    }
    [chain] { $kind ->
        [pair_sequence] its pairs are not one run within 3..A
        [rocket] its triples are not one run within 3..A
       *[starship] its quads are not one run within 3..A
    }
    [short] a Pair Sequence needs three pairs or more
   *[spaceship_extra] a Spaceship is two jokers and nothing else
}
refusal-item = not { $kind }: { $why } ({ $rule })
refusal-none = { $cards } is not a combination (R3.11)
refusal-not = { $cards } is not a combination: { $items }
refusal-as = { $cards } cannot be played as { $kind }: { $why } ({ $rule })
refusal-as-plain = { $cards } cannot be played as { $kind } ({ $rule })
