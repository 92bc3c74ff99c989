/* Python's random.Random in C: the same Mersenne Twister, seeded from an integer as
 * random.seed(int) does, and the same randrange/random/shuffle draws, so compiled code
 * that plays for a bot makes exactly the choices the bot's own random.Random would. */
#ifndef MARSMATCH_PYRANDOM_H
#define MARSMATCH_PYRANDOM_H

#include <stdint.h>

typedef struct {
    uint32_t mt[624];
    int index;
} ms_random;

/* random.Random(seed) for an integer 0 <= seed < 2**64. */
void ms_random_seed(ms_random *r, uint64_t seed);
uint32_t ms_random_u32(ms_random *r);
/* random.getrandbits(k), 1 <= k <= 32 */
uint32_t ms_random_bits(ms_random *r, int k);
/* random.randrange(n) (that is, Random._randbelow(n)), 1 <= n < 2**32 */
uint32_t ms_random_below(ms_random *r, uint32_t n);
/* random.random() */
double ms_random_float(ms_random *r);

#endif
