// web/friend/mode.js - play a friend by link (index.html?friend, issue 31): ?friend alone offers
// the colours; ?friend=ID&side=red&from=Ann&moves=... opens the game a friend sent. Each game is
// kept in Your games (web/storage/games.js) as `<id>-b` / `<id>-r`, with whose turn it is; the
// link is sent with the browser's share sheet where it has one, else copied.
//
//   const f = mountFriend(container, { link: { id, side, from, moves } | null, backHref })
//   f.destroy()

import { createFriendCtrl, keptId } from './ctrl.js';
import { createFriendView } from './view.js';
import { createFriendEffects } from './effects.js';
import { createBoardView } from '../board/view.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { applyTheme } from '../lib/theme.js';
import { copyText } from '../lib/clipboard.js';
import { motionScale } from '../lib/dom.js';
import { friendHref } from '../lib/address.js';
import { savedTheme, pref, setPref } from '../storage/prefs.js';
import { onWriteFailed } from '../storage/store.js';
import { loadGames, putGame, gameEntry, newGameId, dateText } from '../storage/games.js';
import { DEFAULT_LEVEL } from '../levels.js';
import { friendWords as W } from '../words/friend.js';

// The link of the game for the friend: the page's address with the link's parameters.
export const friendLink = (href, { friend, side, from, moves }) =>
  new URL(friendHref({ id: friend, side, from, moves }), href).href;

function keepGame(s) {
  const date = s.date ?? dateText(Date.now());
  const entry = gameEntry({
    id: keptId(s.id, s.me),
    date,
    settings: { blue: 'human', red: 'human', level: DEFAULT_LEVEL },
    record: { position: null, moves: s.moves },
    over: s.over,
    friend: { me: s.me, name: s.friendName },
  });
  return putGame(entry);
}

export function mountFriend(container, options = {}) {
  const board = createBoardView({
    onMove: (from, to) => ctrl.userMove(from, to),
    animationScale: motionScale(),
    label: W.board,
  });
  const loop = createModeLoop({
    draw: () => view.draw(),
    effects: () => effects.run(),
    position: () => ctrl.state.id,
    board: () => board,
  });
  const ctrl = createFriendCtrl({
    find: (id) => loadGames().games.find((g) => g.id === id) ?? null,
    newId: () => newGameId().toLowerCase().slice(0, 24),
    changed: loop.changed,
  });
  const link = () => friendLink(location.href, ctrl.linkParams());
  const send = async () => {
    const url = link();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: W.title, url });
        return;
      } catch {
        /* closed or refused: copy instead */
      }
    }
    ctrl.sent((await copyText(url)) ? 'copied' : 'copyFailed');
  };
  const effects = createFriendEffects(ctrl, {
    keep: keepGame,
    address: (params) => history.replaceState(history.state, '', friendLink(location.href, params)),
  });
  // The name given at the start is remembered for the next game (a preference).
  const name = pref('friend-name', '');
  const choose = (side, n) => {
    setPref('friend-name', String(n).trim().slice(0, 40));
    ctrl.choose(side, n);
  };
  const view = createFriendView(container, ctrl, {
    board,
    backHref: options.backHref ?? '?',
    send,
    link,
    choose,
    name,
  });
  applyTheme(container, savedTheme());
  const offFull = onWriteFailed(() => ctrl.notKept());
  if (options.link) ctrl.open({ ...options.link, name });
  else loop.changed();
  return {
    element: container,
    ctrl,
    destroy() {
      offFull();
      loop.destroy();
      effects.destroy();
      board.finishAnimation();
      view.destroy();
    },
  };
}
