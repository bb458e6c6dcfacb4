/*
 * search.c - the search: the original minimax reproduced exactly ("exact" mode) and the strong
 * engine (iterative deepening, transposition table, move ordering, principal variation search,
 * null move, late-move reductions, scores by distance to a win).
 *
 * Both modes are negamax: a score is from the side to move's view, in tenths (eval.c).
 *
 * Exact mode computes, for the root's depth N, the value RULES.md's minimax(child, N-1, ...)
 * gives: a position with a winner is worth +-SCORE_EXACT_WIN whatever the distance, depth 0
 * is the evaluation (even when the side to move could not move), a side with no legal move at
 * depth > 0 has lost. Alpha-beta returns the same root value whatever the move order, so exact
 * mode orders moves like the strong search and keeps a transposition table whose entries are
 * used for cutoffs only at exactly the same remaining depth (its keys are apart from the
 * strong mode's). The move chosen is then the original's: the first legal move in generation
 * order whose score equals the root value (null-window searches check the moves the main pass
 * only bounded), or with a seed a seeded pick among every move reaching it.
 *
 * Strong mode: iterative deepening with aspiration windows from depth 4, principal variation
 * search, null move (R = 2, 3 from depth 7; not at PV nodes or near win scores), late-move
 * reductions of quiet non-killer moves, a transposition table (tt.c), ordering: table move
 * (tried before the other moves are even generated), moves that gain material, killers,
 * history. Wins score SCORE_WIN less the distance, so the fastest win and the slowest loss
 * are preferred. A quiescence search over captures exists behind SEARCH_QSEARCH but is off:
 * it made the engine weaker in matches (bench/RESULTS.md, "Search features").
 *
 * Both modes resolve the moves of a node one ply above the leaves one at a time and stop at
 * the first cutoff (frontier()): the leaves only need the evaluation.
 *
 * The search is driven one iteration at a time (search_iterate), so a host can report
 * progress, yield or stop between iterations. Inside an iteration the clock is read every
 * 256 nodes; the first iteration (depth 1) always completes, so a move is always found. With
 * a budget, a new iteration starts only if it is expected to finish within it; an unfinished
 * iteration's move is used when it had already beaten the previous best move.
 */
#include "polis.h"
#include "tables.h"

#include <string.h>

#define Z_EXACT_MODE 0x9D39247E33776D41ULL /* xored into exact-mode table keys */

/* Move ordering classes. */
#define ORDER_TT (1 << 30)
#define ORDER_CAPTURE (1 << 26)
#define ORDER_KILLER1 (1 << 25)
#define ORDER_KILLER2 ((1 << 25) - 1)
#define ORDER_HISTORY_MAX ((1 << 24) - 1)
#define ORDER_BAD (-(1 << 25)) /* loses own pieces */
#define ORDER_GIFT (-(1 << 30)) /* makes the opponent win at once */

typedef struct {
    Position root;
    SearchOptions opt;
    int us;
    int nroot;
    Move root_moves[MAX_MOVES];    /* generation order */
    Position root_kids[MAX_MOVES];
    int8_t root_winner[MAX_MOVES];
    int order[MAX_MOVES];          /* root move indices, in the order searched */
    int score[MAX_MOVES];          /* this iteration's score or bound, per root move */
    bool exact_score[MAX_MOVES];   /* score[] is exact, not a bound */
    Move root_pv[MAX_MOVES][SEARCH_MAX_PLY];
    int root_pv_len[MAX_MOVES];
    int next_depth;
    int prev_score;
    double start, deadline;
    double iter_ms, growth;         /* the last completed iteration's time, and its growth */
    uint64_t nodes;
    bool abortable, stop, running;
    /* Within an iteration: the best root move so far and how many moves were finished. */
    int iter_best, iter_searched, iter_alpha0;
    /* Within an iteration, with multipv: the best exact scores so far, best first. */
    int ntop, top[SEARCH_MAX_LINES];
} SearchState;

static SearchState S;

