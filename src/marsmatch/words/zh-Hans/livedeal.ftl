# 边发边亮（第 30 号问题）：牌一张一张发下来，谁都可以随时亮主、反主。
sj-err-dealing = 还在发牌：现在可以亮主，或者等发完牌
sj-err-not-received = { $who } 还没摸到{ $n ->
    [1] { $card }
   *[other] { $n } 张 { $card }
}（现在有 { $have } 张）
sj-err-not-live = 这一局不是边发边亮
opt-shengji-deal_style = 亮主时机
opt-shengji-deal_style-help = 什么时候开始亮主（G3.1）：发完牌再亮，或者边发边亮；发完牌后都还要按顺序轮一圈
opt-shengji-deal_style-is-after = 发完牌再亮
opt-shengji-deal_style-is-live = 边发边亮
term-sj-declares-live = { $who } 亮主：{ $cards }（已发 { $dealt }／{ $total } 张）
sj-log-declare-live = { $who } 亮主：{ $cards }（已发 { $dealt } 张）
ld-dealing = 发牌中：{ $out }／{ $total } 张
ld-progress = 已发的牌
ld-anyone = 边发边亮：谁都可以随时亮主或反主（同一花色的 { $level }，或两张以上相同的王；张数多的大）。
ld-declare = 亮主 { $cards }
ld-overcall = 反主：{ $cards }
ld-reinforce = 加固：{ $cards }
ld-lobby-live = 边发边亮：牌一张张发，随时亮主
ld-lobby-pace = 每张牌的秒数
ld-quick = 现在亮主
