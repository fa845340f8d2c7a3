// The static site's search: Zwang compiled to WebAssembly (WebAssembly GC) by TeaVM, answering the
// boards' API requests one at a time, as backend.js sends them. Each answer is the JSON text the
// server would send; a refused request answers {error, status}.
import { load } from '../wasm/zwang.wasm-runtime.js';

const zwang = load(new URL('../wasm/zwang.wasm', import.meta.url).href).then(teavm => teavm.exports);
let thinking = null; // the think under way: its iterations go to the page as "info" events

// The engine's iterations, called from the WebAssembly module as they finish.
self.zwangInfo = json => {
  if (thinking !== null) postMessage({ id: thinking, event: 'info', data: json });
};

const text = value => (value === undefined || value === null ? null : String(value));
const words = list => (Array.isArray(list) ? list.map(String).join(' ') : '');
const number = (value, fallback) => (value === undefined || value === null || value === '' ? fallback : Number(value));

// The table of a par request as "strain seat tricks" lines.
function tricksLines(tricks) {
  const lines = [];
  for (const [strain, row] of Object.entries(tricks || {})) {
    for (const [seat, value] of Object.entries(row || {})) lines.push(`${strain} ${seat} ${value}`);
  }
  return lines.join('\n');
}

function today() {
  const now = new Date();
  const two = n => String(n).padStart(2, '0');
  return `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}`;
}

function answer(z, path, body) {
  const b = body || {};
  switch (path) {
    case '/api/bridge/load': return z.bridgeLoad(text(b.name), text(b.text));
    case '/api/bridge/random': return z.bridgeRandom();
    case '/api/bridge/table': return z.bridgeTable(text(b.deal), text(b.dealer), text(b.vulnerability));
    case '/api/bridge/par': return z.bridgePar(text(b.deal), tricksLines(b.tricks), text(b.dealer), text(b.vulnerability));
    case '/api/bridge/play': return z.bridgePlay(text(b.deal), text(b.strain), text(b.declarer), words(b.cards));
    case '/api/chess/position':
      return z.chessPosition(text(b.variant), text(b.fen), words(b.moves), text(b.white), text(b.black),
        text(b.resigned), text(b.flagged), today());
    case '/api/chess/pgn': return z.chessPgn(text(b.pgn));
    default: return JSON.stringify({ error: `no such request: ${path}`, status: 404 });
  }
}

function reply(id, json) {
  const data = JSON.parse(json);
  const keys = Object.keys(data);
  if (keys.length === 2 && 'error' in data && 'status' in data) postMessage({ id, error: data.error, status: data.status });
  else postMessage({ id, json });
}

const NEEDS = 'it needs WebAssembly GC: Chromium 119+, Firefox 120+ or Safari 18.2+';

self.onmessage = async e => {
  const { id, path, body, think } = e.data;
  let z;
  try {
    z = await zwang;
  } catch (failure) {
    postMessage({ id, error: `the search could not start in this browser (${failure.message}); ${NEEDS}` });
    return;
  }
  try {
    if (think) {
      postMessage({ id, event: 'searching', data: JSON.stringify({ engine: z.engineName(), movetime: number(think.movetime, 2000) }) });
      thinking = id;
      reply(id, z.chessThink(text(think.variant), text(think.fen), text(think.moves),
        number(think.movetime, 2000), number(think.depth, 0), number(think.skill, 20)));
    } else {
      reply(id, answer(z, path, body));
    }
  } catch (failure) {
    // a trap in the module (the Java code's own exceptions come back as refusals or 500s)
    postMessage({ id, error: `internal error in the search: ${failure.message || failure}`, status: 500 });
  } finally {
    thinking = null;
  }
};
