# MarsMatch 的文字：牌桌、記錄，以及引擎的文字（games/marsmatch/text.py）。
# 出版商的名稱譯為：單張、對子、連對、火箭、星艦、孤舟、無人機、超級無人機、飛船；
# 天牌（Heavenly Hand）、星鏈（Starlink）、飛碟（UFO）。

mm-to-beat = 要壓的牌 · { $who } 出的
mm-beaten-by = 能壓它的：
mm-your-lead = 你先出：任何牌型都可以
mm-what-to-lead = 可以出什麼？
mm-leads = { $who } 先出
mm-last-trick = 上一輪：{ $who } 贏了，出的是
mm-won-round-with = { $who } 贏了這一局，最後出的是
mm-went-out = { $who } 發牌時就憑{ $hand }勝出：{ $title }，{ $points } 分
mm-out-tag = 已離場：{ $hand }
mm-at-the-deal = （發牌時）
mm-result-with = { $title }（{ $hand }）
mm-log-play = { $who }：{ $play }
mm-log-trick = { $who } 贏了這一輪{ $streak ->
    [1] {""}
   *[other] （連贏 { $streak } 輪）
}
mm-log-heavenly = { $who } 憑{ $hand }勝出：{ $title }，{ $points } 分
mm-log-round-won = { $who } 贏了這一局（{ $how }）：{ $title }，{ $points } 分

## 牌型
mm-play = { $kind ->
    [single] 單張 { $rank }
    [pair] 一對 { $rank }
    [pair_sequence] 連對 { $low }..{ $rank }（{ $n } 對）
    [rocket] { $n ->
        [1] 火箭：三張 { $rank }{ $attach }
       *[other] 火箭 { $low }..{ $rank }（{ $n } 個三張）{ $attach }
    }
    [starship] { $n ->
        [1] 星艦：四張 { $rank }{ $attach }
       *[other] 星艦 { $low }..{ $rank }（{ $n } 個四張）{ $attach }
    }
    [lone_boat] 孤舟 { $rank }{ $attach }
    [drone] 無人機：{ $n } 張 { $rank }
    [super_drone] 超級無人機（三張 3）
   *[spaceship] 飛船：{ $rank }
}
mm-attach = { $kind ->
    [single] ，帶 { $count } 張單牌
    [pair] ，帶 { $count } 對
   *[none] {""}
}
mm-spaceship-rank = { $big ->
    [2] 兩張大王
    [1] 大王和小王
   *[0] 兩張小王
}
mm-lone-boat-cards = { $play }（{ $cards }）

## 能壓住的牌
mm-bombs = 無人機、超級無人機或飛船
mm-beaten-nothing = 沒有：這是最大的牌（R3.9）
mm-beaten-spaceship = 只有更大的飛船（R3.9）
mm-beaten-super-drone = 只有飛船（R3.8）
mm-beaten-drone = 更長的無人機，或一樣長但點數更大的無人機；超級無人機或飛船（R3.7）
mm-beaten-shape = { $shape }（{ $rule }），或者炸彈：{ $bombs }（R3.7-R3.9）
mm-shape = { $kind ->
    [single] 更大的單張，或不帶牌的孤舟
    [pair] 更大的一對
    [pair_sequence] 更大的 { $n } 對連對
    [rocket] 更大的火箭{ $n ->
        [1] {""}
       *[other] （{ $n } 個三張）
    }{ $attach }
    [starship] 更大的星艦{ $n ->
        [1] {""}
       *[other] （{ $n } 個四張）
    }{ $attach }
    [lone_boat_bare] 大王
   *[lone_boat] 更大的孤舟{ $attach }
}

