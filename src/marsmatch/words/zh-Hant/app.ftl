# 網站自身的文字：大廳、牌桌、回放（docs/translations.md）。
# 一局：MarsMatch 的 round 與升級的 deal 都叫「局」；trick 叫「輪」（出版商規則用語）。

site-title = MarsMatch
shengji-name = 升級
game-marsmatch = MarsMatch（火星對決）
game-shengji = 升級
nav-label = 網站
nav-rules = 規則
nav-replays = 回放
language = 語言
lobby = 大廳
go-lobby = 回到大廳
go-table = 去牌桌
table = 牌桌
ok = 知道了
close = 關閉
copy = 複製
copied = 已複製 ✓
copy-link = 複製連結
share = 分享…
yes = 是
no = 否
none = 無
usual = 通常
optional = 可不填
choose = 請選擇…
loading = 正在載入…
checking = 正在核對…
back = 後退
next = 前進
pause = 暫停
play-replay = 播放
game = 遊戲
list-sep = ；

## 局
round-n = 第 { $n } 局
round-col = 局
round-over = 第 { $n } 局結束
round-over-short = 本局結束
next-round = 下一局
score-sheet = 計分表（{ $n } 局）
score-sheet-label = 計分表
log-title = 本局記錄（{ $n } 條）
log-label = 本局記錄
deal-fixed = 第 { $n } 局的牌已經定好；它的承諾（現在公佈，局末核對）：

## 大廳
learn-title = 第一次來？學一個遊戲
learn-why = 引導局會發給你一手安排好的牌，並講解每一步；規則頁列出每一種牌型。
learn-play = { $game ->
    [shengji] 升級引導局
   *[other] MarsMatch 引導局
}
rules-of = { $game ->
    [shengji] 升級規則
   *[other] MarsMatch 規則
}
new-table = 新牌桌
your-name = 你的名字
name-placeholder = 例如：小明
players = 人數
decks = 副數
n-decks = { $n } 副牌
seats-legend = 座位（1 號座位是你的）
seat-n = { $n } 號座位
seat-you = 你
seat-person = 一位玩家（用連結邀請）
bot-random = 機器人：隨機（隨機出牌）
bot-greedy = 機器人：貪心（只看眼前最好的一手，常出炸彈）
bot-search = 機器人：搜尋（會往後算）
bot-search-v1 = 機器人：搜尋（舊版）
bot-learned = 機器人：訓練所得（從對局中學習）
bot-other = 機器人：{ $name }
turn-timer = 每步限時（秒，0 = 不限時）
bot-pause = 機器人停頓（秒）
table-name = 牌桌名稱
show-rule-options = 顯示規則選項
hide-rule-options = 隱藏規則選項
create-table = 建立牌桌
tables = 牌桌
no-tables = 現在沒有正在進行的牌桌。
n-seats = { $n } 個座位
lobby-waiting-for = 還差 { $n } 位玩家
lobby-starting = 即將開始
lobby-finished = 已結束
lobby-playing = 正在打第 { $n } 局
resume = 繼續
join = 加入
watch = 觀戰
show-finished = 顯示 { $n } 張已結束的牌桌
hide-finished = 隱藏 { $n } 張已結束的牌桌
finished-rounds = 已結束的對局
none-yet = 還沒有。
replay = 回放
record = 記錄
download-record = 下載記錄
download-record-of = 下載{ $game ->
    [shengji] 升級
   *[other] MarsMatch
}第 { $n } 局的記錄
check-a-record = 核對一份記錄（仲裁）
table-title = { $game ->
    [shengji] 升級
   *[other] MarsMatch
}：{ $who }
free-seats = 空座位
free-seat = 空座位

## 加入牌桌
missing-title = 沒有「{ $table }」這張牌桌
missing-why = 連結可能打錯了，或者這張牌桌屬於一臺已經不再儲存它的伺服器。
nobody-yet = 還沒有人
join-title = 加入這張牌桌
join-seated = { $title }，{ $seats } 個座位。已就座：{ $who }。
sit-at = 坐 { $n } 號座位
table-full = 這張牌桌已坐滿
table-full-who = 所有座位都有人了（{ $who }）。你可以觀戰。
table-full-yours = 如果其中一個座位是你的，請在這臺裝置上開啟你的私人座位連結把它拿回來。
invite-with = 用這個連結邀請別人：
waiting-seats = 等待玩家：還有 { $n } 個空座位。
err-name-first = 請先輸入你的名字。
err-bad-seat-link = 這個座位連結在這裡已經無效。請坐到空座位上，或者觀戰。

