/*
 * movegen.c - move generation, the public faces of move resolution (resolve.h), and perft.
 *
 * A step can only be judged legal after the resolution (the mover may be captured or stunned),
 * so "legal moves" are the steps onto empty squares that survive position_play().
 */
#include "resolve.h"

bool position_play(const Position *p, Move m, Position *out, Resolution *res)
{
    return resolve(p, m, out, res, RESOLVE_FULL);
}

bool position_play_eval(const Position *p, Move m, Position *out)
{
    return resolve(p, m, out, NULL, RESOLVE_EVAL);
}

bool position_legal(const Position *p, Move m) { return resolve(p, m, NULL, NULL, RESOLVE_LEGAL); }

/* Pieces that may step: all of the side's, less its chariot when stunned. */
static inline Bitboard movers(const Position *p)
{
    int us = p->side;
    return p->stunned[us] ? p->pieces[us] & ~BIT(p->chariot[us]) : p->pieces[us];
}

int generate_steps(const Position *p, Move *moves)
{
    const Bitboard empty = ~(p->pieces[BLUE] | p->pieces[RED]);
    int n = 0;
    for (Bitboard b = movers(p); b; b &= b - 1) {
        int from = __builtin_ctzll(b);
        for (Bitboard d = KING[from] & empty; d; d &= d - 1)
            moves[n++] = MAKE_MOVE(from, __builtin_ctzll(d));
    }
    return n;
}

int generate_legal(const Position *p, Move *moves)
{
    Move steps[MAX_MOVES];
    Position scratch;
    int n = 0, count = generate_steps(p, steps);
    for (int i = 0; i < count; i++)
        if (resolve(p, steps[i], &scratch, NULL, RESOLVE_FULL))
            moves[n++] = steps[i];
    return n;
}

int check_move(const Position *p, Move m)
{
    int f = MOVE_FROM(m), t = MOVE_TO(m), us = p->side;
    Position scratch;
    if (position_winner(p) != NO_WINNER)
        return POLIS_E_GAME_OVER;
    if (!(p->pieces[us] & BIT(f)))
        return POLIS_E_NO_PIECE;
    if (!(KING[f] & BIT(t)))
        return POLIS_E_NOT_ADJACENT;
    if ((p->pieces[BLUE] | p->pieces[RED]) & BIT(t))
        return POLIS_E_OCCUPIED;
    if (p->chariot[us] == f && p->stunned[us])
        return POLIS_E_STUNNED_MOVER;
    if (!position_play(p, m, &scratch, NULL))
        return p->chariot[us] == f ? POLIS_E_SELF_STUN : POLIS_E_SELF_CAPTURE;
    return POLIS_OK;
}

typedef struct {
    uint64_t *resolutions;
    double deadline; /* 0: none */
    unsigned nodes;  /* depth-2 nodes so far: the clock is read every 64 of them (about 1 ms) */
    bool stopped;
} PerftRun;

/* Counts lines of `depth` legal plies; a line that reaches a won position counts once.
 * run->resolutions (if not NULL) grows by the number of moves resolved on the way. */
static uint64_t perft_run(const Position *p, int depth, PerftRun *run)
{
    Move steps[MAX_MOVES];
    Position next;
    uint64_t total = 0;
    if (depth <= 0)
        return 1;
    int count = generate_steps(p, steps);
    if (run->resolutions)
        *run->resolutions += (uint64_t)count;
    if (depth == 1) {
        /* The leaves only count: legality is all they need. */
        for (int i = 0; i < count; i++)
            total += resolve(p, steps[i], NULL, NULL, RESOLVE_LEGAL);
        return total;
    }
    if (depth == 2 && run->deadline > 0 && (++run->nodes & 63) == 0 && clock_ms() >= run->deadline)
        run->stopped = true;
    for (int i = 0; i < count && !run->stopped; i++) {
        if (!resolve(p, steps[i], &next, NULL, RESOLVE_FULL))
            continue;
        if (position_winner(&next) != NO_WINNER)
            total++;
        else
            total += perft_run(&next, depth - 1, run);
    }
    return total;
}

uint64_t perft(const Position *p, int depth, uint64_t *resolutions)
{
    PerftRun run = {resolutions, 0, 0, false};
    return perft_run(p, depth, &run);
}

uint64_t perft_until(const Position *p, int depth, uint64_t *resolutions, double deadline_ms, bool *stopped)
{
    PerftRun run = {resolutions, deadline_ms, 0, false};
    uint64_t total = perft_run(p, depth, &run);
    *stopped = run.stopped;
    return total;
}
