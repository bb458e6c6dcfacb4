// Writes tests/vectors/rules.jsonl as plain lines for the native C tests, which have no
// JSON parser:  "P <position>", then per legal move "M <move> <after> <captured|-> <winner|->".
import { readFileSync } from 'node:fs';

const dir = process.env.POLIS_VECTORS || new URL('../vectors/', import.meta.url).pathname;
const lines = readFileSync(`${dir}/rules.jsonl`, 'utf8').split('\n').filter(Boolean);
const out = [];
for (const line of lines) {
  const rec = JSON.parse(line);
  out.push(`P ${rec.position}`);
  for (const move of rec.legal) {
    const r = rec.results[move];
    const captured = r.captured.length ? [...r.captured].sort().join(',') : '-';
    out.push(`M ${move} ${r.position.replace(' ', '_')} ${captured} ${r.winner ?? '-'}`);
  }
}
process.stdout.write(out.join('\n') + '\n');
