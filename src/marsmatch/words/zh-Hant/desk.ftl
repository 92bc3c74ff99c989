# 出版方的裁判台，第二輪（issue 35）：說明原因的拒絕。

refusal-loose = { $cards } 不是一手牌：其中有 { $npairs ->
    [0] {""}
   *[other] { $npairs } 個對子（{ $pairs }）{ $nsingles ->
        [0] {""}
       *[other] 和
    }
}{ $nsingles ->
    [0] {""}
   *[other] { $nsingles } 張單牌（{ $singles }）
}；不同點數的牌只能組成連對（三對或以上相連），或作為火箭、星艦的帶牌（R3.11）
mm-err-over-how = 這一局已經結束：{ $how ->
    [streak] { $who } 連贏了 { $n } 輪
    [tricks] { $who } 共贏了 { $n } 輪
    [table] { $who } 贏下了本桌第 { $n } 輪
    [emptied] { $who } 打出了手裡最後一張牌
   *[deal] 開局階段結束時留下的玩家不足兩人
}
sj-level-trump = ；{ $cards } 是級牌，屬於主牌，不算{ $suit }（G2.2）

decision-colon = ：
decision-hand = 這一手之前 { $who } 的手牌
decision-result = 結果
decision-points = { $n } 分
decision-seed-hash = 記錄中種子的 SHA-256
decision-seed-authentic = 種子就是承諾的那一個
decision-yes = 是
decision-no = 否
decision-differs = 有種子並未發給他的 { $extra }，缺少 { $missing }
decision-deal-why = 發牌檢查未通過，所以記錄中的發牌不是發牌前承諾的那一副：
decision-authentic = 按真實發牌（承諾的種子發出的牌）裁定各手
decision-footer = { $file } · SHA-256 { $sha }…

lab-rb-list = { $items }
lab-rb-and = { $a }和 { $b }
lab-rb-with = { $players }時，{ $said }
lab-rb-players = { $how ->
    [one] { $n } 人
    [range] { $first }–{ $last } 人
   *[list] { $first } 和 { $last } 人
}
lab-rb-starlink = 星鏈是{ $word ->
    [least] 至少
   *[exactly] 正好
} { $n } 張自然的 3
lab-rb-joker = { $n } 張{ $which ->
    [big] 大王
   *[little] 小王
}
lab-rb-ufo = 飛碟是{ $word ->
    [least] 至少
   *[exactly] 正好
} { $jokers }
lab-rb-no = { $what ->
    [ufo] 沒有飛碟
   *[starlink] 沒有星鏈
}
lab-rb-no-heavenly = 沒有天牌
lab-rb-heavenly = 天牌：{ $now }（出版商規則：{ $seed }）［R2.1、R2.2］。
lab-rb-streak-how = { $how ->
    [none] 贏多少輪都不直接贏下正式對局
    [table] 本桌第 { $n } 輪的贏家贏下正式對局
    [total] 最先共贏 { $n } 輪的玩家贏下正式對局
   *[row] 連贏 { $n } 輪即贏下正式對局
}
lab-rb-streak = 連贏目標：{ $now }（出版商規則：每桌都是連贏三輪）［R4.4］。
lab-rb-opening = 首出：由本局種子隨機抽出的座位在正式對局第一輪首出；若那人已在發牌時離場，則按順時針找下一位仍在局中的玩家（裁定：莊家首出）［R4.1；原規則：「隨機抽取決定首家」］。
lab-rb-snatch = 搶天：莊家沒有天牌時，每個持有天牌的人都按自己型別的分數獲勝，持飛碟的人與持星鏈的人一同獲勝（出版商的裁定：只有最強的型別獲勝）［R2.6］。
lab-rb-other = { $name } = { $value }：{ $help }。
lab-printed-heavenly = 改寫了印在規則書上的規則：原規則的天牌（「星鏈：六張 3」，「飛碟：四大天王」）
lab-printed-streak = 改寫了印在規則書上的規則：原規則的「連續贏得三手即獲勝」
lab-printed-opening = 改寫了印在規則書上的規則：原規則的「莊家（首家）」
lab-skill-guard = { $strong } 對 { $weak } 的技術優勢（複式發牌）在每種人數下都不低於出版商規則下的優勢
lab-bots-row = 機器人：{ $bots }
lab-warning = 注意
decision-reading-spec = { $kind }（{ $rest }）
lab-bot-name = { $name ->
    [random] 隨機機器人
    [greedy] 貪心機器人
    [search] 搜尋機器人
    [search-base] 基礎搜尋機器人（{ $spec }）
   *[other] { $spec }
}
lab-bot-sep = { $sep ->
    [pair] 對
   *[list] 、
}
code-line = marsmatch { $version }{ $state ->
    [none] {""}
    [modified] ，提交 { $commit }（含本機改動）
   *[clean] ，提交 { $commit }
}，原始碼 sha256 { $sources }
cli-deal = 發牌：{ $proves }
cli-deal-none = 發牌：記錄中沒有種子，無法核對發牌
cli-line-ruling = { $legal ->
    [yes] { $ruling }
   *[no] 不合法：{ $ruling }
}
cli-result = 結果：{ $line }
cli-score = 得分：{ $who }：{ $title }，{ $points } 分
cli-verdict = 裁定：{ $verdict }
cli-action-of = 第 { $n } 手（共 { $total } 手）：{ $who } { $action }
cli-ruling = 裁定：{ $legal ->
    [yes] 成立——{ $ruling }
   *[no] 不合法——{ $ruling }
}
cli-but = 但是：{ $why }
cli-before = 這一手之前的牌桌：
cli-no-readings = 沒有任何讀法
