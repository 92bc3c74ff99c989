## marsmatch event：命令或总裁判的请求为什么不能执行（events/*.py）
ev-err-name-or-field = 请给出 --name（可重复）或 --field N，不能两个都给
ev-err-open-field = --open 把参赛名单留给 “event register”：不能再给 --name 或 --field
ev-err-passes-later = 参赛凭证在赛事开始时生成（“marsmatch event start”）
ev-err-not-started = 赛事还没有开始：先登记参赛者，再 “marsmatch event start”
ev-err-paused = 赛事已暂停；请先 “marsmatch event pause --resume”
ev-err-as = --as 的写法是 NAME=BOT，不是 { $given }
ev-err-not-in-field = { $who } 不在这次赛事的参赛名单里
ev-err-day = 日期写作 YYYY-MM-DD，不是 { $given }
ev-err-daily-pairs = 每日挑战只用于单人对局的游戏；{ $game } 是两人一组打的
ev-err-not-daily = { $folder } 不是每日挑战
ev-err-daily-closed = { $day } 的挑战已经结束；今天的是 daily-{ $today }
ev-err-daily-joined = { $who } 已经在今天的挑战里
ev-err-empty-name = 名字不能为空
ev-err-live = 这次赛事在服务器的牌桌上现场进行（“event live”）；谁缺席就由机器人在那里代打
ev-err-not-event = event.json 不是赛事说明（{ $reason }）
ev-err-pairs-four = { $game } 赛事每张牌桌坐四名玩家，分成两组
ev-err-exists = { $folder } 里已经有一个赛事；请换一个文件夹
ev-err-no-boards = 赛事至少要有一轮，每轮至少一副牌
ev-err-closed = 报名已截止：赛事已经开始
ev-err-in-field = { $who } 已经在参赛名单里
ev-err-started = 赛事已经开始了
ev-err-register-more = { $reason }；请用 “marsmatch event register” 再登记一些
ev-err-bot-not-seated = { $who } 是机器人 { $bot }，服务器不会让它入座；可用的级别是 { $levels }
ev-err-pair = 升级的一组是用 “&” 连起来的两个名字，不是 { $given }
ev-err-read = 无法读取 { $path }：{ $reason }
ev-err-not-root = { $folder } 不是放赛事的文件夹
ev-err-board = 这次赛事的牌是第 1 到第 { $boards } 副，没有第 { $board } 副
ev-err-adjust-reason = 调整成绩需要写明理由（--reason）
ev-err-already-bot = { $who } 已经是机器人了
ev-err-replace-reason = 替换参赛者需要写明理由（--reason）
ev-err-already = 赛事已经{ $state ->
    [paused] 暂停了
   *[running] 在进行中
}
ev-err-none = { $folder } 没有赛事（缺少 event.json）；请用 “marsmatch event create” 建立一个
ev-err-changed = event.json 里的牌局与它的承诺对不上：公布的牌局被改动过
ev-err-secret-missing = 缺少 { $path }：只有建立这次赛事的总裁判才能进行或公开它
ev-err-daily-reveal = { $day } 的挑战在第二天（UTC）公开
ev-err-unplayed = 还有 { $n } 副牌没有打（第 { $table } 桌的第 { $board } 副）；赛事结束时才公开种子
ev-err-seeds = 保密的种子与公布的承诺不符
