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

#include <string.h>
#ifdef POLIS_CHECK_KEYS
#include <stdio.h>
#include <stdlib.h>
#endif

/* Move ordering classes. */
#define ORDER_TT (1 << 30)
#define ORDER_CAPTURE (1 << 26)
#define ORDER_KILLER1 (1 << 25)
#define ORDER_KILLER2 ((1 << 25) - 1)
#define ORDER_HISTORY_MAX ((1 << 24) - 1)
#define HISTORY_GRAVITY 16384 /* the bound of the history with SEARCH_HISTORY_PENALTY */
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
    if ((++search_state.nodes & 255) == 0 && search_state.abortable && search_state.stop_at > 0 &&
        clock_ms() >= search_state.stop_at)
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
