/*
 * movepick.c - the moves of a search node, in the order they are tried, for both modes.
 *
 * Ordering: the table's move (resolved and tried before the other moves are even generated: a
 * cutoff then saves resolving every other move), then moves that gain material, killers, the
 * rest by history; moves that lose material and moves that let the opponent win at once last.
 *
 * A node one ply above the leaves (frontier()) only needs its children's evaluations: it
 * resolves its moves one at a time and stops at the first cutoff.
 */
#include "search.h"
#include "resolve.h"

Move ply_moves[SEARCH_MAX_PLY][MAX_MOVES];
Position ply_kids[SEARCH_MAX_PLY][MAX_MOVES];
int ply_order[SEARCH_MAX_PLY][MAX_MOVES];
static uint8_t ply_slot[SEARCH_MAX_PLY][MAX_MOVES]; /* where each move's child is in ply_kids */
Move killers[SEARCH_MAX_PLY][2];
int history[2][64][64];

/* The moves expand_as() keeps. */
typedef enum {
    ALL_MOVES,
    CAPTURES_ONLY, /* the moves that gain material (quiescence) */
} MoveSet;

/*
 * Resolves every step of p but the nskip moves of skip into ply_kids[ply], as `mode` says (with
 * or without the children's hash keys), keeping the legal ones of `set` with an ordering value.
 * Returns how many, or -1 when one of them wins at once (*win is that move).
 */
static ALWAYS_INLINE int expand_as(const Position *p, int ply, const Move *skip, int nskip, Move *win,
                                   MoveSet set, ResolveMode mode)
{
    Move steps[MAX_MOVES];
    const int us = p->side, them = us ^ 1, before = material(p, us);
    int count = generate_steps(p, steps), n = 0;
    Move *moves = ply_moves[ply];
    Position *kids = ply_kids[ply];
    int *order = ply_order[ply];
    for (int i = 0; i < count; i++) {
        Move m = steps[i];
        bool skipped = false;
        for (int k = 0; k < nskip; k++)
            skipped |= m == skip[k];
        if (skipped || !resolve(p, m, &kids[n], NULL, mode))
            continue;
        int w = chariot_winner(&kids[n]);
        if (w == us) {
            *win = m;
            return -1;
        }
        int gain = material(&kids[n], us) - before, value;
        if (set == CAPTURES_ONLY && (gain <= 0 || w == them))
            continue;
        if (w == them)
            value = ORDER_GIFT;
        else if (gain > 0)
            value = ORDER_CAPTURE + gain * 65536;
        else if (m == killers[ply][0])
            value = ORDER_KILLER1;
        else if (m == killers[ply][1])
            value = ORDER_KILLER2;
        else
            value = history[us][MOVE_FROM(m)][MOVE_TO(m)] + (gain < 0 ? ORDER_BAD + gain * 65536 : 0);
        moves[n] = m;
        order[n] = value;
        ply_slot[ply][n] = (uint8_t)n;
        n++;
    }
    return n;
}

int expand_captures(const Position *p, int ply, Move *win)
{
    return expand_as(p, ply, NULL, 0, win, CAPTURES_ONLY, RESOLVE_FULL);
}

/* Brings the best-ordered of moves i..n-1 to slot i and returns its child (children stay where
 * expand_as() put them: only their slot numbers move). */
const Position *pick(int ply, int i, int n)
{
    int *order = ply_order[ply], best = i;
    for (int j = i + 1; j < n; j++)
        if (order[j] > order[best])
            best = j;
    if (best != i) {
        Move m = ply_moves[ply][i];
        ply_moves[ply][i] = ply_moves[ply][best];
        ply_moves[ply][best] = m;
        int o = order[i];
        order[i] = order[best];
        order[best] = o;
        uint8_t k = ply_slot[ply][i];
        ply_slot[ply][i] = ply_slot[ply][best];
        ply_slot[ply][best] = k;
    }
    return &ply_kids[ply][ply_slot[ply][i]];
}

