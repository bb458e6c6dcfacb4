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

// No hooks: a hook reads the React that is rendering, and a server that takes the package from
// node_modules (Next.js's serverExternalPackages) gives this module another React than the
// app's (useRef then read null and prerendering failed). The listeners live in a ref callback,
// which React 19 calls on the client with the element and whose cleanup it calls before the next
// render's; on a server it is never called.
import { createElement } from 'react';

export * from './polis-game.js';

const EVENTS = ['polis-move', 'polis-gameover', 'polis-ai'];

export function PolisGameComponent(props) {
  const rest = {};
  const handlers = {};
  let hostRef = null;
  for (const [name, value] of Object.entries(props)) {
    const type = name.slice(2);
    if (name === 'ref') hostRef = value;
    else if (name.startsWith('on') && EVENTS.includes(type)) handlers[type] = value;
    else rest[name] = value;
  }
  const ref = (el) => {
    const hear = (e) => handlers[e.type]?.(e);
    for (const type of EVENTS) el.addEventListener(type, hear);
    const hostCleanup = setRef(hostRef, el);
    return () => {
      for (const type of EVENTS) el.removeEventListener(type, hear);
      hostCleanup();
    };
  };
  return createElement('polis-game', { ...rest, ref });
}

// Gives the element to the host's own ref (a function, which may return its cleanup, or an
// object); returns what undoes it.
function setRef(hostRef, el) {
  if (typeof hostRef === 'function') {
    const cleanup = hostRef(el);
    return typeof cleanup === 'function' ? cleanup : () => hostRef(null);
  }
  if (hostRef) {
    hostRef.current = el;
    return () => (hostRef.current = null);
  }
  return () => {};
}
