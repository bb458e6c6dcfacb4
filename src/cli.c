/*
 * cli.c - the native command line: perft counts, searches and timings for benchmarks and checks.
 *
 *   polis perft DEPTH [POSITION]     perft with time and move resolutions per second
 *   polis search [OPTIONS] [POSITION]
 *                                    one search; prints its result as JSON on one line
 *                                    (with --progress, one line per iteration before it)
 *   polis bench [OPTIONS] < POSITIONS
 *                                    one search per line of POSITIONS (a fresh table each),
 *                                    one JSON line each, for bench/bench.mjs
 *
 * Search options: --depth N (default 64 with --time, else 6), --time MS, --exact, --seed S,
 * --margin TENTHS, --flags N (SEARCH_* bits of polis.h), --clear (empty the table first),
 * --multipv N (the N best moves, printed as "lines"), --hash MB (table size), --progress.
 */
#include "polis.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr, "usage: polis perft DEPTH [POSITION]\n"
                    "       polis search [--depth N] [--time MS] [--exact] [--seed S] [--margin T]\n"
                    "                    [--flags N] [--clear] [--multipv N] [--hash MB] [--progress]\n"
                    "                    [POSITION]\n"
                    "       polis bench [search options] < POSITIONS\n");
    return 2;
}

static int load_position(int argc, char **argv, int at, Position *p)
{
    if (argc <= at) {
        position_start(p);
        return 0;
    }
    int error = position_parse(argv[at], p);
    if (error)
        fprintf(stderr, "polis: %s\n", polis_error_message(error));
    return error;
}

static int command_perft(int argc, char **argv)
{
    Position p;
    if (argc < 3)
        return usage();
    int depth = atoi(argv[2]);
    if (depth < 1 || depth > 12) {
        fprintf(stderr, "polis: %s\n", polis_error_message(POLIS_E_DEPTH));
        return 2;
    }
    if (load_position(argc, argv, 3, &p))
        return 2;
    uint64_t resolutions = 0;
    double start = clock_ms();
    uint64_t count = perft(&p, depth, &resolutions);
    double seconds = (clock_ms() - start) / 1000;
    printf("{\"depth\":%d,\"perft\":%llu,\"resolutions\":%llu,\"seconds\":%.6f,"
           "\"resolutions_per_second\":%.0f}\n",
           depth, (unsigned long long)count, (unsigned long long)resolutions, seconds,
           seconds > 0 ? (double)resolutions / seconds : 0.0);
    return 0;
}

static void move_text(Move m, char out[5])
{
    if (m == MOVE_NONE) {
        strcpy(out, "none");
        return;
    }
    out[0] = (char)('a' + COL(MOVE_FROM(m)));
    out[1] = (char)('1' + ROW(MOVE_FROM(m)));
    out[2] = (char)('a' + COL(MOVE_TO(m)));
    out[3] = (char)('1' + ROW(MOVE_TO(m)));
    out[4] = '\0';
}

static void print_moves(const Move *moves, int n)
{
    char m[5];
    for (int i = 0; i < n; i++) {
        move_text(moves[i], m);
        printf("%s\"%s\"", i ? "," : "", m);
    }
}

static void print_result(const SearchResult *r, const char *position)
{
    char m[5];
    move_text(r->move, m);
    printf("{");
    if (position)
        printf("\"position\":\"%s\",", position);
    printf("\"move\":%s%s%s,\"score\":%d,\"mate\":%d,\"depth\":%d,\"completed\":%s,"
           "\"nodes\":%llu,\"ms\":%.3f,\"pv\":[",
           r->move ? "\"" : "", r->move ? m : "null", r->move ? "\"" : "", r->score, r->mate,
           r->depth, r->completed ? "true" : "false", (unsigned long long)r->nodes, r->time_ms);
    print_moves(r->pv, r->pv_len);
    printf("]");
    if (r->nlines > 1) {
        printf(",\"lines\":[");
        for (int i = 0; i < r->nlines; i++) {
            const SearchLine *l = &r->lines[i];
            move_text(l->move, m);
            printf("%s{\"move\":\"%s\",\"score\":%d,\"mate\":%d,\"pv\":[", i ? "," : "", m, l->score, l->mate);
            print_moves(l->pv, l->pv_len);
            printf("]}");
        }
        printf("]");
    }
    printf("}\n");
}

