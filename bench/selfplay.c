/*
 * selfplay.c - engine-against-engine matches for tuning the strong search (native, fast).
 *
 *   build/selfplay [--games N] [--time MS] [--depth D] [--a-flags F] [--b-flags F]
 *                  [--a-time MS] [--b-time MS] [--a-depth D] [--b-depth D]
 *                  [--a-margin T] [--b-margin T] [--keep-table 1]
 *                  [--opening PLIES] [--seed S] [--max-plies P]
 *                  [--a-weights W,W,...] [--b-weights W,W,...]   (build/selfplay-tunable only)
 *
 * Plays N games (openings of PLIES random legal moves from the start, each played twice with
 * colours swapped) between configuration A and B, which differ in their SEARCH_* flags, at MS
 * milliseconds or depth D a move. A side with SEARCH_SEEDED (2) in its flags gets a fresh seed
 * each move (picking among moves within its margin, in tenths). Each move starts on a cleared
 * table unless --keep-table 1 (as in real play; only fair when one side is in exact mode,
 * whose table keys are apart from the strong mode's). A game reaching P plies (default 300) is a draw. Prints one
 * JSON line: wins, draws and losses of A, its score and the average game length.
 *
 * Built with POLIS_TUNABLE (build/selfplay-tunable), each side's extended evaluation takes the
 * weights given (evaluate.h's EW_* order; missing ones keep the engine's): bench/texel.mjs's match
 * of tuned weights against the engine's.
 */
#include "polis.h"
#include "evaluate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state;
static uint32_t rng(void)
{
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(rng_state >> 33);
}

#ifdef POLIS_TUNABLE
int eval_weights[EVAL_TERMS] = EVAL_WEIGHTS_DEFAULT;
#endif
static int weights[2][EVAL_TERMS] = {EVAL_WEIGHTS_DEFAULT, EVAL_WEIGHTS_DEFAULT}; /* by side, for the game */

/* Returns the winner (BLUE/RED) or -1 for a draw; *plies gets the game length. */
static int play(const Position *opening, const SearchOptions cfg[2], int max_plies, int *plies)
{
    Position p = *opening;
    for (*plies = 0; *plies < max_plies; (*plies)++) {
        SearchResult r;
        SearchOptions o = cfg[p.side];
        if (o.flags & SEARCH_SEEDED)
            o.seed = rng(); /* a fresh pick each move, as the page does */
#ifdef POLIS_TUNABLE
        memcpy(eval_weights, weights[p.side], sizeof eval_weights);
#endif
        if (search_run(&p, &o, &r) == 0)
            return p.side ^ 1; /* no legal move: the side to move loses */
        Position next;
        position_play(&p, r.move, &next, NULL);
        p = next;
        int w = position_winner(&p);
        if (w != NO_WINNER) {
            (*plies)++;
            return w;
        }
    }
    return -1;
}

int main(int argc, char **argv)
{
    int games = 20, opening_plies = 4, max_plies = 300;
    bool keep_table = false;
    SearchOptions a = {SEARCH_MAX_DEPTH, 30, 0, 0, 0, 0, 0}, b = a;
    int a_weights[EVAL_TERMS] = EVAL_WEIGHTS_DEFAULT, b_weights[EVAL_TERMS] = EVAL_WEIGHTS_DEFAULT;
    rng_state = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        const char *k = argv[i], *v = argv[i + 1];
        if (!strcmp(k, "--games"))
            games = atoi(v);
        else if (!strcmp(k, "--time"))
            a.time_ms = b.time_ms = atof(v);
        else if (!strcmp(k, "--depth"))
            a.depth = b.depth = atoi(v), a.time_ms = b.time_ms = 0;
        else if (!strcmp(k, "--a-flags"))
            a.flags = (unsigned)strtoul(v, NULL, 0);
        else if (!strcmp(k, "--b-flags"))
            b.flags = (unsigned)strtoul(v, NULL, 0);
        else if (!strcmp(k, "--a-depth"))
            a.depth = atoi(v);
        else if (!strcmp(k, "--b-depth"))
            b.depth = atoi(v);
        else if (!strcmp(k, "--a-margin"))
            a.margin = atoi(v);
        else if (!strcmp(k, "--b-margin"))
            b.margin = atoi(v);
        else if (!strcmp(k, "--a-time"))
            a.time_ms = atof(v);
        else if (!strcmp(k, "--b-time"))
            b.time_ms = atof(v);
        else if (!strcmp(k, "--opening"))
            opening_plies = atoi(v);
        else if (!strcmp(k, "--seed"))
            rng_state = strtoull(v, NULL, 0);
        else if (!strcmp(k, "--keep-table"))
            keep_table = atoi(v) != 0;
        else if (!strcmp(k, "--max-plies"))
            max_plies = atoi(v);
        else if (!strcmp(k, "--a-weights") || !strcmp(k, "--b-weights")) {
            int *w = k[2] == 'a' ? a_weights : b_weights;
            char *end = (char *)v;
            for (int t = 0; t < EVAL_TERMS && *end; t++) {
                w[t] = (int)strtol(end, &end, 10);
                if (*end == ',')
                    end++;
            }
        }
        else {
            fprintf(stderr, "selfplay: unknown option %s\n", k);
            return 2;
        }
    }
    polis_init();
    int wins = 0, draws = 0, losses = 0;
    long total_plies = 0;
    Position opening;
    for (int g = 0; g < games; g++) {
        if (g % 2 == 0) {
            for (;;) {
                position_start(&opening);
                bool ok = true;
                for (int i = 0; i < opening_plies && ok; i++) {
                    Move moves[MAX_MOVES];
                    int n = generate_legal(&opening, moves);
                    Position next = opening;
                    ok = n > 0 && position_play(&opening, moves[rng() % (uint32_t)n], &next, NULL);
                    opening = next;
                    ok = ok && position_winner(&opening) == NO_WINNER;
                }
                if (ok)
                    break;
            }
        }
        /* A plays the side to move in even games, the other side in odd ones. */
        int a_side = g % 2 == 0 ? opening.side : opening.side ^ 1;
        SearchOptions cfg[2]; /* each move on a cleared table: neither side reads the other's entries */
        cfg[a_side] = a;
        cfg[a_side ^ 1] = b;
        memcpy(weights[a_side], a_weights, sizeof a_weights);
        memcpy(weights[a_side ^ 1], b_weights, sizeof b_weights);
        if (!keep_table) {
            cfg[a_side].flags |= SEARCH_CLEAR_TT;
            cfg[a_side ^ 1].flags |= SEARCH_CLEAR_TT;
        }
        int plies, w = play(&opening, cfg, max_plies, &plies);
        total_plies += plies;
        if (w < 0)
            draws++;
        else if (w == a_side)
            wins++;
        else
            losses++;
        fprintf(stderr, "game %d: %s (%d plies)\n", g + 1, w < 0 ? "draw" : w == a_side ? "A" : "B", plies);
    }
    printf("{\"games\":%d,\"a_wins\":%d,\"draws\":%d,\"a_losses\":%d,\"a_score\":%.3f,\"avg_plies\":%.1f}\n",
           games, wins, draws, losses, games ? (wins + 0.5 * draws) / games : 0.0,
           games ? (double)total_plies / games : 0.0);
    return 0;
}
