/*
 * movepick.c - the moves of a search node, in the order they are tried (movepick.h).
 */
#include "movepick.h"
#include "experiments.h"
#include "history.h"
#include "resolve.h"

Move ply_moves[SEARCH_MAX_PLY][MAX_MOVES];
static Position ply_kids[SEARCH_MAX_PLY][MAX_MOVES];
static int ply_order[SEARCH_MAX_PLY][MAX_MOVES];
static uint8_t ply_slot[SEARCH_MAX_PLY][MAX_MOVES]; /* where each move's child is in ply_kids */

/* The moves expand_as() keeps. */
typedef enum {
    ALL_MOVES,
    CAPTURES_ONLY, /* the moves that gain material (quiescence) */
} MoveSet;

/*
 * Resolves every step of p but the nskip moves of skip into ply_kids[ply], as `mode` says (with
 * or without the children's hash keys), keeping the legal ones of `set` with an ordering value.
 * Returns how many, or -1 when one of them wins at once (*win is that move).
 */
static ALWAYS_INLINE int expand_as(const Position *p, int ply, const Move *skip, int nskip, Move *win,
                                   MoveSet set, ResolveMode mode)
{
    Move steps[MAX_MOVES];
    const int us = p->side, them = us ^ 1, before = material(p, us);
    int count = generate_steps(p, steps), n = 0;
    Move *moves = ply_moves[ply];
    Position *kids = ply_kids[ply];
    int *order = ply_order[ply];
    for (int i = 0; i < count; i++) {
        Move m = steps[i];
        bool skipped = false;
        for (int k = 0; k < nskip; k++)
            skipped |= m == skip[k];
        if (skipped || !resolve(p, m, &kids[n], NULL, mode))
            continue;
        int w = chariot_winner(&kids[n]);
        if (w == us) {
            *win = m;
            return -1;
        }
        int gain = material(&kids[n], us) - before, value;
        if (set == CAPTURES_ONLY && (gain <= 0 || w == them))
            continue;
        if (w == them)
            value = ORDER_GIFT;
        else if (gain > 0)
            value = ORDER_CAPTURE + gain * 65536;
        else if (m == killers[ply][0])
            value = ORDER_KILLER1;
        else if (m == killers[ply][1])
            value = ORDER_KILLER2;
        else
            value = history[us][MOVE_FROM(m)][MOVE_TO(m)] + (gain < 0 ? ORDER_BAD + gain * 65536 : 0);
        moves[n] = m;
        order[n] = value;
        ply_slot[ply][n] = (uint8_t)n;
        n++;
    }
    return n;
}

int expand_captures(const Position *p, int ply, Move *win)
{
    return expand_as(p, ply, NULL, 0, win, CAPTURES_ONLY, RESOLVE_FULL);
}

/* Brings the best-ordered of moves i..n-1 to slot i and returns its child (children stay where
 * expand_as() put them: only their slot numbers move). */
const Position *pick(int ply, int i, int n)
{
    int *order = ply_order[ply], best = i;
    for (int j = i + 1; j < n; j++)
        if (order[j] > order[best])
            best = j;
    if (best != i) {
        Move m = ply_moves[ply][i];
        ply_moves[ply][i] = ply_moves[ply][best];
        ply_moves[ply][best] = m;
        int o = order[i];
        order[i] = order[best];
        order[best] = o;
        uint8_t k = ply_slot[ply][i];
        ply_slot[ply][i] = ply_slot[ply][best];
        ply_slot[ply][best] = k;
    }
    return &ply_kids[ply][ply_slot[ply][i]];
}

void picker_start(MovePicker *mp, const Position *p, int ply, int depth, Move tt_move)
{
    /* Children of a node at depth 2 or less are leaves or frontier nodes: neither reads the
     * table, so they are resolved without their keys (with SEARCH_QSEARCH a depth-1 node is an
     * ordinary one, which does). */
    *mp = (MovePicker){.p = p, .stage = STAGE_TT, .ply = ply,
                       .keyed = depth > 2 || experiment(SEARCH_QSEARCH), .tt_move = tt_move};
}

/* Every move of the picker's node but those it tried alone (expand_as()): with the children's
 * hash keys, or without them for a node two plies above the leaves, whose children never look
 * at the table. */
static int expand_rest(MovePicker *mp, Move *win)
{
    return mp->keyed ? expand_as(mp->p, mp->ply, mp->tried, mp->ntried, win, ALL_MOVES, RESOLVE_FULL)
                     : expand_as(mp->p, mp->ply, mp->tried, mp->ntried, win, ALL_MOVES, RESOLVE_NOKEY);
}

/* Resolves one move alone (table move, killer); PICK_MOVE, PICK_WIN or PICK_END (illegal). */
static int pick_alone(MovePicker *mp, Move m, int order)
{
    if (!pseudo_legal(mp->p, m) ||
        !(mp->keyed ? resolve(mp->p, m, &mp->kid, NULL, RESOLVE_FULL)
                    : resolve(mp->p, m, &mp->kid, NULL, RESOLVE_NOKEY)))
        return PICK_END;
    const int us = mp->p->side, w = chariot_winner(&mp->kid);
    mp->tried[mp->ntried++] = m;
    mp->move = m;
    mp->child = &mp->kid;
    mp->order = w == (us ^ 1) ? ORDER_GIFT : order;
    mp->quiet = material(&mp->kid, us) <= material(mp->p, us);
    return w == us ? PICK_WIN : PICK_MOVE;
}

int pick_next(MovePicker *mp)
{
    switch (mp->stage) {
    case STAGE_TT:
        mp->stage = STAGE_KILLERS;
        if (mp->tt_move != MOVE_NONE) {
            int status = pick_alone(mp, mp->tt_move, ORDER_TT);
            if (status != PICK_END)
                return status;
        }
        /* fall through */
    case STAGE_KILLERS:
        while (experiment(SEARCH_STAGED_KILLERS) && !experiment(SEARCH_NO_KILLERS) && mp->killer < 2) {
            Move m = killers[mp->ply][mp->killer];
            int order = mp->killer++ ? ORDER_KILLER2 : ORDER_KILLER1;
            if (m == mp->tt_move)
                continue;
            int status = pick_alone(mp, m, order);
            if (status != PICK_END)
                return status;
        }
        mp->stage = STAGE_GENERATE;
        /* fall through */
    case STAGE_GENERATE: {
        Move win;
        mp->n = expand_rest(mp, &win);
        if (mp->n < 0) {
            mp->stage = STAGE_DONE;
            mp->move = win;
            return PICK_WIN;
        }
        mp->i = 0;
        mp->stage = STAGE_REST;
    }
        /* fall through */
    case STAGE_REST:
        if (mp->i < mp->n) {
            int i = mp->i++;
            mp->child = pick(mp->ply, i, mp->n);
            mp->move = ply_moves[mp->ply][i];
            mp->order = ply_order[mp->ply][i];
            mp->quiet = mp->order < ORDER_CAPTURE && mp->order > ORDER_BAD;
            return PICK_MOVE;
        }
        mp->stage = STAGE_DONE;
        /* fall through */
    case STAGE_DONE:
        break;
    }
    return PICK_END;
}
