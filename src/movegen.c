/*
 * movegen.c - move generation and move resolution (RULES.md, "A move"), with masks.
 *
 * A step can only be judged legal after the whole resolution (the mover may be captured or
 * stunned), so "legal moves" are the steps onto empty squares that survive position_play().
 */
#include "polis.h"
#include "tables.h"

/* Squares that have an enemy of `e` on both sides along some axis: shifts of the whole
 * board, masked so that nothing wraps from one edge of a row to the other. */
static inline Bitboard flanked_squares(Bitboard e)
{
    Bitboard h = ((e >> 1) & ~FILE_H) & ((e << 1) & ~FILE_A);
    Bitboard v = (e >> 8) & (e << 8);
    Bitboard d = ((e >> 9) & ~FILE_H) & ((e << 9) & ~FILE_A);
    Bitboard a = ((e >> 7) & ~FILE_A) & ((e << 7) & ~FILE_H);
    return h | v | d | a;
}

static inline bool flanked_at(int sq, Bitboard e)
{
    const Bitboard *pair = AXIS_PAIR[sq];
    return (e & pair[0]) == pair[0] || (e & pair[1]) == pair[1] ||
           (e & pair[2]) == pair[2] || (e & pair[3]) == pair[3];
}

/* A side's pieces that can flank: all of them but a stunned chariot. */
static inline Bitboard active(const Bitboard side[2], const int8_t ch[2], const uint8_t st[2],
                              int s)
{
    return st[s] ? side[s] & ~BIT(ch[s]) : side[s];
}

/* Step 3 and 5: chariots in row-major order, so the later one reads the earlier one's new
 * flag and the earlier one reads the later one's old flag. */
static inline void stun_update(const Bitboard side[2], const int8_t ch[2], uint8_t st[2])
{
    int first = ch[BLUE] < ch[RED] ? BLUE : RED;
    st[first] = flanked_at(ch[first], active(side, ch, st, first ^ 1));
    st[first ^ 1] = flanked_at(ch[first ^ 1], active(side, ch, st, first));
}

static inline void record_hop(Resolution *res, int from, int to)
{
    /* Keep hops in direction order D, which is increasing from-square. */
    int i = res->nhops++;
    while (i > 0 && res->hop_from[i - 1] > from) {
        res->hop_from[i] = res->hop_from[i - 1];
        res->hop_to[i] = res->hop_to[i - 1];
        i--;
    }
    res->hop_from[i] = (uint8_t)from;
    res->hop_to[i] = (uint8_t)to;
}

/*
 * Step 2. Along each axis through t, a hop is a reflection through t of the one occupied
 * neighbour onto the empty one. The four axes touch disjoint squares and the defenders two
 * squares out are never moved by a hop, so deciding and applying axis by axis is the same as
 * deciding all hops first and making them together.
 */
static inline uint64_t make_hops(int t, int them, Bitboard side[2], int8_t ch[2],
                                 Bitboard frozen, uint64_t key, Resolution *res, bool keyed)
{
    const Bitboard occ = side[BLUE] | side[RED];
    for (int a = 0; a < 4; a++) {
        int plus = AXIS_NEAR[t][a][0], minus = AXIS_NEAR[t][a][1];
        if ((plus | minus) < 0)
            continue;
        int at_plus = (int)(occ >> plus) & 1, at_minus = (int)(occ >> minus) & 1;
        if (at_plus == at_minus)
            continue;
        int from = at_plus ? plus : minus, to = at_plus ? minus : plus;
        int defender = AXIS_FAR[t][a][at_plus ? 0 : 1];
        if (frozen & BIT(from))
            continue;
        int owner = (side[RED] >> from) & 1;
        if (owner == them && defender >= 0 && (side[them] & BIT(defender)))
            continue;
        side[owner] ^= BIT(from) | BIT(to);
        if (keyed)
            key ^= Z_PIECE[owner][from] ^ Z_PIECE[owner][to];
        if (ch[owner] == from) {
            ch[owner] = (int8_t)to;
            if (keyed)
                key ^= Z_CHARIOT[owner][from] ^ Z_CHARIOT[owner][to];
        }
        if (res)
            record_hop(res, from, to);
    }
    return key;
}

/* How much of a resolution a caller needs (resolve() is inlined with a constant mode, so the
 * work a mode skips is not even compiled into it). */
typedef enum {
    RESOLVE_FULL,  /* the position after the move, hash key and flags included */
    RESOLVE_EVAL,  /* pieces and chariots only (enough for evaluate() and position_winner()):
                    * no key, and the stunned flags not final after a dog's move */
    RESOLVE_LEGAL, /* only whether the move is legal */
} ResolveMode;

