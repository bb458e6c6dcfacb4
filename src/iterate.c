/*
 * iterate.c - a search from the root: setting it up, iterative deepening one iteration at a
 * time (search_iterate), so a host can report progress, yield or stop between iterations, and
 * the results: the move, its score and line, and the multipv best lines.
 *
 * Strong mode iterates with aspiration windows from depth WindowDepth. Inside an iteration the
 * clock is read every ClockCheckNodes nodes (search.h); the first iteration (depth 1) always
 * completes, so a move is always found. Whether another iteration starts and when one stops is
 * timeman.c's. An unfinished iteration's move is used when it had already beaten the previous
 * best move.
 */
#include "search.h"

SearchState search_state;
Move pv_table[SEARCH_MAX_PLY][SEARCH_MAX_PLY];
int pv_length[SEARCH_MAX_PLY];

/* Root move k finished this iteration with score v (exact, or only a bound): keep its line. */
void record_root_score(int k, int v, bool exact)
{
    search_state.iter_searched++;
    search_state.score[k] = v;
    search_state.exact_score[k] = exact;
    if (exact && search_state.opt.multipv > 1 &&
        (search_state.ntop < search_state.opt.multipv || search_state.top[search_state.ntop - 1] < v)) {
        int i = search_state.ntop < search_state.opt.multipv ? search_state.ntop++ : search_state.ntop - 1;
        for (; i > 0 && search_state.top[i - 1] < v; i--)
            search_state.top[i] = search_state.top[i - 1];
        search_state.top[i] = v;
    }
    if (exact) {
        pv_length[0] = 0;
        update_pv(0, search_state.root_moves[k]);
        search_state.root_pv_len[k] = pv_length[0];
        memcpy(search_state.root_pv[k], pv_table[0], sizeof(Move) * (size_t)pv_length[0]);
    }
}

/* Moves the root move k to the front of the search order, keeping the others' order. */
static void root_to_front(int k)
{
    int i = 0;
    while (search_state.order[i] != k)
        i++;
    for (; i > 0; i--)
        search_state.order[i] = search_state.order[i - 1];
    search_state.order[0] = k;
}

