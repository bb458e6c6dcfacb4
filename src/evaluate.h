/*
 * evaluate.h - the chariot rule and both evaluations, inline: the search calls them at every
 * node, and a call costs as much as any of them. position.c and eval.c export them under the
 * contract's names (position_winner(), evaluate(), evaluate_extended()). Internal: not part
 * of the contract.
 *
 * Both evaluations are in integer tenths, from the side to move's view.
 */
#ifndef POLIS_EVALUATE_H
#define POLIS_EVALUATE_H

#include "polis.h"

/* RULES.md checks columns left to right, Blue before Red in each column. */
static inline int chariot_winner(const Position *p)
{
    bool blue = ROW(p->chariot[BLUE]) == 7, red = ROW(p->chariot[RED]) == 0;
    if (blue && red)
        return COL(p->chariot[BLUE]) <= COL(p->chariot[RED]) ? BLUE : RED;
    return blue ? BLUE : red ? RED : NO_WINNER;
}

/* A chariot's advancement: its row for Blue, 7 - row for Red. */
static inline int advancement(const Position *p, int s)
{
    int row = ROW(p->chariot[s]);
    return s == BLUE ? row : 7 - row;
}

/*
 * The original evaluation (RULES.md, "The original AI"):
 * 10 x (own pieces - enemy pieces) + adv(own)^2 - adv(enemy)^2.
 * Blue's view first, then the side to move's: fields are read with constant indices only, so
 * that a position held in locals stays in registers (see stun_update() in resolve.h).
 */
static inline int eval_original(const Position *p)
{
    int material = __builtin_popcountll(p->pieces[BLUE]) - __builtin_popcountll(p->pieces[RED]);
    int a = advancement(p, BLUE), b = advancement(p, RED);
    int blue_view = 10 * material + a * a - b * b;
    return p->side == BLUE ? blue_view : -blue_view;
}

/* Empty squares an unstunned chariot could step to on the next row towards its goal. */
static inline int forward_room(const Position *p, int s)
{
    int sq = p->chariot[s], next = ROW(sq) + (s == BLUE ? 1 : -1);
    if (next < 0 || next > 7 || p->stunned[s])
        return 0;
    Bitboard empty_ahead = KING[sq] & ((Bitboard)0xFF << (next * 8)) & ~(p->pieces[BLUE] | p->pieces[RED]);
    return __builtin_popcountll(empty_ahead);
}

/*
 * The extended evaluation's terms and their weights, in tenths. The weights were fitted to
 * self-play results (make texel, bench/texel.mjs) and won 84.9% of 1,000 games at equal time
 * against the hand-set ones (bench/RESULTS.md). Terms weighing 0 are those the fit gave nothing.
 * Constants in the engine; build/selfplay-tunable (bench/texel.mjs, POLIS_TUNABLE) reads them
 * from eval_weights[] so that a match can set each side's. A term weighing 0 costs nothing
 * here: the compiler drops it.
 */
enum {
    EW_MATERIAL,  /* 10 a piece, as the original */
    EW_ADVANCE2,  /* the original's squared advancement: 0, the fit took the linear EW_ADVANCE
                   * (the square made the engine give up dogs for steps that did not win the race) */
    EW_STUNNED,   /* a stunned chariot: 0, it already loses its room to advance (EW_ROOM) */
    EW_ROOM,      /* room to advance: 2 for each empty square a chariot could step to on the row
                   * towards its goal (none while stunned: that is all a stun costs here) */
    EW_TEMPO,     /* tempo: 2 for the side to move */
    EW_GUARDS,    /* guards: 1 for each own dog next to the own chariot */
    EW_ATTACKERS, /* enemy pieces next to the own chariot: 0 */
    EW_ADVANCE,   /* the race: 2 a row of the chariot's advancement */
    EVAL_TERMS
};
#define EVAL_WEIGHTS_DEFAULT {10, 0, 0, 2, 2, 1, 0, 2}
#ifdef POLIS_TUNABLE
extern int eval_weights[EVAL_TERMS];
#define EW(i) eval_weights[i]
#else
static const int eval_weights_default[EVAL_TERMS] = EVAL_WEIGHTS_DEFAULT;
#define EW(i) eval_weights_default[i]
#endif

/* Pieces of side `dogs` next to side s's chariot (its dogs, or the other chariot). */
static inline int dogs_around(const Position *p, int s, int dogs)
{
    return __builtin_popcountll(KING[p->chariot[s]] & p->pieces[dogs]);
}

/* The extended evaluation (evaluate_extended(), for SEARCH_EVAL_EXTENDED; the original stays the
 * default): each term above times its weight, Blue's less Red's, from the side to move. */
static inline int eval_extended(const Position *p)
{
    int material = __builtin_popcountll(p->pieces[BLUE]) - __builtin_popcountll(p->pieces[RED]);
    int a = advancement(p, BLUE), b = advancement(p, RED);
    int blue_view = EW(EW_MATERIAL) * material + EW(EW_ADVANCE2) * (a * a - b * b) +
                    EW(EW_STUNNED) * (p->stunned[RED] - p->stunned[BLUE]) +
                    EW(EW_ROOM) * (forward_room(p, BLUE) - forward_room(p, RED)) + EW(EW_ADVANCE) * (a - b);
    if (EW(EW_GUARDS))
        blue_view += EW(EW_GUARDS) * (dogs_around(p, BLUE, BLUE) - dogs_around(p, RED, RED));
    if (EW(EW_ATTACKERS))
        blue_view += EW(EW_ATTACKERS) * (dogs_around(p, BLUE, RED) - dogs_around(p, RED, BLUE));
    return EW(EW_TEMPO) + (p->side == BLUE ? blue_view : -blue_view);
}

#endif
