# 引导局（#/learn/<game>）：安排好的牌在 games/*/text.py（tutorial()）；脚本每一步一条说明，最后是结尾。

learn-page-title = { $game ->
    [shengji] 你的第一局升级
   *[other] 你的第一局 MarsMatch
}
learn-your-move = 轮到你
learn-next = 下一步
learn-restart = 重新开始
learn-wrong = 不是这些牌：请选 { $cards }。
learn-pick-pass = 请按“不出”。
learn-pick = 选 { $cards }，然后按“{ $action }”。
learn-done = 做得好！
learn-real-table = 开一张真正的牌桌
learn-read-rules = 看规则
learn-step = 第 { $n } 步，共 { $count } 步

learn-mm-intro = 两人一局，牌已经安排好：你是 Mia，对手是一个机器人。每一步都会说明发生了什么；轮到你时，选说明里提到的牌（有框标出），再按按钮。
learn-mm-1 = 你是庄家，所以你先出。首出可以出任何牌型。先出小的：单张 5。
learn-mm-2 = 机器人用更大的单张 8 压住。要压一手牌，必须出同样的牌型并且更大——或者出炸弹。
learn-mm-3 = 你的大王能压住 8，但先留着。不出：不出不会让你离开这一局。
learn-mm-4 = 8 之后其他人都不出，所以它赢下这一轮，机器人再次首出：一对 6。
learn-mm-5 = 用更大的对子压住它：你的两张 7。
learn-mm-6 = 机器人压不住一对 7，不出。这一轮是你的，下一轮也由你首出。
learn-mm-7 = 出一个火箭：三张 9 带一张单牌 K。
learn-mm-8 = 机器人出了四张 Q：无人机，是炸弹。无人机能压所有牌，除了更强的无人机、超级无人机和飞船。
learn-mm-9 = 五张 4 是更长的无人机，能压四张 Q。五张都选上（在牌上拖过去，或长按叠放的牌）。
learn-mm-10 = 机器人没有更强的牌，不出：这一轮是你的，由你首出。
learn-mm-11 = 只剩一张：大王，一个孤舟。最先出完手牌的玩家赢下这一局。
learn-mm-end = 你最先出完手牌，赢了这一局：人牌，100 分；机器人是全输家。正式对局里，连赢三轮也能赢。

learn-sj-intro = 一副牌，四个人：你是 Mia，North 是你的对家，East 和 West 是抓分方。本局打 2，所以每张 2 都是级牌，也是主牌。每一步都会说明发生了什么；轮到你时，选说明里提到的牌（有框标出），再按按钮。
learn-sj-1 = 翻主：翻出你的 2♥。红桃成为主花色；第一局里翻主的人就是庄家。
learn-sj-2 = East 不翻。
learn-sj-3 = 你的对家 North 不翻。
learn-sj-4 = West 不翻。
learn-sj-5 = 你翻主之后大家都不翻，所以它成立。按“不出”保持。
learn-sj-6 = 你是庄家，拿起了底牌（4♥ 5♦）。扣下两张：4♥ 和 5♦。5 算 5 分——如果抓分方赢下最后一轮就会扣底，分数加倍。
learn-sj-7 = 你首出第一轮：A♥，一张大主牌。
learn-sj-8 = East 没有主牌，所以可以出任何牌：3♦。
learn-sj-9 = North 必须跟主牌：10♥，这一轮的 10 分归你们这方。
learn-sj-10 = West 跟主牌 3♥。你的 A♥ 赢下这一轮，你再首出。
learn-sj-11 = 首出 5♠——一张分牌，有风险。
learn-sj-12 = East 出 A♠，最大的黑桃。
learn-sj-13 = North 跟黑桃 4♠。
learn-sj-14 = West 跟 7♠。East 赢下这一轮：抓分方拿走你的 5 分，由 East 首出。
learn-sj-15 = East 首出 8♣。
learn-sj-16 = North 出 K♣，目前最大。
learn-sj-17 = West 跟 5♣。
learn-sj-18 = 手里有梅花就必须跟梅花：出 Q♣。North 的 K♣ 赢——只有抓分方的分才算，所以他们还是 5 分。
learn-sj-19 = North 首出大王，最大的主牌。
learn-sj-20 = West 没有主牌，出 4♦。
learn-sj-21 = 跟主牌 K♥：这一轮是你对家的，所以这 10 分很安全。
learn-sj-22 = East 没有主牌：7♦。North 赢，并首出。
learn-sj-23 = North 首出 9♦。
learn-sj-24 = West 用 K♦ 赢下：抓分方再得 10 分（共 15 分）。
learn-sj-25 = 你没有方块，所以可以出任何牌：9♠。
learn-sj-26 = East 跟 6♠。West 赢了，首出最后一轮。
learn-sj-27 = West 首出 9♣。
learn-sj-28 = 你没有梅花：用 2♥ 毙牌！谁赢下最后一轮，就决定底牌的归属。
learn-sj-29 = East 出 4♣。
learn-sj-30 = North 出 10♣。你的 2♥ 赢下最后一轮，底牌留在你们这方。
learn-sj-end = 抓分方只得了 15 分，不到 40：你们这方升一级，从 2 升到 3，下一局由 North 坐庄。
