/*
 * eval.c - the original evaluation (RULES.md, "The original AI"), in integer tenths:
 * 10 x (own pieces - enemy pieces) + adv(own)^2 - adv(enemy)^2, where a chariot's
 * advancement is its row for Blue and 7 - row for Red. Scored from the side to move.
 *
 * evaluate_extended() adds two terms to it, for the strong search when asked
 * (SEARCH_EVAL_EXTENDED; the original stays the default). Each won engine-against-engine
 * matches (bench/RESULTS.md, "Search features"):
 *   - a stunned chariot cannot move next turn: 6 tenths against its side;
 *   - room to advance: 2 tenths for each empty square a chariot could step to on the row
 *     towards its goal (none while stunned).
 */
#include "hot.h"

int evaluate(const Position *p) { return eval_original(p); }

int evaluate_extended(const Position *p) { return eval_extended(p); }
