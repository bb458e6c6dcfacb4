// web/page/analysis.js - the game page's start for the analysis board
// (index.html?analysis=POSITION&tree=TREE: web/page/analysis-board.js). Built into one file,
// web/app/analysis.js (scripts/build-page.mjs), which web/page/start.js loads.

import { launch, pageSearch } from './launch.js';
import { linkedAnalysis } from './analysis-board.js';
import { readAddress } from '../lib/address.js';

launch((root) => {
  window.polis = linkedAnalysis(root, readAddress(pageSearch()).analysis);
});
