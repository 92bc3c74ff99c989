# 以前在中文页面上是英文或半角的字（第 30 号问题）：亮主时的“不亮”、页面在词之间用的标点、出过的牌的读法；还有牌桌的动画、提示音、语音选项，和没有牌压得住时的一键不出。

action-pass-declare = 不亮
colon = ：
card-wild-as = 2 当 { $rank }
card-wild-title = 一张当 { $rank } 用的 2
no-cards = 没有牌
comma = ，
action-pass-nothing-beats = 不出（没有牌压得住）
feel-motion = 动画
feel-cues = 出牌和赢轮的提示音
feel-voice = 语音：读出每一手牌
sj-log-pass = { $who } 不亮
