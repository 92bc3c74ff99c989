/* The learned agents' Q network (bots/qnet.py) evaluated in C, for searches that ask it
 * about many positions: a ReLU MLP whose first layer is split into the position's part
 * (computed once) and each action's part. The same numbers as QNet.forward in numpy. */
#ifndef MARSMATCH_BOTS_QNET_H
#define MARSMATCH_BOTS_QNET_H

typedef struct {
    int state_size, action_size, h1, h2;
    const float *w1s, *w1a, *b1, *w2, *b2, *w3, *b3;  /* row-major, as the .npz holds them */
} bot_qnet;

/* Q of n actions (features actions[n][action_size]) in one position (state[state_size])
 * into q[n]; scratch holds h1 + h1 + h2 floats. */
void bot_qnet_q(const bot_qnet *net, const float *state, const float *actions, int n, float *q,
                float *scratch);

#endif
