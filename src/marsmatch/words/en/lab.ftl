# The rules lab's reports (src/marsmatch/lab/report.py, labels.py): sweeps, tunes and
# comparisons, for the publisher, in the reader's language (--lang).

lab-title-sweep = Rules lab sweep: { $game }
lab-title-tune = Rules lab tuner: { $game }
lab-title-compare = Rules lab comparison: { $game }
lab-axis = { $axis ->
    [decks] decks
   *[players] players
}
lab-axis-n = { $axis ->
    [decks] { $n } decks
   *[players] { $n } players
}
lab-sizes = { $axis ->
    [decks] decks { $sizes }
   *[players] players { $sizes }
}
lab-reproduce = Reproduce:
lab-data = Data:
lab-targets = Targets:
lab-rules-as-written = as the publisher wrote them
lab-deal-only = deal only (no real match)
lab-sweep-intro = { $game }: { $sizes }; { $combos } option combination(s); { $rounds } rounds per cell; bots { $bots }; seed { $seed }; rules { $rules }
lab-options = options
lab-as-given = as given

## provenance
lab-provenance = Provenance
lab-provenance-intro = Where these figures come from: the code, when and how they were made. The same command and seed on the same code reproduce them exactly.
lab-prov-code = code
lab-prov-date = date (UTC)
lab-prov-command = command
lab-prov-seed = seed
lab-prov-machine = machine
lab-prov-load = load average at the end
lab-prov-summary = { $code }; { $date } UTC;
lab-prov-link = provenance

## simulated against exact
lab-exact-title = Simulated against exact
lab-exact-agree = { $inside } of { $checked } exact values lie inside their 99% interval; { $simultaneous } of { $checked } inside the simultaneous 99% intervals (Bonferroni, z = { $z }).
lab-exact-help = Each exact value is a Heavenly-Hand probability of the cell's own definitions (per player: one hand of 54 from the 54N-card shoe; per round: at least one player), computed exactly; the simulated frequency has a 99% Wilson interval. With many values about 1% would miss their pointwise interval by chance; the simultaneous intervals allow for that.
lab-exact-outside = Outside the pointwise 99% interval:
lab-exact-every = Every Heavenly frequency against its exact probability
lab-col-scope = scope
lab-col-event = event
lab-col-count = count
lab-col-observed = observed
lab-col-ci99 = 99% CI
lab-col-exact = exact
lab-col-z = z
lab-col-in99 = in 99% CI
lab-yes = yes
lab-no = NO

## the key table and the heatmaps
lab-key-title = Key table
lab-key-help = Simulated values with 99% intervals; exact values where they exist.
lab-key-exact = { $label } (exact)
lab-across = Across { $axis } and options
lab-minus-1n = { $label } minus 1/N
lab-significance = Bold cells differ from { $ref } at 99% confidence; hatched, pale cells do not (their 99% interval includes it). A solid green outline: the cell's 99% interval (or exact value) lies inside the target; a dashed red one: wholly outside it; no outline: not shown either way. Dashed lines on the colour bar: the target's edges.
lab-ref-1n = 1/N
lab-ref-first = the first row ({ $row })
lab-exact-mark = exact
lab-target-band = target
lab-measures = Measures
lab-map-title = { $row ->
    [starlink_threes] rounds decided at the deal (exact), by the 3s in a Starlink
    [definition] rounds decided at the deal (exact), by definition
   *[other] { $title }
}
lab-map-axis = { $row ->
    [starlink_threes] 3s in a Starlink
    [definition] definition
   *[other] { $row }
}
lab-map-row = { $row ->
    [row-as-the-rules-say] as the rules say
    [row-starlink-only] Starlink only
    [row-ufo-only] UFO only
    [row-at-least-the-numbers] at least the numbers
    [row-ufo-of-3-bj-2-lj] UFO of 3 BJ + 2 LJ
    [row-scaled-4-deck-numbers] scaled, 4-deck numbers
    [row-9-threes-starlink-only] 9 threes, Starlink only
   *[other] { $label }
}

