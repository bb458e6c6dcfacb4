/*
 * eval.c - the two evaluations under the contract's names, for callers outside the search:
 * evaluate() is the original (RULES.md, "The original AI"), evaluate_extended() the one the
 * strong search uses when asked (SEARCH_EVAL_EXTENDED). evaluate.h holds both, inline, with
 * what each term is and why it weighs what it does.
 */
#include "evaluate.h"

int evaluate(const Position *p) { return eval_original(p); }

int evaluate_extended(const Position *p) { return eval_extended(p); }
