# The arbiter's decision document (marsmatch decide, the arbiter page's button):
# src/marsmatch/arbiter/decision.py.

decision-title = Decision on a disputed action
decision-title-record = Decision on a record
decision-print = Print
decision-record = The record
decision-game = Game
decision-players = Players
decision-file = File
decision-hash = SHA-256 of the record file
decision-actions = Actions in the record
decision-commitment = Commitment published before the deal
decision-none = none
decision-disputed = The disputed action
decision-no-dispute = No single action is disputed: this decision covers the whole record.
decision-action = Action { $n } of { $total }
decision-by = { $who } (seat { $seat })
decision-as-recorded = As the record holds it
decision-before = The actions before it
decision-verdict = Verdict
decision-stands = The action stands: it is legal under the rulings.
decision-refused = The action is not legal: it cannot stand.
decision-deal-failed = The deal failed: the record's deal is not the one committed to before it, so no action is judged against it and no player is to blame.
decision-all-stand = Every action in the record stands.
decision-why = Why
decision-engine-words = (in the engine's words)
decision-rulings = The rulings applied
decision-ruling-missing = (the rulings have no text under this id)
decision-deal = The deal
decision-code = Decided with
decision-date = Date (UTC)
decision-check = Anyone can check this decision: run { $command } on the same file (SHA-256 above) with the same version of marsmatch.
decision-arbiter = Arbiter
decision-signature = Signature
decision-signed-on = Date
decision-legal = legal
decision-illegal = not legal

## actions as the record holds them, cards in the order written
decision-act = { $verb ->
    [plays] plays { $cards }
    [declares] declares { $cards }
    [buries] buries { $cards }
    [passes] passes
    [declines] passes
   *[other] { $cards }
}
decision-act-as = { $act }, read as { $reading }