static Move ply_moves[SEARCH_MAX_PLY][MAX_MOVES];
static Position ply_kids[SEARCH_MAX_PLY][MAX_MOVES];
static int ply_order[SEARCH_MAX_PLY][MAX_MOVES];
static Move pv_table[SEARCH_MAX_PLY][SEARCH_MAX_PLY];
static int pv_length[SEARCH_MAX_PLY];
static Move killers[SEARCH_MAX_PLY][2];
static int history[2][64][64];

static inline bool has(unsigned flag) { return (S.opt.flags & flag) != 0; }

/* The evaluation this search uses: the original's unless asked for the extended one. */
static inline int eval_node(const Position *p)
{
    return has(SEARCH_EVAL_EXTENDED) ? evaluate_extended(p) : evaluate(p);
}

static inline void count_node(void)
{
    if ((++S.nodes & 255) == 0 && S.abortable && S.deadline > 0 && clock_ms() >= S.deadline)
        S.stop = true;
}

static inline int material(const Position *p, int us)
{
    return __builtin_popcountll(p->pieces[us]) - __builtin_popcountll(p->pieces[us ^ 1]);
}

static inline int score_to_tt(int s, int ply)
{
    return s >= SCORE_WIN_BOUND ? s + ply : s <= -SCORE_WIN_BOUND ? s - ply : s;
}

static inline int score_from_tt(int s, int ply)
{
    return s >= SCORE_WIN_BOUND ? s - ply : s <= -SCORE_WIN_BOUND ? s + ply : s;
}

/*
 * The lower edge of a root move's window: the best score so far (alpha), or with multipv N the
 * N-th best exact score so far (alpha0 until N moves have one), below which a move cannot
 * enter the lines.
 */
static inline int root_floor(int alpha, int alpha0)
{
    if (S.opt.multipv <= 1)
        return alpha;
    return S.ntop < S.opt.multipv || S.top[S.ntop - 1] < alpha0 ? alpha0 : S.top[S.ntop - 1];
}

static void update_pv(int ply, Move m)
{
    pv_table[ply][ply] = m;
    int n = pv_length[ply + 1];
    for (int i = ply + 1; i < n; i++)
        pv_table[ply][i] = pv_table[ply + 1][i];
    pv_length[ply] = n > ply + 1 ? n : ply + 1;
}

/* Root move k finished this iteration with score v (exact, or only a bound): keep its line. */
static void record_root_score(int k, int v, bool exact)
{
    S.iter_searched++;
    S.score[k] = v;
    S.exact_score[k] = exact;
    if (exact && S.opt.multipv > 1 && (S.ntop < S.opt.multipv || S.top[S.ntop - 1] < v)) {
        int i = S.ntop < S.opt.multipv ? S.ntop++ : S.ntop - 1;
        for (; i > 0 && S.top[i - 1] < v; i--)
            S.top[i] = S.top[i - 1];
        S.top[i] = v;
    }
    if (exact) {
        pv_length[0] = 0;
        update_pv(0, S.root_moves[k]);
        S.root_pv_len[k] = pv_length[0];
        memcpy(S.root_pv[k], pv_table[0], sizeof(Move) * (size_t)pv_length[0]);
    }
}

/*
 * Resolves every step of p into ply_kids[ply], keeping the legal ones with an ordering value.
 * Returns how many, or -1 when one of them wins at once (*win is that move). With captures_only,
 * keeps only the moves that gain material (quiescence).
 */
static int expand(const Position *p, int ply, Move tt_move, Move skip, Move *win, bool captures_only)
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
static inline void pick(int ply, int i, int n)
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

static void reward_quiet(const Position *p, Move m, int ply, int depth)
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

/* ---------------------------------------------------------------------------------------
 * Exact mode: the original minimax.
 * --------------------------------------------------------------------------------------- */

/*
 * A node one ply above the leaves: its children are only evaluated, so each move is scored as
 * soon as it is resolved, killers first and then in generation order, and the node stops at
 * the first cutoff instead of resolving every move first. `win` is what a win at once is worth
 * here and `loss` having no move (exact mode: the original's infinities; strong mode: by
 * distance). No table entries: the
 * node costs less than a table miss.
 */
static int frontier(const Position *p, int alpha, int beta, int ply, int win, int loss)
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
typedef int (*ChildFn)(const Position *kid, int index, int order, int depth, int alpha, int beta,
                       int ply, bool pv_node);

