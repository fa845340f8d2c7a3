// Where the boards' searches run: here, the Zwang server ("zwang serve"), over its JSON API. The
// static site has its own backend.js in this file's place, which runs them in Web Workers on the
// search compiled to WebAssembly; both export the same functions, and the pages use them through
// api.js.

// Calls the server's JSON API; a refusal (4xx/5xx) becomes an Error with the server's one-line reason
// and the HTTP status (`status`); a server that does not answer, an Error without one.
// An AbortSignal, when given, hangs up on the request (the server then stops its search); the
// promise is then rejected with an AbortError.
export async function request(path, body, signal) {
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

// How many requests a batch keeps in flight: the server's worker count (its /api/status), else the
// cores the browser reports; 1 to 8.
let laneCount = null;
export async function lanes() {
  if (laneCount === null) {
    let workers = 0;
    try {
      const status = await request('/api/status');
      workers = Number(status && status.workers) || 0;
    } catch (e) {
      workers = 0;
    }
    laneCount = Math.max(1, Math.min(8, workers || navigator.hardwareConcurrency || 1));
  }
  return laneCount;
}

// A batch's lanes (api.js's solveMany): here every request goes to the server, which spreads them
// over its workers; `lane` is only the caller's count, and close() has nothing to end.
export function batch() {
  return {
    request(path, body, signal) { return request(path, body, signal); },
    close() {},
  };
}

// Asks the engine to think (query `params`: variant, fen, moves, movetime, skill); the server streams
// its iterations as server-sent events: "searching", "info" (each iteration), then "bestmove" or
// "failure", each event's `data` a JSON text; `onerror` when the server stops answering.
export function think(params) {
  return new EventSource('/api/chess/think?' + params);
}
