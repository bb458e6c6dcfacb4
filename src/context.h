/*
 * context.h - what every node of the running search reads: what the search was asked for (its
 * options and switches), how many nodes it has visited, and whether it must stop. One search runs
 * at a time, so this is one global (context.c), set up by search_start() (iterate.c). The rest of
 * a search's state belongs to the file that keeps it: the root's moves to root.h, the lines to
 * pv.h, the ordering's memory to history.h, the table to transposition.h, the clock to timeman.c.
 */
#ifndef POLIS_CONTEXT_H
#define POLIS_CONTEXT_H

#include "evaluate.h"
#include "timeman.h"
#include "tunables.h"

typedef struct {
    SearchOptions opt; /* as asked, with multipv at least 1 */
    uint64_t nodes;    /* positions visited */
    bool abortable;    /* the clock may stop this iteration (the first, depth 1, always completes) */
    bool stop;         /* the clock stopped it: every node returns at once, its value unused */
} SearchContext;

extern SearchContext search;

/* Whether this search was asked for `flag`, one of polis.h's SEARCH_* (the experiments' are
 * read through experiment(), experiments.h). */
static inline bool search_flag(unsigned flag) { return (search.opt.flags & flag) != 0; }

/* The evaluation this search uses: the original's unless asked for the extended one. */
static inline int eval_node(const Position *p)
{
    return search_flag(SEARCH_EVAL_EXTENDED) ? eval_extended(p) : eval_original(p);
}

/* Counts a node; every ClockCheckNodes nodes, asks the clock whether the iteration must stop. */
static inline void count_node(void)
{
    if ((++search.nodes & (ClockCheckNodes - 1)) == 0 && search.abortable && time_up())
        search.stop = true;
}

#endif
