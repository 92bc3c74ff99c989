# 引導局（#/learn/<game>）：安排好的牌在 games/*/text.py（tutorial()）；指令碼每一步一條說明，最後是結尾。

learn-page-title = { $game ->
    [shengji] 你的第一局升級
   *[other] 你的第一局 MarsMatch
}
learn-your-move = 輪到你
learn-next = 下一步
learn-restart = 重新開始
learn-wrong = 不是這些牌：請選 { $cards }。
learn-pick-pass = 請按「不出」。
learn-pick = 選 { $cards }，然後按「{ $action }」。
learn-done = 做得好！
learn-real-table = 開一張真正的牌桌
learn-read-rules = 看規則
learn-step = 第 { $n } 步，共 { $count } 步

learn-mm-intro = 兩人一局，牌已經安排好：你是 Mia，對手是一個機器人。每一步都會說明發生了什麼；輪到你時，選說明裡提到的牌（有框標出），再按按鈕。
learn-mm-1 = 你是莊家，所以你先出。首出可以出任何牌型。先出小的：單張 5。
learn-mm-2 = 機器人用更大的單張 8 壓住。要壓一手牌，必須出同樣的牌型並且更大——或者出炸彈。
learn-mm-3 = 你的大王能壓住 8，但先留著。不出：不出不會讓你離開這一局。
learn-mm-4 = 8 之後其他人都不出，所以它贏下這一輪，機器人再次首出：一對 6。
learn-mm-5 = 用更大的對子壓住它：你的兩張 7。
learn-mm-6 = 機器人壓不住一對 7，不出。這一輪是你的，下一輪也由你首出。
learn-mm-7 = 出一個火箭：三張 9 帶一張單牌 K。
learn-mm-8 = 機器人出了四張 Q：無人機，是炸彈。無人機能壓所有牌，除了更強的無人機、超級無人機和飛船。
learn-mm-9 = 五張 4 是更長的無人機，能壓四張 Q。五張都選上（在牌上拖過去，或長按疊放的牌）。
learn-mm-10 = 機器人沒有更強的牌，不出：這一輪是你的，由你首出。
learn-mm-11 = 只剩一張：大王，一個孤舟。最先出完手牌的玩家贏下這一局。
learn-mm-end = 你最先出完手牌，贏了這一局：人牌，100 分；機器人是全輸家。正式對局裡，連贏三輪也能贏。

learn-sj-intro = 一副牌，四個人：你是 Mia，North 是你的對家，East 和 West 是抓分方。本局打 2，所以每張 2 都是級牌，也是主牌。每一步都會說明發生了什麼；輪到你時，選說明裡提到的牌（有框標出），再按按鈕。
learn-sj-1 = 翻主：翻出你的 2♥。紅桃成為主花色；第一局裡翻主的人就是莊家。
learn-sj-2 = East 不翻。
learn-sj-3 = 你的對家 North 不翻。
learn-sj-4 = West 不翻。
learn-sj-5 = 你翻主之後大家都不翻，所以它成立。按「不出」保持。
learn-sj-6 = 你是莊家，拿起了底牌（4♥ 5♦）。扣下兩張：4♥ 和 5♦。5 算 5 分——如果抓分方贏下最後一輪就會扣底，分數加倍。
learn-sj-7 = 你首出第一輪：A♥，一張大主牌。
learn-sj-8 = East 沒有主牌，所以可以出任何牌：3♦。
learn-sj-9 = North 必須跟主牌：10♥，這一輪的 10 分歸你們這方。
learn-sj-10 = West 跟主牌 3♥。你的 A♥ 贏下這一輪，你再首出。
learn-sj-11 = 首出 5♠——一張分牌，有風險。
learn-sj-12 = East 出 A♠，最大的黑桃。
learn-sj-13 = North 跟黑桃 4♠。
learn-sj-14 = West 跟 7♠。East 贏下這一輪：抓分方拿走你的 5 分，由 East 首出。
learn-sj-15 = East 首出 8♣。
learn-sj-16 = North 出 K♣，目前最大。
learn-sj-17 = West 跟 5♣。
learn-sj-18 = 手裡有梅花就必須跟梅花：出 Q♣。North 的 K♣ 贏——只有抓分方的分才算，所以他們還是 5 分。
learn-sj-19 = North 首出大王，最大的主牌。
learn-sj-20 = West 沒有主牌，出 4♦。
learn-sj-21 = 跟主牌 K♥：這一輪是你對家的，所以這 10 分很安全。
learn-sj-22 = East 沒有主牌：7♦。North 贏，並首出。
learn-sj-23 = North 首出 9♦。
learn-sj-24 = West 用 K♦ 贏下：抓分方再得 10 分（共 15 分）。
learn-sj-25 = 你沒有方塊，所以可以出任何牌：9♠。
learn-sj-26 = East 跟 6♠。West 贏了，首出最後一輪。
learn-sj-27 = West 首出 9♣。
learn-sj-28 = 你沒有梅花：用 2♥ 斃牌！誰贏下最後一輪，就決定底牌的歸屬。
learn-sj-29 = East 出 4♣。
learn-sj-30 = North 出 10♣。你的 2♥ 贏下最後一輪，底牌留在你們這方。
learn-sj-end = 抓分方只得了 15 分，不到 40：你們這方升一級，從 2 升到 3，下一局由 North 坐莊。
