/*
 * hot.h - the chariot rule and both evaluations, inline: the search calls them at every
 * node, and a call costs as much as any of them. position.c and eval.c export them under the
 * contract's names (position_winner(), evaluate(), evaluate_extended()). Internal: not part
 * of the contract.
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

/* Blue's view first, then the side to move's: fields are read with constant indices only, so
 * that a position held in locals stays in registers (see stun_update() in resolve.h). */
static inline int eval_original(const Position *p)
{
    int material = __builtin_popcountll(p->pieces[BLUE]) - __builtin_popcountll(p->pieces[RED]);
    int a = advancement(p, BLUE), b = advancement(p, RED);
    int blue_view = 10 * material + a * a - b * b;
    return p->side == BLUE ? blue_view : -blue_view;
}

/* Empty squares an unstunned chariot could step to on the next row towards its goal. */
static inline int forward_room(const Position *p, int s)
{
    int sq = p->chariot[s], next = ROW(sq) + (s == BLUE ? 1 : -1);
    if (next < 0 || next > 7 || p->stunned[s])
        return 0;
    Bitboard empty_ahead = KING[sq] & ((Bitboard)0xFF << (next * 8)) & ~(p->pieces[BLUE] | p->pieces[RED]);
    return __builtin_popcountll(empty_ahead);
}

/* evaluate_extended() (eval.c says what the two terms are). */
static inline int eval_extended(const Position *p)
{
    int blue_view = 6 * (p->stunned[RED] - p->stunned[BLUE]) + 2 * (forward_room(p, BLUE) - forward_room(p, RED));
    return eval_original(p) + (p->side == BLUE ? blue_view : -blue_view);
}

#endif
