## 終端裡關於一局的各行（marsmatch replay --explain、judge RECORD N、終端對局）：
## games/marsmatch/text.py

term-list = { $a }、{ $b }
term-seat = { $who }（{ $seat } 號座位）
term-seat-first = { $seat } 號座位 { $who }
term-commitment = 記錄中種子的 SHA-256 = { $hash }
term-mm-start = MarsMatch，{ $n } 名玩家，每人一副牌：{ $seats }；莊家：{ $banker }
term-mm-heavenly = { $who } 發牌時就憑{ $hand }勝出：{ $title }，{ $points } 分（{ $rule }）
term-mm-plays = { $who } 出 { $play }：{ $cards }
term-mm-passes = { $who } 不出
term-mm-trick = —— { $who } 贏下這一輪{ $streak ->
    [1] {""}
   *[other] ，連贏 { $streak } 輪
}
term-mm-round = { $who } 贏了這一局：{ $how }；{ $title }，{ $points } 分（{ $rule }）
term-mm-how = { $how ->
    [streak] 連贏 { $n } 輪（R4.4）
    [table] 贏下本桌 { $n } 輪中的第 { $n } 輪（R4.4）
    [tricks] 共贏 { $n } 輪（R4.4）
   *[emptied] 出完手牌（R4.3）
}
term-mm-seat-cards = { $who } { $n } 張
term-mm-held = 手中牌數：{ $held }
term-mm-gone = 發牌時離場：{ $who }
term-mm-to-beat = 要壓的牌：{ $play }（{ $cards }），{ $who } 出的
term-mm-leads = 由 { $who } 先出
term-mm-streak = { $who } 已連贏 { $n } 輪
term-mm-hand = 你的手牌（{ $n } 張）：{ $hand }
term-seat-n = { $seat } 號座位
cli-start = 開局：{ $line }
cli-initial-phase = 發牌階段：{ $line }
cli-note = 注意：{ $note }
cli-stands = 成立

## 升級（games/shengji/text.py）
term-sj-team = { $a }和{ $b }（{ $sa } 號和 { $sb } 號座位）
term-sj-trump = { $suit ->
    [S] 黑桃
    [H] 紅桃
    [D] 方塊
    [C] 梅花
   *[none] 無主（只有王和級牌是主牌）
}
term-sj-declares = { $who } 亮主：{ $cards }
term-sj-passes = { $who } 不亮
term-sj-fixed = == 主牌是{ $trump }，打 { $level }，{ $how ->
    [declared] 由最後的亮主決定
    [kitty] 由翻開的底牌決定（G3.3）
   *[position] 由座位決定
}；莊家 { $banker }
term-sj-redeal = 第一次發牌沒有人亮主：重新發牌（G3.3）
term-sj-buries = { $who } 扣底 { $n } 張
term-sj-leads = { $who } 先出 { $lead }{ $failed }
term-sj-failed = {" "}—— 甩牌失敗：{ $by } 能壓住，所以只打出了 { $cards }（G5.3）
term-sj-plays = { $who } 出 { $cards }
term-sj-trick = —— 第 { $n } 輪：{ $who } 為{ $side ->
    [attackers] 抓分方
   *[banker] 莊家方
}贏得 { $points } 分（抓分方至此共 { $so_far } 分）；{ $why }
term-sj-scored = 抓分方在各輪中得 { $points } 分；{ $kitty }；抓分方合計：{ $total } 分
term-sj-kitty-won = 摳底：底牌 { $cards }（{ $points } 分）× { $times } = { $bonus }（G6.1）
term-sj-kitty-kept = 底牌 { $cards } 歸莊家方（G6.1）
term-sj-start = 升級，{ $decks } 副牌；{ $a } 對 { $b }；打 { $level }
term-sj-declaring-first = 莊家由亮主決定；{ $who } 先亮
term-sj-banker = 莊家 { $who }
term-sj-phase = 階段：{ $phase ->
    [declare] 亮主
    [bury] 扣底
    [play] 出牌
    [scored] 計分
   *[redeal] 重新發牌
}；打 { $level }{ $trump }
term-sj-phase-trump = ；主牌{ $trump }；莊家 { $banker }
term-sj-standing = 目前亮主：{ $who } 亮出 { $cards }
term-sj-seat-cards = { $who } { $cards }
term-sj-current = 第 { $n } 輪：{ $plays }
term-sj-points = 抓分方得分：{ $points }
term-sj-hand = 你的手牌（{ $n } 張）：{ $hand }
term-sj-sep = { $a }；{ $b }
term-sj-side = { $side ->
    [banker] 莊家方
   *[attackers] 抓分方
}

