# 以前在中文頁面上是英文或半形的字（第 30 號問題）：亮主時的「不亮」、頁面在詞之間用的標點、出過的牌的讀法；還有牌桌的動畫、提示音、語音選項，和沒有牌壓得住時的一鍵不出。

action-pass-declare = 不亮
colon = ：
card-wild-as = 2 當 { $rank }
card-wild-title = 一張當 { $rank } 用的 2
no-cards = 沒有牌
comma = ，
action-pass-nothing-beats = 不出（沒有牌壓得住）
feel-motion = 動畫
feel-cues = 出牌和贏輪的提示音
feel-voice = 語音：讀出每一手牌
sj-log-pass = { $who } 不亮