## 座位連結
seat-link = 座位連結
seat-link-title = 你的私人座位連結
seat-link-why = 在手機或另一個瀏覽器裡開啟它，就能在那裡繼續打這個座位。請不要給別人：拿到它的人可以替你出牌。要邀請別人，請傳送牌桌的邀請連結。
seat-link-tip = 以後想在另一臺裝置上打這個座位，請用上方的「座位連結」：它是私人的，和上面的邀請連結不同。
seat-link-renew = 換一個新連結（舊的會失效）
seat-link-renewed = 新連結已生成：舊連結在任何地方都不能再用了。
seat-link-qr = 你的座位連結的二維碼
seat-link-share-title = 我的 MarsMatch 座位
notice-seat-elsewhere = 你的座位剛剛在另一臺裝置上被開啟。如果不是你，請開啟「座位連結」換一個新連結：舊連結會失效。
notice-seat-shared = 這個座位也在另一臺裝置上開啟著；兩邊都能出牌。
notice-seat-relinked = 這個座位的連結在另一臺裝置上換新了，所以這臺裝置現在只能觀戰。
confirm-seat-title = 要替換這個瀏覽器佔著的座位嗎？
confirm-seat-same = 這個瀏覽器已經用另一個連結在這張牌桌打 { $n } 號座位。改用你剛開啟的連結嗎？
confirm-seat-other = 這個瀏覽器在這張牌桌打 { $held } 號座位；你開啟的連結是 { $n } 號座位的。
confirm-seat-take = 在這裡打 { $n } 號座位
confirm-seat-keep = 保留 { $n } 號座位

## 牌桌
sound-title = 輪到你時發出聲音
sound-on = 聲音：開
sound-off = 聲音：關
conn-online = 線上
conn-connecting = 正在連線
conn-reconnecting = 正在重新連線
conn-offline = 離線
conn-not-joined = 未加入
seats = 座位
the-table = 牌桌
you-mark = （你）
banker = 莊家
banker-cap = 莊家
standin-tag = 由機器人代打
away-tag = 離開
your-turn = 輪到你了
waiting-for = 等待 { $who }…
timer-you = 你
seconds = { $n } 秒
hand-count = { $n } 張牌 · 已選 { $picked } 張
your-hand = 你的手牌
n-cards = { $n } 張牌
cards-unit = 張
points = { $n } 分
passed = 不出
player = 玩家
result = 結果
points-col = 得分
total = 總分
results-caption = 本局結果
trump = 主牌
jokers = 王
level = 級牌
action-play = 出牌
action-declare = 亮主
action-bury = 扣底
action-pass = 不出
action-hint = 提示
action-clear = 清除
key-play-title = Ctrl+Enter
key-pass-title = Ctrl+Backspace
key-hint-title = H：選上建議的牌
key-clear-title = Esc
hint-best = 機器人的選擇
hint-option = 第 { $n } 個選擇，共 { $count } 個
hint-none = 沒有可出的牌：不出
hint-which = 提示：{ $which }
hint-full = 提示：{ $describe }（{ $which }）
hint-bare = 提示：{ $describe }
readings-legend = 這些牌可以這樣出：
away-story = 你離開期間，{ $bot ->
    [0] {""}
   *[other] 機器人替你走了 { $bot } 步
}{ $bot ->
    [0] {""}
   *[other] { $timed ->
        [0] {""}
       *[other] ，
    }
}{ $timed ->
    [0] {""}
   *[other] 計時器替你走了 { $timed } 步
}{ $rounds ->
    [0] {""}
   *[other] （開始了 { $rounds } 個新局）
}。
toast-timed-out = 你的時間到了：計時器{ $kind ->
    [pass] 替你選擇了不出
   *[other] 替你出了牌
}。
toast-not-connected = 沒有連線：正在重新連線…
toast-invite-copied = 邀請連結已複製
log-pass = { $who } 不出
log-by-timeout = 由計時器代走
log-by-takeover = 由代打機器人代走
fair-ok = 公平發牌：公佈的種子與發牌前顯示的承諾一致
fair-bad = 未證明公平：公佈的種子與發牌前顯示的承諾不一致
fair-check = 公平發牌核對
seed = 種子：
fingerprint-before = 發牌前顯示的承諾（種子的 sha256）：
check-in-replay = 在回放裡核對整手發牌

## 顯示選項與按鍵
display-options = 顯示
stack-by-rank = 同點數疊放
four-colour = 四色花色
card-order = 順序
card-order-up = 從小到大
card-order-down = 從大到小
card-size = 牌的大小
card-size-s = 小
card-size-m = 中
card-size-l = 大
keys-title = 鍵盤
keys-tab = 在頁面各部分之間移動；手牌只佔一站
keys-arrows = 手牌中的上一張或下一張
keys-rows = 上一組或下一組牌（一門花色、主牌）
keys-pick = 選上或放下這張牌（疊放時：多選一張）
keys-pick-all = 疊放時：選上或放下全部同點牌
keys-to-hand = 跳到你的手牌
keys-play = 打出選中的牌
keys-pass = 不出
keys-hint = 選上建議的牌（再按：下一個建議）
keys-clear = 放下所有選中的牌
keys-help = 這張列表
keys-why-ctrl = 出牌和不出都要按住 Ctrl（Mac 上是 ⌘），這樣誤按一個鍵不會浪費你的回合。

