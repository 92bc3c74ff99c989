# 规则实验室的报告（src/marsmatch/lab/report.py、labels.py）：扫描、调参和对比，
# 给出版商看，用读者的语言（--lang）。

lab-title-sweep = 规则实验室扫描：{ $game }
lab-title-tune = 规则实验室调参：{ $game }
lab-title-compare = 规则实验室对比：{ $game }
lab-axis = { $axis ->
    [decks] 副数
   *[players] 人数
}
lab-axis-n = { $axis ->
    [decks] { $n } 副牌
   *[players] { $n } 人
}
lab-sizes = { $axis ->
    [decks] { $sizes } 副牌
   *[players] { $sizes } 人
}
lab-reproduce = 重现：
lab-data = 数据：
lab-targets = 目标：
lab-rules-as-written = 按出版商的原规则
lab-deal-only = 只发牌（不进行正式对局）
lab-sweep-intro = { $game }：{ $sizes }；{ $combos } 种选项组合；每格 { $rounds } 局；机器人 { $bots }；种子 { $seed }；规则 { $rules }
lab-options = 选项
lab-as-given = 按给定

## 出处
lab-provenance = 出处
lab-provenance-intro = 这些数字从哪里来：代码，以及它们何时、如何得出。同样的命令和种子在同样的代码上会完全重现它们。
lab-prov-code = 代码
lab-prov-date = 日期（UTC）
lab-prov-command = 命令
lab-prov-seed = 种子
lab-prov-machine = 机器
lab-prov-load = 结束时的平均负载
lab-prov-summary = { $code }；{ $date } UTC；
lab-prov-link = 出处

## 模拟与精确值
lab-exact-title = 模拟值与精确值
lab-exact-agree = { $checked } 个精确值中有 { $inside } 个落在其 99% 区间内；{ $checked } 个中有 { $simultaneous } 个落在联合 99% 区间内（Bonferroni，z = { $z }）。
lab-exact-help = 每个精确值都是该格自身定义下天牌的概率（按玩家：从 54N 张的牌靴中拿一手 54 张；按局：至少一名玩家），精确计算；模拟频率附有 99% Wilson 区间。值很多时，大约 1% 会偶然落在各自区间之外；联合区间考虑到了这一点。
lab-exact-outside = 落在逐点 99% 区间之外的：
lab-exact-every = 每一个天牌频率与其精确概率
lab-col-scope = 范围
lab-col-event = 事件
lab-col-count = 次数
lab-col-observed = 观测值
lab-col-ci99 = 99% 区间
lab-col-exact = 精确值
lab-col-z = z
lab-col-in99 = 在 99% 区间内
lab-yes = 是
lab-no = 否

## 关键表和热图
lab-key-title = 关键表
lab-key-help = 模拟值附 99% 区间；有精确值的给出精确值。
lab-key-exact = { $label }（精确）
lab-across = 按{ $axis }和选项
lab-minus-1n = { $label } 减 1/N
lab-significance = 粗体格与{ $ref }的差别在 99% 置信度下显著；带斜线的浅色格不显著（其 99% 区间包含它）。实线绿框：该格的 99% 区间（或精确值）落在目标之内；虚线红框：完全在目标之外；无框：两者都未证明。色条上的虚线：目标的边界。
lab-ref-1n = 1/N
lab-ref-first = 第一行（{ $row }）
lab-exact-mark = 精确
lab-target-band = 目标
lab-measures = 指标
lab-map-title = { $row ->
    [starlink_threes] 发牌时决定的局数（精确），按星链中 3 的张数
    [definition] 发牌时决定的局数（精确），按定义
   *[other] { $title }
}
lab-map-axis = { $row ->
    [starlink_threes] 星链中 3 的张数
    [definition] 定义
   *[other] { $row }
}
lab-map-row = { $row ->
    [row-as-the-rules-say] 按规则原文
    [row-starlink-only] 只有星链
    [row-ufo-only] 只有飞碟
    [row-at-least-the-numbers] 至少这些张数
    [row-ufo-of-3-bj-2-lj] 飞碟为 3 张大王 + 2 张小王
    [row-scaled-4-deck-numbers] 按 4 副牌的张数缩放
    [row-9-threes-starlink-only] 九张 3，只有星链
   *[other] { $label }
}

