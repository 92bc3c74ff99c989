## 对战的逐局记录（marsmatch arena --out FILE --resume）

err-arena-log-exists = { $path } 已经记有对局：加上 --resume 从这些对局接着打，或换一个文件
err-arena-log-missing = { $path } 处没有可以接着打的对战记录
err-arena-log-bad = { $path } 不是对战的逐局记录
err-arena-log-other = { $path } 记的是另一次对战（{ $option } 原为 { $was }，现为 { $now }）：请用相同的选项接着打，或换一个文件
err-arena-resume-needs-out = --resume 需要 --out FILE，即要接着打的记录
arena-stopped = 已停止：{ $a } 对 { $b } 的 { $rounds } 局已存入 { $path }；用同一命令加上 --resume 即可接着打
arena-resumed = { $a } 对 { $b }：{ $path } 中已有 { $rounds } 局，从那里接着打
