# 機器人的級別（大廳的選單、座位）和人名（第 30 號問題）：先列三個分了高低的級別，其他機器人放在「更多機器人…」裡；機器人座位讀作「機器人 2（簡單）」。

bot-menu-easy = 機器人 1 級：簡單（適合第一次玩）
bot-menu-normal = 機器人 2 級：普通
bot-menu-strong = 機器人 3 級：強
bot-more = 更多機器人…
bot-seat-name = 機器人 { $n }（{ $level }）
bot-seat-bare = 機器人 { $n }
bot-level-easy = 簡單
bot-level-normal = 普通
bot-level-strong = 強
bot-level-random = 隨機
bot-level-greedy = 貪心
bot-level-search = 搜尋
bot-level-search-v1 = 舊版搜尋
bot-level-learned = 訓練所得
bot-level-search-base = 基礎搜尋
bot-level-policy = 策略網路
bot-search-base = 機器人：基礎搜尋（以前的搜尋）
bot-policy = 機器人：策略網路（學習的基準）
replay-link-of = 回放{ $game ->
    [shengji] 第 { $n } 局
   *[other] 第 { $n } 輪
}（{ $who }）
open-table-of = { $action }：{ $table }
learn-name-Mia = 小美
learn-name-Bot = 機器人
learn-name-East = 東家
learn-name-North = 北家
learn-name-West = 西家
bot-rank-tag = { $rank } 級 · { $level }