## 命令列的其餘部分（議題 35 第二輪）：不帶 --explain 的 replay、結果、verify-deal、count、終端對局
term-you = 你
term-mm-result = { $who }：{ $title }，{ $points } 分
term-mm-group = { $card }×{ $n }
term-mm-groups = { $a }  { $b }
term-sj-hand-suit = { $suit ->
    [S] 黑桃
    [H] 紅桃
    [D] 方塊
    [C] 梅花
   *[T] 主牌
}：{ $cards }
term-sj-hand-sep = { $a } | { $b }
term-sj-won = 這一局由 { $team } 獲勝{ $yours ->
    [yes] （你的隊）
   *[no] {""}
}
term-sj-attackers-points = 抓分方得分：{ $points }（G6.2）
term-sj-level = { $team }：{ $move ->
    [up] 級別 { $old } → { $new }
   *[stays] 級別仍為 { $old }
}{ $wins ->
    [yes] ，並贏得整場比賽（G6.4）
   *[no] {""}
}
term-sj-next-banker = 下一局莊家：{ $who }（G6.3）
term-no-seat = 這一手沒有座位號（「seat」）
term-not-legal = 第 { $n } 手（{ $seat } 號座位）不合法：{ $reason }
term-stops-here = 記錄到此為止，這一局還沒有結束；輪到：{ $seats }
term-stops-dealing = 記錄到此為止，牌還在發（已發 { $out } 張，共 { $total } 張）
term-result = 結果：
cli-core = 用{ $core ->
    [reference] 參考
   *[other] 編譯
}核心重放（docs/compiled-core.md）
cli-deal-unfit = { $proves }；第 { $n } 手與之不符，這不是任何玩家的過錯
cli-count = { $what ->
    [answers] 能壓過這手牌的
   *[leads] 能首出的
}合法出法共 { $plays } 種，分屬 { $types } 種牌型
cli-error = 錯誤
term-vd-scheme = 發牌方案：{ $scheme }（伺服器的種子，混入玩家公開的數值）
term-vd-commitment = 承諾 sha256（{ $what ->
    [server] 伺服器種子
   *[seed] 種子
}）= { $hash }
term-vd-published = 公佈的承諾：{ $state ->
    [yes] 相符
    [no] 不相符（記錄公佈的是 { $published }）
   *[none] 記錄中沒有
}
term-vd-value = { $seat } 號座位的數值：{ $state ->
    [yes] 與其承諾相符，已混入
    [no] 與其承諾不相符
   *[none] 有承諾，但從未公開（未混入）
}
term-vd-mixed = 由伺服器種子和各數值得出的洗牌種子：{ $state ->
    [yes] 相符
    [no] 不相符
   *[none] 記錄中沒有
}
term-vd-took-part = 參與選定發牌的玩家：{ $who }{ $alone ->
    [server] （種子由伺服器獨自選定）
    [maker] （種子由記錄的製作者獨自選定）
   *[no] {""}
}
term-vd-hands = 記錄中的手牌：{ $ok ->
    [yes] 相符
   *[no] { $why }
}
term-vd-board = 賽事牌局：{ $why }
term-vd-verified = 已核實：{ $proves }
term-vd-failed = 未通過：{ $why }
term-vd-why = { $why }
term-vd-proves = 這說明：{ $proves }
play-help = 命令：{ $game }；「pass」（過）、「hint」（提示）、「bot」（由提示機器人替你出）、「auto」（由它打到底）、「hand」（看手牌）、「help」（幫助）、「quit」（退出）
term-action-help = 按遊戲的文字格式輸入一手
term-mm-action-help = 輸入要出的牌，例如「7 7 7 4」（加上「as rocket:1:single」指定讀法；兩種讀法牌形相同時，用「as starship:1:pair:4」再加上點數），或輸入「pass」不出
term-sj-action-help = 亮主階段輸入「declare H2 H2」亮主，或輸入「pass」不亮；莊家輸入「bury C3 C4 ...」扣底；之後輸入要出的牌，例如「SA SA」（甩牌可寫明拆法：「S8 S8 S7 as pair S8, single S7」）
play-you-are = 你是 { $seat } 號座位（{ $who }）。{ $help }
play-prompt = 你出牌
play-end-of-input = （輸入結束：停止）
play-not-legal = 不合法：{ $why }。輸入「hint」看提示，或輸入「help」看命令。
play-hint = 提示：貪心機器人會出「{ $action }」
play-also = 其他：{ $actions }
play-saved = 這一局{ $finished ->
    [yes] 已結束
   *[no] 提前停止
}；記錄已儲存到 { $path }（重放：marsmatch replay { $path }）
cli-readings-of = { $play } 的讀法
cli-readings-col = { $col ->
    [kind] 牌型
    [length] 長度
    [rank] 點數
   *[attachment] 帶牌
}
cli-attachment = { $kind ->
    [single] 帶單張
    [pair] 帶對子
   *[none] 不帶
}
term-leads-as = { $cards } 首出，讀作 { $play }
play-quoted = 「{ $action }」

