// web/page/friend.js - the game page's start for a game with a friend by link
// (index.html?friend, ?friend=ID&side=&from=&moves=: web/friend/mode.js). Built into one file,
// web/app/friend.js (scripts/build-page.mjs), which web/page/start.js loads.

import { launch, pageSearch } from './launch.js';
import { mountFriend } from '../friend/mode.js';
import { readAddress } from '../lib/address.js';

launch((root) => {
  window.polis = mountFriend(root, { link: readAddress(pageSearch()).friend, backHref: '?' });
});
