/*
 * resolve.h - resolving a move (RULES.md, "A move"), with masks. Internal: not part of the
 * contract in polis.h.
 *
 * resolve() is always inlined with a constant mode and a constant `res`, so each caller gets
 * code that does only the work it needs: movegen.c's public wrappers, and the search's move
 * picker (movepick.c), which would otherwise pay a call and a run-time test of the mode on
 * every one of the millions of moves it resolves.
 */
#ifndef POLIS_RESOLVE_H
#define POLIS_RESOLVE_H

#include "polis.h"
#include "tables.h"

#define ALWAYS_INLINE inline __attribute__((always_inline))

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

/* Whether sq has e on both sides along some axis (without branches: the answer is
 * unpredictable, and all four tests cost less than one mispredicted jump). */
static inline bool flanked_at(int sq, Bitboard e)
{
    const Bitboard *pair = AXIS_PAIR[sq];
    return ((e & pair[0]) == pair[0]) | ((e & pair[1]) == pair[1]) |
           ((e & pair[2]) == pair[2]) | ((e & pair[3]) == pair[3]);
}

/* A side's pieces that can flank: all of them but a stunned chariot. */
static inline Bitboard active(const Bitboard side[2], const int8_t ch[2], const uint8_t st[2],
                              int s)
{
    return side[s] & ~((Bitboard)st[s] << ch[s]);
}

/* Step 3 and 5: chariots in row-major order, so the later one reads the earlier one's new
 * flag and the earlier one reads the later one's old flag. (Here and in resolve() the small
 * arrays are only ever indexed by constants, so that the compiler keeps them in registers: in
 * WebAssembly an array indexed at run time lives in memory.) */
static inline void stun_update(const Bitboard side[2], const int8_t ch[2], uint8_t st[2])
{
    if (ch[BLUE] < ch[RED]) {
        st[BLUE] = flanked_at(ch[BLUE], active(side, ch, st, RED));
        st[RED] = flanked_at(ch[RED], active(side, ch, st, BLUE));
    } else {
        st[RED] = flanked_at(ch[RED], active(side, ch, st, BLUE));
        st[BLUE] = flanked_at(ch[BLUE], active(side, ch, st, RED));
    }
}

