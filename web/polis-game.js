// <polis-game>: the whole game as one HTML element.
//
//   <script type="module" src="web/polis-game.js"></script>
//   <polis-game blue="human" red="ai" level="easy"></polis-game>
//
// Attributes mirror mountPolis's options (ui.js): blue, red ('human' | 'ai'), level (a name
// from levels.js), position (a position string, see docs/RULES.md), moves (comma-separated, to
// replay from the position), compact (present: no move list) and restore ("false": do not resume
// the game this browser saved; the element's id names its saved game, else its place among the
// page's elements without ids, so several games on a page each keep their own). Changing blue,
// red, level, position or moves starts a new game with the element's attributes (changes made
// together start one game; a removed attribute means its default); toggling compact lays the
// game out again and keeps the board.
//
// Events (bubbling and composed, so they cross shadow roots):
//   polis-move      detail { ply, player, move, by, position }: ply is 1 for the game's first
//                   move, move is written like 'b2b3', by is 'human' or 'ai', position is the
//                   position string after the move
//   polis-gameover  detail { winner, reason, moves, position }: reason 'chariot', 'no-moves'
//                   or 'resign'
//
// The game lives in a shadow root with its own copy of style.css (a file beside this module, so
// nothing needs 'unsafe-inline' under a site's Content-Security-Policy): the page's styles do not
// reach the board (inherited properties are reset at the element) and the game's styles do
// not reach the page. The element's own box can be styled from outside (polis-game { ... }).
// Properties: game (mountPolis's handle: play, undo, newGame, aiLog...), position, moves, over.

import { mountPolis } from './ui.js';
import { createAiClient } from './ai-client.js';
import { DEFAULT_LEVEL } from './levels.js';

const STYLE_URL = new URL('./style.css', import.meta.url).href;
const GAME_ATTRIBUTES = ['blue', 'red', 'level', 'position', 'moves'];
const DEFAULTS = { blue: 'human', red: 'ai', level: DEFAULT_LEVEL, position: null, moves: null };

// Reset what the page could pass down by inheritance (fonts, colours, spacing); the game sets
// its own on .polis.
// The game's sizes are in --polis-rem (style.css), 1rem on the game's own page; here a fixed
// 16px, since rem inside a shadow root would still follow the host page's root font size.
// A constructed style sheet (adoptedStyleSheets), not a <style> element: a page with a strict
// Content-Security-Policy (no 'unsafe-inline' styles) refuses inline styles, and the page's
// font, colour and root size would then reach the game.
const HOST_CSS = ':host { all: initial; display: block; --polis-rem: 16px; } :host([hidden]) { display: none; }';
let hostSheet = null;
function hostStyles() {
  if (!hostSheet) {
    hostSheet = new CSSStyleSheet();
    hostSheet.replaceSync(HOST_CSS);
  }
  return hostSheet;
}

// The names of the saved games of the elements on the page: an element without an id is named
// by its place among the id-less elements of its document (or shadow root), the first keeping
// the name all id-less elements once shared, so a game saved before stays readable. A name in
// use by a live element is skipped, so an element added before another never takes its game.
const storeIdsInUse = new Set();
function claimStoreId(element) {
  if (element.id) return element.id;
  const root = element.getRootNode();
  const place = root.querySelectorAll ? [...root.querySelectorAll('polis-game')].filter((e) => !e.id).indexOf(element) : 0;
  let n = Math.max(0, place);
  const name = (i) => (i === 0 ? 'polis-game' : `polis-game-${i + 1}`);
  while (storeIdsInUse.has(name(n))) n++;
  storeIdsInUse.add(name(n));
  return name(n);
}

export class PolisGameElement extends HTMLElement {
  static get observedAttributes() {
    return [...GAME_ATTRIBUTES, 'compact'];
  }

  #box;
  #game = null;
  #client = null;
  #restartQueued = false;
  #storeId = null; // names the saved game (see claimStoreId); kept while the element lives

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [hostStyles()];
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = STYLE_URL; // absolute: a relative href would follow the page, not this module
    this.#box = document.createElement('div');
    this.#box.setAttribute('part', 'game');
    root.append(link, this.#box);
  }

  connectedCallback() {
    if (!this.#game) this.#mount(null);
  }

  disconnectedCallback() {
    // Moving the element (remove then insert in one task) keeps the game; removing it for good
    // stops the AI worker.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#unmount();
      if (this.#storeId !== null && this.#storeId !== this.id) storeIdsInUse.delete(this.#storeId);
      this.#storeId = null;
    });
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.#game) return;
    if (name === 'compact') {
      const position = this.#game.position;
      this.#unmount();
      this.#mount(position);
      return;
    }
    // Several attributes set in one go make one new game.
    if (this.#restartQueued) return;
    this.#restartQueued = true;
    queueMicrotask(() => {
      this.#restartQueued = false;
      if (!this.#game) return;
      try {
        this.#game.newGame({ ...DEFAULTS, ...this.#attributes() });
      } catch {
        // A level, position or move list the game does not take: mount afresh, which shows
        // the player what was not understood and resumes the game this browser saved (with
        // the default in place of what was not understood).
        this.#unmount();
        this.#mount(null);
      }
    });
  }

  get game() {
    return this.#game;
  }

  get position() {
    return this.#game ? this.#game.position : null;
  }

  get moves() {
    return this.#game ? this.#game.moves : [];
  }

  get over() {
    return this.#game ? this.#game.over : null;
  }

  #attributes() {
    const o = {};
    for (const name of GAME_ATTRIBUTES) {
      const v = this.getAttribute(name);
      if (v !== null && v.trim() !== '') o[name] = v.trim();
    }
    return o;
  }

  // Mounts the game; `position` (the live position when re-laying out) overrides the attributes.
  #mount(position) {
    this.#client = createAiClient();
    const options = {
      ...this.#attributes(),
      compact: this.hasAttribute('compact'),
      restore: this.getAttribute('restore') !== 'false' && !position,
      id: (this.#storeId ??= claimStoreId(this)),
      aiClient: this.#client,
      onMove: (info) => this.#emit('polis-move', { ...info, by: this.#game ? this.#game.settings[info.player] : 'human' }),
      onGameOver: (over) => this.#emit('polis-gameover', { ...over, moves: this.moves, position: this.position }),
    };
    if (position) {
      options.position = position;
      delete options.moves;
    }
    this.#game = mountPolis(this.#box, options);
  }

  #unmount() {
    if (this.#game) this.#game.destroy();
    if (this.#client) this.#client.terminate();
    this.#game = null;
    this.#client = null;
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('polis-game')) customElements.define('polis-game', PolisGameElement);
