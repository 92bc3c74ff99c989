## 终端里关于一局的各行（marsmatch replay --explain、judge RECORD N、终端对局）：
## games/marsmatch/text.py

term-list = { $a }、{ $b }
term-seat = { $who }（{ $seat } 号座位）
term-seat-first = { $seat } 号座位 { $who }
term-commitment = 记录中种子的 SHA-256 = { $hash }
term-mm-start = MarsMatch，{ $n } 名玩家，每人一副牌：{ $seats }；庄家：{ $banker }
term-mm-heavenly = { $who } 发牌时就凭{ $hand }胜出：{ $title }，{ $points } 分（{ $rule }）
term-mm-plays = { $who } 出 { $play }：{ $cards }
term-mm-passes = { $who } 不出
term-mm-trick = —— { $who } 赢下这一轮{ $streak ->
    [1] {""}
   *[other] ，连赢 { $streak } 轮
}
term-mm-round = { $who } 赢了这一局：{ $how }；{ $title }，{ $points } 分（{ $rule }）
term-mm-how = { $how ->
    [streak] 连赢 { $n } 轮（R4.4）
    [table] 赢下本桌 { $n } 轮中的第 { $n } 轮（R4.4）
    [tricks] 共赢 { $n } 轮（R4.4）
   *[emptied] 出完手牌（R4.3）
}
term-mm-seat-cards = { $who } { $n } 张
term-mm-held = 手中牌数：{ $held }
term-mm-gone = 发牌时离场：{ $who }
term-mm-to-beat = 要压的牌：{ $play }（{ $cards }），{ $who } 出的
term-mm-leads = 由 { $who } 先出
term-mm-streak = { $who } 已连赢 { $n } 轮
term-mm-hand = 你的手牌（{ $n } 张）：{ $hand }
term-seat-n = { $seat } 号座位
cli-start = 开局：{ $line }
cli-initial-phase = 发牌阶段：{ $line }
cli-note = 注意：{ $note }
cli-stands = 成立

## 升级（games/shengji/text.py）
term-sj-team = { $a }和{ $b }（{ $sa } 号和 { $sb } 号座位）
term-sj-trump = { $suit ->
    [S] 黑桃
    [H] 红桃
    [D] 方块
    [C] 梅花
   *[none] 无主（只有王和级牌是主牌）
}
term-sj-declares = { $who } 亮主：{ $cards }
term-sj-passes = { $who } 不亮
term-sj-fixed = == 主牌是{ $trump }，打 { $level }，{ $how ->
    [declared] 由最后的亮主决定
    [kitty] 由翻开的底牌决定（G3.3）
   *[position] 由座位决定
}；庄家 { $banker }
term-sj-redeal = 第一次发牌没有人亮主：重新发牌（G3.3）
term-sj-buries = { $who } 扣底 { $n } 张
term-sj-leads = { $who } 先出 { $lead }{ $failed }
term-sj-failed = {" "}—— 甩牌失败：{ $by } 能压住，所以只打出了 { $cards }（G5.3）
term-sj-plays = { $who } 出 { $cards }
term-sj-trick = —— 第 { $n } 轮：{ $who } 为{ $side ->
    [attackers] 抓分方
   *[banker] 庄家方
}赢得 { $points } 分（抓分方至此共 { $so_far } 分）；{ $why }
term-sj-scored = 抓分方在各轮中得 { $points } 分；{ $kitty }；抓分方合计：{ $total } 分
term-sj-kitty-won = 抠底：底牌 { $cards }（{ $points } 分）× { $times } = { $bonus }（G6.1）
term-sj-kitty-kept = 底牌 { $cards } 归庄家方（G6.1）
term-sj-start = 升级，{ $decks } 副牌；{ $a } 对 { $b }；打 { $level }
term-sj-declaring-first = 庄家由亮主决定；{ $who } 先亮
term-sj-banker = 庄家 { $who }
term-sj-phase = 阶段：{ $phase ->
    [declare] 亮主
    [bury] 扣底
    [play] 出牌
    [scored] 计分
   *[redeal] 重新发牌
}；打 { $level }{ $trump }
term-sj-phase-trump = ；主牌{ $trump }；庄家 { $banker }
term-sj-standing = 当前亮主：{ $who } 亮出 { $cards }
term-sj-seat-cards = { $who } { $cards }
term-sj-current = 第 { $n } 轮：{ $plays }
term-sj-points = 抓分方得分：{ $points }
term-sj-hand = 你的手牌（{ $n } 张）：{ $hand }
term-sj-sep = { $a }；{ $b }
term-sj-side = { $side ->
    [banker] 庄家方
   *[attackers] 抓分方
}