/* Whether side `owner`'s chariot stands on `sq` (after a hop to sq: whether it was the chariot). */
static inline bool chariot_on(const int8_t ch[2], int owner, int sq)
{
    return (owner == RED ? ch[RED] : ch[BLUE]) == sq;
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

/* The 8 neighbours of t as a byte, bit k for the neighbour t + SLOT_OFFSET[k] (the rules'
 * direction order D): rotating the board right by t - 9 brings t's 3x3 box to bits 0-2, 8-10
 * and 16-18 whatever t is (a neighbour off the board is not in KING[t], so nothing wraps in). */
static inline unsigned neighbour_byte(Bitboard b, int t)
{
    unsigned r = (unsigned)(t - 9) & 63;
    Bitboard w = b & KING[t];
    w = (w >> r) | (w << ((64 - r) & 63));
    return (unsigned)((w & 7) | ((w >> 5) & 8) | ((w >> 6) & 16) | ((w >> 11) & 0xE0));
}

/*
 * Step 2. Along each axis through t, a hop is a reflection through t of the one occupied
 * neighbour onto the empty one: in the neighbour byte, slot k and its mirror 7 - k. So the
 * pieces that may hop are the occupied slots whose mirror is empty and on the board, found
 * at once; each is then checked for being frozen (a stunned chariot) or defended (an enemy
 * with a friend two squares out). The four axes touch disjoint squares and the defenders two
 * squares out are never moved by a hop, so deciding and applying hop by hop is the same as
 * deciding all hops first and making them together.
 */
static ALWAYS_INLINE uint64_t make_hops(int t, int them, Bitboard side[2], int8_t ch[2],
                                        Bitboard frozen, uint64_t key, Resolution *res, bool keyed)
{
    const unsigned occ = neighbour_byte(side[BLUE] | side[RED], t);
    for (unsigned hops = occ & ~MIRROR8[occ] & HOP_AXES[t]; hops; hops &= hops - 1) {
        int k = __builtin_ctz(hops), from = t + SLOT_OFFSET[k], to = t - SLOT_OFFSET[k];
        if (frozen & BIT(from))
            continue;
        int owner = (int)(side[RED] >> from) & 1, defender = HOP_FAR[t][k];
        if (owner == them && defender >= 0 && ((owner == RED ? side[RED] : side[BLUE]) & BIT(defender)))
            continue;
        if (keyed)
            key ^= Z_PIECE[owner][from] ^ Z_PIECE[owner][to];
        if (owner == RED) {
            side[RED] ^= BIT(from) | BIT(to);
            if (ch[RED] == from)
                ch[RED] = (int8_t)to;
        } else {
            side[BLUE] ^= BIT(from) | BIT(to);
            if (ch[BLUE] == from)
                ch[BLUE] = (int8_t)to;
        }
        if (keyed && chariot_on(ch, owner, to))
            key ^= Z_CHARIOT[owner][from] ^ Z_CHARIOT[owner][to];
        if (res)
            record_hop(res, from, to);
    }
    return key;
}

/* How much of a resolution a caller needs (resolve() is inlined with a constant mode, so the
 * work a mode skips is not even compiled into it). */
typedef enum {
    RESOLVE_FULL,  /* the position after the move, hash key and flags included */
    RESOLVE_NOKEY, /* the same without the hash key (left 0) */
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
static ALWAYS_INLINE bool resolve(const Position *p, Move m, Position *out, Resolution *res, ResolveMode mode)
{
    const bool keyed = mode == RESOLVE_FULL;
    const int us = p->side, them = us ^ 1, f = MOVE_FROM(m), t = MOVE_TO(m);
    Bitboard side[2];
    int8_t ch[2] = {p->chariot[BLUE], p->chariot[RED]};
    uint8_t st[2] = {p->stunned[BLUE], p->stunned[RED]};
    uint64_t key = keyed ? p->key ^ Z_SIDE ^ Z_PIECE[us][f] ^ Z_PIECE[us][t] : 0;

    /* Legality of a dog's step without resolving it. Hops only swap the two neighbours of t
     * along an axis, so each axis's pair around t keeps its occupancy: the dog ends flanked
     * along an axis exactly when both of that pair are enemies now. Only whether a flanking
     * enemy chariot is stunned after step 3 can change, so that case takes the long way. */
    if (mode == RESOLVE_LEGAL && p->chariot[us] != f) {
        const Bitboard enemy = p->pieces[them], *pair = AXIS_PAIR[t];
        bool by_chariot = false;
        for (int a = 0; a < 4; a++) {
            if ((enemy & pair[a]) != pair[a])
                continue;
            if (!(pair[a] & BIT(p->chariot[them])))
                return false;
            by_chariot = true;
        }
        if (!by_chariot)
            return true;
    }

    /* 1. Step. */
    side[BLUE] = p->pieces[BLUE];
    side[RED] = p->pieces[RED];
    const bool chariot_moved = p->chariot[us] == f;
    if (us == BLUE) {
        side[BLUE] ^= BIT(f) | BIT(t);
        if (chariot_moved)
            ch[BLUE] = (int8_t)t;
    } else {
        side[RED] ^= BIT(f) | BIT(t);
        if (chariot_moved)
            ch[RED] = (int8_t)t;
    }
    if (keyed && chariot_moved)
        key ^= Z_CHARIOT[us][f] ^ Z_CHARIOT[us][t];
    if (res) {
        res->nhops = 0;
        res->captured[BLUE] = res->captured[RED] = 0;
    }

    /* 2. Hops, with the flags from before the move. */
    Bitboard frozen = ((Bitboard)st[BLUE] << ch[BLUE]) | ((Bitboard)st[RED] << ch[RED]);
    key = make_hops(t, them, side, ch, frozen, key, res, keyed);

    /* 3. Stun update. A chariot's flag depends only on the squares next to it (and the other
     * chariot's flag), and the move changed only t and the squares next to t: when neither
     * chariot is within two steps of t and the flags were already what an update of the board
     * gives (p->settled), the update would find them again. */
    const uint8_t st_before[2] = {st[BLUE], st[RED]};
    if (!p->settled || ((BOX2[p->chariot[BLUE]] | BOX2[p->chariot[RED]]) & BIT(t)))
        stun_update(side, ch, st);

    /* A moved dog is lost exactly when its square is flanked now (step 4 decides every capture
     * on this board): that alone settles its legality. */
    if (mode == RESOLVE_LEGAL && !chariot_moved)
        return !flanked_at(t, them == RED ? active(side, ch, st, RED) : active(side, ch, st, BLUE));

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

    /* 5. Stun update again; a chariot that moved must not end stunned. On the same board with
     * the flags step 3 started from and ended with equal, it would find them again: skipped. */
    bool settled = mode != RESOLVE_EVAL; /* see Position.settled */
    if ((mode == RESOLVE_FULL || mode == RESOLVE_NOKEY || chariot_moved) &&
        (captured || st[BLUE] != st_before[BLUE] || st[RED] != st_before[RED])) {
        const uint8_t st_step3[2] = {st[BLUE], st[RED]};
        stun_update(side, ch, st);
        if (chariot_moved && (us == BLUE ? st[BLUE] : st[RED]))
            return false;
        settled = settled && st[BLUE] == st_step3[BLUE] && st[RED] == st_step3[RED];
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
    out->settled = settled;
    out->key = key;
    if (res) {
        res->captured[BLUE] = cap_blue;
        res->captured[RED] = cap_red;
    }
    return true;
}

#endif
