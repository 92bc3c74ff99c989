## 規則實驗室的終端輸出（lab/cli.py、lab/progress.py、調規器的日誌）：進度、摘要和
## 標準輸出上的表格。報告用詞在 lab.ftl。

labt-bar = { $what ->
    [sweep] 掃描
    [compare] 對比
   *[tune] 調規
}
labt-col-rounds = 局
labt-bar-status = { $label }：{ $status }
labt-headline = { $headline }：
labt-col-left = 剩餘
labt-col-simulated = 已模擬 ·
labt-variant-of = 第 { $done } 個變體（共 { $total } 個）
labt-about-left = ，約剩 { $left }
labt-duration = { $unit ->
    [s] { $n } 秒
    [min] { $n } 分鐘
   *[h] { $n } 小時
}
labt-status-look = { $label }：{ $axis } { $size }，{ $count } 局
labt-status-check = { $label }：用 { $bots } 複核，{ $axis } { $size }
labt-variant-log = 第 { $n } 個變體：{ $label }：{ $status ->
    [meets] 達到
    [fails] 未達到
   *[open] 未定
}{ $where }
labt-where = （{ $axis } { $sizes }）
labt-question = 問題：{ $question }
labt-resuming = 從第 { $done } 個變體之后繼續，上次運行在那里停止（{ $path }；--no-cache 则從頭開始）
labt-report = { $partial ->
    [yes] 部分報告
   *[no] 報告
}已寫入 { $path }
labt-played-cells = 已打 { $rounds } 局，{ $cells } 個格子，{ $seconds } 秒，平均負載 { $load }
labt-played = 已打 { $rounds } 局，{ $seconds } 秒，平均負載 { $load }
labt-stopped = 在 { $total } 個變體中的第 { $done } 個之后停止：顯示的結果不完整；{ $resume ->
    [yes] 再運行同一條命令即可繼續
   *[no] --no-cache 沒有保存狀態，所以新的運行会從頭開始
}
labt-tune-title = { $game }調規器
labt-sweep-title = { $game }掃描
labt-compare-title = { $game }：A 对 B
labt-tune-for = ：{ $sizes }，機器人 { $bots }，種子 { $seed }
labt-sweep-for = ：{ $sizes }，每格 { $rounds } 局，種子 { $seed }
labt-compare-for = ，{ $sizes }，各 { $rounds } 局，種子 { $seed }（同樣的牌）
labt-target = 目標：{ $target }（{ $how ->
    [exact] 精確
   *[simulated] 模擬
}）
labt-searched = 已查看 { $variants } 個變體中的 { $done } 個（最多 { $changes } 處改動）：{ $same } 個與更小的變體打法相同，{ $exact } 個被精確值排除，{ $decided } 個由模擬判定{ $shared }：{ $meets } 個已證明達到所有目標 + { $failed } 個已證明未達到 + { $open } 個在 { $rounds } 局時仍未定 = { $decided }{ $budget }{ $stopped }
labt-shared = （{ $simulated } 個用了新打的局，{ $shared } 個用了更小的變體已打的局）
labt-budget = ；搜索在預算處停止
labt-stopped-user = ；已被使用者中止：結果不完整
labt-verdicts-at = 各判定在所有查看中合計為 { $confidence }；「精確」值是算出來的，不是模擬的
labt-coverage = 模擬的變體中已證明達到 / 已證明未達到 / 未定的個數，按{ $axis }
labt-baseline = 出版商的規則（作對照）
labt-options = 選項：{ $options }
labt-evidence = 按{ $axis }的證據
labt-key = 關鍵表（99% 區間）
labt-agreement = 天牌的精確概率落在 99% 區間内的：{ $checked } 個中 { $inside } 個（同時 99%：{ $checked } 個中 { $simultaneous } 個）
labt-outside = 區間外：{ $where }：{ $rate } [{ $lo }, { $hi }]，精確值 { $exact }（z { $z }）
labt-compare-table = 95% 區間；* 表示差異顯著
labt-exact = （精確）
