/*
 * position.c - the position: start, tables, Zobrist keys, the position-string format,
 * the cell array the JavaScript side sends, and the chariot winner rule.
 */
#include "evaluate.h"
#include "tables.h"

#include <string.h>

Bitboard KING[64];
Bitboard AXIS_PAIR[64][4];
const int8_t SLOT_OFFSET[8] = {-9, -8, -7, -1, 1, 7, 8, 9};
uint8_t MIRROR8[256];
Bitboard BOX2[64];
uint8_t HOP_AXES[64];
int8_t HOP_FAR[64][8];
uint64_t Z_PIECE[2][64];
uint64_t Z_CHARIOT[2][64];
uint64_t Z_STUNNED[2];
uint64_t Z_SIDE;

/* The 4 axes of the rules, in their order: (0,+1) (+1,0) (+1,+1) (+1,-1). */
static const int AXIS_DR[4] = {0, 1, 1, 1};
static const int AXIS_DC[4] = {1, 0, 1, -1};

static int square_at(int row, int col)
{
    return (row < 0 || row > 7 || col < 0 || col > 7) ? -1 : row * 8 + col;
}

/* splitmix64: a fixed sequence, so keys are the same in every build. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void init_square(int sq)
{
    int r = ROW(sq), c = COL(sq);
    KING[sq] = 0;
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++)
            if ((dr || dc) && square_at(r + dr, c + dc) >= 0)
                KING[sq] |= BIT(square_at(r + dr, c + dc));
    for (int a = 0; a < 4; a++) {
        int dr = AXIS_DR[a], dc = AXIS_DC[a];
        int plus = square_at(r + dr, c + dc), minus = square_at(r - dr, c - dc);
        /* An axis that leaves the board can never flank: all ones never fits inside the
         * enemy's pieces, because the square itself is not one of them. */
        AXIS_PAIR[sq][a] = (plus < 0 || minus < 0) ? ~(Bitboard)0 : BIT(plus) | BIT(minus);
    }
    BOX2[sq] = 0;
    for (int dr = -2; dr <= 2; dr++)
        for (int dc = -2; dc <= 2; dc++)
            if (square_at(r + dr, c + dc) >= 0)
                BOX2[sq] |= BIT(square_at(r + dr, c + dc));
    HOP_AXES[sq] = 0;
    for (int k = 0; k < 8; k++) {
        int dr = (SLOT_OFFSET[k] + 9) / 8 - 1, dc = SLOT_OFFSET[k] - 8 * dr;
        if (square_at(r + dr, c + dc) >= 0 && square_at(r - dr, c - dc) >= 0)
            HOP_AXES[sq] |= (uint8_t)(1 << k);
        HOP_FAR[sq][k] = (int8_t)square_at(r + 2 * dr, c + 2 * dc);
    }
}

void polis_init(void)
{
    static bool done;
    if (done)
        return;
    uint64_t seed = 0x506F6C6973ULL; /* "Polis" */
    for (int x = 0; x < 256; x++) {
        MIRROR8[x] = 0;
        for (int k = 0; k < 8; k++)
            if (x & (1 << k))
                MIRROR8[x] |= (uint8_t)(1 << (7 - k));
    }
    for (int sq = 0; sq < 64; sq++) {
        init_square(sq);
        for (int s = 0; s < 2; s++) {
            Z_PIECE[s][sq] = next_random(&seed);
            Z_CHARIOT[s][sq] = next_random(&seed);
        }
    }
    Z_STUNNED[BLUE] = next_random(&seed);
    Z_STUNNED[RED] = next_random(&seed);
    Z_SIDE = next_random(&seed);
    done = true;
}

uint64_t position_hash(const Position *p)
{
    uint64_t key = p->side == RED ? Z_SIDE : 0;
    for (int s = 0; s < 2; s++) {
        for (Bitboard b = p->pieces[s]; b; b &= b - 1)
            key ^= Z_PIECE[s][__builtin_ctzll(b)];
        key ^= Z_CHARIOT[s][p->chariot[s]];
        if (p->stunned[s])
            key ^= Z_STUNNED[s];
    }
    return key;
}

