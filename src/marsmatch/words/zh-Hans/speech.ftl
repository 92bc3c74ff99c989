# 读屏软件听到的话（牌桌的实时区域）：轮到你之前要应对的牌，升级跟牌的牌和分数，谁目前最大。

sr-sep = 。
sp-mm-answer = { $who } 出了 { $play }：压住它，或者不出
sp-mm-answer-unbeatable = { $who } 出了 { $play }：没有牌压得住
sp-mm-lead = 你先出：什么牌型都可以
sp-sj-you-lead = 第 { $n } 轮由你首出
sp-sj-led = { $who } 首出 { $lead }
sp-sj-played = { $who } 出 { $cards }（{ $points ->
    [0] 没有分
   *[other] { $points } 分
}）
sp-sj-winning = 目前 { $who } 最大
