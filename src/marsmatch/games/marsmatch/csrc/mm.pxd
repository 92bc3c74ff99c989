# Cython declarations of mm.h (MarsMatch's rules in C, organised by kind).
from libc.stdint cimport int16_t, int64_t, uint8_t


cdef extern from "mm.h" nogil:
    enum:
        MM_LANES
        MM_TWO
        MM_LJ
        MM_BJ
        MM_MAX_TYPES
        MM_MAX_READINGS
        MM_KINDS
        MM_LONE_BOAT
        MM_WHYS
        MM_WHY_BOMB
        MM_WHY_EQUAL
        MM_WHY_LONGER
        MM_WHY_SHORTER
        MM_WHY_HIGHER
        MM_WHY_LOWER
        MM_WHY_SHAPE
        MM_WHY_BARE_BOAT
        MM_WHY_ATTACHMENT
        MM_NOTS

    ctypedef struct mm_reading:
        int16_t kind
        int16_t length
        int16_t top
        int16_t attach

    ctypedef struct mm_top:
        int has
        mm_reading rd
        int boat

    ctypedef struct mm_cursor:
        pass

    ctypedef struct mm_verdict:
        int beats
        int why
        int kind

    ctypedef struct mm_kind:
        const char *name
        int group
        int attach_per_group
        int bomb_class
        int wild

    const mm_kind *const mm_kinds[]

    mm_reading mm_rd(int kind, int length, int top, int attach)
    int mm_rd_eq(mm_reading a, mm_reading b)
    int mm_valid(mm_reading rd)

    int mm_boat_attachment_rank(const uint8_t *counts)
    int mm_fits(const uint8_t *m, mm_reading rd)
    int mm_why_not(const uint8_t *m, int kind)
    int mm_readings(const uint8_t *m, mm_reading *out)
    mm_verdict mm_judge(mm_reading a, int a_boat_rank, mm_reading b, int b_boat_rank)
    int mm_beats(mm_reading a, int a_boat_rank, mm_reading b, int b_boat_rank)

    int mm_play_types(const uint8_t *h, mm_reading *out)
    int mm_answer_types(const uint8_t *h, const mm_top *top, mm_reading *out)
    mm_top mm_top_of(mm_reading rd, const uint8_t *counts)
    int mm_top_reads_cards(mm_reading rd)

    void mm_main_cards(const uint8_t *h, mm_reading rd, uint8_t *m)
    void mm_attachment_pool(const uint8_t *h, mm_reading rd, const uint8_t *main, int *pool)
    int mm_boat_floor(mm_reading rd, const mm_top *top)
    int mm_default_play(const uint8_t *h, mm_reading rd, int boat_floor, uint8_t *out)
    int mm_attachment_ranks(mm_reading rd, const int *pool, const int *chosen, int nchosen,
                            int floor, int *out)
    int mm_attachment_cards(mm_reading rd)
    int mm_reading_size(mm_reading rd)
    int mm_wild_choice_ranks(const uint8_t *h, mm_reading rd, int *out)
    void mm_wild_main_with(const uint8_t *h, mm_reading rd, const int *wilds, uint8_t *m)
    int mm_wild_choices(const uint8_t *h, mm_reading rd, const int *wilds, int rank, int floor,
                        int *out)
    void mm_wild_faces(const uint8_t *counts, mm_reading rd, uint8_t *main, uint8_t *as_main,
                       uint8_t *as_attached)

    int64_t mm_count_type(const uint8_t *h, mm_reading rd, int boat_floor)
    void mm_plays_start(mm_cursor *c, const uint8_t *h, mm_reading rd, const mm_top *top)
    int mm_plays_next(mm_cursor *c, uint8_t *out)
