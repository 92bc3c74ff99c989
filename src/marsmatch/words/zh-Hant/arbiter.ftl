# 裁判臺（src/marsmatch/arbiter/）：記錄的發牌證明了什麼，以及對記錄的裁定，供命令列、
# 裁判頁面和裁定書使用。

arbiter-seat = { $name }（{ $seat } 號座位）
arbiter-and = { $a } 和 { $b }
arbiter-comma = { $a }、{ $b }
arbiter-nothing = 無
arbiter-what = { $what ->
    [server] 伺服器的種子
   *[seed] 種子
}

## 發牌的各項核對
deal-commitment-missing = 沒有公佈承諾，所以無法證明{ $what }在發牌前就已固定
deal-commitment-ok = { $what }與發牌前公佈的承諾一致（sha256 { $digest }…）
deal-commitment-bad = { $what }不是發牌前承諾的那一個：它的 sha256 是 { $digest }…，公佈的承諾是 { $published }…
deal-took-part = { $n ->
    [one] { $who } 參與了：其數值與發牌前傳送的承諾一致，已混入洗牌種子
   *[other] { $who } 參與了：他們的數值與發牌前傳送的承諾一致，已混入洗牌種子
}
deal-server-alone = 沒有玩家參與：沒有混入任何玩家的數值，所以這副牌由伺服器單獨決定
deal-withheld = { $who } 傳送了承諾，但從未公開數值（未混入）
deal-wrong-value = { $who } 的數值與其承諾不一致
deal-also = { $a }；{ $b }
deal-mixing-ok = 洗牌種子正是伺服器的種子與這些數值混合的結果
deal-mixing-bad = 洗牌種子不是伺服器的種子與玩家數值混合的結果：記錄中的種子被替換了
deal-maker-alone = 沒有玩家參與：種子由製作記錄的一方單獨選定
deal-no-hands = 記錄中沒有手牌：回放時由種子發牌，所以手牌是否正確完全取決於種子
deal-hands-ok = 種子發出的手牌與記錄中的手牌完全一致
deal-hands-bad = 記錄中的手牌不是種子發出的牌：{ $seats }
deal-hands-seat = { $who } 持有種子沒有發給他的 { $extra }，缺少 { $missing }

## 各項核對合起來證明了什麼
deal-proves-replaced = 發牌無效：記錄中的種子不是發牌前承諾的那一個，所以發牌事後被改過；不能按它裁定任何一手，也不歸咎於任何玩家
deal-proves-hands = 發牌無效：記錄中的手牌不是其種子發出的牌，所以被改過；不能按它們裁定任何一手
deal-proves-no-commitment = 發牌出自記錄中的種子，但沒有公佈承諾，所以無法證明種子在發牌前就已固定
deal-proves-players = { $n ->
    [one] 這副牌不是任何一方單獨決定的：伺服器在任何數值出現之前就固定了種子，{ $who } 又混入了一個數值；發牌出自這個種子
   *[other] 這副牌不是任何一方單獨決定的：伺服器在任何數值出現之前就固定了種子，{ $who } 又混入了各自的數值；發牌出自這個種子
}
deal-proves-alone = 發牌出自發牌前就已固定的種子（與公佈的承諾一致）；沒有玩家參與，所以無法證明製作者沒有挑選它

## 對記錄的裁定
verdict-deal-failed = { $cause ->
    [replaced] 發牌無效：記錄中的種子不是發牌前承諾的那一個，所以發牌事後被改過；不能按它裁定任何一手，也不歸咎於任何玩家。
   *[hands] 發牌無效：記錄中的手牌不是其種子發出的牌，所以被改過；不能按它們裁定任何一手。
}
verdict-deal-failed-action = { $failed }第 { $n } 手與被改過的發牌不符（{ $why }）；這是發牌的問題，不是 { $who } 的錯。
verdict-illegal = 第 { $n } 手（{ $who }）不合法：{ $why }。
verdict-unfinished = 每一手都成立（共 { $n } 手）；記錄在這一局結束前就停止了。
verdict-legal = 每一手都成立（共 { $n } 手）；這一局已完整結束。

## 裁判頁面（web/src/Replay.svelte）
arbiter-decision = 列印並簽署裁定書
arbiter-deciding = 正在寫裁定書…
arbiter-print = 列印本頁
arbiter-download-upload = 下載這份記錄
arbiter-proves = 發牌證明了什麼：
arbiter-in-browser = 在這個瀏覽器裡再由種子核對一遍：
arbiter-failed-throw = 甩牌失敗
arbiter-deal-failed-row = （不符合被改動的發牌：是發牌的問題，不是玩家的問題）
