/*
 * libFuzzer target for src/api.c, the flat layer the wasm build exports to JavaScript.
 * The input is a little program: each step is an opcode byte followed by its operands, and
 * calls one exported function the way engine.js does (data through the I/O buffer). After
 * every call the target checks what api.c promises:
 *   - a call that fails (< 0) leaves the current position exactly as it was;
 *   - a position set from text or cells reads back the same through cells and text;
 *   - polis_legal lists exactly the moves polis_play accepts (and each one it lists plays);
 *   - a search answers a legal move, or "no move" exactly when there is none, and its
 *     iterations end.
 */
#include "polis.h"

#include <stdlib.h>
#include <string.h>

/* The exports of src/api.c (it has no header: only the wasm host calls it). */
uint8_t *polis_io(void);
int polis_io_size(void);
int polis_set_cells(int side);
int polis_get_cells(void);
int polis_set_text(int length);
int polis_get_text(void);
int polis_winner(void);
int polis_legal(void);
int polis_play(int from, int to);
double polis_perft(int depth, double time_ms);
int polis_search_start(int depth, double time_ms, int flags, double seed, int margin, int multipv, int hash_mb);
int polis_search_iterate(void);

/* The current position as text, through the API itself. */
static void current_text(char *out, size_t size)
{
    int n = polis_get_text();
    if (n <= 0 || (size_t)n >= size)
        abort();
    memcpy(out, polis_io(), (size_t)n);
    out[n] = '\0';
}

static void check_unchanged(const char *before)
{
    char after[128];
    current_text(after, sizeof after);
    if (strcmp(before, after))
        abort();
}

/* Cells and text of the current position agree, and loading either gives it back. */
static void check_round_trip(void)
{
    char text[128], again[128];
    uint8_t cells[64];
    current_text(text, sizeof text);
    int side = polis_get_cells();
    memcpy(cells, polis_io(), 64);
    if (polis_set_cells(side) != POLIS_OK)
        abort();
    check_unchanged(text);
    size_t n = strlen(text);
    memcpy(polis_io(), text, n);
    if (polis_set_text((int)n) != POLIS_OK)
        abort();
    current_text(again, sizeof again);
    if (strcmp(text, again) || polis_get_cells() != side || memcmp(cells, polis_io(), 64))
        abort();
}

/* Every listed move plays; the number of from-to pairs polis_play accepts is the count. */
static void check_legal(void)
{
    char text[128];
    uint8_t moves[2 * MAX_MOVES];
    current_text(text, sizeof text);
    int n = polis_legal();
    if (polis_winner() != NO_WINNER) {
        if (n != POLIS_E_GAME_OVER)
            abort();
        return;
    }
    if (n < 0 || n > MAX_MOVES)
        abort();
    memcpy(moves, polis_io(), (size_t)(2 * n));
    int accepted = 0;
    for (int from = 0; from < 64; from++) {
        for (int to = 0; to < 64; to++) {
            int code = polis_play(from, to);
            if (code == POLIS_OK) {
                accepted++;
                memcpy(polis_io(), text, strlen(text));
                if (polis_set_text((int)strlen(text)) != POLIS_OK)
                    abort();
            }
        }
    }
    /* A refused call that changed the position would still show here (only accepted moves
     * are undone above), and checking once keeps the 4096 calls fast. */
    check_unchanged(text);
    if (accepted != n)
        abort();
    for (int i = 0; i < n; i++) {
        if (polis_play(moves[2 * i], moves[2 * i + 1]) != POLIS_OK)
            abort();
        memcpy(polis_io(), text, strlen(text));
        polis_set_text((int)strlen(text));
    }
}

