/*
 * timeman.c - time management: when a search with a budget stops.
 *
 * The whole budget is used: a new iteration starts whenever time is left, and the iteration
 * running at the deadline is stopped there (the clock is read every ClockCheckNodes nodes),
 * the move then being the best one found so far (iterate.c). Predicting whether the next
 * iteration would finish in time and not starting it otherwise left a third of the budget
 * unused (issue 9: a median of 646 ms of 1000), because the cost of an iteration varies by a
 * factor of 1.3 to 4.5 from one depth to the next; an unfinished iteration still often improves
 * the move, since its first root move is the previous best, searched first, and any move that
 * beats it is taken.
 *
 * The deadline is the budget less a small reserve for returning the result (TimeReserveMs, or a
 * share of small budgets: tunables.h), so the caller sees the answer within the budget.
 */
#include "timeman.h"
#include "tunables.h"

/* The search's start, its hard stop (0: none), and when the running iteration stops: the
 * deadline, or the end of a slice if sooner (0: never). */
static double start, deadline, stop_at;

void time_start(double budget_ms)
{
    start = clock_ms();
    if (budget_ms <= 0) {
        deadline = stop_at = 0;
        return;
    }
    double reserve = budget_ms < SmallBudgetMs ? budget_ms * SmallBudgetReserve : TimeReserveMs;
    deadline = stop_at = start + budget_ms - reserve;
}

double time_elapsed(void) { return clock_ms() - start; }

bool time_up(void) { return stop_at > 0 && clock_ms() >= stop_at; }

void time_slice(double slice_ms)
{
    double end = clock_ms() + slice_ms;
    stop_at = deadline > 0 && deadline < end ? deadline : end;
}

bool time_slice_ended(void) { return deadline == 0 || clock_ms() < deadline; }

void time_unslice(void) { stop_at = deadline; }

bool time_for_another_iteration(void)
{
    /* Less than MinIterationMs left: an iteration could not even finish a root move. */
    return deadline == 0 || clock_ms() < deadline - MinIterationMs;
}
