# 升級的文字，用出版商的術語（shared/seeds/002）：主牌、級牌、莊家、莊家方、抓分方、
# 底牌、扣底（莊家扣下底牌）、摳底（抓分方贏下最後一輪）、拖拉機、副牌、分牌、亮主、反主、不亮；一局叫「局」，每一圈出牌叫「輪」。術語表：docs/translations.md。

sj-trump-not-set = 還沒定
sj-points-left = 還有 { $left } 分在外（共 { $total } 分）
sj-team-level = 打 { $level }{ $side ->
    [attackers] {" "}· 抓分方
    [banker] {" "}· 莊家方
   *[none] {""}
}
sj-team-points = { $n } 分
sj-declaring = 正在亮主，本局打 { $level }。
sj-nobody-declared = 還沒有人亮主。
sj-you-may-declare = 你可以亮主：選同一花色的級牌（{ $level }），或兩張以上相同的王——張數多的壓張數少的——也可以不亮。
sj-you-hold-declaration = 現在是你亮的主：按「不亮」保持，或者再多亮幾張加強。
sj-burying = { $who } 拿起底牌，要扣下 { $n } 張。
sj-pick-to-bury = 選 { $n } 張牌扣底；從底牌拿來的牌有標記。
sj-this-trick = 這一輪
sj-trick-n = 第 { $n } 輪
sj-trick-won = { $who } 贏得 { $points } 分
sj-led-what = 首出：{ $lead }
sj-who-led = { $who } 首出 { $lead }
sj-led = 首出
sj-winning = 目前最大
sj-won = 贏了
sj-to-play = 該出牌…
sj-sr-spot = { $who }：{ $cards }，{ $marks }
sj-sr-spot-plain = { $who }：{ $cards }
sj-sr-spot-empty = { $who }：還沒出牌
sj-back-to-trick = 回到這一輪
sj-show-last = 看上一輪（{ $who }，{ $points } 分）
sj-kitty = 底牌
sj-kitty-buried = 底牌（你扣的）
sj-shows = 亮出 { $cards }
sj-attackers-points = 抓分方得分
sj-redealt = 重新發牌：沒有人亮主
sj-levels-now = 現在的級別
sj-points-per-trick = 每一輪的分數
sj-trick-line = { $who } 贏：{ $points } 分——首出 { $lead }
sj-log-declare = { $who } 亮主 { $cards }
sj-log-redeal = 沒有人亮主：重新發牌
sj-log-bury = { $who } 扣下 { $n } 張底牌
sj-log-lead = { $who } 首出 { $lead }
sj-log-follow = { $who } 跟牌
sj-log-trick = { $who } 贏下第 { $n } 輪：{ $points } 分。{ $why }
sj-log-scored = 本局計分：抓分方 { $points } 分

## 引擎的文字
sj-trump = { $suit ->
    [S] ♠ 黑桃
    [H] ♥ 紅桃
    [D] ♦ 方塊
    [C] ♣ 梅花
   *[none] 無主
}
sj-declaration = { $who } 亮出 { $cards }
sj-unit = { $kind ->
    [single] { $cards }
    [pair] 一對 { $first }
    [triple] 三張 { $first }
    [titanic] 三張拖拉機 { $span }
   *[tractor] 拖拉機 { $span }
}
sj-span = { $low }–{ $high }
sj-throw = 甩牌：{ $parts }
sj-failed = { $who } 甩牌失敗：{ $by } 能壓住其中一部分，所以只打出了 { $cards }（G5.3）
sj-trump-fixed = 主牌是{ $trump }，打 { $level }，{ $how ->
    [declared] 由最後的亮主決定
    [kitty] 由翻開的底牌決定（G3.3）
   *[position] 由座位決定
}；{ $banker } 是莊家
sj-story-redeal = 沒有人亮主：重新發牌
sj-story-won = { $who }（{ $side ->
    [banker] 莊家方
   *[attackers] 抓分方
}）贏了這一局
sj-story-kitty-captured = 抓分方在各輪中得 { $points } 分，並且摳底（{ $kitty }）：{ $kitty_points } × { $times } = { $bonus }
sj-story-kitty-kept = 抓分方在各輪中得 { $points } 分；底牌（{ $kitty }，{ $kitty_points } 分）歸莊家方
sj-story-penalties = 甩牌失敗移動了 { $points } 分
sj-story-total = 抓分方總分：{ $points } 分
sj-story-level = { $who }：{ $advance ->
    [yes] 從 { $from } 升到 { $to }
   *[no] 留在 { $from }
}{ $wins ->
    [yes] ，贏得整場比賽
   *[no] {""}
}
sj-story-next-banker = 下一局莊家：{ $who }
sj-headline = { $who }（{ $side ->
    [banker] 莊家方
   *[attackers] 抓分方
}）贏：{ $advance ->
    [yes] 從 { $from } 升到 { $to }
   *[no] 換他們坐莊
}
sj-headline-redeal = 重新發牌：沒有人亮主
sj-do-declare = 亮主 { $cards }
sj-do-bury = 扣底 { $cards }
sj-do-lead = 首出 { $lead }
sj-do-follow = 出 { $cards }
sj-do-pass = 不亮
sj-ruling-declare = { $who } 亮主 { $cards }
sj-ruling-bury = { $who } 扣下 { $n } 張底牌
sj-ruling-lead = { $who } 首出 { $cards }
sj-ruling-follow = { $who } 跟出 { $cards }
sj-ruling-pass = { $who } 不亮

