/*
 * timeman.h - when a search stops (timeman.c): its deadline, and the slices of a host that
 * must answer messages while it searches (search_iterate_slice()).
 */
#ifndef POLIS_TIMEMAN_H
#define POLIS_TIMEMAN_H

#include "polis.h"

/* Starts the clock of a search with a budget of budget_ms (0: none). */
void time_start(double budget_ms);
/* Milliseconds since time_start(). */
double time_elapsed(void);
/* Whether the running iteration must stop now (its deadline or its slice's end has passed). */
bool time_up(void);
/* Whether another iteration may start (called only when the last one was not stopped). */
bool time_for_another_iteration(void);
/* Slices: the iteration also stops slice_ms from now; whether a stopped iteration stopped for
 * the slice rather than the deadline; back to the deadline alone. */
void time_slice(double slice_ms);
bool time_slice_ended(void);
void time_unslice(void);

#endif
