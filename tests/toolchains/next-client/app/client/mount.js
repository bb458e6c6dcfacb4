'use client';
import { useEffect, useRef } from 'react';
import { mountPolis } from 'polis-game';
import 'polis-game/style.css';

export default function Mount() {
  const box = useRef(null);
  useEffect(() => {
    const game = mountPolis(box.current, { level: 'beginner', restore: false });
    window.polis = game;
    return () => game.destroy();
  }, []);
  return <div ref={box} />;
}
