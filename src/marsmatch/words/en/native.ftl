# Words that were English or half-width on Chinese pages (issue 30): the declaring pass,
# punctuation the page puts between words, card chips in words; and the table's feel
# options (lib/feel.ts) and the one-tap pass when nothing can beat.

action-pass-declare = Pass
colon = {": "}
card-wild-as = 2 as { $rank }
card-wild-title = a wild 2 played as { $rank }
no-cards = no cards
comma = {", "}
action-pass-nothing-beats = Pass (nothing beats it)
feel-motion = Animations
feel-cues = Sound cues for plays and tricks
feel-voice = Voice: say the plays aloud
sj-log-pass = { $who } passes (no declaration)