static void check_search(const uint8_t *op)
{
    char text[128];
    current_text(text, sizeof text);
    int depth = 1 + op[0] % 3, flags = op[1] & (SEARCH_EXACT | SEARCH_SEEDED | SEARCH_CLEAR_TT);
    if (op[1] & 0x80)
        flags |= SEARCH_EVAL_EXTENDED;
    /* Lines 0..8 (0 counts as 1); now and then a 1 MB table (0 keeps the table's size). */
    int n = polis_search_start(depth, 0, flags, op[2], op[3] & 15, (op[3] >> 4) % 9, (op[1] & 0x40) ? 1 : 0);
    if (n < 0) {
        check_unchanged(text);
        if (n != POLIS_E_GAME_OVER && n != POLIS_E_OPTION)
            abort();
        return;
    }
    int iterations = 0;
    while (polis_search_iterate()) {
        if (++iterations > SEARCH_MAX_DEPTH)
            abort();
    }
    const uint8_t *io = polis_io();
    int from = io[40], to = io[41]; /* SR_MOVE; read before check_unchanged() reuses the buffer */
    check_unchanged(text);
    if (n == 0) {
        if (from != 255)
            abort();
    } else if (polis_play(from, to) != POLIS_OK) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char start[] = "Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b";
    char text[128];
    size_t i = 0;
    uint8_t *io = polis_io();
    /* Each input starts from the start position, whatever the last one left. */
    memcpy(io, start, sizeof start - 1);
    if (polis_set_text((int)sizeof start - 1) != POLIS_OK)
        abort();
    while (i < size) {
        uint8_t op = data[i++];
        size_t left = size - i;
        current_text(text, sizeof text);
        switch (op % 8) {
        case 0: { /* text: a length byte, then that many bytes (NULs and all) */
            if (left < 1)
                return 0;
            size_t n = data[i++];
            if (n > size - i)
                n = size - i;
            memcpy(io, data + i, n);
            i += n;
            if (polis_set_text((int)n) == POLIS_OK)
                check_round_trip();
            else
                check_unchanged(text);
            break;
        }
        case 1: /* cells: a side byte, then 64 cell codes */
            if (left < 65)
                return 0;
            memcpy(io, data + i + 1, 64);
            if (polis_set_cells((int8_t)data[i]) == POLIS_OK)
                check_round_trip();
            else
                check_unchanged(text);
            i += 65;
            break;
        case 2: /* play any pair, squares as signed bytes (off the board too) */
            if (left < 2)
                return 0;
            if (polis_play((int8_t)data[i], (int8_t)data[i + 1]) != POLIS_OK)
                check_unchanged(text);
            i += 2;
            break;
        case 3:
            check_legal();
            break;
        case 4: /* play the k-th legal move */
            if (left < 1)
                return 0;
            if (polis_legal() > 0) {
                int n = polis_legal(), k = data[i] % n;
                if (polis_play(io[2 * k], io[2 * k + 1]) != POLIS_OK)
                    abort();
            }
            i++;
            break;
        case 5: { /* perft: depth from a signed byte (out of range is an error) */
            if (left < 1)
                return 0;
            int depth = (int8_t)data[i++];
            double count = polis_perft(depth > 2 ? 2 : depth, 0);
            if ((depth >= 0) != (count >= 0))
                abort();
            check_unchanged(text);
            break;
        }
        case 6:
            if (left < 4)
                return 0;
            check_search(data + i);
            i += 4;
            break;
        default: { /* bad search options are refused without effect */
            if (left < 1)
                return 0;
            int bad = data[i++] % 6;
            int n = bad == 0 ? polis_search_start(0, 0, 0, 0, 0, 1, 0)
                  : bad == 1 ? polis_search_start(65, 0, 0, 0, 0, 1, 0)
                  : bad == 2 ? polis_search_start(1, -1, 0, 0, 0, 1, 0)
                  : bad == 3 ? polis_search_start(1, 0, 0, -1, 0, 1, 0)
                  : bad == 4 ? polis_search_start(1, 0, 0, 0, 0, SEARCH_MAX_LINES + 1, 0)
                             : polis_search_start(1, 0, 0, 0, 0, 1, TT_MAX_MB + 1);
            if (n >= 0)
                abort();
            check_unchanged(text);
            polis_search_iterate(); /* after a refused start: answers "no more" */
            check_unchanged(text);
            break;
        }
        }
    }
    return 0;
}
