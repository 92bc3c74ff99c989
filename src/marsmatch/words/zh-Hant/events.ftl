## 複式賽事（docs/tournaments.md）
event-board-ok = 這副牌是賽事 { $event }… 的第 { $board } 副牌，所有牌副的種子都在開賽前承諾：公開的牌副與賽事承諾的雜湊一致，本副牌的種子與它自己的承諾一致
event-board-bad = 無法證明這副牌是賽事 { $event }… 的第 { $board } 副牌：{ $why }
event-board-pending = 這是賽事 { $event }… 的第 { $board } 副牌；賽事公開牌副後即可對照賽事承諾驗證（verify-deal --boards boards.json）
