/*
 * iterate.c - a search from the root: setting it up, iterative deepening one iteration at a
 * time (search_iterate), so a host can report progress, yield or stop between iterations, and
 * the results: the move, its score and line, and the multipv best lines.
 *
 * Strong mode iterates with aspiration windows from depth WindowDepth (tunables.h). Inside an
 * iteration the clock is read every ClockCheckNodes nodes (context.h); the first iteration
 * (depth 1) always completes, so a move is always found. Whether another iteration starts and
 * when one stops is timeman.c's. An unfinished iteration's move is used when it had already
 * beaten the previous best move.
 *
 * The calls run one way: this file calls the two searches (exact.c, strong.c), which call the
 * move picking (movepick.c, frontier.c); the root's moves and results travel in the Root this
 * file keeps (root.h), passed to the searches.
 */
#include "context.h"
#include "exact.h"
#include "experiments.h"
#include "history.h"
#include "root.h"
#include "strong.h"
#include "transposition.h"
#include "tunables.h"

#include <string.h>

static Root root;

/* Between the calls of one search: whether it is running, whether the running call is a slice
 * (search_iterate_slice()), the next iteration's depth and the last completed one's score. */
static bool running, sliced;
static int next_depth, prev_score;

/* The shortest slice the next search_iterate_slice() runs, in ms: twice the last slice when that
 * one ended before its iteration did, 0 once an iteration completes. An iteration run again
 * from its start in the same short slice may never get further than the last time (the table
 * keeps only finished subtrees, and the move order changes between runs): under
 * AddressSanitizer, on a loaded machine, 0.5 ms slices ran a depth-8 search for over 20 minutes
 * without finishing its depth 5 (tests/c/test_search.c, test_slices). Doubling ends any
 * iteration within about four times the time it takes whole, whatever the machine's speed. */
static double slice_floor;

