/*
 * search.h - what the search's files share (internal: not part of the contract in polis.h).
 *
 *   iterate.c   search_start/search_iterate: the root, iterative deepening, results and lines
 *   search.c    the strong search (principal variation search, table, pruning, reductions)
 *   exact.c     the original minimax, reproduced exactly
 *   movepick.c  the move picker both use, and the nodes one ply above the leaves
 *   timeman.c   when to stop
 *
 * One search runs at a time: its state is the single SearchState search_state and the per-ply
 * arrays.
 */
#ifndef POLIS_SEARCH_H
#define POLIS_SEARCH_H

#include "evaluate.h"
#include "experiments.h"

#include <string.h>
#ifdef POLIS_CHECK_KEYS
#include <stdio.h>
#include <stdlib.h>
#endif

/* ======================================================================================
 * The search's tuning numbers, each with its evidence. Matches are build/selfplay games
 * (bench/selfplay.c: openings of 4 random plies each played with both colours, a cleared table
 * each move): the engine with the feature against the engine without it, or with what it
 * replaced, as each note says. Node counts are `build/polis bench` on the six bench positions.
 * The figures are bench/RESULTS.md's ("Search features: what was kept, with the evidence", and
 * its "Issue 9" table); "not measured" marks a number only ever used as it is.
 * ====================================================================================== */

/* Aspiration windows (iterate.c): from iteration WindowDepth on, the window is the previous
 * score +- WindowSize tenths; a bound that fails moves out by WindowGrowth windows, and the
 * window grows WindowGrowth times. The windows as a whole: 52% of 300 games at 20 ms a move and
 * 54% of 120 at 100 ms against none, 3.78 M nodes to depth 8 against 3.79 M (measured before
 * issue 9's reductions). The three numbers: not measured. */
static const int WindowDepth = 4;
static const int WindowSize = 30;
static const int WindowGrowth = 3;

/* Null move (search.c): from depth NullMoveDepth, at nodes that are not PV nodes, searched
 * NullMoveReduction plies shallower (NullMoveDeepReduction from depth NullMoveDeepDepth). Null
 * move as a whole: 67% of 100 games at 20 ms against none, 3.78 M nodes to depth 8 against
 * 7.46 M (before issue 9's reductions). The four numbers: not measured. */
static const int NullMoveDepth = 3;
static const int NullMoveReduction = 2;
static const int NullMoveDeepDepth = 7;
static const int NullMoveDeepReduction = 3;

/* Late-move reductions (search.c) of quiet moves that are not killers, at depth LmrDepth or more,
 * from the move with LmrFirstMove moves tried before it: LmrBase + ln(depth) ln(moves tried) /
 * LmrDivisor plies (Ethereal's form), one less at PV nodes, leaving at least one ply. Against
 * the earlier reductions (SEARCH_STEP_LMR, below): 52.9% +- 4.9 of 400 games at 10 ms (+20 Elo,
 * -14 to +54), 14.9 M nodes to depth 10 against 27.3 M: kept for that depth (about one ply more
 * at equal time). Reductions as a whole (the earlier ones): 51% of 300 games at 20 ms and 59% of
 * 120 at 100 ms against none. The four numbers: not measured. */
static const int LmrDepth = 3;
static const int LmrFirstMove = 2;
static const double LmrBase = 0.75;
static const double LmrDivisor = 2.25;

/* The earlier reductions, kept behind SEARCH_STEP_LMR for comparison: 1 ply from the move with
 * StepLmrFirstMove tried before it, 2 from StepLmrLateMove at depth StepLmrDeepDepth or more.
 * Against milder ones (depth >= 4, move >= 6, 1 ply): 66% of 300 games at 20 ms, 3.78 M
 * nodes to depth 8 against 22.3 M. */
static const int StepLmrFirstMove = 3;
static const int StepLmrLateMove = 8;
static const int StepLmrDeepDepth = 5;

/* Bounded history (SEARCH_HISTORY_PENALTY, dropped: 48.6% +- 4.9 of 400 games at 10 ms, -10
 * Elo, -44 to +24, against plain history): values stay within +-HistoryGravity, a cutoff at
 * depth d adds d^2 but at most HistoryBonusMax, and a quiet move is reduced a ply less for each
 * HistoryGravity / 2 of history. The numbers: not measured. */
static const int HistoryGravity = 16384;
static const int HistoryBonusMax = 400;

/* The clock is read every ClockCheckNodes nodes (a power of two): a stop comes that many nodes
 * late at most. Not measured. */
static const int ClockCheckNodes = 256;

/* When to stop (timeman.c): the deadline is the budget less TimeReserveMs for returning the
 * result, or SmallBudgetReserve of budgets under SmallBudgetMs, so that the caller sees the
 * answer within the budget; no iteration starts with less than MinIterationMs left (it could not
 * even finish a root move). Not measured. */
