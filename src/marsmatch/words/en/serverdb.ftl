## marsmatch serve and marsmatch db (server/cli.py): what they print, their errors and
## their help, in the reader's language (issue 29)
srv-listening = MarsMatch server on http://{ $host }:{ $port }/ (database { $db })
srv-cluster-listening = MarsMatch server on { $url }/ ({ $n ->
    [one] { $n } process
   *[other] { $n } processes
} behind nginx, database { $db })
srv-cannot-listen = cannot listen on { $host }:{ $port }: { $reason }
srv-did-not-start = the server could not start; see the log above
srv-no-database = there is no database at { $path }
srv-db-folder-missing = cannot open the database { $db }: the folder { $folder } does not exist
srv-db-no-answer = cannot reach the database { $db }: no answer in { $seconds } s
srv-db-cannot-open = cannot open the database { $db }: { $reason }
srv-db-cannot-use = cannot use the database { $db }: { $reason }
srv-db-newest = { $revision } (the newest)
srv-db-none = none (made before the revisions, or empty)
srv-db-behind = { $revision }; the newest is { $newest }: marsmatch db upgrade (or the server's next start) brings it up
cli-help-db-current = Print the database's schema revision and whether it is the newest.
cli-help-db-upgrade = Bring the database's schema to the newest revision (as every server start does).
cli-opt-db = database: a SQLite file path or a URL such as postgresql://user:pass@host/db
cli-opt-serve-host = bind address (0.0.0.0: all)
cli-opt-serve-port = port (0: any free port)
cli-opt-serve-instance = table-id prefix this process owns (several processes behind a proxy; docs/server.md)
cli-opt-serve-bot_delay = default seconds a bot waits before acting
cli-opt-serve-log_level = how much the server logs: debug, info, warning or error
cli-opt-serve-processes = run N server processes behind nginx on one PostgreSQL (sticky by table id; docs/server.md)
cli-opt-serve-proxy_workers = nginx worker processes (with --processes)
srv-db-unusable = { $db } is not a database this server can use; give a SQLite file path or a URL such as postgresql://user:pass@host/db
srv-db-in-memory = an in-memory SQLite database cannot be shared by the server's reader and writer; give a file path
