// web/friend/view.js - a game with a friend on the page: the choice of colours (and the name the
// friend sees), then the board from the player's side, what the page says, the moves, and the
// game's link with a button that sends it (the share sheet where the browser has one, else a
// copy). Hooks: [data-action="friend-blue" | "friend-red" | "friend-send"], input.friend-link,
// .friend-said, .polis-moves .move[data-ply][data-move]; the container's data-mode="friend",
// data-state (choose, mine, theirs, over, refused), data-turn and data-plies.

import { el } from '../lib/dom.js';
import { friendWords as W } from '../words/friend.js';
import { moveToString } from '../rules.js';
import { moveFrom, moveTo } from '../rules/util.js';

function saidText(s) {
  const d = s.said;
  if (!d) return '';
  if (s.over && s.phase === 'play') return s.over.winner === s.me ? W.won : W.lost(s.friendName);
  switch (d.key) {
    case 'yourMove':
      return W.yourMove(s.me);
    case 'received':
      return W.received(s.friendName, s.me);
    case 'sendNow':
      return W.sendNow(s.friendName);
    case 'older':
      return W.older(d.link, d.kept);
    case 'illegal':
      return W.illegal(d.why);
    case 'waiting':
      return W.waiting(s.friendName);
    default:
      return W[d.key] ?? '';
  }
}

const stateOf = (s, mine) => (s.phase !== 'play' ? s.phase : s.over ? 'over' : mine ? 'mine' : 'theirs');

// The choice of colours, and the game's panel: what is said, the link and its button, the moves.
function createParts(ctrl, { board, backHref, send, choose: pick, name: given }) {
  const name = el('input', {
    type: 'text',
    name: 'friend-name',
    autocomplete: 'nickname',
    maxlength: 40,
    value: given,
  });
  const side = (s, text) =>
    el('button', {
      type: 'button',
      class: 'btn',
      'data-action': `friend-${s}`,
      text,
      onclick: () => pick(s, name.value),
    });
  const v = {
    choose: el(
      'div',
      { class: 'friend-choose' },
      el('p', { text: W.about }),
      el('label', { class: 'setup-row' }, W.nameLabel, ' ', name),
      side('blue', W.chooseBlue),
      side('red', W.chooseRed),
    ),
    said: el('p', { class: 'friend-said', role: 'status' }),
    notice: el('p', { class: 'friend-notice', role: 'status' }),
    sentLine: el('p', { class: 'friend-sent', role: 'status' }),
    moves: el('ol', { class: 'polis-moves', 'aria-label': W.moves }),
    linkBox: el('input', { type: 'text', class: 'friend-link', readonly: true, 'aria-label': W.linkLabel }),
    send: el('button', {
      type: 'button',
      class: 'btn',
      'data-action': 'friend-send',
      text: W.send,
      title: W.sendTitle,
      onclick: () => send(),
    }),
  };
  v.game = el(
    'div',
    { class: 'polis-main' },
    el('div', { class: 'polis-boardcol' }, board.element),
    el(
      'section',
      { class: 'polis-side friend-panel', 'aria-label': W.title },
      v.said,
      v.send,
      el('label', { class: 'friend-link-row' }, W.linkLabel, ' ', v.linkBox),
      v.sentLine,
      v.notice,
      v.moves,
    ),
  );
  v.root = el(
    'div',
    { class: 'polis-friend' },
    el(
      'header',
      { class: 'friend-head' },
      el('a', { class: 'btn btn-quiet', href: backHref, text: W.back }),
      el('h1', { text: W.title }),
    ),
    v.choose,
    v.game,
  );
  return v;
}

function drawFriend(container, ctrl, v, { board, link }) {
  const s = ctrl.state;
  const mine = ctrl.myTurn();
  Object.assign(container.dataset, {
    mode: 'friend',
    state: stateOf(s, mine),
    turn: s.player,
    plies: String(s.moves.length),
  });
  v.choose.hidden = s.phase !== 'choose';
  v.game.hidden = s.phase !== 'play';
  v.said.textContent = saidText(s);
  v.notice.textContent = s.notice ? W.notKept : '';
  v.sentLine.textContent = s.sent ? W[s.sent] : '';
  v.send.hidden = mine || s.phase !== 'play';
  v.linkBox.value = s.phase === 'play' ? link() : '';
  v.moves.replaceChildren(
    ...s.moves.map((m, i) => {
      const text = moveToString(m);
      return el('li', { class: 'move', 'data-ply': i + 1, 'data-move': text, text });
    }),
  );
  board.update({
    pieces: s.board,
    orientation: s.me,
    movable: { dests: ctrl.dests() },
    last: s.last
      ? new Map([
          [moveFrom(s.last), 'from'],
          [moveTo(s.last), 'to'],
        ])
      : new Map(),
  });
}

export function createFriendView(container, ctrl, opts) {
  const v = createParts(ctrl, opts);
  container.replaceChildren(v.root);
  return { root: v.root, draw: () => drawFriend(container, ctrl, v, opts), destroy: () => v.root.remove() };
}
