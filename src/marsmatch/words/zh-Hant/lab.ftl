# 規則實驗室的報告（src/marsmatch/lab/report.py、labels.py）：掃描、調參和對比，
# 給出版商看，用讀者的語言（--lang）。

lab-title-sweep = 規則實驗室掃描：{ $game }
lab-title-tune = 規則實驗室調參：{ $game }
lab-title-compare = 規則實驗室對比：{ $game }
lab-axis = { $axis ->
    [decks] 副數
   *[players] 人數
}
lab-axis-n = { $axis ->
    [decks] { $n } 副牌
   *[players] { $n } 人
}
lab-sizes = { $axis ->
    [decks] { $sizes } 副牌
   *[players] { $sizes } 人
}
lab-reproduce = 重現：
lab-data = 資料：
lab-targets = 目標：
lab-rules-as-written = 按出版商的原規則
lab-deal-only = 只發牌（不進行正式對局）
lab-sweep-intro = { $game }：{ $sizes }；{ $combos } 種選項組合；每格 { $rounds } 局；機器人 { $bots }；種子 { $seed }；規則 { $rules }
lab-options = 選項
lab-as-given = 按給定

## 出處
lab-provenance = 出處
lab-provenance-intro = 這些數字從哪裡來：程式碼，以及它們何時、如何得出。同樣的命令和種子在同樣的程式碼上會完全重現它們。
lab-prov-code = 程式碼
lab-prov-date = 日期（UTC）
lab-prov-command = 命令
lab-prov-seed = 種子
lab-prov-machine = 機器
lab-prov-load = 結束時的平均負載
lab-prov-summary = { $code }；{ $date } UTC；
lab-prov-link = 出處

## 模擬與精確值
lab-exact-title = 模擬值與精確值
lab-exact-agree = { $checked } 個精確值中有 { $inside } 個落在其 99% 區間內；{ $checked } 箇中有 { $simultaneous } 個落在聯合 99% 區間內（Bonferroni，z = { $z }）。
lab-exact-help = 每個精確值都是該格自身定義下天牌的機率（按玩家：從 54N 張的牌靴中拿一手 54 張；按局：至少一名玩家），精確計算；模擬頻率附有 99% Wilson 區間。值很多時，大約 1% 會偶然落在各自區間之外；聯合區間考慮到了這一點。
lab-exact-outside = 落在逐點 99% 區間之外的：
lab-exact-every = 每一個天牌頻率與其精確機率
lab-col-scope = 範圍
lab-col-event = 事件
lab-col-count = 次數
lab-col-observed = 觀測值
lab-col-ci99 = 99% 區間
lab-col-exact = 精確值
lab-col-z = z
lab-col-in99 = 在 99% 區間內
lab-yes = 是
lab-no = 否

## 關鍵表和熱圖
lab-key-title = 關鍵表
lab-key-help = 模擬值附 99% 區間；有精確值的給出精確值。
lab-key-exact = { $label }（精確）
lab-across = 按{ $axis }和選項
lab-minus-1n = { $label } 減 1/N
lab-significance = 粗體格與{ $ref }的差別在 99% 置信度下顯著；帶斜線的淺色格不顯著（其 99% 區間包含它）。實線綠框：該格的 99% 區間（或精確值）落在目標之內；虛線紅框：完全在目標之外；無框：兩者都未證明。色條上的虛線：目標的邊界。
lab-ref-1n = 1/N
lab-ref-first = 第一行（{ $row }）
lab-exact-mark = 精確
lab-target-band = 目標
lab-measures = 指標
lab-map-title = { $row ->
    [starlink_threes] 發牌時決定的局數（精確），按星鏈中 3 的張數
    [definition] 發牌時決定的局數（精確），按定義
   *[other] { $title }
}
lab-map-axis = { $row ->
    [starlink_threes] 星鏈中 3 的張數
    [definition] 定義
   *[other] { $row }
}
lab-map-row = { $row ->
    [row-as-the-rules-say] 按規則原文
    [row-starlink-only] 只有星鏈
    [row-ufo-only] 只有飛碟
    [row-at-least-the-numbers] 至少這些張數
    [row-ufo-of-3-bj-2-lj] 飛碟為 3 張大王 + 2 張小王
    [row-scaled-4-deck-numbers] 按 4 副牌的張數縮放
    [row-9-threes-starlink-only] 九張 3，只有星鏈
   *[other] { $label }
}

