/*
 * root.c - the root of a search: its moves and what each iteration learns about them (root.h).
 */
#include "root.h"
#include "pv.h"
#include "transposition.h"

#include <string.h>

int root_setup(Root *root, const Position *p, int multipv, bool table_move_first)
{
    root->us = p->side;
    root->multipv = multipv;
    root->n = 0;
    Move steps[MAX_MOVES];
    int count = generate_steps(p, steps);
    for (int i = 0; i < count; i++) {
        if (position_play(p, steps[i], &root->kids[root->n], NULL)) {
            root->moves[root->n] = steps[i];
            root->winner[root->n] = (int8_t)position_winner(&root->kids[root->n]);
            root->order[root->n] = root->n;
            root->pv_len[root->n] = 0;
            root->exact_score[root->n] = false;
            root->n++;
        }
    }
    if (root->n == 0)
        return 0;
    TTEntry e;
    if (table_move_first && tt_probe(p->key, &e) && e.move != MOVE_NONE)
        for (int k = 0; k < root->n; k++)
            if (root->moves[k] == e.move)
                root_to_front(root, k);
    for (int k = root->n - 1; k >= 0; k--)
        if (root->winner[k] == root->us)
            root_to_front(root, k);
    return root->n;
}

void root_to_front(Root *root, int k)
{
    int i = 0;
    while (root->order[i] != k)
        i++;
    for (; i > 0; i--)
        root->order[i] = root->order[i - 1];
    root->order[0] = k;
}

void root_new_iteration(Root *root, int alpha0)
{
    root->best = -1;
    root->searched = 0;
    root->alpha0 = alpha0;
    root->ntop = 0;
}

void root_record(Root *root, int k, int v, bool exact)
{
    root->searched++;
    root->score[k] = v;
    root->exact_score[k] = exact;
    if (exact && root->multipv > 1 && (root->ntop < root->multipv || root->top[root->ntop - 1] < v)) {
        int i = root->ntop < root->multipv ? root->ntop++ : root->ntop - 1;
        for (; i > 0 && root->top[i - 1] < v; i--)
            root->top[i] = root->top[i - 1];
        root->top[i] = v;
    }
    if (exact) {
        pv_length[0] = 0;
        update_pv(0, root->moves[k]);
        root->pv_len[k] = pv_length[0];
        memcpy(root->pv[k], pv_table[0], sizeof(Move) * (size_t)pv_length[0]);
    }
}
