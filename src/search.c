/*
 * search.c - the strong search, negamax in tenths: principal variation search, null move (not at
 * PV nodes or near win scores), late-move reductions of quiet non-killer moves by ln(depth)
 * ln(move number), a transposition table (tt.c), move ordering (movepick.c); search.h gives
 * their numbers and the evidence for them. Wins score SCORE_WIN less the distance, so the fastest
 * win and the slowest loss are preferred. A quiescence search over captures exists behind
 * SEARCH_QSEARCH but is off: it made the engine weaker in matches (bench/RESULTS.md, "Search
 * features").
 */
#include "search.h"
#include "tables.h"

static int qsearch(const Position *p, int alpha, int beta, int ply)
{
    count_node();
    pv_length[ply] = ply;
    if (search_state.stop)
        return 0;
    int stand = eval_node(p);
    if (stand >= beta || ply >= SEARCH_MAX_PLY - 2)
        return stand;
    if (stand > alpha)
        alpha = stand;
    Move win;
    int n = expand_captures(p, ply, &win);
    if (n < 0)
        return SCORE_WIN - ply - 1;
    int best = stand;
    for (int i = 0; i < n; i++) {
        int v = -qsearch(pick(ply, i, n), -beta, -alpha, ply + 1);
        if (search_state.stop)
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

/* The three kinds of node search() is called for. A principal variation node: no cutoffs from
 * the table, no null move. */
static inline int search_pv(const Position *p, int depth, int alpha, int beta, int ply)
{
    return search(p, depth, alpha, beta, ply, true, true);
}

/* Any other node. */
static inline int search_non_pv(const Position *p, int depth, int alpha, int beta, int ply)
{
    return search(p, depth, alpha, beta, ply, false, true);
}

/* A node after a null move, or the search that verifies one: no null move in it. */
static inline int search_no_null(const Position *p, int depth, int alpha, int beta, int ply)
{
    return search(p, depth, alpha, beta, ply, false, false);
}

/* Natural logarithm of x >= 1 without libm (the wasm build has none): x = 2^k m with m in
 * [1, 2), and ln m by the series of atanh, which converges fast there. */
static double ln(double x)
{
    int k = 0;
    while (x >= 2) {
        x /= 2;
        k++;
    }
    double y = (x - 1) / (x + 1), y2 = y * y, term = y, sum = 0;
    for (int i = 1; i < 40; i += 2) {
        sum += term / i;
        term *= y2;
    }
    return k * 0.6931471805599453 + 2 * sum;
}

/* Log-based late-move reductions: LmrBase + ln(depth) ln(index) / LmrDivisor plies (search.h). */
static int8_t lmr_table[SEARCH_MAX_DEPTH + 1][MAX_MOVES];

static void lmr_init(void)
{
    static bool ready;
    if (ready)
        return;
    for (int d = 1; d <= SEARCH_MAX_DEPTH; d++)
        for (int i = 1; i < MAX_MOVES; i++)
            lmr_table[d][i] = (int8_t)(LmrBase + ln(d) * ln(i) / LmrDivisor);
    ready = true;
}

/* How many plies a late quiet move (order: its ordering value) is reduced by. */
static int reduction(int index, int order, int depth, bool pv_node)
{
    if (search_flag(SEARCH_NO_LMR) || depth < LmrDepth || order >= ORDER_KILLER2)
        return 0;
    if (search_flag(SEARCH_STEP_LMR)) {
        if (index < StepLmrFirstMove)
            return 0;
        return (index >= StepLmrLateMove && depth >= StepLmrDeepDepth) ? 2 : 1;
    }
    if (index < LmrFirstMove)
        return 0;
    int r = lmr_table[depth < SEARCH_MAX_DEPTH ? depth : SEARCH_MAX_DEPTH][index];
    if (pv_node)
        r--;
    /* A quiet move's ordering value is its history: reduce good ones less, bad ones more. */
    if (search_flag(SEARCH_HISTORY_PENALTY) && order > ORDER_BAD)
        r -= order / (HistoryGravity / 2);
    return r < 0 ? 0 : r > depth - 2 ? depth - 2 : r;
}

/* A child in principal variation search, with late-move reductions for quiet late moves. */
static int strong_child(const Position *kid, int index, int order, int depth, int alpha, int beta,
                        int ply, bool pv_node)
{
    if (index == 0 && pv_node)
        return -search_pv(kid, depth - 1, -beta, -alpha, ply + 1);
    if (index == 0 || search_flag(SEARCH_NO_PVS))
        return -search_non_pv(kid, depth - 1, -beta, -alpha, ply + 1);
    int r = reduction(index, order, depth, pv_node);
    int v = -search_non_pv(kid, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
    if (v > alpha && r && !search_state.stop)
        v = -search_non_pv(kid, depth - 1, -alpha - 1, -alpha, ply + 1);
    if (v > alpha && v < beta && !search_state.stop)
        v = -search_pv(kid, depth - 1, -beta, -alpha, ply + 1);
    return v;
}

static int search(const Position *p, int depth, int alpha, int beta, int ply, bool pv_node, bool null_ok)
{
    pv_length[ply] = ply;
    if (depth <= 0) {
        if (search_flag(SEARCH_QSEARCH))
            return qsearch(p, alpha, beta, ply);
        count_node();
        return eval_node(p);
    }
    count_node();
    if (search_state.stop)
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
    if (depth == 1 && !search_flag(SEARCH_QSEARCH))
        return frontier(p, alpha, beta, ply, hi, lo);

    TTEntry e;
    Move tt_move = MOVE_NONE;
    check_key(p);
    if (tt_probe(p->key, &e)) {
        if (!search_flag(SEARCH_NO_TT_ORDER))
            tt_move = e.move;
        if (!pv_node && e.depth >= depth) {
            int s = score_from_tt(e.score, ply);
            if (e.bound == TT_EXACT || (e.bound == TT_LOWER && s >= beta) ||
                (e.bound == TT_UPPER && s <= alpha))
                return s;
        }
    }

    /* Null move: let the opponent move twice; if we still reach beta, cut. */
    if (!pv_node && null_ok && !search_flag(SEARCH_NO_NULL) && depth >= NullMoveDepth &&
        beta > -SCORE_WIN_BOUND && beta < SCORE_WIN_BOUND && eval_node(p) >= beta) {
        Position np = *p;
        np.side ^= 1;
        np.key ^= Z_SIDE;
        int r = depth >= NullMoveDeepDepth ? NullMoveDeepReduction : NullMoveReduction;
        int v = -search_no_null(&np, depth - 1 - r, -beta, -beta + 1, ply + 1);
        if (search_state.stop)
            return 0;
        /* Polis has no pass, so zugzwang is real: a fail high is trusted only if a reduced search
         * of the real moves (no null move in it) fails high too (51.4% in 400 games against
         * trusting it at once). */
        if (v >= beta && !search_flag(SEARCH_NO_NULL_VERIFY) && depth - 1 - r > 0) {
            v = search_no_null(p, depth - 1 - r, beta - 1, beta, ply);
            if (search_state.stop)
                return 0;
        }
        if (v >= beta)
            return v >= SCORE_WIN_BOUND ? beta : v;
    }

    NodeMoves node = {.p = p, .depth = depth, .alpha = alpha, .beta = beta, .ply = ply, .pv_node = pv_node,
                      .tt_move = tt_move, .win = hi, .loss = lo, .child = strong_child};
    int best = node_moves(&node);
    if (search_state.stop)
        return 0;
    tt_store(p->key, score_to_tt(best, ply), node.best_move, depth,
             best >= beta ? TT_LOWER : best > alpha ? TT_EXACT : TT_UPPER);
    return best;
}

/* One strong iteration at the root with the window (alpha, beta). */
int strong_root(int depth, int alpha, int beta)
{
    lmr_init();
    const bool seeded = search_flag(SEARCH_SEEDED), pvs = !search_flag(SEARCH_NO_PVS);
    const int alpha0 = alpha;
    int best = -SCORE_INF;
    search_state.iter_best = -1;
    search_state.iter_searched = 0;
    search_state.iter_alpha0 = alpha0;
    search_state.ntop = 0;
    for (int i = 0; i < search_state.nroot; i++) {
        int k = search_state.order[i], w = search_state.root_winner[k], v, a = root_floor(alpha, alpha0);
        const Position *kid = &search_state.root_kids[k];
        pv_length[1] = 1;
        if (seeded && best > -SCORE_INF && best - search_state.opt.margin - 1 < a)
            a = best - search_state.opt.margin - 1 > alpha0 ? best - search_state.opt.margin - 1 : alpha0;
        if (w == search_state.us) {
            v = SCORE_WIN - 1;
        } else if (w != NO_WINNER) {
            v = -(SCORE_WIN - 1);
        } else if (i == 0 || !pvs || (search_state.opt.multipv > 1 && a == alpha0)) {
            v = -search_pv(kid, depth - 1, -beta, -a, 1);
        } else {
            v = -search_non_pv(kid, depth - 1, -a - 1, -a, 1);
            if (v > a && v < beta && !search_state.stop)
                v = -search_pv(kid, depth - 1, -beta, -a, 1);
        }
        if (search_state.stop)
            break;
        record_root_score(k, v, v > a && v < beta);
        if (v > best) {
            best = v;
            search_state.iter_best = k;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

/* After a strong iteration: the best move, or with a seed a pick among those within margin. */
int strong_choice(int best)
{
    if (!search_flag(SEARCH_SEEDED))
        return best;
    int candidates[MAX_MOVES], count = 0;
    for (int i = 0; i < search_state.nroot; i++) {
        int k = search_state.order[i];
        if (k == best || (search_state.exact_score[k] &&
                          search_state.score[k] >= search_state.score[best] - search_state.opt.margin))
            candidates[count++] = k;
    }
    /* In generation order, so the pick does not depend on the search order. */
    for (int i = 1; i < count; i++)
        for (int j = i; j > 0 && candidates[j - 1] > candidates[j]; j--) {
            int t = candidates[j];
            candidates[j] = candidates[j - 1];
            candidates[j - 1] = t;
        }
    return candidates[mix32(search_state.opt.seed) % (uint32_t)count];
}
