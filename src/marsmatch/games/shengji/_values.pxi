# The engine's values <-> the compiled core's cards, hands, units and rules. Included by
# _core.pyx.

SUIT_LETTERS = ("S", "H", "D", "C", "T")  # effective suit codes 0..4 (4: trump)
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

cdef tuple CARDS = ()          # the Card of each number
cdef dict INDEX = {}           # number of each Card
cdef object Unit = None
cdef object LeadFormat = None
cdef sj_trump TRUMPS[13][5]    # by level and suit (4: no-trump), made once
cdef dict _rules_cache = {}


cdef int _level, _suit
for _level in range(13):
    for _suit in range(5):
        sj_trump_init(&TRUMPS[_level][_suit], _level, _suit if _suit < 4 else SJ_NONE)


def bind(cards, unit_type, lead_format_type):
    """Hand over the 54 cards in number order and the unit and lead-format types."""
    global CARDS, INDEX, Unit, LeadFormat
    if len(cards) != SJ_CARDS:
        raise ValueError("54 cards")
    CARDS = tuple(cards)
    INDEX = {c: i for i, c in enumerate(CARDS)}
    Unit, LeadFormat = unit_type, lead_format_type


def trump_table(int level, int suit):
    """(effective suit, position) of every card at ``level`` (0..12) with trump ``suit``
    (0..3 for S H D C, -1 no-trump): the order and adjacency of G2.3-G2.5."""
    cdef sj_trump* t = &TRUMPS[level][suit if suit >= 0 else 4]
    cdef int c
    return [(SUIT_LETTERS[t.esuit[c]], t.pos[c]) for c in range(SJ_CARDS)]


cdef dict _RANK_NO = {r: i for i, r in enumerate(RANKS)}
cdef dict _SUIT_NO = {"S": 0, "H": 13, "D": 26, "C": 39}


cdef inline int card_no(object card) except -1:
    """A Card's number, from its rank and suit (cheaper than hashing the Card)."""
    cdef object r
    try:
        suit = card.suit
        rank = card.rank
    except AttributeError:
        raise ValueError(f"{card!r} is not a card of the deck") from None
    if suit is None:
        if rank == "LJ":
            return 52
        if rank == "BJ":
            return 53
    else:
        r = _RANK_NO.get(rank)
        s = _SUIT_NO.get(suit)
        if r is not None and s is not None:
            return <int>r + <int>s
    raise ValueError(f"{card!r} is not a card of the deck")


cdef const sj_trump* trump_of(object trump) except NULL:
    """The compiled table of a ``Trump`` (by its level and suit)."""
    cdef int level = RANKS.index(trump.level)
    cdef int suit = 4 if trump.suit is None else "SHDC".index(trump.suit)
    return &TRUMPS[level][suit]


cdef inline int esuit_code(object esuit) except -1:
    return SUIT_LETTERS.index(esuit)


cdef class CRules:
    """A ``Rules`` as the compiled core reads it."""

    cdef sj_rules r


cdef dict _CHOICES = {}


cdef tuple c_names(const char *const *names, int n):
    cdef int i
    return tuple(names[i].decode("ascii") for i in range(n))


def bind_rules(**choices):
    """Hand over each option's choices (``rules.py``'s tuples, by option name) and check
    that they are the compiled core's, in its order."""
    compiled = {"failed_throw": c_names(sj_failed_throw_names, SJ_FTS),
                "throw_penalty": c_names(sj_penalty_names, SJ_PENALTIES),
                "trick_draw_policy": c_names(sj_draw_policy_names, SJ_DRAWS),
                "throw_evaluation_policy": c_names(sj_eval_policy_names, SJ_EVALS),
                "kitty_multiplier": c_names(sj_multiplier_names, SJ_KMS)}
    for name, values in choices.items():
        if tuple(values) != compiled[name]:
            raise ImportError(f"the compiled choices of {name} are not rules.py's; rebuild "
                              "the core")
    _CHOICES.update(compiled)


