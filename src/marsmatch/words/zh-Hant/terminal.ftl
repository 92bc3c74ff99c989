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
cli-stands = 成立