/* Whether m is a step of a piece of the side to move onto an empty neighbour (a table move
 * is checked before it is resolved: keys can collide). */
static inline bool pseudo_legal(const Position *p, Move m)
{
    int f = MOVE_FROM(m), t = MOVE_TO(m), us = p->side;
    return m != MOVE_NONE && (p->pieces[us] & BIT(f)) && (KING[f] & BIT(t)) &&
           !((p->pieces[BLUE] | p->pieces[RED]) & BIT(t)) && !(p->stunned[us] && p->chariot[us] == f);
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

/* A quiet move cut at depth: it becomes a killer, and its history grows; with
 * SEARCH_HISTORY_PENALTY the quiets tried before it (failed[0..nfailed-1]) lose as much. */
void reward_quiet(const Position *p, Move m, int ply, int depth, const Move *failed, int nfailed)
{
    if (!search_flag(SEARCH_NO_KILLERS) && killers[ply][0] != m) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = m;
    }
    if (search_flag(SEARCH_NO_HISTORY))
        return;
    if (search_flag(SEARCH_HISTORY_PENALTY)) {
        int bonus = history_bonus(depth);
        history_update(p->side, m, bonus);
        for (int i = 0; i < nfailed; i++)
            history_update(p->side, failed[i], -bonus);
        return;
    }
    {
        int *h = &history[p->side][MOVE_FROM(m)][MOVE_TO(m)];
        *h += depth * depth;
        if (*h > ORDER_HISTORY_MAX) {
            for (int s = 0; s < 2; s++)
                for (int f = 0; f < 64; f++)
                    for (int t = 0; t < 64; t++)
                        history[s][f][t] /= 2;
        }
    }
}

/* The evaluation a frontier node scores its children with. */
typedef enum { ORIGINAL_EVAL, EXTENDED_EVAL } Evaluation;

/* The state of a frontier node's loop. */
typedef struct {
    int alpha, beta, best, legal;
} Frontier;

/* Resolves and scores one move of a frontier node, never with the child's key (leaves do not
 * read the table); with the original evaluation, only the child's pieces and chariots. Returns
 * true when the node is decided (a win at once, or a cutoff): its value is then f->best. */
static ALWAYS_INLINE bool frontier_move(const Position *p, Move m, int ply, int win, Frontier *f,
                                       Evaluation eval)
{
    Position kid;
    const int us = p->side, them = us ^ 1;
    /* The extended evaluation reads the stunned flags too: they are final without the key. */
    bool legal = eval == EXTENDED_EVAL ? resolve(p, m, &kid, NULL, RESOLVE_NOKEY)
                                       : resolve(p, m, &kid, NULL, RESOLVE_EVAL);
    if (!legal)
        return false;
    f->legal++;
    count_node();
    int w = chariot_winner(&kid);
    if (w == us) {
        update_pv(ply, m);
        f->best = win;
        return true;
    }
    int v = w == them ? -win : eval == EXTENDED_EVAL ? -eval_extended(&kid) : -eval_original(&kid);
    if (v > f->best) {
        f->best = v;
        if (v > f->alpha) {
            f->alpha = v;
            update_pv(ply, m);
            if (f->alpha >= f->beta) {
                if (material(&kid, us) <= material(p, us))
                    reward_quiet(p, m, ply, 1, NULL, 0);
                return true;
            }
        }
    }
    return false;
}

/*
 * A node one ply above the leaves: its children are only evaluated, so each move is scored as
 * soon as it is resolved, killers first and then in generation order, and the node stops at
 * the first cutoff. Steps are generated lazily, a piece at a time: most nodes cut after a few
 * moves. `win` is what a win at once is worth here and `loss` having no move (exact mode: the
 * original's infinities; strong mode: by distance). No table entries: the node costs less
 * than a table miss.
 */
