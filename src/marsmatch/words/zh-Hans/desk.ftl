# 出版方的裁判台，第二轮（issue 35）：说明原因的拒绝。

refusal-loose = { $cards } 不是一手牌：其中有 { $npairs ->
    [0] {""}
   *[other] { $npairs } 个对子（{ $pairs }）{ $nsingles ->
        [0] {""}
       *[other] 和
    }
}{ $nsingles ->
    [0] {""}
   *[other] { $nsingles } 张单牌（{ $singles }）
}；不同点数的牌只能组成连对（三对或以上相连），或作为火箭、星舰的带牌（R3.11）
mm-err-over-how = 这一局已经结束：{ $how ->
    [streak] { $who } 连赢了 { $n } 轮
    [tricks] { $who } 共赢了 { $n } 轮
    [table] { $who } 赢下了本桌第 { $n } 轮
    [emptied] { $who } 打出了手里最后一张牌
   *[deal] 开局阶段结束时留下的玩家不足两人
}
sj-level-trump = ；{ $cards } 是级牌，属于主牌，不算{ $suit }（G2.2）

decision-colon = ：
decision-hand = 这一手之前 { $who } 的手牌
decision-result = 结果
decision-points = { $n } 分
decision-seed-hash = 记录中种子的 SHA-256
decision-seed-authentic = 种子就是承诺的那一个
decision-yes = 是
decision-no = 否
decision-differs = 有种子并未发给他的 { $extra }，缺少 { $missing }
decision-deal-why = 发牌检查未通过，所以记录中的发牌不是发牌前承诺的那一副：
decision-authentic = 按真实发牌（承诺的种子发出的牌）裁定各手
decision-footer = { $file } · SHA-256 { $sha }…

lab-rb-list = { $items }
lab-rb-and = { $a }和 { $b }
lab-rb-with = { $players }时，{ $said }
lab-rb-players = { $how ->
    [one] { $n } 人
    [range] { $first }–{ $last } 人
   *[list] { $first } 和 { $last } 人
}
lab-rb-starlink = 星链是{ $word ->
    [least] 至少
   *[exactly] 正好
} { $n } 张自然的 3
lab-rb-joker = { $n } 张{ $which ->
    [big] 大王
   *[little] 小王
}
lab-rb-ufo = 飞碟是{ $word ->
    [least] 至少
   *[exactly] 正好
} { $jokers }
lab-rb-no = { $what ->
    [ufo] 没有飞碟
   *[starlink] 没有星链
}
lab-rb-no-heavenly = 没有天牌
lab-rb-heavenly = 天牌：{ $now }（出版商规则：{ $seed }）［R2.1、R2.2］。
lab-rb-streak-how = { $how ->
    [none] 赢多少轮都不直接赢下正式对局
    [table] 本桌第 { $n } 轮的赢家赢下正式对局
    [total] 最先共赢 { $n } 轮的玩家赢下正式对局
   *[row] 连赢 { $n } 轮即赢下正式对局
}
lab-rb-streak = 连赢目标：{ $now }（出版商规则：每桌都是连赢三轮）［R4.4］。
lab-rb-opening = 首出：由本局种子随机抽出的座位在正式对局第一轮首出；若那人已在发牌时离场，则按顺时针找下一位仍在局中的玩家（裁定：庄家首出）［R4.1；原规则：“随机抽取决定首家”］。
lab-rb-snatch = 抢天：庄家没有天牌时，每个持有天牌的人都按自己类型的分数获胜，持飞碟的人与持星链的人一同获胜（出版商的裁定：只有最强的类型获胜）［R2.6］。
lab-rb-other = { $name } = { $value }：{ $help }。
lab-printed-heavenly = 改写了印在规则书上的规则：原规则的天牌（“星链：六张 3”，“飞碟：四大天王”）
lab-printed-streak = 改写了印在规则书上的规则：原规则的“连续赢得三手即获胜”
lab-printed-opening = 改写了印在规则书上的规则：原规则的“庄家（首家）”
lab-skill-guard = { $strong } 对 { $weak } 的技术优势（复式发牌）在每种人数下都不低于出版商规则下的优势
lab-bots-row = 机器人：{ $bots }
lab-warning = 注意
decision-reading-spec = { $kind }（{ $rest }）
lab-bot-name = { $name ->
    [random] 随机机器人
    [greedy] 贪心机器人
    [search] 搜索机器人
    [search-base] 基础搜索机器人（{ $spec }）
   *[other] { $spec }
}
lab-bot-sep = { $sep ->
    [pair] 对
   *[list] 、
}
code-line = marsmatch { $version }{ $state ->
    [none] {""}
    [modified] ，提交 { $commit }（含本地改动）
   *[clean] ，提交 { $commit }
}，源码 sha256 { $sources }
cli-deal = 发牌：{ $proves }
cli-deal-none = 发牌：记录中没有种子，无法核对发牌
cli-line-ruling = { $legal ->
    [yes] { $ruling }
   *[no] 不合法：{ $ruling }
}
cli-result = 结果：{ $line }
cli-score = 得分：{ $who }：{ $title }，{ $points } 分
cli-verdict = 裁定：{ $verdict }
cli-action-of = 第 { $n } 手（共 { $total } 手）：{ $who } { $action }
cli-ruling = 裁定：{ $legal ->
    [yes] 成立——{ $ruling }
   *[no] 不合法——{ $ruling }
}
cli-but = 但是：{ $why }
cli-before = 这一手之前的牌桌：
cli-no-readings = 没有任何读法
