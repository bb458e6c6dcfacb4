/*
 * movepick.c - the moves of a search node, in the order they are tried, for both modes.
 *
 * Ordering: the table's move (resolved and tried before the other moves are even generated: a
 * cutoff then saves resolving every other move), then moves that gain material, killers, the
 * rest by history; moves that lose material and moves that let the opponent win at once last.
 *
 * A node one ply above the leaves (frontier()) only needs its children's evaluations: it
 * resolves its moves one at a time and stops at the first cutoff.
 */
#include "search.h"

Move ply_moves[SEARCH_MAX_PLY][MAX_MOVES];
Position ply_kids[SEARCH_MAX_PLY][MAX_MOVES];
int ply_order[SEARCH_MAX_PLY][MAX_MOVES];
Move killers[SEARCH_MAX_PLY][2];
int history[2][64][64];

/*
 * Resolves every step of p into ply_kids[ply], keeping the legal ones with an ordering value.
 * Returns how many, or -1 when one of them wins at once (*win is that move). With captures_only,
 * keeps only the moves that gain material (quiescence).
 */
int expand(const Position *p, int ply, Move tt_move, Move skip, Move *win, bool captures_only)
{
    Move steps[MAX_MOVES];
    const int us = p->side, them = us ^ 1, before = material(p, us);
    int count = generate_steps(p, steps), n = 0;
    Move *moves = ply_moves[ply];
    Position *kids = ply_kids[ply];
    int *order = ply_order[ply];
    for (int i = 0; i < count; i++) {
        Move m = steps[i];
        if (m == skip || !position_play(p, m, &kids[n], NULL))
            continue;
        int w = position_winner(&kids[n]);
        if (w == us) {
            *win = m;
            return -1;
        }
        int gain = material(&kids[n], us) - before, value;
        if (captures_only && (gain <= 0 || w == them))
            continue;
        if (w == them)
            value = ORDER_GIFT;
        else if (m == tt_move)
            value = ORDER_TT;
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
        n++;
    }
    return n;
}

/* Brings the best-ordered of moves i..n-1 to slot i. */
void pick(int ply, int i, int n)
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
        Position k = ply_kids[ply][i];
        ply_kids[ply][i] = ply_kids[ply][best];
        ply_kids[ply][best] = k;
    }
}

/* Whether m is a step of a piece of the side to move onto an empty neighbour (a table move
 * is checked before it is resolved: keys can collide). */
static inline bool pseudo_legal(const Position *p, Move m)
{
    int f = MOVE_FROM(m), t = MOVE_TO(m), us = p->side;
    return m != MOVE_NONE && (p->pieces[us] & BIT(f)) && (KING[f] & BIT(t)) &&
           !((p->pieces[BLUE] | p->pieces[RED]) & BIT(t)) && !(p->stunned[us] && p->chariot[us] == f);
}

void reward_quiet(const Position *p, Move m, int ply, int depth)
{
    if (!has(SEARCH_NO_KILLERS) && killers[ply][0] != m) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = m;
    }
    if (!has(SEARCH_NO_HISTORY)) {
        int *h = &history[p->side][MOVE_FROM(m)][MOVE_TO(m)];
        *h += depth * depth;
        if (*h > ORDER_HISTORY_MAX) {
            for (int s = 0; s < 2; s++)
                for (int f = 0; f < 64; f++)
                    for (int t = 0; t < 64; t++)
                        history[s][f][t] /= 2;
        }
    }
}

/*
 * A node one ply above the leaves: its children are only evaluated, so each move is scored as
 * soon as it is resolved, killers first and then in generation order, and the node stops at
 * the first cutoff instead of resolving every move first. `win` is what a win at once is worth
 * here and `loss` having no move (exact mode: the original's infinities; strong mode: by
 * distance). No table entries: the
 * node costs less than a table miss.
 */
int frontier(const Position *p, int alpha, int beta, int ply, int win, int loss)
{
    Move steps[MAX_MOVES];
    Position kid;
    const int us = p->side, them = us ^ 1;
    int n = generate_steps(p, steps), legal = 0, best = -SCORE_INF;
    pv_length[ply + 1] = ply + 1;
    if (!has(SEARCH_NO_KILLERS)) {
        for (int k = 1; k >= 0; k--) {
            Move m = killers[ply][k];
            for (int i = 0; m != MOVE_NONE && i < n; i++)
                if (steps[i] == m) {
                    for (; i > 0; i--)
                        steps[i] = steps[i - 1];
                    steps[0] = m;
                    break;
                }
        }
    }
    for (int i = 0; i < n; i++) {
        Move m = steps[i];
        if (!position_play(p, m, &kid, NULL))
            continue;
        legal++;
        count_node();
        int w = position_winner(&kid);
        if (w == us) {
            update_pv(ply, m);
            return win;
        }
        int v = w == them ? -win : -eval_node(&kid);
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                update_pv(ply, m);
                if (alpha >= beta) {
                    if (material(&kid, us) <= material(p, us))
                        reward_quiet(p, m, ply, 1);
                    break;
                }
            }
        }
    }
    return legal ? best : loss;
}

/*
 * The move loop shared by both modes: tries the table's move before generating anything (a
 * cutoff then saves resolving every other move), then the rest in order. child() gives a
 * child's value (index counts the moves tried before it); returns the node's value
 * (fail-soft) and sets *best_move.
 */
int node_moves(const Position *p, int depth, int alpha, int beta, int ply, bool pv_node,
                      Move tt_move, int win, int loss, ChildFn child, Move *best_move)
{
    const int us = p->side, them = us ^ 1;
    int best = -SCORE_INF, index = 0;
    *best_move = MOVE_NONE;
    Move tried = MOVE_NONE;
    if (tt_move != MOVE_NONE && pseudo_legal(p, tt_move)) {
        Position kid;
        if (position_play(p, tt_move, &kid, NULL)) {
            int w = position_winner(&kid);
            pv_length[ply + 1] = ply + 1;
            if (w == us) {
                update_pv(ply, tt_move);
                *best_move = tt_move;
                return win;
            }
            tried = tt_move;
            int v = w == them ? -win : child(&kid, index, ORDER_TT, depth, alpha, beta, ply, pv_node);
            index++;
            if (S.stop)
                return 0;
            best = v;
            *best_move = tt_move;
            if (v > alpha) {
                alpha = v;
                update_pv(ply, tt_move);
                if (alpha >= beta) {
                    if (material(&kid, us) <= material(p, us))
                        reward_quiet(p, tt_move, ply, depth);
                    return best;
                }
            }
        }
    }
    Move win_move;
    int n = expand(p, ply, MOVE_NONE, tried, &win_move, false);
    if (n < 0) {
        pv_length[ply + 1] = ply + 1;
        update_pv(ply, win_move);
        *best_move = win_move;
        return win;
    }
    if (n == 0 && index == 0)
        return loss; /* no legal move: lost here */
    for (int i = 0; i < n; i++, index++) {
        pick(ply, i, n);
        const int order = ply_order[ply][i];
        pv_length[ply + 1] = ply + 1;
        int v = order == ORDER_GIFT ? -win
                                    : child(&ply_kids[ply][i], index, order, depth, alpha, beta, ply, pv_node);
        if (S.stop)
            return 0;
        if (v > best) {
            best = v;
            *best_move = ply_moves[ply][i];
            if (v > alpha) {
                alpha = v;
                update_pv(ply, *best_move);
                if (alpha >= beta) {
                    if (order < ORDER_CAPTURE && order > ORDER_BAD)
                        reward_quiet(p, *best_move, ply, depth);
                    break;
                }
            }
        }
    }
    return best;
}
