/*
 * Native tests of the search, built with -fsanitize=address,undefined by `make test`:
 * exact mode against a plain recursive minimax written here (RULES.md's pseudocode on
 * generate_legal, no ordering, no table) on positions from seeded random games, at depths
 * 1-3; strong-mode sanity (legal moves, principal variations, determinism, time control).
 */
#include "polis.h"
#include "experiments.h"
#include "transposition.h"
#include "check.h"

#include <stdio.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>


#define INF_SCORE SCORE_EXACT_WIN

/* RULES.md's minimax for player `me`, maximizing when `me` is to move. */
static int minimax(const Position *p, int depth, int alpha, int beta, int me)
{
    int w = position_winner(p);
    if (w != NO_WINNER)
        return w == me ? INF_SCORE : -INF_SCORE;
    if (depth == 0) {
        int e = evaluate(p);
        return p->side == me ? e : -e;
    }
    Move moves[MAX_MOVES];
    int n = generate_legal(p, moves);
    bool maximizing = p->side == me;
    if (n == 0)
        return maximizing ? -INF_SCORE : INF_SCORE;
    int best = maximizing ? -SCORE_INF : SCORE_INF;
    for (int i = 0; i < n; i++) {
        Position next;
        position_play(p, moves[i], &next, NULL);
        int v = minimax(&next, depth - 1, alpha, beta, me);
        if (maximizing) {
            if (v > best)
                best = v;
            if (v > alpha)
                alpha = v;
        } else {
            if (v < best)
                best = v;
            if (v < beta)
                beta = v;
        }
        if (beta <= alpha)
            break;
    }
    return best;
}

/* The original's root: first move in generation order with the highest score. */
static int original_root(const Position *p, int depth, Move *choice)
{
    Move moves[MAX_MOVES];
    int n = generate_legal(p, moves), best = -SCORE_INF;
    for (int i = 0; i < n; i++) {
        Position next;
        position_play(p, moves[i], &next, NULL);
        int v = minimax(&next, depth - 1, -SCORE_INF, SCORE_INF, p->side);
        if (v > best) {
            best = v;
            *choice = moves[i];
        }
    }
    return best;
}

static uint64_t rng_state = 0x1234567ULL;
static uint32_t rng(void)
{
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(rng_state >> 33);
}

/* A position after `plies` random legal moves from the start, or false if the game ended. */
static bool random_position(int plies, Position *p)
{
    position_start(p);
    for (int i = 0; i < plies; i++) {
        Move moves[MAX_MOVES];
        int n = generate_legal(p, moves);
        if (n == 0)
            return false;
        Position next;
        position_play(p, moves[rng() % (uint32_t)n], &next, NULL);
        *p = next;
        if (position_winner(p) != NO_WINNER)
            return false;
    }
    return true;
}

static bool is_legal(const Position *p, Move m)
{
    Move moves[MAX_MOVES];
    int n = generate_legal(p, moves);
    for (int i = 0; i < n; i++)
        if (moves[i] == m)
            return true;
    return false;
}

static void test_exact_against_minimax(void)
{
    int compared = 0;
    while (compared < 60) {
        Position p;
        if (!random_position(2 + (int)(rng() % 70), &p))
            continue;
        int depth = 1 + compared % 3;
        Move expect = MOVE_NONE;
        int value = original_root(&p, depth, &expect);
        SearchOptions o = {depth, 0, SEARCH_EXACT | (compared % 2 ? SEARCH_CLEAR_TT : 0u), 0, 0, 0, 0};
        SearchResult r;
        int n = search_run(&p, &o, &r);
        char text[96];
        position_format(&p, text, sizeof text);
        CHECK(n > 0, "%s has moves", text);
        CHECK(r.score == value, "%s depth %d: exact %d, minimax %d", text, depth, r.score, value);
        CHECK(r.move == expect, "%s depth %d: exact move %d, minimax move %d", text, depth, r.move, expect);
        CHECK(r.depth == depth && r.completed && r.done, "%s: completed", text);
        compared++;
    }
}

