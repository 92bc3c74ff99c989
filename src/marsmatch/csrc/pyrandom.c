/* CPython's Modules/_randommodule.c, restated: MT19937 (Matsumoto and Nishimura) with
 * init_by_array seeding from the seed's 32-bit words, least significant first. */
#include "pyrandom.h"

#define N 624
#define M 397

static void init_genrand(ms_random *r, uint32_t s) {
    r->mt[0] = s;
    for (int i = 1; i < N; i++)
        r->mt[i] = 1812433253U * (r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) + (uint32_t)i;
    r->index = N;
}

static void init_by_array(ms_random *r, const uint32_t *key, int length) {
    init_genrand(r, 19650218U);
    int i = 1, j = 0;
    for (int k = N > length ? N : length; k; k--) {
        r->mt[i] = (r->mt[i] ^ ((r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= N) {
            r->mt[0] = r->mt[N - 1];
            i = 1;
        }
        if (j >= length) j = 0;
    }
    for (int k = N - 1; k; k--) {
        r->mt[i] = (r->mt[i] ^ ((r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= N) {
            r->mt[0] = r->mt[N - 1];
            i = 1;
        }
    }
    r->mt[0] = 0x80000000U;
}

void ms_random_seed(ms_random *r, uint64_t seed) {
    uint32_t key[2] = {(uint32_t)seed, (uint32_t)(seed >> 32)};
    init_by_array(r, key, seed >> 32 ? 2 : 1);
}

uint32_t ms_random_u32(ms_random *r) {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    if (r->index >= N) {
        int kk;
        for (kk = 0; kk < N - M; kk++) {
            y = (r->mt[kk] & 0x80000000U) | (r->mt[kk + 1] & 0x7fffffffU);
            r->mt[kk] = r->mt[kk + M] ^ (y >> 1) ^ mag01[y & 1U];
        }
        for (; kk < N - 1; kk++) {
            y = (r->mt[kk] & 0x80000000U) | (r->mt[kk + 1] & 0x7fffffffU);
            r->mt[kk] = r->mt[kk + (M - N)] ^ (y >> 1) ^ mag01[y & 1U];
        }
        y = (r->mt[N - 1] & 0x80000000U) | (r->mt[0] & 0x7fffffffU);
        r->mt[N - 1] = r->mt[M - 1] ^ (y >> 1) ^ mag01[y & 1U];
        r->index = 0;
    }
    y = r->mt[r->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

uint32_t ms_random_bits(ms_random *r, int k) { return ms_random_u32(r) >> (32 - k); }

uint32_t ms_random_below(ms_random *r, uint32_t n) {
    int k = 0;
    for (uint32_t x = n; x; x >>= 1) k++;  /* n.bit_length() */
    uint32_t v = ms_random_bits(r, k);
    while (v >= n) v = ms_random_bits(r, k);
    return v;
}

double ms_random_float(ms_random *r) {
    uint32_t a = ms_random_u32(r) >> 5, b = ms_random_u32(r) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}