cdef sj_rules* rules_of(object rules) except NULL:
    """The compiled rules of a ``Rules`` (made once per object), option by option by name."""
    cdef CRules block
    cdef sj_rules* r
    key = id(rules)
    hit = _rules_cache.get(key)
    if hit is not None and hit[0] is rules:
        return &(<CRules>hit[1]).r
    block = CRules()
    r = &block.r
    r.decks = rules.decks
    r.min_width = rules.tractor_min_width
    r.min_length = rules.tractor_min_length
    r.failed_throw = _CHOICES["failed_throw"].index(rules.failed_throw)
    r.penalty = _CHOICES["throw_penalty"].index(rules.throw_penalty)
    r.draw_policy = _CHOICES["trick_draw_policy"].index(rules.trick_draw_policy)
    r.eval_policy = _CHOICES["throw_evaluation_policy"].index(rules.throw_evaluation_policy)
    r.kitty_multiplier = _CHOICES["kitty_multiplier"].index(rules.kitty_multiplier)
    r.step = rules.step
    r.must_defend_a = rules.must_defend_a
    r.hand_size = rules.hand_size
    r.kitty_size = rules.kitty_size
    if len(_rules_cache) > 256:
        _rules_cache.clear()
    _rules_cache[key] = (rules, block)
    return r


cdef int hand_of(object counts, sj_hand* out) except -1:
    """A dict hand (card -> copies) in its order."""
    cdef int k
    sj_hand_clear(out)
    for card, k in counts.items():
        if k < 0 or k > 255:
            raise ValueError(f"{k} copies of a card")
        if k:
            sj_hand_add(out, card_no(card), k)
    return 0


cdef dict dict_of(const sj_hand* h):
    cdef int i
    return {CARDS[h.order[i]]: h.n[h.order[i]] for i in range(h.len)}


cdef int cards_of(object cards, uint8_t* out, int room) except -1:
    """Card numbers of a sequence of Cards; how many."""
    cdef int n = 0
    for card in cards:
        if n >= room:
            raise ValueError("too many cards in one play")
        out[n] = card_no(card)
        n += 1
    return n


cdef tuple card_tuple(const uint8_t* cards, int n):
    cdef int i
    return tuple([CARDS[cards[i]] for i in range(n)])


cdef object unit_obj(const sj_unit* u):
    cdef int i
    return Unit(u.width, tuple([CARDS[u.cards[i]] for i in range(u.length)]),
                SUIT_LETTERS[u.esuit], u.low, u.top)


cdef int unit_of(object unit, sj_unit* out) except -1:
    cdef int i = 0
    out.width = unit.width
    for card in unit.cards:
        if i >= 16:
            raise ValueError("a unit holds at most 16 cards")
        out.cards[i] = card_no(card)
        i += 1
    out.length = i
    out.esuit = esuit_code(unit.esuit)
    out.low = unit.low
    out.top = unit.top
    return 0


cdef tuple units_tuple(const sj_unit* units, int n):
    cdef int i
    return tuple([unit_obj(&units[i]) for i in range(n)])


cdef int format_of(object lead, sj_format* out) except -1:
    cdef int i = 0
    out.esuit = esuit_code(lead.esuit)
    for u in lead.units:
        if i >= SJ_MAX_UNITS:
            raise ValueError("too many units in one lead")
        unit_of(u, &out.units[i])
        i += 1
    out.n = i
    return 0


cdef object format_obj(const sj_format* f):
    return LeadFormat(SUIT_LETTERS[f.esuit], units_tuple(f.units, f.n))


cdef int shapes_of(object shapes, sj_shape* out) except -1:
    cdef int n = 0
    for w, length in shapes:
        if n >= SJ_MAX_SHAPES:
            raise ValueError("too many shapes")
        out[n].width = w
        out[n].length = length
        n += 1
    return n


# --- Python's random.Random as the compiled rules' generator --------------------------------

ctypedef struct py_rng:
    PyObject* rng
    sj_rng* owner


cdef uint32_t _py_below(void* ctx, uint32_t n) noexcept:
    cdef py_rng* p = <py_rng*>ctx
    try:
        return (<object>p.rng)._randbelow(n)
    except BaseException:
        p.owner.failed = 1
        return 0


cdef double _py_random(void* ctx) noexcept:
    cdef py_rng* p = <py_rng*>ctx
    try:
        return (<object>p.rng).random()
    except BaseException:
        p.owner.failed = 1
        return 0.0


cdef inline void python_rng(object rng, py_rng* ctx, sj_rng* out):
    """``out`` draws from the Python generator ``rng`` (kept alive by the caller)."""
    ctx.rng = <PyObject*>rng
    ctx.owner = out
    out.ctx = <void*>ctx
    out.below = _py_below
    out.random = _py_random
    out.failed = 0


cdef inline int rng_ok(sj_rng* r) except -1:
    if r.failed:
        raise RuntimeError("the random generator failed")
    return 0
