# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""MarsMatch's compiled core: the Python face of ``csrc/`` (docs/compiled-core.md).

The rules of readings, play types, default plays and counting live in C (``csrc/*.c``);
this module converts between their compact forms (15-byte hands, 8-byte readings) and
the engine's values (``combos.Reading``, ``combos.Play``), which ``combos`` hands over once
with :func:`bind` (so the kind table ``combos.KINDS`` stays the one source of the kinds'
facts). Lists of play types come back as :class:`ReadingList`, a compact sequence that
makes a ``Reading`` only when an item is read.
"""

from cpython.tuple cimport PyTuple_GET_ITEM, PyTuple_New, PyTuple_SET_ITEM
from cpython.ref cimport Py_INCREF
from libc.stdint cimport int64_t, uint8_t
from libc.stdlib cimport calloc, free, malloc
from libc.string cimport memcmp, memcpy, memset

from marsmatch.games.marsmatch.csrc.mm cimport *

cdef extern from "pyvalues.h":
    object mm_pair_of(object type, object a, object b)

from collections.abc import Sequence

# --- the engine's value types, handed over by combos.bind ----------------------------------

cdef object Reading = None
cdef object Play = None
cdef list _kinds = []
cdef list _reading_cache = [None] * (MM_KINDS * 64 * 16 * 4)
cdef bint _bound = False


def bind(reading_type, play_type, kind_type):
    """Hand over the value types (``combos`` does this once)."""
    global Reading, Play, _kinds, _bound
    Reading, Play = reading_type, play_type
    _kinds = list(kind_type)
    _bound = True


def kind_facts():
    """Each kind's facts as its section (``csrc/kinds/<kind>.c``) holds them, in the order
    of the KINDS table: (name, cards per main group, attachment units per group, bomb
    class, whether wild 2s complete its groups)."""
    cdef int k
    return [(mm_kinds[k].name.decode("ascii"), mm_kinds[k].group, mm_kinds[k].attach_per_group,
             mm_kinds[k].bomb_class, bool(mm_kinds[k].wild)) for k in range(MM_KINDS)]


cdef object reading_obj(mm_reading rd):
    """The ``Reading`` of a compact reading (one object per reading, cached); for the
    modules that cimport it (``_core.pxd``)."""
    return reading_of(rd)


cdef inline object reading_of(mm_reading rd):
    """``reading_obj``, inline in this module's hot paths (an item of a list of types, the
    round's top): a call per reading otherwise."""
    cdef Py_ssize_t i
    if 0 <= rd.length < 64 and 0 <= rd.top < 16 and 0 <= rd.kind < MM_KINDS \
            and 0 <= rd.attach < 4:
        i = ((rd.kind * 64 + rd.length) * 16 + rd.top) * 4 + rd.attach
        obj = _reading_cache[i]
        if obj is None:
            obj = Reading(_kinds[rd.kind], rd.length, rd.top, rd.attach)
            _reading_cache[i] = obj
        return obj
    return Reading(_kinds[rd.kind], rd.length, rd.top, rd.attach)


cdef inline int16_t small(object x, str what) except? -1:
    cdef long v = x
    if v < -32768 or v > 32767:
        raise ValueError(f"{what} {v} is out of range")
    return <int16_t>v


cdef mm_reading to_reading(object rd) except *:
    """A compact reading from a ``Reading`` (or any 4-item sequence)."""
    cdef mm_reading out
    if type(rd) is Reading:  # the common case: read the tuple's items directly
        out.kind = small(<object>PyTuple_GET_ITEM(rd, 0), "kind")
        out.length = small(<object>PyTuple_GET_ITEM(rd, 1), "length")
        out.top = small(<object>PyTuple_GET_ITEM(rd, 2), "top")
        out.attach = small(<object>PyTuple_GET_ITEM(rd, 3), "attachment")
        return out
    kind, length, top, attach = rd
    out.kind = small(kind, "kind")
    out.length = small(length, "length")
    out.top = small(top, "top")
    out.attach = small(attach, "attachment")
    return out


cdef mm_reading checked_reading(object rd) except *:
    """A compact reading that names lanes inside a hand (else ValueError)."""
    cdef mm_reading out = to_reading(rd)
    if not mm_valid(out):
        raise ValueError(f"{rd!r} is not a reading of this game")
    return out


cdef int to_hand(object h, uint8_t* out) except -1:
    """15 rank counts into ``out`` (16 bytes); counts are 0..255."""
    cdef Py_ssize_t r
    cdef long v
    for r in range(MM_LANES):
        v = h[r]
        if v < 0 or v > 255:
            raise ValueError(f"a hand holds 0 to 255 cards of a rank, not {v}")
        out[r] = <uint8_t>v
    out[15] = 0
    return 0


cdef tuple counts_tuple(const uint8_t* m):
    cdef tuple t = PyTuple_New(MM_LANES)
    cdef Py_ssize_t r
    cdef object v
    for r in range(MM_LANES):
        v = m[r]
        Py_INCREF(v)
        PyTuple_SET_ITEM(t, r, v)
    return t


cdef object play_obj(const uint8_t* m, object reading):
    return mm_pair_of(Play, counts_tuple(m), reading)


cdef mm_top top_of(object play) except *:
    """The top a play makes (``mm_top_of``). Its cards are read only when its kind's
    comparisons read them: reading every top's 15 counts through the Counts sequence was a
    fifth of an answer's cost."""
    cdef uint8_t counts[16]
    cdef mm_reading rd = to_reading(play[1])
    if not mm_top_reads_cards(rd):
        return mm_top_of(rd, NULL)
    to_hand(play[0], counts)
    return mm_top_of(rd, counts)


# --- lists of readings ----------------------------------------------------------------------

cdef class ReadingList:
    """A read-only sequence of readings kept compact (8 bytes each): ``len``, indexing,
    iteration and membership make ``Reading`` values only for the items read."""

    cdef mm_reading* items
    cdef Py_ssize_t n

    def __dealloc__(self):
        free(self.items)

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        cdef Py_ssize_t i
        if isinstance(index, slice):
            return [reading_of(self.items[i]) for i in range(*index.indices(self.n))]
        i = index
        if i < 0:
            i += self.n
        if i < 0 or i >= self.n:
            raise IndexError("reading index out of range")
        return reading_of(self.items[i])

    def __iter__(self):
        cdef Py_ssize_t i
        for i in range(self.n):
            yield reading_of(self.items[i])

    def __contains__(self, rd):
        cdef mm_reading x
        cdef Py_ssize_t i
        try:
            x = to_reading(rd)
        except (TypeError, ValueError):
            return False
        for i in range(self.n):
            if mm_rd_eq(self.items[i], x):
                return True
        return False

    def index(self, rd):
        cdef Py_ssize_t i
        for i in range(self.n):
            if reading_of(self.items[i]) == rd:
                return i
        raise ValueError(f"{rd!r} is not in the list")

    def count(self, rd):
        return sum(1 for x in self if x == rd)

    def __eq__(self, other):
        if isinstance(other, (ReadingList, list, tuple)):
            return len(other) == self.n and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __add__(self, other):
        if isinstance(other, (ReadingList, list, tuple)):
            return list(self) + list(other)
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, (list, tuple)):
            return list(other) + list(self)
        return NotImplemented

    __hash__ = None

    def __repr__(self):
        return f"ReadingList({list(self)!r})"

    def __reduce__(self):
        return (list, (list(self),))


cdef ReadingList make_list(const mm_reading* items, int n):
    if n > MM_MAX_TYPES:
        raise ValueError("the hand has more play types than the engine can list")
    cdef ReadingList out = ReadingList.__new__(ReadingList)
    out.items = <mm_reading*>malloc(max(1, n) * sizeof(mm_reading))
    if out.items == NULL:
        raise MemoryError()
    memcpy(out.items, items, n * sizeof(mm_reading))
    out.n = n
    return out


Sequence.register(ReadingList)


#: Why a play beats another or does not (``verdict``): mm.h's MM_WHY_* codes.
WHY_NAMES = ("bomb", "equal", "longer", "shorter", "higher", "lower", "shape", "bare_boat",
             "attachment")
(WHY_BOMB, WHY_EQUAL, WHY_LONGER, WHY_SHORTER, WHY_HIGHER, WHY_LOWER, WHY_SHAPE,
 WHY_BARE_BOAT, WHY_ATTACHMENT) = (MM_WHY_BOMB, MM_WHY_EQUAL, MM_WHY_LONGER, MM_WHY_SHORTER,
                                   MM_WHY_HIGHER, MM_WHY_LOWER, MM_WHY_SHAPE,
                                   MM_WHY_BARE_BOAT, MM_WHY_ATTACHMENT)
if len(WHY_NAMES) != MM_WHYS:
    raise ImportError("the WHY codes are not mm.h's; rebuild the core")

#: Why cards that are no reading of a kind come close to one (``why_not``): mm.h's MM_NOT_*
#: codes, in order ("far": not close to that kind).
NOT_NAMES = ("far", "two_in_boat", "boat_size", "joker_attached", "joker_pair", "two_ranks",
             "wild_quad", "wild_drone", "wild_super", "attach_count", "chain", "short",
             "spaceship_extra")
if len(NOT_NAMES) != MM_NOTS:
    raise ImportError("the NOT codes are not mm.h's; rebuild the core")


# --- readings and comparison (R3.1-R3.13) ---------------------------------------------------

def fits(m, rd):
    """Do the cards ``m`` form exactly the reading ``rd``? (R3.1-R3.9, R3.13)"""
    cdef uint8_t counts[16]
    cdef mm_reading x
    to_hand(m, counts)
    try:
        x = to_reading(rd)
    except ValueError:
        return False
    return bool(mm_fits(counts, x))


def why_not(m, kind):
    """Why the cards ``m``, no reading of ``kind``, come close to one: a ``NOT_NAMES``
    index, decided by the kind's section (R3.2-R3.10; 0, "far": not close)."""
    cdef uint8_t counts[16]
    if not 0 <= kind < MM_KINDS:
        raise ValueError(f"{kind!r} is not a kind of this game")
    to_hand(m, counts)
    return mm_why_not(counts, kind)


def all_readings(m):
    """Every reading of the cards ``m`` (R3.11), strongest first within each kind."""
    cdef uint8_t counts[16]
    cdef mm_reading out[MM_MAX_READINGS]
    cdef int n, i
    to_hand(m, counts)
    n = mm_readings(counts, out)
    return [reading_of(out[i]) for i in range(n)]


def boat_attachment_rank(counts):
    """The rank of a Lone Boat's attachment (its lowest natural card; -1: none), R3.6."""
    cdef uint8_t m[16]
    to_hand(counts, m)
    return mm_boat_attachment_rank(m)


cdef mm_verdict verdict_of(object a, object b) except *:
    cdef mm_top ta = top_of(a), tb = top_of(b)
    return mm_judge(ta.rd, ta.boat, tb.rd, tb.boat)


cdef mm_reading of_kind(object rd) except *:
    """A compact reading whose kind names a section (its other fields are counted as
    they are, as ``Reading.size`` always did)."""
    cdef mm_reading x = to_reading(rd)
    if not 0 <= x.kind < MM_KINDS:
        raise ValueError(f"{rd!r} is not a reading of this game")
    return x


def reading_size(rd):
    """Cards a play of the reading holds (attachments included; R3.6: a Lone Boat carries
    one group's)."""
    return mm_reading_size(of_kind(rd))


def attachment_cards(rd):
    """Attachment cards of a reading (a pair attachment counts two)."""
    return mm_attachment_cards(of_kind(rd))


def beats(a, b):
    """May play ``a`` answer play ``b``? Strictly stronger only (R3.12)."""
    return bool(verdict_of(a, b).beats)


def verdict(a, b):
    """Whether play ``a`` may answer play ``b``, why (a ``WHY_*`` code) and the kind whose
    section decided: ``(beats, why, kind)``."""
    cdef mm_verdict v = verdict_of(a, b)
    return bool(v.beats), v.why, v.kind


# --- play types ------------------------------------------------------------------------------

def play_types(h):
    """Every reading the hand can lead with (a few hundred for a 54-card hand)."""
    cdef uint8_t hand[16]
    cdef mm_reading out[MM_MAX_TYPES]
    to_hand(h, hand)
    return make_list(out, mm_play_types(hand, out))


def answer_types(h, top):
    """Readings of the hand with at least one play that beats ``top`` (same shape or bombs)."""
    cdef uint8_t hand[16]
    cdef mm_reading out[MM_MAX_TYPES]
    cdef mm_top t = top_of(top)
    to_hand(h, hand)
    return make_list(out, mm_answer_types(hand, &t, out))


# --- concrete plays --------------------------------------------------------------------------

cdef int floor_of(mm_reading rd, object top) except -2:
    if top is None:
        return -1
    cdef mm_top t = top_of(top)
    return mm_boat_floor(rd, &t)


def main_cards(h, rd):
    """The main cards of a reading, natural cards first and wild 2s for what is missing."""
    cdef uint8_t hand[16]
    cdef uint8_t m[16]
    cdef mm_reading x = checked_reading(rd)
    cdef int r
    to_hand(h, hand)
    mm_main_cards(hand, x, m)
    return [m[r] for r in range(MM_LANES)]


def wild_faces(counts, rd):
    """How a play's cards read (R3.2, R3.10, R3.13; the wild section, ``kinds/wild.c``):
    ``(main, as_main, as_attached)``, the natural cards of its main groups, the 2s acting
    as each main group's rank and the 2s acting as X in an attached pair X+2, by rank."""
    cdef uint8_t hand[16]
    cdef uint8_t m[16]
    cdef uint8_t a[16]
    cdef uint8_t p[16]
    cdef mm_reading x = checked_reading(rd)
    cdef int r
    to_hand(counts, hand)
    mm_wild_faces(hand, x, m, a, p)
    return ([m[r] for r in range(MM_LANES)], [a[r] for r in range(MM_LANES)],
            [p[r] for r in range(MM_LANES)])


def attachment_pool(h, rd, main):
    """Cards the attachments of ``rd`` may use once ``main`` is taken from the hand: no
    jokers (R3.10), no 2 on a Lone Boat (R3.6), no card of a main group's rank where that
    group took a wild 2 (else one multiset would have two spellings, R3.13)."""
    cdef uint8_t hand[16]
    cdef uint8_t m[16]
    cdef int pool[15]
    cdef mm_reading x = checked_reading(rd)
    cdef int r
    to_hand(h, hand)
    to_hand(main, m)
    mm_attachment_pool(hand, x, m, pool)
    return [pool[r] for r in range(MM_LANES)]


def boat_floor(rd, top):
    """The attachment rank a Lone Boat must beat: the top's, when the top is a Lone Boat
    with the same joker (R3.6); else -1."""
    return floor_of(to_reading(rd), top)


def default_play(h, rd, top=None):
    """One concrete play of the reading with default attachments; it beats ``top`` if given.

    Raises ValueError when the hand cannot make the reading (callers pass types from
    ``play_types``/``answer_types``)."""
    cdef uint8_t hand[16]
    cdef uint8_t m[16]
    cdef mm_reading x = checked_reading(rd)
    to_hand(h, hand)
    cdef int err = mm_default_play(hand, x, floor_of(x, top), m)
    if err == 1:
        raise ValueError(f"the hand cannot make {rd.describe()}")
    if err == 2:
        raise ValueError(f"the hand has no attachments for {rd.describe()}")
    return play_obj(m, reading_of(x))


cdef class Plays:
    """A cursor over every distinct play (R3.13) of one reading from a hand that beats a
    top (``plays``): the reading's section (``csrc/kinds/<kind>.c``, its ``plays`` hook)
    spells each in turn, the main groups natural cards first, each spelling with its
    attachments, most of the lowest ranks first."""

    cdef mm_cursor c
    cdef object reading

    def __iter__(self):
        return self

    def __next__(self):
        cdef uint8_t m[16]
        if not mm_plays_next(&self.c, m):
            raise StopIteration
        return play_obj(m, self.reading)


def plays(h, rd, top=None):
    """Every distinct play (R3.13) of reading ``rd`` from hand ``h`` that beats ``top``
    (every one for a lead), lazily: a :class:`Plays` cursor over the kind's section."""
    cdef Plays out = Plays.__new__(Plays)
    cdef uint8_t hand[16]
    cdef mm_reading x = checked_reading(rd)
    cdef mm_top t
    to_hand(h, hand)
    if top is None:
        mm_plays_start(&out.c, hand, x, NULL)
    else:
        t = top_of(top)
        mm_plays_start(&out.c, hand, x, &t)
    out.reading = reading_of(x)
    return out


# --- the builder's steps (R3.6, R3.10, R3.13) --------------------------------------------

cdef int ints_of(object xs, int* out, int room, str what) except -1:
    cdef int n = 0
    for x in xs:
        if n >= room:
            raise ValueError(f"too many {what}")
        out[n] = x
        n += 1
    return n


def attachment_ranks(rd, pool, chosen, int floor=-1):
    """Ranks the next attachment card may have so that a legal play still exists, given
    the ``pool`` of cards for attachments, the ranks ``chosen`` so far (non-decreasing) and
    the Lone Boat ``floor``."""
    cdef mm_reading x = checked_reading(rd)
    cdef int p[15]
    cdef int c[64]
    cdef int out[16]
    cdef int r, n, nc
    for r in range(MM_LANES):
        p[r] = pool[r]
    nc = ints_of(chosen, c, 64, "attachment cards")
    for r in range(nc):
        if not 0 <= c[r] < MM_LANES:
            raise ValueError(f"{c[r]} is not a rank")
    n = mm_attachment_ranks(x, p, c, nc, floor, out)
    return [out[r] for r in range(n)]


cdef int wilds_of(object wilds, int* out) except -1:
    cdef int r
    for r in range(MM_LANES):
        out[r] = -1
    for r, w in wilds.items():
        if not 0 <= r < MM_TWO:
            raise ValueError(f"{r} is not a rank of a main group")
        out[r] = w
    return 0


def wild_choice_ranks(h, rd):
    """Main-group ranks (low to high) where the number of wild 2s is a choice (R3.13):
    groups of 3..A that can keep natural cards in hand because a 2 is to spare."""
    cdef uint8_t hand[16]
    cdef int out[16]
    cdef mm_reading x = checked_reading(rd)
    cdef int n, i
    to_hand(h, hand)
    n = mm_wild_choice_ranks(hand, x, out)
    return [out[i] for i in range(n)]


def main_with_wilds(h, rd, wilds):
    """The main cards with ``wilds[r]`` wild 2s in the group of rank r (natural cards first
    in the other groups)."""
    cdef uint8_t hand[16]
    cdef uint8_t m[16]
    cdef int w[15]
    cdef mm_reading x = checked_reading(rd)
    cdef int r
    to_hand(h, hand)
    wilds_of(wilds, w)
    mm_wild_main_with(hand, x, w, m)
    return [m[r] for r in range(MM_LANES)]


def wild_choices(h, rd, wilds, int rank, int floor=-1):
    """The numbers of wild 2s the group of ``rank`` may take (after ``wilds``) so that a
    legal play still exists."""
    cdef uint8_t hand[16]
    cdef int w[15]
    cdef int out[16]
    cdef mm_reading x = checked_reading(rd)
    cdef int n, i
    to_hand(h, hand)
    wilds_of(wilds, w)
    if not 0 <= rank < MM_TWO:
        raise ValueError(f"{rank} is not a rank of a main group")
    n = mm_wild_choices(hand, x, w, rank, floor, out)
    return [out[i] for i in range(n)]


# --- exact counting ------------------------------------------------------------------------

cdef int64_t count_one(const uint8_t* hand, mm_reading x, int floor) except -1:
    cdef int64_t n = mm_count_type(hand, x, floor)
    if n < 0:
        raise ValueError("the play type is too large to count")
    return n


def count_type(h, rd, top=None):
    """Exact number of distinct plays (R3.13) of one reading (beating ``top`` if given)."""
    cdef uint8_t hand[16]
    cdef mm_reading x = checked_reading(rd)
    to_hand(h, hand)
    return count_one(hand, x, floor_of(x, top))


def count_plays(h, top=None):
    """(distinct legal plays, distinct play types): leads, or answers to ``top``. No pass."""
    cdef uint8_t hand[16]
    cdef mm_reading out[MM_MAX_TYPES]
    cdef mm_top t
    cdef int n, i
    cdef int64_t total = 0
    to_hand(h, hand)
    if top is None:
        n = mm_play_types(hand, out)
    else:
        t = top_of(top)
        n = mm_answer_types(hand, &t, out)
    if n > MM_MAX_TYPES:
        raise ValueError("the hand has more play types than the engine can list")
    for i in range(n):
        total += count_one(hand, out[i], -1 if top is None else mm_boat_floor(out[i], &t))
    return total, n


# --- the round ---------------------------------------------------------------------------

include "_round.pxi"
