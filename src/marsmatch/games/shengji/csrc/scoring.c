/* Scoring a deal (G6): the bottom-capture multiplier, the level table, a team's advance and
 * the next banker (the levels are 0..12 for 2..A). */
#include "sj.h"

const char *const sj_multiplier_names[SJ_KMS] = {"seed", "times", "power"};

/* G6.1, G6.1a: the multiplier from the units of the last trick's winning play, as it was
 * matched against the lead (its units, not its loose cards). Seed, the first match: a
 * Titanic of length L, 2*3^L; a triple, 6; a tractor of length L, 2*2^L; a pair, 4;
 * otherwise 2. Option kitty_multiplier: times, 2 x the largest unit's size; power, 2 ** it. */
sj_multiplier sj_kitty_multiplier(const sj_unit *units, int n, int mode) {
    int largest = 0, titanic = 0, triple = 0, tractor = 0, pair = 0;
    for (int i = 0; i < n; i++) {
        const sj_unit *u = &units[i];
        if (sj_unit_size(u) > largest) largest = sj_unit_size(u);
        if (u->length >= 2 && u->width >= 3 && u->length > titanic) titanic = u->length;
        if (u->width >= 3) triple = 1;
        if (u->length >= 2 && u->length > tractor) tractor = u->length;
        if (u->width == 2) pair = 1;
    }
    if (!n) largest = 1;
    if (mode == SJ_KM_TIMES) return (sj_multiplier){2 * largest, 1, 0, 0};
    if (mode == SJ_KM_POWER) return (sj_multiplier){1, 2, largest, 0};
    if (titanic) return (sj_multiplier){2, 3, titanic, 1};
    if (triple) return (sj_multiplier){6, 1, 0, 0};
    if (tractor) return (sj_multiplier){2, 2, tractor, 0};
    if (pair) return (sj_multiplier){4, 1, 0, 0};
    return (sj_multiplier){2, 1, 0, 0};
}

/* G6.2: 1 deck (step s): 0 -> banker side +2; < s -> +1; < 2s -> no change, the bank
 * passes; < 2.5s -> attackers +1; else +2 and one more per further s. 2+ decks: 0 -> +3;
 * < s -> +2; < 2s -> +1; else attackers +1 and one more per further s. */
sj_level_outcome sj_level_outcome_of(int points, int decks, int step) {
    int p = points > 0 ? points : 0;
    if (decks == 1) {
        if (p == 0) return (sj_level_outcome){1, 2, 0};
        if (p < step) return (sj_level_outcome){1, 1, 0};
        if (p < 2 * step) return (sj_level_outcome){0, 0, 0};
        int two_and_half = (5 * step) / 2;
        if (p < two_and_half) return (sj_level_outcome){0, 0, 1};
        return (sj_level_outcome){0, 0, 2 + (p - two_and_half) / step};
    }
    if (p == 0) return (sj_level_outcome){1, 3, 0};
    if (p < step) return (sj_level_outcome){1, 2, 0};
    if (p < 2 * step) return (sj_level_outcome){1, 1, 0};
    return (sj_level_outcome){0, 0, 1 + (p - 2 * step) / step};
}

/* G6.4: with must_defend_a an advance stops at A, and a team at A wins by keeping the bank
 * as banker side; without it any advance that passes A wins. */
sj_level_change sj_advance_team(int level, int steps, int keeps, int is_banker_side,
                                int must_defend_a) {
    int top = 12, after = level + steps < top ? level + steps : top;
    int wins = must_defend_a ? level == top && is_banker_side && keeps
                             : steps > 0 && level + steps > top;
    return (sj_level_change){level, after, after - level, wins};
}

/* G6.3: the banker's partner if the banker side keeps the bank, else the next seat. */
int sj_next_banker(int banker, int keeps) { return keeps ? (banker + 2) % 4 : (banker + 1) % 4; }

sj_deal_score sj_score_deal(const sj_rules *r, int banker, const int *levels, int points) {
    sj_deal_score out;
    out.outcome = sj_level_outcome_of(points, r->decks, r->step);
    out.winner = -1;
    for (int team = 0; team < 2; team++) {
        int side = team == banker % 2;
        out.changes[team] = sj_advance_team(
            levels[team], side ? out.outcome.banker_advance : out.outcome.attackers_advance,
            out.outcome.keeps, side, r->must_defend_a);
        if (out.changes[team].wins) out.winner = team;
    }
    out.next_banker = sj_next_banker(banker, out.outcome.keeps);
    return out;
}
