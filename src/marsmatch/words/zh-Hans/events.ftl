## 复式赛事（docs/tournaments.md）
event-board-ok = 这副牌是赛事 { $event }… 的第 { $board } 副牌，所有牌副的种子都在开赛前承诺：公开的牌副与赛事承诺的哈希一致，本副牌的种子与它自己的承诺一致
event-board-bad = 无法证明这副牌是赛事 { $event }… 的第 { $board } 副牌：{ $why }
event-board-pending = 这是赛事 { $event }… 的第 { $board } 副牌；赛事公开牌副后即可对照赛事承诺验证（verify-deal --boards boards.json）
