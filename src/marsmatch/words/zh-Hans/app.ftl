# 网站自身的文字：大厅、牌桌、回放（docs/translations.md）。
# 一局：MarsMatch 的 round 与升级的 deal 都叫“局”；trick 叫“轮”（出版商规则用语）。

site-title = MarsMatch
shengji-name = 升级
game-marsmatch = MarsMatch（火星对决）
game-shengji = 升级
nav-label = 网站
nav-rules = 规则
nav-replays = 回放
language = 语言
lobby = 大厅
go-lobby = 回到大厅
go-table = 去牌桌
table = 牌桌
ok = 知道了
close = 关闭
copy = 复制
copied = 已复制 ✓
copy-link = 复制链接
share = 分享…
yes = 是
no = 否
none = 无
usual = 通常
optional = 可不填
choose = 请选择…
loading = 正在加载…
checking = 正在核对…
back = 后退
next = 前进
pause = 暂停
play-replay = 播放
game = 游戏
list-sep = ；

## 局
round-n = 第 { $n } 局
round-col = 局
round-over = 第 { $n } 局结束
round-over-short = 本局结束
next-round = 下一局
score-sheet = 计分表（{ $n } 局）
score-sheet-label = 计分表
log-title = 本局记录（{ $n } 条）
log-label = 本局记录
deal-fixed = 第 { $n } 局的牌已经定好；它的承诺（现在公布，局末核对）：

## 大厅
learn-title = 第一次来？学一个游戏
learn-why = 引导局会发给你一手安排好的牌，并讲解每一步；规则页列出每一种牌型。
learn-play = { $game ->
    [shengji] 升级引导局
   *[other] MarsMatch 引导局
}
rules-of = { $game ->
    [shengji] 升级规则
   *[other] MarsMatch 规则
}
new-table = 新牌桌
your-name = 你的名字
name-placeholder = 例如：小明
players = 人数
decks = 副数
n-decks = { $n } 副牌
seats-legend = 座位（1 号座位是你的）
seat-n = { $n } 号座位
seat-you = 你
seat-person = 一位玩家（用链接邀请）
bot-random = 机器人：随机（随机出牌）
bot-greedy = 机器人：贪心（只看眼前最好的一手，常出炸弹）
bot-search = 机器人：搜索（会往后算）
bot-search-v1 = 机器人：搜索（旧版）
bot-learned = 机器人：训练所得（从对局中学习）
bot-other = 机器人：{ $name }
turn-timer = 每步限时（秒，0 = 不限时）
bot-pause = 机器人停顿（秒）
table-name = 牌桌名称
show-rule-options = 显示规则选项
hide-rule-options = 隐藏规则选项
create-table = 创建牌桌
tables = 牌桌
no-tables = 现在没有正在进行的牌桌。
n-seats = { $n } 个座位
lobby-waiting-for = 还差 { $n } 位玩家
lobby-starting = 即将开始
lobby-finished = 已结束
lobby-playing = 正在打第 { $n } 局
resume = 继续
join = 加入
watch = 观战
show-finished = 显示 { $n } 张已结束的牌桌
hide-finished = 隐藏 { $n } 张已结束的牌桌
finished-rounds = 已结束的对局
none-yet = 还没有。
replay = 回放
record = 记录
download-record = 下载记录
download-record-of = 下载{ $game ->
    [shengji] 升级
   *[other] MarsMatch
}第 { $n } 局的记录
check-a-record = 核对一份记录（仲裁）
table-title = { $game ->
    [shengji] 升级
   *[other] MarsMatch
}：{ $who }
free-seats = 空座位
free-seat = 空座位

## 加入牌桌
missing-title = 没有“{ $table }”这张牌桌
missing-why = 链接可能打错了，或者这张牌桌属于一台已经不再保存它的服务器。
nobody-yet = 还没有人
join-title = 加入这张牌桌
join-seated = { $title }，{ $seats } 个座位。已就座：{ $who }。
sit-at = 坐 { $n } 号座位
table-full = 这张牌桌已坐满
table-full-who = 所有座位都有人了（{ $who }）。你可以观战。
table-full-yours = 如果其中一个座位是你的，请在这台设备上打开你的私人座位链接把它拿回来。
invite-with = 用这个链接邀请别人：
waiting-seats = 等待玩家：还有 { $n } 个空座位。
err-name-first = 请先输入你的名字。
err-bad-seat-link = 这个座位链接在这里已经无效。请坐到空座位上，或者观战。