static void set_pv(SearchResult *r, int k)
{
    r->move = search_state.root_moves[k];
    if (search_state.exact_score[k] && search_state.root_pv_len[k] > 0 &&
        search_state.root_pv[k][0] == r->move) {
        r->pv_len = search_state.root_pv_len[k];
        memcpy(r->pv, search_state.root_pv[k], sizeof(Move) * (size_t)r->pv_len);
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
    for (int i = 0; i < r->nlines && n + 1 < search_state.opt.multipv; i++)
        if (r->lines[i].move != r->move)
            kept[n++] = r->lines[i];
    line_of(&r->lines[0], r->move, search_state.exact_score[k] ? search_state.score[k] : r->score, r->pv,
            r->pv_len, exact_mode);
    memcpy(&r->lines[1], kept, sizeof(SearchLine) * (size_t)n);
    r->nlines = 1 + n;
}

/* After a completed iteration: the chosen move (root move `choice`) first, then the best of
 * the other exact-scored root moves (search order among equal scores), multipv in all. */
static void set_lines(SearchResult *r, int choice, bool exact_mode)
{
    int ranked[MAX_MOVES], n = 0;
    for (int i = 0; i < search_state.nroot; i++) {
        int k = search_state.order[i];
        if (k == choice || !search_state.exact_score[k])
            continue;
        int j = n++;
        for (; j > 0 && search_state.score[ranked[j - 1]] < search_state.score[k]; j--)
            ranked[j] = ranked[j - 1];
        ranked[j] = k;
    }
    r->nlines = 0;
    lines_move_first(r, choice, exact_mode);
    for (int i = 0; i < n && r->nlines < search_state.opt.multipv; i++) {
        int k = ranked[i];
        line_of(&r->lines[r->nlines++], search_state.root_moves[k], search_state.score[k],
                search_state.root_pv[k], search_state.root_pv_len[k], exact_mode);
    }
}

int search_start(const Position *p, const SearchOptions *o, SearchResult *r)
{
    polis_init();
    memset(r, 0, sizeof *r);
    search_state.running = false;
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
    search_state.root = *p;
    search_state.opt = *o;
    if (search_state.opt.multipv < 1)
        search_state.opt.multipv = 1;
    search_state.us = p->side;
    time_start(o->time_ms);
    search_state.nodes = 0;
    search_state.stop = false;
    search_state.next_depth = 1;
    search_state.prev_score = 0;
    if (search_flag(SEARCH_CLEAR_TT))
        tt_clear();
    tt_new_search();
    memset(killers, 0, sizeof killers);
    memset(history, 0, sizeof history);
    search_state.nroot = 0;
    Move steps[MAX_MOVES];
    int count = generate_steps(p, steps);
    for (int i = 0; i < count; i++) {
        if (position_play(p, steps[i], &search_state.root_kids[search_state.nroot], NULL)) {
            search_state.root_moves[search_state.nroot] = steps[i];
            search_state.root_winner[search_state.nroot] =
                (int8_t)position_winner(&search_state.root_kids[search_state.nroot]);
            search_state.order[search_state.nroot] = search_state.nroot;
            search_state.root_pv_len[search_state.nroot] = 0;
            search_state.exact_score[search_state.nroot] = false;
            search_state.nroot++;
        }
    }
    if (search_state.nroot == 0) {
        r->move = MOVE_NONE;
        r->score = (search_state.opt.flags & SEARCH_EXACT) ? -SCORE_EXACT_WIN : -SCORE_WIN;
        r->done = true;
        return 0;
    }
    /* Winning moves first, then the table's move for the root, then generation order. */
    TTEntry e;
    if (!(o->flags & SEARCH_EXACT) && tt_probe(p->key, &e) && e.move != MOVE_NONE)
        for (int k = 0; k < search_state.nroot; k++)
            if (search_state.root_moves[k] == e.move)
                root_to_front(k);
    for (int k = search_state.nroot - 1; k >= 0; k--)
        if (search_state.root_winner[k] == search_state.us)
            root_to_front(k);
    search_state.running = true;
    return search_state.nroot;
}

bool search_iterate(SearchResult *r)
{
    if (!search_state.running) {
        r->done = true;
        r->completed = false;
        return false;
    }
    const bool exact_mode = search_flag(SEARCH_EXACT);
    const int depth = search_state.next_depth;
    search_state.abortable = depth > 1;
    int value, choice = -1;
    if (exact_mode) {
        value = exact_root(depth);
        if (!search_state.stop)
            choice = exact_choice(depth, value);
    } else {
        bool aspiration = !search_flag(SEARCH_NO_ASPIRATION) && !search_flag(SEARCH_SEEDED) &&
                          search_state.opt.multipv <= 1 && depth >= WindowDepth &&
                          search_state.prev_score > -SCORE_WIN_BOUND && search_state.prev_score < SCORE_WIN_BOUND;
        int delta = WindowSize;
        int alpha = aspiration ? search_state.prev_score - delta : -SCORE_INF;
        int beta = aspiration ? search_state.prev_score + delta : SCORE_INF;
        for (;;) {
            value = strong_root(depth, alpha, beta);
            if (search_state.stop)
                break;
            if (value <= alpha && alpha > -SCORE_INF) {
                int wider = alpha - delta * WindowGrowth;
                alpha = wider < -SCORE_WIN_BOUND ? -SCORE_INF : wider;
            } else if (value >= beta && beta < SCORE_INF) {
                int wider = beta + delta * WindowGrowth;
                beta = wider > SCORE_WIN_BOUND ? SCORE_INF : wider;
                /* Keep the move that failed high first. */
                root_to_front(search_state.iter_best);
            } else {
                break;
            }
            delta *= WindowGrowth;
        }
        if (!search_state.stop)
            choice = strong_choice(search_state.iter_best);
    }

    if (!search_state.stop) {
        r->completed = true;
        r->depth = depth;
        r->score = value; /* the position's value; a seeded pick may be up to margin below */
        set_pv(r, choice);
        set_mate(r, exact_mode);
        set_lines(r, choice, exact_mode);
        search_state.prev_score = value;
        root_to_front(search_state.iter_best);
    } else if (search_state.sliced && time_slice_ended()) {
        /* Only the slice ended: the next call runs this iteration again, from the start, on
         * what the table kept of it. */
        search_state.stop = false;
        r->completed = false;
        r->done = false;
        r->nodes = search_state.nodes;
        r->time_ms = clock_ms() - search_state.start;
        return true;
    } else {
        r->completed = false;
        /* A move that beat the previous best in the unfinished iteration is worth playing. */
        const int k = search_state.iter_best;
        if (!exact_mode && search_state.iter_searched > 1 && k >= 0 && search_state.order[0] != k &&
            search_state.exact_score[k] && search_state.score[k] > search_state.iter_alpha0) {
            r->score = search_state.score[k];
            set_pv(r, k);
            set_mate(r, exact_mode);
            lines_move_first(r, k, exact_mode);
        }
    }
    r->nodes = search_state.nodes;
    double now = clock_ms();
    r->time_ms = now - search_state.start;
    bool done = search_state.stop || depth >= search_state.opt.depth || !time_for_another_iteration() ||
                (!exact_mode && r->mate > 0 && r->mate <= depth);
    search_state.next_depth = depth + 1;
    if (done)
        search_state.running = false;
    r->done = done;
    return !done;
}

bool search_iterate_slice(SearchResult *r, double slice_ms)
{
    if (!(slice_ms > 0))
        slice_ms = 1;
    time_slice(slice_ms);
    search_state.sliced = true;
    bool more = search_iterate(r);
    search_state.sliced = false;
    time_unslice();
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
