/*
 * transposition.c - the transposition table: buckets of four entries (one 64-byte cache line),
 * as many as fit in the size asked for. Entries keep the full 64-bit key, so a stored move is
 * trusted only after the search checks it is a legal step anyway.
 *
 * Size: TT_DEFAULT_MB unless a search asks for another (hash_mb). A page may embed several
 * engines, each with its own wasm memory, so the default is small; 8 MB holds about 500K
 * entries, several times what a 1 s search stores.
 *
 * Replacement: an entry for the same key is overwritten; otherwise the bucket's entry that
 * is emptiest, oldest (from an earlier search) or shallowest goes.
 *
 * Clearing does not wipe the table (milliseconds, and every page touched): entries carry the
 * epoch they were stored in, and tt_clear() starts a new epoch, so older entries count as
 * empty. Only when the 8-bit epoch wraps is the table really wiped.
 */
#include "transposition.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define BUCKET 4

typedef TTEntry Bucket[BUCKET];

static Bucket *table;
static void *raw_table; /* what calloc gave, for free() */
static uint32_t buckets;
static int size_mb;
static uint8_t age;
static uint8_t epoch = 1; /* 0 marks never-stored entries */

/* A zeroed table of mb megabytes, 64-byte aligned; false when there is no memory for it. calloc
 * rather than posix_memalign and a wipe: a large calloc gets fresh zero pages from the system
 * without touching them (natively), and memory that is never written is never read as garbage
 * (posix_memalign's memory is uninitialised: valgrind saw tt_probe read it). */
static bool allocate(int mb)
{
    size_t bytes = (size_t)mb << 20;
    void *raw = calloc(bytes + 64, 1);
    if (!raw)
        return false;
    raw_table = raw;
    table = (Bucket *)(((uintptr_t)raw + 63) & ~(uintptr_t)63);
    buckets = (uint32_t)(bytes / sizeof(Bucket));
    size_mb = mb;
    return true;
}

int tt_resize(int mb)
{
    if (mb < 1 || mb > TT_MAX_MB)
        return POLIS_E_OPTION;
    if (mb == size_mb)
        return POLIS_OK;
    /* The old table goes first: wasm memory never shrinks, so a new table allocated beside the
     * old one kept both sizes reserved for good (1024 MB then 1000 MB held 2 GB, and 1023 MB
     * then failed). If the new size does not fit, the old size (just freed) comes back. */
    int old = size_mb;
    free(raw_table);
    raw_table = NULL;
    table = NULL;
    buckets = 0;
    size_mb = 0;
    int result = POLIS_OK;
    if (!allocate(mb)) {
        result = POLIS_E_MEMORY;
        if (!old || !allocate(old))
            return result;
    }
    tt_clear();
    return result;
}

int tt_size_mb(void) { return size_mb; }

void tt_clear(void)
{
    if (++epoch == 0) {
        memset(table, 0, (size_t)buckets * sizeof(Bucket));
        epoch = 1;
    }
    age = 0;
}

void tt_new_search(void) { age = (uint8_t)(age + 1); }

/* Any number of buckets: the key's high half scaled to the table (no power of two needed). */
static inline TTEntry *bucket_of(uint64_t key)
{
    return table[(uint32_t)(((key >> 32) * (uint64_t)buckets) >> 32)];
}

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
