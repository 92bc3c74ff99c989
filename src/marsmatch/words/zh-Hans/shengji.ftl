# 升级的文字，用出版商的术语（shared/seeds/002）：主牌、级牌、庄家、庄家方、抓分方、
# 底牌、扣底（庄家扣下底牌）、抠底（抓分方赢下最后一轮）、拖拉机、副牌、分牌、亮主、反主、不亮；一局叫“局”，每一圈出牌叫“轮”。术语表：docs/translations.md。

sj-trump-not-set = 还没定
sj-points-left = 还有 { $left } 分在外（共 { $total } 分）
sj-team-level = 打 { $level }{ $side ->
    [attackers] {" "}· 抓分方
    [banker] {" "}· 庄家方
   *[none] {""}
}
sj-team-points = { $n } 分
sj-declaring = 正在亮主，本局打 { $level }。
sj-nobody-declared = 还没有人亮主。
sj-you-may-declare = 你可以亮主：选同一花色的级牌（{ $level }），或两张以上相同的王——张数多的压张数少的——也可以不亮。
sj-you-hold-declaration = 现在是你亮的主：按“不亮”保持，或者再多亮几张加强。
sj-burying = { $who } 拿起底牌，要扣下 { $n } 张。
sj-pick-to-bury = 选 { $n } 张牌扣底；从底牌拿来的牌有标记。
sj-this-trick = 这一轮
sj-trick-n = 第 { $n } 轮
sj-trick-won = { $who } 赢得 { $points } 分
sj-led-what = 首出：{ $lead }
sj-who-led = { $who } 首出 { $lead }
sj-led = 首出
sj-winning = 目前最大
sj-won = 赢了
sj-to-play = 该出牌…
sj-sr-spot = { $who }：{ $cards }，{ $marks }
sj-sr-spot-plain = { $who }：{ $cards }
sj-sr-spot-empty = { $who }：还没出牌
sj-back-to-trick = 回到这一轮
sj-show-last = 看上一轮（{ $who }，{ $points } 分）
sj-kitty = 底牌
sj-kitty-buried = 底牌（你扣的）
sj-shows = 亮出 { $cards }
sj-attackers-points = 抓分方得分
sj-redealt = 重新发牌：没有人亮主
sj-levels-now = 现在的级别
sj-points-per-trick = 每一轮的分数
sj-trick-line = { $who } 赢：{ $points } 分——首出 { $lead }
sj-log-declare = { $who } 亮主 { $cards }
sj-log-redeal = 没有人亮主：重新发牌
sj-log-bury = { $who } 扣下 { $n } 张底牌
sj-log-lead = { $who } 首出 { $lead }
sj-log-follow = { $who } 跟牌
sj-log-trick = { $who } 赢下第 { $n } 轮：{ $points } 分。{ $why }
sj-log-scored = 本局计分：抓分方 { $points } 分

## 引擎的文字
sj-trump = { $suit ->
    [S] ♠ 黑桃
    [H] ♥ 红桃
    [D] ♦ 方块
    [C] ♣ 梅花
   *[none] 无主
}
sj-declaration = { $who } 亮出 { $cards }
sj-unit = { $kind ->
    [single] { $cards }
    [pair] 一对 { $first }
    [triple] 三张 { $first }
    [titanic] 三张拖拉机 { $span }
   *[tractor] 拖拉机 { $span }
}
sj-span = { $low }–{ $high }
sj-throw = 甩牌：{ $parts }
sj-failed = { $who } 甩牌失败：{ $by } 能压住其中一部分，所以只打出了 { $cards }（G5.3）
sj-trump-fixed = 主牌是{ $trump }，打 { $level }，{ $how ->
    [declared] 由最后的亮主决定
    [kitty] 由翻开的底牌决定（G3.3）
   *[position] 由座位决定
}；{ $banker } 是庄家
sj-story-redeal = 没有人亮主：重新发牌
sj-story-won = { $who }（{ $side ->
    [banker] 庄家方
   *[attackers] 抓分方
}）赢了这一局
sj-story-kitty-captured = 抓分方在各轮中得 { $points } 分，并且抠底（{ $kitty }）：{ $kitty_points } × { $times } = { $bonus }
sj-story-kitty-kept = 抓分方在各轮中得 { $points } 分；底牌（{ $kitty }，{ $kitty_points } 分）归庄家方
sj-story-penalties = 甩牌失败移动了 { $points } 分
sj-story-total = 抓分方总分：{ $points } 分
sj-story-level = { $who }：{ $advance ->
    [yes] 从 { $from } 升到 { $to }
   *[no] 留在 { $from }
}{ $wins ->
    [yes] ，赢得整场比赛
   *[no] {""}
}
sj-story-next-banker = 下一局庄家：{ $who }
sj-headline = { $who }（{ $side ->
    [banker] 庄家方
   *[attackers] 抓分方
}）赢：{ $advance ->
    [yes] 从 { $from } 升到 { $to }
   *[no] 换他们坐庄
}
sj-headline-redeal = 重新发牌：没有人亮主
sj-do-declare = 亮主 { $cards }
sj-do-bury = 扣底 { $cards }
sj-do-lead = 首出 { $lead }
sj-do-follow = 出 { $cards }
sj-do-pass = 不亮
sj-ruling-declare = { $who } 亮主 { $cards }
sj-ruling-bury = { $who } 扣下 { $n } 张底牌
sj-ruling-lead = { $who } 首出 { $cards }
sj-ruling-follow = { $who } 跟出 { $cards }
sj-ruling-pass = { $who } 不亮

