/*
 * eval.c - the original evaluation (RULES.md, "The original AI"), in integer tenths:
 * 10 x (own pieces - enemy pieces) + adv(own)^2 - adv(enemy)^2, where a chariot's
 * advancement is its row for Blue and 7 - row for Red. Scored from the side to move.
 */
#include "polis.h"

static inline int advancement(const Position *p, int s)
{
    int row = ROW(p->chariot[s]);
    return s == BLUE ? row : 7 - row;
}

int evaluate(const Position *p)
{
    int us = p->side, them = us ^ 1;
    int material = __builtin_popcountll(p->pieces[us]) - __builtin_popcountll(p->pieces[them]);
    int a = advancement(p, us), b = advancement(p, them);
    return 10 * material + a * a - b * b;
}
