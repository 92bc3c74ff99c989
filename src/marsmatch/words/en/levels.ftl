# Bots by level (the lobby's menu, the seats) and names for people (issue 30): three
# ranked levels first, the other bots under "More bots…"; a bot seat reads "Bot 2 (easy)".

bot-menu-easy = Bot, level 1: easy (for a first game)
bot-menu-normal = Bot, level 2: normal
bot-menu-strong = Bot, level 3: strong
bot-more = More bots…
bot-seat-name = Bot { $n } ({ $level })
bot-seat-bare = Bot { $n }
bot-level-easy = easy
bot-level-normal = normal
bot-level-strong = strong
bot-level-random = random
bot-level-greedy = greedy
bot-level-search = search
bot-level-search-v1 = older search
bot-level-learned = trained
bot-level-search-base = search base
bot-level-policy = policy network
bot-search-base = bot: search base (the search of before)
bot-policy = bot: policy network (learning baseline)
replay-link-of = Replay { $game ->
    [shengji] deal
   *[other] round
} { $n } ({ $who })
open-table-of = { $action }: { $table }
learn-name-Mia = Mia
learn-name-Bot = Bot
learn-name-East = East
learn-name-North = North
learn-name-West = West
bot-rank-tag = level { $rank } · { $level }