## 命令行的其余部分（议题 35 第二轮）：不带 --explain 的 replay、结果、verify-deal、count、终端对局
term-you = 你
term-mm-result = { $who }：{ $title }，{ $points } 分
term-mm-group = { $card }×{ $n }
term-mm-groups = { $a }  { $b }
term-sj-hand-suit = { $suit ->
    [S] 黑桃
    [H] 红桃
    [D] 方块
    [C] 梅花
   *[T] 主牌
}：{ $cards }
term-sj-hand-sep = { $a } | { $b }
term-sj-won = 这一局由 { $team } 获胜{ $yours ->
    [yes] （你的队）
   *[no] {""}
}
term-sj-attackers-points = 抓分方得分：{ $points }（G6.2）
term-sj-level = { $team }：{ $move ->
    [up] 级别 { $old } → { $new }
   *[stays] 级别仍为 { $old }
}{ $wins ->
    [yes] ，并赢得整场比赛（G6.4）
   *[no] {""}
}
term-sj-next-banker = 下一局庄家：{ $who }（G6.3）
term-no-seat = 这一手没有座位号（“seat”）
term-not-legal = 第 { $n } 手（{ $seat } 号座位）不合法：{ $reason }
term-stops-here = 记录到此为止，这一局还没有结束；轮到：{ $seats }
term-stops-dealing = 记录到此为止，牌还在发（已发 { $out } 张，共 { $total } 张）
term-result = 结果：
cli-core = 用{ $core ->
    [reference] 参考
   *[other] 编译
}核心重放（docs/compiled-core.md）
cli-deal-unfit = { $proves }；第 { $n } 手与之不符，这不是任何玩家的过错
cli-count = { $what ->
    [answers] 能压过这手牌的
   *[leads] 能首出的
}合法出法共 { $plays } 种，分属 { $types } 种牌型
cli-error = 错误
term-vd-scheme = 发牌方案：{ $scheme }（服务器的种子，混入玩家公开的数值）
term-vd-commitment = 承诺 sha256（{ $what ->
    [server] 服务器种子
   *[seed] 种子
}）= { $hash }
term-vd-published = 公布的承诺：{ $state ->
    [yes] 相符
    [no] 不相符（记录公布的是 { $published }）
   *[none] 记录中没有
}
term-vd-value = { $seat } 号座位的数值：{ $state ->
    [yes] 与其承诺相符，已混入
    [no] 与其承诺不相符
   *[none] 有承诺，但从未公开（未混入）
}
term-vd-mixed = 由服务器种子和各数值得出的洗牌种子：{ $state ->
    [yes] 相符
    [no] 不相符
   *[none] 记录中没有
}
term-vd-took-part = 参与选定发牌的玩家：{ $who }{ $alone ->
    [server] （种子由服务器独自选定）
    [maker] （种子由记录的制作者独自选定）
   *[no] {""}
}
term-vd-hands = 记录中的手牌：{ $ok ->
    [yes] 相符
   *[no] { $why }
}
term-vd-board = 赛事牌局：{ $why }
term-vd-verified = 已核实：{ $proves }
term-vd-failed = 未通过：{ $why }
term-vd-why = { $why }
term-vd-proves = 这说明：{ $proves }
play-help = 命令：{ $game }；“pass”（过）、“hint”（提示）、“bot”（由提示机器人替你出）、“auto”（由它打到底）、“hand”（看手牌）、“help”（帮助）、“quit”（退出）
term-action-help = 按游戏的文字格式输入一手
term-mm-action-help = 输入要出的牌，例如 “7 7 7 4”（加上 “as rocket:1:single” 指定读法；两种读法牌形相同时，用 “as starship:1:pair:4” 再加上点数），或输入 “pass” 不出
term-sj-action-help = 亮主阶段输入 “declare H2 H2” 亮主，或输入 “pass” 不亮；庄家输入 “bury C3 C4 ...” 扣底；之后输入要出的牌，例如 “SA SA”（甩牌可写明拆法：“S8 S8 S7 as pair S8, single S7”）
play-you-are = 你是 { $seat } 号座位（{ $who }）。{ $help }
play-prompt = 你出牌
play-end-of-input = （输入结束：停止）
play-not-legal = 不合法：{ $why }。输入 “hint” 看提示，或输入 “help” 看命令。
play-hint = 提示：贪心机器人会出 “{ $action }”
play-also = 其他：{ $actions }
play-saved = 这一局{ $finished ->
    [yes] 已结束
   *[no] 提前停止
}；记录已保存到 { $path }（重放：marsmatch replay { $path }）
cli-readings-of = { $play } 的读法
cli-readings-col = { $col ->
    [kind] 牌型
    [length] 长度
    [rank] 点数
   *[attachment] 带牌
}
cli-attachment = { $kind ->
    [single] 带单张
    [pair] 带对子
   *[none] 不带
}
term-leads-as = { $cards } 首出，读作 { $play }
play-quoted = “{ $action }”