## 讀者語言的 marsmatch --help（cli.translate_help）
cli-help-app = MarsMatch 和升級：規則引擎、裁判、記錄與重放。
cli-help-version = 顯示版本後退出
cli-help-lang = 裁定和說明所用的語言：en、zh-Hans 或 zh-Hant（預設跟隨系統語言設定 LC_ALL / LANG）
cli-help-options = 選項
cli-help-commands = 命令
cli-help-arguments = 引數
cli-help-judge = 列出 PLAY 的每一種讀法；加上 --against 時，說明它能否壓過桌上的牌以及原因。
cli-help-count = 精確計算不同的合法出法（R3.13）和牌型的數目；不出不算在內。
cli-help-replay = 重放一份記錄：逐手列出這一局，或指出第一手不合法的牌及原因。
cli-help-verify-deal = 由種子重新發牌，核對承諾、混合和手牌。
cli-help-deal = 由種子發一局牌，列印（或寫出）它的記錄，可以接著打。
cli-help-decide = 為一份記錄寫出可列印的裁定書：記錄的雜湊值、有爭議的一手、裁定、以讀者語言引用的裁定條文，以及作出裁定的程式碼版本。
cli-help-serve = 啟動遊戲伺服器（大廳、牌桌、記錄），並顯示它的地址。
cli-help-simulate = 讓機器人打很多局，報告規則實驗室的統計。
cli-help-arena = 讓機器人互相對打，每局輪換座位；給出帶 95% 置信區間的勝率。
cli-help-play = 在終端裡與機器人打一局；結束時儲存記錄。
cli-help-review = 用強搜尋復盤一個座位的每一手決定，只按該座位當時所知（從不看別人的暗牌）：所出一手與最佳一手各自的勝率、評語（好棋、欠精確、失誤、大錯；docs/bots.md），以及用文字說明的更好一手。
cli-help-lab = 給出版商的規則實驗室：按牌桌人數和規則選項掃描，以及尋找滿足目標的最小規則改動的調規器。
cli-help-event = 複式賽事：每張牌桌打同樣的牌局，開打前就已承諾（docs/tournaments.md）。
cli-help-db = 伺服器的資料庫：它處在哪個結構版本，以及把它升級到最新（Alembic 遷移）。
cli-wrote = 已寫出 { $path }：{ $what }
cli-wrote-file = 已寫出 { $path }
cli-wrote-deal = 已寫出 { $path }（承諾 { $hash }）

## 讀者語言的 marsmatch arena（sim/cli.py）；機器人名按輸入原樣
arena-title = 機器人對戰（95% 威爾遜區間；輪換座位）
arena-col = { $col ->
    [a] A
    [b] B
    [a-win] A 每座勝率
    [b-win] B 每座勝率
    [decisive] A 分勝負局勝率
    [a-pts] A 平均分
   *[b-pts] B 平均分
}
arena-verdict = { $stronger ->
    [yes] { $who } 更強
   *[no] 沒有顯著差異
}
arena-pair = { $a } 對 { $b }（{ $game }，{ $players } 個座位，{ $rounds } 局）：{ $verdict }
arena-real = { $a } 在正式對局勝局中所佔的比例：{ $rate }
ladder-title = 天梯（布拉德利-特里模型，以 1500 為中心）
ladder-col = { $col ->
    [rank] 名次
    [bot] 機器人
    [elo] 等級分
    [interval] 95% 區間
   *[games] 分出勝負的局數
}
