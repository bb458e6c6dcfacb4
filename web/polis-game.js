// <polis-game>: the whole game as one HTML element.
//
//   <script type="module" src="web/polis-game.js"></script>
//   <polis-game blue="human" red="ai" level="easy"></polis-game>
//
// Attributes mirror mountPolis's options (ui.js): blue, red ('human' | 'ai'), level (a name
// from levels.js), position (a position string, see docs/RULES.md), moves (comma-separated, to
// replay from the position), compact (present: no move list) and restore ("false": do not resume
// the game this browser saved; the element's id names its saved game, so give several elements
// on one page their own ids), worker-url and wasm-url (where the AI worker and polis.wasm are,
// for hosts that place them themselves). Changing blue, red, position or moves starts a new
// game with the element's attributes (changes made together start one game; a removed
// attribute means its default); changing level (attribute or property) keeps the game and sets
// the level of the computer's next move, as the page's level menu does; toggling compact, or
// changing worker-url or wasm-url, lays the game out again and keeps the board.
//
// Events (bubbling and composed, so they cross shadow roots):
//   polis-move      detail { ply, player, move, by, position }: ply is 1 for the game's first
//                   move, move is written like 'b2b3', by is 'human' or 'ai', position is the
//                   position string after the move
//   polis-gameover  detail { winner, reason, moves, position }: reason 'chariot', 'no-moves'
//                   or 'resign'
//
// The game lives in a shadow root with its own copy of style.css: the page's styles do not
// reach the board (inherited properties are reset at the element) and the game's styles do
// not reach the page. The element's own box can be styled from outside (polis-game { ... }).
// Properties: game (mountPolis's handle: play, undo, newGame, aiLog...), level (read and
// write), position, moves, over.

import { mountPolis } from './ui.js';
import { createAiClient } from './ai-client.js';
import { DEFAULT_LEVEL, levelByName } from './levels.js';
import STYLE_TEXT from './style-sheet.js';

// style.css as a module (generated: scripts/build-workers.mjs), one sheet shared by every
// element: a <link> to `new URL('./style.css', import.meta.url)` goes through a bundler's CSS
// rules, and webpack's usual style-loader rule turned it into JavaScript (an unstyled game).
let gameSheet = null;
function sheet() {
  if (!gameSheet) {
    gameSheet = new CSSStyleSheet();
    gameSheet.replaceSync(STYLE_TEXT);
  }
  return gameSheet;
}
const GAME_ATTRIBUTES = ['blue', 'red', 'level', 'position', 'moves'];
// Where the AI's files are, for hosts that place them themselves: read when the game mounts.
const FILE_ATTRIBUTES = ['worker-url', 'wasm-url'];
const DEFAULTS = { blue: 'human', red: 'ai', level: DEFAULT_LEVEL, position: null, moves: null };

// Reset what the page could pass down by inheritance (fonts, colours, spacing); the game sets
// its own on .polis.
// The game's sizes are in --polis-rem (style.css), 1rem on the game's own page; here a fixed
// 16px, since rem inside a shadow root would still follow the host page's root font size.
const HOST_CSS = ':host { all: initial; display: block; --polis-rem: 16px; } :host([hidden]) { display: none; }';

export class PolisGameElement extends HTMLElement {
  static get observedAttributes() {
    return [...GAME_ATTRIBUTES, 'compact', ...FILE_ATTRIBUTES];
  }

  #box;
  #game = null;
  #client = null;
  #analysisClient = null;
  #restartQueued = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = HOST_CSS;
    root.adoptedStyleSheets = [sheet()]; // after the <style> in the cascade, as the <link> was
    this.#box = document.createElement('div');
    this.#box.setAttribute('part', 'game');
    root.append(style, this.#box);
  }

  connectedCallback() {
    if (!this.#game) this.#mount(null);
  }

  disconnectedCallback() {
    // Moving the element (remove then insert in one task) keeps the game; removing it for good
    // stops the AI worker.
    queueMicrotask(() => {
      if (!this.isConnected) this.#unmount();
    });
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.#game) return;
    if (name === 'level' && !this.#restartQueued) {
      // As the page's level menu: the game goes on, the computer's next move uses the level.
      // A name the game does not know goes the way of the other attributes below, which shows
      // the player what was not understood.
      try {
        this.#game.setLevel(after === null || after.trim() === '' ? DEFAULT_LEVEL : after.trim());
        return;
      } catch {
        // below
      }
    }
    if (name === 'compact' || FILE_ATTRIBUTES.includes(name)) {
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

  // A property too, so that frameworks setting properties (React 19 does for custom elements)
  // change the level without a new game. An unknown name throws and keeps the level.
  get level() {
    return this.#game ? this.#game.settings.level : (this.getAttribute('level') || DEFAULT_LEVEL);
  }

  set level(name) {
    this.setAttribute('level', levelByName(name).name);
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
    const files = { workerUrl: this.getAttribute('worker-url') ?? undefined, wasmUrl: this.getAttribute('wasm-url') ?? undefined };
    this.#client = createAiClient(files);
    const options = {
      ...this.#attributes(),
      compact: this.hasAttribute('compact'),
      restore: this.getAttribute('restore') !== 'false' && !position,
      id: this.id || 'polis-game',
      aiClient: this.#client,
      analysisClient: files.workerUrl || files.wasmUrl ? (this.#analysisClient = createAiClient(files)) : undefined,
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
    if (this.#analysisClient) this.#analysisClient.terminate();
    this.#game = null;
    this.#client = null;
    this.#analysisClient = null;
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('polis-game')) customElements.define('polis-game', PolisGameElement);
