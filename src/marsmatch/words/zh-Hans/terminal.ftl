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
cli-note = 注意：{ $note }
cli-stands = 成立

## 升级（games/shengji/text.py）
term-sj-team = { $a }和{ $b }（{ $sa } 号和 { $sb } 号座位）
term-sj-trump = { $suit ->
    [S] 黑桃
    [H] 红桃
    [D] 方块
    [C] 梅花
   *[none] 无主（只有王和级牌是主牌）
}
term-sj-declares = { $who } 亮主：{ $cards }
term-sj-passes = { $who } 不亮
term-sj-fixed = == 主牌是{ $trump }，打 { $level }，{ $how ->
    [declared] 由最后的亮主决定
    [kitty] 由翻开的底牌决定（G3.3）
   *[position] 由座位决定
}；庄家 { $banker }
term-sj-redeal = 第一次发牌没有人亮主：重新发牌（G3.3）
term-sj-buries = { $who } 扣底 { $n } 张
term-sj-leads = { $who } 先出 { $lead }{ $failed }
term-sj-failed = {" "}—— 甩牌失败：{ $by } 能压住，所以只打出了 { $cards }（G5.3）
term-sj-plays = { $who } 出 { $cards }
term-sj-trick = —— 第 { $n } 轮：{ $who } 为{ $side ->
    [attackers] 抓分方
   *[banker] 庄家方
}赢得 { $points } 分（抓分方至此共 { $so_far } 分）；{ $why }
term-sj-scored = 抓分方在各轮中得 { $points } 分；{ $kitty }；抓分方合计：{ $total } 分
term-sj-kitty-won = 抠底：底牌 { $cards }（{ $points } 分）× { $times } = { $bonus }（G6.1）
term-sj-kitty-kept = 底牌 { $cards } 归庄家方（G6.1）
term-sj-start = 升级，{ $decks } 副牌；{ $a } 对 { $b }；打 { $level }
term-sj-declaring-first = 庄家由亮主决定；{ $who } 先亮
term-sj-banker = 庄家 { $who }
term-sj-phase = 阶段：{ $phase ->
    [declare] 亮主
    [bury] 扣底
    [play] 出牌
    [scored] 计分
   *[redeal] 重新发牌
}；打 { $level }{ $trump }
term-sj-phase-trump = ；主牌{ $trump }；庄家 { $banker }
term-sj-standing = 当前亮主：{ $who } 亮出 { $cards }
term-sj-seat-cards = { $who } { $cards }
term-sj-current = 第 { $n } 轮：{ $plays }
term-sj-points = 抓分方得分：{ $points }
term-sj-hand = 你的手牌（{ $n } 张）：{ $hand }
term-sj-sep = { $a }；{ $b }
term-sj-side = { $side ->
    [banker] 庄家方
   *[attackers] 抓分方
}
