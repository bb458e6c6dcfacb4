/*
 * cli.c - the native command line: perft counts and timings for benchmarks and checks.
 *
 *   polis perft DEPTH [POSITION]     perft with time and move resolutions per second
 */
#include "polis.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int usage(void)
{
    fprintf(stderr, "usage: polis perft DEPTH [POSITION]\n");
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
    double start = now_seconds();
    uint64_t count = perft(&p, depth, &resolutions);
    double seconds = now_seconds() - start;
    printf("{\"depth\":%d,\"perft\":%llu,\"resolutions\":%llu,\"seconds\":%.6f,"
           "\"resolutions_per_second\":%.0f}\n",
           depth, (unsigned long long)count, (unsigned long long)resolutions, seconds,
           seconds > 0 ? (double)resolutions / seconds : 0.0);
    return 0;
}

int main(int argc, char **argv)
{
    polis_init();
    if (argc < 2)
        return usage();
    if (!strcmp(argv[1], "perft"))
        return command_perft(argc, argv);
    return usage();
}
