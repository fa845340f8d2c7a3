// Where the boards' searches run on the static site: in a Web Worker (search-worker.js) on Zwang's
// bridge solver and Duck Chess engine compiled to WebAssembly, so the page never waits on a server
// and never freezes. This file takes the place of the server's backend.js and exports the same two
// functions: the pages and api.js are the same on both.
//
// One worker per page, one request at a time (the search has one thread). Giving up a request that
// is being worked on (an AbortSignal, or closing a think) ends the worker; the next request starts a
// fresh one, which loads the module again and starts with empty tables.

let worker = null;
let nextId = 1;
const queue = [];   // { id, message, resolve, reject, listener } waiting to be sent
let current = null; // the one the worker is working on

function failure(message, status) {
  const error = new Error(message);
  if (status) error.status = status;
  return error;
}

function abortError() {
  return new DOMException('the request was given up', 'AbortError');
}

function startWorker() {
  worker = new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = e => {
    const answer = e.data;
    if (!current || answer.id !== current.id) return;
    if (answer.event) {
      current.listener(answer.event, answer.data);
      return;
    }
    const done = current;
    current = null;
    if (answer.error !== undefined) done.reject(failure(answer.error, answer.status));
    else done.resolve(JSON.parse(answer.json));
    sendNext();
  };
  worker.onerror = e => {
    e.preventDefault();
    const message = 'the search in this page failed to start or crashed'
      + (e.message ? ` (${e.message})` : '') + '; this browser may lack WebAssembly GC (Chromium 119+, Firefox 120+, Safari 18.2+)';
    const lost = current;
    stopWorker();
    if (lost) lost.reject(failure(message));
    while (queue.length) queue.shift().reject(failure(message));
  };
}

function stopWorker() {
  if (worker) worker.terminate();
  worker = null;
  current = null;
}

function sendNext() {
  if (current || !queue.length) return;
  if (!worker) startWorker();
  current = queue.shift();
  worker.postMessage({ id: current.id, ...current.message });
}

// Queues `message` for the worker; `listener(event, data)` hears a think's events before its answer.
function submit(message, signal, listener = () => {}) {
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) { reject(abortError()); return; }
    const job = { id: nextId++, message, resolve, reject, listener };
    if (signal) {
      signal.addEventListener('abort', () => {
        if (current === job) {
          stopWorker(); // the search cannot be interrupted: the worker goes, the next request starts another
          reject(abortError());
          sendNext();
        } else {
          const index = queue.indexOf(job);
          if (index >= 0) { queue.splice(index, 1); reject(abortError()); }
        }
      }, { once: true });
    }
    queue.push(job);
    sendNext();
  });
}

// The server's API, answered in the worker: same paths, same JSON, same refusals.
export function request(path, body, signal) {
  return submit({ path, body: body === undefined ? null : body }, signal);
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
  submit({ think: query }, controller.signal, emit).then(
    best => emit('bestmove', JSON.stringify(best)),
    e => { if (e.name !== 'AbortError') emit('failure', JSON.stringify({ error: e.message })); });
  return source;
}
