# 裁判台（src/marsmatch/arbiter/）：记录的发牌证明了什么，以及对记录的裁定，供命令行、
# 裁判页面和裁定书使用。

arbiter-seat = { $name }（{ $seat } 号座位）
arbiter-and = { $a } 和 { $b }
arbiter-comma = { $a }、{ $b }
arbiter-nothing = 无
arbiter-what = { $what ->
    [server] 服务器的种子
   *[seed] 种子
}

## 发牌的各项核对
deal-commitment-missing = 没有公布承诺，所以无法证明{ $what }在发牌前就已固定
deal-commitment-ok = { $what }与发牌前公布的承诺一致（sha256 { $digest }…）
deal-commitment-bad = { $what }不是发牌前承诺的那一个：它的 sha256 是 { $digest }…，公布的承诺是 { $published }…
deal-took-part = { $n ->
    [one] { $who } 参与了：其数值与发牌前发送的承诺一致，已混入洗牌种子
   *[other] { $who } 参与了：他们的数值与发牌前发送的承诺一致，已混入洗牌种子
}
deal-server-alone = 没有玩家参与：没有混入任何玩家的数值，所以这副牌由服务器单独决定
deal-withheld = { $who } 发送了承诺，但从未公开数值（未混入）
deal-wrong-value = { $who } 的数值与其承诺不一致
deal-also = { $a }；{ $b }
deal-mixing-ok = 洗牌种子正是服务器的种子与这些数值混合的结果
deal-mixing-bad = 洗牌种子不是服务器的种子与玩家数值混合的结果：记录中的种子被替换了
deal-maker-alone = 没有玩家参与：种子由制作记录的一方单独选定
deal-no-hands = 记录中没有手牌：回放时由种子发牌，所以手牌是否正确完全取决于种子
deal-hands-ok = 种子发出的手牌与记录中的手牌完全一致
deal-hands-bad = 记录中的手牌不是种子发出的牌：{ $seats }
deal-hands-seat = { $who } 持有种子没有发给他的 { $extra }，缺少 { $missing }

## 各项核对合起来证明了什么
deal-proves-replaced = 发牌无效：记录中的种子不是发牌前承诺的那一个，所以发牌事后被改过；不能按它裁定任何一手，也不归咎于任何玩家
deal-proves-hands = 发牌无效：记录中的手牌不是其种子发出的牌，所以被改过；不能按它们裁定任何一手
deal-proves-no-commitment = 发牌出自记录中的种子，但没有公布承诺，所以无法证明种子在发牌前就已固定
deal-proves-players = { $n ->
    [one] 这副牌不是任何一方单独决定的：服务器在任何数值出现之前就固定了种子，{ $who } 又混入了一个数值；发牌出自这个种子
   *[other] 这副牌不是任何一方单独决定的：服务器在任何数值出现之前就固定了种子，{ $who } 又混入了各自的数值；发牌出自这个种子
}
deal-proves-alone = 发牌出自发牌前就已固定的种子（与公布的承诺一致）；没有玩家参与，所以无法证明制作者没有挑选它

## 对记录的裁定
verdict-deal-failed = { $cause ->
    [replaced] 发牌无效：记录中的种子不是发牌前承诺的那一个，所以发牌事后被改过；不能按它裁定任何一手，也不归咎于任何玩家。
   *[hands] 发牌无效：记录中的手牌不是其种子发出的牌，所以被改过；不能按它们裁定任何一手。
}
verdict-deal-failed-action = { $failed }第 { $n } 手与被改过的发牌不符（{ $why }）；这是发牌的问题，不是 { $who } 的错。
verdict-illegal = 第 { $n } 手（{ $who }）不合法：{ $why }。
verdict-unfinished = 每一手都成立（共 { $n } 手）；记录在这一局结束前就停止了。
verdict-legal = 每一手都成立（共 { $n } 手）；这一局已完整结束。

## 裁判页面（web/src/Replay.svelte）
arbiter-decision = 打印并签署裁定书
arbiter-deciding = 正在写裁定书…
arbiter-print = 打印本页
arbiter-download-upload = 下载这份记录
arbiter-proves = 发牌证明了什么：
arbiter-in-browser = 在这个浏览器里再由种子核对一遍：
arbiter-failed-throw = 甩牌失败
arbiter-deal-failed-row = （不符合被改动的发牌：是发牌的问题，不是玩家的问题）
