/* The simulator's seeds (seeds.h). */
#include "seeds.h"

#include <stdio.h>
#include <string.h>

#include "dealstream.h"

int sim_label(char *buf, size_t size, const uint8_t *master, int master_len, int64_t a, int b) {
    if ((size_t)master_len + 48 > size) return -1;
    memcpy(buf, master, (size_t)master_len);
    int n = master_len;
    n += b < 0 ? snprintf(buf + n, size - (size_t)n, "/%lld", (long long)a)
               : snprintf(buf + n, size - (size_t)n, "/%lld/%d", (long long)a, b);
    return n;
}

uint64_t sim_bot_seed(const uint8_t *master, int master_len, int64_t index, int seat, char *buf,
                      size_t size) {
    int n = sim_label(buf, size, master, master_len, index, seat);
    uint8_t digest[32];
    ms_sha256 h;
    ms_sha256_init(&h);
    ms_sha256_update(&h, (const uint8_t *)buf, (size_t)n);
    ms_sha256_final(&h, digest);
    uint64_t x = 0;
    for (int i = 0; i < 8; i++) x = x << 8 | digest[i];
    return x;
}
