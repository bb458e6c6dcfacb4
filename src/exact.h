/*
 * exact.h - the original minimax, reproduced exactly (exact.c): one iteration at the root, then
 * the move the original plays.
 */
#ifndef POLIS_EXACT_H
#define POLIS_EXACT_H

#include "root.h"

/* One iteration of the original minimax to depth at the root: its value (garbage when the
 * clock stopped it). */
int exact_root(Root *root, int depth);
/* After it: the root move the original plays (-1 when the clock stopped it). */
int exact_choice(Root *root, int depth, int value);

#endif
