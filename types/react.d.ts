// Types for web/react.js ('polis-game/react'): importing it defines <polis-game> (as
// 'polis-game/element' does), declares it for React's JSX with its attributes and events, and
// exports PolisGameComponent:
//
//   import { PolisGameComponent } from 'polis-game/react';
//   <PolisGameComponent level={level} restore="false" onpolis-move={(e) => setLast(e.detail.move)} />
//
// React 19 sets a custom element's known properties (level), so changing `level` keeps the
// game. It adds listeners for on<event> props only when it creates the element on the client:
// on a server-rendered page (Next.js) a <polis-game onpolis-move> written in JSX hears nothing
// after hydration. PolisGameComponent attaches its handlers through a ref, so they fire either way.

import type { DetailedHTMLProps, HTMLAttributes, Ref, ReactElement } from 'react';
import type {
  PolisGameAttributes,
  PolisGameElement,
  PolisMoveDetail,
  PolisGameOverDetail,
} from './polis-game.js';
import type { AiStateDetail } from './ui.js';

export * from './polis-game.js';

export type PolisGameProps = DetailedHTMLProps<HTMLAttributes<PolisGameElement>, PolisGameElement> &
  PolisGameAttributes & {
    'onpolis-move'?: (event: CustomEvent<PolisMoveDetail>) => void;
    'onpolis-gameover'?: (event: CustomEvent<PolisGameOverDetail>) => void;
    'onpolis-ai'?: (event: CustomEvent<AiStateDetail>) => void;
  };

/** <polis-game> with its onpolis-move, onpolis-gameover and onpolis-ai handlers attached through
 *  a ref (they fire after hydration too); every other prop goes to the element. */
export function PolisGameComponent(
  props: Omit<PolisGameProps, 'ref'> & { ref?: Ref<PolisGameElement> },
): ReactElement;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'polis-game': PolisGameProps;
    }
  }
}
