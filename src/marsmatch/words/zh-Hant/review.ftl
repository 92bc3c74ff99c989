# 一局的復盤（marsmatch review、回放頁的「復盤」標籤）：強搜尋只用該座位當時所知的資訊評判它的每一步。
review-heading = { $player }（{ $seat } 號座位）的復盤
review-mark-good = 好棋
review-mark-inaccuracy = 欠佳
review-mark-mistake = 失誤
review-mark-blunder = 大錯
review-line = { $number }. { $played }：勝率 { $chance }%，{ $mark }
review-line-better = { $line }；更好：{ $best }（{ $chance }%）
review-counts = 好棋 { $good } 步，欠佳 { $inaccuracies } 步，失誤 { $mistake } 步，大錯 { $blunder } 步
review-incomplete = 復盤用完了時間預算；之後的步驟沒有評判。
review-tab-replay = 回放
review-tab = 復盤
review-seat = 要復盤的座位
review-start = 復盤這個座位
review-running = 正在復盤……（強搜尋逐步評估）
review-none = 這個座位沒有可評判的步驟。
review-failed = 復盤失敗：{ $reason }
review-played = 實際出牌
review-best = 最佳
review-chance = 勝率
# the table's slower hint: the strong bot's move
hint-strong = 強力提示
hint-strong-title = 強力機器人的出牌（較慢：約一秒）
hint-strong-which = 強力機器人的選擇
hint-strong-thinking = 強力機器人正在思考……
