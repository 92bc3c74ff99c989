# MarsMatch 的文字：牌桌、记录，以及引擎的文字（games/marsmatch/text.py）。
# 出版商的名称译为：单张、对子、连对、火箭、星舰、孤舟、无人机、超级无人机、飞船；
# 天牌（Heavenly Hand）、星链（Starlink）、飞碟（UFO）。

mm-to-beat = 要压的牌 · { $who } 出的
mm-beaten-by = 能压它的：
mm-your-lead = 你先出：任何牌型都可以
mm-what-to-lead = 可以出什么？
mm-leads = { $who } 先出
mm-last-trick = 上一轮：{ $who } 赢了，出的是
mm-won-round-with = { $who } 赢了这一局，最后出的是
mm-went-out = { $who } 发牌时就凭{ $hand }胜出：{ $title }，{ $points } 分
mm-out-tag = 已离场：{ $hand }
mm-at-the-deal = （发牌时）
mm-result-with = { $title }（{ $hand }）
mm-log-play = { $who }：{ $play }
mm-log-trick = { $who } 赢了这一轮{ $streak ->
    [1] {""}
   *[other] （连赢 { $streak } 轮）
}
mm-log-heavenly = { $who } 凭{ $hand }胜出：{ $title }，{ $points } 分
mm-log-round-won = { $who } 赢了这一局（{ $how }）：{ $title }，{ $points } 分

## 牌型
mm-play = { $kind ->
    [single] 单张 { $rank }
    [pair] 一对 { $rank }
    [pair_sequence] 连对 { $low }..{ $rank }（{ $n } 对）
    [rocket] { $n ->
        [1] 火箭：三张 { $rank }{ $attach }
       *[other] 火箭 { $low }..{ $rank }（{ $n } 个三张）{ $attach }
    }
    [starship] { $n ->
        [1] 星舰：四张 { $rank }{ $attach }
       *[other] 星舰 { $low }..{ $rank }（{ $n } 个四张）{ $attach }
    }
    [lone_boat] 孤舟 { $rank }{ $attach }
    [drone] 无人机：{ $n } 张 { $rank }
    [super_drone] 超级无人机（三张 3）
   *[spaceship] 飞船：{ $rank }
}
mm-attach = { $kind ->
    [single] ，带 { $count } 张单牌
    [pair] ，带 { $count } 对
   *[none] {""}
}
mm-spaceship-rank = { $big ->
    [2] 两张大王
    [1] 大王和小王
   *[0] 两张小王
}
mm-lone-boat-cards = { $play }（{ $cards }）

## 能压住的牌
mm-bombs = 无人机、超级无人机或飞船
mm-beaten-nothing = 没有：这是最大的牌（R3.9）
mm-beaten-spaceship = 只有更大的飞船（R3.9）
mm-beaten-super-drone = 只有飞船（R3.8）
mm-beaten-drone = 更长的无人机，或一样长但点数更大的无人机；超级无人机或飞船（R3.7）
mm-beaten-shape = { $shape }（{ $rule }），或者炸弹：{ $bombs }（R3.7-R3.9）
mm-shape = { $kind ->
    [single] 更大的单张，或不带牌的孤舟
    [pair] 更大的一对
    [pair_sequence] 更大的 { $n } 对连对
    [rocket] 更大的火箭{ $n ->
        [1] {""}
       *[other] （{ $n } 个三张）
    }{ $attach }
    [starship] 更大的星舰{ $n ->
        [1] {""}
       *[other] （{ $n } 个四张）
    }{ $attach }
    [lone_boat_bare] 大王
   *[lone_boat] 更大的孤舟{ $attach }
}