static void test_strong(void)
{
    for (int k = 0; k < 12; k++) {
        Position p;
        if (!random_position((int)(rng() % 50), &p)) {
            k--;
            continue;
        }
        SearchOptions o = {5, 0, SEARCH_CLEAR_TT, 0, 0, 0, 0};
        SearchResult a, b;
        search_run(&p, &o, &a);
        search_run(&p, &o, &b);
        CHECK(is_legal(&p, a.move), "strong move is legal");
        CHECK(a.move == b.move && a.score == b.score && a.nodes == b.nodes, "deterministic with a cleared table");
        CHECK(a.pv_len >= 1 && a.pv[0] == a.move, "pv starts with the move");
        /* The principal variation is a line of legal moves. */
        Position q = p;
        for (int i = 0; i < a.pv_len; i++) {
            CHECK(is_legal(&q, a.pv[i]), "pv move %d legal", i);
            Position next;
            position_play(&q, a.pv[i], &next, NULL);
            q = next;
            if (position_winner(&q) != NO_WINNER)
                break;
        }
        /* Time control. */
        SearchOptions t = {SEARCH_MAX_DEPTH, 30, 0, 0, 0, 0, 0};
        /* The search stops on the wall clock, but this checks the CPU time it used: on a loaded
         * machine the process may wait for a core far longer than any search overshoot, and
         * that wait says nothing about when the search decided to stop. */
        clock_t start = clock();
        search_run(&p, &t, &a);
        double took = 1000.0 * (double)(clock() - start) / CLOCKS_PER_SEC;
        CHECK(took < 30 + 20, "30 ms search used %.1f ms of CPU", took);
        CHECK(is_legal(&p, a.move), "timed move is legal");
    }
    /* Bad options and finished games. */
    Position p;
    SearchResult r;
    position_start(&p);
    SearchOptions bad_depth = {0, 0, 0, 0, 0, 0, 0}, deep = {SEARCH_MAX_DEPTH + 1, 0, 0, 0, 0, 0, 0};
    CHECK(search_start(&p, &bad_depth, &r) == POLIS_E_DEPTH, "depth 0");
    CHECK(search_start(&p, &deep, &r) == POLIS_E_DEPTH, "depth too deep");
    SearchOptions bad_time = {3, -1, 0, 0, 0, 0, 0};
    CHECK(search_start(&p, &bad_time, &r) == POLIS_E_OPTION, "negative time");
    position_parse("8/8/8/8/8/8/8/B6R r", &p);
    SearchOptions ok = {3, 0, 0, 0, 0, 0, 0};
    CHECK(search_start(&p, &ok, &r) == POLIS_E_GAME_OVER, "game over");
    position_parse("B+7/8/8/8/8/8/8/7R b", &p);
    CHECK(search_run(&p, &ok, &r) == 0 && r.move == MOVE_NONE && r.done, "no legal move");
    CHECK(!search_iterate(&r) && r.done, "nothing to iterate");
}

/* The extended evaluation's terms on hand-made positions (differences from the original, in
 * tenths; the weights of src/eval.c: advance 2 a row where the original squares it, room 2 a
 * square, guards 1 a dog, tempo 2 for the side to move). */
static void test_extended_eval(void)
{
    static const struct { const char *text; int delta; } cases[] = {
        {"B7/8/8/8/8/8/8/7R b", 2},      /* equal room (2 each): the tempo alone */
        {"B7/b7/8/8/8/8/8/7R b", 1},     /* a2 taken: room 1 against 2 (-2), a2 guards a1 (+1), tempo */
        {"B7/b7/8/8/8/8/8/7R r", 3},     /* the same from Red's view: +2 -1, tempo */
        {"B+7/8/8/8/8/8/8/7R b", -2},    /* stunned: no room (0 against 2), tempo */
        {"8/8/8/3B4/8/8/8/7R r", 3},     /* Blue on row 3: advance 6 for the original's 9, room 3 against 2; Red's view, tempo */
    };
    SearchOptions o = {.depth = 2, .flags = SEARCH_EXACT | SEARCH_EVAL_EXTENDED};
    SearchResult r;
    Position p;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK(position_parse(cases[i].text, &p) == POLIS_OK, "parse %s", cases[i].text);
        int delta = evaluate_extended(&p) - evaluate(&p);
        CHECK(delta == cases[i].delta, "%s: extended - original = %d, want %d", cases[i].text, delta,
              cases[i].delta);
    }
    position_start(&p);
    CHECK(search_run(&p, &o, &r) == POLIS_E_OPTION, "exact mode refuses the extended evaluation");
}

