// @ts-check
// web/friend/ctrl.js - a game between two friends, each on their own device, sent back and forth
// as a link (issue 31): the colours chosen, the game a link brings (checked move by move by the
// rules), the player's move on their turn, and what a link changes beside the game kept here.
// No DOM, no storage: what is kept comes in as `find(id)` and goes out through the effects.
//
//   const ctrl = createFriendCtrl({ find, newId, changed })
//   ctrl.choose(side, name)   ctrl.open({ id, side, from, moves })   ctrl.userMove(from, to)
//   ctrl.dests() -> Map from -> [to]    ctrl.linkParams() -> the link's parameters
//
// The link: ?friend=<id>&side=<the receiver's side>&from=<the sender's name>&moves=<moves>. A
// game is kept as `<id>-b` or `<id>-r` by the side played here, so one device can hold both.

import * as Rules from '../rules.js';
import { readMoves, movesText } from '../play/game/read-moves.js';
import { outcome } from '../rules/outcome.js';
import { other } from '../rules/util.js';
import { destsOf, moveBetween } from '../rules/dests.js';

/**
 * @typedef {'blue' | 'red'} Side
 * @typedef {{ id: string, moves: string, friend: { me: Side, name: string } | null, date: string }} Kept
 * @typedef {{ find: (id: string) => Kept | null, newId: () => string, changed?: () => void }} FriendDeps
 * @typedef {object} FriendState
 * @property {'choose' | 'play' | 'refused'} phase  choosing colours, a game shown, a link refused
 * @property {Side} me  the side played on this device
 * @property {string} name  this player's name, sent in links
 * @property {string} friendName  the friend's name, from their links
 * @property {string | null} id  the game's id in links
 * @property {any[]} moves  the moves played
 * @property {any} board  the position after them
 * @property {Side} player  the side to move
 * @property {{ winner: Side, reason: string } | null} over
 * @property {any} last  the last move, or null
 * @property {{ key: string, [k: string]: any } | null} said  what the page says
 * @property {number} version  grows with each change to keep
 * @property {string | null} date  when the game was first kept
 * @property {string} notice  'not-kept' once the game could not be kept here (a notice: it stays)
 * @property {string} sent  how the link last went: '', 'copied', 'copyFailed'
 */

// What a link's moves are beside the game kept here: none kept, the same, more (the friend's
// reply), fewer (an older link), or other moves.
function compare(here, linked) {
  if (!here) return 'new';
  if (here.moves === linked) return 'same';
  if (linked.startsWith(here.moves)) return 'newer';
  return here.moves.startsWith(linked) ? 'older' : 'other';
}

function openLink({ id, side, from = '', moves = '', name = '' }, c) {
  const { state } = c;
  state.name = String(name).slice(0, 40);
  if (!LINK_ID.test(String(id)) || (side !== 'blue' && side !== 'red')) return c.refuse({ key: 'badLink' });
  const read = readMoves(moves, START());
  if (read.error) return c.refuse({ key: 'illegal', why: read.error });
  state.me = side;
  state.id = String(id);
  const here = c.find(keptId(state.id, side));
  state.friendName = String(from).slice(0, 40) || here?.friend?.name || '';
  state.date = here?.date ?? null;
  const how = compare(here, movesText(read.moves));
  if (how === 'new' || how === 'newer') {
    c.kept(read.moves);
    state.said = { key: state.player === side ? 'received' : 'waiting' };
  } else if (how === 'same') {
    c.setMoves(read.moves);
    state.phase = 'play';
    state.said = { key: state.player === side ? 'yourMove' : 'same' };
  } else if (how === 'older') {
    c.setMoves(readMoves(here.moves, START()).moves);
    state.phase = 'play';
    state.said = { key: 'older', link: read.moves.length, kept: state.moves.length };
  } else {
    state.id = c.newId();
    state.date = null;
    c.kept(read.moves);
    state.said = { key: 'another' };
  }
  c.changed();
}

const START = () => ({ board: Rules.initialBoard(), player: /** @type {Side} */ ('blue') });
export const keptId = (id, side) => `${id}-${side[0]}`;
const LINK_ID = /^[a-z0-9-]{1,30}$/;

/** @returns {FriendState} */
const freshState = () => ({
  phase: 'choose',
  me: 'blue',
  name: '',
  friendName: '',
  id: null,
  moves: [],
  board: Rules.initialBoard(),
  player: 'blue',
  over: null,
  last: null,
  said: null,
  version: 0,
  date: null,
  notice: '',
  sent: '',
});

/** @param {FriendDeps} deps */
export function createFriendCtrl({ find, newId, changed = () => {} }) {
  const state = freshState();

  const setMoves = (moves) => {
    let pos = START();
    for (const m of moves)
      pos = { board: Rules.applyMoveFor(pos.board, pos.player, m).board, player: other(pos.player) };
    state.moves = moves;
    state.board = pos.board;
    state.player = pos.player;
    state.over = /** @type {any} */ (outcome(pos));
    state.last = moves.at(-1) ?? null;
  };
  const kept = (moves) => {
    setMoves(moves);
    state.phase = 'play';
    state.version++;
  };
  const ctrl = {
    state,
    choose(side, name = '') {
      state.me = side;
      state.name = String(name).trim().slice(0, 40);
      state.friendName = '';
      state.id = newId();
      state.date = null;
      kept([]);
      state.said = { key: side === 'blue' ? 'yourMove' : 'sendFirst' };
      changed();
    },
    // A link's game: { id, side (the side played here), from (the sender), moves (text) }.
    open: (link) => openLink(link, { state, find, newId, kept, setMoves, refuse, changed }),
    myTurn: () => state.phase === 'play' && !state.over && state.player === state.me,
    dests: () => (ctrl.myTurn() ? destsOf(state.board, state.me) : new Map()),
    userMove(from, to) {
      if (!ctrl.myTurn()) return;
      const m = moveBetween(Rules.legalMoves(state.board, state.me), from, to);
      if (!m) return;
      kept([...state.moves, m]);
      state.said = { key: 'sendNow' };
      state.sent = '';
      changed();
    },
    // The link was shared, copied or could not be copied ('shared' | 'copied' | 'copyFailed').
    sent(how) {
      state.sent = how;
      changed();
    },
    notKept() {
      state.notice = 'not-kept';
      changed();
    },
    // The parameters of the link to send: the game, for the friend's side.
    linkParams: () => ({
      friend: state.id ?? '',
      side: other(state.me),
      from: state.name,
      moves: movesText(state.moves),
    }),
  };
  function refuse(said) {
    state.phase = 'refused';
    state.said = said;
    changed();
  }
  return ctrl;
}