void position_start(Position *p)
{
    position_parse("Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b", p);
}

int position_winner(const Position *p) { return chariot_winner(p); }

/* Validates a cell array and builds the position; nothing is written on error. */
int position_from_cells(const uint8_t cells[64], int side, Position *p)
{
    Position q;
    memset(&q, 0, sizeof q);
    int chariots[2] = {0, 0};
    if (side != BLUE && side != RED)
        return POLIS_E_SIDE;
    for (int sq = 0; sq < 64; sq++) {
        int code = cells[sq] & 7, stun = cells[sq] & 8;
        if (cells[sq] & ~15 || code > 4 || (code == 0 && stun))
            return POLIS_E_CELL;
        if (code == 0)
            continue;
        int s = code <= 2 ? BLUE : RED;
        bool chariot = code == 2 || code == 4;
        if (stun && !chariot)
            return POLIS_E_STUNNED_DOG;
        q.pieces[s] |= BIT(sq);
        if (chariot) {
            chariots[s]++;
            q.chariot[s] = (int8_t)sq;
            q.stunned[s] = stun ? 1 : 0;
        }
    }
    if (chariots[BLUE] != 1 || chariots[RED] != 1)
        return POLIS_E_CHARIOTS;
    if (__builtin_popcountll(q.pieces[BLUE]) > 16 || __builtin_popcountll(q.pieces[RED]) > 16)
        return POLIS_E_TOO_MANY;
    q.side = (uint8_t)side;
    q.key = position_hash(&q);
    *p = q;
    return POLIS_OK;
}

void position_to_cells(const Position *p, uint8_t cells[64])
{
    for (int sq = 0; sq < 64; sq++) {
        int s = (p->pieces[BLUE] & BIT(sq)) ? BLUE : (p->pieces[RED] & BIT(sq)) ? RED : -1;
        if (s < 0)
            cells[sq] = 0;
        else if (p->chariot[s] == sq)
            cells[sq] = (uint8_t)((s == BLUE ? 2 : 4) | (p->stunned[s] ? 8 : 0));
        else
            cells[sq] = s == BLUE ? 1 : 3;
    }
}

static int cell_code(char ch)
{
    switch (ch) {
    case 'b': return 1;
    case 'B': return 2;
    case 'r': return 3;
    case 'R': return 4;
    default: return -1;
    }
}

/* Reads one row of a position string into cells; returns the characters consumed. */
static int parse_row(const char *text, uint8_t *cells, int *error)
{
    int col = 0, i = 0;
    for (; text[i] && text[i] != '/' && text[i] != ' '; i++) {
        char ch = text[i];
        if (ch >= '1' && ch <= '8') {
            /* Runs of empty squares are one digit, so each position has one spelling. */
            if (i > 0 && text[i - 1] >= '1' && text[i - 1] <= '8') {
                *error = POLIS_E_ROW_LENGTH;
                return i;
            }
            col += ch - '0';
        } else if (ch == '+') {
            if (col == 0 || (cells[col - 1] != 2 && cells[col - 1] != 4)) {
                *error = POLIS_E_STUNNED_DOG;
                return i;
            }
            cells[col - 1] |= 8;
            continue;
        } else if (cell_code(ch) > 0) {
            if (col < 8)
                cells[col] = (uint8_t)cell_code(ch);
            col++;
        } else {
            *error = POLIS_E_CHAR;
            return i;
        }
        if (col > 8) {
            *error = POLIS_E_ROW_LENGTH;
            return i;
        }
    }
    if (col != 8)
        *error = POLIS_E_ROW_LENGTH;
    return i;
}