/* multipv in exact mode: the lines' scores are the minimax values of their moves, and they are
 * the best N of all the root moves' values, best first (after line 0, the chosen move). */
static void test_multipv_exact(void)
{
    int compared = 0;
    while (compared < 30) {
        Position p;
        if (!random_position(2 + (int)(rng() % 60), &p))
            continue;
        int depth = 1 + compared % 3, want = 1 + compared % SEARCH_MAX_LINES;
        Move moves[MAX_MOVES];
        int values[MAX_MOVES], n = generate_legal(&p, moves);
        for (int i = 0; i < n; i++) {
            Position next;
            position_play(&p, moves[i], &next, NULL);
            values[i] = minimax(&next, depth - 1, -SCORE_INF, SCORE_INF, p.side);
        }
        SearchOptions o = {.depth = depth, .flags = SEARCH_EXACT | SEARCH_CLEAR_TT, .multipv = want};
        SearchResult r;
        CHECK(search_run(&p, &o, &r) == n, "legal moves");
        int expect_lines = n < want ? n : want;
        CHECK(r.nlines == expect_lines, "%d lines, want %d", r.nlines, expect_lines);
        CHECK(r.nlines > 0 && r.lines[0].move == r.move && r.lines[0].score == r.score, "line 0 is the move");
        /* Every root value ranked: the k-th line (k >= 1) must have the k-th best value. */
        int sorted[MAX_MOVES];
        memcpy(sorted, values, sizeof(int) * (size_t)n);
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && sorted[j - 1] < sorted[j]; j--) {
                int t = sorted[j];
                sorted[j] = sorted[j - 1];
                sorted[j - 1] = t;
            }
        for (int k = 0; k < r.nlines; k++) {
            int i = 0;
            while (i < n && moves[i] != r.lines[k].move)
                i++;
            CHECK(i < n, "line %d's move is legal", k);
            if (i == n)
                continue;
            CHECK(r.lines[k].score == values[i], "line %d: score %d, minimax %d", k, r.lines[k].score, values[i]);
            CHECK(r.lines[k].score == sorted[k], "line %d: score %d, %d-th best value %d", k, r.lines[k].score,
                  k + 1, sorted[k]);
            CHECK(r.lines[k].pv_len >= 1 && r.lines[k].pv[0] == r.lines[k].move, "line %d's pv starts with it", k);
            for (int j = 0; j < k; j++)
                CHECK(r.lines[j].move != r.lines[k].move, "lines %d and %d differ", j, k);
        }
        /* The move and value are the original's whatever multipv is. */
        SearchOptions single = {.depth = depth, .flags = SEARCH_EXACT | SEARCH_CLEAR_TT};
        SearchResult s;
        search_run(&p, &single, &s);
        CHECK(s.move == r.move && s.score == r.score && s.nlines == 1, "multipv leaves the choice as it was");
        compared++;
    }
}

/* multipv in strong mode: distinct legal moves with legal lines, best first; timed searches
 * keep line 0 equal to the move. */
static void test_multipv_strong(void)
{
    for (int k = 0; k < 10; k++) {
        Position p;
        if (!random_position((int)(rng() % 40), &p)) {
            k--;
            continue;
        }
        SearchOptions o = {.depth = 6, .flags = SEARCH_CLEAR_TT, .multipv = 4};
        SearchResult r;
        int n = search_run(&p, &o, &r);
        CHECK(r.nlines == (n < 4 ? n : 4), "%d lines of %d moves", r.nlines, n);
        CHECK(r.lines[0].move == r.move && r.lines[0].score == r.score, "line 0 is the move");
        for (int i = 0; i < r.nlines; i++) {
            CHECK(is_legal(&p, r.lines[i].move), "line %d legal", i);
            CHECK(i < 2 || r.lines[i].score <= r.lines[i - 1].score, "line %d not better than %d", i, i - 1);
            CHECK(r.lines[i].score <= r.score, "no line above the best");
            Position q = p;
            for (int j = 0; j < r.lines[i].pv_len && position_winner(&q) == NO_WINNER; j++) {
                CHECK(is_legal(&q, r.lines[i].pv[j]), "line %d pv move %d legal", i, j);
                Position next;
                position_play(&q, r.lines[i].pv[j], &next, NULL);
                q = next;
            }
        }
        SearchOptions t = {.depth = SEARCH_MAX_DEPTH, .time_ms = 20, .multipv = 3};
        search_run(&p, &t, &r);
        CHECK(r.nlines >= 1 && r.lines[0].move == r.move, "timed: line 0 is the move");
    }
    Position p;
    SearchResult r;
    position_start(&p);
    SearchOptions bad = {.depth = 3, .multipv = SEARCH_MAX_LINES + 1};
    CHECK(search_start(&p, &bad, &r) == POLIS_E_OPTION, "multipv too large");
    bad.multipv = -1;
    CHECK(search_start(&p, &bad, &r) == POLIS_E_OPTION, "multipv negative");
}

