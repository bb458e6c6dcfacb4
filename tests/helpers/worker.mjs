// A Node worker_threads Worker running web/ai-worker.js, with a mailbox for tests.
import { Worker } from 'node:worker_threads';
import { TIMEOUT } from './timeouts.mjs';

const WORKER_URL = new URL('../../web/ai-worker.js', import.meta.url);

// A worker plus a mailbox: next(pred) resolves with the first unread message matching pred.
export function startWorker(options = {}) {
  const worker = new Worker(WORKER_URL, options);
  const inbox = [];
  const waiters = [];
  const all = [];
  worker.on('message', (msg) => {
    all.push({ at: performance.now(), msg });
    const i = waiters.findIndex((w) => w.pred(msg));
    if (i >= 0) {
      const [w] = waiters.splice(i, 1);
      clearTimeout(w.timer);
      w.resolve(msg);
    } else {
      inbox.push(msg);
    }
  });
  let crashed = null;
  worker.on('error', (e) => {
    crashed = e;
    for (const w of waiters.splice(0)) w.reject(e);
  });
  return {
    worker,
    all,
    post: (m) => worker.postMessage(m),
    next(pred, timeoutMs = TIMEOUT.AI_MOVE, what = 'a message') {
      if (crashed) return Promise.reject(crashed);
      const i = inbox.findIndex(pred);
      if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const k = waiters.findIndex((w) => w.resolve === resolve);
          if (k >= 0) waiters.splice(k, 1);
          reject(
            new Error(
              `timed out after ${timeoutMs} ms waiting for ${what}; got: ${JSON.stringify(all.map((a) => a.msg.type + ':' + a.msg.id))}`,
            ),
          );
        }, timeoutMs);
        waiters.push({ pred, resolve, reject, timer });
      });
    },
    answer(id, timeoutMs) {
      return this.next((m) => m.id === id && m.type !== 'progress', timeoutMs, `the answer to ${id}`);
    },
    messagesFor(id) {
      return all.filter((a) => a.msg.id === id).map((a) => a.msg);
    },
    stop: () => worker.terminate(),
  };
}
