/*
 * polis.h - the Polis engine's contract.
 *
 * Rules (docs/RULES.md) on bitboards: square = row * 8 + col, row 0 is Blue's home
 * (top), row 7 is Red's home. Bit s of a Bitboard is square s, so iterating a mask from its
 * lowest bit visits squares in row-major order, and the eight step directions in the rules'
 * order D (-9, -8, -7, -1, +1, +7, +8, +9) are simply increasing square offsets.
 *
 * The only allocation is the transposition table (transposition.c): once, and again when a
 * search asks for another size. Every function is safe on any input it is documented to validate, and
 * reports problems through the PolisError codes below.
 */
#ifndef POLIS_H
#define POLIS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint64_t Bitboard;

enum { BLUE = 0, RED = 1 };
enum { NO_WINNER = -1 };

#define BIT(sq) ((Bitboard)1 << (sq))
#define ROW(sq) ((sq) >> 3)
#define COL(sq) ((sq) & 7)

/* A move: from-square in bits 0-5, to-square in bits 6-11. 0 (a1a1) is never a move. */
typedef uint16_t Move;
#define MOVE_NONE ((Move)0)
#define MAKE_MOVE(from, to) ((Move)((from) | ((to) << 6)))
#define MOVE_FROM(m) ((int)((m) & 63))
#define MOVE_TO(m) ((int)(((m) >> 6) & 63))

/* A side has at most 16 pieces (validated on input) with 8 steps each. */
#define MAX_MOVES 128

typedef struct {
    Bitboard pieces[2];  /* every piece of each side, its chariot included */
    int8_t chariot[2];   /* square of each side's chariot (always exactly one) */
    uint8_t stunned[2];  /* each chariot's stunned flag */
    uint8_t side;        /* side to move: BLUE or RED */
    uint8_t settled;     /* the flags are what a stun update of this board would give them: a
                          * move far from both chariots keeps them (resolve.h); 0: not known */
    uint64_t key;        /* Zobrist hash of pieces, chariots, flags and side to move */
} Position;

/* What a move did, for callers that animate or report it (NULL in the search). */
typedef struct {
    int nhops;           /* hops in the rules' direction order D */
    uint8_t hop_from[4]; /* at most one hop per axis through the destination */
    uint8_t hop_to[4];
    Bitboard captured[2]; /* dogs removed, by side */
} Resolution;

typedef enum {
    POLIS_OK = 0,
    POLIS_E_CELL = -1,           /* a cell code that is no piece */
    POLIS_E_CHARIOTS = -2,       /* a side with no chariot or more than one */
    POLIS_E_STUNNED_DOG = -3,    /* a stunned mark on a dog */
    POLIS_E_SIDE = -4,           /* side to move is neither Blue nor Red */
    POLIS_E_ROWS = -5,           /* position string without exactly 8 rows */
    POLIS_E_ROW_LENGTH = -6,     /* a row that does not cover 8 squares */
    POLIS_E_CHAR = -7,           /* an unknown character in a position string */
    POLIS_E_SIDE_FIELD = -8,     /* missing or malformed side-to-move field */
    POLIS_E_GAME_OVER = -9,      /* the position already has a winner */
    POLIS_E_SQUARE = -10,        /* a square off the board */
    POLIS_E_NO_PIECE = -11,      /* no piece of the side to move on the from-square */
    POLIS_E_NOT_ADJACENT = -12,  /* destination is not one step away */
    POLIS_E_OCCUPIED = -13,      /* destination is not empty */
    POLIS_E_STUNNED_MOVER = -14, /* a stunned chariot cannot move */
    POLIS_E_SELF_CAPTURE = -15,  /* the moved dog would be captured */
    POLIS_E_SELF_STUN = -16,     /* the moved chariot would end stunned */
    POLIS_E_DEPTH = -17,         /* depth out of range */
    POLIS_E_OPTION = -18,        /* a search option out of range */
    POLIS_E_TOO_LONG = -19,      /* input longer than the I/O buffer */
    POLIS_E_TOO_MANY = -20,      /* more than 15 dogs and a chariot on a side */
    POLIS_E_MEMORY = -21,        /* no memory for a table of the size asked for */
    POLIS_E_TIME = -22,          /* stopped at its time limit before it was done (perft) */
} PolisError;

