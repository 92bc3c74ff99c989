# 为什么这些牌不是一手牌（issue 25）：对每一种接近的牌型，说明是哪条裁定挡住了它们
# （编译核心各牌型的 MM_NOT_* 代码，games/marsmatch/combos.py 的 refusals）。

refusal-kind = { $kind ->
    [single] 单张
    [pair] 对子
    [pair_sequence] 连对
    [rocket] 火箭
    [starship] 星舰
    [lone_boat] 孤舟
    [drone] 无人机
    [super_drone] 超级无人机
   *[spaceship] 飞船
}
refusal-why = { $code ->
    [two_in_boat] 孤舟带的牌里完全不能有 2
    [boat_size] 孤舟只能带一张单牌或一对，不能更多
    [joker_attached] 带的牌里永远不能有王
    [joker_pair] 王永远不能配对（两张王是飞船）
    [two_ranks] 两张点数不同的牌，也没有 2 可以顶替
    [wild_quad] 星舰的四张必须是自然牌：2 永远不能补成四张
    [wild_drone] 无人机是同一点数的自然牌：2 永远不能顶替
    [wild_super] 超级无人机是三张自然的 3：2 永远不能顶替
    [attach_count] { $kind ->
        [rocket] { $groups } 个三张带了 { $left } 张牌，但每个三张只能带一张单牌或一对（或不带），不能带别的牌
       *[starship] { $groups } 个四张带了 { $left } 张牌，但每个四张只能带两张单牌或两对（两个四张以上可以不带），不能带别的牌
    }
    [chain] { $kind ->
        [pair_sequence] 它的对子在 3..A 之内不连续
        [rocket] 它的三张在 3..A 之内不连续
       *[starship] 它的四张在 3..A 之内不连续
    }
    [short] 连对至少要三对
   *[spaceship_extra] 飞船就是两张王，不能有别的牌
}
refusal-item = 不是{ $kind }：{ $why }（{ $rule }）
refusal-none = { $cards } 不是一手牌（R3.11）
refusal-not = { $cards } 不是一手牌：{ $items }
refusal-as = { $cards } 不能作为{ $kind }出：{ $why }（{ $rule }）
refusal-as-plain = { $cards } 不能作为{ $kind }出（{ $rule }）