## seats, lengths, skill
lab-seats-title = Seat fairness
lab-seats-help = Seats are counted from the banker (0 = the banker, 1 = the next seat clockwise, ...). Each cell: the seat's win rate and its gap from the table's mean win rate; bold where the seat's 95% interval leaves the mean out (the seat is favoured or handicapped), hatched where it does not. Mean points by seat are in the table below and in the seats CSV.
lab-seat-banker = banker
lab-seat-after = banker + { $n }
lab-seats-map = win rate by seat, minus the table's mean
lab-seats-details = Wins and points by seat (95% intervals)
lab-col-seat = seats after the banker
lab-col-won = rounds won
lab-col-win-rate = win rate
lab-col-points = mean points
lab-won-of = { $wins } of { $rounds }
lab-length-title = Round length
lab-length-help = How many actions (plays and passes) the rounds that were played took, as a share of those rounds, by table size.
lab-length-chart = round length
lab-length-x = actions
lab-length-y = % of played rounds
lab-skill-title = Skill against luck
lab-skill-help = { $strong } and { $weak } share each table (seats alternate), the lineup rotates and every deal is played once per rotation, so both hold every hand. The edge is { $strong }'s share of the wins minus its share of the seats: 0 when the rules leave nothing to skill, larger when play decides more. Bold where the 95% interval leaves 0 out.
lab-skill-map = { $strong }'s edge over { $weak }
lab-col-deals = deals
lab-col-its-seats = its seats
lab-col-its-share = its share of the wins
lab-col-edge = edge
lab-col-gap = points gap per round

## the tuner
lab-partial = Partial report: the tune was stopped after { $done } of { $total } variants. Run the same command again to resume where it stopped.
lab-targets-title = Targets
lab-target-exact = known exactly
lab-target-simulated = simulated
lab-tune-for = for { $sizes }; bots { $bots }; seed { $seed }; up to { $changes } changes; rounds per look { $looks }
lab-verdicts-mean = What the verdicts mean: “meets (exact)” / “fails (exact)”: the value is computed, not simulated. “meets (shown)” / “fails (shown)”: the whole interval lies inside / outside the target; each such verdict is right with { $confidence } over all the looks (intervals at z = { $z }). “not shown”: the interval still crosses the target's edge after the rounds played. A variant's cost is how big its change is (the mildest step of an option costs 1).
lab-search = Search
lab-col-variants = variants
lab-count-space = in the space
lab-count-looked = looked at
lab-count-same = play like a smaller variant
lab-count-exact = ruled out by exact values
lab-count-simulated = simulated
lab-count-shared = decided by simulations shared with smaller variants
lab-count-failed = shown to fail a target
lab-count-open = not shown either way at the round limit
lab-count-meets = shown to meet every target
lab-count-budget = search stopped at the budget
lab-coverage = Where the targets bind: how many simulated variants were shown to meet, shown to fail, or not shown either way, for each target at each table size (exact targets count only for variants that passed them).
lab-col-target = target
lab-publishers-rules = The publisher's rules (for comparison)
lab-publishers-short = publisher's rules
lab-each-target = Each target across { $axis }
lab-rounds-n = { $n } rounds

## what the verdicts say (labels.py)
lab-confidence = { $pct }% confidence
lab-cell = { $verdict ->
    [meets-exact] meets (exact)
    [fails-exact] fails (exact)
    [meets] meets (shown)
    [fails] fails (shown)
   *[open] not shown
}
lab-status-meets = shown to meet every target at { $where } ({ $confidence })
lab-status-fails = shown to fail { $what } ({ $confidence })
lab-status-likely = every estimate is inside its target at { $where }, but not shown at { $confidence }: some intervals still cross a target's edge after { $rounds } rounds
lab-status-open = undecided after { $rounds } rounds: no target shown to fail, not all shown to be met at { $confidence }
lab-fail-at = { $target } at { $where }
lab-variant-title = { $label } ({ $n ->
    [one] 1 change
   *[other] { $n } changes
}, cost { $cost }): { $status }
lab-stopped = stopped after { $done } of { $total } variants;{" "}
lab-headline-found = { $partial }{ $n ->
    [one] 1 variant shown to meet every target at { $where } ({ $confidence })
   *[other] { $n } variants shown to meet every target at { $where } ({ $confidence })
}
lab-headline-likely = { $partial }no variant was shown to meet every target at { $confidence }; { $n } meet them on the estimates (not shown)
lab-headline-closest = { $partial }no variant met every target; the closest
lab-headline-none = { $partial }no variant met every target, and none came close enough to simulate: exact values ruled out every variant that was looked at
lab-question = the smallest rule change with { $targets }, at { $where } ({ $origin ->
    [default] the publisher's question, the default; --target replaces it
   *[given] the targets given
})
lab-target-how = { $target } ({ $how ->
    [exact] exact
   *[simulated] simulated
})
lab-and = { $a } and { $b }

