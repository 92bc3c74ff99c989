## marsmatch event：命令或總裁判的請求為什麼不能執行（events/*.py）
ev-err-name-or-field = 請給出 --name（可重複）或 --field N，不能兩個都給
ev-err-open-field = --open 把參賽名單留給「event register」：不能再給 --name 或 --field
ev-err-passes-later = 參賽憑證在賽事開始時產生（「marsmatch event start」）
ev-err-not-started = 賽事還沒有開始：先登記參賽者，再「marsmatch event start」
ev-err-paused = 賽事已暫停；請先「marsmatch event pause --resume」
ev-err-as = --as 的寫法是 NAME=BOT，不是 { $given }
ev-err-not-in-field = { $who } 不在這次賽事的參賽名單裡
ev-err-day = 日期寫作 YYYY-MM-DD，不是 { $given }
ev-err-daily-pairs = 每日挑戰只用於單人對局的遊戲；{ $game } 是兩人一組打的
ev-err-not-daily = { $folder } 不是每日挑戰
ev-err-daily-closed = { $day } 的挑戰已經結束；今天的是 daily-{ $today }
ev-err-daily-joined = { $who } 已經在今天的挑戰裡
ev-err-empty-name = 名字不能為空
ev-err-live = 這次賽事在伺服器的牌桌上現場進行（「event live」）；誰缺席就由機器人在那裡代打
ev-err-not-event = event.json 不是賽事說明（{ $reason }）
ev-err-pairs-four = { $game } 賽事每張牌桌坐四名玩家，分成兩組
ev-err-exists = { $folder } 裡已經有一個賽事；請換一個資料夾
ev-err-no-boards = 賽事至少要有一輪，每輪至少一副牌
ev-err-closed = 報名已截止：賽事已經開始
ev-err-in-field = { $who } 已經在參賽名單裡
ev-err-started = 賽事已經開始了
ev-err-register-more = { $reason }；請用「marsmatch event register」再登記一些
ev-err-bot-not-seated = { $who } 是機器人 { $bot }，伺服器不會讓它入座；可用的級別是 { $levels }
ev-err-pair = 升級的一組是用「&」連起來的兩個名字，不是 { $given }
ev-err-read = 無法讀取 { $path }：{ $reason }
ev-err-not-root = { $folder } 不是放賽事的資料夾
ev-err-board = 這次賽事的牌是第 1 到第 { $boards } 副，沒有第 { $board } 副
ev-err-adjust-reason = 調整成績需要寫明理由（--reason）
ev-err-already-bot = { $who } 已經是機器人了
ev-err-replace-reason = 替換參賽者需要寫明理由（--reason）
ev-err-already = 賽事已經{ $state ->
    [paused] 暫停了
   *[running] 在進行中
}
ev-err-none = { $folder } 沒有賽事（缺少 event.json）；請用「marsmatch event create」建立一個
ev-err-changed = event.json 裡的牌局與它的承諾對不上：公佈的牌局被改動過
ev-err-secret-missing = 缺少 { $path }：只有建立這次賽事的總裁判才能進行或公開它
ev-err-daily-reveal = { $day } 的挑戰在第二天（UTC）公開
ev-err-unplayed = 還有 { $n } 副牌沒有打（第 { $table } 桌的第 { $board } 副）；賽事結束時才公開種子
ev-err-seeds = 保密的種子與公佈的承諾不符
