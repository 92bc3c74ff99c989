/* The simulator's seeds in C, as sim.config and bots.bot_seed make them: round i of a
 * simulation with master seed M deals from "M/i" and seeds the bot of seat s with the first
 * 8 bytes of SHA-256("M/i/s"), big-endian. */
#ifndef MARSMATCH_SIM_SEEDS_H
#define MARSMATCH_SIM_SEEDS_H

#include <stddef.h>
#include <stdint.h>

/* "{master}/{a}" (b < 0) or "{master}/{a}/{b}" into buf (size >= master_len + 48); returns
 * its length, or -1 when buf is too small. */
int sim_label(char *buf, size_t size, const uint8_t *master, int master_len, int64_t a, int b);

/* bots.bot_seed(master, index, seat). */
uint64_t sim_bot_seed(const uint8_t *master, int master_len, int64_t index, int seat, char *buf,
                      size_t size);

#endif
