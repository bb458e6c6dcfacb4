/*
 * Native tests of the rules engine, built with -fsanitize=address,undefined by `make test`.
 * Usage: test_engine VECTORS.txt   (the text form written by tests/tools/vectors-text.mjs)
 */
#include "polis.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static void move_name(Move m, char out[5])
{
    out[0] = (char)('a' + COL(MOVE_FROM(m)));
    out[1] = (char)('1' + ROW(MOVE_FROM(m)));
    out[2] = (char)('a' + COL(MOVE_TO(m)));
    out[3] = (char)('1' + ROW(MOVE_TO(m)));
    out[4] = '\0';
}

static Move parse_move(const char *s)
{
    return MAKE_MOVE((s[1] - '1') * 8 + (s[0] - 'a'), (s[3] - '1') * 8 + (s[2] - 'a'));
}

static bool same_position(const Position *a, const Position *b)
{
    return a->pieces[BLUE] == b->pieces[BLUE] && a->pieces[RED] == b->pieces[RED] &&
           a->chariot[BLUE] == b->chariot[BLUE] && a->chariot[RED] == b->chariot[RED] &&
           a->stunned[BLUE] == b->stunned[BLUE] && a->stunned[RED] == b->stunned[RED] &&
           a->side == b->side && a->key == b->key;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* Legal moves as a sorted, space-separated list of names. */
static void legal_list(const Position *p, char *out)
{
    Move moves[MAX_MOVES];
    char names[MAX_MOVES][5];
    int n = generate_legal(p, moves);
    for (int i = 0; i < n; i++)
        move_name(moves[i], names[i]);
    qsort(names, (size_t)n, 5, compare_names);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        strcat(out, names[i]);
        strcat(out, " ");
    }
}

static void captured_list(Bitboard captured, char *out)
{
    out[0] = '\0';
    for (Bitboard b = captured; b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        char name[4] = {(char)('a' + COL(sq)), (char)('1' + ROW(sq)), ',', '\0'};
        strcat(out, name);
    }
    size_t n = strlen(out);
    if (n)
        out[n - 1] = '\0';
    else
        strcpy(out, "-");
}

/* Captured names sort the same as row-major order only within a row; sort to compare. */
static void sort_csv(char *list)
{
    char items[64][4];
    int n = 0;
    if (!strcmp(list, "-"))
        return;
    for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ","))
        snprintf(items[n++], 4, "%s", tok);
    qsort(items, (size_t)n, 4, compare_names);
    list[0] = '\0';
    for (int i = 0; i < n; i++) {
        strcat(list, items[i]);
        if (i + 1 < n)
            strcat(list, ",");
    }
}

/* The cheaper resolutions agree with the full one on every step of p: position_legal() says
 * exactly whether position_play() succeeds, and position_play_eval() gives the same pieces and
 * chariots; and a position marked settled (its stun update skipped for moves far from the
 * chariots) resolves exactly as the same position not so marked. Counts the steps of a dog next to an enemy chariot with another enemy beyond it
 * along the same axis (position_legal()'s slow path) in *chariot_flanks. */
static int chariot_flanks, settled_positions;
static void cheap_resolutions(const Position *p)
{
    Move steps[MAX_MOVES];
    int n = generate_steps(p, steps);
    for (int i = 0; i < n; i++) {
        Position full, eval;
        Move m = steps[i];
        bool legal = position_play(p, m, &full, NULL);
        CHECK(position_legal(p, m) == legal, "position_legal of move %d", (int)m);
        Position unmarked = *p, again;
        unmarked.settled = 0;
        CHECK(position_play(&unmarked, m, &again, NULL) == legal, "legality of move %d, unsettled", (int)m);
        if (legal)
            CHECK(same_position(&again, &full) && (!full.settled || again.settled),
                  "move %d from a settled position", (int)m);
        settled_positions += p->settled;
        CHECK(position_play_eval(p, m, &eval) == legal, "position_play_eval legality of move %d", (int)m);
        if (legal)
            CHECK(eval.pieces[BLUE] == full.pieces[BLUE] && eval.pieces[RED] == full.pieces[RED] &&
                      eval.chariot[BLUE] == full.chariot[BLUE] && eval.chariot[RED] == full.chariot[RED],
                  "position_play_eval's pieces of move %d", (int)m);
        int them = p->side ^ 1, t = MOVE_TO(m);
        Bitboard ch = BIT(p->chariot[them]);
        if (p->chariot[p->side] != MOVE_FROM(m) && (KING[t] & ch))
            for (int d = -9; d <= 9; d++) {
                int a = t + d, b = t - d;
                if (d == 0 || a < 0 || a > 63 || b < 0 || b > 63 || !(KING[t] & BIT(a)) || !(KING[t] & BIT(b)))
                    continue;
                if ((ch & BIT(a)) && (p->pieces[them] & BIT(b)))
                    chariot_flanks++;
            }
    }
}