## 引擎的拒绝
sj-err-count = 要出 { $n } 张牌，和首出的一样多
sj-err-suit = { $who } 有 { $held } 张{ $suit }（{ $cards }），必须先出其中 { $need } 张，才能出别的牌{ $level }
sj-err-bury = 要正好扣 { $k } 张，和底牌一样多，不是 { $n } 张
sj-err-declare-weak = { $cards } 压不过 { $who } 的 { $standing }；要亮出更多张（张数一样时王压花色）
sj-err-declare-level = 要用级牌（{ $level }）或王亮主，不能用 { $card }
sj-err-declare-jokers = 用王亮主（无主）要两张以上相同的王
sj-suit = { $suit ->
    [S] 黑桃
    [H] 红桃
    [D] 方块
    [C] 梅花
   *[T] 主牌
}
sj-suits = { $suit ->
    [S] 黑桃
    [H] 红桃
    [D] 方块
    [C] 梅花
   *[T] 主牌
}
sj-shape = { $n ->
    [1] 一个
   *[other] { $n } 个
}{ $kind ->
    [single] 单张
    [pair] 对子
    [triple] 三张
    [tractor] 拖拉机
    [titanic] 三张拖拉机
   *[other] { $kind }
}{ $length ->
    [1] {""}
   *[other] （{ $length } 连）
}
sj-and = { $a }和{ $b }
sj-nothing = 无
sj-err-rung = { $who } 能出{ $suits }的{ $need }（{ $cards }），所以跟牌里必须有它
sj-err-broken = { $who } 手里有{ $suits }的{ $group }（{ $cards }）；拆开的更长的牌组不能顶替它
sj-err-over = 这一局已经结束，不能再出牌
sj-err-phase = 现在是{ $phase ->
    [declare] 亮主
    [bury] 扣底
    [play] 出牌
    [scored] 计分
   *[redeal] 重新发牌
}阶段，不是{ $what ->
    [declare] 亮主
    [pass] 不亮
    [bury] 扣底
   *[play] 出牌
}的时候
sj-err-turn = 现在轮到{ $turn }，不是{ $who }
sj-err-not-to-act = 还没轮到{ $who }
sj-err-not-held = { $who } 手里没有{ $have ->
    [0] { $card }
   *[other] { $n } 张 { $card }（只有 { $have } 张）
}
sj-err-declare-none = 亮主至少要亮一张牌
sj-err-declare-mixed = 亮主只能亮相同的牌
sj-err-play-none = 至少要出一张牌
sj-err-lead-none = 首出至少要一张牌
sj-err-lead-mixed = 首出的牌必须是同一门（同一花色，或者都是主牌）
sj-err-hint-none = 这些牌里没有提示说的{ $kind ->
    [single] 单张
    [pair] 对子
    [triple] 三张
    [tractor] 拖拉机
    [titanic] 三张拖拉机
   *[other] { $kind }
}
sj-err-hint-bad = 提示 { $hint } 不是牌组的种类，也不是牌组的列表
sj-err-hint-part = 提示里的 { $part } 不是“pair S8”这样的写法
sj-err-hint-unit = 提示里的 { $part } 不是一个牌组
sj-err-not-formed = { $cards } 组不成{ $kind ->
    [tractor] 拖拉机
    [titanic] 三张拖拉机
   *[other] { $kind }
}
sj-err-hint-cards = 提示里的牌组和出的牌不一致
sj-err-hint-format = 提示把跟牌读成 { $units }；跟牌要按首出的牌型来读：{ $lead }

## 一轮的赢家为什么赢
sj-why-failed = { $who } 甩牌失败：{ $by } 能压住 { $unit }，所以只打出了它（G5.3）
sj-why-kept = 没有人跟出首出的牌型并压住它；{ $who } 以 { $units } 赢（G5.5）
sj-why-beat = { $trumped ->
    [yes] { $who } 用 { $units } 毙牌
   *[no] { $who } 用 { $units } 压住了首出
}（G5.5）
sj-why-both = { $failed }；{ $won }
