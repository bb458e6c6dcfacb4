import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'polis-game/react';
import type { LevelName } from 'polis-game/levels';

function App() {
  const [level, setLevel] = useState<LevelName>('beginner');
  const [last, setLast] = useState('');
  return (
    <main>
      <button id="medium" onClick={() => setLevel('medium')}>
        Play medium
      </button>
      <p id="last">{last}</p>
      <polis-game
        level={level}
        restore="false"
        onpolis-move={(e) => setLast(`${e.detail.player} ${e.detail.move}`)}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
