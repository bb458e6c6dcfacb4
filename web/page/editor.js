// web/page/editor.js - the game page's start for the position editor (index.html?editor,
// ?editor=POSITION). Built into one file, web/app/editor.js (scripts/build-page.mjs), which
// web/page/start.js loads.

import { launch, pageSearch } from './launch.js';
import { mountEditor } from '../editor/mode.js';
import { configFromUrl, linkPositionText } from '../play/game/record.js';

launch((root) => {
  const { config } = configFromUrl(pageSearch());
  // The same reading of a link's position as ?position= and ?analysis= (a blank one: the start).
  window.polis = mountEditor(root, { ...config, editor: linkPositionText(config.editor) });
});
