/*
 * pv.h - the principal variation: the line each ply's search expects, in a triangular table
 * (pv_table[ply] holds the line from ply on, pv_length[ply] where it ends), built from the leaves
 * up as better moves are found. Defined in pv.c.
 */
#ifndef POLIS_PV_H
#define POLIS_PV_H

#include "polis.h"

extern Move pv_table[SEARCH_MAX_PLY][SEARCH_MAX_PLY];
extern int pv_length[SEARCH_MAX_PLY];

/* m is the best move at ply so far: its line is m, then the line below it. */
static inline void update_pv(int ply, Move m)
{
    pv_table[ply][ply] = m;
    int n = pv_length[ply + 1];
    for (int i = ply + 1; i < n; i++)
        pv_table[ply][i] = pv_table[ply + 1][i];
    pv_length[ply] = n > ply + 1 ? n : ply + 1;
}

#endif
