// tests/helpers/run-in-order.mjs - runs test files in the order given, N at a time, as
// `node --test --test-concurrency=N` would, but without sorting them: Node 20's `node --test`
// sorts the files it is given by name, so make test's longest-first order (SLOW_TESTS in the
// Makefile) was never the order run, and the slowest files (tests/toolchains/) started last.
// Node's own runner (run() of node:test: each file in a process of its own) takes them as given.
//
//   node tests/helpers/run-in-order.mjs 3 tests/a.test.mjs tests/b.test.mjs ...
//   node tests/helpers/run-in-order.mjs 3 tests/a.test.mjs --together tests/b.test.mjs ... --alone tests/c.test.mjs
//
// The files after --together (up to an --alone) run TOGETHER at a time in one process, each
// as a suite of its own named by its path (node:test's describe: its before and after hooks and
// its tests in that suite only). Their tests run one file after another; their modules are all
// imported as the process starts, so a file does its work in hooks and tests, not at import. A
// browser test file's process costs about 1.6 s of CPU before its first test (Node, node:test,
// playwright-core's import and connection), on a run that is CPU-bound from start to end
// (bench/RESULTS.md, "Test files four to a process"). Only files that read nothing
// process-wide may share: make test gives the browser and journey files that are not among the
// slowest (each has its own server, browser connection and pages).
//
// The report is TAP on standard output, as `node --test` writes when not on a terminal; the
// exit status is 1 when a test failed (or a file could not run), else 0.
//
// No file runs unbounded: one still running FILE_LIMIT_MS after it started fails ("test timed
// out") and its process ends, so a test that waits for ever fails the run in minutes, not at CI's
// 90-minute limit (a run of make test takes about 20). The slowest file, tests/toolchains/'s
// frameworks, takes about 7 minutes alone and about 17 beside another make test.
const FILE_LIMIT_MS = 30 * 60_000;
const TOGETHER = 4;

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from 'node:test';
import { tap } from 'node:test/reporters';

const [jobs, ...args] = process.argv.slice(2);
const concurrency = Number(jobs);
// The files in the order given, with the shared ones in groups of TOGETHER: [file] or [file, ...].
const groups = [];
let sharing = false;
for (const arg of args) {
  if (arg === '--together' || arg === '--alone') sharing = arg === '--together';
  else if (sharing && groups.at(-1)?.shared && groups.at(-1).length < TOGETHER) groups.at(-1).push(arg);
  else groups.push(Object.assign([arg], { shared: sharing }));
}
if (!Number.isInteger(concurrency) || concurrency < 1 || groups.length === 0) {
  console.error(
    'usage: node tests/helpers/run-in-order.mjs JOBS FILE... [--together FILE...] [--alone FILE...]',
  );
  process.exit(2);
}

// A shared group's process: a file that imports the group's files, each in a suite.
const together = new Set();
const batches = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-together-'));
process.on('exit', () => fs.rmSync(batches, { recursive: true, force: true }));
const files = groups.map((group, i) => {
  if (!group.shared) return path.resolve(group[0]);
  const file = path.join(batches, `together-${i + 1}.test.mjs`);
  const suites = group.map((f) => {
    const name = JSON.stringify(path.relative(process.cwd(), path.resolve(f)));
    const url = JSON.stringify(pathToFileURL(path.resolve(f)).href);
    return `describe(${name}, async () => {\n  await import(${url});\n});\n`;
  });
  fs.writeFileSync(file, `import { describe } from 'node:test';\n${suites.join('')}`);
  together.add(file);
  return file;
});

// Each file's time (the sum of its top-level tests' durations: they run one after another) and
// when its results came (Node's runner passes a file's results on as the file ends), printed at
// the end as TAP comments: where a run's time went, from any CI log, without running it again.
const byFile = new Map();
const started = Date.now();
const stream = run({ files, concurrency, timeout: FILE_LIMIT_MS });
// In a shared process the top-level events are the suites, and a file's own tests are one level
// down, each event named by the file that holds the test.
const sharedFiles = new Set(groups.filter((g) => g.shared).flatMap((g) => g.map((f) => path.resolve(f))));
const ended = (event, failed) => {
  if (failed) process.exitCode = 1;
  if (!event.file || event.nesting !== (sharedFiles.has(event.file) ? 1 : 0) || together.has(event.file))
    return;
  const file = path.relative(process.cwd(), event.file);
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
