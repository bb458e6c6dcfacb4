/*
 * libFuzzer target for the position parser, the cell loader and move application.
 * Input: a position string up to the first newline, then byte pairs (from, to) played in turn
 * (the bytes are taken modulo 64 so most land on the board). If the text does not parse, the
 * first 64 bytes are tried as a cell array instead. Every accepted position must round-trip
 * through its string, keep a consistent Zobrist key, and every move must either be refused
 * with an error code or resolve to a legal position. The position reached is then searched
 * (a shallow strong search and the exact minimax, options taken from the input), and the move
 * found must be legal, or "no move" exactly when there is none. On every position, the cheaper
 * resolutions (position_legal, position_play_eval) must agree with position_play on every step,
 * and so must a copy of the position not marked settled.
 */
#include "polis.h"

#include <stdlib.h>
#include <string.h>

static void check_position(const Position *p)
{
    char text[128];
    Position back;
    position_format(p, text, sizeof text);
    if (position_parse(text, &back) != POLIS_OK || back.key != p->key ||
        back.pieces[BLUE] != p->pieces[BLUE] || back.pieces[RED] != p->pieces[RED] ||
        (p->pieces[BLUE] & p->pieces[RED]) || p->key != position_hash(p))
        abort();
    Move steps[MAX_MOVES];
    int n = generate_steps(p, steps);
    for (int i = 0; i < n; i++) {
        Position full, eval;
        bool legal = position_play(p, steps[i], &full, NULL);
        if (position_legal(p, steps[i]) != legal || position_play_eval(p, steps[i], &eval) != legal)
            abort();
        Position unmarked = *p, again; /* a settled position resolves as an unsettled one */
        unmarked.settled = 0;
        if (position_play(&unmarked, steps[i], &again, NULL) != legal ||
            (legal && (again.key != full.key || again.stunned[BLUE] != full.stunned[BLUE] ||
                       again.stunned[RED] != full.stunned[RED] || again.pieces[BLUE] != full.pieces[BLUE] ||
                       again.pieces[RED] != full.pieces[RED])))
            abort();
        if (legal && (eval.pieces[BLUE] != full.pieces[BLUE] || eval.pieces[RED] != full.pieces[RED] ||
                      eval.chariot[BLUE] != full.chariot[BLUE] || eval.chariot[RED] != full.chariot[RED]))
            abort();
    }
}

static void search_checks(const Position *p, uint8_t option_byte)
{
    Move legal[MAX_MOVES];
    SearchOptions o = {.depth = 1 + (option_byte & 3), .flags = option_byte & SEARCH_EXACT,
                       .seed = option_byte, .margin = option_byte >> 4};
    if (option_byte & 4)
        o.flags |= SEARCH_SEEDED;
    SearchResult r;
    int n = search_run(p, &o, &r);
    if (position_winner(p) != NO_WINNER) {
        if (n != POLIS_E_GAME_OVER)
            abort();
        return;
    }
    if (n != generate_legal(p, legal))
        abort();
    if (n == 0 ? r.move != MOVE_NONE : check_move(p, r.move) != POLIS_OK)
        abort();
}

static void play_moves(Position p, const uint8_t *data, size_t size)
{
    for (size_t i = 0; i + 1 < size; i += 2) {
        Move m = MAKE_MOVE(data[i] & 63, data[i + 1] & 63);
        Move legal[MAX_MOVES];
        int n = generate_legal(&p, legal);
        bool listed = false;
        for (int k = 0; k < n; k++)
            listed |= legal[k] == m;
        int error = check_move(&p, m);
        if (position_winner(&p) == NO_WINNER && (error == POLIS_OK) != listed)
            abort();
        if (error != POLIS_OK)
            continue;
        Position next;
        Resolution res;
        if (!position_play(&p, m, &next, &res) || !(next.pieces[p.side] & BIT(MOVE_TO(m))))
            abort();
        check_position(&next);
        p = next;
    }
    search_checks(&p, size ? data[size - 1] : 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool ready;
    char text[300];
    Position p;
    if (!ready) {
        polis_init();
        ready = true;
    }
    const uint8_t *newline = memchr(data, '\n', size);
    size_t len = newline ? (size_t)(newline - data) : size;
    if (len >= sizeof text)
        return 0;
    memcpy(text, data, len);
    text[len] = '\0';
    if (position_parse(text, &p) == POLIS_OK) {
        check_position(&p);
        size_t rest = newline ? size - len - 1 : 0;
        play_moves(p, newline ? newline + 1 : data + size, rest);
    } else if (size >= 65 && position_from_cells(data, data[64] & 1, &p) == POLIS_OK) {
        check_position(&p);
        play_moves(p, data + 65, size - 65);
    }
    return 0;
}
