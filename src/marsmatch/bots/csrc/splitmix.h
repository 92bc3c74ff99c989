/* The bots' own random numbers: splitmix64, small and fast, one uint64_t of state. The
 * search and the rollouts draw from it; nothing here has to match Python's generator. */
#ifndef MARSMATCH_BOTS_SPLITMIX_H
#define MARSMATCH_BOTS_SPLITMIX_H

#include <stdint.h>

static inline uint64_t bot_splitmix(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* A double in [0, 1). */
static inline double bot_unit(uint64_t *s) { return (bot_splitmix(s) >> 11) * 0x1.0p-53; }

/* An integer in [0, n), n >= 1. */
static inline uint32_t bot_below(uint64_t *s, uint32_t n) {
    return (uint32_t)(((bot_splitmix(s) >> 32) * (uint64_t)n) >> 32);
}

#endif
