// The optional move sound: a short soft click made with Web Audio (no sound files to fetch).
// Off by default; the page remembers the player's choice (web/play/game/record.js pref).

let ctx = null;

export function playMoveSound(kind = 'move') {
  try {
    const Ctx = globalThis.AudioContext || globalThis.webkitAudioContext;
    if (!Ctx) return;
    ctx ||= new Ctx();
    if (ctx.state === 'suspended') ctx.resume();
    const t = ctx.currentTime;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    // A capture sounds lower and a little longer than a plain move.
    osc.frequency.setValueAtTime(kind === 'capture' ? 220 : 440, t);
    osc.frequency.exponentialRampToValueAtTime(kind === 'capture' ? 110 : 300, t + 0.08);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.18, t + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + (kind === 'capture' ? 0.18 : 0.1));
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.2);
  } catch {
    // No audio (blocked or unsupported): the game goes on silently.
  }
}
