## 错误输入的提示（议题 35）：每条一句话，命令行的「错误：」行用读者的语言说出

err-no-file = { $path } 处没有{ $what ->
    [boards] 已公开的牌局文件
    [summary] 汇总文件
   *[record] 记录文件
}
err-cannot-read = 无法读取 { $path }：{ $why }
err-not-json = 记录不是有效的 JSON：第 { $line } 行第 { $column } 列，{ $why }
err-not-record = 这不是一份记录：{ $why }
err-record-object = 记录必须是一个 JSON 对象
err-record-field = 记录的 { $field } 无效
err-format = 不支持记录格式 { $given }；这个版本读取的是格式 { $reads }
err-record-needs = { $key ->
    [game] 记录需要 “game”：“marsmatch” 或 “shengji”
    [players] 记录需要 “players”：按座位顺序排列的名字列表
    [deal-seed] 带有 “deal” 的记录需要它的 “seed”
   *[seed-or-hands] 记录需要 “seed” 或 “hands”（或两者都有）
}
err-must-be = “{ $key }” 必须是{ $kind ->
    [rules] 由规则选项名和值组成的对象
    [string] 字符串
    [hands] 由牌的字符串列表组成的列表
    [actions] 由对象组成的列表
    [hex] 十六进制字符串
    [list] 列表
    [cards] 牌的字符串列表
    [points] 整数
    [server-seed] 服务器公开的种子
   *[object] 对象
}
err-hands-for = { $players } 名玩家却有 { $hands } 手牌
err-seat-key = “{ $key }” 必须是 0 到 { $top } 之间的座位号
err-deal-scheme = 不支持 “deal.scheme” { $given }；这个版本读取的是 { $reads }
err-contribution = { $what ->
    [seat] 每个贡献的座位必须是 0 到 { $top } 之间、互不相同的座位号
    [commitment] { $seat } 号座位贡献的承诺必须是十六进制字符串
    [value] { $seat } 号座位贡献的数值必须是 64 位小写十六进制数字，或 null（未公开）
   *[object] 每个贡献都是带有 seat、commitment、value 的对象
}
err-takes = { $option } 的取值是 { $takes }，不是 { $given }
err-card = “{ $card }” 不是{ $why ->
    [one] 一张牌
   *[other] 牌
}；{ $why ->
    [joker-suit] 大小王没有花色
    [suits] 花色是 S H D C
   *[other] 点数是 3..10 J Q K A 2，王是 LJ BJ
}
err-copies = { $card } 有 { $n } 张，但 { $decks } 副牌里只有 { $limit } 张
err-reading = { $given } 不是{ $what ->
    [kind] 牌型名；牌型名有 { $kinds }
    [length] 长度；长度是整数
    [attachment] 带牌方式；用 none（不带）、single（带单张）或 pair（带对子）
    [rank] 点数；点数是 3..10 J Q K A 2，王是 LJ BJ
   *[reading] 读法；写法是 KIND[:LENGTH[:ATTACHMENT[:RANK]]]（牌型[:长度[:带牌[:点数]]]）
}
err-rules-object = 规则必须是由规则选项名和值组成的对象
err-rule-option = { $name } 不是 { $game } 的规则选项；规则选项有 { $options }
err-name-value = { $given } 不是 NAME=VALUE（选项名=值）的形式
err-rule-value = 规则 “{ $rule }” { $kind ->
    [bool] 的取值是 true 或 false
    [int] 的取值是整数
    [bounded] 的取值是 { $bounds }的整数
   *[choice] 的取值是 { $bounds } 之一
}，不是 { $given }
err-bounds = { $kind ->
    [range] { $lo } 到 { $hi } 之间
   *[min] { $lo } 或以上
}
err-ufo-jokers = 飞碟至少要有一张王（R2.2）：ufo_big_jokers 和 ufo_little_jokers 不能都是 0
err-sj-decks = 完整的一局用 1 到 { $top } 副牌（G1.2），不是 { $given } 副；更多副牌只用于残局
err-not-one-of = { $given } 不是{ $what ->
    [game] 游戏名；游戏有
   *[core] 核心名；核心有
} { $known }
err-seats = { $game } 由 { $span } 名玩家来玩，不是 { $given } 名
err-other-game = 这是一份 { $given } 的记录，不是 { $game } 的
err-mm-two = MarsMatch 至少要 2 名玩家（R1.1）
err-mm-start = MarsMatch 的记录从发牌开始；残局请用 hands（手牌）给出
err-banker = 庄家必须是 0 到 { $top } 之间的座位
err-hands-not-seed = 记录中的手牌不是记录中的种子发出的牌
err-no-seed = 记录中没有种子，所以没有可核对的发牌
err-holds-hands = 记录中有 { $hands } 手牌，却有 { $players } 名玩家
err-as = “as” 必须是读法名，例如 “pair” 或 “rocket:2:single”
err-action-shape = 一手的写法是 { $example }
err-action-object = 一手是一个对象，例如 { $example }
err-distinct-names = 换座的比赛里玩家的名字必须互不相同
err-level-key = “{ $key }” 必须是级别 2..10 J Q K A，不是 { $given }
err-sj-four = 升级由四名玩家来玩，不是 { $given } 名（G1.1）
err-start-keys = “start” 里有不认识的键：{ $unknown }；认识的键有 { $known }
err-start-phase = “start.phase” 必须是 “declare”（亮主）、“bury”（扣底）或 “play”（出牌）
err-banker-disagree = “banker” 和 “start.banker” 不一致
err-sj-hands-for = 四名玩家却有 { $hands } 手牌（G1.1）
err-sj-hands-seed = 手牌与种子发出的牌不符（G1.4）
err-sj-equal = 四手牌的张数必须相同（G1.2、G7）
err-start-levels = “start.levels” 必须是两队的级别，例如 { $example }
err-position-needs = “{ $phase }” 残局需要 “{ $key }”{ $key ->
    [trump] ：花色字母或 null
   *[other] {""}
}
err-start-trump = “start.trump” 必须是 S、H、D、C 或 null（无主）
err-sj-play-hands = 出牌阶段的残局需要四手张数相同、且不为空的手牌（G7）
err-hint = “hint” 是牌组名，例如 “pair”，或牌组列表，例如 { $example }，不是 { $given }
err-sj-one-kind = 一手只能有 declare、pass、bury、play 中的一个
err-sj-pass = 不亮写作 “"pass": true”
err-takes-cards = “{ $key }” 的值是牌的字符串列表
err-sj-suitless = { $rank } 没有花色；升级的牌都带花色（例如 S{ $rank }），只有王（LJ、BJ）除外
err-sj-level = { $given } 不是级别；级别是 2..10 J Q K A
err-sj-trump-suit = { $given } 不是主花色；用 S H D C 或 null（无主）
err-seat-mismatch = 这一手写的是 { $named } 号座位，却用在 { $seat } 号座位上
err-match-over = 比赛已经结束；{ $team } 队获胜
err-deal-unfinished = 这一局还没有结束
err-setup = 无法按这份记录摆出牌局：{ $why }
err-action-number = { $total ->
    [0] 记录中没有{ $what ->
        [rule] 可裁定的
       *[other] {""}
    }行动
   *[other] 记录中有 { $shown } 手；请给出 1 到 { $shown } 之间的编号
}
err-past-illegal = 第 { $n } 手在第 { $first } 手之后，而第 { $first } 手是第一手不合法的：记录无法重放到它之后
err-not-utf8 = 记录不是 UTF-8 文本
err-not-lang = { $given } 不是语言；语言有 { $known }
err-no-such-seat = 这张牌桌没有 { $seat } 号座位：座位是 0 到 { $top }
err-review-illegal = 第 { $n } 手（{ $seat } 号座位）不合法，所以这一局不做复盘（marsmatch replay --explain 会说明原因）：{ $why }
err-seat-range = { $option } 必须在 0 到 { $top } 之间
err-lab-axis = { $game } 扫描的是{ $axis ->
    [players] 玩家人数
   *[decks] 牌的副数
}；{ $given } 不适用（请用 --{ $axis }）
err-excel = { $what ->
    [option] --excel 需要
   *[export] 导出 Excel 需要
} openpyxl：pip install 'marsmatch[excel]'（没有它也会写出 CSV 文件）
err-at-least = { $option } 必须不小于 { $other }
err-no-targets = { $game } 没有默认目标；请用 --target 给出
err-rule-set = 规则组 { $given }：{ $why }
err-sizes = { $kind ->
    [form] { $what } 的取值是范围（例如 2-8）或列表（例如 3,5,8），不是 { $given }
    [empty-range] { $what }：{ $given } 是空范围
   *[empty] { $what } 是空的
}
err-values = { $option } 的写法是 NAME=V1,V2,...（选项名=值1,值2,...），不是 { $given }
err-twice = { $option } “{ $name }” 给了两次
err-skill = --skill 的取值是两个不同的机器人 STRONG,WEAK（强、弱；例如 greedy,random），不是 { $given }
err-no-space = { $game } 没有默认的搜索空间；请用 --search NAME=V1,V2,... 给出
err-search-value = --search { $given }：{ $why }
err-lab-value = { $what }：{ $given } 不是数值（数字、15%、2pt 或 1/N）
err-target = 目标 { $given }
err-target-form = { $target } 的写法不是 MEASURE<=VALUE、MEASURE>=VALUE、MEASURE=LOW..HIGH 或 MEASURE=CENTRE+-TOLERANCE（指标<=值、指标>=值、指标=下限..上限、指标=中心+-容差）
err-not-measure = { $target }：{ $given } 不是指标；指标有 { $known }
err-band-empty = { $target }：区间 { $band } 是空的
err-after-equals = { $target }：“=” 之后请给出 LOW..HIGH（下限..上限）或 CENTRE+-TOLERANCE（中心+-容差）
err-min-one = { $option } 至少为 1
err-vary = --vary 的写法是 NAME=V1,V2,...（选项名=值1,值2,...）
err-file-not-json = { $path } 不是 JSON：{ $why }
err-not-summary = { $path } 不是 simulate 的汇总（用 --out 或 --json 写出一份）
err-two-bots = --bots 至少要两个机器人
err-boards = 已公开的牌局是由 { $keys } 对象组成的列表
err-board = 已公开的第 { $n } 个牌局需要 board = { $n }，以及它的 seed、commitment 和 settings
err-no-event = 记录中没有 “event”：{ $keys }，所以它不是某个赛事的牌局
err-no-replay = 记录无法重放：第 { $n } 手不合法（{ $why }）
err-round-unfinished = 记录中的这一局还没有结束
err-no-pdf = 没有生成 PDF：{ $why }；{ $page } 有打印版式：请在浏览器中打开并打印
err-extra = 这需要 marsmatch 的可选部分 “{ $part }”：pip install 'marsmatch[{ $part }]'（没有安装 { $module }）