## 座位、長度、技術
lab-seats-title = 座位公平性
lab-seats-help = 座位從莊家算起（0 = 莊家，1 = 順時針下一個座位，……）。每一格：該座位的勝率及其與全桌平均勝率的差；若該座位的 95% 區間不包含平均值（該座位佔優或吃虧）則為粗體，否則帶斜線。各座位的平均得分見下表和座位 CSV。
lab-seat-banker = 莊家
lab-seat-after = 莊家 + { $n }
lab-seats-map = 各座位勝率減全桌平均
lab-seats-details = 各座位的勝局和得分（95% 區間）
lab-col-seat = 莊家之後第幾個座位
lab-col-won = 贏的局數
lab-col-win-rate = 勝率
lab-col-points = 平均得分
lab-won-of = { $rounds } 局中贏 { $wins } 局
lab-length-title = 每局長度
lab-length-help = 實際進行的各局用了多少手（出牌和不出），佔這些局的比例，按桌子大小。
lab-length-chart = 每局長度
lab-length-x = 手數
lab-length-y = 佔實際進行局數的百分比
lab-skill-title = 技術與運氣
lab-skill-help = { $strong } 和 { $weak } 同桌（座位交替），陣容輪換，每一副牌在每種輪換下各打一次，所以兩者都拿過每一手牌。優勢 = { $strong } 的勝局份額減去其座位份額：規則完全不給技術留餘地時為 0，打牌決定得越多越大。95% 區間不包含 0 時為粗體。
lab-skill-map = { $strong } 對 { $weak } 的優勢
lab-col-deals = 副數
lab-col-its-seats = 其座位份額
lab-col-its-share = 其勝局份額
lab-col-edge = 優勢
lab-col-gap = 每局得分差

## 調參
lab-partial = 部分報告：調參在 { $total } 個變體中的第 { $done } 個之後被停止。再次運行同一命令即可從停止處繼續。
lab-targets-title = 目標
lab-target-exact = 精確已知
lab-target-simulated = 模擬
lab-tune-for = 針對 { $sizes }；機器人 { $bots }；種子 { $seed }；最多 { $changes } 處改動；每次檢視的局數 { $looks }
lab-verdicts-mean = 各判定的含義：「達到（精確）」/「未達到（精確）」：該值是計算出的，不是模擬的。「達到（已證明）」/「未達到（已證明）」：整個區間都在目標之內 / 之外；每個這樣的判定在所有檢視中以 { $confidence }成立（區間取 z = { $z }）。「未證明」：打完這些局後區間仍跨過目標的邊界。變體的成本表示改動有多大（一個選項最溫和的一步成本為 1）。
lab-search = 搜尋
lab-col-variants = 變體
lab-count-space = 搜尋空間中
lab-count-looked = 已檢視
lab-count-same = 與更小的變體打法相同
lab-count-exact = 被精確值排除
lab-count-simulated = 已模擬
lab-count-shared = 由與更小變體共用的模擬判定
lab-count-failed = 已證明未達到某個目標
lab-count-open = 到局數上限仍兩者都未證明
lab-count-meets = 已證明達到所有目標
lab-count-budget = 搜尋因預算而停止
lab-coverage = 目標卡在哪裡：對每個目標、每種桌子大小，有多少已模擬的變體被證明達到、被證明未達到、或兩者都未證明（精確目標只計入通過它們的變體）。
lab-col-target = 目標
lab-publishers-rules = 出版商的規則（作對比）
lab-publishers-short = 出版商的規則
lab-each-target = 各目標按{ $axis }
lab-rounds-n = { $n } 局

## 判定說了什麼（labels.py）
lab-confidence = { $pct }% 置信度
lab-cell = { $verdict ->
    [meets-exact] 達到（精確）
    [fails-exact] 未達到（精確）
    [meets] 達到（已證明）
    [fails] 未達到（已證明）
   *[open] 未證明
}
lab-status-meets = 已證明在 { $where } 達到所有目標（{ $confidence }）
lab-status-fails = 已證明未達到：{ $what }（{ $confidence }）
lab-status-likely = 在 { $where } 每個估計值都在目標之內，但未在 { $confidence }下證明：打完 { $rounds } 局後仍有區間跨過目標的邊界
lab-status-open = 打完 { $rounds } 局後仍未判定：沒有目標被證明未達到，也沒有全部在 { $confidence }下被證明達到
lab-fail-at = { $target }，在 { $where }
lab-variant-title = { $label }（{ $n } 處改動，成本 { $cost }）：{ $status }
lab-stopped = 在 { $total } 個變體中的第 { $done } 個之後停止；
lab-headline-found = { $partial }{ $n } 個變體已證明在 { $where } 達到所有目標（{ $confidence }）
lab-headline-likely = { $partial }沒有變體在 { $confidence }下被證明達到所有目標；有 { $n } 個按估計值達到（未證明）
lab-headline-closest = { $partial }沒有變體達到所有目標；最接近的是
lab-headline-none = { $partial }沒有變體達到所有目標，也沒有足夠接近、值得模擬的：檢視過的每個變體都被精確值排除了
lab-question = 最小的規則改動，使{ $targets }，在 { $where }（{ $origin ->
    [default] 出版商的問題，即預設目標；--target 可替換
   *[given] 給定的目標
}）
lab-target-how = { $target }（{ $how ->
    [exact] 精確
   *[simulated] 模擬
}）
lab-and = { $a }，並且{ $b }

