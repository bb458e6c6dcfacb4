/*
 * eval.c - the original evaluation (RULES.md, "The original AI"), in integer tenths:
 * 10 x (own pieces - enemy pieces) + adv(own)^2 - adv(enemy)^2, where a chariot's
 * advancement is its row for Blue and 7 - row for Red. Scored from the side to move.
 *
 * evaluate_extended() is for the strong search when asked (SEARCH_EVAL_EXTENDED; the original
 * stays the default). Its weights were fitted to self-play results (make texel, bench/texel.mjs)
 * and won 84.9% of 1,000 games at equal time against the hand-set ones (bench/RESULTS.md),
 * from the side to move, in tenths:
 *   - material: 10 a piece, as the original;
 *   - the race: 2 a row of the chariot's advancement (linear: the original's square made the
 *     engine give up dogs for steps that did not win the race);
 *   - room to advance: 2 for each empty square a chariot could step to on the row towards its
 *     goal (none while stunned: that is all a stun costs here);
 *   - guards: 1 for each own dog next to the own chariot;
 *   - tempo: 2 for the side to move.
 * hot.h holds the weights (EVAL_WEIGHTS_DEFAULT) and the terms the fit gave nothing.
 */
#include "hot.h"

int evaluate(const Position *p) { return eval_original(p); }

int evaluate_extended(const Position *p) { return eval_extended(p); }
