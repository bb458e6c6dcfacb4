// web/engine/engine-threads.js - where the AI worker's jobs run (web/ai-worker.js): the engine's
// own thread, started beside polis.wasm's compile and given the compiled engine, ended and
// started afresh to stop a job; and until that thread is ready, the stand-in in the AI worker's
// own thread (web/engine/stand-in.js), so that the worker is ready once the engine has compiled.
//
//   const engines = new EngineThreads({ newThread, jobs, standIn, answer, ready, fatal, restarted });
//     newThread()     a started engine thread (a Worker, a Node Worker or web/engine/inline-thread.js)
//     jobs            the worker's WorkerJobs (web/engine/worker-jobs.js), which calls back
//                     engines.ready(job), engines.send(msg, job) and engines.restart()
//     standIn         whether the stand-in serves until the thread is ready (lateMs: the thread
//                     is given the engine that much later, for tests)
//     answer(msg)     an answer about a job; ready(): the engine can take jobs (said once by the
//                     caller); fatal(message): the engine cannot load; restarted(): a job stopped
//   engines.start()            the thread, before the engine has compiled
//   engines.compiled(module)   the compiled engine: given to the thread (and the stand-in)
//   engines.fail(message)      nothing can load: every engine ends

import { errorMessage } from '../lib/describe.js';
import { onThread } from './inline-thread.js';
import { createStandIn, STAND_IN_MS } from './stand-in.js';

export class EngineThreads {
  constructor(host) {
    this.host = host;
    this.module = null; // the compiled engine, handed to every engine thread
    this.thread = null; // { worker, inited, ready, failed }
    this.standIn = null; // web/engine/stand-in.js, while `thread` starts
    this.runningOn = null; // which of the two the last job went to
    this.said = []; // what the stand-in said about its job, told once it has finished it
  }

  // The thread once ready; until then the stand-in, for a job it has not already given up.
  serving(job) {
    if (this.thread?.ready) return this.thread;
    return this.standIn?.ready && !job?.again ? this.standIn : null;
  }

  ready(job) {
    return this.serving(job) !== null;
  }

  send(msg, job) {
    const to = (this.runningOn = this.serving(job));
    if (to === this.thread) {
      this.retireStandIn();
      to.worker.postMessage(msg);
    } else {
      this.said = [];
      to.postMessage({ ...msg, maxTimeMs: Math.min(msg.maxTimeMs, STAND_IN_MS) });
    }
  }

  // The stand-in's answers are told only for a job it finished within its bound; any other (cut
  // short, or an error, perhaps that bound's) is run again by the engine's thread.
  fromStandIn(msg) {
    const { jobs } = this.host;
    if (!jobs.running || msg.id !== jobs.running.id) return;
    this.said.push(msg);
    if (msg.type === 'progress') return;
    const said = this.said;
    this.said = [];
    if (msg.type === 'result' && !msg.stoppedEarly) said.forEach((m) => jobs.fromThread(m));
    else jobs.again();
    // Its last job told, and the thread ready: its engine's memory goes now, not at the next job.
    if (this.thread?.ready && this.runningOn !== this.thread) this.retireStandIn();
  }

  // Stops the running job: the stand-in's is over by now (it held this thread), its answer is
  // dropped with it; the thread's is stopped by ending the thread.
  restart() {
    if (this.standIn && this.runningOn === this.standIn) {
      this.retireStandIn();
      this.host.jobs.finishRunning();
      this.host.restarted();
      if (!this.thread?.ready) this.startStandIn();
    } else {
      this.restartThread();
    }
  }

  start() {
    const worker = this.host.newThread();
    // inited: given the compiled engine; failed: the error of a thread that could not load before.
    const t = { worker, inited: false, ready: false, failed: null };
    this.thread = t;
    const { jobs } = this.host;
    onThread(worker, 'message', (msg) => {
      if (this.thread !== t) return;
      if (msg.type === 'ready') {
        t.ready = true;
        this.host.ready();
        if (!(jobs.running && this.runningOn === this.standIn)) this.retireStandIn();
        jobs.pump();
      } else if (msg.type === 'failed') {
        this.fail(msg.message);
      } else {
        jobs.fromThread(msg);
      }
    });
    onThread(worker, 'error', (e) => {
      if (this.thread !== t) return;
      if (e && e.preventDefault) e.preventDefault();
      // Started beside the engine's compile: said once that is done (the page's files may be
      // wrong, and this worker's own then tried).
      if (!t.inited) {
        t.failed = e;
        return;
      }
      if (!t.ready) {
        this.fail(e && e.message ? e.message : 'the engine thread failed to start');
        return;
      }
      const job = jobs.running;
      this.restartThread();
      if (job)
        this.host.answer({ type: 'error', id: job.id, message: `the engine failed: ${errorMessage(e)}` });
    });
    if (this.module) this.init(t);
  }

  init(t) {
    t.inited = true;
    const give = () => this.thread === t && t.worker.postMessage({ type: 'init', module: this.module });
    if (this.host.lateMs) setTimeout(give, this.host.lateMs);
    else give();
  }

  compiled(module) {
    this.module = module;
    const t = this.thread;
    if (!t) this.start();
    else if (t.failed) return this.fail(t.failed.message || 'the engine thread failed to start');
    else this.init(t);
    if (this.host.standIn && !this.thread?.ready) this.startStandIn();
  }

  startStandIn() {
    const s = createStandIn(this.module, {
      ready: () => {
        this.host.ready();
        this.host.jobs.pump();
      },
      message: (msg) => this.runningOn === s && this.fromStandIn(msg),
    });
    this.standIn = s;
  }

  retireStandIn() {
    this.standIn?.retire();
    this.standIn = null;
  }

  stop() {
    if (!this.thread) return;
    this.thread.worker.terminate();
    this.thread = null;
  }

  // Ends the engine thread (and whatever it was doing) and starts a fresh one.
  restartThread() {
    this.stop();
    this.host.jobs.finishRunning();
    this.host.restarted();
    this.start();
  }

  fail(message) {
    this.retireStandIn();
    this.stop();
    this.host.fatal(message);
    this.host.jobs.failed(message);
  }
}
