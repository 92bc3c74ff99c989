## 對戰的逐局記錄（marsmatch arena --out FILE --resume）

err-arena-log-exists = { $path } 已經記有對局：加上 --resume 從這些對局接著打，或換一個檔案
err-arena-log-missing = { $path } 處沒有可以接著打的對戰記錄
err-arena-log-bad = { $path } 不是對戰的逐局記錄
err-arena-log-other = { $path } 記的是另一次對戰（{ $option } 原為 { $was }，現為 { $now }）：請用相同的選項接著打，或換一個檔案
err-arena-resume-needs-out = --resume 需要 --out FILE，即要接著打的記錄
arena-stopped = 已停止：{ $a } 對 { $b } 的 { $rounds } 局已存入 { $path }；用同一命令加上 --resume 即可接著打
arena-resumed = { $a } 對 { $b }：{ $path } 中已有 { $rounds } 局，從那裡接著打
