## 錯誤輸入的提示（議題 35）：每條一句話，命令列的「錯誤：」行用讀者的語言說出

err-no-file = { $path } 處沒有{ $what ->
    [boards] 已公開的牌局檔案
    [summary] 彙總檔案
   *[record] 記錄檔案
}
err-cannot-read = 無法讀取 { $path }：{ $why }
err-not-json = 記錄不是有效的 JSON：第 { $line } 行第 { $column } 列，{ $why }
err-not-record = 這不是一份記錄：{ $why }
err-record-object = 記錄必須是一個 JSON 物件
err-record-field = 記錄的 { $field } 無效
err-format = 不支援記錄格式 { $given }；這個版本讀取的是格式 { $reads }
err-record-needs = { $key ->
    [game] 記錄需要「game」：「marsmatch」或「shengji」
    [players] 記錄需要「players」：按座位順序排列的名字列表
    [deal-seed] 帶有「deal」的記錄需要它的「seed」
   *[seed-or-hands] 記錄需要「seed」或「hands」（或兩者都有）
}
err-must-be =「{ $key }」必須是{ $kind ->
    [rules] 由規則選項名和值組成的物件
    [string] 字串
    [hands] 由牌的字串列表組成的列表
    [actions] 由物件組成的列表
    [hex] 十六進位制字串
    [list] 列表
    [cards] 牌的字串列表
    [points] 整數
    [server-seed] 伺服器公開的種子
   *[object] 物件
}
err-hands-for = { $players } 名玩家卻有 { $hands } 手牌
err-seat-key =「{ $key }」必須是 0 到 { $top } 之間的座位號
err-deal-scheme = 不支援「deal.scheme」{ $given }；這個版本讀取的是 { $reads }
err-contribution = { $what ->
    [seat] 每個貢獻的座位必須是 0 到 { $top } 之間、互不相同的座位號
    [commitment] { $seat } 號座位貢獻的承諾必須是十六進位制字串
    [value] { $seat } 號座位貢獻的數值必須是 64 位小寫十六進位制數字，或 null（未公開）
   *[object] 每個貢獻都是帶有 seat、commitment、value 的物件
}
err-takes = { $option } 的取值是 { $takes }，不是 { $given }
err-card = 「{ $card }」不是{ $why ->
    [one] 一張牌
   *[other] 牌
}；{ $why ->
    [joker-suit] 大小王沒有花色
    [suits] 花色是 S H D C
   *[other] 點數是 3..10 J Q K A 2，王是 LJ BJ
}
err-copies = { $card } 有 { $n } 張，但 { $decks } 副牌裡只有 { $limit } 張
err-reading = { $given } 不是{ $what ->
    [kind] 牌型名；牌型名有 { $kinds }
    [length] 長度；長度是整數
    [attachment] 帶牌方式；用 none（不帶）、single（帶單張）或 pair（帶對子）
    [rank] 點數；點數是 3..10 J Q K A 2，王是 LJ BJ
   *[reading] 讀法；寫法是 KIND[:LENGTH[:ATTACHMENT[:RANK]]]（牌型[:長度[:帶牌[:點數]]]）
}
err-rules-object = 規則必須是由規則選項名和值組成的物件
err-rule-option = { $name } 不是 { $game } 的規則選項；規則選項有 { $options }
err-name-value = { $given } 不是 NAME=VALUE（選項名=值）的形式
err-rule-value = 規則「{ $rule }」{ $kind ->
    [bool] 的取值是 true 或 false
    [int] 的取值是整數
    [bounded] 的取值是 { $bounds }的整數
   *[choice] 的取值是 { $bounds } 之一
}，不是 { $given }
err-bounds = { $kind ->
    [range] { $lo } 到 { $hi } 之間
   *[min] { $lo } 或以上
}
err-ufo-jokers = 飛碟至少要有一張王（R2.2）：ufo_big_jokers 和 ufo_little_jokers 不能都是 0
err-sj-decks = 完整的一局用 1 到 { $top } 副牌（G1.2），不是 { $given } 副；更多副牌只用於殘局
err-not-one-of = { $given } 不是{ $what ->
    [game] 遊戲名；遊戲有
   *[core] 核心名；核心有
} { $known }
err-seats = { $game } 由 { $span } 名玩家來玩，不是 { $given } 名
err-other-game = 這是一份 { $given } 的記錄，不是 { $game } 的
err-mm-two = MarsMatch 至少要 2 名玩家（R1.1）
err-mm-start = MarsMatch 的記錄從發牌開始；殘局請用 hands（手牌）給出
err-banker = 莊家必須是 0 到 { $top } 之間的座位
err-hands-not-seed = 記錄中的手牌不是記錄中的種子發出的牌
err-no-seed = 記錄中沒有種子，所以沒有可核對的發牌
err-holds-hands = 記錄中有 { $hands } 手牌，卻有 { $players } 名玩家
err-as =「as」必須是讀法名，例如「pair」或「rocket:2:single」
err-action-shape = 一手的寫法是 { $example }
err-action-object = 一手是一個物件，例如 { $example }
err-distinct-names = 換座的比賽裡玩家的名字必須互不相同
err-level-key =「{ $key }」必須是級別 2..10 J Q K A，不是 { $given }
err-sj-four = 升級由四名玩家來玩，不是 { $given } 名（G1.1）
err-start-keys =「start」裡有不認識的鍵：{ $unknown }；認識的鍵有 { $known }
err-start-phase =「start.phase」必須是「declare」（亮主）、「bury」（扣底）或「play」（出牌）
err-banker-disagree =「banker」和「start.banker」不一致
err-sj-hands-for = 四名玩家卻有 { $hands } 手牌（G1.1）
err-sj-hands-seed = 手牌與種子發出的牌不符（G1.4）
err-sj-equal = 四手牌的張數必須相同（G1.2、G7）
err-start-levels =「start.levels」必須是兩隊的級別，例如 { $example }
err-position-needs =「{ $phase }」殘局需要「{ $key }」{ $key ->
    [trump] ：花色字母或 null
   *[other] {""}
}
err-start-trump =「start.trump」必須是 S、H、D、C 或 null（無主）
err-sj-play-hands = 出牌階段的殘局需要四手張數相同、且不為空的手牌（G7）
err-hint =「hint」是牌組名，例如「pair」，或牌組列表，例如 { $example }，不是 { $given }
err-sj-one-kind = 一手只能有 declare、pass、bury、play 中的一個
err-sj-pass = 不亮寫作「"pass": true」
err-takes-cards =「{ $key }」的值是牌的字串列表
err-sj-suitless = { $rank } 沒有花色；升級的牌都帶花色（例如 S{ $rank }），只有王（LJ、BJ）除外
err-sj-level = { $given } 不是級別；級別是 2..10 J Q K A
err-sj-trump-suit = { $given } 不是主花色；用 S H D C 或 null（無主）
err-seat-mismatch = 這一手寫的是 { $named } 號座位，卻用在 { $seat } 號座位上
err-match-over = 比賽已經結束；{ $team } 隊獲勝
err-deal-unfinished = 這一局還沒有結束
err-setup = 無法按這份記錄擺出牌局：{ $why }
err-action-number = { $total ->
    [0] 記錄中沒有{ $what ->
        [rule] 可裁定的
       *[other] {""}
    }行動
   *[other] 記錄中有 { $shown } 手；請給出 1 到 { $shown } 之間的編號
}
err-past-illegal = 第 { $n } 手在第 { $first } 手之後，而第 { $first } 手是第一手不合法的：記錄無法重放到它之後
err-not-utf8 = 記錄不是 UTF-8 文字
err-not-lang = { $given } 不是語言；語言有 { $known }
err-no-such-seat = 這張牌桌沒有 { $seat } 號座位：座位是 0 到 { $top }
err-review-illegal = 第 { $n } 手（{ $seat } 號座位）不合法，所以這一局不做復盤（marsmatch replay --explain 會說明原因）：{ $why }
err-seat-range = { $option } 必須在 0 到 { $top } 之間
err-lab-axis = { $game } 掃描的是{ $axis ->
    [players] 玩家人數
   *[decks] 牌的副數
}；{ $given } 不適用（請用 --{ $axis }）
err-excel = { $what ->
    [option] --excel 需要
   *[export] 匯出 Excel 需要
} openpyxl：pip install 'marsmatch[excel]'（沒有它也會寫出 CSV 檔案）
err-at-least = { $option } 必須不小於 { $other }
err-no-targets = { $game } 沒有預設目標；請用 --target 給出
err-rule-set = 規則組 { $given }：{ $why }
err-sizes = { $kind ->
    [form] { $what } 的取值是範圍（例如 2-8）或列表（例如 3,5,8），不是 { $given }
    [empty-range] { $what }：{ $given } 是空範圍
   *[empty] { $what } 是空的
}
err-values = { $option } 的寫法是 NAME=V1,V2,...（選項名=值1,值2,...），不是 { $given }
err-twice = { $option }「{ $name }」給了兩次
err-skill = --skill 的取值是兩個不同的機器人 STRONG,WEAK（強、弱；例如 greedy,random），不是 { $given }
err-no-space = { $game } 沒有預設的搜尋空間；請用 --search NAME=V1,V2,... 給出
err-search-value = --search { $given }：{ $why }
err-lab-value = { $what }：{ $given } 不是數值（數字、15%、2pt 或 1/N）
err-target = 目標 { $given }
err-target-form = { $target } 的寫法不是 MEASURE<=VALUE、MEASURE>=VALUE、MEASURE=LOW..HIGH 或 MEASURE=CENTRE+-TOLERANCE（指標<=值、指標>=值、指標=下限..上限、指標=中心+-容差）
err-not-measure = { $target }：{ $given } 不是指標；指標有 { $known }
err-band-empty = { $target }：區間 { $band } 是空的
err-after-equals = { $target }：「=」之後請給出 LOW..HIGH（下限..上限）或 CENTRE+-TOLERANCE（中心+-容差）
err-min-one = { $option } 至少為 1
err-vary = --vary 的寫法是 NAME=V1,V2,...（選項名=值1,值2,...）
err-file-not-json = { $path } 不是 JSON：{ $why }
err-not-summary = { $path } 不是 simulate 的彙總（用 --out 或 --json 寫出一份）
err-two-bots = --bots 至少要兩個機器人
err-boards = 已公開的牌局是由 { $keys } 物件組成的列表
err-board = 已公開的第 { $n } 個牌局需要 board = { $n }，以及它的 seed、commitment 和 settings
err-no-event = 記錄中沒有「event」：{ $keys }，所以它不是某個賽事的牌局
err-no-replay = 記錄無法重放：第 { $n } 手不合法（{ $why }）
err-round-unfinished = 記錄中的這一局還沒有結束
err-no-pdf = 沒有生成 PDF：{ $why }；{ $page } 有列印版式：請在瀏覽器中打開並列印
err-extra = 這需要 marsmatch 的可選部分「{ $part }」：pip install 'marsmatch[{ $part }]'（沒有安裝 { $module }）
