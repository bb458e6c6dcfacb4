/*
 * frontier.h - a node one ply above the leaves, for both searches (frontier.c). Its children are
 * only evaluated, so it needs no picker: it resolves its moves one at a time, killers first and
 * then in generation order, scores each as soon as it is resolved and stops at the first cutoff.
 * Most such nodes cut after a few moves, and they are most of the tree.
 */
#ifndef POLIS_FRONTIER_H
#define POLIS_FRONTIER_H

#include "polis.h"

/* The value of p, one ply above the leaves, with the window (alpha, beta): `win` is what a win
 * at once is worth here and `loss` having no move (exact mode: the original's infinities; strong
 * mode: by distance). */
int frontier(const Position *p, int alpha, int beta, int ply, int win, int loss);

#endif
