# 裁判的裁定书（marsmatch decide、裁判页面上的按钮）：src/marsmatch/arbiter/decision.py。

decision-title = 关于一手争议牌的裁定书
decision-title-record = 关于一份记录的裁定书
decision-print = 打印
decision-record = 记录
decision-game = 游戏
decision-players = 玩家
decision-file = 文件
decision-hash = 记录文件的 SHA-256
decision-actions = 记录中的行动数
decision-commitment = 发牌前公布的承诺
decision-none = 无
decision-disputed = 有争议的行动
decision-no-dispute = 没有单独一手有争议：本裁定针对整份记录。
decision-action = 第 { $n } 手（共 { $total } 手）
decision-by = { $who }（{ $seat } 号座位）
decision-as-recorded = 记录中的原样
decision-before = 之前的几手
decision-verdict = 裁定
decision-stands = 这一手成立：按裁定它是合法的。
decision-refused = 这一手不合法：不能成立。
decision-deal-failed = 发牌无效：记录中的发牌不是发牌前承诺的那一副，所以不按它裁定任何一手，也不归咎于任何玩家。
decision-all-stand = 记录中的每一手都成立。
decision-why = 理由
decision-engine-words = （引擎的原话）
decision-rulings = 适用的裁定
decision-ruling-missing = （裁定中没有这个编号的条文）
decision-deal = 发牌
decision-code = 裁定所用程序
decision-date = 日期（UTC）
decision-check = 任何人都可以核对本裁定：用同一版本的 marsmatch，对同一文件（SHA-256 见上）运行 { $command }。
decision-arbiter = 裁判
decision-signature = 签名
decision-signed-on = 日期
decision-legal = 合法
decision-illegal = 不合法

## 记录中的行动，牌按写下的顺序
decision-act = { $verb ->
    [plays] 出 { $cards }
    [declares] 亮主 { $cards }
    [buries] 扣底 { $cards }
    [passes] 不出
    [declines] 不亮
   *[other] { $cards }
}
decision-act-as = { $act }，读作 { $reading }
