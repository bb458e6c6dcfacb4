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

// Each file's span (its first event to its last) and how many files ran at once, printed at the
// end as TAP comments: where a run's time went, from any CI log, without running it again.
const spans = new Map();
const seen = (event) => {
  const file = event.file && path.relative(process.cwd(), event.file);
  if (!file) return;
  const now = Date.now();
  const span = spans.get(file) ?? { first: now, last: now, failed: 0 };
  span.last = now;
  spans.set(file, span);
};
const started = Date.now();
const stream = run({ files: files.map((f) => path.resolve(f)), concurrency, timeout: FILE_LIMIT_MS });
for (const type of ['test:start', 'test:pass', 'test:diagnostic', 'test:stdout', 'test:stderr'])
  stream.on(type, seen);
stream.on('test:fail', (event) => {
  process.exitCode = 1;
  seen(event);
  if (event.file) spans.get(path.relative(process.cwd(), event.file)).failed++;
});
const report = stream.compose(tap);
report.pipe(process.stdout, { end: false });
report.on('end', () => {
  const s = (ms) => (ms / 1000).toFixed(0).padStart(5);
  const rows = [...spans].sort((a, b) => b[1].last - b[1].first - (a[1].last - a[1].first));
  const lines = [`# file spans (s from the run's start: started, took), ${concurrency} at a time:`];
  for (const [file, span] of rows)
    lines.push(
      `# ${s(span.first - started)} ${s(span.last - span.first)}  ${file}${span.failed ? ' (failed)' : ''}`,
    );
  process.stdout.write(lines.join('\n') + '\n');
});
