// web/page/friend.js - the game page's start for a game with a friend by link
// (index.html?friend, ?friend=ID&side=&from=&moves=: web/friend/mode.js). Built into one file,
// web/app/friend.js (scripts/build-page.mjs), which web/page/start.js loads.

import { launch, pageSearch } from './launch.js';
import { mountFriend } from '../friend/mode.js';

// A friend's link, or null for ?friend alone (a new game).
const friendLink = (p) =>
  p.get('friend')
    ? { id: p.get('friend'), side: p.get('side'), from: p.get('from') ?? '', moves: p.get('moves') ?? '' }
    : null;

launch((root) => {
  window.polis = mountFriend(root, { link: friendLink(new URLSearchParams(pageSearch())), backHref: '?' });
});