int position_parse(const char *text, Position *p)
{
    uint8_t cells[64];
    memset(cells, 0, sizeof cells);
    int error = POLIS_OK, row = 0;
    const char *s = text;
    for (;;) {
        if (row == 8)
            return POLIS_E_ROWS;
        s += parse_row(s, cells + row * 8, &error);
        if (error)
            return error;
        row++;
        if (*s != '/')
            break;
        s++;
    }
    if (row != 8)
        return POLIS_E_ROWS;
    if (s[0] != ' ' || (s[1] != 'b' && s[1] != 'r') || s[2] != '\0')
        return POLIS_E_SIDE_FIELD;
    return position_from_cells(cells, s[1] == 'b' ? BLUE : RED, p);
}

int position_parse_bytes(const char *text, size_t length, Position *p)
{
    char copy[POSITION_TEXT_MAX + 1];
    if (length > POSITION_TEXT_MAX)
        return POLIS_E_TOO_LONG;
    if (memchr(text, '\0', length))
        return POLIS_E_CHAR;
    memcpy(copy, text, length);
    copy[length] = '\0';
    return position_parse(copy, p);
}

size_t position_format(const Position *p, char *buf, size_t size)
{
    static const char NAMES[] = ".bBrR";
    uint8_t cells[64];
    char tmp[96];
    size_t n = 0;
    position_to_cells(p, cells);
    for (int row = 0; row < 8; row++) {
        int empty = 0;
        for (int col = 0; col < 8; col++) {
            uint8_t cell = cells[row * 8 + col];
            if (!cell) {
                empty++;
                continue;
            }
            if (empty)
                tmp[n++] = (char)('0' + empty);
            empty = 0;
            tmp[n++] = NAMES[cell & 7];
            if (cell & 8)
                tmp[n++] = '+';
        }
        if (empty)
            tmp[n++] = (char)('0' + empty);
        tmp[n++] = row < 7 ? '/' : ' ';
    }
    tmp[n++] = p->side == BLUE ? 'b' : 'r';
    tmp[n] = '\0';
    if (size == 0)
        return n;
    size_t copy = n < size - 1 ? n : size - 1;
    memcpy(buf, tmp, copy);
    buf[copy] = '\0';
    return n;
}

const char *polis_error_message(int code)
{
    switch (code) {
    case POLIS_OK: return "ok";
    case POLIS_E_CELL: return "a square holds an unknown piece code";
    case POLIS_E_CHARIOTS: return "each side must have exactly one chariot";
    case POLIS_E_STUNNED_DOG: return "only a chariot can be stunned ('+' must follow B or R)";
    case POLIS_E_SIDE: return "the side to move must be blue or red";
    case POLIS_E_ROWS: return "a position needs exactly 8 rows separated by '/'";
    case POLIS_E_ROW_LENGTH: return "a row of the position does not cover exactly 8 squares in canonical form (one digit per run of empty squares)";
    case POLIS_E_CHAR: return "the position has a character that is not b, B, r, R, +, 1-8 or /";
    case POLIS_E_SIDE_FIELD: return "the position must end with a space and b or r (side to move)";
    case POLIS_E_GAME_OVER: return "the game is already over: a chariot has reached its goal row";
    case POLIS_E_SQUARE: return "a square is off the board";
    case POLIS_E_NO_PIECE: return "no piece of the side to move stands on the from-square";
    case POLIS_E_NOT_ADJACENT: return "a piece moves exactly one square in one of the 8 directions";
    case POLIS_E_OCCUPIED: return "the destination square is not empty";
    case POLIS_E_STUNNED_MOVER: return "a stunned chariot cannot move";
    case POLIS_E_SELF_CAPTURE: return "the moved dog would be captured";
    case POLIS_E_SELF_STUN: return "the moved chariot would be stunned";
    case POLIS_E_DEPTH: return "depth is out of range";
    case POLIS_E_OPTION: return "a search option is out of range";
    case POLIS_E_TOO_LONG: return "the input is too long";
    case POLIS_E_TOO_MANY: return "a side has more than 16 pieces (15 dogs and a chariot)";
    case POLIS_E_MEMORY: return "not enough memory for a table of that size";
    case POLIS_E_TIME: return "stopped at its time limit before it was done";
    default: return "unknown error";
    }
}
