import * as backend from './backend.js';

// Calls the boards' API (`path` as the server names it, `body` its JSON request); a refusal becomes
// an Error with its one-line reason and the HTTP status (`status`); a search that does not answer,
// an Error without one. An AbortSignal, when given, gives the request up (its search is stopped);
// the promise is then rejected with an AbortError. The search runs on the Zwang server or, on the
// static site, in a Web Worker (backend.js).
export function api(path, body, signal) {
  return backend.request(path, body, signal);
}

// A batch: the same request `path` once for each of `bodies`, up to backend.lanes() of them in
// flight at once (the server's workers; on the static site one Web Worker per core, each with its
// own WebAssembly instance), each lane taking the next body as it finishes one. `onAnswer(index,
// answer, error)` hears each as it comes (in any order), with the answer or with the refusal (an
// Error with a `status`). Resolves with the number of lanes once every body is answered; rejects
// with the first failure that is not a refusal (no answer: the server gone, a worker that cannot
// start), the rest given up; an AbortSignal gives the batch up (its searches stopped), rejecting
// with an AbortError. The page's own single requests (api) keep their way meanwhile.
export async function solveMany(path, bodies, { signal, onAnswer = () => {} } = {}) {
  const count = Math.min(await backend.lanes(), Math.max(1, bodies.length));
  if (signal && signal.aborted) throw new DOMException('the request was given up', 'AbortError');
  const lanes = backend.batch(count);
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  if (signal) signal.addEventListener('abort', onAbort, { once: true });
  let next = 0;
  let failure = null;
  const lane = async number => {
    while (next < bodies.length && !stop.signal.aborted) {
      const index = next++;
      try {
        onAnswer(index, await lanes.request(path, bodies[index], stop.signal, number), null);
      } catch (e) {
        if (e.name === 'AbortError') return;
        if (e.status === undefined) {
          failure ||= e;
          stop.abort();
          return;
        }
        onAnswer(index, null, e);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: count }, (_, number) => lane(number)));
  } finally {
    lanes.close();
    if (signal) signal.removeEventListener('abort', onAbort);
  }
  if (failure) throw failure;
  if (signal && signal.aborted) throw new DOMException('the request was given up', 'AbortError');
  return count;
}

// The engine thinking about a game: an EventSource's interface (addEventListener for "searching",
// "info", "bestmove" and "failure", each event's `data` a JSON text; onerror; close()).
export function think(params) {
  return backend.think(params);
}

// Copies text to the clipboard, falling back to a hidden text area where the Clipboard API is missing.
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (e) {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try { ok = document.execCommand('copy'); } catch (ignored) { ok = false; }
    area.remove();
    return ok;
  }
}

// "1 trick", "2 tricks".
export function count(n, noun) {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}
