// The browser entry's page names as the server entry (index.js, package.json's `node`
// condition) gives them. Next.js renders 'use client' components on the server too, under
// `node`, so `import { mountPolis } from 'polis-game'` in one must find every name browser.js
// exports there; calling what needs a page then says so. The real game page (ui.js and all it
// imports) stays out of Node programs, which import the package for the rules or the AI: it
// nearly doubles the entry's import time (medians measured here: 65 ms, 115 ms with the page).

export { configFromUrl } from '../play/game/record.js';

// The parameters are mountPolis's (types/ui.d.ts): the same function to the type check.
export function mountPolis(container, options) {
  throw new Error(
    "polis-game: mountPolis needs a page (a DOM), and this is the package's server entry (the `node` " +
      'condition), where there is none. Call it in the browser, as the page loads or in an effect ' +
      "(React's useEffect, Svelte's onMount, Vue's onMounted); bundlers give browsers the browser " +
      'entry, where it builds the game.',
  );
}
