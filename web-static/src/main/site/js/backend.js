// Where the boards' searches run on the static site: in Web Workers (search-worker.js) on Zwang's
// bridge solver and Duck Chess engine compiled to WebAssembly, so the page never waits on a server
// and never freezes. This file takes the place of the server's backend.js and exports the same
// functions: the pages and api.js are the same on both.
//
// A lane is one worker, with its own WebAssembly instance, working on one request at a time (the
// search has one thread). The page's own requests share one lane; a batch (api.js's solveMany) gets
// lanes() lanes of its own, one worker per core, ended when the batch is over.
// Giving up a request that is being worked on (an AbortSignal, or closing a think) ends its lane's
// worker; the lane's next request starts a fresh one, which loads the module again and starts with
// empty tables.

const MESSAGE_NO_WASM_GC = 'this browser may lack WebAssembly GC (Chromium 119+, Firefox 120+, Safari 18.2+)';

let nextId = 1;

function failure(message, status) {
  const error = new Error(message);
  if (status) error.status = status;
  return error;
}

function abortError() {
  return new DOMException('the request was given up', 'AbortError');
}

class Lane {
  constructor() {
    this.worker = null;
    this.queue = [];    // { id, message, resolve, reject, listener } waiting to be sent
    this.current = null; // the one the worker is working on
  }

  start() {
    const worker = new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' });
    this.worker = worker;
    worker.onmessage = e => {
      const answer = e.data;
      if (worker !== this.worker || !this.current || answer.id !== this.current.id) return;
      if (answer.event) {
        this.current.listener(answer.event, answer.data);
        return;
      }
      const done = this.current;
      this.current = null;
      if (answer.error !== undefined) done.reject(failure(answer.error, answer.status));
      else done.resolve(JSON.parse(answer.json));
      this.sendNext();
    };
    worker.onerror = e => {
      e.preventDefault();
      if (worker !== this.worker) return;
      const message = 'the search in this page failed to start or crashed'
        + (e.message ? ` (${e.message})` : '') + '; ' + MESSAGE_NO_WASM_GC;
      const lost = this.current;
      this.stop();
      if (lost) lost.reject(failure(message));
      while (this.queue.length) this.queue.shift().reject(failure(message));
    };
  }

  stop() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.current = null;
  }

  sendNext() {
    if (this.current || !this.queue.length) return;
    if (!this.worker) this.start();
    this.current = this.queue.shift();
    this.worker.postMessage({ id: this.current.id, ...this.current.message });
  }

  // Queues `message` for the worker; `listener(event, data)` hears a think's events before its answer.
  submit(message, signal, listener = () => {}) {
    return new Promise((resolve, reject) => {
      if (signal && signal.aborted) { reject(abortError()); return; }
      const job = { id: nextId++, message, resolve, reject, listener };
      if (signal) {
        signal.addEventListener('abort', () => {
          if (this.current === job) {
            this.stop(); // the search cannot be interrupted: the worker goes, the next request starts another
            reject(abortError());
            this.sendNext();
          } else {
            const index = this.queue.indexOf(job);
            if (index >= 0) { this.queue.splice(index, 1); reject(abortError()); }
          }
        }, { once: true });
      }
      this.queue.push(job);
      this.sendNext();
    });
  }
}

const pageLane = new Lane();

// How many requests a batch keeps in flight: one worker per core the browser reports, 1 to 8.
export async function lanes() {
  return Math.max(1, Math.min(8, navigator.hardwareConcurrency || 1));
}

// The server's API, answered in the page's worker: same paths, same JSON, same refusals.
export function request(path, body, signal) {
  return pageLane.submit({ path, body: body === undefined ? null : body }, signal);
}

// A batch's own workers, `count` of them, each started at its first request: request(path, body,
// signal, lane) asks worker `lane` (0 to count - 1); close() ends them all (their memory goes with
// them; a request still waiting is given up). The page's worker is not one of them.
export function batch(count) {
  const own = Array.from({ length: count }, () => new Lane());
  return {
    request(path, body, signal, lane) {
      return own[lane].submit({ path, body: body === undefined ? null : body }, signal);
    },
    close() {
      for (const lane of own) {
        const waiting = [lane.current, ...lane.queue].filter(Boolean);
        lane.queue = [];
        lane.stop();
        for (const job of waiting) job.reject(abortError());
      }
    },
  };
}

// An EventSource's interface over a think in the worker: "searching", "info" and "bestmove" or
// "failure" events, each with a JSON text as `data` (a worker that cannot start or crashes is a
// "failure" with its reason too; onerror is never called).
export function think(params) {
  const listeners = {};
  const controller = new AbortController();
  const source = {
    onerror: null,
    addEventListener(type, handler) { (listeners[type] ||= []).push(handler); },
    close() { controller.abort(); },
  };
  const emit = (type, data) => { for (const handler of listeners[type] || []) handler({ type, data }); };
  const query = Object.fromEntries(new URLSearchParams(params));
  pageLane.submit({ think: query }, controller.signal, emit).then(
    best => emit('bestmove', JSON.stringify(best)),
    e => { if (e.name !== 'AbortError') emit('failure', JSON.stringify({ error: e.message })); });
  return source;
}