static const double TimeReserveMs = 0.5;
static const double SmallBudgetMs = 25;
static const double SmallBudgetReserve = 0.02;
static const double MinIterationMs = 0.1;

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
    double start, deadline;         /* timeman.c: the search's start and its hard stop (0: none) */
    uint64_t nodes;
    double stop_at;                 /* when the running iteration stops: the deadline, or the end
                                     * of a slice (search_iterate_slice) if sooner; 0: never */
    bool abortable, stop, running, sliced;
    /* Within an iteration: the best root move so far and how many moves were finished. */
    int iter_best, iter_searched, iter_alpha0;
    /* Within an iteration, with multipv: the best exact scores so far, best first. */
    int ntop, top[SEARCH_MAX_LINES];
} SearchState;

extern SearchState search_state;

extern Move ply_moves[SEARCH_MAX_PLY][MAX_MOVES];
extern Position ply_kids[SEARCH_MAX_PLY][MAX_MOVES];
extern int ply_order[SEARCH_MAX_PLY][MAX_MOVES];
extern Move pv_table[SEARCH_MAX_PLY][SEARCH_MAX_PLY];
extern int pv_length[SEARCH_MAX_PLY];
extern Move killers[SEARCH_MAX_PLY][2];
extern int history[2][64][64];

/* Whether this search was asked for `flag` (SEARCH_*). */
static inline bool search_flag(unsigned flag) { return (search_state.opt.flags & flag) != 0; }

/* Test builds (-DPOLIS_CHECK_KEYS) stop if a position about to be looked up in the table does
 * not carry its own key (children of nodes two plies above the leaves are resolved without). */
static inline void check_key(const Position *p)
{
#ifdef POLIS_CHECK_KEYS
    if (p->key != position_hash(p)) {
        fprintf(stderr, "POLIS_CHECK_KEYS: a position without its own key reached the table\n");
        abort();
    }
#else
    (void)p;
#endif
}

/* The evaluation this search uses: the original's unless asked for the extended one. */
static inline int eval_node(const Position *p)
{
    return search_flag(SEARCH_EVAL_EXTENDED) ? eval_extended(p) : eval_original(p);
}

static inline void count_node(void)
{
    if ((++search_state.nodes & (ClockCheckNodes - 1)) == 0 && search_state.abortable &&
        search_state.stop_at > 0 && clock_ms() >= search_state.stop_at)
        search_state.stop = true;
}

static inline int material(const Position *p, int us)
{
    int blue = __builtin_popcountll(p->pieces[BLUE]) - __builtin_popcountll(p->pieces[RED]);
    return us == BLUE ? blue : -blue;
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
    if (search_state.opt.multipv <= 1)
        return alpha;
    if (search_state.ntop < search_state.opt.multipv)
        return alpha0;
    const int nth = search_state.top[search_state.ntop - 1];
    return nth < alpha0 ? alpha0 : nth;
}

static inline void update_pv(int ply, Move m)
{
    pv_table[ply][ply] = m;
    int n = pv_length[ply + 1];
    for (int i = ply + 1; i < n; i++)
        pv_table[ply][i] = pv_table[ply + 1][i];
    pv_length[ply] = n > ply + 1 ? n : ply + 1;
}

static inline uint32_t mix32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7FEB352DU;
    x ^= x >> 15;
    x *= 0x846CA68BU;
    x ^= x >> 16;
    return x;
}

/* iterate.c */
void record_root_score(int k, int v, bool exact);

/* movepick.c */
/* Resolves the moves of p that gain material into ply_kids[ply] with their ordering values
 * (quiescence); how many, or -1 when one of p's moves wins at once (*win is that move). */
int expand_captures(const Position *p, int ply, Move *win);
const Position *pick(int ply, int i, int n);
void reward_quiet(const Position *p, Move m, int ply, int depth, const Move *failed, int nfailed);
int frontier(const Position *p, int alpha, int beta, int ply, int win, int loss);
typedef int (*ChildFn)(const Position *kid, int index, int order, int depth, int alpha, int beta,
                       int ply, bool pv_node);
/* An interior node, for the move loop both modes share (node_moves()). */
typedef struct {
    const Position *p;
    int depth, alpha, beta, ply;
    bool pv_node;
    Move tt_move;   /* the table's move, tried first (MOVE_NONE: none) */
    int win, loss;  /* what a win at once is worth here, and having no legal move (exact mode: the
                     * original's infinities; strong mode: by distance) */
    ChildFn child;  /* a child's value (index: how many moves were tried before it) */
    Move best_move; /* set by node_moves(): the best move found, MOVE_NONE when none was legal */
} NodeMoves;
int node_moves(NodeMoves *node);

/* exact.c: one iteration of the original minimax at the root (its value), and its choice
 * after it (-1 when the clock stopped it). */
int exact_root(int depth);
int exact_choice(int depth, int value);

/* search.c: one strong iteration with the root window (alpha, beta), and the choice after it. */
int strong_root(int depth, int alpha, int beta);
int strong_choice(int best);

/* timeman.c */
void time_start(double budget_ms);
bool time_for_another_iteration(void);
/* Slices (search_iterate_slice): the iteration also stops slice_ms from now; whether it stopped
 * for the slice rather than the deadline; back to the deadline alone. */
void time_slice(double slice_ms);
bool time_slice_ended(void);
void time_unslice(void);

#endif
