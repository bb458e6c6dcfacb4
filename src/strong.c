/*
 * strong.c - the strong search, negamax in tenths: principal variation search, null move (not at
 * PV nodes or near win scores), late-move reductions of quiet non-killer moves by ln(depth)
 * ln(move number), a transposition table (transposition.c), move ordering (movepick.c);
 * tunables.h gives their numbers and the evidence for them. Wins score SCORE_WIN less the
 * distance, so the fastest win and the slowest loss are preferred. A quiescence search over
 * captures exists behind SEARCH_QSEARCH but is off: it made the engine weaker in matches
 * (bench/RESULTS.md, "Search features").
 */
#include "strong.h"
#include "context.h"
#include "experiments.h"
#include "frontier.h"
#include "history.h"
#include "movepick.h"
#include "pv.h"
#include "tables.h"
#include "transposition.h"
#include "tunables.h"

/* Quiescence (SEARCH_QSEARCH, off): the evaluation, or better, a capture's value. */
static int qsearch(const Position *p, int alpha, int beta, int ply)
{
    count_node();
    pv_length[ply] = ply;
    if (search.stop)
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
        if (search.stop)
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

static int strong(const Position *p, int depth, int alpha, int beta, int ply, bool pv_node, bool null_ok);

/* The three kinds of node strong() is called for. A principal variation node: no cutoffs from
 * the table, no null move. */
static inline int strong_pv(const Position *p, int depth, int alpha, int beta, int ply)
{
    return strong(p, depth, alpha, beta, ply, true, true);
}

/* Any other node. */
static inline int strong_non_pv(const Position *p, int depth, int alpha, int beta, int ply)
{
    return strong(p, depth, alpha, beta, ply, false, true);
}

/* A node after a null move, or the search that verifies one: no null move in it. */
static inline int strong_no_null(const Position *p, int depth, int alpha, int beta, int ply)
{
    return strong(p, depth, alpha, beta, ply, false, false);
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

/* Log-based late-move reductions: LmrBase + ln(depth) ln(index) / LmrDivisor plies (tunables.h). */
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
    if (experiment(SEARCH_NO_LMR) || depth < LmrDepth || order >= ORDER_KILLER2)
        return 0;
    if (experiment(SEARCH_STEP_LMR)) {
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
    if (experiment(SEARCH_HISTORY_PENALTY) && order > ORDER_BAD)
        r -= order / (HistoryGravity / 2);
    return r < 0 ? 0 : r > depth - 2 ? depth - 2 : r;
}

/* A child in principal variation search, with late-move reductions for quiet late moves. */
static int strong_child(const Position *kid, int index, int order, int depth, int alpha, int beta,
                        int ply, bool pv_node)
{
    if (index == 0 && pv_node)
        return -strong_pv(kid, depth - 1, -beta, -alpha, ply + 1);
    if (index == 0 || experiment(SEARCH_NO_PVS))
        return -strong_non_pv(kid, depth - 1, -beta, -alpha, ply + 1);
    int r = reduction(index, order, depth, pv_node);
    int v = -strong_non_pv(kid, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
    if (v > alpha && r && !search.stop)
        v = -strong_non_pv(kid, depth - 1, -alpha - 1, -alpha, ply + 1);
    if (v > alpha && v < beta && !search.stop)
        v = -strong_pv(kid, depth - 1, -beta, -alpha, ply + 1);
    return v;
}

/*
 * The moves of an interior node, best-ordered first (movepick.h), each searched by
 * strong_child(): the node's value (fail-soft), and its best move in *best_move (MOVE_NONE when
 * it has no legal move: it has lost, worth `loss`; `win` is a win at once).
 */
static int strong_moves(const Position *p, int depth, int alpha, int beta, int ply, bool pv_node,
                        Move tt_move, int win, int loss, Move *best_move)
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
            return win;
        }
        int v = mp.order == ORDER_GIFT
                    ? -win
                    : strong_child(mp.child, index, mp.order, depth, alpha, beta, ply, pv_node);
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
    return index == 0 ? loss : best;
}

/* A node of the strong search: p's value at depth with the window (alpha, beta), `ply` plies
 * from the root. */
static int strong(const Position *p, int depth, int alpha, int beta, int ply, bool pv_node, bool null_ok)
{
    pv_length[ply] = ply;
    if (depth <= 0) {
        if (experiment(SEARCH_QSEARCH))
            return qsearch(p, alpha, beta, ply);
        count_node();
        return eval_node(p);
    }
    count_node();
    if (search.stop)
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
    if (depth == 1 && !experiment(SEARCH_QSEARCH))
        return frontier(p, alpha, beta, ply, hi, lo);

    TTEntry e;
    Move tt_move = MOVE_NONE;
    check_key(p);
    if (tt_probe(p->key, &e)) {
        if (!experiment(SEARCH_NO_TT_ORDER))
            tt_move = e.move;
        if (!pv_node && e.depth >= depth) {
            int s = score_from_tt(e.score, ply);
            if (e.bound == TT_EXACT || (e.bound == TT_LOWER && s >= beta) ||
                (e.bound == TT_UPPER && s <= alpha))
                return s;
        }
    }

    /* Null move: let the opponent move twice; if we still reach beta, cut. */
    if (!pv_node && null_ok && !experiment(SEARCH_NO_NULL) && depth >= NullMoveDepth &&
        beta > -SCORE_WIN_BOUND && beta < SCORE_WIN_BOUND && eval_node(p) >= beta) {
        Position np = *p;
        np.side ^= 1;
        np.key ^= Z_SIDE;
        int r = depth >= NullMoveDeepDepth ? NullMoveDeepReduction : NullMoveReduction;
        int v = -strong_no_null(&np, depth - 1 - r, -beta, -beta + 1, ply + 1);
        if (search.stop)
            return 0;
        /* Polis has no pass, so zugzwang is real: a fail high is trusted only if a reduced search
         * of the real moves (no null move in it) fails high too (51.4% in 400 games against
         * trusting it at once). */
        if (v >= beta && !experiment(SEARCH_NO_NULL_VERIFY) && depth - 1 - r > 0) {
            v = strong_no_null(p, depth - 1 - r, beta - 1, beta, ply);
            if (search.stop)
                return 0;
        }
        if (v >= beta)
            return v >= SCORE_WIN_BOUND ? beta : v;
    }

    Move best_move;
    int best = strong_moves(p, depth, alpha, beta, ply, pv_node, tt_move, hi, lo, &best_move);
    if (search.stop)
        return 0;
    tt_store(p->key, score_to_tt(best, ply), best_move, depth,
             best >= beta ? TT_LOWER : best > alpha ? TT_EXACT : TT_UPPER);
    return best;
}

/* One strong iteration at the root with the window (alpha, beta): the first root move (the
 * previous best) as a PV node, the others with a null window first. */
int strong_root(Root *root, int depth, int alpha, int beta)
{
    lmr_init();
    const bool seeded = search_flag(SEARCH_SEEDED), pvs = !experiment(SEARCH_NO_PVS);
    const int alpha0 = alpha, margin = search.opt.margin;
    int best = -SCORE_INF;
    root_new_iteration(root, alpha0);
    for (int i = 0; i < root->n; i++) {
        int k = root->order[i], w = root->winner[k], v, a = root_floor(root, alpha, alpha0);
        const Position *kid = &root->kids[k];
        pv_length[1] = 1;
        if (seeded && best > -SCORE_INF && best - margin - 1 < a)
            a = best - margin - 1 > alpha0 ? best - margin - 1 : alpha0;
        if (w == root->us) {
            v = SCORE_WIN - 1;
        } else if (w != NO_WINNER) {
            v = -(SCORE_WIN - 1);
        } else if (i == 0 || !pvs || (root->multipv > 1 && a == alpha0)) {
            v = -strong_pv(kid, depth - 1, -beta, -a, 1);
        } else {
            v = -strong_non_pv(kid, depth - 1, -a - 1, -a, 1);
            if (v > a && v < beta && !search.stop)
                v = -strong_pv(kid, depth - 1, -beta, -a, 1);
        }
        if (search.stop)
            break;
        root_record(root, k, v, v > a && v < beta);
        if (v > best) {
            best = v;
            root->best = k;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

int strong_choice(const Root *root, int best)
{
    if (!search_flag(SEARCH_SEEDED))
        return best;
    int candidates[MAX_MOVES], count = 0;
    for (int i = 0; i < root->n; i++) {
        int k = root->order[i];
        if (k == best || (root->exact_score[k] && root->score[k] >= root->score[best] - search.opt.margin))
            candidates[count++] = k;
    }
    /* In generation order, so the pick does not depend on the search order. */
    for (int i = 1; i < count; i++)
        for (int j = i; j > 0 && candidates[j - 1] > candidates[j]; j--) {
            int t = candidates[j];
            candidates[j] = candidates[j - 1];
            candidates[j - 1] = t;
        }
    return candidates[mix32(search.opt.seed) % (uint32_t)count];
}
