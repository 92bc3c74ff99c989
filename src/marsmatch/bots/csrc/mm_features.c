/* MarsMatch's learned agent's action features (mm_features.h). */
#include "mm_features.h"

#include <string.h>

void mm_action_features(const float *hand, mm_reading rd, const float *spent, float *out) {
    memset(out, 0, MM_ACTION_FEATURES * sizeof *out);
    int play = rd.kind >= 0;
    out[0] = !play;
    if (play) {
        out[1 + rd.kind] = 1.0f;
        float length = (float)((double)(rd.length % 64) / 12.0);  /* as numpy rounds it */
        out[10] = length < 1.0f ? length : 1.0f;
        out[11 + rd.top % 16] = 1.0f;
        out[26 + rd.attach % 4] = 1.0f;
        out[29] = mm_kinds[rd.kind]->bomb_class > 0;
    }
    float size = 0, held = 0, left = 0, broken = 0, jokers = 0;
    for (int r = 0; r < MM_LANES; r++) {
        float after = hand[r] - spent[r];
        out[30 + r] = spent[r] / 4.0f;
        out[45 + r] = after / 4.0f;
        size += spent[r];
        held += hand[r];
        left += after;
        if (r < MM_TWO) broken += hand[r] >= 4 && after < 4;
        if (r > MM_TWO) jokers += spent[r];
    }
    out[60] = size / 20.0f;
    out[61] = left / 54.0f;
    out[MM_EMPTIES] = play && left == 0;
    out[63] = broken / 4.0f;
    out[64] = spent[MM_TWO] / 4.0f;
    out[65] = jokers / 2.0f;
    out[66] = held > 0 ? size / held : 0.0f;
}