/* The table's size: set on request, kept otherwise, bad sizes refused with the table kept. */
static void test_hash_size(void)
{
    Position p;
    SearchResult r;
    position_start(&p);
    SearchOptions o = {.depth = 4, .hash_mb = 2};
    CHECK(search_run(&p, &o, &r) > 0 && tt_size_mb() == 2, "2 MB table: %d", tt_size_mb());
    o.hash_mb = 0;
    CHECK(search_run(&p, &o, &r) > 0 && tt_size_mb() == 2, "size kept: %d", tt_size_mb());
    o.hash_mb = TT_MAX_MB + 1;
    CHECK(search_start(&p, &o, &r) == POLIS_E_OPTION && tt_size_mb() == 2, "too large refused, kept");
    o.hash_mb = -3;
    CHECK(search_start(&p, &o, &r) == POLIS_E_OPTION, "negative refused");
    o.hash_mb = 1;
    CHECK(search_run(&p, &o, &r) > 0 && tt_size_mb() == 1 && is_legal(&p, r.move), "1 MB table works");
    o.hash_mb = TT_DEFAULT_MB;
    search_run(&p, &o, &r);
    CHECK(tt_size_mb() == TT_DEFAULT_MB, "back to the default");
}

/* Slices: a search run in 1 ms slices reaches the same exact-mode value and move as one run
 * whole, and a sliced depth-limited strong search completes its depth with a legal move. */
static void test_slices(void)
{
    int compared = 0, cut = 0;
    while (compared < 6) {
        Position p;
        if (!random_position(4 + (int)(rng() % 40), &p))
            continue;
        SearchOptions o = {.depth = 5, .flags = SEARCH_EXACT | SEARCH_CLEAR_TT};
        SearchResult whole, sliced;
        search_run(&p, &o, &whole);
        search_start(&p, &o, &sliced);
        int calls = 0;
        while (search_iterate_slice(&sliced, 0.2) && calls < 100000) {
            calls++;
            cut += !sliced.completed;
        }
        CHECK(sliced.done && sliced.depth == 5, "sliced exact search done at depth %d", sliced.depth);
        CHECK(sliced.score == whole.score && sliced.move == whole.move, "sliced: %d %d, whole: %d %d",
              sliced.score, sliced.move, whole.score, whole.move);
        SearchOptions s = {.depth = 8, .flags = SEARCH_CLEAR_TT};
        search_start(&p, &s, &sliced);
        calls = 0;
        while (search_iterate_slice(&sliced, 0.5) && calls < 8 * 40) {
            calls++;
            CHECK(sliced.move == MOVE_NONE || is_legal(&p, sliced.move), "a legal move between slices");
        }
        CHECK(sliced.done && sliced.depth == 8 && is_legal(&p, sliced.move),
              "sliced strong search: depth %d after %d calls", sliced.depth, calls);
        compared++;
    }
    CHECK(cut > 0, "some slices ended before their iteration (%d)", cut);
}

/* Slices too short for an iteration end the search all the same: each cut slice makes the next
 * one twice as long, so a search ends in a few calls an iteration (about 30 from 1 microsecond
 * to 10 minutes), however slow or loaded the machine. Before slices grew, an iteration run again
 * from its start in the same short slice often got no further than the last time: 0.5 ms slices
 * ran for over 20 minutes on a loaded machine, their depth 5 never done, and in this test about
 * one search in five stopped at the bound below. */
