# 机器人的级别（大厅的菜单、座位）和人名（第 30 号问题）：先列三个分了高低的级别，其他机器人放在“更多机器人…”里；机器人座位读作“机器人 2（简单）”。

bot-menu-easy = 机器人 1 级：简单（适合第一次玩）
bot-menu-normal = 机器人 2 级：普通
bot-menu-strong = 机器人 3 级：强
bot-more = 更多机器人…
bot-seat-name = 机器人 { $n }（{ $level }）
bot-seat-bare = 机器人 { $n }
bot-level-easy = 简单
bot-level-normal = 普通
bot-level-strong = 强
bot-level-random = 随机
bot-level-greedy = 贪心
bot-level-search = 搜索
bot-level-search-v1 = 旧版搜索
bot-level-learned = 训练所得
bot-level-search-base = 基础搜索
bot-level-policy = 策略网络
bot-search-base = 机器人：基础搜索（以前的搜索）
bot-policy = 机器人：策略网络（学习的基准）
replay-link-of = 回放{ $game ->
    [shengji] 第 { $n } 局
   *[other] 第 { $n } 轮
}（{ $who }）
open-table-of = { $action }：{ $table }
learn-name-Mia = 小美
learn-name-Bot = 机器人
learn-name-East = 东家
learn-name-North = 北家
learn-name-West = 西家
bot-rank-tag = { $rank } 级 · { $level }