## 引擎的拒絕
sj-err-count = 要出 { $n } 張牌，和首出的一樣多
sj-err-suit = { $who } 有 { $held } 張{ $suit }（{ $cards }），必須先出其中 { $need } 張，才能出別的牌{ $level }
sj-err-bury = 要正好扣 { $k } 張，和底牌一樣多，不是 { $n } 張
sj-err-declare-weak = { $cards } 壓不過 { $who } 的 { $standing }；要亮出更多張（張數一樣時王壓花色）
sj-err-declare-level = 要用級牌（{ $level }）或王亮主，不能用 { $card }
sj-err-declare-jokers = 用王亮主（無主）要兩張以上相同的王
sj-suit = { $suit ->
    [S] 黑桃
    [H] 紅桃
    [D] 方塊
    [C] 梅花
   *[T] 主牌
}
sj-suits = { $suit ->
    [S] 黑桃
    [H] 紅桃
    [D] 方塊
    [C] 梅花
   *[T] 主牌
}
sj-shape = { $n ->
    [1] 一個
   *[other] { $n } 個
}{ $kind ->
    [single] 單張
    [pair] 對子
    [triple] 三張
    [tractor] 拖拉機
    [titanic] 三張拖拉機
   *[other] { $kind }
}{ $length ->
    [1] {""}
   *[other] （{ $length } 連）
}
sj-and = { $a }和{ $b }
sj-nothing = 無
sj-err-rung = { $who } 能出{ $suits }的{ $need }（{ $cards }），所以跟牌裡必須有它
sj-err-broken = { $who } 手裡有{ $suits }的{ $group }（{ $cards }）；拆開的更長的牌組不能頂替它
sj-err-over = 這一局已經結束，不能再出牌
sj-err-phase = 現在是{ $phase ->
    [declare] 亮主
    [bury] 扣底
    [play] 出牌
    [scored] 計分
   *[redeal] 重新發牌
}階段，不是{ $what ->
    [declare] 亮主
    [pass] 不亮
    [bury] 扣底
   *[play] 出牌
}的時候
sj-err-turn = 現在輪到{ $turn }，不是{ $who }
sj-err-not-to-act = 還沒輪到{ $who }
sj-err-not-held = { $who } 手裡沒有{ $have ->
    [0] { $card }
   *[other] { $n } 張 { $card }（只有 { $have } 張）
}
sj-err-declare-none = 亮主至少要亮一張牌
sj-err-declare-mixed = 亮主只能亮相同的牌
sj-err-play-none = 至少要出一張牌
sj-err-lead-none = 首出至少要一張牌
sj-err-lead-mixed = 首出的牌必須是同一門（同一花色，或者都是主牌）
sj-err-hint-none = 這些牌裡沒有提示說的{ $kind ->
    [single] 單張
    [pair] 對子
    [triple] 三張
    [tractor] 拖拉機
    [titanic] 三張拖拉機
   *[other] { $kind }
}
sj-err-hint-bad = 提示 { $hint } 不是牌組的種類，也不是牌組的列表
sj-err-hint-part = 提示裡的 { $part } 不是「pair S8」這樣的寫法
sj-err-hint-unit = 提示裡的 { $part } 不是一個牌組
sj-err-not-formed = { $cards } 組不成{ $kind ->
    [tractor] 拖拉機
    [titanic] 三張拖拉機
   *[other] { $kind }
}
sj-err-hint-cards = 提示裡的牌組和出的牌不一致
sj-err-hint-format = 提示把跟牌讀成 { $units }；跟牌要按首出的牌型來讀：{ $lead }

## 一輪的贏家為什麼贏
sj-why-failed = { $who } 甩牌失敗：{ $by } 能壓住 { $unit }，所以只打出了它（G5.3）
sj-why-kept = 沒有人跟出首出的牌型並壓住它；{ $who } 以 { $units } 贏（G5.5）
sj-why-beat = { $trumped ->
    [yes] { $who } 用 { $units } 斃牌
   *[no] { $who } 用 { $units } 壓住了首出
}（G5.5）
sj-why-both = { $failed }；{ $won }
