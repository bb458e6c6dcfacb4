// The <polis-game> element for React apps: importing it defines the element (as
// 'polis-game/element' does), its declarations (types/react.d.ts) add it to React's JSX, and
// PolisGameComponent renders it with its event handlers attached through a ref.
//
//   import { PolisGameComponent } from 'polis-game/react';
//   <PolisGameComponent level="easy" onpolis-move={(e) => setLast(e.detail.move)} />
//
// Why the component: React 19 adds the listeners of a custom element's on<event> props only
// when it creates the element itself. On a server-rendered page (Next.js, Remix) the element
// comes from the server's HTML and hydration adopts it, so <polis-game onpolis-move={...}>
// written in JSX never heard a move there. The component listens through a ref, on the
// client, whichever way the element was made; every other prop goes to the element as JSX would.

import { createElement, useEffect, useRef } from 'react';

export * from './polis-game.js';

const EVENTS = ['polis-move', 'polis-gameover', 'polis-ai'];

export function PolisGameComponent(props) {
  const element = useRef(null);
  const handlers = useRef({});
  const rest = {};
  const current = {};
  let hostRef = null;
  for (const [name, value] of Object.entries(props)) {
    const type = name.slice(2);
    if (name === 'ref') hostRef = value;
    else if (name.startsWith('on') && EVENTS.includes(type)) current[type] = value;
    else rest[name] = value;
  }
  handlers.current = current; // the latest handlers, without adding listeners again
  useEffect(() => {
    const el = element.current;
    const hear = (e) => handlers.current[e.type]?.(e);
    for (const type of EVENTS) el.addEventListener(type, hear);
    return () => {
      for (const type of EVENTS) el.removeEventListener(type, hear);
    };
  }, []);
  const setRef = (el) => {
    element.current = el;
    if (typeof hostRef === 'function') hostRef(el);
    else if (hostRef) hostRef.current = el;
  };
  return createElement('polis-game', { ...rest, ref: setRef });
}