## 牌
card-BJ = 大王
card-LJ = 小王
joker-big-short = 大
joker-little-short = 小
card-name = { $suit ->
    [S] 黑桃
    [H] 紅桃
    [D] 方塊
   *[C] 梅花
}{ $rank }
mark-level = 級牌
mark-joker = 王
mark-suit = 主花色
mark-expected = 現在要出
mark-kitty = 底牌
sr-stack = { $card }，有 { $n } 張{ $picked ->
    [0] {""}
   *[other] ，已選 { $picked } 張
}
sr-played = 出了 { $play }
sr-to-act = 正在出牌
sr-your-turn = 輪到你了。

## 回放與仲裁
arbiter-title = 回放與仲裁
arbiter-intro = 選一局已結束的對局，或上傳一份記錄檔案（JSON，從牌桌下載或由 marsmatch play 儲存）：每一步都由規則引擎檢查。
arbiter-upload = 上傳記錄
arbiter-pick = 或者選一局已結束的對局
replay-of = { $game ->
    [shengji] 升級
   *[other] MarsMatch
}第 { $n } 局回放
replay-not-json = { $file } 不是 JSON 記錄
arbiter-illegal = 第 { $n } 步不合規則
arbiter-replayed-to = 記錄回放到它之前的局面。
arbiter-go-there = 跳到那個局面
arbiter-all-legal = 每一步都合規則（共 { $n } 步）{ $complete ->
    [yes] ；這一局是完整的
   *[no] ；記錄在局末之前就停了
}。
arbiter-seed-changed = 這份記錄的種子不是發牌前承諾的那一個：發牌在事後被改過，這份記錄不可信。
arbiter-seed-consequence = 所以回放從從未發過的牌開始，第 { $n } 步和這些牌對不上：這是被改的種子造成的，不是玩家的錯。
deal-check-title = 在這個瀏覽器裡核對發牌
deal-check-no-seed = 這份記錄沒有種子，無法核對它的發牌。
deal-check-failed = 這裡無法進行核對：{ $why }
deal-check-commitment-ok = { $scheme ->
    [server] 伺服器的
   *[revealed] 公佈的
}種子與發牌前公佈的承諾（sha256）一致。
deal-check-commitment-bad = { $scheme ->
    [server] 伺服器的
   *[revealed] 公佈的
}種子與公佈的承諾不一致。
deal-check-no-commitment = 這份記錄沒有公佈承諾，無法證明種子在發牌前就已確定。
deal-check-mixed-ok = 洗牌種子是伺服器的種子與 { $who } 的數值混合而成，每個數值都與該玩家在發牌前傳送的承諾一致。
deal-check-mixed-none = 洗牌種子是伺服器的種子，沒有混入任何玩家的數值（沒有人公佈數值）。
deal-check-mixed-bad = 洗牌種子不是伺服器的種子與玩家數值混合的結果。
deal-check-bad-values = （有數值與它的承諾不一致：{ $who }。）
deal-check-no-hands = 這份記錄本身不含手牌：回放用種子發牌，所以上面的核對才是發牌的證明。
deal-check-hands-ok = 用這個種子洗牌，發出的正是記錄裡的手牌。
deal-check-draws = 先出牌的是 { $who }。
deal-check-hands-bad = 這個種子發給 { $who } 的手牌不一樣。
deal-check-kitty = 發出的底牌：
deal-check-mine-ok = 你的瀏覽器的值正是你座位所用的值。
deal-check-mine-seen = 你的瀏覽器的值正是你座位所用的值，承諾也與它在揭示前看到的一致。
deal-check-mine-bad = 你的瀏覽器為這一局保存的值不是你座位所用的值。
deal-check-seen-bad = 這些承諾不是你的瀏覽器在揭示它的值之前看到的承諾。
seed-and-fingerprint = 種子與承諾
server-seed = 伺服器的種子
shuffle-seed = 洗牌種子
published-fingerprint = 公佈的承諾
sha256-of-seed = 種子的 sha256
replay-first = 第一個局面
replay-back = 後退一步
replay-next = 前進一步
replay-last = 最後一個局面
replay-step = 第 { $n } 步，共 { $last } 步
replay-position = 在本局中的位置
the-deal = 發牌
hands = 手牌
every-action = 每一步及其裁定
action-n = 第 { $n } 步
not-an-action = 不是一個動作
check-another = 核對另一份記錄
showing-file = 正在顯示檔案 { $file }。

## 伺服器的拒絕（按程式碼）
err-not_your_turn = 還沒輪到你。
err-turn-of = 還沒輪到你，現在輪到{ $who }。
err-wrong_seat = 你不能替別的座位出牌。
err-not-seat = { $seat } 不是座位；座位是 0 到 { $last }
err-round_over = 這一局已經結束。
err-no_round = 這一局還沒開始。
err-match_over = 比賽已經結束。
err-table_full = 這張牌桌的座位都有人了。
err-seat_taken = 那個座位有人了。
err-storage = 伺服器沒能儲存這一步；什麼都沒變：請再試一次。
err-bad_token = 這個座位連結在這裡無效。
