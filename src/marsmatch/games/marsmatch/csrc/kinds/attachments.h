/* The play types of Rockets and Starships with every attachment kind they can carry
 * (attachments.c has the rest of the attachment rules; R3.4, R3.5, R3.10). Inline, so each
 * kind compiles it with its own facts (`facts`: its section's table entry). */
#ifndef MARSMATCH_ATTACHMENTS_H
#define MARSMATCH_ATTACHMENTS_H

#include "wild.h"

static inline void mm_attached_types(const uint8_t *h, int kind, const mm_kind *facts,
                                     const mm_top *top, mm_sink *s) {
    int per = facts->group, wild = facts->wild;
    int att_only = top->has ? top->rd.attach : -1, above = top->has ? top->rd.top : -1;
    int k_only = top->has ? top->rd.length : -1;
    int w = h[MM_TWO], nonjoker = 0, half = 0, odd = 0;
    for (int r = 0; r < 13; r++) nonjoker += h[r];
    for (int r = 0; r < 12; r++) {
        half += h[r] >> 1;
        odd += h[r] & 1;
    }
    int per_attach = facts->attach_per_group;
    int atts[3], na = 0;
    if (att_only < 0) {
        atts[0] = MM_NONE;
        atts[1] = MM_SINGLES;
        atts[2] = MM_PAIRS;
        na = 3;
    } else {
        atts[na++] = att_only;
    }
    mm_window win[80];
    if (k_only < 0 || k_only == 1) {
        int nw = mm_wild_lone(h, per, wild, above, win);
        for (int i = 0; i < nw; i++) {
            int twos = w - win[i].used;
            for (int a = 0; a < na; a++) {
                int att = atts[a];
                if (att == MM_NONE) {
                    if (wild) mm_put(s, kind, 1, win[i].top, MM_NONE);  /* R3.5: a bare quad is a Drone */
                } else if (att == MM_SINGLES) {
                    if (nonjoker - per >= per_attach) mm_put(s, kind, 1, win[i].top, MM_SINGLES);
                } else if (mm_wild_max_pairs(half + win[i].d_half, odd + win[i].d_odd, twos) >=
                           per_attach) {
                    mm_put(s, kind, 1, win[i].top, MM_PAIRS);
                }
            }
        }
    }
    if (k_only == 1) return;
    int nw = mm_wild_chains(h, per, wild, k_only, above, win);
    for (int i = 0; i < nw; i++) {
        int k = win[i].k, twos = w - win[i].used;
        for (int a = 0; a < na; a++) {
            int att = atts[a];
            if (att == MM_NONE) {
                mm_put(s, kind, k, win[i].top, MM_NONE);
            } else if (att == MM_SINGLES) {
                if (nonjoker - per * k >= per_attach * k) mm_put(s, kind, k, win[i].top, MM_SINGLES);
            } else if (mm_wild_max_pairs(half + win[i].d_half, odd + win[i].d_odd, twos) >=
                       per_attach * k) {
                mm_put(s, kind, k, win[i].top, MM_PAIRS);
            }
        }
    }
}


#endif
