# 出版方的裁判台，第二輪（issue 35）：說明原因的拒絕。

refusal-loose = { $cards } 不是一手牌：其中有 { $npairs ->
    [0] {""}
   *[other] { $npairs } 個對子（{ $pairs }）{ $nsingles ->
        [0] {""}
       *[other] 和
    }
}{ $nsingles ->
    [0] {""}
   *[other] { $nsingles } 張單牌（{ $singles }）
}；不同點數的牌只能組成連對（三對或以上相連），或作為火箭、星艦的帶牌（R3.11）
mm-err-over-how = 這一局已經結束：{ $how ->
    [streak] { $who } 連贏了 { $n } 輪
    [tricks] { $who } 共贏了 { $n } 輪
    [table] { $who } 贏下了本桌第 { $n } 輪
    [emptied] { $who } 打出了手裡最後一張牌
   *[deal] 開局階段結束時留下的玩家不足兩人
}
sj-level-trump = ；{ $cards } 是級牌，屬於主牌，不算{ $suit }（G2.2）

decision-colon = ：
decision-hand = 這一手之前 { $who } 的手牌
decision-result = 結果
decision-points = { $n } 分
decision-seed-hash = 記錄中種子的 SHA-256
decision-seed-authentic = 種子就是承諾的那一個
decision-yes = 是
decision-no = 否
decision-differs = 有種子並未發給他的 { $extra }，缺少 { $missing }
decision-deal-why = 發牌檢查未通過，所以記錄中的發牌不是發牌前承諾的那一副：
decision-authentic = 按真實發牌（承諾的種子發出的牌）裁定各手
decision-footer = { $file } · SHA-256 { $sha }…
