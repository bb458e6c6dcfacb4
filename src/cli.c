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
 * --margin TENTHS, --flags N (SEARCH_* bits of polis.h and experiments.h), --clear (empty the
 * table first), --multipv N (the N best moves, printed as "lines"), --hash MB (table size),
 * --progress.
 */
#include "polis.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
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

/* Reads a whole integer (base 10; base 0 also takes 0x..) from min to max; on anything else
 * (empty, trailing text, out of range) says which option was bad and returns false. */
static bool parse_integer(const char *option, const char *text, int base, long long min, long long max,
                          long long *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, base);
    if (end == text || isspace((unsigned char)text[0]) || *end != '\0' || errno == ERANGE ||
        v < min || v > max) {
        fprintf(stderr, "polis: %s must be an integer from %lld to %lld, got '%s'\n", option, min, max, text);
        return false;
    }
    *out = v;
    return true;
}

static bool parse_double(const char *option, const char *text, double min, double max, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (end == text || isspace((unsigned char)text[0]) || *end != '\0' || errno == ERANGE ||
        !isfinite(v) || v < min || v > max) {
        fprintf(stderr, "polis: %s must be a number from %g to %g, got '%s'\n", option, min, max, text);
        return false;
    }
    *out = v;
    return true;
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
    long long depth;
    if (!parse_integer("perft DEPTH", argv[2], 10, 1, 12, &depth))
        return 2;
    if (load_position(argc, argv, 3, &p))
        return 2;
    uint64_t resolutions = 0;
    double start = clock_ms();
    uint64_t count = perft(&p, depth, &resolutions);
    double seconds = (clock_ms() - start) / 1000;
    printf("{\"depth\":%d,\"perft\":%llu,\"resolutions\":%llu,\"seconds\":%.6f,"
           "\"resolutions_per_second\":%.0f}\n",
           (int)depth, (unsigned long long)count, (unsigned long long)resolutions, seconds,
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
    long long n;
    for (int i = at; i < argc; i++) {
        const char *arg = argv[i];
        bool more = i + 1 < argc;
        if (!strcmp(arg, "--depth") && more) {
            if (!parse_integer("--depth", argv[++i], 10, 1, SEARCH_MAX_DEPTH, &n))
                return 2;
            a->o.depth = (int)n;
            depth_given = true;
        } else if (!strcmp(arg, "--time") && more) {
            /* 0 means no budget; the search's own limit is 1e9 ms. */
            if (!parse_double("--time", argv[++i], 0, 1e9, &a->o.time_ms))
                return 2;
        } else if (!strcmp(arg, "--exact")) {
            a->o.flags |= SEARCH_EXACT;
        } else if (!strcmp(arg, "--seed") && more) {
            if (!parse_integer("--seed", argv[++i], 10, 0, 4294967295LL, &n))
                return 2;
            a->o.seed = (uint32_t)n;
            a->o.flags |= SEARCH_SEEDED;
        } else if (!strcmp(arg, "--margin") && more) {
            if (!parse_integer("--margin", argv[++i], 10, 0, 10000, &n))
                return 2;
            a->o.margin = (int)n;
        } else if (!strcmp(arg, "--flags") && more) {
            if (!parse_integer("--flags", argv[++i], 0, 0, 0x7fffffff, &n))
                return 2;
            a->o.flags |= (unsigned)n;
        } else if (!strcmp(arg, "--multipv") && more) {
            if (!parse_integer("--multipv", argv[++i], 10, 1, SEARCH_MAX_LINES, &n))
                return 2;
            a->o.multipv = (int)n;
        } else if (!strcmp(arg, "--hash") && more) {
            if (!parse_integer("--hash", argv[++i], 10, 1, TT_MAX_MB, &n))
                return 2;
            a->o.hash_mb = (int)n;
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
    char *line = NULL;
    size_t capacity = 0;
    ssize_t got;
    int status = 0;
    if (parse_search_args(argc, argv, 2, &a) || a.position)
        return a.position ? usage() : 2;
    a.o.flags |= SEARCH_CLEAR_TT;
    /* getline, not fgets: the line's length is known, so a NUL inside it is refused by the
     * parser (as the wasm API refuses it) rather than ending the text early, and a long line is
     * never split in two. */
    while ((got = getline(&line, &capacity, stdin)) >= 0) {
        size_t length = (size_t)got;
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r'))
            length--;
        if (length == 0)
            continue;
        Position p;
        int error = position_parse_bytes(line, length, &p);
        if (error) {
            fprintf(stderr, "polis: %.*s: %s\n", (int)strnlen(line, length), line, polis_error_message(error));
            status = 2;
            break;
        }
        line[length] = '\0';
        if (run_search(&p, &a, line)) {
            status = 2;
            break;
        }
        fflush(stdout);
    }
    free(line);
    return status;
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
