/*
 * api.c - the flat API that JavaScript calls through WebAssembly.
 *
 * WebAssembly functions take and return numbers only, so data crosses through one static
 * I/O buffer (polis_io()) and the engine keeps one current position between calls. Every
 * entry point validates what it is given and answers a PolisError code (< 0) instead of
 * trapping; a failed call leaves the current position as it was.
 *
 * Layouts in the I/O buffer:
 *   cells (polis_set_cells, polis_get_cells): 64 bytes, square order, codes of polis.h.
 *   text (polis_set_text): a position string of the given length (a NUL inside it is an
 *       unknown character, not its end); (polis_get_text): a NUL-terminated position string.
 *   moves (polis_legal): 2 bytes a move, from-square then to-square, in generation order.
 *   outcome (polis_play): see the OUT_* offsets below.
 */
#include "polis.h"

#include <string.h>

#define IO_SIZE 4096
enum {
    OUT_CELLS = 0,      /* 64 bytes: the position after the move */
    OUT_NHOPS = 64,     /* number of hops */
    OUT_HOPS = 65,      /* 4 pairs: from-square, to-square, in direction order D */
    OUT_NCAPTURED = 73, /* number of captured dogs */
    OUT_CAPTURED = 74,  /* square | 64 for a Red dog, in row-major order (at most 62) */
    OUT_WINNER = 136,   /* 0 none, 1 Blue, 2 Red */
    OUT_REASON = 137,   /* 0 none, 1 a chariot reached its goal row, 2 no legal move */
};

static uint8_t io[IO_SIZE];
static Position current;
static bool ready;

/* A move in the I/O buffer: from-square then to-square (255 255 for no move). */
static void put_move(int at, int from, int to)
{
    io[at] = (uint8_t)from;
    io[at + 1] = (uint8_t)to;
}

static void ensure_ready(void)
{
    if (!ready) {
        polis_init();
        position_start(&current);
        ready = true;
    }
}

uint8_t *polis_io(void) { return io; }
int polis_io_size(void) { return IO_SIZE; }
const char *polis_message(int code) { return polis_error_message(code); }

int polis_set_cells(int side)
{
    ensure_ready();
    return position_from_cells(io, side, &current);
}

/* Returns the side to move; the cells go to the I/O buffer. */
int polis_get_cells(void)
{
    ensure_ready();
    position_to_cells(&current, io);
    return current.side;
}

/* Parses the `length` bytes at the start of the I/O buffer. The length comes from the host so
 * that text after a NUL cannot be silently dropped: JavaScript strings may contain NULs, and
 * the JS rules reject them as unknown characters, so the C side must too. */
int polis_set_text(int length)
{
    ensure_ready();
    if (length < 0 || length >= IO_SIZE)
        return POLIS_E_TOO_LONG;
    return position_parse_bytes((const char *)io, (size_t)length, &current);
}

int polis_get_text(void)
{
    ensure_ready();
    return (int)position_format(&current, (char *)io, IO_SIZE);
}

int polis_winner(void)
{
    ensure_ready();
    return position_winner(&current);
}

int polis_legal(void)
{
    Move moves[MAX_MOVES];
    ensure_ready();
    if (position_winner(&current) != NO_WINNER)
        return POLIS_E_GAME_OVER;
    int n = generate_legal(&current, moves);
    for (int i = 0; i < n; i++) {
        put_move(2 * i, MOVE_FROM(moves[i]), MOVE_TO(moves[i]));
    }
    return n;
}

static void write_outcome(const Position *after, const Resolution *res, int mover)
{
    Move scratch[MAX_MOVES];
    int winner = position_winner(after), reason = winner != NO_WINNER ? 1 : 0;
    if (winner == NO_WINNER && generate_legal(after, scratch) == 0) {
        winner = mover; /* the side to move has no legal move and loses */
        reason = 2;
    }
    position_to_cells(after, io + OUT_CELLS);
    io[OUT_NHOPS] = (uint8_t)res->nhops;
    for (int i = 0; i < res->nhops; i++) {
        put_move(OUT_HOPS + 2 * i, res->hop_from[i], res->hop_to[i]);
    }
    int n = 0;
    for (Bitboard b = res->captured[BLUE] | res->captured[RED]; b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        /* The victim's square is empty now, so say whose dog it was: a Red dog is +64. */
        int red = (res->captured[RED] & BIT(sq)) != 0;
        io[OUT_CAPTURED + n++] = (uint8_t)(sq | red << 6);
    }
    io[OUT_NCAPTURED] = (uint8_t)n;
    io[OUT_WINNER] = (uint8_t)(winner + 1);
    io[OUT_REASON] = (uint8_t)reason;
}

/* Plays from-to for the side to move; on success the current position advances. */
int polis_play(int from, int to)
{
    ensure_ready();
    if (from < 0 || from > 63 || to < 0 || to > 63)
        return POLIS_E_SQUARE;
    Move m = MAKE_MOVE(from, to);
    int error = check_move(&current, m);
    if (error)
        return error;
    Position after;
    Resolution res;
    position_play(&current, m, &after, &res);
    write_outcome(&after, &res, current.side);
    current = after;
    return POLIS_OK;
}

static uint64_t perft_resolutions;

/* perft of the current position within time_ms (0: no limit); a negative result is an error
 * code (POLIS_E_TIME: the limit came first). */
double polis_perft(int depth, double time_ms)
{
    ensure_ready();
    if (depth < 0 || depth > 12)
        return POLIS_E_DEPTH;
    if (!(time_ms >= 0 && time_ms <= 1e9))
        return POLIS_E_OPTION;
    perft_resolutions = 0;
    if (position_winner(&current) != NO_WINNER)
        return 1.0; /* the empty line reaches a won position: it counts once */
    bool stopped;
    uint64_t n = perft_until(&current, depth, &perft_resolutions, time_ms > 0 ? clock_ms() + time_ms : 0, &stopped);
    return stopped ? POLIS_E_TIME : (double)n;
}

