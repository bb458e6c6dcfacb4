/*
 * exact.c - the original minimax reproduced exactly ("exact" mode), negamax in tenths.
 *
 * For the root's depth N it computes the value RULES.md's minimax(child, N-1, ...) gives: a
 * position with a winner is worth +-SCORE_EXACT_WIN whatever the distance, depth 0 is the
 * evaluation (even when the side to move could not move), a side with no legal move at depth
 * > 0 has lost. Alpha-beta returns the same root value whatever the move order, so exact mode
 * orders moves like the strong search and keeps a transposition table whose entries are used
 * for cutoffs only at exactly the same remaining depth (its keys are apart from the strong
 * mode's). The move chosen is then the original's: the first legal move in generation order
 * whose score equals the root value (searches with a window past the root value settle the
 * moves the main pass only bounded, and give the chosen one its line), or with a seed a
 * seeded pick among every move reaching it.
 */
#include "search.h"

#define Z_EXACT_MODE 0x9D39247E33776D41ULL /* xored into exact-mode table keys */

static int exact(const Position *p, int depth, int alpha, int beta, int ply);

static int exact_child(const Position *kid, int index, int order, int depth, int alpha, int beta,
                       int ply, bool pv_node)
{
    (void)index, (void)order, (void)pv_node;
    return -exact(kid, depth - 1, -beta, -alpha, ply + 1);
}

static int exact(const Position *p, int depth, int alpha, int beta, int ply)
{
    pv_length[ply] = ply;
    count_node();
    if (search_state.stop)
        return 0;
    if (depth == 0)
        return eval_node(p);
    if (depth == 1)
        return frontier(p, alpha, beta, ply, SCORE_EXACT_WIN, -SCORE_EXACT_WIN);
    check_key(p);
    const uint64_t key = p->key ^ Z_EXACT_MODE;
    TTEntry e;
    Move tt_move = MOVE_NONE;
    if (tt_probe(key, &e)) {
        if (!search_flag(SEARCH_NO_TT_ORDER))
            tt_move = e.move;
        /* An exact entry inside the window would end the line here (a repeated search once
         * answered a one-move pv): such a node is searched again, its stored move first. Either
         * way the value is the same, so the move chosen is too. */
        if (e.depth == depth) {
            if ((e.bound == TT_EXACT && (e.score <= alpha || e.score >= beta)) ||
                (e.bound == TT_LOWER && e.score >= beta) || (e.bound == TT_UPPER && e.score <= alpha))
                return e.score;
        }
    }
    NodeMoves node = {.p = p, .depth = depth, .alpha = alpha, .beta = beta, .ply = ply, .pv_node = false,
                      .tt_move = tt_move, .win = SCORE_EXACT_WIN, .loss = -SCORE_EXACT_WIN,
                      .child = exact_child};
    int best = node_moves(&node);
    if (search_state.stop)
        return 0;
    tt_store(key, best, node.best_move, depth, best >= beta ? TT_LOWER : best > alpha ? TT_EXACT : TT_UPPER);
    return best;
}

/* Value of root move k at depth d in exact mode, searched with the window (alpha, beta). */
static int exact_root_move(int k, int depth, int alpha, int beta)
{
    int w = search_state.root_winner[k];
    if (w == search_state.us)
        return SCORE_EXACT_WIN;
    if (w != NO_WINNER)
        return -SCORE_EXACT_WIN;
    return -exact(&search_state.root_kids[k], depth - 1, -beta, -alpha, 1);
}

/* One exact iteration; returns the root value (garbage when stopped). */
int exact_root(int depth)
{
    int alpha = -SCORE_INF, best = -SCORE_INF;
    search_state.iter_best = -1;
    search_state.iter_searched = 0;
    search_state.ntop = 0;
    for (int i = 0; i < search_state.nroot; i++) {
        int k = search_state.order[i], a = root_floor(alpha, -SCORE_INF);
        pv_length[1] = 1;
        int v = exact_root_move(k, depth, a, SCORE_INF);
        if (search_state.stop)
            return 0;
        record_root_score(k, v, v > a);
        if (v > best) {
            best = v;
            search_state.iter_best = k;
            if (v > alpha)
                alpha = v;
        }
    }
    return best;
}

/*
 * After an exact iteration with root value `value`: the move the original plays. The threshold
 * is value - margin with a seed, else value; moves are taken in generation order and a move
 * known only by an upper bound at or above the threshold is settled by a search whose window
 * gives a move that gets in its exact value and line.
 * Returns -1 when the clock stopped it.
 */
int exact_choice(int depth, int value)
{
    int threshold = search_flag(SEARCH_SEEDED) ? value - search_state.opt.margin : value;
    if (threshold < -SCORE_EXACT_WIN)
        threshold = -SCORE_EXACT_WIN;
    int candidates[MAX_MOVES], count = 0;
    for (int k = 0; k < search_state.nroot; k++) {
        bool in;
        if (search_state.exact_score[k] || search_state.score[k] < threshold) {
            in = search_state.score[k] >= threshold;
        } else {
            /* The window reaches past the root value (no move is worth more), so a move that
             * gets in has its exact value and its line, which the result then shows. */
            pv_length[1] = 1;
            int v = exact_root_move(k, depth, threshold - 1, value + 1);
            if (search_state.stop)
                return -1;
            in = v >= threshold;
            if (in)
                record_root_score(k, v, true);
        }
        if (in) {
            candidates[count++] = k;
            if (!search_flag(SEARCH_SEEDED))
                break;
        }
    }
    return candidates[search_flag(SEARCH_SEEDED) ? mix32(search_state.opt.seed) % (uint32_t)count : 0];
}
