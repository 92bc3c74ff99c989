## 复式赛事（docs/tournaments.md）
event-board-ok = 这副牌是赛事 { $event }… 的第 { $board } 副牌，所有牌副的种子都在开赛前承诺：公开的牌副与赛事承诺的哈希一致，本副牌的种子与它自己的承诺一致
event-board-bad = 无法证明这副牌是赛事 { $event }… 的第 { $board } 副牌：{ $why }
event-board-pending = 这是赛事 { $event }… 的第 { $board } 副牌；赛事公开牌副后即可对照赛事承诺验证（verify-deal --boards boards.json）

## 赛事页面（web/src/Events.svelte）
nav-events = 赛事
events-title = 复式赛事
events-why = 每张牌桌打同样的牌副，你只与拿到同样牌的人比较：赢的是打得更好的人，而不是拿到王的人。
events-none = 还没有赛事。
event-status-open = 报名中
event-status-running = 进行中
event-status-finished = 已结束
event-summary = { $game }，{ $entries } 名参赛者，{ $rounds } 轮，每轮 { $boards } 副牌
event-progress = 已完成 { $done }/{ $rounds } 轮
event-committed = 开赛前承诺的牌副：
event-unrevealed = 赛事结束时公开牌副的种子，届时每份记录都可以对照这个承诺验证。
event-verified = { $n } 份记录已证明是开赛前承诺的牌副
event-standings = 排名
event-rank = 名次
event-name = 名字
event-pct = 比赛分 %
event-imps = IMP
event-tops = 顶分
event-boards-played = 牌副
event-bot = 机器人
event-tiebreaks = 按比赛分百分比排名，其次 IMP，再次顶分副数；机器人计分但不排名。
event-boards = 别人拿同样的牌打得怎样
event-me = 显示谁的牌：
event-everyone = 所有人
event-board = 第 { $n } 副（第 { $round } 轮）
event-group = 牌
event-table = 桌
event-score = 得分
event-mp = 比赛分
event-record = 记录
event-record-of = { $who } 第 { $n } 副牌的记录
event-seat = 座位 { $n }
event-dir-NS = 南北
event-dir-EW = 东西
event-substitute = 替补（机器人）
event-adjusted = 已调整

## a person's seat in a live event (Events.svelte)
event-my-seat = { $who }，你的座位
event-seat-now = 第 { $round } 轮：第 { $table } 桌，{ $n } 号座。
event-sit = 入座
event-table-coming = 你第 { $round } 轮的牌桌正在开设，稍后在本页显示。
event-all-played = 所有轮次都已打完：牌副公开后成绩即为最终成绩。
