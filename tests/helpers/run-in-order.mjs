// tests/helpers/run-in-order.mjs - runs test files in the order given, N at a time, as
// `node --test --test-concurrency=N` would, but without sorting them: Node 20's `node --test`
// sorts the files it is given by name, so make test's longest-first order (SLOW_TESTS in the
// Makefile) was never the order run, and the slowest files (tests/toolchains/) started last.
// Node's own runner (run() of node:test: each file in a process of its own) takes them as given.
//
//   node tests/helpers/run-in-order.mjs 3 tests/a.test.mjs tests/b.test.mjs ...
//
// The report is TAP on standard output, as `node --test` writes when not on a terminal; the
// exit status is 1 when a test failed (or a file could not run), else 0.
//
// No file runs unbounded: one still running FILE_LIMIT_MS after it started fails ("test timed
// out") and its process ends, so a test that waits for ever fails the run in minutes, not at CI's
// 90-minute limit (a run of make test takes about 20). The slowest file, tests/toolchains/'s
// frameworks, takes about 7 minutes alone and about 17 beside another make test.
const FILE_LIMIT_MS = 30 * 60_000;

import path from 'node:path';
import { run } from 'node:test';
import { tap } from 'node:test/reporters';

const [jobs, ...files] = process.argv.slice(2);
const concurrency = Number(jobs);
if (!Number.isInteger(concurrency) || concurrency < 1 || files.length === 0) {
  console.error('usage: node tests/helpers/run-in-order.mjs JOBS FILE...');
  process.exit(2);
}

// Each file's time (the sum of its top-level tests' durations: they run one after another) and
// when its results came (Node's runner passes a file's results on as the file ends), printed at
// the end as TAP comments: where a run's time went, from any CI log, without running it again.
const byFile = new Map();
const started = Date.now();
const stream = run({ files: files.map((f) => path.resolve(f)), concurrency, timeout: FILE_LIMIT_MS });
const ended = (event, failed) => {
  if (failed) process.exitCode = 1;
  const file = event.file && path.relative(process.cwd(), event.file);
  if (!file || event.nesting !== 0) return;
  const f = byFile.get(file) ?? { ms: 0, at: 0, failed: 0 };
  f.ms += event.details?.duration_ms ?? 0;
  f.at = Date.now() - started;
  if (failed) f.failed++;
  byFile.set(file, f);
};
stream.on('test:pass', (event) => ended(event, false));
stream.on('test:fail', (event) => ended(event, true));
const report = stream.compose(tap);
report.pipe(process.stdout, { end: false });
report.on('end', () => {
  const s = (ms) => (ms / 1000).toFixed(0).padStart(5);
  const rows = [...byFile].sort((a, b) => b[1].ms - a[1].ms);
  const lines = [
    `# test files (s: their tests' time, then done at, from the run's start), ${concurrency} at a time:`,
  ];
  for (const [file, f] of rows)
    lines.push(`# ${s(f.ms)} ${s(f.at)}  ${file}${f.failed ? ` (${f.failed} failed)` : ''}`);
  process.stdout.write(lines.join('\n') + '\n');
});