/* Builds the move tables and Zobrist keys. Idempotent; call once before anything else. */
void polis_init(void);
const char *polis_error_message(int code);

/* position.c: setting up, reading and writing positions. */
void position_start(Position *p);
int position_parse(const char *text, Position *p);           /* POLIS_OK or an error */
/* The same for `length` bytes that need not end with a NUL: a NUL among them is an unknown
 * character (POLIS_E_CHAR), not the text's end, so what follows it is never silently dropped;
 * more than POSITION_TEXT_MAX bytes is POLIS_E_TOO_LONG. The wasm API and the CLI both parse
 * with it, so they refuse the same texts. */
#define POSITION_TEXT_MAX 4095
int position_parse_bytes(const char *text, size_t length, Position *p);
size_t position_format(const Position *p, char *buf, size_t size); /* needs 80 bytes */
/* Cell codes: 0 empty, 1 Blue dog, 2 Blue chariot, 3 Red dog, 4 Red chariot; +8 stunned. */
int position_from_cells(const uint8_t cells[64], int side, Position *p);
void position_to_cells(const Position *p, uint8_t cells[64]);
uint64_t position_hash(const Position *p);                    /* from scratch */
int position_winner(const Position *p);                       /* chariot rule: BLUE, RED or NO_WINNER */

/* movegen.c: moves and their resolution. */
int generate_steps(const Position *p, Move *moves);  /* steps onto empty squares, not yet checked */
bool position_play(const Position *p, Move m, Position *out, Resolution *res);
/* The same, cheaper, for callers that need less: position_play_eval() fills *out's pieces and
 * chariots only (what evaluate() and position_winner() read; no key, flags not final after a
 * dog's move); position_legal() only says whether m is legal. */
bool position_play_eval(const Position *p, Move m, Position *out);
bool position_legal(const Position *p, Move m);
int generate_legal(const Position *p, Move *moves);
int check_move(const Position *p, Move m);          /* POLIS_OK or why the move is not legal */
uint64_t perft(const Position *p, int depth, uint64_t *resolutions);
/* The same, stopping at the clock's deadline_ms (clock_ms(); 0: none): *stopped then says it
 * did not finish (and the count is partial). */
uint64_t perft_until(const Position *p, int depth, uint64_t *resolutions, double deadline_ms, bool *stopped);

/* Squares next to each square, and the per-axis tables the rules are written in. */
extern Bitboard KING[64];

/* ======================================================================================
 * Search (eval.c, clock.c, iterate.c). Scores are integer tenths from the side to move's view:
 * 10 x (own pieces - enemy pieces) + adv(own)^2 - adv(enemy)^2.
 * ====================================================================================== */

#define SEARCH_MAX_DEPTH 64    /* deepest iteration a search may ask for */
#define SEARCH_MAX_PLY 128     /* deepest ply (with quiescence) the search ever reaches */
#define SCORE_INF 32000
#define SCORE_WIN 30000        /* strong mode: a win in k plies scores SCORE_WIN - k */
#define SCORE_WIN_BOUND 29000  /* |score| >= this is a forced win or loss */
#define SCORE_EXACT_WIN 30000  /* exact mode: the original's infinity, whatever the distance */

/* eval.c: the original evaluation, in tenths, from the side to move's view; and the same with
 * two terms more (a stunned chariot, a chariot's room to advance), for SEARCH_EVAL_EXTENDED. */
int evaluate(const Position *p);
int evaluate_extended(const Position *p);

/* clock.c: milliseconds from an arbitrary origin (the host's performance.now() in wasm). */
double clock_ms(void);

