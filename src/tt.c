/*
 * tt.c - the transposition table: one static array of TT_BYTES, in buckets of four entries
 * (one 64-byte cache line). Nothing is allocated. Entries keep the full 64-bit key, so a
 * stored move is trusted only after the search checks it is a legal step anyway.
 *
 * Replacement: an entry for the same key is overwritten; otherwise the bucket's entry that
 * is emptiest, oldest (from an earlier search) or shallowest goes.
 *
 * Clearing does not wipe the 32 MB (milliseconds, and every page touched): entries carry the
 * epoch they were stored in, and tt_clear() starts a new epoch, so older entries count as
 * empty. Only when the 8-bit epoch wraps is the table really wiped.
 */
#include "polis.h"

#include <string.h>

#define BUCKET 4
#define BUCKETS (TT_BYTES / (sizeof(TTEntry) * BUCKET))

static TTEntry table[BUCKETS][BUCKET] __attribute__((aligned(64)));
static uint8_t age;
static uint8_t epoch = 1; /* 0 marks never-stored entries */

void tt_clear(void)
{
    if (++epoch == 0) {
        memset(table, 0, sizeof table);
        epoch = 1;
    }
    age = 0;
}

void tt_new_search(void) { age = (uint8_t)(age + 1); }

static inline TTEntry *bucket_of(uint64_t key) { return table[key & (BUCKETS - 1)]; }

bool tt_probe(uint64_t key, TTEntry *e)
{
    TTEntry *b = bucket_of(key);
    for (int i = 0; i < BUCKET; i++) {
        if (b[i].key == key && b[i].epoch == epoch) {
            b[i].age = age;
            *e = b[i];
            return true;
        }
    }
    memset(e, 0, sizeof *e);
    return false;
}

void tt_store(uint64_t key, int score, Move move, int depth, int bound)
{
    TTEntry *b = bucket_of(key), *slot = NULL;
    int worst = 1 << 30;
    for (int i = 0; i < BUCKET; i++) {
        bool live = b[i].epoch == epoch;
        if (b[i].key == key && live) {
            slot = &b[i];
            /* Keep the move of a deeper entry when this store has none. */
            if (move == MOVE_NONE)
                move = slot->move;
            break;
        }
        int value = !live ? -1000 : b[i].depth - (b[i].age != age ? 256 : 0);
        if (value < worst) {
            worst = value;
            slot = &b[i];
        }
    }
    slot->key = key;
    slot->score = (int16_t)score;
    slot->move = move;
    slot->depth = (uint8_t)depth;
    slot->bound = (uint8_t)bound;
    slot->age = age;
    slot->epoch = epoch;
}
