# 裁判的裁定書（marsmatch decide、裁判頁面上的按鈕）：src/marsmatch/arbiter/decision.py。

decision-title = 關於一手爭議牌的裁定書
decision-title-record = 關於一份記錄的裁定書
decision-print = 列印
decision-record = 記錄
decision-game = 遊戲
decision-players = 玩家
decision-file = 檔案
decision-hash = 記錄檔案的 SHA-256
decision-actions = 記錄中的行動數
decision-commitment = 發牌前公佈的承諾
decision-none = 無
decision-disputed = 有爭議的行動
decision-no-dispute = 沒有單獨一手有爭議：本裁定針對整份記錄。
decision-action = 第 { $n } 手（共 { $total } 手）
decision-by = { $who }（{ $seat } 號座位）
decision-as-recorded = 記錄中的原樣
decision-before = 之前的幾手
decision-verdict = 裁定
decision-stands = 這一手成立：按裁定它是合法的。
decision-refused = 這一手不合法：不能成立。
decision-deal-failed = 發牌無效：記錄中的發牌不是發牌前承諾的那一副，所以不按它裁定任何一手，也不歸咎於任何玩家。
decision-all-stand = 記錄中的每一手都成立。
decision-why = 理由
decision-engine-words = （引擎的原話）
decision-rulings = 適用的裁定
decision-ruling-missing = （裁定中沒有這個編號的條文）
decision-deal = 發牌
decision-code = 裁定所用程式
decision-date = 日期（UTC）
decision-check = 任何人都可以核對本裁定：用同一版本的 marsmatch，對同一檔案（SHA-256 見上）執行 { $command }。
decision-arbiter = 裁判
decision-signature = 簽名
decision-signed-on = 日期
decision-legal = 合法
decision-illegal = 不合法

## 記錄中的行動，牌按寫下的順序
decision-act = { $verb ->
    [plays] 出 { $cards }
    [declares] 亮主 { $cards }
    [buries] 扣底 { $cards }
    [passes] 不出
    [declines] 不亮
   *[other] { $cards }
}
decision-act-as = { $act }，讀作 { $reading }
