# 一局的复盘（marsmatch review、回放页的“复盘”标签）：强搜索只用该座位当时所知的信息评判它的每一步。
review-heading = { $player }（{ $seat } 号座位）的复盘
review-mark-good = 好棋
review-mark-inaccuracy = 欠佳
review-mark-mistake = 失误
review-mark-blunder = 大错
review-line = { $number }. { $played }：胜率 { $chance }%，{ $mark }
review-line-better = { $line }；更好：{ $best }（{ $chance }%）
review-counts = 好棋 { $good } 步，欠佳 { $inaccuracies } 步，失误 { $mistake } 步，大错 { $blunder } 步
review-incomplete = 复盘用完了时间预算；之后的步骤没有评判。
review-tab-replay = 回放
review-tab = 复盘
review-seat = 要复盘的座位
review-start = 复盘这个座位
review-running = 正在复盘……（强搜索逐步评估）
review-none = 这个座位没有可评判的步骤。
review-failed = 复盘失败：{ $reason }
review-played = 实际出牌
review-best = 最佳
review-chance = 胜率
# the table's slower hint: the strong bot's move
hint-strong = 强力提示
hint-strong-title = 强力机器人的出牌（较慢：约一秒）
hint-strong-which = 强力机器人的选择
hint-strong-thinking = 强力机器人正在思考……