## 结果
mm-category = { $what ->
    [banker_heavenly] 庄家天牌
    [nonbanker_heavenly] 闲家天牌
    [heaven_snatch] 抢天
    [ground_hand] 地牌
    [ground_snatch] 抢地
    [human_hand] 人牌
   *[total_loser] 全输家
}
mm-hand = { $what ->
    [starlink] 星链
    [ufo] 飞碟
   *[starlink_ufo] 星链和飞碟
}
mm-hand-short = { $what ->
    [starlink] 星链
    [ufo] 飞碟
   *[starlink_ufo] 星链和飞碟
}
mm-streak = { $who } 已连赢 { $n } 轮{ $goal ->
    [0] {""}
   *[other] （{ $kind ->
        [streak] 连赢 { $goal } 轮获胜
        [total] 共赢 { $goal } 轮获胜
       *[table] 赢下第 { $goal } 轮者获胜
    }，R4.4）
}
mm-story-heavenly = { $who } 发牌时就凭{ $hand }胜出：{ $title }，{ $points } 分
mm-story-won = { $who } 赢了这一局：{ $how }。{ $title }（{ $rule }），{ $points } 分
mm-how-streak = 连赢 { $n } 轮，手里还剩 { $held } 张牌
mm-how-table = 赢下本桌第 { $n } 轮，手里还剩 { $held } 张牌
mm-how-tricks = 共赢 { $n } 轮，手里还剩 { $held } 张牌
mm-how-emptied = 打出了手里最后一张牌
mm-story-deal-ended = 这一局在发牌时就结束了：只剩 { $who } 一人，成为全输家
mm-how-short = { $how ->
    [streak] 连赢
    [tricks] 赢轮数
   *[emptied] 出完手牌
}
mm-headline-part = { $who }：{ $title }，{ $points } 分
mm-headline = { $parts }
mm-no-winner = 没有赢家
mm-ruling-pass = { $who } 不出：不压牌的玩家算不出
mm-ruling-lead = { $who } 先出 { $play }
mm-ruling-answer = { $who }：{ $why }
mm-do-pass = 不出

## 为什么能（不能）压住桌上的牌（combos.explain_msg）
mm-explain = { $a } { $beats ->
    [yes] 压得住
   *[no] 压不住
} { $b }{ $why }
mm-why = { $why ->
    [bomb] ：{ $kind ->
        [drone] 无人机能压所有牌，除了飞船、超级无人机和更强的无人机
        [super_drone] 超级无人机除了飞船什么都能压
       *[spaceship] 飞船除了更大的飞船什么都能压
    }
    [equal] ：一样大的牌压不住
    [longer] ：无人机更长
    [shorter] ：无人机更短
    [higher] { $kind ->
        [single] ：单张按点数比
        [drone] ：一样长，点数更大
        [spaceship] ：两张大王 > 大王加小王 > 两张小王
       *[other] ：牌型相同，点数更大
    }
    [lower] { $kind ->
        [single] ：单张按点数比
        [drone] ：一样长，点数不更大
        [spaceship] ：两张大王 > 大王加小王 > 两张小王
       *[other] {""}
    }
    [bare_boat] ：不带牌的孤舟能压所有不是王的单张，大王压小王
    [attachment] ：先比王，再比带的牌
   *[shape] ：只有{ $need }或者炸弹才压得住
}
mm-need = { $kind ->
    [single] 更大的单张或不带牌的孤舟
    [pair] 更大的一对
    [pair_sequence] 更大的 { $n } 对连对
    [rocket] 更大的 { $n } 个三张的火箭{ $attach ->
        [single] （带单牌）
        [pair] （带对子）
       *[none] {""}
    }
    [starship] 更大的 { $n } 个四张的星舰{ $attach ->
        [single] （带单牌）
        [pair] （带对子）
       *[none] {""}
    }
    [lone_boat_bare] 大王
   *[lone_boat] 更大的孤舟（带{ $attach ->
        [single] 单牌
       *[pair] 对子
    }）
}

## 引擎的拒绝理由
mm-err-over = 这一局已经结束
mm-err-no-seat = 没有座位 { $seat }
mm-err-left = { $who } 在开局阶段已经离场
mm-err-turn = 还没轮到 { $who }；现在轮到 { $turn }
mm-err-not-held = { $who } 手里没有 { $missing }
mm-missing = { $n } 张 { $rank }（只有 { $has } 张）
mm-err-not-kind = { $cards } 不是{ $play }
mm-err-lead-pass = 先出的人必须出牌，不能不出
