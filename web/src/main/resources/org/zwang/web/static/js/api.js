import * as backend from './backend.js';

// Calls the boards' API (`path` as the server names it, `body` its JSON request); a refusal becomes
// an Error with its one-line reason and the HTTP status (`status`); a search that does not answer,
// an Error without one. An AbortSignal, when given, gives the request up (its search is stopped);
// the promise is then rejected with an AbortError. The search runs on the Zwang server or, on the
// static site, in a Web Worker (backend.js).
export function api(path, body, signal) {
  return backend.request(path, body, signal);
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
