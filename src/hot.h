/*
 * hot.h - the chariot rule and the original evaluation, inline: the search calls them at
 * every node, and a call costs as much as either. position.c and eval.c export them under the
 * contract's names (position_winner(), evaluate()). Internal: not part of the contract.
 */
#ifndef POLIS_HOT_H
#define POLIS_HOT_H

#include "polis.h"

/* RULES.md checks columns left to right, Blue before Red in each column. */
static inline int chariot_winner(const Position *p)
{
    bool blue = ROW(p->chariot[BLUE]) == 7, red = ROW(p->chariot[RED]) == 0;
    if (blue && red)
        return COL(p->chariot[BLUE]) <= COL(p->chariot[RED]) ? BLUE : RED;
    return blue ? BLUE : red ? RED : NO_WINNER;
}

/* A chariot's advancement: its row for Blue, 7 - row for Red. */
static inline int advancement(const Position *p, int s)
{
    int row = ROW(p->chariot[s]);
    return s == BLUE ? row : 7 - row;
}

static inline int eval_original(const Position *p)
{
    int us = p->side, them = us ^ 1;
    int material = __builtin_popcountll(p->pieces[us]) - __builtin_popcountll(p->pieces[them]);
    int a = advancement(p, us), b = advancement(p, them);
    return 10 * material + a * a - b * b;
}

#endif
