/*
 * tunables.h - the search's tuning numbers, each with its evidence; constants only (each note
 * names the file that uses it). Matches are build/selfplay games (bench/selfplay.c: openings of
 * 4 random plies each played with both colours, a cleared table each move): the engine with the
 * feature against the engine without it, or with what it replaced, as each note says. Node
 * counts are `build/polis bench` on the six bench positions. The figures are bench/RESULTS.md's
 * ("Search features: what was kept, with the evidence", and its "Issue 9" table); "not
 * measured" marks a number only ever used as it is.
 */
#ifndef POLIS_TUNABLES_H
#define POLIS_TUNABLES_H

/* Aspiration windows (iterate.c): from iteration WindowDepth on, the window is the previous
 * score +- WindowSize tenths; a bound that fails moves out by WindowGrowth windows, and the
 * window grows WindowGrowth times. The windows as a whole: 52% of 300 games at 20 ms a move and
 * 54% of 120 at 100 ms against none, 3.78 M nodes to depth 8 against 3.79 M (measured before
 * issue 9's reductions). The three numbers: not measured. */
static const int WindowDepth = 4;
static const int WindowSize = 30;
static const int WindowGrowth = 3;

/* Null move (strong.c): from depth NullMoveDepth, at nodes that are not PV nodes, searched
 * NullMoveReduction plies shallower (NullMoveDeepReduction from depth NullMoveDeepDepth). Null
 * move as a whole: 67% of 100 games at 20 ms against none, 3.78 M nodes to depth 8 against
 * 7.46 M (before issue 9's reductions). The four numbers: not measured. */
static const int NullMoveDepth = 3;
static const int NullMoveReduction = 2;
static const int NullMoveDeepDepth = 7;
static const int NullMoveDeepReduction = 3;

/* Late-move reductions (strong.c) of quiet moves that are not killers, at depth LmrDepth or more,
 * from the move with LmrFirstMove moves tried before it: LmrBase + ln(depth) ln(moves tried) /
 * LmrDivisor plies (Ethereal's form), one less at PV nodes, leaving at least one ply. Against
 * the earlier reductions (SEARCH_STEP_LMR, below): 52.9% +- 4.9 of 400 games at 10 ms (+20 Elo,
 * -14 to +54), 14.9 M nodes to depth 10 against 27.3 M: kept for that depth (about one ply more
 * at equal time). Reductions as a whole (the earlier ones): 51% of 300 games at 20 ms and 59% of
 * 120 at 100 ms against none. The four numbers: not measured. */
static const int LmrDepth = 3;
static const int LmrFirstMove = 2;
static const double LmrBase = 0.75;
static const double LmrDivisor = 2.25;

/* The earlier reductions, kept behind SEARCH_STEP_LMR for comparison: 1 ply from the move with
 * StepLmrFirstMove tried before it, 2 from StepLmrLateMove at depth StepLmrDeepDepth or more.
 * Against milder ones (depth >= 4, move >= 6, 1 ply): 66% of 300 games at 20 ms, 3.78 M
 * nodes to depth 8 against 22.3 M. */
static const int StepLmrFirstMove = 3;
static const int StepLmrLateMove = 8;
static const int StepLmrDeepDepth = 5;

/* Bounded history (SEARCH_HISTORY_PENALTY, dropped: 48.6% +- 4.9 of 400 games at 10 ms, -10
 * Elo, -44 to +24, against plain history): values stay within +-HistoryGravity, a cutoff at
 * depth d adds d^2 but at most HistoryBonusMax, and a quiet move is reduced a ply less for each
 * HistoryGravity / 2 of history (history.c, strong.c). The numbers: not measured. */
static const int HistoryGravity = 16384;
static const int HistoryBonusMax = 400;

/* The clock is read every ClockCheckNodes nodes (a power of two; count_node() in context.h): a
 * stop comes that many nodes late at most. Not measured. */
static const int ClockCheckNodes = 256;

/* When to stop (timeman.c): the deadline is the budget less TimeReserveMs for returning the
 * result, or SmallBudgetReserve of budgets under SmallBudgetMs, so that the caller sees the
 * answer within the budget; no iteration starts with less than MinIterationMs left (it could not
 * even finish a root move). Not measured. */
static const double TimeReserveMs = 0.5;
static const double SmallBudgetMs = 25;
static const double SmallBudgetReserve = 0.02;
static const double MinIterationMs = 0.1;

#endif
