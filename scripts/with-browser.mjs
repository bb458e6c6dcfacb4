// Runs a command with one Chromium for all its test files: `node scripts/with-browser.mjs node
// --test ...` starts Chromium as tests/helpers/browser.mjs launches it, gives its address to the
// command as POLIS_BROWSER (launchChromium then connects to it instead of launching its own),
// and stops it when the command ends, with the command's exit status. (make test-node.)

import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS } from '../tests/helpers/browser.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) throw new Error('with-browser.mjs: give the command to run, e.g. node --test FILES');
const server = await chromium.launchServer(CHROMIUM_OPTIONS);
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: { ...process.env, POLIS_BROWSER: server.wsEndpoint() },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await server.close();
process.exit(code);