/*
 * Resolves move m (assumed a step of a side-to-move piece, not a stunned chariot, onto an
 * adjacent empty square: generate_steps() or check_move() guarantee it). Returns whether it
 * is legal; when it is, *out is the position after it with the other side to move, as far as
 * `mode` asks.
 */
static inline bool resolve(const Position *p, Move m, Position *out, Resolution *res, ResolveMode mode)
{
    const bool keyed = mode == RESOLVE_FULL;
    const int us = p->side, them = us ^ 1, f = MOVE_FROM(m), t = MOVE_TO(m);
    Bitboard side[2];
    int8_t ch[2] = {p->chariot[BLUE], p->chariot[RED]};
    uint8_t st[2] = {p->stunned[BLUE], p->stunned[RED]};
    uint64_t key = keyed ? p->key ^ Z_SIDE ^ Z_PIECE[us][f] ^ Z_PIECE[us][t] : 0;

    /* 1. Step. */
    side[us] = p->pieces[us] ^ BIT(f) ^ BIT(t);
    side[them] = p->pieces[them];
    const bool chariot_moved = ch[us] == f;
    if (chariot_moved) {
        ch[us] = (int8_t)t;
        if (keyed)
            key ^= Z_CHARIOT[us][f] ^ Z_CHARIOT[us][t];
    }
    if (res) {
        res->nhops = 0;
        res->captured[BLUE] = res->captured[RED] = 0;
    }

    /* 2. Hops, with the flags from before the move. */
    Bitboard frozen = (st[BLUE] ? BIT(ch[BLUE]) : 0) | (st[RED] ? BIT(ch[RED]) : 0);
    key = make_hops(t, them, side, ch, frozen, key, res, keyed);

    /* 3. Stun update. */
    stun_update(side, ch, st);

    /* A moved dog is lost exactly when its square is flanked now (step 4 decides every capture
     * on this board): that alone settles its legality. */
    if (mode == RESOLVE_LEGAL && !chariot_moved)
        return !flanked_at(t, active(side, ch, st, them));

    /* 4. Captures, decided on one board and removed together. */
    Bitboard cap_blue = (side[BLUE] & ~BIT(ch[BLUE])) & flanked_squares(active(side, ch, st, RED));
    Bitboard cap_red = (side[RED] & ~BIT(ch[RED])) & flanked_squares(active(side, ch, st, BLUE));
    Bitboard captured = cap_blue | cap_red;
    if (captured & BIT(t))
        return false;
    if (captured) {
        side[BLUE] &= ~cap_blue;
        side[RED] &= ~cap_red;
        if (keyed) {
            for (Bitboard b = cap_blue; b; b &= b - 1)
                key ^= Z_PIECE[BLUE][__builtin_ctzll(b)];
            for (Bitboard b = cap_red; b; b &= b - 1)
                key ^= Z_PIECE[RED][__builtin_ctzll(b)];
        }
    }

    /* 5. Stun update again; a chariot that moved must not end stunned. */
    if (mode == RESOLVE_FULL || chariot_moved) {
        stun_update(side, ch, st);
        if (chariot_moved && st[us])
            return false;
    }
    if (mode == RESOLVE_LEGAL)
        return true;

    if (keyed)
        for (int s = 0; s < 2; s++)
            if (st[s] != p->stunned[s])
                key ^= Z_STUNNED[s];
    out->pieces[BLUE] = side[BLUE];
    out->pieces[RED] = side[RED];
    out->chariot[BLUE] = ch[BLUE];
    out->chariot[RED] = ch[RED];
    out->stunned[BLUE] = st[BLUE];
    out->stunned[RED] = st[RED];
    out->side = (uint8_t)them;
    out->key = key;
    if (res) {
        res->captured[BLUE] = cap_blue;
        res->captured[RED] = cap_red;
    }
    return true;
}

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
        if (position_play(p, steps[i], &scratch, NULL))
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

/* Counts lines of `depth` legal plies; a line that reaches a won position counts once.
 * *resolutions (if not NULL) grows by the number of moves resolved on the way. */
uint64_t perft(const Position *p, int depth, uint64_t *resolutions)
{
    Move steps[MAX_MOVES];
    Position next;
    uint64_t total = 0;
    if (depth <= 0)
        return 1;
    int count = generate_steps(p, steps);
    if (resolutions)
        *resolutions += (uint64_t)count;
    if (depth == 1) {
        /* The leaves only count: legality is all they need. */
        for (int i = 0; i < count; i++)
            total += position_legal(p, steps[i]);
        return total;
    }
    for (int i = 0; i < count; i++) {
        if (!position_play(p, steps[i], &next, NULL))
            continue;
        if (position_winner(&next) != NO_WINNER)
            total++;
        else
            total += perft(&next, depth - 1, resolutions);
    }
    return total;
}
