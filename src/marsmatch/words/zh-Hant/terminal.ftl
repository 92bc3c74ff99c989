## 終端裡關於一局的各行（marsmatch replay --explain、judge RECORD N、終端對局）：
## games/marsmatch/text.py

term-list = { $a }、{ $b }
term-seat = { $who }（{ $seat } 號座位）
term-seat-first = { $seat } 號座位 { $who }
term-commitment = 記錄中種子的 SHA-256 = { $hash }
term-mm-start = MarsMatch，{ $n } 名玩家，每人一副牌：{ $seats }；莊家：{ $banker }
term-mm-heavenly = { $who } 發牌時就憑{ $hand }勝出：{ $title }，{ $points } 分（{ $rule }）
term-mm-plays = { $who } 出 { $play }：{ $cards }
term-mm-passes = { $who } 不出
term-mm-trick = —— { $who } 贏下這一輪{ $streak ->
    [1] {""}
   *[other] ，連贏 { $streak } 輪
}
term-mm-round = { $who } 贏了這一局：{ $how }；{ $title }，{ $points } 分（{ $rule }）
term-mm-how = { $how ->
    [streak] 連贏 { $n } 輪（R4.4）
    [table] 贏下本桌 { $n } 輪中的第 { $n } 輪（R4.4）
    [tricks] 共贏 { $n } 輪（R4.4）
   *[emptied] 出完手牌（R4.3）
}
term-mm-seat-cards = { $who } { $n } 張
term-mm-held = 手中牌數：{ $held }
term-mm-gone = 發牌時離場：{ $who }
term-mm-to-beat = 要壓的牌：{ $play }（{ $cards }），{ $who } 出的
term-mm-leads = 由 { $who } 先出
term-mm-streak = { $who } 已連贏 { $n } 輪
term-mm-hand = 你的手牌（{ $n } 張）：{ $hand }
term-seat-n = { $seat } 號座位
cli-start = 開局：{ $line }
cli-initial-phase = 發牌階段：{ $line }
cli-note = 注意：{ $note }
cli-stands = 成立

## 升級（games/shengji/text.py）
term-sj-team = { $a }和{ $b }（{ $sa } 號和 { $sb } 號座位）
term-sj-trump = { $suit ->
    [S] 黑桃
    [H] 紅桃
    [D] 方塊
    [C] 梅花
   *[none] 無主（只有王和級牌是主牌）
}
term-sj-declares = { $who } 亮主：{ $cards }
term-sj-passes = { $who } 不亮
term-sj-fixed = == 主牌是{ $trump }，打 { $level }，{ $how ->
    [declared] 由最後的亮主決定
    [kitty] 由翻開的底牌決定（G3.3）
   *[position] 由座位決定
}；莊家 { $banker }
term-sj-redeal = 第一次發牌沒有人亮主：重新發牌（G3.3）
term-sj-buries = { $who } 扣底 { $n } 張
term-sj-leads = { $who } 先出 { $lead }{ $failed }
term-sj-failed = {" "}—— 甩牌失敗：{ $by } 能壓住，所以只打出了 { $cards }（G5.3）
term-sj-plays = { $who } 出 { $cards }
term-sj-trick = —— 第 { $n } 輪：{ $who } 為{ $side ->
    [attackers] 抓分方
   *[banker] 莊家方
}贏得 { $points } 分（抓分方至此共 { $so_far } 分）；{ $why }
term-sj-scored = 抓分方在各輪中得 { $points } 分；{ $kitty }；抓分方合計：{ $total } 分
term-sj-kitty-won = 摳底：底牌 { $cards }（{ $points } 分）× { $times } = { $bonus }（G6.1）
term-sj-kitty-kept = 底牌 { $cards } 歸莊家方（G6.1）
term-sj-start = 升級，{ $decks } 副牌；{ $a } 對 { $b }；打 { $level }
term-sj-declaring-first = 莊家由亮主決定；{ $who } 先亮
term-sj-banker = 莊家 { $who }
term-sj-phase = 階段：{ $phase ->
    [declare] 亮主
    [bury] 扣底
    [play] 出牌
    [scored] 計分
   *[redeal] 重新發牌
}；打 { $level }{ $trump }
term-sj-phase-trump = ；主牌{ $trump }；莊家 { $banker }
term-sj-standing = 目前亮主：{ $who } 亮出 { $cards }
term-sj-seat-cards = { $who } { $cards }
term-sj-current = 第 { $n } 輪：{ $plays }
term-sj-points = 抓分方得分：{ $points }
term-sj-hand = 你的手牌（{ $n } 張）：{ $hand }
term-sj-sep = { $a }；{ $b }
term-sj-side = { $side ->
    [banker] 莊家方
   *[attackers] 抓分方
}
