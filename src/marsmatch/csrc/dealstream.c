/* SHA-256 (FIPS 180-4), HMAC-SHA256 (RFC 2104) and the deal stream of dealstream.h: the
 * reproducible, verifiable shuffle of R1.3 (and Shengji's deal, which uses it).
 *
 * The compression function has a portable version and, on x86-64 processors with the SHA
 * extensions (checked once at run time), one with those instructions: a deal hashes a
 * hundred blocks, and this is most of its time. */
#include "dealstream.h"

#include <string.h>

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#define MS_SHANI 1
#endif

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
    0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
    0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
    0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
    0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
    0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
    0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2};

#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/* The portable compression function. */

static void compress(uint32_t h[8], const uint8_t block[64]) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)block[4 * i] << 24 | (uint32_t)block[4 * i + 1] << 16 |
               (uint32_t)block[4 * i + 2] << 8 | (uint32_t)block[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ROR(w[i - 15], 7) ^ ROR(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = hh + (ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
        uint32_t t2 = (ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

#ifdef MS_SHANI
/* The SHA-NI compression of one or two blocks. Its rounds form one long chain of
 * dependent instructions, so two independent blocks (the stream hashes two counters at a
 * time) run side by side in nearly the time of one. */
#define SHANI_LOAD(h, s0, s1, tmp) do {                                                  \
        tmp = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&(h)[0]), 0xB1); /* CDAB */ \
        s1 = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&(h)[4]), 0x1B);  /* EFGH */ \
        s0 = _mm_alignr_epi8(tmp, s1, 8);                                         /* ABEF */ \
        s1 = _mm_blend_epi16(s1, tmp, 0xF0);                                      /* CDGH */ \
    } while (0)
#define SHANI_STEP(i, block, s0, s1, m, tmp) do {   /* four rounds */                  \
        if ((i) < 4)                                                                      \
            m[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)((block) + 16 * (i))), \
                                    mask);                                                \
        __m128i msg = _mm_add_epi32(m[(i) % 4], _mm_loadu_si128((const __m128i *)&K[4 * (i)])); \
        s1 = _mm_sha256rnds2_epu32(s1, s0, msg);                                          \
        if ((i) >= 3 && (i) <= 14) {                                                      \
            tmp = _mm_alignr_epi8(m[(i) % 4], m[((i) + 3) % 4], 4);                       \
            m[((i) + 1) % 4] = _mm_sha256msg2_epu32(_mm_add_epi32(m[((i) + 1) % 4], tmp), \
                                                    m[(i) % 4]);                          \
        }                                                                                 \
        msg = _mm_shuffle_epi32(msg, 0x0E);                                               \
        s0 = _mm_sha256rnds2_epu32(s0, s1, msg);                                          \
        if ((i) >= 1 && (i) <= 12)                                                        \
            m[((i) + 3) % 4] = _mm_sha256msg1_epu32(m[((i) + 3) % 4], m[(i) % 4]);        \
    } while (0)
#define SHANI_STORE(h, s0, s1, tmp) do {                                                 \
        tmp = _mm_shuffle_epi32(s0, 0x1B);            /* FEBA */                          \
        s1 = _mm_shuffle_epi32(s1, 0xB1);             /* DCHG */                          \
        _mm_storeu_si128((__m128i *)&(h)[0], _mm_blend_epi16(tmp, s1, 0xF0)); /* DCBA */  \
        _mm_storeu_si128((__m128i *)&(h)[4], _mm_alignr_epi8(s1, tmp, 8));    /* HGFE */  \
    } while (0)

__attribute__((target("sha,sse4.1,ssse3")))
static void compress_shani(uint32_t h[8], const uint8_t block[64]) {
    const __m128i mask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i s0, s1, tmp, m[4];
    SHANI_LOAD(h, s0, s1, tmp);
    const __m128i abef = s0, cdgh = s1;
#pragma GCC unroll 16
    for (int i = 0; i < 16; i++) SHANI_STEP(i, block, s0, s1, m, tmp);
    s0 = _mm_add_epi32(s0, abef);
    s1 = _mm_add_epi32(s1, cdgh);
    SHANI_STORE(h, s0, s1, tmp);
}

