/*
 * movepick.h - the moves of a search node, in the order they are tried (movepick.c), for both
 * searches (exact.c, strong.c): a staged picker that emits one move at a time, most likely to
 * cut first, and the captures of a quiescence node.
 *
 * Ordering: the table's move (resolved and tried before the other moves are even generated: a
 * cutoff then saves resolving every other move), then moves that gain material, killers, the
 * rest by history (history.h); moves that lose material and moves that let the opponent win at
 * once last.
 */
#ifndef POLIS_MOVEPICK_H
#define POLIS_MOVEPICK_H

#include "polis.h"

/* Move ordering classes. */
#define ORDER_TT (1 << 30)
#define ORDER_CAPTURE (1 << 26)
#define ORDER_KILLER1 (1 << 25)
#define ORDER_KILLER2 ((1 << 25) - 1)
#define ORDER_BAD (-(1 << 25)) /* loses own pieces */
#define ORDER_GIFT (-(1 << 30)) /* makes the opponent win at once */

/* The moves of each ply's node, as the picker resolved them (ply_moves[ply][i]: the i-th picked). */
extern Move ply_moves[SEARCH_MAX_PLY][MAX_MOVES];

/* The stages of an interior node's moves, in order. */
typedef enum {
    STAGE_TT,       /* the table's move, resolved alone before anything is generated */
    STAGE_KILLERS,  /* the two killers, each resolved alone (with SEARCH_STAGED_KILLERS: it made
                     * the trees 60% larger, captures first matter) */
    STAGE_GENERATE, /* every other step resolved, with its ordering value (expand_rest()) */
    STAGE_REST,     /* those, best-ordered first (pick()) */
    STAGE_DONE,
} PickStage;

/* An interior node's picker: picker_start() sets it up, pick_next() gives each move. */
typedef struct {
    const Position *p;
    PickStage stage;
    int ply, i, n, killer;
    bool keyed;           /* the children need hash keys (they are not one ply above the leaves) */
    Move tt_move, tried[3];
    int ntried;
    Position kid;         /* the child of a move resolved alone */
    /* The move picked, its child, ordering value, and whether it gains no material: */
    Move move;
    const Position *child;
    int order;
    bool quiet;
} MovePicker;

enum { PICK_MOVE, PICK_WIN, PICK_END };

/* Sets up the moves of p, a node at `depth` and `ply` whose table move is tt_move (MOVE_NONE:
 * none), tried first. */
void picker_start(MovePicker *mp, const Position *p, int ply, int depth, Move tt_move);
/* The next move to try: PICK_MOVE (mp->move, its child mp->child), PICK_WIN (mp->move wins at
 * once) or PICK_END (no more moves). */
int pick_next(MovePicker *mp);

/* Quiescence: resolves the moves of p that gain material into the ply's slots with their
 * ordering values; how many, or -1 when one of p's moves wins at once (*win is that move). Then
 * pick(ply, i, n) gives them best first: the child of ply_moves[ply][i]. */
int expand_captures(const Position *p, int ply, Move *win);
const Position *pick(int ply, int i, int n);

/* Pieces of side us less the other side's. */
static inline int material(const Position *p, int us)
{
    int blue = __builtin_popcountll(p->pieces[BLUE]) - __builtin_popcountll(p->pieces[RED]);
    return us == BLUE ? blue : -blue;
}

/* Whether m is a step of a piece of the side to move onto an empty neighbour (a table move or a
 * killer is checked before it is resolved: keys can collide, killers come from other nodes). */
static inline bool pseudo_legal(const Position *p, Move m)
{
    int f = MOVE_FROM(m), t = MOVE_TO(m), us = p->side;
    return m != MOVE_NONE && (p->pieces[us] & BIT(f)) && (KING[f] & BIT(t)) &&
           !((p->pieces[BLUE] | p->pieces[RED]) & BIT(t)) && !(p->stunned[us] && p->chariot[us] == f);
}

#endif