/* The result's move is root move k, with its line when it has one. */
static void set_pv(SearchResult *r, int k)
{
    r->move = root.moves[k];
    if (root.exact_score[k] && root.pv_len[k] > 0 && root.pv[k][0] == r->move) {
        r->pv_len = root.pv_len[k];
        memcpy(r->pv, root.pv[k], sizeof(Move) * (size_t)r->pv_len);
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
    for (int i = 0; i < r->nlines && n + 1 < root.multipv; i++)
        if (r->lines[i].move != r->move)
            kept[n++] = r->lines[i];
    line_of(&r->lines[0], r->move, root.exact_score[k] ? root.score[k] : r->score, r->pv, r->pv_len,
            exact_mode);
    memcpy(&r->lines[1], kept, sizeof(SearchLine) * (size_t)n);
    r->nlines = 1 + n;
}

/* After a completed iteration: the chosen move (root move `choice`) first, then the best of
 * the other exact-scored root moves (search order among equal scores), multipv in all. */
static void set_lines(SearchResult *r, int choice, bool exact_mode)
{
    int ranked[MAX_MOVES], n = 0;
    for (int i = 0; i < root.n; i++) {
        int k = root.order[i];
        if (k == choice || !root.exact_score[k])
            continue;
        int j = n++;
        for (; j > 0 && root.score[ranked[j - 1]] < root.score[k]; j--)
            ranked[j] = ranked[j - 1];
        ranked[j] = k;
    }
    r->nlines = 0;
    lines_move_first(r, choice, exact_mode);
    for (int i = 0; i < n && r->nlines < root.multipv; i++) {
        int k = ranked[i];
        line_of(&r->lines[r->nlines++], root.moves[k], root.score[k], root.pv[k], root.pv_len[k],
                exact_mode);
    }
}

int search_start(const Position *p, const SearchOptions *o, SearchResult *r)
{
    polis_init();
    memset(r, 0, sizeof *r);
    running = false;
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
    search.opt = *o;
    if (search.opt.multipv < 1)
        search.opt.multipv = 1;
    time_start(o->time_ms);
    search.nodes = 0;
    search.stop = false;
    next_depth = 1;
    prev_score = 0;
    if (search_flag(SEARCH_CLEAR_TT))
        tt_clear();
    tt_new_search();
    history_clear();
    /* Winning moves first, then (strong mode) the table's move for the root, then generation
     * order. */
    if (root_setup(&root, p, search.opt.multipv, !(o->flags & SEARCH_EXACT)) == 0) {
        r->move = MOVE_NONE;
        r->score = (o->flags & SEARCH_EXACT) ? -SCORE_EXACT_WIN : -SCORE_WIN;
        r->done = true;
        return 0;
    }
    running = true;
    slice_floor = 0;
    return root.n;
}

bool search_iterate(SearchResult *r)
{
    if (!running) {
        r->done = true;
        r->completed = false;
        return false;
    }
    const bool exact_mode = search_flag(SEARCH_EXACT);
    const int depth = next_depth;
    search.abortable = depth > 1;
    int value, choice = -1;
    if (exact_mode) {
        value = exact_root(&root, depth);
        if (!search.stop)
            choice = exact_choice(&root, depth, value);
    } else {
        bool aspiration = !experiment(SEARCH_NO_ASPIRATION) && !search_flag(SEARCH_SEEDED) &&
                          root.multipv <= 1 && depth >= WindowDepth &&
                          prev_score > -SCORE_WIN_BOUND && prev_score < SCORE_WIN_BOUND;
        int delta = WindowSize;
        int alpha = aspiration ? prev_score - delta : -SCORE_INF;
        int beta = aspiration ? prev_score + delta : SCORE_INF;
        for (;;) {
            value = strong_root(&root, depth, alpha, beta);
            if (search.stop)
                break;
            if (value <= alpha && alpha > -SCORE_INF) {
                int wider = alpha - delta * WindowGrowth;
                alpha = wider < -SCORE_WIN_BOUND ? -SCORE_INF : wider;
            } else if (value >= beta && beta < SCORE_INF) {
                int wider = beta + delta * WindowGrowth;
                beta = wider > SCORE_WIN_BOUND ? SCORE_INF : wider;
                /* Keep the move that failed high first. */
                root_to_front(&root, root.best);
            } else {
                break;
            }
            delta *= WindowGrowth;
        }
        if (!search.stop)
            choice = strong_choice(&root, root.best);
    }

    if (!search.stop) {
        r->completed = true;
        r->depth = depth;
        r->score = value; /* the position's value; a seeded pick may be up to margin below */
        set_pv(r, choice);
        set_mate(r, exact_mode);
        set_lines(r, choice, exact_mode);
        prev_score = value;
        root_to_front(&root, root.best);
    } else if (sliced && time_slice_ended()) {
        /* Only the slice ended: the next call runs this iteration again, from the start, on
         * what the table kept of it. */
        search.stop = false;
        r->completed = false;
        r->done = false;
        r->nodes = search.nodes;
        r->time_ms = time_elapsed();
        return true;
    } else {
        r->completed = false;
        /* A move that beat the previous best in the unfinished iteration is worth playing. */
        const int k = root.best;
        if (!exact_mode && root.searched > 1 && k >= 0 && root.order[0] != k &&
            root.exact_score[k] && root.score[k] > root.alpha0) {
            r->score = root.score[k];
            set_pv(r, k);
            set_mate(r, exact_mode);
            lines_move_first(r, k, exact_mode);
        }
    }
    r->nodes = search.nodes;
    r->time_ms = time_elapsed();
    bool done = search.stop || depth >= search.opt.depth || !time_for_another_iteration() ||
                (!exact_mode && r->mate > 0 && r->mate <= depth);
    next_depth = depth + 1;
    if (done)
        running = false;
    r->done = done;
    return !done;
}

bool search_iterate_slice(SearchResult *r, double slice_ms)
{
    if (!(slice_ms > 0))
        slice_ms = 1;
    if (slice_ms < slice_floor)
        slice_ms = slice_floor;
    time_slice(slice_ms);
    sliced = true;
    bool more = search_iterate(r);
    sliced = false;
    time_unslice();
    slice_floor = more && !r->completed ? 2 * slice_ms : 0;
    return more;
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
