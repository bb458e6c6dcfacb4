/*
 * root.h - the root of a search (root.c): its legal moves and their children, the order they are
 * searched in, and what each iteration learns about each (a score or a bound, a line). iterate.c
 * keeps one Root and passes it to the searches (exact.c, strong.c), which record each root move's
 * result in it; the results and lines iterate.c reports are read from it.
 */
#ifndef POLIS_ROOT_H
#define POLIS_ROOT_H

#include "polis.h"

typedef struct {
    int us;                        /* the side to move */
    int multipv;                   /* how many moves need exact scores and lines (at least 1) */
    int n;                         /* legal moves */
    Move moves[MAX_MOVES];         /* generation order */
    Position kids[MAX_MOVES];
    int8_t winner[MAX_MOVES];      /* who has won after each move (NO_WINNER: nobody yet) */
    int order[MAX_MOVES];          /* root move indices, in the order searched */
    int score[MAX_MOVES];          /* this iteration's score or bound, per root move */
    bool exact_score[MAX_MOVES];   /* score[] is exact, not a bound */
    Move pv[MAX_MOVES][SEARCH_MAX_PLY];
    int pv_len[MAX_MOVES];
    /* Within an iteration: the best root move so far (-1: none), how many moves were finished,
     * and the lower edge of the iteration's window. */
    int best, searched, alpha0;
    /* Within an iteration, with multipv: the best exact scores so far, best first. */
    int ntop, top[SEARCH_MAX_LINES];
} Root;

/* Sets the root up at p: its legal moves (how many), winning moves first, then the table's move
 * when table_move_first, then generation order. The table must be ready (tt_new_search()). */
int root_setup(Root *root, const Position *p, int multipv, bool table_move_first);
/* Moves the root move k to the front of the search order, keeping the others' order. */
void root_to_front(Root *root, int k);
/* An iteration starts with the window's lower edge alpha0: nothing is known of it yet. */
void root_new_iteration(Root *root, int alpha0);
/* Root move k finished this iteration with score v (exact, or only a bound): keep it, and its
 * line (pv.h) when exact. */
void root_record(Root *root, int k, int v, bool exact);

/*
 * The lower edge of a root move's window: the best score so far (alpha), or with multipv N the
 * N-th best exact score so far (alpha0 until N moves have one), below which a move cannot
 * enter the lines.
 */
static inline int root_floor(const Root *root, int alpha, int alpha0)
{
    if (root->multipv <= 1)
        return alpha;
    if (root->ntop < root->multipv)
        return alpha0;
    const int nth = root->top[root->ntop - 1];
    return nth < alpha0 ? alpha0 : nth;
}

/* The 32-bit mix a seeded pick takes its candidate by: candidates[mix32(seed) % count]
 * (bench/original-minimax.js has the same). */
static inline uint32_t mix32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7FEB352DU;
    x ^= x >> 15;
    x *= 0x846CA68BU;
    x ^= x >> 16;
    return x;
}

#endif
