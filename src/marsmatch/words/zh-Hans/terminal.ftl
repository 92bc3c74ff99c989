## 终端里关于一局的各行（marsmatch replay --explain、judge RECORD N、终端对局）：
## games/marsmatch/text.py

term-list = { $a }、{ $b }
term-seat = { $who }（{ $seat } 号座位）
term-seat-first = { $seat } 号座位 { $who }
term-commitment = 记录中种子的 SHA-256 = { $hash }
term-mm-start = MarsMatch，{ $n } 名玩家，每人一副牌：{ $seats }；庄家：{ $banker }
term-mm-heavenly = { $who } 发牌时就凭{ $hand }胜出：{ $title }，{ $points } 分（{ $rule }）
term-mm-plays = { $who } 出 { $play }：{ $cards }
term-mm-passes = { $who } 不出
term-mm-trick = —— { $who } 赢下这一轮{ $streak ->
    [1] {""}
   *[other] ，连赢 { $streak } 轮
}
term-mm-round = { $who } 赢了这一局：{ $how }；{ $title }，{ $points } 分（{ $rule }）
term-mm-how = { $how ->
    [streak] 连赢 { $n } 轮（R4.4）
    [table] 赢下本桌 { $n } 轮中的第 { $n } 轮（R4.4）
    [tricks] 共赢 { $n } 轮（R4.4）
   *[emptied] 出完手牌（R4.3）
}
term-mm-seat-cards = { $who } { $n } 张
term-mm-held = 手中牌数：{ $held }
term-mm-gone = 发牌时离场：{ $who }
term-mm-to-beat = 要压的牌：{ $play }（{ $cards }），{ $who } 出的
term-mm-leads = 由 { $who } 先出
term-mm-streak = { $who } 已连赢 { $n } 轮
term-mm-hand = 你的手牌（{ $n } 张）：{ $hand }
term-seat-n = { $seat } 号座位
cli-start = 开局：{ $line }
cli-initial-phase = 发牌阶段：{ $line }
cli-stands = 成立
