# 讀屏軟體聽到的話（牌桌的即時區域）：輪到你之前要應對的牌，升級跟牌的牌和分數，誰目前最大。

sr-sep = 。
sp-mm-answer = { $who } 出了 { $play }：壓住它，或者不出
sp-mm-answer-unbeatable = { $who } 出了 { $play }：沒有牌壓得住
sp-mm-lead = 你先出：什麼牌型都可以
sp-sj-you-lead = 第 { $n } 輪由你首出
sp-sj-led = { $who } 首出 { $lead }
sp-sj-played = { $who } 出 { $cards }（{ $points ->
    [0] 沒有分
   *[other] { $points } 分
}）
sp-sj-winning = 目前 { $who } 最大
