# The fingerprint a deal showed this browser before it was dealt differs from the one its
# record or the finished round carries (issue 29, review N5).
deal-check-shown-bad = The published fingerprint is not the one your browser was shown before the deal: the deal is not proven fair.
