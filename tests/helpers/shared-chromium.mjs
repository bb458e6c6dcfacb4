// One Chromium for a whole run of test files: starts it (Playwright's launchServer, with the
// tests' flags), runs the command given with POLIS_BROWSER set to its address, then closes it
// and exits with the command's status. launchChromium (./browser.mjs) connects to that browser
// instead of launching one, so each file saves Chromium's start (bench/RESULTS.md, "make test:
// where the time goes"); each file's contexts are its own, and they close when it disconnects.
//
//   node tests/helpers/shared-chromium.mjs node --test tests/browser/*.test.mjs

import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS } from './browser.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) throw new Error('shared-chromium.mjs: no command given to run');
const server = await chromium.launchServer(CHROMIUM_OPTIONS);
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: { ...process.env, POLIS_BROWSER: server.wsEndpoint() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
await server.close();
process.exit(code);
