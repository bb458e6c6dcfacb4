/*
 * history.c - killers and history (history.h): what the search learns for ordering moves.
 */
#include "history.h"
#include "experiments.h"
#include "tunables.h"

#include <string.h>

Move killers[SEARCH_MAX_PLY][2];
int history[2][64][64];

void history_clear(void)
{
    memset(killers, 0, sizeof killers);
    memset(history, 0, sizeof history);
}

/* Bounded history (SEARCH_HISTORY_PENALTY): each update moves the value towards +-HistoryGravity
 * by a share of the bonus, so it stays within +-HistoryGravity whatever the number of updates. */
static inline void history_update(int side, Move m, int bonus)
{
    int *h = &history[side][MOVE_FROM(m)][MOVE_TO(m)];
    *h += bonus - *h * (bonus < 0 ? -bonus : bonus) / HistoryGravity;
}

static inline int history_bonus(int depth)
{
    return depth * depth > HistoryBonusMax ? HistoryBonusMax : depth * depth;
}

void reward_quiet(const Position *p, Move m, int ply, int depth, const Move *failed, int nfailed)
{
    if (!experiment(SEARCH_NO_KILLERS) && killers[ply][0] != m) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = m;
    }
    if (experiment(SEARCH_NO_HISTORY))
        return;
    if (experiment(SEARCH_HISTORY_PENALTY)) {
        int bonus = history_bonus(depth);
        history_update(p->side, m, bonus);
        for (int i = 0; i < nfailed; i++)
            history_update(p->side, failed[i], -bonus);
        return;
    }
    int *h = &history[p->side][MOVE_FROM(m)][MOVE_TO(m)];
    *h += depth * depth;
    if (*h > HISTORY_MAX) {
        for (int s = 0; s < 2; s++)
            for (int f = 0; f < 64; f++)
                for (int t = 0; t < 64; t++)
                    history[s][f][t] /= 2;
    }
}
