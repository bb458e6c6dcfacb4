'use client';
import 'polis-game/react';

export default function Game() {
  return <polis-game level="beginner" restore="false" />;
}
