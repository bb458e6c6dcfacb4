// A clock that counts this process's CPU time instead of the wall's, for the tests of the
// engine's time control: the engine reads its clock through performance.now() (web/engine.js's
// now_ms), so under `withCpuClock` a search's budget and what it overshot are both counted in CPU
// time, the same on a loaded machine (where a search waits for a core) as on a quiet one, while
// a search that reads its clock too rarely overshoots in CPU time anyway.

export function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function withCpuClock(fn) {
  const own = Object.getOwnPropertyDescriptor(performance, 'now');
  Object.defineProperty(performance, 'now', { value: cpuMs, configurable: true, writable: true });
  try {
    return fn();
  } finally {
    if (own) Object.defineProperty(performance, 'now', own);
    else delete performance.now;
  }
}
