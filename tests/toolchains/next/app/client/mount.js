'use client';
import { useEffect, useRef } from 'react';
import 'polis-game/style.css';

export default function Mount() {
  const box = useRef(null);
  useEffect(() => {
    let game = null;
    let gone = false;
    import('polis-game').then(({ mountPolis }) => {
      if (gone) return;
      game = mountPolis(box.current, { level: 'beginner', restore: false });
      window.polis = game;
    });
    return () => {
      gone = true;
      if (game) game.destroy();
    };
  }, []);
  return <div ref={box} />;
}
