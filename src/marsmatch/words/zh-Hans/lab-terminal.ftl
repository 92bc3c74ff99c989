## 规则实验室的终端输出（lab/cli.py、lab/progress.py、调规器的日志）：进度、摘要和
## 标准输出上的表格。报告用词在 lab.ftl。

labt-bar = { $what ->
    [sweep] 扫描
    [compare] 对比
   *[tune] 调规
}
labt-col-rounds = 局
labt-bar-status = { $label }：{ $status }
labt-headline = { $headline }：
labt-col-left = 剩余
labt-col-simulated = 已模拟 ·
labt-variant-of = 第 { $done } 个变体（共 { $total } 个）
labt-about-left = ，约剩 { $left }
labt-duration = { $unit ->
    [s] { $n } 秒
    [min] { $n } 分钟
   *[h] { $n } 小时
}
labt-status-look = { $label }：{ $axis } { $size }，{ $count } 局
labt-status-check = { $label }：用 { $bots } 复核，{ $axis } { $size }
labt-variant-log = 第 { $n } 个变体：{ $label }：{ $status ->
    [meets] 达到
    [fails] 未达到
   *[open] 未定
}{ $where }
labt-where = （{ $axis } { $sizes }）
labt-question = 问题：{ $question }
labt-resuming = 从第 { $done } 个变体之后继续，上次运行在那里停止（{ $path }；--no-cache 则从头开始）
labt-report = { $partial ->
    [yes] 部分报告
   *[no] 报告
}已写入 { $path }
labt-played-cells = 已打 { $rounds } 局，{ $cells } 个格子，{ $seconds } 秒，平均负载 { $load }
labt-played = 已打 { $rounds } 局，{ $seconds } 秒，平均负载 { $load }
labt-stopped = 在 { $total } 个变体中的第 { $done } 个之后停止：显示的结果不完整；{ $resume ->
    [yes] 再运行同一条命令即可继续
   *[no] --no-cache 没有保存状态，所以新的运行会从头开始
}
labt-tune-title = { $game }调规器
labt-sweep-title = { $game }扫描
labt-compare-title = { $game }：A 对 B
labt-tune-for = ：{ $sizes }，机器人 { $bots }，种子 { $seed }
labt-sweep-for = ：{ $sizes }，每格 { $rounds } 局，种子 { $seed }
labt-compare-for = ，{ $sizes }，各 { $rounds } 局，种子 { $seed }（同样的牌）
labt-target = 目标：{ $target }（{ $how ->
    [exact] 精确
   *[simulated] 模拟
}）
labt-searched = 已查看 { $variants } 个变体中的 { $done } 个（最多 { $changes } 处改动）：{ $same } 个与更小的变体打法相同，{ $exact } 个被精确值排除，{ $decided } 个由模拟判定{ $shared }：{ $meets } 个已证明达到所有目标 + { $failed } 个已证明未达到 + { $open } 个在 { $rounds } 局时仍未定 = { $decided }{ $budget }{ $stopped }
labt-shared = （{ $simulated } 个用了新打的局，{ $shared } 个用了更小的变体已打的局）
labt-budget = ；搜索在预算处停止
labt-stopped-user = ；已被用户中止：结果不完整
labt-verdicts-at = 各判定在所有查看中合计为 { $confidence }；“精确”值是算出来的，不是模拟的
labt-coverage = 模拟的变体中已证明达到 / 已证明未达到 / 未定的个数，按{ $axis }
labt-baseline = 出版商的规则（作对照）
labt-options = 选项：{ $options }
labt-evidence = 按{ $axis }的证据
labt-key = 关键表（99% 区间）
labt-agreement = 天牌的精确概率落在 99% 区间内的：{ $checked } 个中 { $inside } 个（同时 99%：{ $checked } 个中 { $simultaneous } 个）
labt-outside = 区间外：{ $where }：{ $rate } [{ $lo }, { $hi }]，精确值 { $exact }（z { $z }）
labt-compare-table = 95% 区间；* 表示差异显著
labt-exact = （精确）