## 座位链接
seat-link = 座位链接
seat-link-title = 你的私人座位链接
seat-link-why = 在手机或另一个浏览器里打开它，就能在那里继续打这个座位。请不要给别人：拿到它的人可以替你出牌。要邀请别人，请发送牌桌的邀请链接。
seat-link-tip = 以后想在另一台设备上打这个座位，请用上方的“座位链接”：它是私人的，和上面的邀请链接不同。
seat-link-renew = 换一个新链接（旧的会失效）
seat-link-renewed = 新链接已生成：旧链接在任何地方都不能再用了。
seat-link-qr = 你的座位链接的二维码
seat-link-share-title = 我的 MarsMatch 座位
notice-seat-elsewhere = 你的座位刚刚在另一台设备上被打开。如果不是你，请打开“座位链接”换一个新链接：旧链接会失效。
notice-seat-shared = 这个座位也在另一台设备上打开着；两边都能出牌。
notice-seat-relinked = 这个座位的链接在另一台设备上换新了，所以这台设备现在只能观战。
confirm-seat-title = 要替换这个浏览器占着的座位吗？
confirm-seat-same = 这个浏览器已经用另一个链接在这张牌桌打 { $n } 号座位。改用你刚打开的链接吗？
confirm-seat-other = 这个浏览器在这张牌桌打 { $held } 号座位；你打开的链接是 { $n } 号座位的。
confirm-seat-take = 在这里打 { $n } 号座位
confirm-seat-keep = 保留 { $n } 号座位

## 牌桌
sound-title = 轮到你时发出声音
sound-on = 声音：开
sound-off = 声音：关
conn-online = 在线
conn-connecting = 正在连接
conn-reconnecting = 正在重新连接
conn-offline = 离线
conn-not-joined = 未加入
seats = 座位
the-table = 牌桌
you-mark = （你）
banker = 庄家
banker-cap = 庄家
standin-tag = 由机器人代打
away-tag = 离开
your-turn = 轮到你了
waiting-for = 等待 { $who }…
timer-you = 你
seconds = { $n } 秒
hand-count = { $n } 张牌 · 已选 { $picked } 张
your-hand = 你的手牌
n-cards = { $n } 张牌
cards-unit = 张
points = { $n } 分
passed = 不出
player = 玩家
result = 结果
points-col = 得分
total = 总分
results-caption = 本局结果
trump = 主牌
jokers = 王
level = 级牌
action-play = 出牌
action-declare = 亮主
action-bury = 扣底
action-pass = 不出
action-hint = 提示
action-clear = 清除
key-play-title = Ctrl+Enter
key-pass-title = Ctrl+Backspace
key-hint-title = H：选上建议的牌
key-clear-title = Esc
hint-best = 机器人的选择
hint-option = 第 { $n } 个选择，共 { $count } 个
hint-none = 没有可出的牌：不出
hint-which = 提示：{ $which }
hint-full = 提示：{ $describe }（{ $which }）
hint-bare = 提示：{ $describe }
readings-legend = 这些牌可以这样出：
away-story = 你离开期间，{ $bot ->
    [0] {""}
   *[other] 机器人替你走了 { $bot } 步
}{ $bot ->
    [0] {""}
   *[other] { $timed ->
        [0] {""}
       *[other] ，
    }
}{ $timed ->
    [0] {""}
   *[other] 计时器替你走了 { $timed } 步
}{ $rounds ->
    [0] {""}
   *[other] （开始了 { $rounds } 个新局）
}。
toast-timed-out = 你的时间到了：计时器{ $kind ->
    [pass] 替你选择了不出
   *[other] 替你出了牌
}。
toast-not-connected = 没有连接：正在重新连接…
toast-invite-copied = 邀请链接已复制
log-pass = { $who } 不出
log-by-timeout = 由计时器代走
log-by-takeover = 由代打机器人代走
fair-ok = 公平发牌：公布的种子与发牌前显示的承诺一致
fair-bad = 未证明公平：公布的种子与发牌前显示的承诺不一致
fair-check = 公平发牌核对
seed = 种子：
fingerprint-before = 发牌前显示的承诺（种子的 sha256）：
check-in-replay = 在回放里核对整手发牌

## 显示选项与按键
display-options = 显示
stack-by-rank = 同点数叠放
four-colour = 四色花色
card-order = 顺序
card-order-up = 从小到大
card-order-down = 从大到小
card-size = 牌的大小
card-size-s = 小
card-size-m = 中
card-size-l = 大
keys-title = 键盘
keys-tab = 在页面各部分之间移动；手牌只占一站
keys-arrows = 手牌中的上一张或下一张
keys-rows = 上一组或下一组牌（一门花色、主牌）
keys-pick = 选上或放下这张牌（叠放时：多选一张）
keys-pick-all = 叠放时：选上或放下全部同点牌
keys-to-hand = 跳到你的手牌
keys-play = 打出选中的牌
keys-pass = 不出
keys-hint = 选上建议的牌（再按：下一个建议）
keys-clear = 放下所有选中的牌
keys-help = 这张列表
keys-why-ctrl = 出牌和不出都要按住 Ctrl（Mac 上是 ⌘），这样误按一个键不会浪费你的回合。