## 對比
lab-compare-a = A
lab-compare-b = B
lab-compare-intro = { $sizes }；每桌 { $rounds } 局；機器人 { $bots }；種子 { $seed }：兩套規則用同樣的牌來打。
lab-compare-words = 用規則書的話說 { $side }
lab-side-by-side = 並排對比
lab-side-help = 95% 區間；若差值 B - A 的 95% 區間不包含 0 則為粗體。精確值沒有區間。
lab-col-measure = 指標
lab-skill-edge = { $strong } 對 { $weak } 的優勢（其勝局份額減座位份額）

## 指標：MarsMatch（sim/marsmatch.py）和升級（sim/shengji.py）
lab-measure = { $name ->
    [deal_decided] 發牌時就決定的局數
    [banker_share] 莊家在勝局中的份額
    [banker_win] 莊家贏下這一局
    [median_actions] 正式對局每局手數的中位數
    [mean_actions] 正式對局每局手數的平均數
    [streak_wins] 由輪數目標決定的正式對局
    [tricks] 正式對局每局的輪數
    [points_gap] 莊家得分減其他人平均得分
    [unfinished] 未打完就停止的局數
    [banker_retention] 莊家方保住莊家
    [levels_per_deal] 每局升的級數
    [banker_levels] 莊家方每局升的級數
    [attackers_levels] 抓分方每局升的級數
    [attackers_points] 抓分方得分
    [bottom_captured] 摳底
    [bottom_bonus] 摳底時的底分
    [bottom_multiplier] 摳底時的倍數
    [kitty_points] 扣在底牌裡的分
    [bottom_flips] 底牌決定莊家歸屬
    [titanic_bottoms] 用三張拖拉機摳底
    [skill_edge] 強者的技術優勢
   *[other] { $label }
}
lab-measure-help = { $name ->
    [deal_decided] 有人憑天牌獲勝的局所佔比例（精確值：至少發出一手天牌）
    [banker_share] 莊家的勝局佔所有勝局的比例（一局可以有幾個贏家）；莊家沒有優勢時為 1/N
    [banker_win] 莊家贏的局所佔比例（發牌時或在對局中）
    [median_actions] 進入正式對局的各局中的出牌和不出
    [mean_actions] 進入正式對局的各局中的出牌和不出
    [streak_wins] 由輪數目標（連贏或累計）結束的正式對局所佔比例（R4.4）
    [tricks] 進入正式對局的各局的輪數
    [points_gap] 每局：莊家得分減其他座位平均得分
    [unfinished] 達到行動上限的局（應為 0）
    [banker_retention] 莊家方保住莊家的局所佔比例（G6.3）
    [levels_per_deal] 升級一方所升的級數（G6.2）
    [banker_levels] 莊家方每局平均升的級數
    [attackers_levels] 抓分方每局平均升的級數
    [attackers_points] 抓分方的最後得分，含底分
    [bottom_captured] 抓分方贏下最後一輪（G6.1）
    [bottom_bonus] 底牌分數 × 倍數，按摳底的局計
    [bottom_multiplier] 摳底時底牌的倍數（G6.1；選項 kitty_multiplier）
    [kitty_points] 莊家每局扣下的分牌
    [bottom_flips] 因底分而莊家易手的局（沒有底分則另一方保住）
    [titanic_bottoms] 最後一輪獲勝的牌含三張拖拉機（G6.1 × 2*3^L）
   *[other] { $help }
}

## 目標（lab/targets.py）
lab-target-within = { $label }在 { $centre } 上下 { $tol } 之內
lab-target-in = { $label }在 { $low }..{ $high } 之間
lab-target-at-most = { $label } <= { $high }
lab-target-at-least = { $label } >= { $low }
lab-points = { $n } 個百分點