static void test_slices_end(void)
{
    const double slices[] = {0.2, 0.05, 0.001};
    for (int i = 0; i < 12; i++) {
        Position p;
        if (!random_position(4 + (int)(rng() % 40), &p)) {
            i--;
            continue;
        }
        for (int k = 0; k < 3; k++) {
            SearchOptions s = {.depth = 7, .flags = SEARCH_CLEAR_TT};
            SearchResult r;
            search_start(&p, &s, &r);
            int calls = 0;
            while (search_iterate_slice(&r, slices[k]) && calls < 7 * 40)
                calls++;
            CHECK(r.done && r.depth == 7 && is_legal(&p, r.move), "%g ms slices: depth %d after %d calls",
                  slices[k], r.depth, calls);
        }
    }
}

/* Plain alpha-beta with the table (no null move, reductions or PVS: the table only saves work
 * then) finds the same value with a table warmed by other searches as with a cleared one, with
 * and without the experimental quiescence search. (This build also checks, with
 * POLIS_CHECK_KEYS, that every position the search looks up in the table carries its own key:
 * with the quiescence flag, depth-1 nodes once read the table under key 0.) */
static void test_table_independence(void)
{
    const unsigned plain = SEARCH_NO_NULL | SEARCH_NO_LMR | SEARCH_NO_PVS | SEARCH_NO_ASPIRATION;
    const unsigned variants[] = {plain, plain | SEARCH_QSEARCH};
    for (int v = 0; v < 2; v++) {
        Position ps[8];
        int scores[8];
        for (int i = 0; i < 8; i++) {
            while (!random_position(6 + 3 * i, &ps[i]))
                ;
            SearchOptions o = {.depth = 5, .flags = variants[v] | SEARCH_CLEAR_TT};
            SearchResult r;
            search_run(&ps[i], &o, &r);
            scores[i] = r.score;
        }
        for (int i = 0; i < 8; i++) {
            SearchOptions o = {.depth = 5, .flags = variants[v]}; /* the table as the others left it */
            SearchResult r;
            search_run(&ps[i], &o, &r);
            CHECK(r.score == scores[i], "flags %#x position %d: %d with a warm table, %d cleared",
                  variants[v], i, r.score, scores[i]);
        }
    }
}

/* Whether the line `pv` (n moves) is legal from p and either `depth` moves long or ends the game. */
static bool full_line(const Position *p, const Move *pv, int n, int depth)
{
    Position at = *p;
    for (int i = 0; i < n; i++) {
        if (!is_legal(&at, pv[i]))
            return false;
        Position next;
        position_play(&at, pv[i], &next, NULL);
        at = next;
    }
    Move moves[MAX_MOVES];
    return n == depth || (n < depth && (position_winner(&at) != NO_WINNER || generate_legal(&at, moves) == 0));
}

/* An exact search repeated without clearing the table gives the same value and move and a
 * whole line (a table cutoff once returned without its line: a one-move pv in 91 of 100). */
static void test_exact_repeated(void)
{
    int compared = 0, whole = 0;
    while (compared < 40) {
        Position p;
        if (!random_position(4 + (int)(rng() % 40), &p))
            continue;
        int depth = 3 + compared % 2;
        SearchOptions o = {.depth = depth, .flags = SEARCH_EXACT | SEARCH_CLEAR_TT};
        SearchResult first, again;
        search_run(&p, &o, &first);
        o.flags = SEARCH_EXACT;
        search_run(&p, &o, &again);
        CHECK(again.score == first.score && again.move == first.move, "repeated: %d %d, first: %d %d",
              again.score, again.move, first.score, first.move);
        CHECK(full_line(&p, first.pv, first.pv_len, depth), "first search: a line of %d at depth %d",
              first.pv_len, depth);
        CHECK(full_line(&p, again.pv, again.pv_len, depth), "repeated search: a line of %d at depth %d",
              again.pv_len, depth);
        whole += again.pv_len == depth;
        compared++;
    }
    CHECK(whole > 20, "most lines are as long as the depth (%d of 40)", whole);
}

int main(int argc, char **argv)
{
    polis_init();
    /* "quick": the tests that run fast enough under MemorySanitizer (make test-native). */
    if (argc > 1 && !strcmp(argv[1], "quick")) {
        test_hash_size();
        test_exact_repeated();
        printf("test_search quick: %d passed, %d failed\n", checks - failures, failures);
        return failures ? 1 : 0;
    }
    test_exact_against_minimax();
    test_strong();
    test_extended_eval();
    test_multipv_exact();
    test_multipv_strong();
    test_hash_size();
    test_slices();
    test_slices_end();
    test_table_independence();
    test_exact_repeated();
    printf("test_search: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