__attribute__((target("sha,sse4.1,ssse3")))
static void compress2_shani(uint32_t ha[8], const uint8_t a[64], uint32_t hb[8],
                            const uint8_t b[64]) {
    const __m128i mask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i s0, s1, tmp, m[4], t0, t1, ttmp, n[4];
    SHANI_LOAD(ha, s0, s1, tmp);
    SHANI_LOAD(hb, t0, t1, ttmp);
    const __m128i abef = s0, cdgh = s1, abef2 = t0, cdgh2 = t1;
#pragma GCC unroll 16
    for (int i = 0; i < 16; i++) {
        SHANI_STEP(i, a, s0, s1, m, tmp);
        SHANI_STEP(i, b, t0, t1, n, ttmp);
    }
    s0 = _mm_add_epi32(s0, abef);
    s1 = _mm_add_epi32(s1, cdgh);
    t0 = _mm_add_epi32(t0, abef2);
    t1 = _mm_add_epi32(t1, cdgh2);
    SHANI_STORE(ha, s0, s1, tmp);
    SHANI_STORE(hb, t0, t1, ttmp);
}

static int known = -1;  /* whether the SHA extensions are used: -1 not checked yet */

static int has_shani(void) {
    if (known < 0) {
        unsigned a, b, c, d;
        int sha = __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b >> 29 & 1);
        int sse = __get_cpuid(1, &a, &b, &c, &d) && (c >> 19 & 1) && (c >> 9 & 1);
        known = sha && sse;
    }
    return known;
}
#endif

void ms_sha256_portable(int on) {
#ifdef MS_SHANI
    known = on ? 0 : -1;
#else
    (void)on;
#endif
}

static void compress_block(uint32_t h[8], const uint8_t block[64]) {
#ifdef MS_SHANI
    if (has_shani()) {
        compress_shani(h, block);
        return;
    }
#endif
    compress(h, block);
}

/* Two independent blocks at once (see compress2_shani). */
static void compress_two(uint32_t ha[8], const uint8_t a[64], uint32_t hb[8],
                         const uint8_t b[64]) {
#ifdef MS_SHANI
    if (has_shani()) {
        compress2_shani(ha, a, hb, b);
        return;
    }
#endif
    compress(ha, a);
    compress(hb, b);
}