/* The transposition table's size in megabytes (SearchOptions.hash_mb): allocated by the first
 * search, and again only when a search asks for another size (transposition.c). */
#define TT_DEFAULT_MB 8
#define TT_MAX_MB 1024

/* The search (iterate.c). Bits 8 to 15 and 17 to 20 of the flags are the search's switches for
 * experiments (experiments.h, for bench/ and `polis --flags`): not part of the contract, 0 in play. */
enum {
    SEARCH_EXACT = 1,        /* the original fixed-depth minimax value (RULES.md) */
    SEARCH_SEEDED = 2,       /* seeded random choice among the moves within `margin` of the best */
    SEARCH_CLEAR_TT = 4,     /* forget what earlier searches stored */
    /* Strong mode only: evaluate with evaluate_extended() (the levels hard to master do). */
    SEARCH_EVAL_EXTENDED = 1 << 16,
};

typedef struct {
    int depth;          /* 1..SEARCH_MAX_DEPTH: the last iteration */
    double time_ms;     /* budget in milliseconds; 0 for none */
    unsigned flags;     /* SEARCH_* */
    uint32_t seed;      /* with SEARCH_SEEDED */
    int margin;         /* with SEARCH_SEEDED: tenths below the best a move may be and still be chosen */
    int multipv;        /* 1..SEARCH_MAX_LINES: how many best root moves get exact scores and
                         * lines (0 counts as 1) */
    int hash_mb;        /* table size in MB, 1..TT_MAX_MB; 0 keeps the current size (the table
                         * keeps a size until a search asks for another; resizing empties it) */
} SearchOptions;

#define SEARCH_MAX_LINES 8

/* One of the best root moves: its score (exact), plies to a forced end and expected line. */
typedef struct {
    Move move;
    int score;
    int mate;
    int pv_len;
    Move pv[SEARCH_MAX_PLY];
} SearchLine;

typedef struct {
    Move move;          /* MOVE_NONE when the side to move has no legal move */
    int score;          /* tenths, side to move's view */
    int mate;           /* plies to a forced end: > 0 the side to move wins, < 0 loses, 0 none */
    int depth;          /* deepest completed iteration */
    bool completed;     /* the last iterate() call completed its iteration */
    bool done;          /* the search is over: no further iteration will run */
    uint64_t nodes;     /* positions visited, this search */
    double time_ms;     /* since search_start() */
    int pv_len;
    Move pv[SEARCH_MAX_PLY];
    /* The best root moves, best first, at most multipv: lines[0] is `move` (with a seeded pick,
     * the move chosen) and the others follow by score. From the deepest completed iteration. */
    int nlines;
    SearchLine lines[SEARCH_MAX_LINES];
} SearchResult;

/* Sets up a search of p (copied). Returns the number of legal moves (0: none; the result
 * then says so), or POLIS_E_GAME_OVER, POLIS_E_DEPTH, POLIS_E_OPTION or POLIS_E_MEMORY. */
int search_start(const Position *p, const SearchOptions *o, SearchResult *r);
/* Runs the next iteration, updating *r. Returns true while more iterations may follow. */
bool search_iterate(SearchResult *r);
/* The same in slices, for a host that must answer messages while it searches (a worker):
 * runs the next iteration for at most about slice_ms (> 0; the first iteration, depth 1,
 * always completes). If the slice ends first, *r says completed = false, done = false, keeps
 * the last completed iteration's move, and the call returns true: call again (with the same
 * or another slice) to run that iteration again from its start, quickly, on what the table
 * kept. A slice after a cut one runs at least twice as long as it did (until an iteration
 * completes), so calls in a loop end the search however slow the machine: an iteration is
 * done within about four times its time whole. The search's own budget (time_ms) still counts from
 * search_start() and ends it as search_iterate() would. */
bool search_iterate_slice(SearchResult *r, double slice_ms);
/* search_start() then search_iterate() until done. */
int search_run(const Position *p, const SearchOptions *o, SearchResult *r);

#endif
