// web/engine/request-queue.js - the AI client's requests (for ai-client.js): one in flight at a
// time over a WorkerLink (web/engine/worker-link.js). A newer request, cancel() or the client's
// terminate() rejects the older promise at once with an AbortError, and the worker stops it at
// once. A request made before the engine has loaded is sent when it has.

import { WorkerLink } from './worker-link.js';
import { abortError, checkSendable } from './request-data.js';

export class RequestQueue {
  constructor(files) {
    this.current = null; // { id, resolve, reject, onProgress, message, sent }
    this.nextId = 1;
    this.link = new WorkerLink(files, {
      ready: () => this.current && this.send(this.current),
      message: (msg) => this.answer(msg),
      crash: (err) => this.failCurrent(err),
      fail: (err) => this.failCurrent(err),
    });
  }

  failCurrent(err) {
    if (!this.current) return;
    const c = this.current;
    this.current = null;
    this.link.busy(false);
    c.reject(err);
  }

  // A message of the worker about a request.
  answer(msg) {
    const c = this.current;
    if (!c || msg.id !== c.id) return; // about an obsolete request
    if (msg.type === 'progress') {
      if (c.onProgress) {
        try {
          c.onProgress({ ...msg, engine: this.link.engineName });
        } catch (err) {
          console.error(err);
        }
      }
    } else if (msg.type === 'result') {
      this.current = null;
      this.link.busy(false);
      c.resolve(msg);
    } else if (msg.type === 'error') {
      this.failCurrent(new Error(msg.message));
    } else if (msg.type === 'cancelled') {
      this.failCurrent(abortError());
    }
  }

  // Posts a request once the engine is ready (at once if it is).
  send(req) {
    if (!this.link.engineName || !this.link.worker || req.sent) return;
    req.sent = true;
    this.link.busy(true);
    try {
      this.link.post(req.message);
    } catch (e) {
      // Not expected after checkSendable(); the request fails rather than staying in flight.
      this.failCurrent(new TypeError(`the request could not be sent to the AI worker: ${e.message}`));
    }
  }

  // Stops the request in flight, if any, rejecting its promise with an AbortError. The worker
  // answers at once even mid-search, so a cancel message is enough.
  abortInFlight(reason) {
    if (!this.current) return;
    if (this.link.worker && this.current.sent) this.link.post({ type: 'cancel', id: this.current.id });
    this.failCurrent(abortError(reason));
  }

  // Sends one request; resolves with the worker's result, mapped by `map`.
  // A payload the worker cannot receive throws at once, changing nothing (the request in flight
  // goes on).
  request(type, payload, { onProgress = null, map = (msg) => msg } = {}) {
    checkSendable(payload);
    this.abortInFlight('the request was overtaken by a newer one');
    this.link.ensure();
    if (this.link.failure) return Promise.reject(this.link.failure);
    const id = this.nextId++;
    const promise = new Promise((resolve, reject) => {
      this.current = {
        id,
        resolve: (msg) => resolve(map(msg)),
        reject,
        onProgress,
        message: { type, id, ...payload },
      };
    });
    this.send(this.current);
    return promise;
  }

  ready() {
    this.link.ensure();
    if (this.link.failure) return Promise.reject(this.link.failure);
    return this.link.ready;
  }

  // Releases everything the client started: the request in flight (rejected), the worker and
  // its engine thread, the load timer.
  terminate() {
    this.abortInFlight('the AI client was shut down');
    this.link.terminate();
  }
}
