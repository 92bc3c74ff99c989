# The rules' functions over the engine's values (dict hands, Units, LeadFormats), each a
# conversion around one compiled function. Included by _core.pyx.

cdef class Allow:
    """Which cards a shape of each width may take (``follow.protection``); callable like
    the predicate it replaces: ``allow(card, width)``."""

    cdef sj_allow table
    cdef bint everything

    def __call__(self, card, int width):
        return self.everything or bool(sj_allowed(&self.table, card_no(card), width))


cdef extern from "sj.h" nogil:
    int sj_allowed(const sj_allow *a, int c, int width)


cdef Allow _all = Allow()
_all.everything = True
#: Every card may be taken for every shape.
ALLOW_ALL = _all


cdef const sj_allow* allow_of(object allow, object counts, sj_allow* table) except? NULL:
    """The compiled table of an ``Allow``, or of any predicate asked about the cards of
    ``counts``; NULL when everything is allowed."""
    cdef int w, c
    if allow is None or allow is ALLOW_ALL:
        return NULL
    if isinstance(allow, Allow):
        if (<Allow>allow).everything:
            return NULL
        return &(<Allow>allow).table
    memset(table, 0, sizeof(sj_allow))
    for card in counts:
        c = card_no(card)
        for w in range(9):
            if not allow(card, w):
                table.denied[w] |= (<uint64_t>1) << c
    return table


def make_unit(trump, int width, cards):
    """A unit of ``width`` copies of ``cards`` (sorted by position)."""
    cdef uint8_t cs[16]
    cdef sj_unit u
    cdef int n = cards_of(cards, cs, 16)
    if n == 0:
        raise ValueError("a unit holds at least one card")
    sj_make_unit(trump_of(trump), width, cs, n, &u)
    return unit_obj(&u)


def order_units(units):
    """Largest first; at equal size tractors first, then stronger first."""
    cdef sj_unit us[SJ_MAX_UNITS]
    cdef int n = 0
    for u in units:
        if n >= SJ_MAX_UNITS:
            raise ValueError("too many units")
        unit_of(u, &us[n])
        n += 1
    sj_order_units(us, n)
    return units_tuple(us, n)


def candidate_units(counts, trump, rules):
    """The group of each card (all its copies) and every maximal tractor of each width."""
    cdef sj_hand h
    cdef sj_unit* out = <sj_unit*>malloc((SJ_MAX_UNITS + 64) * sizeof(sj_unit))
    if out == NULL:
        raise MemoryError()
    try:
        hand_of(counts, &h)
        return list(units_tuple(out, sj_candidate_units(&h, trump_of(trump), rules_of(rules), out)))
    finally:
        free(out)


def is_tractor(unit, trump, rules):
    """G2.6: whether a unit of two or more cards is a tractor (adjacent cards of one
    effective suit, wide and long enough)."""
    cdef sj_unit u
    unit_of(unit, &u)
    return bool(sj_is_tractor(&u, trump_of(trump), rules_of(rules)))


def split_lead(cards, trump, rules, kind=None):
    """G5.2: split cards of one effective suit, always taking the largest unit next;
    ``kind`` (width, tractor) forces the first unit's kind. None when no unit of that kind
    exists."""
    cdef uint8_t cs[SJ_MAX_PLAY]
    cdef sj_format* f = <sj_format*>malloc(sizeof(sj_format))
    cdef sj_kind k
    cdef int n = cards_of(cards, cs, SJ_MAX_PLAY)
    if f == NULL:
        raise MemoryError()
    k.width, k.tractor = (0, 0) if kind is None else kind
    try:
        if sj_split_lead(cs, n, trump_of(trump), rules_of(rules), k, f) != 0:
            return None
        return units_tuple(f.units, f.n)
    finally:
        free(f)


