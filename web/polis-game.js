// <polis-game>: the whole game as one HTML element.
//
//   <script type="module" src="web/polis-game.js"></script>
//   <polis-game blue="human" red="ai" level="easy"></polis-game>
//
// Attributes mirror mountPolis's options (ui.js): blue, red ('human' | 'ai'), level (a name
// from levels.js), position (a position string, see docs/RULES.md) and compact (present: no
// move list and history). Changing blue, red, level or position starts a new game with the
// element's attributes (changes made together start one game); toggling compact lays the
// game out again and keeps the board as it stands.
//
// Events (bubbling and composed, so they cross shadow roots):
//   polis-move      detail { ply, player, move, by, position, winner }: ply is 1 for the
//                   game's first move, move is written like 'b2b3', by is 'human' or 'ai',
//                   position the position string after the move, winner 'blue' | 'red' | null
//   polis-gameover  detail { winner, reason, moves, position }: reason 'chariot' or 'no-moves'
//
// The game lives in a shadow root with its own copy of style.css: the page's styles do not
// reach the board (inherited properties are reset at the element) and the game's styles do
// not reach the page. The element's own box can be styled from outside (polis-game { ... }).
// Properties: game (mountPolis's handle: play, undo, newGame, aiLog...), position, moves, over.

import { mountPolis } from './ui.js';
import { createAiClient } from './ai-client.js';
import { parsePosition, applyMoveFor, parseMove, formatPosition } from './rules.js';
import { DEFAULT_LEVEL } from './levels.js';

const STYLE_URL = new URL('./style.css', import.meta.url).href;
const GAME_ATTRIBUTES = ['blue', 'red', 'level', 'position'];

// Reset what the page could pass down by inheritance (fonts, colours, spacing); the game sets
// its own on .polis.
const HOST_CSS = ':host { all: initial; display: block; } :host([hidden]) { display: none; }';

const other = (p) => (p === 'blue' ? 'red' : 'blue');

export class PolisGameElement extends HTMLElement {
  static get observedAttributes() {
    return [...GAME_ATTRIBUTES, 'compact'];
  }

  #box;
  #game = null;
  #client = null;
  #observer = null;
  #replay = null; // { board, player, plies, overSent } for turning the page's moves into events
  #restartQueued = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = HOST_CSS;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = STYLE_URL; // absolute: a relative href would follow the page, not this module
    this.#box = document.createElement('div');
    this.#box.setAttribute('part', 'game');
    root.append(style, link, this.#box);
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
        // A removed attribute means its default again.
        this.#game.newGame({ blue: 'human', red: 'ai', level: DEFAULT_LEVEL, ...this.#options() });
        this.#startReplay();
      } catch {
        // A level or position the game does not know: mount afresh, which shows the player
        // what was not understood and starts from the usual position.
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

  #options() {
    const o = {};
    for (const name of GAME_ATTRIBUTES) {
      const v = this.getAttribute(name);
      if (v !== null && v.trim() !== '') o[name] = v.trim();
    }
    return o;
  }

  // Mounts the game from `position` (null: the position attribute, if any).
  #mount(position) {
    this.#client = createAiClient();
    const options = { ...this.#options(), compact: this.hasAttribute('compact'), aiClient: this.#client };
    if (position) options.position = position;
    this.#game = mountPolis(this.#box, options);
    this.#startReplay();
    // The page's hooks: data-plies (moves played) and data-state ('over' at the end).
    this.#observer = new MutationObserver(() => this.#sync());
    this.#observer.observe(this.#box, { attributes: true, attributeFilter: ['data-plies', 'data-state'] });
  }

  #unmount() {
    if (this.#observer) this.#observer.disconnect();
    if (this.#game) this.#game.destroy();
    if (this.#client) this.#client.terminate();
    this.#observer = null;
    this.#game = null;
    this.#client = null;
    this.#replay = null;
  }

  #startReplay() {
    // Called right after mounting or newGame, when the page's position is the game's first.
    const start = parsePosition(this.#game.position);
    this.#replay = { start, board: start.board, player: start.player, plies: 0, overSent: false };
  }

  // Replays the moves the page has added since the last look (rules.js) and reports each one.
  #sync() {
    const game = this.#game;
    const rp = this.#replay;
    if (!game || !rp) return;
    const moves = game.moves;
    if (moves.length < rp.plies) {
      // Undo: start again from the game's first position; report nothing.
      this.#rewind(moves);
    } else {
      const settings = game.settings;
      for (let i = rp.plies; i < moves.length; i++) {
        const player = rp.player;
        const result = applyMoveFor(rp.board, player, parseMove(moves[i]));
        rp.board = result.board;
        rp.player = other(player);
        rp.plies = i + 1;
        this.#emit('polis-move', {
          ply: i + 1,
          player,
          move: moves[i],
          by: settings[player],
          position: formatPosition(rp.board, rp.player),
          winner: result.winner,
        });
      }
    }
    const over = game.over;
    if (over && !rp.overSent) {
      rp.overSent = true;
      this.#emit('polis-gameover', { winner: over.winner, reason: over.reason, moves, position: game.position });
    } else if (!over) {
      rp.overSent = false;
    }
  }

  // After an undo the page has fewer moves: replay what is left from the game's first position.
  #rewind(moves) {
    const rp = this.#replay;
    let { board, player } = rp.start;
    for (const m of moves) {
      board = applyMoveFor(board, player, parseMove(m)).board;
      player = other(player);
    }
    Object.assign(rp, { board, player, plies: moves.length });
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('polis-game')) customElements.define('polis-game', PolisGameElement);