## comparison
lab-compare-a = A
lab-compare-b = B
lab-compare-intro = { $sizes }; { $rounds } rounds per table; bots { $bots }; seed { $seed }: both rule sets are played on the same deals.
lab-compare-words = { $side } in the rule book's words
lab-side-by-side = Side by side
lab-side-help = 95% intervals; the difference B - A is bold where its 95% interval leaves 0 out. Exact values have no interval.
lab-col-measure = measure
lab-skill-edge = { $strong }'s edge over { $weak } (its share of the wins minus its share of the seats)

## measures: MarsMatch (sim/marsmatch.py) and Shengji (sim/shengji.py)
lab-measure = { $name ->
    [deal_decided] rounds decided at the deal
    [banker_share] banker's share of the wins
    [banker_win] banker wins the round
    [median_actions] median actions per real-match round
    [mean_actions] mean actions per real-match round
    [streak_wins] real matches won by the trick goal
    [tricks] tricks per real-match round
    [points_gap] banker's points minus the others' mean
    [unfinished] rounds stopped unfinished
    [banker_retention] banker side keeps the bank
    [levels_per_deal] levels gained per deal
    [banker_levels] banker side's levels per deal
    [attackers_levels] attackers' levels per deal
    [attackers_points] attackers' points
    [bottom_captured] bottom captured
    [bottom_bonus] bottom bonus when captured
    [bottom_multiplier] multiplier when captured
    [kitty_points] points buried in the kitty
    [bottom_flips] bottom decides the bank
    [titanic_bottoms] captured bottoms won by a Titanic
    [skill_edge] skill edge of the stronger bots
   *[other] { $label }
}
lab-measure-help = { $name ->
    [deal_decided] share of rounds in which someone wins with a Heavenly Hand (exact: at least one Heavenly Hand is dealt)
    [banker_share] the banker's wins over all wins (a round can have several winners); 1/N when the banker has no edge
    [banker_win] share of rounds the banker wins (at the deal or in the match)
    [median_actions] plays and passes of rounds that reached the real match
    [mean_actions] plays and passes of rounds that reached the real match
    [streak_wins] share of real matches ended by the trick goal, in a row or in total (R4.4)
    [tricks] tricks of rounds that reached the real match
    [points_gap] per round: the banker's points minus the mean of the other seats' points
    [unfinished] rounds that hit the action limit (should be 0)
    [banker_retention] share of deals the banker side stays banker (G6.3)
    [levels_per_deal] levels the side that goes up gains (G6.2)
    [banker_levels] mean levels the banker side gains per deal
    [attackers_levels] mean levels the attackers gain per deal
    [attackers_points] attackers' final score, bottom included
    [bottom_captured] the attackers win the last trick (G6.1)
    [bottom_bonus] kitty points x multiplier, over captured bottoms
    [bottom_multiplier] the kitty multiplier of captured bottoms (G6.1; option kitty_multiplier)
    [kitty_points] point cards the banker buried, per deal
    [bottom_flips] deals whose bank changes hands because of the bottom bonus (without it the other side holds it)
    [titanic_bottoms] the last trick's winning play holds a Titanic (G6.1 x 2*3^L)
   *[other] { $help }
}

## targets (lab/targets.py)
lab-target-within = { $label } within { $tol } of { $centre }
lab-target-in = { $label } in { $low }..{ $high }
lab-target-at-most = { $label } <= { $high }
lab-target-at-least = { $label } >= { $low }
lab-points = { $n } points
