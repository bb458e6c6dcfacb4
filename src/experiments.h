/*
 * experiments.h - the strong search's switches for experiments: each bit of SearchOptions.flags
 * here turns one feature off or on, so that bench/ (selfplay matches, `polis bench --flags`,
 * bench/compare.mjs) can measure what it is worth; tunables.h says what was measured. Internal:
 * not part of the contract in polis.h, whose flags (bits 0-2 and 16) these leave alone. The
 * values are fixed: bench/ and bench/RESULTS.md pass and quote them as numbers. The search reads
 * them only through experiment(), below; all are 0 in play.
 */
#ifndef POLIS_EXPERIMENTS_H
#define POLIS_EXPERIMENTS_H

#include "context.h"

enum {
    SEARCH_NO_PVS = 1 << 8,
    SEARCH_NO_NULL = 1 << 9,
    SEARCH_NO_LMR = 1 << 10,
    SEARCH_NO_ASPIRATION = 1 << 11,
    SEARCH_QSEARCH = 1 << 12,
    SEARCH_NO_KILLERS = 1 << 13,
    SEARCH_NO_HISTORY = 1 << 14,
    SEARCH_NO_TT_ORDER = 1 << 15,
    SEARCH_STAGED_KILLERS = 1 << 17,  /* killers tried before the other moves are resolved */
    SEARCH_STEP_LMR = 1 << 18,        /* the earlier reductions (1 ply, 2 late and deep) instead
                                       * of ln(depth) ln(move number) ones */
    SEARCH_HISTORY_PENALTY = 1 << 19, /* bounded history, penalties for quiets that failed */
    SEARCH_NO_NULL_VERIFY = 1 << 20,  /* trust a null-move cutoff without a verification search */
};

/* Whether this search was asked for the experiment `flag` (one of the above). */
static inline bool experiment(unsigned flag) { return (search.opt.flags & flag) != 0; }

#endif