static ALWAYS_INLINE int frontier_as(const Position *p, int alpha, int beta, int ply, int win, int loss,
                                      Evaluation eval)
{
    Frontier f = {alpha, beta, -SCORE_INF, 0};
    Move k0 = MOVE_NONE, k1 = MOVE_NONE;
    pv_length[ply + 1] = ply + 1;
    if (!search_flag(SEARCH_NO_KILLERS)) {
        k0 = pseudo_legal(p, killers[ply][0]) ? killers[ply][0] : MOVE_NONE;
        k1 = pseudo_legal(p, killers[ply][1]) ? killers[ply][1] : MOVE_NONE;
        for (int k = 0; k < 2; k++) {
            Move m = k ? k1 : k0;
            if (m != MOVE_NONE && frontier_move(p, m, ply, win, &f, eval))
                return f.best;
        }
    }
    const int us = p->side;
    const Bitboard empty = ~(p->pieces[BLUE] | p->pieces[RED]);
    Bitboard movers = p->stunned[us] ? p->pieces[us] & ~BIT(p->chariot[us]) : p->pieces[us];
    for (; movers; movers &= movers - 1) {
        int from = __builtin_ctzll(movers);
        for (Bitboard d = KING[from] & empty; d; d &= d - 1) {
            Move m = MAKE_MOVE(from, __builtin_ctzll(d));
            if (m != k0 && m != k1 && frontier_move(p, m, ply, win, &f, eval))
                return f.best;
        }
    }
    return f.legal ? f.best : loss;
}

int frontier(const Position *p, int alpha, int beta, int ply, int win, int loss)
{
    return search_flag(SEARCH_EVAL_EXTENDED) ? frontier_as(p, alpha, beta, ply, win, loss, EXTENDED_EVAL)
                                             : frontier_as(p, alpha, beta, ply, win, loss, ORIGINAL_EVAL);
}

/* The stages of an interior node's moves, in order. */
typedef enum {
    STAGE_TT,       /* the table's move, resolved alone before anything is generated */
    STAGE_KILLERS,  /* the two killers, each resolved alone (with SEARCH_STAGED_KILLERS: it made
                     * the trees 60% larger, captures first matter) */
    STAGE_GENERATE, /* every other step resolved, with its ordering value (expand_rest()) */
    STAGE_REST,     /* those, best-ordered first (pick()) */
    STAGE_DONE,
} PickStage;

typedef struct {
    const Position *p;
    PickStage stage;
    int ply, i, n, killer;
    bool keyed;           /* the children need hash keys (they are not one ply above the leaves) */
    Move tt_move, tried[3];
    int ntried;
    Position kid;         /* the child of a move resolved alone */
    /* The move picked, its child, ordering value, and whether it gains no material: */
    Move move;
    const Position *child;
    int order;
    bool quiet;
} MovePicker;

enum { PICK_MOVE, PICK_WIN, PICK_END };

/* Every move of the picker's node but those it tried alone (expand_as()): with the children's
 * hash keys, or without them for a node two plies above the leaves, whose children never look
 * at the table. */
static int expand_rest(MovePicker *mp, Move *win)
{
    return mp->keyed ? expand_as(mp->p, mp->ply, mp->tried, mp->ntried, win, ALL_MOVES, RESOLVE_FULL)
                     : expand_as(mp->p, mp->ply, mp->tried, mp->ntried, win, ALL_MOVES, RESOLVE_NOKEY);
}

/* Resolves one move alone (table move, killer); PICK_MOVE, PICK_WIN or PICK_END (illegal). */
static int pick_alone(MovePicker *mp, Move m, int order)
{
    if (!pseudo_legal(mp->p, m) ||
        !(mp->keyed ? resolve(mp->p, m, &mp->kid, NULL, RESOLVE_FULL)
                    : resolve(mp->p, m, &mp->kid, NULL, RESOLVE_NOKEY)))
        return PICK_END;
    const int us = mp->p->side, w = chariot_winner(&mp->kid);
    mp->tried[mp->ntried++] = m;
    mp->move = m;
    mp->child = &mp->kid;
    mp->order = w == (us ^ 1) ? ORDER_GIFT : order;
    mp->quiet = material(&mp->kid, us) <= material(mp->p, us);
    return w == us ? PICK_WIN : PICK_MOVE;
}