static int node_moves(const Position *p, int depth, int alpha, int beta, int ply, bool pv_node,
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
    if (S.stop)
        return 0;
    if (depth == 0)
        return eval_node(p);
    if (depth == 1)
        return frontier(p, alpha, beta, ply, SCORE_EXACT_WIN, -SCORE_EXACT_WIN);
    const uint64_t key = p->key ^ Z_EXACT_MODE;
    TTEntry e;
    Move tt_move = MOVE_NONE;
    if (tt_probe(key, &e)) {
        if (!has(SEARCH_NO_TT_ORDER))
            tt_move = e.move;
        if (e.depth == depth) {
            if (e.bound == TT_EXACT || (e.bound == TT_LOWER && e.score >= beta) ||
                (e.bound == TT_UPPER && e.score <= alpha))
                return e.score;
        }
    }
    Move best_move;
    int best = node_moves(p, depth, alpha, beta, ply, false, tt_move, SCORE_EXACT_WIN,
                          -SCORE_EXACT_WIN, exact_child, &best_move);
    if (S.stop)
        return 0;
    tt_store(key, best, best_move, depth, best >= beta ? TT_LOWER : best > alpha ? TT_EXACT : TT_UPPER);
    return best;
}

/* Value of root move k at depth d in exact mode, searched with the window (alpha, beta). */
static int exact_root_move(int k, int depth, int alpha, int beta)
{
    int w = S.root_winner[k];
    if (w == S.us)
        return SCORE_EXACT_WIN;
    if (w != NO_WINNER)
        return -SCORE_EXACT_WIN;
    return -exact(&S.root_kids[k], depth - 1, -beta, -alpha, 1);
}

/* One exact iteration; returns the root value (garbage when stopped). */
static int exact_root(int depth)
{
    int alpha = -SCORE_INF, best = -SCORE_INF;
    S.iter_best = -1;
    S.iter_searched = 0;
    S.ntop = 0;
    for (int i = 0; i < S.nroot; i++) {
        int k = S.order[i], a = root_floor(alpha, -SCORE_INF);
        pv_length[1] = 1;
        int v = exact_root_move(k, depth, a, SCORE_INF);
        if (S.stop)
            return 0;
        record_root_score(k, v, v > a);
        if (v > best) {
            best = v;
            S.iter_best = k;
            if (v > alpha)
                alpha = v;
        }
    }
    return best;
}

/* ---------------------------------------------------------------------------------------
 * Strong mode.
 * --------------------------------------------------------------------------------------- */

