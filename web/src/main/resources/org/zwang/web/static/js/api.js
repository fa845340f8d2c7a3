// Calls the server's JSON API; a refusal (4xx/5xx) becomes an Error with the server's one-line reason
// and the HTTP status (`status`); a server that does not answer, an Error without one.
// An AbortSignal, when given, hangs up on the request (the server then stops its search); the
// promise is then rejected with an AbortError.
export async function api(path, body, signal) {
  const options = body === undefined ? { signal } : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  };
  let response;
  try {
    response = await fetch(path, options);
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new Error('the Zwang server does not answer (is "zwang serve" still running?)');
  }
  let data = null;
  try {
    data = await response.json();
  } catch (e) {
    data = null;
  }
  if (!response.ok) {
    // the status tells a refusal (the request's fault) from a server that does not answer (none)
    const error = new Error((data && data.error) || `the server answered HTTP ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return data;
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