static int vectors(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[512], fen[128], legal_ours[MAX_MOVES * 5 + 1], expected_legal[MAX_MOVES * 5 + 1];
    Position p;
    int positions = 0, moves = 0;
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        return 1;
    }
    expected_legal[0] = '\0';
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == 'P') {
            if (positions) {
                CHECK(!strcmp(legal_ours, expected_legal), "legal moves of %s: %s vs %s", fen,
                      legal_ours, expected_legal);
            }
            snprintf(fen, sizeof fen, "%s", line + 2);
            CHECK(position_parse(fen, &p) == POLIS_OK, "parse %s", fen);
            char again[128];
            position_format(&p, again, sizeof again);
            CHECK(!strcmp(again, fen), "format round trip %s -> %s", fen, again);
            legal_list(&p, legal_ours);
            cheap_resolutions(&p);
            expected_legal[0] = '\0';
            positions++;
            continue;
        }
        char mv[8], after[128], cap[256], win[8], ours[128], cap_ours[256];
        if (sscanf(line, "M %7s %127s %255s %7s", mv, after, cap, win) != 4)
            continue;
        strcat(expected_legal, mv);
        strcat(expected_legal, " ");
        for (char *c = after; *c; c++)
            if (*c == '_')
                *c = ' ';
        Position next;
        Resolution res;
        Move m = parse_move(mv);
        CHECK(check_move(&p, m) == POLIS_OK, "%s %s should be legal", fen, mv);
        CHECK(position_play(&p, m, &next, &res), "%s %s resolves", fen, mv);
        position_format(&next, ours, sizeof ours);
        CHECK(!strcmp(ours, after), "%s %s: got %s want %s", fen, mv, ours, after);
        CHECK(next.key == position_hash(&next), "%s %s: incremental key", fen, mv);
        captured_list(res.captured[BLUE] | res.captured[RED], cap_ours);
        sort_csv(cap);
        sort_csv(cap_ours);
        CHECK(!strcmp(cap, cap_ours), "%s %s: captured %s want %s", fen, mv, cap_ours, cap);
        int w = position_winner(&next);
        const char *wn = w == BLUE ? "blue" : w == RED ? "red" : "-";
        CHECK(!strcmp(wn, win), "%s %s: winner %s want %s", fen, mv, wn, win);
        moves++;
    }
    if (positions)
        CHECK(!strcmp(legal_ours, expected_legal), "legal moves of %s", fen);
    fclose(f);
    printf("vectors: %d positions, %d moves\n", positions, moves);
    CHECK(positions > 800 && moves > 10000, "vector file looks complete");
    return 0;
}

static void perft_start(void)
{
    Position p;
    position_start(&p);
    CHECK(perft(&p, 1, NULL) == 22, "perft 1");
    CHECK(perft(&p, 2, NULL) == 484, "perft 2");
    CHECK(perft(&p, 3, NULL) == 18360, "perft 3");
}

