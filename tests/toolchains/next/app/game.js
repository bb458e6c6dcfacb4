'use client';
import { useState } from 'react';
import { PolisGameComponent } from 'polis-game/react';

export default function Game() {
  const [last, setLast] = useState('');
  return (
    <>
      <PolisGameComponent
        level="beginner"
        restore="false"
        onpolis-move={(e) => setLast(`${e.detail.player} ${e.detail.move}`)}
      />
      <p id="last">{last}</p>
    </>
  );
}