typedef struct {
    SearchOptions o;
    bool progress;
    const char *position;
} SearchArgs;

static int parse_search_args(int argc, char **argv, int at, SearchArgs *a)
{
    memset(a, 0, sizeof *a);
    bool depth_given = false;
    for (int i = at; i < argc; i++) {
        const char *arg = argv[i];
        bool more = i + 1 < argc;
        if (!strcmp(arg, "--depth") && more) {
            a->o.depth = atoi(argv[++i]);
            depth_given = true;
        } else if (!strcmp(arg, "--time") && more) {
            a->o.time_ms = atof(argv[++i]);
        } else if (!strcmp(arg, "--exact")) {
            a->o.flags |= SEARCH_EXACT;
        } else if (!strcmp(arg, "--seed") && more) {
            a->o.seed = (uint32_t)strtoul(argv[++i], NULL, 10);
            a->o.flags |= SEARCH_SEEDED;
        } else if (!strcmp(arg, "--margin") && more) {
            a->o.margin = atoi(argv[++i]);
        } else if (!strcmp(arg, "--flags") && more) {
            a->o.flags |= (unsigned)strtoul(argv[++i], NULL, 0);
        } else if (!strcmp(arg, "--multipv") && more) {
            a->o.multipv = atoi(argv[++i]);
        } else if (!strcmp(arg, "--hash") && more) {
            a->o.hash_mb = atoi(argv[++i]);
        } else if (!strcmp(arg, "--clear")) {
            a->o.flags |= SEARCH_CLEAR_TT;
        } else if (!strcmp(arg, "--progress")) {
            a->progress = true;
        } else if (arg[0] != '-' && !a->position) {
            a->position = arg;
        } else {
            return usage();
        }
    }
    if (!depth_given)
        a->o.depth = a->o.time_ms > 0 ? SEARCH_MAX_DEPTH : 6;
    return 0;
}

static int run_search(const Position *p, const SearchArgs *a, const char *label)
{
    SearchResult r;
    int n = search_start(p, &a->o, &r);
    if (n < 0) {
        fprintf(stderr, "polis: %s\n", polis_error_message(n));
        return 2;
    }
    while (!r.done) {
        search_iterate(&r);
        if (a->progress && r.completed && !r.done)
            print_result(&r, label);
    }
    print_result(&r, label);
    return 0;
}

static int command_search(int argc, char **argv)
{
    SearchArgs a;
    Position p;
    if (parse_search_args(argc, argv, 2, &a))
        return 2;
    if (a.position) {
        int error = position_parse(a.position, &p);
        if (error) {
            fprintf(stderr, "polis: %s\n", polis_error_message(error));
            return 2;
        }
    } else {
        position_start(&p);
    }
    return run_search(&p, &a, NULL);
}

static int command_bench(int argc, char **argv)
{
    SearchArgs a;
    char line[256];
    if (parse_search_args(argc, argv, 2, &a) || a.position)
        return a.position ? usage() : 2;
    a.o.flags |= SEARCH_CLEAR_TT;
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0])
            continue;
        Position p;
        int error = position_parse(line, &p);
        if (error) {
            fprintf(stderr, "polis: %s: %s\n", line, polis_error_message(error));
            return 2;
        }
        if (run_search(&p, &a, line))
            return 2;
        fflush(stdout);
    }
    return 0;
}

int main(int argc, char **argv)
{
    polis_init();
    if (argc < 2)
        return usage();
    if (!strcmp(argv[1], "perft"))
        return command_perft(argc, argv);
    if (!strcmp(argv[1], "search"))
        return command_search(argc, argv);
    if (!strcmp(argv[1], "bench"))
        return command_bench(argc, argv);
    return usage();
}