static void bad_input(void)
{
    static const struct { const char *text; int error; } cases[] = {
        {"", POLIS_E_ROW_LENGTH},
        {"Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr b", POLIS_E_ROWS},
        {"Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR/8 b", POLIS_E_ROWS},
        {"Bbbbbbbb/bbbbbbbb/9/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_CHAR},
        {"Bbbbbbbb/bbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_ROW_LENGTH},
        {"Bbbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_ROW_LENGTH},
        {"Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR", POLIS_E_SIDE_FIELD},
        {"Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR x", POLIS_E_SIDE_FIELD},
        {"Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b extra", POLIS_E_SIDE_FIELD},
        {"Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrr b", POLIS_E_CHARIOTS},
        {"BbbbbbbB/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_CHARIOTS},
        {"Bb+bbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_STUNNED_DOG},
        {"+Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_STUNNED_DOG},
        {"B++bbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_STUNNED_DOG},
        {"Bbbxbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_CHAR},
        {"Bbbbbbbb/bbbbbbbb/b7/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_TOO_MANY},
        {"Bbbbbbbb/bbbbbbbb/44/8/8/8/rrrrrrrr/rrrrrrrR b", POLIS_E_ROW_LENGTH},
    };
    Position p, untouched;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        position_start(&p);
        untouched = p;
        int e = position_parse(cases[i].text, &p);
        CHECK(e == cases[i].error, "parse '%s' gave %d want %d", cases[i].text, e, cases[i].error);
        CHECK(!memcmp(&p, &untouched, sizeof p), "failed parse left the position alone");
        CHECK(strlen(polis_error_message(e)) > 10, "error %d has a message", e);
    }
    uint8_t cells[64] = {0};
    cells[0] = 2;
    cells[63] = 4;
    CHECK(position_from_cells(cells, 2, &p) == POLIS_E_SIDE, "side 2");
    cells[5] = 9;
    CHECK(position_from_cells(cells, BLUE, &p) == POLIS_E_STUNNED_DOG, "stunned dog cell");
    cells[5] = 5;
    CHECK(position_from_cells(cells, BLUE, &p) == POLIS_E_CELL, "cell code 5");
    cells[5] = 200;
    CHECK(position_from_cells(cells, BLUE, &p) == POLIS_E_CELL, "cell code 200");

    position_start(&p);
    CHECK(check_move(&p, parse_move("a3a4")) == POLIS_E_NO_PIECE, "empty from-square");
    CHECK(check_move(&p, parse_move("a7a6")) == POLIS_E_NO_PIECE, "enemy piece");
    CHECK(check_move(&p, parse_move("a2a4")) == POLIS_E_NOT_ADJACENT, "two squares");
    CHECK(check_move(&p, parse_move("a1a2")) == POLIS_E_OCCUPIED, "occupied");
    CHECK(check_move(&p, parse_move("b2b3")) == POLIS_OK, "b2b3 legal");
    CHECK(position_parse("8/8/8/8/8/2r5/1B+1r4/R7 b", &p) == POLIS_OK, "stunned position");
    CHECK(check_move(&p, parse_move("b7b6")) == POLIS_E_STUNNED_MOVER, "stunned chariot");
    CHECK(position_parse("B7/8/8/2b5/rr1rr3/8/8/7R b", &p) == POLIS_OK, "capture trap");
    CHECK(check_move(&p, parse_move("c4c5")) == POLIS_E_SELF_CAPTURE, "moving into a flank");
    CHECK(position_parse("R6B/8/8/8/8/8/8/8 b", &p) == POLIS_OK, "won position");
    CHECK(position_winner(&p) == RED, "red chariot on row 0");
    CHECK(check_move(&p, parse_move("h1g1")) == POLIS_E_GAME_OVER, "no moves after a win");
}

/* Random games: keys stay incremental-exact, pieces stay disjoint, every generated legal
 * move passes check_move, and a game ends by a winner or a side with no moves. */
static void random_games(int games)
{
    uint64_t rng = 12345;
    int plies = 0;
    for (int g = 0; g < games; g++) {
        Position p;
        position_start(&p);
        for (int ply = 0; ply < 400; ply++) {
            Move moves[MAX_MOVES];
            int n = generate_legal(&p, moves);
            if (n == 0 || position_winner(&p) != NO_WINNER)
                break;
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            Move m = moves[(rng >> 33) % (uint64_t)n];
            cheap_resolutions(&p);
            CHECK(check_move(&p, m) == POLIS_OK, "generated move legal");
            Position next;
            CHECK(position_play(&p, m, &next, NULL), "play legal move");
            CHECK(!(next.pieces[BLUE] & next.pieces[RED]), "sides disjoint");
            CHECK(next.pieces[BLUE] & BIT(next.chariot[BLUE]), "blue chariot on a blue square");
            CHECK(next.pieces[RED] & BIT(next.chariot[RED]), "red chariot on a red square");
            CHECK(next.key == position_hash(&next), "incremental key");
            char text[128];
            Position back;
            position_format(&next, text, sizeof text);
            CHECK(position_parse(text, &back) == POLIS_OK && same_position(&back, &next),
                  "format/parse round trip %s", text);
            p = next;
            plies++;
        }
    }
    printf("random games: %d games, %d plies\n", games, plies);
}

int main(int argc, char **argv)
{
    polis_init();
    perft_start();
    bad_input();
    random_games(200);
    if (argc > 1 && vectors(argv[1]))
        return 1;
    printf("steps of a dog between an enemy chariot and another enemy: %d\n", chariot_flanks);
    CHECK(chariot_flanks > 1000, "the chariot-flank case of position_legal() is exercised");
    CHECK(settled_positions > 100000, "moves from settled positions are checked (%d)", settled_positions);
    printf("test_engine: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
