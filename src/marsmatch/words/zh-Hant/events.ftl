## 複式賽事（docs/tournaments.md）
event-board-ok = 這副牌是賽事 { $event }… 的第 { $board } 副牌，所有牌副的種子都在開賽前承諾：公開的牌副與賽事承諾的雜湊一致，本副牌的種子與它自己的承諾一致
event-board-bad = 無法證明這副牌是賽事 { $event }… 的第 { $board } 副牌：{ $why }
event-board-pending = 這是賽事 { $event }… 的第 { $board } 副牌；賽事公開牌副後即可對照賽事承諾驗證（verify-deal --boards boards.json）

## 賽事頁面（web/src/Events.svelte）
nav-events = 賽事
events-title = 複式賽事
events-why = 每張牌桌打同樣的牌副，你只與拿到同樣牌的人比較：贏的是打得更好的人，而不是拿到王的人。
events-none = 還沒有賽事。
event-status-open = 報名中
event-status-running = 進行中
event-status-finished = 已結束
event-summary = { $game }，{ $entries } 名參賽者，{ $rounds } 輪，每輪 { $boards } 副牌
event-progress = 已完成 { $done }/{ $rounds } 輪
event-committed = 開賽前承諾的牌副：
event-unrevealed = 賽事結束時公開牌副的種子，屆時每份記錄都可以對照這個承諾驗證。
event-verified = { $n } 份記錄已證明是開賽前承諾的牌副
event-standings = 排名
event-rank = 名次
event-name = 名字
event-pct = 比賽分 %
event-imps = IMP
event-tops = 頂分
event-boards-played = 牌副
event-bot = 機器人
event-tiebreaks = 按比賽分百分比排名，其次 IMP，再次頂分副數；機器人計分但不排名。
event-boards = 別人拿同樣的牌打得怎樣
event-me = 顯示誰的牌：
event-everyone = 所有人
event-board = 第 { $n } 副（第 { $round } 輪）
event-group = 牌
event-table = 桌
event-score = 得分
event-mp = 比賽分
event-record = 記錄
event-record-of = { $who } 第 { $n } 副牌的記錄
event-seat = 座位 { $n }
event-dir-NS = 南北
event-dir-EW = 東西
event-substitute = 替補（機器人）
event-adjusted = 已調整

## a person's seat in a live event (Events.svelte)
event-my-seat = { $who }，你的座位
event-seat-now = 第 { $round } 輪：第 { $table } 桌，{ $n } 號座。
event-sit = 入座
event-table-coming = 你第 { $round } 輪的牌桌正在開設，稍後在本頁顯示。
event-all-played = 所有輪次都已打完：牌副公開後成績即為最終成績。
