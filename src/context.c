/*
 * context.c - the running search's context (context.h).
 */
#include "context.h"

SearchContext search;