static int qsearch(const Position *p, int alpha, int beta, int ply)
{
    count_node();
    pv_length[ply] = ply;
    if (S.stop)
        return 0;
    int stand = eval_node(p);
    if (stand >= beta || ply >= SEARCH_MAX_PLY - 2)
        return stand;
    if (stand > alpha)
        alpha = stand;
    Move win;
    int n = expand(p, ply, MOVE_NONE, MOVE_NONE, &win, true);
    if (n < 0)
        return SCORE_WIN - ply - 1;
    int best = stand;
    for (int i = 0; i < n; i++) {
        pick(ply, i, n);
        int v = -qsearch(&ply_kids[ply][i], -beta, -alpha, ply + 1);
        if (S.stop)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                update_pv(ply, ply_moves[ply][i]);
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

static int search(const Position *p, int depth, int alpha, int beta, int ply, bool pv_node, bool null_ok);

/* A child in principal variation search, with late-move reductions for quiet late moves. */
static int strong_child(const Position *kid, int index, int order, int depth, int alpha, int beta,
                        int ply, bool pv_node)
{
    if (index == 0 || has(SEARCH_NO_PVS))
        return -search(kid, depth - 1, -beta, -alpha, ply + 1, pv_node && index == 0, true);
    int r = 0;
    if (!has(SEARCH_NO_LMR) && depth >= 3 && index >= 3 && order < ORDER_KILLER2)
        r = (index >= 8 && depth >= 5) ? 2 : 1;
    int v = -search(kid, depth - 1 - r, -alpha - 1, -alpha, ply + 1, false, true);
    if (v > alpha && r && !S.stop)
        v = -search(kid, depth - 1, -alpha - 1, -alpha, ply + 1, false, true);
    if (v > alpha && v < beta && !S.stop)
        v = -search(kid, depth - 1, -beta, -alpha, ply + 1, true, true);
    return v;
}

static int search(const Position *p, int depth, int alpha, int beta, int ply, bool pv_node, bool null_ok)
{
    pv_length[ply] = ply;
    if (depth <= 0) {
        if (has(SEARCH_QSEARCH))
            return qsearch(p, alpha, beta, ply);
        count_node();
        return eval_node(p);
    }
    count_node();
    if (S.stop)
        return 0;
    if (ply >= SEARCH_MAX_PLY - 2)
        return eval_node(p);

    /* Nothing here can beat a win on the next move or be worse than having no move now. */
    int lo = -SCORE_WIN + ply, hi = SCORE_WIN - ply - 1;
    if (alpha < lo) {
        alpha = lo;
        if (lo >= beta)
            return lo;
    }
    if (beta > hi) {
        beta = hi;
        if (alpha >= hi)
            return hi;
    }
    if (depth == 1 && !has(SEARCH_QSEARCH))
        return frontier(p, alpha, beta, ply, hi, lo);

    TTEntry e;
    Move tt_move = MOVE_NONE;
    if (tt_probe(p->key, &e)) {
        if (!has(SEARCH_NO_TT_ORDER))
            tt_move = e.move;
        if (!pv_node && e.depth >= depth) {
            int s = score_from_tt(e.score, ply);
            if (e.bound == TT_EXACT || (e.bound == TT_LOWER && s >= beta) ||
                (e.bound == TT_UPPER && s <= alpha))
                return s;
        }
    }

    /* Null move: let the opponent move twice; if we still reach beta, cut. */
    if (!pv_node && null_ok && !has(SEARCH_NO_NULL) && depth >= 3 && beta > -SCORE_WIN_BOUND &&
        beta < SCORE_WIN_BOUND && eval_node(p) >= beta) {
        Position np = *p;
        np.side ^= 1;
        np.key ^= Z_SIDE;
        int r = depth >= 7 ? 3 : 2;
        int v = -search(&np, depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
        if (S.stop)
            return 0;
        if (v >= beta)
            return v >= SCORE_WIN_BOUND ? beta : v;
    }

    Move best_move;
    int best = node_moves(p, depth, alpha, beta, ply, pv_node, tt_move, hi, lo, strong_child, &best_move);
    if (S.stop)
        return 0;
    tt_store(p->key, score_to_tt(best, ply), best_move, depth,
             best >= beta ? TT_LOWER : best > alpha ? TT_EXACT : TT_UPPER);
    return best;
}

/* One strong iteration at the root with the window (alpha, beta). */
static int strong_root(int depth, int alpha, int beta)
{
    const bool seeded = has(SEARCH_SEEDED), pvs = !has(SEARCH_NO_PVS);
    const int alpha0 = alpha;
    int best = -SCORE_INF;
    S.iter_best = -1;
    S.iter_searched = 0;
    S.iter_alpha0 = alpha0;
    S.ntop = 0;
    for (int i = 0; i < S.nroot; i++) {
        int k = S.order[i], w = S.root_winner[k], v, a = root_floor(alpha, alpha0);
        const Position *kid = &S.root_kids[k];
        pv_length[1] = 1;
        if (seeded && best > -SCORE_INF && best - S.opt.margin - 1 < a)
            a = best - S.opt.margin - 1 > alpha0 ? best - S.opt.margin - 1 : alpha0;
        if (w == S.us) {
            v = SCORE_WIN - 1;
        } else if (w != NO_WINNER) {
            v = -(SCORE_WIN - 1);
        } else if (i == 0 || !pvs || (S.opt.multipv > 1 && a == alpha0)) {
            v = -search(kid, depth - 1, -beta, -a, 1, true, true);
        } else {
            v = -search(kid, depth - 1, -a - 1, -a, 1, false, true);
            if (v > a && v < beta && !S.stop)
                v = -search(kid, depth - 1, -beta, -a, 1, true, true);
        }
        if (S.stop)
            break;
        record_root_score(k, v, v > a && v < beta);
        if (v > best) {
            best = v;
            S.iter_best = k;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

/* ---------------------------------------------------------------------------------------
 * Driving the iterations.
 * --------------------------------------------------------------------------------------- */

static uint32_t mix32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7FEB352DU;
    x ^= x >> 15;
    x *= 0x846CA68BU;
    x ^= x >> 16;
    return x;
}

/* Moves the root move k to the front of the search order, keeping the others' order. */
static void root_to_front(int k)
{
    int i = 0;
    while (S.order[i] != k)
        i++;
    for (; i > 0; i--)
        S.order[i] = S.order[i - 1];
    S.order[0] = k;
}

static void set_pv(SearchResult *r, int k)
{
    r->move = S.root_moves[k];
    if (S.exact_score[k] && S.root_pv_len[k] > 0 && S.root_pv[k][0] == r->move) {
        r->pv_len = S.root_pv_len[k];
        memcpy(r->pv, S.root_pv[k], sizeof(Move) * (size_t)r->pv_len);
    } else {
        r->pv_len = 1;
        r->pv[0] = r->move;
    }
}

static int mate_of(int score, bool exact_mode)
{
    if (exact_mode)
        return 0;
    if (score >= SCORE_WIN_BOUND)
        return SCORE_WIN - score;
    if (score <= -SCORE_WIN_BOUND)
        return -(SCORE_WIN + score);
    return 0;
}

static void set_mate(SearchResult *r, bool exact_mode) { r->mate = mate_of(r->score, exact_mode); }

static void line_of(SearchLine *line, Move m, int score, const Move *pv, int pv_len, bool exact_mode)
{
    line->move = m;
    line->score = score;
    line->mate = mate_of(score, exact_mode);
    line->pv_len = pv_len;
    memcpy(line->pv, pv, sizeof(Move) * (size_t)pv_len);
}

/* The result's move (root move k) as line 0, with its own score when it has an exact one (a
 * seeded pick may be below the position's value), then the lines kept, less the move's own. */
static void lines_move_first(SearchResult *r, int k, bool exact_mode)
{
    SearchLine kept[SEARCH_MAX_LINES];
    int n = 0;
    for (int i = 0; i < r->nlines && n + 1 < S.opt.multipv; i++)
        if (r->lines[i].move != r->move)
            kept[n++] = r->lines[i];
    line_of(&r->lines[0], r->move, S.exact_score[k] ? S.score[k] : r->score, r->pv, r->pv_len, exact_mode);
    memcpy(&r->lines[1], kept, sizeof(SearchLine) * (size_t)n);
    r->nlines = 1 + n;
}

/* After a completed iteration: the chosen move (root move `choice`) first, then the best of
 * the other exact-scored root moves (search order among equal scores), multipv in all. */
static void set_lines(SearchResult *r, int choice, bool exact_mode)
{
    int ranked[MAX_MOVES], n = 0;
    for (int i = 0; i < S.nroot; i++) {
        int k = S.order[i];
        if (k == choice || !S.exact_score[k])
            continue;
        int j = n++;
        for (; j > 0 && S.score[ranked[j - 1]] < S.score[k]; j--)
            ranked[j] = ranked[j - 1];
        ranked[j] = k;
    }
    r->nlines = 0;
    lines_move_first(r, choice, exact_mode);
    for (int i = 0; i < n && r->nlines < S.opt.multipv; i++) {
        int k = ranked[i];
        line_of(&r->lines[r->nlines++], S.root_moves[k], S.score[k], S.root_pv[k], S.root_pv_len[k], exact_mode);
    }
}

/*
 * After an exact iteration with root value `value`: the move the original plays. The threshold
 * is value - margin with a seed, else value; moves are taken in generation order and a move
 * known only by an upper bound at or above the threshold is settled by a null-window search.
 * Returns -1 when the clock stopped it.
 */
static int exact_choice(int depth, int value)
{
    int threshold = has(SEARCH_SEEDED) ? value - S.opt.margin : value;
    if (threshold < -SCORE_EXACT_WIN)
        threshold = -SCORE_EXACT_WIN;
    int candidates[MAX_MOVES], count = 0;
    for (int k = 0; k < S.nroot; k++) {
        bool in;
        if (S.exact_score[k] || S.score[k] < threshold) {
            in = S.score[k] >= threshold;
        } else {
            int v = exact_root_move(k, depth, threshold - 1, threshold);
            if (S.stop)
                return -1;
            in = v >= threshold;
        }
        if (in) {
            candidates[count++] = k;
            if (!has(SEARCH_SEEDED))
                break;
        }
    }
    return candidates[has(SEARCH_SEEDED) ? mix32(S.opt.seed) % (uint32_t)count : 0];
}

/* After a strong iteration: the best move, or with a seed a pick among those within margin. */
static int strong_choice(int best)
{
    if (!has(SEARCH_SEEDED))
        return best;
    int candidates[MAX_MOVES], count = 0;
    for (int i = 0; i < S.nroot; i++) {
        int k = S.order[i];
        if (k == best || (S.exact_score[k] && S.score[k] >= S.score[best] - S.opt.margin))
            candidates[count++] = k;
    }
    /* In generation order, so the pick does not depend on the search order. */
    for (int i = 1; i < count; i++)
        for (int j = i; j > 0 && candidates[j - 1] > candidates[j]; j--) {
            int t = candidates[j];
            candidates[j] = candidates[j - 1];
            candidates[j - 1] = t;
        }
    return candidates[mix32(S.opt.seed) % (uint32_t)count];
}

int search_start(const Position *p, const SearchOptions *o, SearchResult *r)
{
    polis_init();
    memset(r, 0, sizeof *r);
    S.running = false;
    if (o->depth < 1 || o->depth > SEARCH_MAX_DEPTH)
        return POLIS_E_DEPTH;
    if (!(o->time_ms >= 0) || o->time_ms > 1e9 || o->margin < 0 || o->margin > 10000 ||
        o->multipv < 0 || o->multipv > SEARCH_MAX_LINES || o->hash_mb < 0 || o->hash_mb > TT_MAX_MB)
        return POLIS_E_OPTION;
    /* Exact mode is the original AI, evaluation included. */
    if ((o->flags & SEARCH_EXACT) && (o->flags & SEARCH_EVAL_EXTENDED))
        return POLIS_E_OPTION;
    if (position_winner(p) != NO_WINNER)
        return POLIS_E_GAME_OVER;
    int sized = tt_resize(o->hash_mb ? o->hash_mb : tt_size_mb() ? tt_size_mb() : TT_DEFAULT_MB);
    if (sized != POLIS_OK)
        return sized;
    S.root = *p;
    S.opt = *o;
    if (S.opt.multipv < 1)
        S.opt.multipv = 1;
    S.us = p->side;
    S.start = clock_ms();
    S.deadline = o->time_ms > 0 ? S.start + (o->time_ms > 2 ? o->time_ms - 1 : o->time_ms) : 0;
    S.iter_ms = S.growth = 0;
    S.nodes = 0;
    S.stop = false;
    S.next_depth = 1;
    S.prev_score = 0;
    if (has(SEARCH_CLEAR_TT))
        tt_clear();
    tt_new_search();
    memset(killers, 0, sizeof killers);
    memset(history, 0, sizeof history);
    S.nroot = 0;
    Move steps[MAX_MOVES];
    int count = generate_steps(p, steps);
    for (int i = 0; i < count; i++) {
        if (position_play(p, steps[i], &S.root_kids[S.nroot], NULL)) {
            S.root_moves[S.nroot] = steps[i];
            S.root_winner[S.nroot] = (int8_t)position_winner(&S.root_kids[S.nroot]);
            S.order[S.nroot] = S.nroot;
            S.root_pv_len[S.nroot] = 0;
            S.exact_score[S.nroot] = false;
            S.nroot++;
        }
    }
    if (S.nroot == 0) {
        r->move = MOVE_NONE;
        r->score = (S.opt.flags & SEARCH_EXACT) ? -SCORE_EXACT_WIN : -SCORE_WIN;
        r->done = true;
        return 0;
    }
    /* Winning moves first, then the table's move for the root, then generation order. */
    TTEntry e;
    if (!(o->flags & SEARCH_EXACT) && tt_probe(p->key, &e) && e.move != MOVE_NONE)
        for (int k = 0; k < S.nroot; k++)
            if (S.root_moves[k] == e.move)
                root_to_front(k);
    for (int k = S.nroot - 1; k >= 0; k--)
        if (S.root_winner[k] == S.us)
            root_to_front(k);
    S.running = true;
    return S.nroot;
}

bool search_iterate(SearchResult *r)
{
    if (!S.running) {
        r->done = true;
        r->completed = false;
        return false;
    }
    const bool exact_mode = has(SEARCH_EXACT);
    const int depth = S.next_depth;
    const double iter_start = clock_ms();
    S.abortable = depth > 1;
    int value, choice = -1;
    if (exact_mode) {
        value = exact_root(depth);
        if (!S.stop)
            choice = exact_choice(depth, value);
    } else {
        bool aspiration = !has(SEARCH_NO_ASPIRATION) && !has(SEARCH_SEEDED) && S.opt.multipv <= 1 && depth >= 4 &&
                          S.prev_score > -SCORE_WIN_BOUND && S.prev_score < SCORE_WIN_BOUND;
        int delta = 30;
        int alpha = aspiration ? S.prev_score - delta : -SCORE_INF;
        int beta = aspiration ? S.prev_score + delta : SCORE_INF;
        for (;;) {
            value = strong_root(depth, alpha, beta);
            if (S.stop)
                break;
            if (value <= alpha && alpha > -SCORE_INF) {
                alpha = (alpha - delta * 3 < -SCORE_WIN_BOUND) ? -SCORE_INF : alpha - delta * 3;
            } else if (value >= beta && beta < SCORE_INF) {
                beta = (beta + delta * 3 > SCORE_WIN_BOUND) ? SCORE_INF : beta + delta * 3;
                /* Keep the move that failed high first. */
                root_to_front(S.iter_best);
            } else {
                break;
            }
            delta *= 3;
        }
        if (!S.stop)
            choice = strong_choice(S.iter_best);
    }

    if (!S.stop) {
        r->completed = true;
        r->depth = depth;
        r->score = value; /* the position's value; a seeded pick may be up to margin below */
        set_pv(r, choice);
        set_mate(r, exact_mode);
        set_lines(r, choice, exact_mode);
        S.prev_score = value;
        root_to_front(S.iter_best);
    } else {
        r->completed = false;
        /* A move that beat the previous best in the unfinished iteration is worth playing. */
        if (!exact_mode && S.iter_searched > 1 && S.iter_best >= 0 && S.order[0] != S.iter_best &&
            S.exact_score[S.iter_best] && S.score[S.iter_best] > S.iter_alpha0) {
            r->score = S.score[S.iter_best];
            set_pv(r, S.iter_best);
            set_mate(r, exact_mode);
            lines_move_first(r, S.iter_best, exact_mode);
        }
    }
    r->nodes = S.nodes;
    double now = clock_ms();
    r->time_ms = now - S.start;
    /* With a budget, the next iteration starts only if it is expected to finish in time: it
     * should take the last one's time times the growth seen lately. */
    bool out_of_time = false;
    if (S.opt.time_ms > 0 && !S.stop) {
        double ms = now - iter_start;
        double ratio = S.iter_ms > 0.05 ? ms / S.iter_ms : 3;
        /* Odd and even depths alternate in cost: smooth the growth over two iterations. */
        double growth = S.growth > 0 ? (ratio + S.growth) / 2 : ratio;
        S.growth = ratio;
        S.iter_ms = ms;
        growth = growth < 1.5 ? 1.5 : growth > 4 ? 4 : growth;
        out_of_time = r->time_ms + ms * growth > S.opt.time_ms;
    }
    bool done = S.stop || depth >= S.opt.depth || out_of_time ||
                (!exact_mode && r->mate > 0 && r->mate <= depth);
    S.next_depth = depth + 1;
    if (done)
        S.running = false;
    r->done = done;
    return !done;
}

int search_run(const Position *p, const SearchOptions *o, SearchResult *r)
{
    int n = search_start(p, o, r);
    if (n <= 0)
        return n;
    while (search_iterate(r)) {
    }
    return n;
}
