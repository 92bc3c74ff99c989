# 為什麼這些牌不是一手牌（issue 25）：對每一種接近的牌型，說明是哪條裁定擋住了它們
# （編譯核心各牌型的 MM_NOT_* 程式碼，games/marsmatch/combos.py 的 refusals）。

refusal-kind = { $kind ->
    [single] 單張
    [pair] 對子
    [pair_sequence] 連對
    [rocket] 火箭
    [starship] 星艦
    [lone_boat] 孤舟
    [drone] 無人機
    [super_drone] 超級無人機
   *[spaceship] 飛船
}
refusal-why = { $code ->
    [two_in_boat] 孤舟帶的牌裡完全不能有 2
    [boat_size] 孤舟只能帶一張單牌或一對，不能更多
    [joker_attached] 帶的牌裡永遠不能有王
    [joker_pair] 王永遠不能配對（兩張王是飛船）
    [two_ranks] 兩張點數不同的牌，也沒有 2 可以頂替
    [wild_quad] 星艦的四張必須是自然牌：2 永遠不能補成四張
    [wild_drone] 無人機是同一點數的自然牌：2 永遠不能頂替
    [wild_super] 超級無人機是三張自然的 3：2 永遠不能頂替
    [attach_count] { $kind ->
        [rocket] { $groups } 個三張帶了 { $left } 張牌，但每個三張只能帶一張單牌或一對（或不帶），不能帶別的牌
       *[starship] { $groups } 個四張帶了 { $left } 張牌，但每個四張只能帶兩張單牌或兩對（兩個四張以上可以不帶），不能帶別的牌
    }
    [chain] { $kind ->
        [pair_sequence] 它的對子在 3..A 之內不連續
        [rocket] 它的三張在 3..A 之內不連續
       *[starship] 它的四張在 3..A 之內不連續
    }
    [short] 連對至少要三對
   *[spaceship_extra] 飛船就是兩張王，不能有別的牌
}
refusal-item = 不是{ $kind }：{ $why }（{ $rule }）
refusal-none = { $cards } 不是一手牌（R3.11）
refusal-not = { $cards } 不是一手牌：{ $items }
refusal-as = { $cards } 不能作為{ $kind }出：{ $why }（{ $rule }）
refusal-as-plain = { $cards } 不能作為{ $kind }出（{ $rule }）