## 牌
card-BJ = 大王
card-LJ = 小王
joker-big-short = 大
joker-little-short = 小
card-name = { $suit ->
    [S] 黑桃
    [H] 红桃
    [D] 方块
   *[C] 梅花
}{ $rank }
mark-level = 级牌
mark-joker = 王
mark-suit = 主花色
mark-expected = 现在要出
mark-kitty = 底牌
sr-stack = { $card }，有 { $n } 张{ $picked ->
    [0] {""}
   *[other] ，已选 { $picked } 张
}
sr-played = 出了 { $play }
sr-to-act = 正在出牌
sr-your-turn = 轮到你了。

## 回放与仲裁
arbiter-title = 回放与仲裁
arbiter-intro = 选一局已结束的对局，或上传一份记录文件（JSON，从牌桌下载或由 marsmatch play 保存）：每一步都由规则引擎检查。
arbiter-upload = 上传记录
arbiter-pick = 或者选一局已结束的对局
replay-of = { $game ->
    [shengji] 升级
   *[other] MarsMatch
}第 { $n } 局回放
replay-not-json = { $file } 不是 JSON 记录
arbiter-illegal = 第 { $n } 步不合规则
arbiter-replayed-to = 记录回放到它之前的局面。
arbiter-go-there = 跳到那个局面
arbiter-all-legal = 每一步都合规则（共 { $n } 步）{ $complete ->
    [yes] ；这一局是完整的
   *[no] ；记录在局末之前就停了
}。
arbiter-seed-changed = 这份记录的种子不是发牌前承诺的那一个：发牌在事后被改过，这份记录不可信。
arbiter-seed-consequence = 所以回放从从未发过的牌开始，第 { $n } 步和这些牌对不上：这是被改的种子造成的，不是玩家的错。
deal-check-title = 在这个浏览器里核对发牌
deal-check-no-seed = 这份记录没有种子，无法核对它的发牌。
deal-check-failed = 这里无法进行核对：{ $why }
deal-check-commitment-ok = { $scheme ->
    [server] 服务器的
   *[revealed] 公布的
}种子与发牌前公布的承诺（sha256）一致。
deal-check-commitment-bad = { $scheme ->
    [server] 服务器的
   *[revealed] 公布的
}种子与公布的承诺不一致。
deal-check-no-commitment = 这份记录没有公布承诺，无法证明种子在发牌前就已确定。
deal-check-mixed-ok = 洗牌种子是服务器的种子与 { $who } 的数值混合而成，每个数值都与该玩家在发牌前发送的承诺一致。
deal-check-mixed-none = 洗牌种子是服务器的种子，没有混入任何玩家的数值（没有人公布数值）。
deal-check-mixed-bad = 洗牌种子不是服务器的种子与玩家数值混合的结果。
deal-check-bad-values = （有数值与它的承诺不一致：{ $who }。）
deal-check-no-hands = 这份记录本身不含手牌：回放用种子发牌，所以上面的核对才是发牌的证明。
deal-check-hands-ok = 用这个种子洗牌，发出的正是记录里的手牌。
deal-check-draws = 先出牌的是 { $who }。
deal-check-hands-bad = 这个种子发给 { $who } 的手牌不一样。
deal-check-kitty = 发出的底牌：
deal-check-mine-ok = 你的浏览器的值正是你座位所用的值。
deal-check-mine-seen = 你的浏览器的值正是你座位所用的值，承诺也与它在揭示前看到的一致。
deal-check-mine-bad = 你的浏览器为这一局保存的值不是你座位所用的值。
deal-check-seen-bad = 这些承诺不是你的浏览器在揭示它的值之前看到的承诺。
seed-and-fingerprint = 种子与承诺
server-seed = 服务器的种子
shuffle-seed = 洗牌种子
published-fingerprint = 公布的承诺
sha256-of-seed = 种子的 sha256
replay-first = 第一个局面
replay-back = 后退一步
replay-next = 前进一步
replay-last = 最后一个局面
replay-step = 第 { $n } 步，共 { $last } 步
replay-position = 在本局中的位置
the-deal = 发牌
hands = 手牌
every-action = 每一步及其裁定
action-n = 第 { $n } 步
not-an-action = 不是一个动作
check-another = 核对另一份记录
showing-file = 正在显示文件 { $file }。

## 服务器的拒绝（按代码）
err-not_your_turn = 还没轮到你。
err-turn-of = 还没轮到你，现在轮到{ $who }。
err-wrong_seat = 你不能替别的座位出牌。
err-not-seat = { $seat } 不是座位；座位是 0 到 { $last }
err-round_over = 这一局已经结束。
err-no_round = 这一局还没开始。
err-match_over = 比赛已经结束。
err-table_full = 这张牌桌的座位都有人了。
err-seat_taken = 那个座位有人了。
err-storage = 服务器没能保存这一步；什么都没变：请再试一次。
err-bad_token = 这个座位链接在这里无效。