/* How many moves the last polis_perft() resolved (for benchmarks). */
double polis_perft_resolutions(void) { return (double)perft_resolutions; }

/* ---------------------------------------------------------------------------------------
 * Search (iterate.c), driven from JavaScript one iteration at a time, so the host can report
 * progress (or yield, or stop) between iterations:
 *
 *   polis_search_start(depth, time_ms, flags, seed, margin, multipv, hash_mb)
 *       searches the current position: depth 1..SEARCH_MAX_DEPTH is the last iteration,
 *       time_ms the budget (0: none), flags SEARCH_* of polis.h, seed and margin for
 *       SEARCH_SEEDED, multipv the number of best moves reported (0 or 1..SEARCH_MAX_LINES),
 *       hash_mb the table's size (0: keep it). Returns the number of legal moves (0: the side to move has none; the
 *       result is written at once) or an error code (game over, depth, option).
 *   polis_search_iterate()
 *       runs the next iteration and writes the result; returns 1 while another iteration may
 *       follow, 0 once the search is over (or when none was started).
 *
 * Result layout in the I/O buffer (little-endian), the SR_* offsets below; a move is two
 * bytes, from-square then to-square (255 255: no move).
 * --------------------------------------------------------------------------------------- */
enum {
    SR_COMPLETED = 0, /* int32: 1 when the last iteration completed */
    SR_DONE = 4,      /* int32: 1 when the search is over */
    SR_DEPTH = 8,     /* int32: deepest completed iteration */
    SR_SCORE = 12,    /* int32: tenths, side to move's view */
    SR_MATE = 16,     /* int32: plies to a forced end (> 0 win, < 0 loss, 0 none) */
    SR_PV_LEN = 20,   /* int32 */
    SR_NODES = 24,    /* float64 */
    SR_TIME = 32,     /* float64: milliseconds since the start */
    SR_MOVE = 40,     /* 2 bytes */
    SR_PV = 42,       /* 2 bytes a move, SEARCH_MAX_PLY at most */
    SR_NLINES = 300,  /* int32: number of lines (best root moves), then each line at SR_LINES */
    SR_LINES = 304,   /* per line, LINE_BYTES apart: */
    LINE_SCORE = 0,   /*   int32 */
    LINE_MATE = 4,    /*   int32 */
    LINE_PV_LEN = 8,  /*   int32 */
    LINE_PV = 12,     /*   2 bytes a move, the line's move first */
    LINE_BYTES = LINE_PV + 2 * SEARCH_MAX_PLY,
};
_Static_assert(SR_PV + 2 * SEARCH_MAX_PLY <= SR_NLINES, "the pv fits before the lines");
_Static_assert(SR_LINES + SEARCH_MAX_LINES * LINE_BYTES <= IO_SIZE, "the lines fit in the I/O buffer");

static SearchResult search_result;

static void put_i32(int at, int32_t v) { memcpy(io + at, &v, 4); }
static void put_f64(int at, double v) { memcpy(io + at, &v, 8); }

static void put_moves(int at, const Move *moves, int n)
{
    for (int i = 0; i < n; i++)
        put_move(at + 2 * i, MOVE_FROM(moves[i]), MOVE_TO(moves[i]));
}

static void write_search_result(const SearchResult *r)
{
    put_i32(SR_COMPLETED, r->completed);
    put_i32(SR_DONE, r->done);
    put_i32(SR_DEPTH, r->depth);
    put_i32(SR_SCORE, r->score);
    put_i32(SR_MATE, r->mate);
    put_i32(SR_PV_LEN, r->pv_len);
    put_f64(SR_NODES, (double)r->nodes);
    put_f64(SR_TIME, r->time_ms);
    if (r->move == MOVE_NONE)
        put_move(SR_MOVE, 255, 255);
    else
        put_move(SR_MOVE, MOVE_FROM(r->move), MOVE_TO(r->move));
    put_moves(SR_PV, r->pv, r->pv_len);
    put_i32(SR_NLINES, r->nlines);
    for (int i = 0; i < r->nlines; i++) {
        const SearchLine *l = &r->lines[i];
        int at = SR_LINES + i * LINE_BYTES;
        put_i32(at + LINE_SCORE, l->score);
        put_i32(at + LINE_MATE, l->mate);
        put_i32(at + LINE_PV_LEN, l->pv_len);
        put_moves(at + LINE_PV, l->pv, l->pv_len);
    }
}

int polis_search_start(int depth, double time_ms, int flags, double seed, int margin, int multipv,
                       int hash_mb)
{
    ensure_ready();
    if (!(seed >= 0 && seed <= 4294967295.0) || flags < 0)
        return POLIS_E_OPTION;
    SearchOptions o = {depth, time_ms, (unsigned)flags, (uint32_t)seed, margin, multipv, hash_mb};
    int n = search_start(&current, &o, &search_result);
    if (n >= 0)
        write_search_result(&search_result);
    return n;
}

int polis_search_iterate(void)
{
    ensure_ready();
    int more = search_iterate(&search_result);
    write_search_result(&search_result);
    return more;
}

/* The next iteration for at most about slice_ms (search_iterate_slice in polis.h): 1 while
 * the search goes on (the iteration may have been cut by the slice: SR_COMPLETED and SR_DONE
 * say 0; call again), 0 once it is over. */
int polis_search_iterate_slice(double slice_ms)
{
    ensure_ready();
    int more = search_iterate_slice(&search_result, slice_ms);
    write_search_result(&search_result);
    return more;
}