## 读者语言的 marsmatch --help（cli.translate_help）
cli-help-app = MarsMatch 和升级：规则引擎、裁判、记录与重放。
cli-help-version = 显示版本后退出
cli-help-lang = 裁定和说明所用的语言：en、zh-Hans 或 zh-Hant（默认跟随系统语言设置 LC_ALL / LANG）
cli-help-options = 选项
cli-help-commands = 命令
cli-help-arguments = 参数
cli-help-judge = 列出 PLAY 的每一种读法；加上 --against 时，说明它能否压过桌上的牌以及原因。
cli-help-count = 精确计算不同的合法出法（R3.13）和牌型的数目；不出不算在内。
cli-help-replay = 重放一份记录：逐手列出这一局，或指出第一手不合法的牌及原因。
cli-help-verify-deal = 由种子重新发牌，核对承诺、混合和手牌。
cli-help-deal = 由种子发一局牌，打印（或写出）它的记录，可以接着打。
cli-help-decide = 为一份记录写出可打印的裁定书：记录的哈希值、有争议的一手、裁定、以读者语言引用的裁定条文，以及作出裁定的代码版本。
cli-help-serve = 启动游戏服务器（大厅、牌桌、记录），并显示它的地址。
cli-help-simulate = 让机器人打很多局，报告规则实验室的统计。
cli-help-arena = 让机器人互相对打，每局轮换座位；给出带 95% 置信区间的胜率。
cli-help-play = 在终端里与机器人打一局；结束时保存记录。
cli-help-review = 用强搜索复盘一个座位的每一手决定，只按该座位当时所知（从不看别人的暗牌）：所出一手与最佳一手各自的胜率、评语（好棋、欠精确、失误、大错；docs/bots.md），以及用文字说明的更好一手。
cli-help-lab = 给出版商的规则实验室：按牌桌人数和规则选项扫描，以及寻找满足目标的最小规则改动的调规器。
cli-help-event = 复式赛事：每张牌桌打同样的牌局，开打前就已承诺（docs/tournaments.md）。
cli-help-db = 服务器的数据库：它处在哪个结构版本，以及把它升级到最新（Alembic 迁移）。
cli-wrote = 已写出 { $path }：{ $what }
cli-wrote-file = 已写出 { $path }
cli-wrote-deal = 已写出 { $path }（承诺 { $hash }）

## 读者语言的 marsmatch arena（sim/cli.py）；机器人名按输入原样
arena-title = 机器人对战（95% 威尔逊区间；轮换座位）
arena-col = { $col ->
    [a] A
    [b] B
    [a-win] A 每座胜率
    [b-win] B 每座胜率
    [decisive] A 分胜负局胜率
    [a-pts] A 平均分
   *[b-pts] B 平均分
}
arena-verdict = { $stronger ->
    [yes] { $who } 更强
   *[no] 没有显著差异
}
arena-pair = { $a } 对 { $b }（{ $game }，{ $players } 个座位，{ $rounds } 局）：{ $verdict }
arena-real = { $a } 在正式对局胜局中所占的比例：{ $rate }
ladder-title = 天梯（布拉德利-特里模型，以 1500 为中心）
ladder-col = { $col ->
    [rank] 名次
    [bot] 机器人
    [elo] 等级分
    [interval] 95% 区间
   *[games] 分出胜负的局数
}