void ms_sha256_init(ms_sha256 *s) {
    static const uint32_t H0[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    memcpy(s->h, H0, sizeof H0);
    s->bytes = 0;
    s->fill = 0;
}

void ms_sha256_update(ms_sha256 *s, const uint8_t *data, size_t len) {
    s->bytes += len;
    while (len) {
        size_t take = 64 - s->fill;
        if (take > len) take = len;
        memcpy(s->buf + s->fill, data, take);
        s->fill += take;
        data += take;
        len -= take;
        if (s->fill == 64) {
            compress_block(s->h, s->buf);
            s->fill = 0;
        }
    }
}

void ms_sha256_final(ms_sha256 *s, uint8_t out[32]) {
    uint64_t bits = s->bytes * 8;
    s->buf[s->fill++] = 0x80;
    if (s->fill > 56) {
        memset(s->buf + s->fill, 0, 64 - s->fill);
        compress_block(s->h, s->buf);
        s->fill = 0;
    }
    memset(s->buf + s->fill, 0, 56 - s->fill);
    for (int i = 0; i < 8; i++) s->buf[56 + i] = (uint8_t)(bits >> (56 - 8 * i));
    compress_block(s->h, s->buf);
    for (int i = 0; i < 8; i++) {
        out[4 * i] = (uint8_t)(s->h[i] >> 24);
        out[4 * i + 1] = (uint8_t)(s->h[i] >> 16);
        out[4 * i + 2] = (uint8_t)(s->h[i] >> 8);
        out[4 * i + 3] = (uint8_t)s->h[i];
    }
}

int ms_stream_init(ms_stream *st, const uint8_t *seed, size_t seed_len,
                   const uint8_t *label, size_t label_len) {
    if (label_len > sizeof st->label) return -1;
    uint8_t key[64];
    memset(key, 0, sizeof key);
    if (seed_len > 64) {   /* RFC 2104: a key longer than a block is hashed first */
        ms_sha256 k;
        ms_sha256_init(&k);
        ms_sha256_update(&k, seed, seed_len);
        ms_sha256_final(&k, key);
    } else {
        memcpy(key, seed, seed_len);
    }
    uint8_t pad[64];
    for (int i = 0; i < 64; i++) pad[i] = key[i] ^ 0x36;
    ms_sha256_init(&st->inner);
    ms_sha256_update(&st->inner, pad, 64);
    for (int i = 0; i < 64; i++) pad[i] = key[i] ^ 0x5c;
    ms_sha256_init(&st->outer);
    ms_sha256_update(&st->outer, pad, 64);
    memcpy(st->label, label, label_len);
    st->label_len = label_len;
    st->counter = 0;
    st->left = 0;
    return 0;
}

static void store_be64(uint8_t *out, uint64_t x) {
    for (int i = 0; i < 8; i++) out[i] = (uint8_t)(x >> (56 - 8 * i));
}

/* The inner message of the stream's block ``counter``: label || counter, padded. Both
 * hashes of HMAC start from the key's padded block (hashed once, in ms_stream_init) and
 * have exactly one block left, laid out here with its padding rather than through
 * update/final (whose copies were a fifth of a deal's time). */
static void inner_block(const ms_stream *st, uint64_t counter, uint8_t block[64]) {
    size_t n = st->label_len;   /* label and counter fit one block with the padding */
    memcpy(block, st->label, n);
    store_be64(block + n, counter);
    block[n + 8] = 0x80;
    memset(block + n + 9, 0, 56 - (n + 9));
    store_be64(block + 56, (uint64_t)(64 + n + 8) * 8);
}

/* The outer message: the inner digest, big-endian, padded. */
static void outer_block(const uint32_t h[8], uint8_t block[64]) {
    for (int i = 0; i < 8; i++) {
        block[4 * i] = (uint8_t)(h[i] >> 24);
        block[4 * i + 1] = (uint8_t)(h[i] >> 16);
        block[4 * i + 2] = (uint8_t)(h[i] >> 8);
        block[4 * i + 3] = (uint8_t)h[i];
    }
    block[32] = 0x80;
    memset(block + 33, 0, 56 - 33);
    store_be64(block + 56, (uint64_t)(64 + 32) * 8);
}

/* The next two HMAC blocks of the stream (counters c and c + 1), hashed side by side: the
 * stream is their concatenation either way. */
static void next_block(ms_stream *st) {
    uint8_t a[64], b[64];
    uint32_t ha[8], hb[8];
    inner_block(st, st->counter, a);
    inner_block(st, st->counter + 1, b);
    memcpy(ha, st->inner.h, sizeof ha);
    memcpy(hb, st->inner.h, sizeof hb);
    compress_two(ha, a, hb, b);
    outer_block(ha, a);
    outer_block(hb, b);
    memcpy(ha, st->outer.h, sizeof ha);
    memcpy(hb, st->outer.h, sizeof hb);
    compress_two(ha, a, hb, b);
    st->counter += 2;
    for (int w = 0; w < 4; w++) {
        st->words[w] = (uint64_t)ha[2 * w] << 32 | ha[2 * w + 1];
        st->words[4 + w] = (uint64_t)hb[2 * w] << 32 | hb[2 * w + 1];
    }
    st->left = 8;
}

uint64_t ms_stream_word(ms_stream *st) {
    if (!st->left) next_block(st);
    return st->words[8 - st->left--];
}

uint64_t ms_stream_below(ms_stream *st, uint64_t n) {
    /* limit = 2^64 - (2^64 mod n); with n = 1 every word is below 2^64. The remainder is
     * below n, so a word up to 2^64 - n is always under the limit: the exact limit (two
     * divisions) is worked out only for the few words above that. */
    for (;;) {
        uint64_t x = ms_stream_word(st);
        if (x <= UINT64_MAX - n + 1) return x % n;
        uint64_t rem = (UINT64_MAX % n + 1) % n;   /* 2^64 mod n */
        if (rem == 0 || x < (uint64_t)0 - rem) return x % n;
    }
}

void ms_shuffle_u8(ms_stream *st, uint8_t *items, size_t len) {
    for (size_t i = len; i-- > 1;) {
        size_t j = (size_t)ms_stream_below(st, i + 1);
        uint8_t t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}

void ms_permutation(ms_stream *st, uint32_t *items, size_t len) {
    for (size_t i = 0; i < len; i++) items[i] = (uint32_t)i;
    for (size_t i = len; i-- > 1;) {
        size_t j = (size_t)ms_stream_below(st, i + 1);
        uint32_t t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}
