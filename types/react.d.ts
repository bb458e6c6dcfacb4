// Types for web/react.js ('polis-game/react'): importing it defines <polis-game> (as
// 'polis-game/element' does) and declares it for React's JSX, with its attributes and events:
//
//   import 'polis-game/react';
//   <polis-game level={level} restore="false" onpolis-move={(e) => console.log(e.detail.move)} />
//
// React 19 sets a custom element's known properties (level) and adds listeners for on<event>
// props, so changing `level` keeps the game.

import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  PolisGameAttributes,
  PolisGameElement,
  PolisMoveDetail,
  PolisGameOverDetail,
} from './polis-game.js';

export * from './polis-game.js';

export type PolisGameProps = DetailedHTMLProps<HTMLAttributes<PolisGameElement>, PolisGameElement> &
  PolisGameAttributes & {
    'onpolis-move'?: (event: CustomEvent<PolisMoveDetail>) => void;
    'onpolis-gameover'?: (event: CustomEvent<PolisGameOverDetail>) => void;
  };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'polis-game': PolisGameProps;
    }
  }
}
