## The arena's rounds log (marsmatch arena --out FILE --resume)

err-arena-log-exists = { $path } already holds rounds: add --resume to go on from them, or choose another file
err-arena-log-missing = there is no arena log at { $path } to resume
err-arena-log-bad = { $path } is not an arena rounds log
err-arena-log-other = { $path } logs another run ({ $option } was { $was }, now { $now }): resume it with the same options, or choose another file
err-arena-resume-needs-out = --resume needs --out FILE, the log to go on from
arena-stopped = stopped: { $rounds } rounds of { $a } vs { $b } are saved in { $path }; the same command with --resume goes on from them
arena-resumed = { $a } vs { $b }: { $rounds } rounds done in { $path }, going on from there
