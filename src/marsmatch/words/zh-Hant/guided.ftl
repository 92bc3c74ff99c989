# 第 30 號問題給 MarsMatch 引導對局加的步驟（炸彈大戰、孤舟、最後的火箭），和學習頁上選讀法的文字。

learn-mm-12 = 機器人首出單張 J。
learn-mm-13 = 你的大王單出就是孤舟：能壓所有單張。
learn-mm-14 = 單張大王沒有牌壓得住；機器人不出。由你首出。
learn-mm-15 = 最後幾張：一個火箭，三張 9 帶一張單牌 K。最先出完手牌的玩家贏下這一局。
learn-pick-reading = 這些牌有幾種讀法：你要哪一種？
learn-wrong-reading = 不是這種讀法：請選 { $reading }。
