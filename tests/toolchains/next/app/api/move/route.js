import { chooseMove } from 'polis-game/ai';
import { initialBoard } from 'polis-game/rules';

// The computer's move for Blue from the start, searched for about 1.5 s in a worker thread:
// the server goes on answering meanwhile (ticks counts a 10 ms timer during the search).
export async function GET() {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  const started = performance.now();
  try {
    const r = await chooseMove(initialBoard(), 'blue', { timeMs: 1500 });
    return Response.json({ move: r.move, engine: r.engine, ticks, ms: performance.now() - started });
  } finally {
    clearInterval(timer);
  }
}

export const dynamic = 'force-dynamic';