## 結果
mm-category = { $what ->
    [banker_heavenly] 莊家天牌
    [nonbanker_heavenly] 閒家天牌
    [heaven_snatch] 搶天
    [ground_hand] 地牌
    [ground_snatch] 搶地
    [human_hand] 人牌
   *[total_loser] 全輸家
}
mm-hand = { $what ->
    [starlink] 星鏈
    [ufo] 飛碟
   *[starlink_ufo] 星鏈和飛碟
}
mm-hand-short = { $what ->
    [starlink] 星鏈
    [ufo] 飛碟
   *[starlink_ufo] 星鏈和飛碟
}
mm-streak = { $who } 已連贏 { $n } 輪{ $goal ->
    [0] {""}
   *[other] （{ $kind ->
        [streak] 連贏 { $goal } 輪獲勝
        [total] 共贏 { $goal } 輪獲勝
       *[table] 贏下第 { $goal } 輪者獲勝
    }，R4.4）
}
mm-story-heavenly = { $who } 發牌時就憑{ $hand }勝出：{ $title }，{ $points } 分
mm-story-won = { $who } 贏了這一局：{ $how }。{ $title }（{ $rule }），{ $points } 分
mm-how-streak = 連贏 { $n } 輪，手裡還剩 { $held } 張牌
mm-how-table = 贏下本桌第 { $n } 輪，手裡還剩 { $held } 張牌
mm-how-tricks = 共贏 { $n } 輪，手裡還剩 { $held } 張牌
mm-how-emptied = 打出了手裡最後一張牌
mm-story-deal-ended = 這一局在發牌時就結束了：只剩 { $who } 一人，成為全輸家
mm-how-short = { $how ->
    [streak] 連贏
    [tricks] 贏輪數
   *[emptied] 出完手牌
}
mm-headline-part = { $who }：{ $title }，{ $points } 分
mm-headline = { $parts }
mm-no-winner = 沒有贏家
mm-ruling-pass = { $who } 不出：不壓牌的玩家算不出
mm-ruling-lead = { $who } 先出 { $play }
mm-ruling-answer = { $who }：{ $why }
mm-do-pass = 不出

## 為什麼能（不能）壓住桌上的牌（combos.explain_msg）
mm-explain = { $a } { $beats ->
    [yes] 壓得住
   *[no] 壓不住
} { $b }{ $why }
mm-why = { $why ->
    [bomb] ：{ $kind ->
        [drone] 無人機能壓所有牌，除了飛船、超級無人機和更強的無人機
        [super_drone] 超級無人機除了飛船什麼都能壓
       *[spaceship] 飛船除了更大的飛船什麼都能壓
    }
    [equal] ：一樣大的牌壓不住
    [longer] ：無人機更長
    [shorter] ：無人機更短
    [higher] { $kind ->
        [single] ：單張按點數比
        [drone] ：一樣長，點數更大
        [spaceship] ：兩張大王 > 大王加小王 > 兩張小王
       *[other] ：牌型相同，點數更大
    }
    [lower] { $kind ->
        [single] ：單張按點數比
        [drone] ：一樣長，點數不更大
        [spaceship] ：兩張大王 > 大王加小王 > 兩張小王
       *[other] {""}
    }
    [bare_boat] ：不帶牌的孤舟能壓所有不是王的單張，大王壓小王
    [attachment] ：先比王，再比帶的牌
   *[shape] ：只有{ $need }或者炸彈才壓得住
}
mm-need = { $kind ->
    [single] 更大的單張或不帶牌的孤舟
    [pair] 更大的一對
    [pair_sequence] 更大的 { $n } 對連對
    [rocket] 更大的 { $n } 個三張的火箭{ $attach ->
        [single] （帶單牌）
        [pair] （帶對子）
       *[none] {""}
    }
    [starship] 更大的 { $n } 個四張的星艦{ $attach ->
        [single] （帶單牌）
        [pair] （帶對子）
       *[none] {""}
    }
    [lone_boat_bare] 大王
   *[lone_boat] 更大的孤舟（帶{ $attach ->
        [single] 單牌
       *[pair] 對子
    }）
}

## 引擎的拒絕理由
mm-err-over = 這一局已經結束
mm-err-no-seat = 沒有座位 { $seat }
mm-err-left = { $who } 在開局階段已經離場
mm-err-turn = 還沒輪到 { $who }；現在輪到 { $turn }
mm-err-not-held = { $who } 手裡沒有 { $missing }
mm-missing = { $n } 張 { $rank }（只有 { $has } 張）
mm-err-not-kind = { $cards } 不是{ $play }
mm-err-lead-pass = 先出的人必須出牌，不能不出
