/*
 * transposition.h - the transposition table's entries and its use by the search
 * (transposition.c). Internal: the contract (polis.h) shows only its size limits.
 */
#ifndef POLIS_TRANSPOSITION_H
#define POLIS_TRANSPOSITION_H

#include "polis.h"

#ifdef POLIS_CHECK_KEYS
#include <stdio.h>
#include <stdlib.h>
#endif

/* What a stored score is: exact, or only a bound. */
enum { TT_NONE = 0, TT_UPPER = 1, TT_LOWER = 2, TT_EXACT = 3 };

typedef struct {
    uint64_t key;
    int16_t score;
    Move move;
    uint8_t depth;
    uint8_t bound;
    uint8_t age;
    uint8_t epoch; /* tt_clear() moves to a new epoch instead of wiping the whole table */
} TTEntry;

/* Makes the table mb megabytes (1..TT_MAX_MB), emptied; POLIS_OK, POLIS_E_OPTION or
 * POLIS_E_MEMORY (the table then has its old size again, emptied). Nothing happens when it
 * already has that size. */
int tt_resize(int mb);
int tt_size_mb(void); /* 0 before the first allocation */
/* Forgets every entry (SEARCH_CLEAR_TT). */
void tt_clear(void);
/* A new search starts: entries from earlier ones become the first to be replaced. */
void tt_new_search(void);
/* Finds key's entry; returns false (and *e zeroed) when it is not stored. */
bool tt_probe(uint64_t key, TTEntry *e);
void tt_store(uint64_t key, int score, Move move, int depth, int bound);

/* A win's score counts plies from the node: the table stores it counted from the position,
 * so that it holds wherever the position is met again. */
static inline int score_to_tt(int s, int ply)
{
    return s >= SCORE_WIN_BOUND ? s + ply : s <= -SCORE_WIN_BOUND ? s - ply : s;
}

static inline int score_from_tt(int s, int ply)
{
    return s >= SCORE_WIN_BOUND ? s - ply : s <= -SCORE_WIN_BOUND ? s + ply : s;
}

/* Test builds (-DPOLIS_CHECK_KEYS) stop if a position about to be looked up in the table does
 * not carry its own key (children of nodes two plies above the leaves are resolved without). */
static inline void check_key(const Position *p)
{
#ifdef POLIS_CHECK_KEYS
    if (p->key != position_hash(p)) {
        fprintf(stderr, "POLIS_CHECK_KEYS: a position without its own key reached the table\n");
        abort();
    }
#else
    (void)p;
#endif
}

#endif
