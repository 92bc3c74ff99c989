## The rules lab's terminal (lab/cli.py, lab/progress.py, the tuner's log): progress,
## summaries and the tables printed on stdout. The reports' words are in lab.ftl.

labt-bar = { $what ->
    [sweep] sweep
    [compare] compare
   *[tune] tuning
}
labt-col-rounds = rounds
labt-bar-status = { $label }: { $status }
labt-headline = { $headline }:
labt-col-left = left
labt-col-simulated = simulated ·
labt-variant-of = variant { $done } of { $total }
labt-about-left = , about { $left } left
labt-duration = { $unit ->
    [s] { $n } s
    [min] { $n } min
   *[h] { $n } h
}
labt-status-look = { $label }: { $axis } { $size }, { $count } rounds
labt-status-check = { $label }: checked with { $bots }, { $axis } { $size }
labt-variant-log = variant { $n }: { $label }: { $status ->
    [meets] meets
    [fails] fails
   *[open] open
}{ $where }
labt-where = {" "}({ $axis } { $sizes })
labt-question = question: { $question }
labt-resuming = resuming after variant { $done }, where an earlier run stopped ({ $path }; --no-cache starts afresh)
labt-report = { $partial ->
    [yes] partial report
   *[no] report
} written to { $path }
labt-played-cells = { $rounds } rounds played, { $cells } cells, { $seconds } s, load average { $load }
labt-played = { $rounds } rounds played, { $seconds } s, load average { $load }
labt-stopped = stopped after { $done } of { $total } variants: what is shown is partial; { $resume ->
    [yes] run the same command again to resume
   *[no] --no-cache kept no state, so a new run starts afresh
}
labt-tune-title = { $game } tuner
labt-sweep-title = { $game } sweep
labt-compare-title = { $game }: A vs B
labt-tune-for = : { $sizes }, bots { $bots }, seed { $seed }
labt-sweep-for = : { $sizes }, { $rounds } rounds per cell, seed { $seed }
labt-compare-for = , { $sizes }, { $rounds } rounds each, seed { $seed } (the same deals)
labt-target = target: { $target } ({ $how ->
    [exact] exact
   *[simulated] simulated
})
labt-searched = searched { $done } of { $variants } variants of up to { $changes } changes: { $same } play like a smaller one, { $exact } ruled out by exact values, { $decided } decided by simulation{ $shared }: { $meets } shown to meet every target + { $failed } shown to fail + { $open } not shown either way at { $rounds } rounds = { $decided }{ $budget }{ $stopped }
labt-shared = {" "}({ $simulated } with new rounds, { $shared } with rounds a smaller variant had played)
labt-budget = ; stopped at the budget
labt-stopped-user = ; STOPPED by the user: partial
labt-verdicts-at = verdicts are at { $confidence } over the looks; 'exact' values are computed, not simulated
labt-coverage = simulated variants shown to meet / shown to fail / not shown, by { $axis }
labt-baseline = the publisher's rules, for comparison
labt-options = options: { $options }
labt-evidence = evidence by { $axis }
labt-key = key table (99% intervals)
labt-agreement = exact Heavenly probabilities inside their 99% interval: { $inside } of { $checked } (simultaneous 99%: { $simultaneous } of { $checked })
labt-outside = outside: { $where }: { $rate } [{ $lo }, { $hi }] vs exact { $exact } (z { $z })
labt-compare-table = 95% intervals; * the difference is significant
labt-exact = (exact)
