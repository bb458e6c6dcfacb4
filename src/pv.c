/*
 * pv.c - the principal variation's table (pv.h).
 */
#include "pv.h"

Move pv_table[SEARCH_MAX_PLY][SEARCH_MAX_PLY];
int pv_length[SEARCH_MAX_PLY];