## 座位、长度、技术
lab-seats-title = 座位公平性
lab-seats-help = 座位从庄家算起（0 = 庄家，1 = 顺时针下一个座位，……）。每一格：该座位的胜率及其与全桌平均胜率的差；若该座位的 95% 区间不包含平均值（该座位占优或吃亏）则为粗体，否则带斜线。各座位的平均得分见下表和座位 CSV。
lab-seat-banker = 庄家
lab-seat-after = 庄家 + { $n }
lab-seats-map = 各座位胜率减全桌平均
lab-seats-details = 各座位的胜局和得分（95% 区间）
lab-col-seat = 庄家之后第几个座位
lab-col-won = 赢的局数
lab-col-win-rate = 胜率
lab-col-points = 平均得分
lab-won-of = { $rounds } 局中赢 { $wins } 局
lab-length-title = 每局长度
lab-length-help = 实际进行的各局用了多少手（出牌和不出），占这些局的比例，按桌子大小。
lab-length-chart = 每局长度
lab-length-x = 手数
lab-length-y = 占实际进行局数的百分比
lab-skill-title = 技术与运气
lab-skill-help = { $strong } 和 { $weak } 同桌（座位交替），阵容轮换，每一副牌在每种轮换下各打一次，所以两者都拿过每一手牌。优势 = { $strong } 的胜局份额减去其座位份额：规则完全不给技术留余地时为 0，打牌决定得越多越大。95% 区间不包含 0 时为粗体。
lab-skill-map = { $strong } 对 { $weak } 的优势
lab-col-deals = 副数
lab-col-its-seats = 其座位份额
lab-col-its-share = 其胜局份额
lab-col-edge = 优势
lab-col-gap = 每局得分差

## 调参
lab-partial = 部分报告：调参在 { $total } 个变体中的第 { $done } 个之后被停止。再次运行同一命令即可从停止处继续。
lab-targets-title = 目标
lab-target-exact = 精确已知
lab-target-simulated = 模拟
lab-tune-for = 针对 { $sizes }；机器人 { $bots }；种子 { $seed }；最多 { $changes } 处改动；每次查看的局数 { $looks }
lab-verdicts-mean = 各判定的含义：“达到（精确）”/“未达到（精确）”：该值是计算出的，不是模拟的。“达到（已证明）”/“未达到（已证明）”：整个区间都在目标之内 / 之外；每个这样的判定在所有查看中以 { $confidence }成立（区间取 z = { $z }）。“未证明”：打完这些局后区间仍跨过目标的边界。变体的成本表示改动有多大（一个选项最温和的一步成本为 1）。
lab-search = 搜索
lab-col-variants = 变体
lab-count-space = 搜索空间中
lab-count-looked = 已查看
lab-count-same = 与更小的变体打法相同
lab-count-exact = 被精确值排除
lab-count-simulated = 已模拟
lab-count-shared = 由与更小变体共用的模拟判定
lab-count-failed = 已证明未达到某个目标
lab-count-open = 到局数上限仍两者都未证明
lab-count-meets = 已证明达到所有目标
lab-count-budget = 搜索因预算而停止
lab-coverage = 目标卡在哪里：对每个目标、每种桌子大小，有多少已模拟的变体被证明达到、被证明未达到、或两者都未证明（精确目标只计入通过它们的变体）。
lab-col-target = 目标
lab-publishers-rules = 出版商的规则（作对比）
lab-publishers-short = 出版商的规则
lab-each-target = 各目标按{ $axis }
lab-rounds-n = { $n } 局

## 判定说了什么（labels.py）
lab-confidence = { $pct }% 置信度
lab-cell = { $verdict ->
    [meets-exact] 达到（精确）
    [fails-exact] 未达到（精确）
    [meets] 达到（已证明）
    [fails] 未达到（已证明）
   *[open] 未证明
}
lab-status-meets = 已证明在 { $where } 达到所有目标（{ $confidence }）
lab-status-fails = 已证明未达到：{ $what }（{ $confidence }）
lab-status-likely = 在 { $where } 每个估计值都在目标之内，但未在 { $confidence }下证明：打完 { $rounds } 局后仍有区间跨过目标的边界
lab-status-open = 打完 { $rounds } 局后仍未判定：没有目标被证明未达到，也没有全部在 { $confidence }下被证明达到
lab-fail-at = { $target }，在 { $where }
lab-variant-title = { $label }（{ $n } 处改动，成本 { $cost }）：{ $status }
lab-stopped = 在 { $total } 个变体中的第 { $done } 个之后停止；
lab-headline-found = { $partial }{ $n } 个变体已证明在 { $where } 达到所有目标（{ $confidence }）
lab-headline-likely = { $partial }没有变体在 { $confidence }下被证明达到所有目标；有 { $n } 个按估计值达到（未证明）
lab-headline-closest = { $partial }没有变体达到所有目标；最接近的是
lab-headline-none = { $partial }没有变体达到所有目标，也没有足够接近、值得模拟的：查看过的每个变体都被精确值排除了
lab-question = 最小的规则改动，使{ $targets }，在 { $where }（{ $origin ->
    [default] 出版商的问题，即默认目标；--target 可替换
   *[given] 给定的目标
}）
lab-target-how = { $target }（{ $how ->
    [exact] 精确
   *[simulated] 模拟
}）
lab-and = { $a }，并且{ $b }

