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
#include "exact.h"
#include "context.h"
#include "experiments.h"
#include "frontier.h"
#include "history.h"
#include "movepick.h"
#include "pv.h"
#include "transposition.h"

#define Z_EXACT_MODE 0x9D39247E33776D41ULL /* xored into exact-mode table keys */

static int exact(const Position *p, int depth, int alpha, int beta, int ply);

/*
 * The moves of an interior node, best-ordered first (movepick.h), each searched a ply deeper:
 * the node's value (fail-soft), and its best move in *best_move (MOVE_NONE when it has no legal
 * move: it has lost).
 */
static int exact_moves(const Position *p, int depth, int alpha, int beta, int ply, Move tt_move,
                       Move *best_move)
{
    MovePicker mp;
    picker_start(&mp, p, ply, depth, tt_move);
    int best = -SCORE_INF, index = 0, status, nquiets = 0;
    Move quiets[MAX_MOVES]; /* the quiet moves tried that did not cut */
    *best_move = MOVE_NONE;
    while ((status = pick_next(&mp)) != PICK_END) {
        pv_length[ply + 1] = ply + 1;
        if (status == PICK_WIN) {
            update_pv(ply, mp.move);
            *best_move = mp.move;
            return SCORE_EXACT_WIN;
        }
        int v = mp.order == ORDER_GIFT ? -SCORE_EXACT_WIN
                                       : -exact(mp.child, depth - 1, -beta, -alpha, ply + 1);
        index++;
        if (search.stop)
            return 0;
        if (v > best) {
            best = v;
            *best_move = mp.move;
            if (v > alpha) {
                alpha = v;
                update_pv(ply, mp.move);
                if (alpha >= beta) {
                    if (mp.quiet)
                        reward_quiet(p, mp.move, ply, depth, quiets, nquiets);
                    break;
                }
            }
        }
        if (mp.quiet && mp.order != ORDER_GIFT)
            quiets[nquiets++] = mp.move;
    }
    return index == 0 ? -SCORE_EXACT_WIN : best;
}

/* The value RULES.md's minimax gives p at depth, as negamax with the window (alpha, beta). */
static int exact(const Position *p, int depth, int alpha, int beta, int ply)
{
    pv_length[ply] = ply;
    count_node();
    if (search.stop)
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
        if (!experiment(SEARCH_NO_TT_ORDER))
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
    Move best_move;
    int best = exact_moves(p, depth, alpha, beta, ply, tt_move, &best_move);
    if (search.stop)
        return 0;
    tt_store(key, best, best_move, depth, best >= beta ? TT_LOWER : best > alpha ? TT_EXACT : TT_UPPER);
    return best;
}

/* Value of root move k at depth d in exact mode, searched with the window (alpha, beta). */
static int exact_root_move(const Root *root, int k, int depth, int alpha, int beta)
{
    int w = root->winner[k];
    if (w == root->us)
        return SCORE_EXACT_WIN;
    if (w != NO_WINNER)
        return -SCORE_EXACT_WIN;
    return -exact(&root->kids[k], depth - 1, -beta, -alpha, 1);
}

/* One exact iteration: each root move in the search order, with a window that settles the best
 * (and with multipv the best N) exactly and bounds the others. */
int exact_root(Root *root, int depth)
{
    int alpha = -SCORE_INF, best = -SCORE_INF;
    root_new_iteration(root, -SCORE_INF);
    for (int i = 0; i < root->n; i++) {
        int k = root->order[i], a = root_floor(root, alpha, -SCORE_INF);
        pv_length[1] = 1;
        int v = exact_root_move(root, k, depth, a, SCORE_INF);
        if (search.stop)
            return 0;
        root_record(root, k, v, v > a);
        if (v > best) {
            best = v;
            root->best = k;
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
int exact_choice(Root *root, int depth, int value)
{
    int threshold = search_flag(SEARCH_SEEDED) ? value - search.opt.margin : value;
    if (threshold < -SCORE_EXACT_WIN)
        threshold = -SCORE_EXACT_WIN;
    int candidates[MAX_MOVES], count = 0;
    for (int k = 0; k < root->n; k++) {
        bool in;
        if (root->exact_score[k] || root->score[k] < threshold) {
            in = root->score[k] >= threshold;
        } else {
            /* The window reaches past the root value (no move is worth more), so a move that
             * gets in has its exact value and its line, which the result then shows. */
            pv_length[1] = 1;
            int v = exact_root_move(root, k, depth, threshold - 1, value + 1);
            if (search.stop)
                return -1;
            in = v >= threshold;
            if (in)
                root_record(root, k, v, true);
        }
        if (in) {
            candidates[count++] = k;
            if (!search_flag(SEARCH_SEEDED))
                break;
        }
    }
    return candidates[search_flag(SEARCH_SEEDED) ? mix32(search.opt.seed) % (uint32_t)count : 0];
}
