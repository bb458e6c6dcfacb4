// The <polis-game> element for React apps: the same as 'polis-game/element' (importing it
// defines the element); its declarations (types/react.d.ts) add it to React's JSX.

export * from './polis-game.js';
