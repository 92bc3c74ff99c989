# 第 30 号问题给 MarsMatch 引导对局加的步骤（炸弹大战、孤舟、最后的火箭），和学习页上选读法的文字。

learn-mm-12 = 机器人首出单张 J。
learn-mm-13 = 你的大王单出就是孤舟：能压所有单张。
learn-mm-14 = 单张大王没有牌压得住；机器人不出。由你首出。
learn-mm-15 = 最后几张：一个火箭，三张 9 带一张单牌 K。最先出完手牌的玩家赢下这一局。
learn-pick-reading = 这些牌有几种读法：你要哪一种？
learn-wrong-reading = 不是这种读法：请选 { $reading }。
