/*
 * tables.h - precomputed tables shared by the engine's files (built by polis_init()).
 * Internal: not part of the contract in polis.h.
 */
#ifndef POLIS_TABLES_H
#define POLIS_TABLES_H

#include "polis.h"

/* Both neighbours along axis a, or all ones when one of them is off the board. */
extern Bitboard AXIS_PAIR[64][4];

/* A square's neighbours as a byte (resolve.h, neighbour_byte()): bit k is the neighbour at
 * SLOT_OFFSET[k], the rules' direction order D; slot 7 - k is its mirror through the square. */
extern const int8_t SLOT_OFFSET[8];
extern uint8_t MIRROR8[256];   /* the byte reversed: each neighbour moved to its mirror's slot */
extern uint8_t HOP_AXES[64];   /* slots whose axis has both neighbours on the board */
extern int8_t HOP_FAR[64][8];  /* the square two steps out along slot k's direction, or -1 */

/* The squares within two steps of a square (a 5x5 box, cut by the edges), the square included. */
extern Bitboard BOX2[64];

extern uint64_t Z_PIECE[2][64];
extern uint64_t Z_CHARIOT[2][64];
extern uint64_t Z_STUNNED[2];
extern uint64_t Z_SIDE;

#define FILE_A 0x0101010101010101ULL
#define FILE_H 0x8080808080808080ULL

#endif
