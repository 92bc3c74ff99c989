# 邊發邊亮（第 30 號問題）：牌一張一張發下來，誰都可以隨時亮主、反主。
sj-err-dealing = 還在發牌：現在可以亮主，或者等發完牌
sj-err-not-received = { $who } 還沒摸到{ $n ->
    [1] { $card }
   *[other] { $n } 張 { $card }
}（現在有 { $have } 張）
sj-err-not-live = 這一局不是邊發邊亮
opt-shengji-deal_style = 亮主時機
opt-shengji-deal_style-help = 什麼時候開始亮主（G3.1）：發完牌再亮，或者邊發邊亮；發完牌後都還要按順序輪一圈
opt-shengji-deal_style-is-after = 發完牌再亮
opt-shengji-deal_style-is-live = 邊發邊亮
term-sj-declares-live = { $who } 亮主：{ $cards }（已發 { $dealt }／{ $total } 張）
sj-log-declare-live = { $who } 亮主：{ $cards }（已發 { $dealt } 張）
ld-dealing = 發牌中：{ $out }／{ $total } 張
ld-progress = 已發的牌
ld-anyone = 邊發邊亮：誰都可以隨時亮主或反主（同一花色的 { $level }，或兩張以上相同的王；張數多的大）。
ld-declare = 亮主 { $cards }
ld-overcall = 反主：{ $cards }
ld-reinforce = 加固：{ $cards }
ld-lobby-live = 邊發邊亮：牌一張張發，隨時亮主
ld-lobby-pace = 每張牌的秒數
ld-quick = 現在亮主
