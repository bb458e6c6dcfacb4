// web/engine/worker-jobs.js - the AI worker's jobs (for ai-worker.js, which documents the
// protocol): the newest request waiting, the one the engine thread is running, the limit on
// any one request and the watchdog that stops a job still running well past it. A newer
// request overtakes every older one: a waiting one is answered 'cancelled' at once, a running
// one is stopped at once (its engine thread ended) and answered 'cancelled'.
//
//   host.answer(msg)   sends an answer about a request (host.post(msg): a progress report)
//   host.ready(job)    whether an engine is ready for the job
//   host.send(msg, job) gives a job to the engine
//   host.restart()     ends the engine thread and starts a fresh one (it calls finishRunning)
//   host.started(job)  a job has been given to the engine thread

import { describe } from '../lib/describe.js';
import { REQUEST_LIMIT_MS } from './request-limit.js';

export const JOB_TYPES = ['search', 'analyse', 'review', 'perft'];
// How long past the limit a running job is stopped from outside (the watchdog), by default.
const GRACE_MS = 1000;

const matches = (job, id) => job && (id === undefined || id === null || id === job.id);

export class WorkerJobs {
  constructor(host, engineName) {
    this.host = host;
    this.engineName = engineName;
    this.maxTimeMs = REQUEST_LIMIT_MS;
    this.graceMs = GRACE_MS;
    this.waiting = null; // the newest request not started yet
    this.running = null; // the request the engine thread is working on
    this.loadError = null; // why the engine could not load, once it could not
  }

  // A search, analyse, review or perft request.
  submit(msg) {
    const { type, id } = msg;
    // NaN is refused: it equals nothing, so its answer could never be matched to it.
    if (id === undefined || id === null || (typeof id !== 'string' && !Number.isFinite(id))) {
      this.host.answer({
        type: 'error',
        id: id ?? null,
        message: `${type} request needs an id (a string or a finite number), got ${describe(id)}`,
      });
      return;
    }
    if (this.loadError) {
      this.host.answer({ type: 'error', id, message: `the engine is not available: ${this.loadError}` });
      return;
    }
    if (this.waiting) this.host.answer({ type: 'cancelled', id: this.waiting.id });
    this.stopRunning();
    const { type: kind, id: _, ...args } = msg;
    this.waiting = { id, kind, args };
    this.pump();
  }

  // Cancels the request with that id (any, without one).
  cancel(id) {
    if (matches(this.waiting, id)) {
      this.host.answer({ type: 'cancelled', id: this.waiting.id });
      this.waiting = null;
    }
    if (matches(this.running, id)) this.stopRunning();
  }

  stopRunning() {
    if (!this.running) return;
    const old = this.running;
    this.host.restart();
    this.host.answer({ type: 'cancelled', id: old.id });
  }

  // The limit, and (when given) the watchdog's grace past it. Nothing changes on an error.
  configure(ms, graceMs = this.graceMs) {
    if (!Number.isFinite(ms) || ms < 1 || ms > REQUEST_LIMIT_MS) {
      throw new Error(
        `maxTimeMs must be a number of milliseconds from 1 to ${REQUEST_LIMIT_MS}, got ${describe(ms)}`,
      );
    }
    if (!Number.isFinite(graceMs) || graceMs < 0 || graceMs > REQUEST_LIMIT_MS) {
      throw new Error(
        `graceMs must be a number of milliseconds from 0 to ${REQUEST_LIMIT_MS}, got ${describe(graceMs)}`,
      );
    }
    this.maxTimeMs = ms;
    this.graceMs = graceMs;
  }

  // The engine cannot load: the waiting request, and every later one, is answered an error.
  failed(message) {
    this.loadError = message;
    if (this.waiting) {
      this.host.answer({
        type: 'error',
        id: this.waiting.id,
        message: `the engine is not available: ${message}`,
      });
      this.waiting = null;
    }
  }

  // Starts the waiting job when the engine thread is ready and free.
  pump() {
    if (this.running || !this.waiting || !this.host.ready(this.waiting)) return;
    const job = this.waiting;
    this.waiting = null;
    this.running = job;
    job.lastProgress = null;
    job.start = performance.now();
    if (!job.again) this.host.started(job);
    const { maxTimeMs } = this;
    job.watchdog = setTimeout(() => this.overrun(job), maxTimeMs + this.graceMs);
    // The request's own fields first: a field named kind, id or maxTimeMs in it cannot override
    // the job's (a request's maxTimeMs once escaped the limit).
    this.host.send({ ...job.args, type: 'job', id: job.id, kind: job.kind, maxTimeMs }, job);
  }

  // The running job, to be run again from the start (by the engine's own thread: the stand-in
  // could not finish it within its bound, web/engine/stand-in.js); nothing about it was said.
  again() {
    const job = this.running;
    this.finishRunning();
    job.again = true;
    this.waiting = job;
    this.pump();
  }

  finishRunning() {
    if (this.running) clearTimeout(this.running.watchdog);
    this.running = null;
  }

  // A message of the engine thread about the running job.
  fromThread(msg) {
    const job = this.running;
    if (!job || msg.id !== job.id) return;
    if (msg.type === 'progress') {
      if (job.kind === 'search') job.lastProgress = msg;
      this.host.post(msg);
      return;
    }
    this.finishRunning();
    this.host.answer(msg.type === 'result' ? { ...msg, engine: this.engineName } : msg);
    this.pump();
  }

  // A job still running well past the limit: stop it; a search answers its last iteration.
  overrun(job) {
    if (this.running !== job) return;
    this.host.restart();
    const p = job.lastProgress;
    if (p && p.move) {
      const { move, score, mateIn, depth, nodes, pv } = p;
      const timeMs = Math.round(performance.now() - job.start);
      const engine = this.engineName;
      const result = { move, score, mateIn, depth, nodes, timeMs, pv, lines: [], stoppedEarly: true, engine };
      this.host.answer({ type: 'result', id: job.id, kind: 'search', ...result });
    } else {
      this.host.answer({
        type: 'error',
        id: job.id,
        message: `stopped: the ${job.kind} ran over this worker's limit of ${this.maxTimeMs} ms`,
      });
    }
  }
}
