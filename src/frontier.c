/*
 * frontier.c - the nodes one ply above the leaves (frontier.h).
 */
#include "frontier.h"
#include "context.h"
#include "experiments.h"
#include "history.h"
#include "movepick.h"
#include "pv.h"
#include "resolve.h"

/* The evaluation a frontier node scores its children with. */
typedef enum { ORIGINAL_EVAL, EXTENDED_EVAL } Evaluation;

/* The state of a frontier node's loop. */
typedef struct {
    int alpha, beta, best, legal;
} Frontier;

/* Resolves and scores one move of a frontier node, never with the child's key (leaves do not
 * read the table); with the original evaluation, only the child's pieces and chariots. Returns
 * true when the node is decided (a win at once, or a cutoff): its value is then f->best. */
static ALWAYS_INLINE bool frontier_move(const Position *p, Move m, int ply, int win, Frontier *f,
                                       Evaluation eval)
{
    Position kid;
    const int us = p->side, them = us ^ 1;
    /* The extended evaluation reads the stunned flags too: they are final without the key. */
    bool legal = eval == EXTENDED_EVAL ? resolve(p, m, &kid, NULL, RESOLVE_NOKEY)
                                       : resolve(p, m, &kid, NULL, RESOLVE_EVAL);
    if (!legal)
        return false;
    f->legal++;
    count_node();
    int w = chariot_winner(&kid);
    if (w == us) {
        update_pv(ply, m);
        f->best = win;
        return true;
    }
    int v = w == them ? -win : eval == EXTENDED_EVAL ? -eval_extended(&kid) : -eval_original(&kid);
    if (v > f->best) {
        f->best = v;
        if (v > f->alpha) {
            f->alpha = v;
            update_pv(ply, m);
            if (f->alpha >= f->beta) {
                if (material(&kid, us) <= material(p, us))
                    reward_quiet(p, m, ply, 1, NULL, 0);
                return true;
            }
        }
    }
    return false;
}

/*
 * A node one ply above the leaves: its children are only evaluated, so each move is scored as
 * soon as it is resolved, killers first and then in generation order, and the node stops at
 * the first cutoff. Steps are generated lazily, a piece at a time: most nodes cut after a few
 * moves. `win` is what a win at once is worth here and `loss` having no move (exact mode: the
 * original's infinities; strong mode: by distance). No table entries: the node costs less
 * than a table miss.
 */
static ALWAYS_INLINE int frontier_as(const Position *p, int alpha, int beta, int ply, int win, int loss,
                                      Evaluation eval)
{
    Frontier f = {alpha, beta, -SCORE_INF, 0};
    Move k0 = MOVE_NONE, k1 = MOVE_NONE;
    pv_length[ply + 1] = ply + 1;
    if (!experiment(SEARCH_NO_KILLERS)) {
        k0 = pseudo_legal(p, killers[ply][0]) ? killers[ply][0] : MOVE_NONE;
        k1 = pseudo_legal(p, killers[ply][1]) ? killers[ply][1] : MOVE_NONE;
        for (int k = 0; k < 2; k++) {
            Move m = k ? k1 : k0;
            if (m != MOVE_NONE && frontier_move(p, m, ply, win, &f, eval))
                return f.best;
        }
    }
    const int us = p->side;
    const Bitboard empty = ~(p->pieces[BLUE] | p->pieces[RED]);
    Bitboard movers = p->stunned[us] ? p->pieces[us] & ~BIT(p->chariot[us]) : p->pieces[us];
    for (; movers; movers &= movers - 1) {
        int from = __builtin_ctzll(movers);
        for (Bitboard d = KING[from] & empty; d; d &= d - 1) {
            Move m = MAKE_MOVE(from, __builtin_ctzll(d));
            if (m != k0 && m != k1 && frontier_move(p, m, ply, win, &f, eval))
                return f.best;
        }
    }
    return f.legal ? f.best : loss;
}

int frontier(const Position *p, int alpha, int beta, int ply, int win, int loss)
{
    return search_flag(SEARCH_EVAL_EXTENDED) ? frontier_as(p, alpha, beta, ply, win, loss, EXTENDED_EVAL)
                                             : frontier_as(p, alpha, beta, ply, win, loss, ORIGINAL_EVAL);
}