/* The next move to try: PICK_MOVE, PICK_WIN (mp->move wins at once) or PICK_END. */
static int pick_next(MovePicker *mp)
{
    switch (mp->stage) {
    case STAGE_TT:
        mp->stage = STAGE_KILLERS;
        if (mp->tt_move != MOVE_NONE) {
            int status = pick_alone(mp, mp->tt_move, ORDER_TT);
            if (status != PICK_END)
                return status;
        }
        /* fall through */
    case STAGE_KILLERS:
        while (search_flag(SEARCH_STAGED_KILLERS) && !search_flag(SEARCH_NO_KILLERS) && mp->killer < 2) {
            Move m = killers[mp->ply][mp->killer];
            int order = mp->killer++ ? ORDER_KILLER2 : ORDER_KILLER1;
            if (m == mp->tt_move)
                continue;
            int status = pick_alone(mp, m, order);
            if (status != PICK_END)
                return status;
        }
        mp->stage = STAGE_GENERATE;
        /* fall through */
    case STAGE_GENERATE: {
        Move win;
        mp->n = expand_rest(mp, &win);
        if (mp->n < 0) {
            mp->stage = STAGE_DONE;
            mp->move = win;
            return PICK_WIN;
        }
        mp->i = 0;
        mp->stage = STAGE_REST;
    }
        /* fall through */
    case STAGE_REST:
        if (mp->i < mp->n) {
            int i = mp->i++;
            mp->child = pick(mp->ply, i, mp->n);
            mp->move = ply_moves[mp->ply][i];
            mp->order = ply_order[mp->ply][i];
            mp->quiet = mp->order < ORDER_CAPTURE && mp->order > ORDER_BAD;
            return PICK_MOVE;
        }
        mp->stage = STAGE_DONE;
        /* fall through */
    case STAGE_DONE:
        break;
    }
    return PICK_END;
}

/*
 * The move loop shared by both modes, over the staged picker: returns the node's value
 * (fail-soft) and sets node->best_move.
 */
int node_moves(NodeMoves *node)
{
    const Position *p = node->p;
    const int depth = node->depth, beta = node->beta, ply = node->ply;
    int alpha = node->alpha;
    /* Children of a node at depth 2 or less are leaves or frontier nodes: neither reads the
     * table, so they are resolved without their keys (with SEARCH_QSEARCH a depth-1 node is an
     * ordinary one, which does). */
    MovePicker mp = {.p = p, .stage = STAGE_TT, .ply = ply, .keyed = depth > 2 || search_flag(SEARCH_QSEARCH),
                     .tt_move = node->tt_move};
    int best = -SCORE_INF, index = 0, status, nquiets = 0;
    Move quiets[MAX_MOVES]; /* the quiet moves tried that did not cut */
    node->best_move = MOVE_NONE;
    while ((status = pick_next(&mp)) != PICK_END) {
        pv_length[ply + 1] = ply + 1;
        if (status == PICK_WIN) {
            update_pv(ply, mp.move);
            node->best_move = mp.move;
            return node->win;
        }
        int v = mp.order == ORDER_GIFT
                    ? -node->win
                    : node->child(mp.child, index, mp.order, depth, alpha, beta, ply, node->pv_node);
        index++;
        if (search_state.stop)
            return 0;
        if (v > best) {
            best = v;
            node->best_move = mp.move;
            if (v > alpha) {
                alpha = v;
                update_pv(ply, mp.move);
                if (alpha >= beta) {
                    if (mp.quiet)
                        reward_quiet(p, mp.move, ply, depth, quiets, nquiets);
                    break;
                }
            }
        }
        if (mp.quiet && mp.order != ORDER_GIFT)
            quiets[nquiets++] = mp.move;
    }
    return index == 0 ? node->loss : best; /* no legal move: lost here */
}
