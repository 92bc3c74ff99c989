/* The verifiable deal's random stream (docs/records.md, "The verifiable deal"), in C.
 *
 * A stream for a seed and a purpose label is the concatenation of the blocks
 * HMAC-SHA256(key = seed bytes, msg = label || counter as 8 bytes big-endian), for
 * counter = 0, 1, 2, ..., read as 64-bit big-endian words; below(n) draws words until one is
 * under the largest multiple of n that fits in 64 bits and takes it modulo n. Both engines
 * shuffle their shoe with it (Fisher-Yates, i from len-1 down to 1, swap with below(i+1)).
 * No allocation and no Python: the engines' batched deals run without the GIL.
 */
#ifndef MARSMATCH_DEALSTREAM_H
#define MARSMATCH_DEALSTREAM_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t h[8];
    uint64_t bytes;
    uint8_t buf[64];
    size_t fill;
} ms_sha256;

void ms_sha256_init(ms_sha256 *s);
void ms_sha256_update(ms_sha256 *s, const uint8_t *data, size_t len);
void ms_sha256_final(ms_sha256 *s, uint8_t out[32]);
/* Use the portable compression function even where the SHA extensions exist (tests). */
void ms_sha256_portable(int on);

typedef struct {
    ms_sha256 inner, outer;   /* HMAC key schedule: the states after the padded keys */
    uint8_t label[32];
    size_t label_len;
    uint64_t counter;
    uint64_t words[8];  /* two blocks' words, hashed together */
    int left;                 /* words of the current block not used yet */
} ms_stream;

/* label_len <= 32. Returns 0, or -1 for a label that is too long. */
int ms_stream_init(ms_stream *st, const uint8_t *seed, size_t seed_len,
                   const uint8_t *label, size_t label_len);
uint64_t ms_stream_word(ms_stream *st);
/* A uniform integer in [0, n), n >= 1, without modulo bias. */
uint64_t ms_stream_below(ms_stream *st, uint64_t n);
/* Fisher-Yates over items[0..len) driven by the stream. */
void ms_shuffle_u8(ms_stream *st, uint8_t *items, size_t len);
void ms_permutation(ms_stream *st, uint32_t *items, size_t len);

#endif