## 对比
lab-compare-a = A
lab-compare-b = B
lab-compare-intro = { $sizes }；每桌 { $rounds } 局；机器人 { $bots }；种子 { $seed }：两套规则用同样的牌来打。
lab-compare-words = 用规则书的话说 { $side }
lab-side-by-side = 并排对比
lab-side-help = 95% 区间；若差值 B - A 的 95% 区间不包含 0 则为粗体。精确值没有区间。
lab-col-measure = 指标
lab-skill-edge = { $strong } 对 { $weak } 的优势（其胜局份额减座位份额）

## 指标：MarsMatch（sim/marsmatch.py）和升级（sim/shengji.py）
lab-measure = { $name ->
    [deal_decided] 发牌时就决定的局数
    [banker_share] 庄家在胜局中的份额
    [banker_win] 庄家赢下这一局
    [median_actions] 正式对局每局手数的中位数
    [mean_actions] 正式对局每局手数的平均数
    [streak_wins] 由轮数目标决定的正式对局
    [tricks] 正式对局每局的轮数
    [points_gap] 庄家得分减其他人平均得分
    [unfinished] 未打完就停止的局数
    [banker_retention] 庄家方保住庄家
    [levels_per_deal] 每局升的级数
    [banker_levels] 庄家方每局升的级数
    [attackers_levels] 抓分方每局升的级数
    [attackers_points] 抓分方得分
    [bottom_captured] 抠底
    [bottom_bonus] 抠底时的底分
    [bottom_multiplier] 抠底时的倍数
    [kitty_points] 扣在底牌里的分
    [bottom_flips] 底牌决定庄家归属
    [titanic_bottoms] 用三张拖拉机抠底
    [skill_edge] 强者的技术优势
   *[other] { $label }
}
lab-measure-help = { $name ->
    [deal_decided] 有人凭天牌获胜的局所占比例（精确值：至少发出一手天牌）
    [banker_share] 庄家的胜局占所有胜局的比例（一局可以有几个赢家）；庄家没有优势时为 1/N
    [banker_win] 庄家赢的局所占比例（发牌时或在对局中）
    [median_actions] 进入正式对局的各局中的出牌和不出
    [mean_actions] 进入正式对局的各局中的出牌和不出
    [streak_wins] 由轮数目标（连赢或累计）结束的正式对局所占比例（R4.4）
    [tricks] 进入正式对局的各局的轮数
    [points_gap] 每局：庄家得分减其他座位平均得分
    [unfinished] 达到行动上限的局（应为 0）
    [banker_retention] 庄家方保住庄家的局所占比例（G6.3）
    [levels_per_deal] 升级一方所升的级数（G6.2）
    [banker_levels] 庄家方每局平均升的级数
    [attackers_levels] 抓分方每局平均升的级数
    [attackers_points] 抓分方的最后得分，含底分
    [bottom_captured] 抓分方赢下最后一轮（G6.1）
    [bottom_bonus] 底牌分数 × 倍数，按抠底的局计
    [bottom_multiplier] 抠底时底牌的倍数（G6.1；选项 kitty_multiplier）
    [kitty_points] 庄家每局扣下的分牌
    [bottom_flips] 因底分而庄家易手的局（没有底分则另一方保住）
    [titanic_bottoms] 最后一轮获胜的牌含三张拖拉机（G6.1 × 2*3^L）
   *[other] { $help }
}

## 目标（lab/targets.py）
lab-target-within = { $label }在 { $centre } 上下 { $tol } 之内
lab-target-in = { $label }在 { $low }..{ $high } 之间
lab-target-at-most = { $label } <= { $high }
lab-target-at-least = { $label } >= { $low }
lab-points = { $n } 个百分点
