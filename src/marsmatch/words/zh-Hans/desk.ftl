# 出版方的裁判台，第二轮（issue 35）：说明原因的拒绝。

refusal-loose = { $cards } 不是一手牌：其中有 { $npairs ->
    [0] {""}
   *[other] { $npairs } 个对子（{ $pairs }）{ $nsingles ->
        [0] {""}
       *[other] 和
    }
}{ $nsingles ->
    [0] {""}
   *[other] { $nsingles } 张单牌（{ $singles }）
}；不同点数的牌只能组成连对（三对或以上相连），或作为火箭、星舰的带牌（R3.11）
mm-err-over-how = 这一局已经结束：{ $how ->
    [streak] { $who } 连赢了 { $n } 轮
    [tricks] { $who } 共赢了 { $n } 轮
    [table] { $who } 赢下了本桌第 { $n } 轮
    [emptied] { $who } 打出了手里最后一张牌
   *[deal] 开局阶段结束时留下的玩家不足两人
}
sj-level-trump = ；{ $cards } 是级牌，属于主牌，不算{ $suit }（G2.2）

decision-colon = ：
decision-hand = 这一手之前 { $who } 的手牌
decision-result = 结果
decision-points = { $n } 分
decision-seed-hash = 记录中种子的 SHA-256
decision-seed-authentic = 种子就是承诺的那一个
decision-yes = 是
decision-no = 否
decision-differs = 有种子并未发给他的 { $extra }，缺少 { $missing }
decision-deal-why = 发牌检查未通过，所以记录中的发牌不是发牌前承诺的那一副：
decision-authentic = 按真实发牌（承诺的种子发出的牌）裁定各手
decision-footer = { $file } · SHA-256 { $sha }…
