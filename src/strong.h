/*
 * strong.h - the strong search (strong.c): one iteration at the root, then the move chosen.
 */
#ifndef POLIS_STRONG_H
#define POLIS_STRONG_H

#include "root.h"

/* One strong iteration to depth at the root with the window (alpha, beta): its value (garbage
 * when the clock stopped it); root->best is its best move. */
int strong_root(Root *root, int depth, int alpha, int beta);
/* After it: the best move, or with a seed a pick among those within the margin. */
int strong_choice(const Root *root, int best);

#endif