def placements(counts, shape, trump, allow=None):
    """Every way to take one unit of ``shape`` from ``counts`` (cards of one effective suit)."""
    cdef sj_hand h
    cdef sj_allow table
    cdef sj_shape s
    cdef sj_place places[SJ_MAX_PLACES]
    cdef int n, i
    hand_of(counts, &h)
    s.width, s.length = shape
    n = sj_placements(&h, s, trump_of(trump), allow_of(allow, counts, &table), places)
    return [card_tuple(places[i].cards, places[i].n) for i in range(n)]


cdef int _collect(void* ctx, const sj_choice* chosen, int n) noexcept:
    cdef int i
    try:
        (<list>ctx).append([((chosen[i].shape.width, chosen[i].shape.length),
                             card_tuple(chosen[i].place.cards, chosen[i].place.n))
                            for i in range(n)])
        return 0
    except BaseException:
        return 1


def assignments(counts, req, trump, allow=None, rng=None):
    """Every way to take the units of ``req`` disjointly from ``counts`` (a list, in the
    order of the search: largest shapes first, lowest placements first, or shuffled with
    ``rng``, drawing as the search goes)."""
    cdef sj_hand h
    cdef sj_allow table
    cdef sj_shape shapes[SJ_MAX_SHAPES]
    cdef sj_rng r
    cdef py_rng ctx
    cdef int n = shapes_of(req, shapes)
    cdef list found = []
    hand_of(counts, &h)
    if rng is not None:
        python_rng(rng, &ctx, &r)
    sj_assignments(&h, shapes, n, trump_of(trump), allow_of(allow, counts, &table),
                   &r if rng is not None else NULL, _collect, <void*>found)
    if rng is not None:
        rng_ok(&r)
    return found


def meets(counts, req, trump, allow=None):
    """Whether ``counts`` contain the units of ``req`` disjointly."""
    cdef sj_hand h
    cdef sj_allow table
    cdef sj_shape shapes[SJ_MAX_SHAPES]
    cdef int n = shapes_of(req, shapes)
    hand_of(counts, &h)
    return bool(sj_meets(&h, shapes, n, trump_of(trump), allow_of(allow, counts, &table)))


def ladder(shapes, rules):
    """G5.4: the lead's requirement, then ever weaker ones, ending with no requirement."""
    cdef sj_shape given[SJ_MAX_SHAPES]
    cdef sj_shape req[SJ_MAX_SHAPES]
    cdef int i, n = sj_ladder_start(given, shapes_of(shapes, given), req)
    cdef const sj_rules* r = rules_of(rules)
    rungs = []
    while True:
        rungs.append([(req[i].width, req[i].length) for i in range(n)])
        if not sj_ladder_next(req, &n, r):
            return rungs


def protection(hand_suit, lead, trump, rules):
    """Which hand cards the ladder may demand, under ``trick_draw_policy`` (G5.4)."""
    cdef sj_hand h
    cdef sj_format* f = <sj_format*>malloc(sizeof(sj_format))
    cdef Allow out = Allow()
    cdef int w
    if f == NULL:
        raise MemoryError()
    try:
        hand_of(hand_suit, &h)
        format_of(lead, f)
        sj_protection(&h, f, trump_of(trump), rules_of(rules), &out.table)
    finally:
        free(f)
    out.everything = all(out.table.denied[w] == 0 for w in range(9))
    return out


FOLLOW_OK, FOLLOW_COUNT, FOLLOW_SUIT, FOLLOW_RUNG, FOLLOW_GENUINE = (
    SJ_FOLLOW_OK, SJ_FOLLOW_COUNT, SJ_FOLLOW_SUIT, SJ_FOLLOW_RUNG, SJ_FOLLOW_GENUINE)


cdef tuple check_result(sj_follow_check* c):
    cdef int i
    if c.code == SJ_FOLLOW_COUNT:
        return (c.code, c.need)
    if c.code == SJ_FOLLOW_SUIT:
        return (c.code, c.held, c.need)
    if c.code == SJ_FOLLOW_RUNG:
        return (c.code, [(c.req[i].width, c.req[i].length) for i in range(c.nreq)])
    if c.code == SJ_FOLLOW_GENUINE:
        return (c.code, c.width, c.missing)
    return (c.code,)


