/*
 * history.h - what the search learns for ordering moves as it goes (history.c): killers, the
 * two latest quiet moves that cut at each ply, and history, a score per side, from-square and
 * to-square that grows each time the move cuts. Both are emptied when a search starts.
 */
#ifndef POLIS_HISTORY_H
#define POLIS_HISTORY_H

#include "polis.h"

/* History stays at most this (halved when it would pass it), below the killers' ordering. */
#define HISTORY_MAX ((1 << 24) - 1)

extern Move killers[SEARCH_MAX_PLY][2];
extern int history[2][64][64];

/* Forgets the killers and the history (a new search). */
void history_clear(void);
/* A quiet move m of p cut at depth: it becomes a killer, and its history grows; with
 * SEARCH_HISTORY_PENALTY the quiets tried before it (failed[0..nfailed-1]) lose as much. */
void reward_quiet(const Position *p, Move m, int ply, int depth, const Move *failed, int nfailed);

#endif
