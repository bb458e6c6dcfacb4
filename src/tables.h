/*
 * tables.h - precomputed tables shared by the engine's files (built by polis_init()).
 * Internal: not part of the contract in polis.h.
 */
#ifndef POLIS_TABLES_H
#define POLIS_TABLES_H

#include "polis.h"

/* For each square and axis a: [0] = square + a, [1] = square - a (-1 when off the board). */
extern int8_t AXIS_NEAR[64][4][2];
/* For each square and axis a: [0] = square + 2a, [1] = square - 2a (-1 when off the board). */
extern int8_t AXIS_FAR[64][4][2];
/* Both neighbours along axis a, or all ones when one of them is off the board. */
extern Bitboard AXIS_PAIR[64][4];

extern uint64_t Z_PIECE[2][64];
extern uint64_t Z_CHARIOT[2][64];
extern uint64_t Z_STUNNED[2];
extern uint64_t Z_SIDE;

#define FILE_A 0x0101010101010101ULL
#define FILE_H 0x8080808080808080ULL

#endif