def check_follow(hand, lead, cards, trump, rules):
    """G5.4: ``(FOLLOW_OK,)`` or the rule the follow breaks with its details:
    ``(FOLLOW_COUNT, n)``, ``(FOLLOW_SUIT, held, need)``, ``(FOLLOW_RUNG, requirement)``,
    ``(FOLLOW_GENUINE, width, missing)``."""
    cdef sj_hand h
    cdef uint8_t cs[SJ_MAX_PLAY]
    cdef sj_format* f = <sj_format*>malloc(sizeof(sj_format))
    cdef sj_follow_check* c = <sj_follow_check*>malloc(sizeof(sj_follow_check))
    cdef int n
    if f == NULL or c == NULL:
        free(f)
        free(c)
        raise MemoryError()
    try:
        hand_of(hand, &h)
        format_of(lead, f)
        n = cards_of(cards, cs, SJ_MAX_PLAY)
        sj_check_follow(&h, f, cs, n, trump_of(trump), rules_of(rules), c)
        return check_result(c)
    finally:
        free(f)
        free(c)


def construct_follow(hand, lead, trump, rules, rng=None):
    """A legal follow: random with ``rng``, else the minimal one (lowest cards, few points)."""
    cdef sj_hand h
    cdef uint8_t out[SJ_MAX_PLAY * 2]
    cdef sj_format* f = <sj_format*>malloc(sizeof(sj_format))
    cdef sj_rng r
    cdef py_rng ctx
    cdef int n
    if f == NULL:
        raise MemoryError()
    try:
        hand_of(hand, &h)
        format_of(lead, f)
        if rng is not None:
            python_rng(rng, &ctx, &r)
        n = sj_construct_follow(&h, f, trump_of(trump), rules_of(rules),
                                &r if rng is not None else NULL, out)
        if rng is not None:
            rng_ok(&r)
    finally:
        free(f)
    if n < 0:
        raise AssertionError("the last rung of the ladder is always met")
    return list(card_tuple(out, n))


def follow_pool(hand, lead, trump):
    """Where every legal follow comes from: (the cards it must hold, the cards it chooses
    the rest among, whether a choice must still pass the ladder)."""
    cdef sj_hand h, must, pool
    cdef sj_format* f = <sj_format*>malloc(sizeof(sj_format))
    cdef int check, i, k
    if f == NULL:
        raise MemoryError()
    try:
        hand_of(hand, &h)
        format_of(lead, f)
        check = sj_follow_pool(&h, f, trump_of(trump), &must, &pool)
    finally:
        free(f)
    cards = [CARDS[must.order[i]] for i in range(must.len) for k in range(must.n[must.order[i]])]
    return cards, dict_of(&pool), bool(check)


def unit_beaten_by(unit, counts, trump):
    """G5.3: can a hand (cards of the unit's suit) beat this unit on its own?"""
    cdef sj_unit u
    cdef sj_hand h
    unit_of(unit, &u)
    hand_of(counts, &h)
    return bool(sj_unit_beaten_by(&u, &h, trump_of(trump)))


def failed_throw(lead, int leader, hands, trump, rules):
    """G5.3: the forced unit and the seat that beats it, or None when the throw stands."""
    cdef sj_hand hs[4]
    cdef sj_format* f = <sj_format*>malloc(sizeof(sj_format))
    cdef int s, by = -1, u
    if f == NULL:
        raise MemoryError()
    try:
        for s in range(4):
            hand_of(hands[s], &hs[s])
        format_of(lead, f)
        u = sj_failed_throw(f, leader, hs, trump_of(trump), rules_of(rules), &by)
        return None if u < 0 else (lead.units[u], by)
    finally:
        free(f)


def trick_winner(lead, plays, trump, rules, hints=()):
    """Index into ``plays`` of the winner and its reading; ties go to the earlier play
    (``hints``: each play's named reading as units, or None; G5.5a)."""
    cdef sj_format* f = <sj_format*>malloc(sizeof(sj_format))
    cdef sj_format* best = <sj_format*>malloc(sizeof(sj_format))
    cdef sj_format* named = <sj_format*>malloc(4 * sizeof(sj_format))
    cdef const sj_format* hint_ptrs[4]
    cdef uint8_t cards[4][SJ_MAX_PLAY]
    cdef const uint8_t* ptrs[4]
    cdef int sizes[4]
    cdef int i = 0, winner
    if f == NULL or best == NULL or named == NULL:
        free(f)
        free(best)
        free(named)
        raise MemoryError()
    try:
        format_of(lead, f)
        for _seat, cs in plays:
            if i >= 4:
                raise ValueError("at most four plays in a trick")
            sizes[i] = cards_of(cs, cards[i], SJ_MAX_PLAY)
            ptrs[i] = cards[i]
            hint_ptrs[i] = NULL
            if i < len(hints) and hints[i] is not None:
                named[i].esuit = f.esuit
                named[i].n = 0
                for u in hints[i]:
                    if u.width >= 2:
                        unit_of(u, &named[i].units[named[i].n])
                        named[i].n += 1
                hint_ptrs[i] = &named[i]
            i += 1
        winner = sj_trick_winner(f, ptrs, sizes, hint_ptrs, i, trump_of(trump), rules_of(rules),
                                 best)
        if winner < 0:
            raise MemoryError()
        return winner, (tuple(lead.units) if winner == 0 else units_tuple(best.units, best.n))
    finally:
        free(f)
        free(best)
        free(named)


def kitty_multiplier(units, mode="seed"):
    """G6.1: the multiplier from the units of the last trick's winning play."""
    cdef sj_unit us[SJ_MAX_UNITS]
    cdef int n = 0
    for u in units:
        if n >= SJ_MAX_UNITS:
            raise ValueError("too many units")
        unit_of(u, &us[n])
        n += 1
    cdef sj_multiplier m = sj_kitty_multiplier(us, n, _CHOICES["kitty_multiplier"].index(mode))
    return int(m.factor) * int(m.base) ** int(m.exponent)


def level_outcome(int points, int decks, int step):
    """G6.2: (banker side keeps the bank, its advance, the attackers' advance)."""
    cdef sj_level_outcome o = sj_level_outcome_of(points, decks, step)
    return bool(o.keeps), o.banker_advance, o.attackers_advance


def advance_team(int level, int steps, bint keeps, bint is_banker_side, bint must_defend_a):
    """G6.4: (level before, after, advance, wins the game) for levels 0..12 (2..A)."""
    cdef sj_level_change c = sj_advance_team(level, steps, keeps, is_banker_side, must_defend_a)
    return c.before, c.after, c.advance, bool(c.wins)


def score_deal(rules, int banker, levels, int points):
    """G6.2-G6.4 for a deal: ((keeps, banker advance, attackers advance), both teams'
    (before, after, advance, wins), next banker, game winner or None); levels 0..12."""
    cdef int lv[2]
    lv[0], lv[1] = levels
    cdef sj_deal_score d = sj_score_deal(rules_of(rules), banker, lv, points)
    o = d.outcome
    changes = [(d.changes[i].before, d.changes[i].after, d.changes[i].advance,
                bool(d.changes[i].wins)) for i in range(2)]
    return ((bool(o.keeps), o.banker_advance, o.attackers_advance), changes, d.next_banker,
            None if d.winner < 0 else d.winner)


def next_banker(int banker, bint keeps):
    """G6.3: the banker's partner if the banker side keeps the bank, else the next seat."""
    return sj_next_banker(banker, keeps)

