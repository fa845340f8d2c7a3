// The Duck Chess board: the server holds the rules (duckchess-bundle), this page draws the position it
// returns, takes clicks, drags or typed moves, and streams the engine's thinking (server-sent events).
import { api, copyText, el, think as startThinking } from './api.js';

const SVG = 'http://www.w3.org/2000/svg';
const FILES = 'abcdefgh';
const GLYPH = { k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };
const NAMES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
const $ = id => document.getElementById(id);

const ENGINE_FAILED = 'Zwang could not move (see the engine panel): press New game or Take back to go on.';

const game = {
  variant: 'duck', startFen: '', moves: [], you: 'white', flipped: false,
  position: null, selected: null, pendingMove: null, thinking: null, focus: 'e2', dragging: null,
  paused: false, // the engine was stopped because the page was hidden; it thinks again when shown
  failed: false, // the engine's last think failed; nothing thinks until the next successful request
  resigned: null, // the side that resigned ("white", "black"): the game is over, the server writes its result
  flagged: null, // the side whose flag fell (clocks): the game is over
  viewPly: null, // the ply being browsed to (set at once, before its position arrives); null at the end
  view: null, // browsing the move list: { ply, position } of an earlier position, read-only; null at the end
  viewSeq: 0, // the latest browsing request: older answers are dropped
  // the clocks: { inc, white, black (ms left), running (the side whose clock runs, or null), since, plies }; null: none
  clock: null,
};

// ------------------------------------------------------------------ clocks
// A side's clock runs while it is its move, from the game's first move on: yours whenever it is your
// move (browsing too), the engine's only while it thinks. Each move adds the increment to its
// side's clock; a clock at zero ends the game (the server writes the result: the side loses, or
// draws against a lone king in standard chess).
let clockTimer = null;

function startClocks() {
  const [minutes, seconds] = ($('clock').value || '').split('+').map(Number);
  // plies -1: the next position sets the count, without an increment
  game.clock = minutes > 0 ? { inc: (seconds || 0) * 1000, white: minutes * 60000, black: minutes * 60000, running: null, since: 0, plies: -1 } : null;
  $('movetime').disabled = !!game.clock; // the engine's time comes from its clock
  if (clockTimer) { clearInterval(clockTimer); clockTimer = null; }
  drawClocks();
}

function chargeClock() {
  const c = game.clock;
  if (!c || !c.running) return;
  const now = performance.now();
  c[c.running] = Math.max(0, c[c.running] - (now - c.since));
  c.since = now;
}

function syncClocks() {
  const c = game.clock;
  const p = game.position;
  if (c && p) {
    chargeClock();
    const plies = p.history.length;
    if (c.plies >= 0 && plies === c.plies + 1) c[p.sideToMove === 'white' ? 'black' : 'white'] += c.inc; // the side that moved
    c.plies = plies;
    let run = null;
    if (!p.result.over && plies > 0) run = p.sideToMove === game.you || game.thinking ? p.sideToMove : null;
    c.running = run;
    c.since = performance.now();
  }
  const running = !!(c && c.running);
  if (running && !clockTimer) clockTimer = setInterval(tickClock, 100);
  if (!running && clockTimer) { clearInterval(clockTimer); clockTimer = null; }
  drawClocks();
}

function tickClock() {
  const c = game.clock;
  if (!c || !c.running) return;
  chargeClock();
  if (c[c.running] <= 0) flagFell(c.running);
  drawClocks();
}

async function flagFell(side) {
  stopThinking();
  game.clock.running = null;
  game.selected = null;
  game.pendingMove = null;
  game.flagged = side;
  try {
    await refresh();
  } catch (e) {
    showError(e, 'move-error');
  }
  syncClocks();
}

function clockText(ms) {
  const tenths = Math.floor(ms / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor(tenths / 10) % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}${ms < 10000 ? '.' + (tenths % 10) : ''}`;
}

function drawClocks() {
  const c = game.clock;
  const top = game.flipped ? 'white' : 'black';
  for (const [id, side] of [['clock-top', top], ['clock-bottom', top === 'white' ? 'black' : 'white']]) {
    const box = $(id);
    box.hidden = !c;
    if (!c) continue;
    const name = `${side === 'white' ? 'White' : 'Black'} (${side === game.you ? 'you' : 'Zwang'})`;
    box.textContent = `${name} ${clockText(c[side])}`;
    box.setAttribute('aria-label', `${name}: ${clockText(c[side])} left`);
    box.classList.toggle('running', c.running === side);
    box.classList.toggle('low', c[side] < 10000);
    box.dataset.side = side;
  }
}

// The engine's time for this move from its clock: a share of what is left plus most of the increment,
// never more than half of what is left (the server's bounds: 10 ms to 60 s).
function clockMoveTime() {
  const c = game.clock;
  const left = c[game.position.sideToMove];
  return Math.round(Math.max(10, Math.min(60000, left / 30 + c.inc * 0.8, left / 2)));
}

// The position on the board: the one browsed to, else the game's.
function shown() {
  return game.view ? game.view.position : game.position;
}

function svg(tag, attributes = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) if (value !== null && value !== undefined) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function squareXY(square) {
  const file = FILES.indexOf(square[0]);
  const rank = Number(square[1]) - 1;
  const col = game.flipped ? 7 - file : file;
  const row = game.flipped ? rank : 7 - rank;
  return [col * 100, row * 100];
}

function duckShape(x, y) {
  const g = svg('g', { transform: `translate(${x} ${y})`, class: 'duck', 'pointer-events': 'none' });
  g.append(svg('ellipse', { cx: 54, cy: 66, rx: 32, ry: 20, fill: '#f5c542', stroke: '#8a6a10', 'stroke-width': 3 }));
  g.append(svg('circle', { cx: 38, cy: 40, r: 16, fill: '#f5c542', stroke: '#8a6a10', 'stroke-width': 3 }));
  g.append(svg('path', { d: 'M20 42 L8 46 L21 49 Z', fill: '#ef7d22', stroke: '#9a4a0c', 'stroke-width': 2 }));
  g.append(svg('circle', { cx: 34, cy: 36, r: 3.5, fill: '#1d1d1d' }));
  g.append(svg('path', { d: 'M58 60 q14 -8 24 4', fill: 'none', stroke: '#8a6a10', 'stroke-width': 3 }));
  return g;
}

function pieceName(letter) {
  return `${letter === letter.toUpperCase() ? 'white' : 'black'} ${NAMES[letter.toLowerCase()]}`;
}

function draw() {
  const board = $('board');
  const p = shown();
  board.replaceChildren();
  const defs = svg('defs');
  const glow = svg('radialGradient', { id: 'check-glow' });
  glow.append(svg('stop', { offset: '0%', 'stop-color': '#ff3b30', 'stop-opacity': '.9' }), svg('stop', { offset: '100%', 'stop-color': '#ff3b30', 'stop-opacity': '0' }));
  defs.append(glow);
  board.append(defs);
  const last = p && p.history.length ? p.history[p.history.length - 1] : null;
  const targets = new Set();
  const duckTargets = new Set();
  if (game.pendingMove) game.pendingMove.ducks.forEach(s => duckTargets.add(s));
  else if (game.selected) movesFrom(game.selected).forEach(m => targets.add(m.to));
  const interactive = isYourTurn();
  for (let rank = 8; rank >= 1; rank--) {
    for (let f = 0; f < 8; f++) {
      const square = FILES[f] + rank;
      const [x, y] = squareXY(square);
      const shade = (f + rank) % 2 === 1 ? 'dark' : 'light';
      const piece = p ? p.pieces[square] : null;
      const duck = p && p.duck === square;
      const label = `${square}${piece ? ', ' + pieceName(piece) : ''}${duck ? ', duck' : ''}${targets.has(square) ? ', move here' : ''}${duckTargets.has(square) ? ', duck can go here' : ''}`;
      const g = svg('g', { class: 'square', 'data-square': square, tabindex: square === game.focus ? 0 : -1, role: 'gridcell', 'aria-label': label });
      g.append(svg('rect', { x, y, width: 100, height: 100, class: `sq ${shade}` }));
      if (last && (square === last.from || square === last.to)) g.append(svg('rect', { x, y, width: 100, height: 100, class: 'sq last' }));
      if (game.selected === square || (game.pendingMove && game.pendingMove.to === square)) g.append(svg('rect', { x, y, width: 100, height: 100, class: 'sel' }));
      if (p && p.inCheck && piece && piece.toLowerCase() === 'k' && (piece === 'K') === (p.sideToMove === 'white')) {
        g.append(svg('rect', { x, y, width: 100, height: 100, class: 'check' }));
      }
      let shownPiece = piece;
      if (game.pendingMove) {
        if (square === game.pendingMove.from) shownPiece = null;
        if (square === game.pendingMove.to) shownPiece = game.pendingMove.piece;
      }
      if (shownPiece) {
        const white = shownPiece === shownPiece.toUpperCase();
        g.append(svg('text', { x: x + 50, y: y + 54, class: `piece ${white ? 'w' : 'b'}${game.dragging && game.dragging.from === square ? ' dragging' : ''}` }, GLYPH[shownPiece.toLowerCase()]));
      }
      if (duck) g.append(duckShape(x, y));
      if (targets.has(square)) {
        g.append(piece ? svg('circle', { cx: x + 50, cy: y + 50, r: 46, class: 'target-ring' }) : svg('circle', { cx: x + 50, cy: y + 50, r: 15, class: 'target' }));
      }
      if (duckTargets.has(square)) g.append(svg('circle', { cx: x + 50, cy: y + 50, r: 12, class: 'duck-target' }));
      g.append(svg('rect', { x: x + 3, y: y + 3, width: 94, height: 94, class: 'focus', fill: 'none' }));
      const coord = `coord on-${shade}`;
      if ((!game.flipped && rank === 1) || (game.flipped && rank === 8)) board.append(svg('text', { x: x + 88, y: y + 94, class: coord }, FILES[f]));
      if ((!game.flipped && f === 0) || (game.flipped && f === 7)) board.append(svg('text', { x: x + 5, y: y + 16, class: coord }, rank));
      g.addEventListener('pointerdown', e => pointerDown(e, square));
      g.addEventListener('click', () => clickSquare(square));
      g.addEventListener('keydown', e => keyOnSquare(e, square));
      board.insertBefore(g, board.querySelector('text.coord'));
    }
  }
  board.setAttribute('aria-disabled', interactive ? 'false' : 'true');
  $('board-wrap').classList.toggle('browsing', !!game.view);
  drawStatus();
  drawMoves();
  drawControls();
}

// The browsing buttons and Resign, enabled where they do something.
function drawControls() {
  const p = game.position;
  const total = p ? p.history.length : 0;
  const ply = game.view ? game.view.ply : total;
  $('nav-first').disabled = $('nav-back').disabled = ply === 0;
  $('nav-forward').disabled = $('nav-last').disabled = ply >= total;
  $('resign').disabled = !p || p.result.over;
  if ($('resign').disabled) $('resign-confirm').hidden = true;
}

// "12. e4", "12… e5": the move list's number and text of the move with index `i` in the history.
function moveLabel(i) {
  const p = game.position;
  const blackFirst = p.startFen.split(' ')[1] === 'b';
  const cell = i + (blackFirst ? 1 : 0);
  const number = Number(p.startFen.split(' ')[5] || 1) + Math.floor(cell / 2);
  return `${number}${cell % 2 === 0 ? '.' : '…'} ${p.history[i].text}`;
}

function drawStatus() {
  syncClocks();
  const p = game.position;
  const status = $('game-status');
  status.classList.toggle('over', !!(p && p.result.over));
  if (!p) { status.textContent = ''; return; }
  if (game.view) {
    const total = p.history.length;
    const where = game.view.ply === 0 ? 'the start position' : `after ${moveLabel(game.view.ply - 1)}`;
    status.classList.remove('over');
    status.textContent = `Viewing ${where} (move ${game.view.ply} of ${total}): read-only. End or ▶| (Back to the game) returns to it.`;
    return;
  }
  if (p.result.over) { status.textContent = `${p.result.score} — ${p.result.reason}`; return; }
  if (game.thinking) { status.textContent = 'Zwang is thinking…'; return; }
  if (game.paused) { status.textContent = 'Zwang thinks again when this page is shown.'; return; }
  if (game.failed && p.sideToMove !== game.you) { status.textContent = ENGINE_FAILED; return; }
  if (game.pendingMove) { status.textContent = 'Now place the duck on any highlighted square.'; return; }
  const side = p.sideToMove === 'white' ? 'White' : 'Black';
  status.textContent = isYourTurn() ? `Your move (${side})${p.inCheck ? ' — check!' : ''}.` : `${side} to move.`;
}

function drawMoves() {
  const list = $('moves');
  const p = game.position;
  if (!p) return;
  const items = [];
  const blackFirst = p.startFen.split(' ')[1] === 'b';
  let number = Number(p.startFen.split(' ')[5] || 1);
  const cells = blackFirst ? [null, ...p.history] : p.history.slice();
  for (let i = 0; i < cells.length; i += 2) {
    const w = cells[i];
    const b = cells[i + 1];
    // the move shown on the board is marked: the last one, or the one browsed to
    const current = (game.view ? game.view.ply : p.history.length) - 1;
    const idx = m => p.history.indexOf(m);
    const cell = m => {
      if (!m) return el('span', { class: 'mv' }, '');
      const i = idx(m);
      return el('button', {
        class: `mv${i === current ? ' last' : ''}`, 'data-ply': i + 1, 'aria-current': i === current ? 'step' : null,
        'aria-label': `Show the board after ${moveLabel(i)}`, onclick: () => browse(i + 1),
      }, m.text);
    };
    items.push(el('li', {}, el('span', { class: 'num' }, `${number}.`),
      w ? cell(w) : el('span', { class: 'mv' }, '…'), cell(b)));
    number++;
  }
  list.replaceChildren(...items);
  const marked = list.querySelector('.mv.last');
  if (marked && game.view) marked.scrollIntoView({ block: 'nearest' });
  else list.scrollTop = list.scrollHeight;
}

function movesFrom(square) {
  return game.position ? game.position.legal.filter(m => m.from === square) : [];
}

function isYourTurn() {
  const p = game.position;
  return !!p && !game.view && !p.result.over && !game.thinking && p.sideToMove === game.you;
}

function clickSquare(square) {
  game.focus = square;
  hidePromotion();
  setError('move-error', '');
  if (!isYourTurn()) {
    if (game.view) setError('move-error', 'This is an earlier position, shown read-only: press End or ▶| (Back to the game) to return to it.');
    else if (game.position && !game.position.result.over) setError('move-error', game.failed ? ENGINE_FAILED : 'Wait for the engine to move.');
    return;
  }
  const p = game.position;
  if (game.pendingMove) {
    const m = game.pendingMove;
    if (m.ducks.includes(square)) {
      game.pendingMove = null;
      submit(`${m.from}${m.to}${m.promotion || ''},${m.to}${square}`);
    } else if (square === m.to || square === m.from) {
      game.pendingMove = null; game.selected = null; draw();
    } else {
      setError('move-error', square === p.duck ? `The duck must move: it cannot stay on ${square}.`
        : `The duck cannot go to ${square}: it is occupied.`);
    }
    return;
  }
  const piece = p.pieces[square];
  const own = piece && ((piece === piece.toUpperCase()) === (p.sideToMove === 'white'));
  if (game.selected) {
    const candidates = movesFrom(game.selected).filter(m => m.to === square);
    if (candidates.length) { chooseMove(candidates); return; }
    if (own) { game.selected = square === game.selected ? null : square; draw(); return; }
    setError('move-error', `${pieceName(p.pieces[game.selected])} ${game.selected}–${square} is not a legal move.`);
    game.selected = null;
    draw();
    return;
  }
  if (own) {
    if (!movesFrom(square).length) setError('move-error', `The ${pieceName(piece)} on ${square} has no legal move.`);
    game.selected = square;
    draw();
  } else if (piece || square === p.duck) {
    setError('move-error', square === p.duck ? 'The duck moves after your piece: first move a piece.' : `That is not your piece on ${square}.`);
  }
}

function chooseMove(candidates) {
  if (candidates.length > 1) {
    // A promotion: ask for the piece under the board, then go on with that move.
    const box = $('promotion');
    box.hidden = false;
    box.querySelector('button').focus();
    box.onclick = e => {
      const piece = e.target.closest('button') && e.target.closest('button').dataset.piece;
      if (!piece) return;
      box.hidden = true;
      box.onclick = null;
      playChosen(candidates.find(m => m.promotion === piece) || candidates[0]);
    };
    return;
  }
  playChosen(candidates[0]);
}

function playChosen(move) {
  const from = move.from;
  game.selected = null;
  if (game.variant === 'duck' && move.capturesKing) {
    // taking the king ends the game at once: no duck square to choose
    submit(`${move.from}${move.to}${move.promotion || ''}`);
  } else if (game.variant === 'duck') {
    const piece = game.position.pieces[from];
    const promoted = move.promotion ? (piece === piece.toUpperCase() ? move.promotion.toUpperCase() : move.promotion) : piece;
    game.pendingMove = { ...move, piece: promoted };
    draw();
  } else {
    submit(`${move.from}${move.to}${move.promotion || ''}`);
  }
}

function keyOnSquare(e, square) {
  const f = FILES.indexOf(square[0]);
  const r = Number(square[1]);
  const step = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
  if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); clickSquare(square); focusSquare(game.focus); return; }
  if (e.key === 'Escape') { e.stopPropagation(); cancelSelection(); focusSquare(square); return; }
  if (!step) return;
  e.preventDefault();
  const sign = game.flipped ? -1 : 1;
  const nf = Math.min(7, Math.max(0, f + step[0] * sign));
  const nr = Math.min(8, Math.max(1, r + step[1] * sign));
  focusSquare(FILES[nf] + nr);
}

// Drops a chosen piece, a move waiting for its duck square and the promotion buttons.
function cancelSelection() {
  hidePromotion();
  if (!game.selected && !game.pendingMove) return;
  game.selected = null;
  game.pendingMove = null;
  setError('move-error', '');
  draw();
}

function focusSquare(square) {
  game.focus = square;
  $('board').querySelectorAll('.square').forEach(g => g.setAttribute('tabindex', g.dataset.square === square ? 0 : -1));
  const g = $('board').querySelector(`[data-square="${square}"]`);
  if (g) g.focus();
}

// Drag and drop: press on a piece, release on a target (then click the duck square).
function pointerDown(e, square) {
  if (!isYourTurn() || game.pendingMove) return;
  const piece = game.position.pieces[square];
  if (!piece || !movesFrom(square).length) return;
  game.dragging = { from: square, x: e.clientX, y: e.clientY, moved: false, wasSelected: game.selected === square };
}

function squareAt(clientX, clientY) {
  const rect = $('board').getBoundingClientRect();
  const col = Math.floor((clientX - rect.left) / rect.width * 8);
  const row = Math.floor((clientY - rect.top) / rect.height * 8);
  if (col < 0 || col > 7 || row < 0 || row > 7) return null;
  const file = game.flipped ? 7 - col : col;
  const rank = game.flipped ? row + 1 : 8 - row;
  return FILES[file] + rank;
}

window.addEventListener('pointermove', e => {
  const d = game.dragging;
  if (!d) return;
  if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) > 8) {
    d.moved = true;
    game.selected = d.from;
    draw();
  }
});
window.addEventListener('pointerup', e => {
  const d = game.dragging;
  game.dragging = null;
  if (!d || !d.moved) return;
  const target = squareAt(e.clientX, e.clientY);
  // The browser may follow the drop with a click on the board (never on the drop square): drop it.
  suppressClick = true;
  setTimeout(() => { suppressClick = false; }, 0);
  if (target && target !== d.from) {
    game.selected = d.from;
    clickSquare(target);
  } else {
    // Back where it started: a click that moved a little. A second click on the chosen piece drops
    // it, as a still one does; a first one chooses it.
    game.selected = d.wasSelected ? null : d.from;
    draw();
  }
});
let suppressClick = false;
$('board').addEventListener('click', e => { if (suppressClick) { e.stopPropagation(); suppressClick = false; } }, true);

function setError(id, text) { $(id).textContent = text || ''; }

// One error at a time: a refusal where it belongs (`where`), a server that does not answer in the
// engine panel.
const ERRORS = ['move-error', 'setup-error', 'engine-error', 'pgn-error'];
function showError(e, where) {
  for (const id of ERRORS) setError(id, '');
  setError(e.status ? where : 'engine-error', e.message);
}

// Asks for the game's position and draws it. A successful answer clears every error (the server is
// back, the last problem is behind); `keepFen` leaves the FEN box as the user typed it.
async function refresh({ keepFen = false } = {}) {
  const p = await api('/api/chess/position', {
    variant: game.variant, fen: game.startFen, moves: game.moves,
    white: game.you === 'white' ? 'You' : 'Zwang', black: game.you === 'black' ? 'You' : 'Zwang',
    ...(game.resigned ? { resigned: game.resigned } : {}), ...(game.flagged ? { flagged: game.flagged } : {}),
  });
  game.position = p;
  game.view = null;
  game.viewPly = null;
  game.viewSeq++;
  game.failed = false;
  for (const id of ERRORS) setError(id, '');
  if (!keepFen) {
    $('fen').value = p.fen;
    $('fen').removeAttribute('aria-invalid');
  }
  $('title').textContent = game.variant === 'duck' ? 'Duck Chess against Zwang' : 'Chess against Zwang';
  draw();
  if (!p.result.over && p.sideToMove !== game.you) think();
}

async function submit(uci) {
  setError('move-error', '');
  const before = game.moves.slice();
  game.moves.push(uci);
  try {
    await refresh();
  } catch (e) {
    game.moves = before;
    await refresh().catch(() => {});
    showError(e, 'move-error');
  }
}

function hidePromotion() {
  $('promotion').hidden = true;
  $('promotion').onclick = null;
}

function stopThinking() {
  hidePromotion();
  game.paused = false;
  if (game.thinking) {
    game.thinking.close();
    game.thinking = null;
  }
  $('engine-state').textContent = '';
}

function think() {
  stopThinking();
  if (document.visibilityState === 'hidden') {
    game.paused = true; // not while nobody looks: pageShown() starts it
    return;
  }
  const movetime = game.clock ? clockMoveTime() : $('movetime').value;
  const params = new URLSearchParams({ variant: game.variant, fen: game.startFen, moves: game.moves.join(' '), movetime, skill: $('skill').value });
  const source = startThinking(params);
  const snapshot = game.moves.length;
  game.thinking = source;
  $('engine-state').textContent = '· thinking';
  drawStatus();
  source.addEventListener('searching', e => { $('engine-name').textContent = JSON.parse(e.data).engine; });
  source.addEventListener('info', e => showInfo(JSON.parse(e.data)));
  source.addEventListener('bestmove', e => {
    const best = JSON.parse(e.data);
    source.close();
    if (game.thinking !== source || game.moves.length !== snapshot) return;
    game.thinking = null;
    $('engine-state').textContent = '';
    showInfo(best.info);
    game.moves.push(best.uci);
    refresh().then(() => { $('engine-announce').textContent = `Zwang played ${best.text}.`; },
      err => { game.failed = true; showError(err, 'move-error'); drawStatus(); });
  });
  source.addEventListener('failure', e => {
    source.close();
    if (game.thinking !== source) return;
    game.thinking = null;
    game.failed = true;
    $('engine-state').textContent = '';
    showError(new Error(JSON.parse(e.data).error), 'engine-error');
    drawStatus();
  });
  source.onerror = () => {
    if (game.thinking !== source) return;
    source.close();
    game.thinking = null;
    game.failed = true;
    $('engine-state').textContent = '';
    showError(new Error('Lost the connection to the engine (is "zwang serve" still running?).'), 'engine-error');
    drawStatus();
  };
}

function showInfo(info) {
  $('think-depth').textContent = `${info.depth}/${info.seldepth}`;
  $('think-score').textContent = info.scoreText;
  $('think-nodes').textContent = `${info.nodes.toLocaleString('en')} (${Math.round(info.nps / 1000).toLocaleString('en')} kN/s)`;
  $('think-pv').textContent = info.pvText.join('  ') || '–';
  let white = 50;
  if (info.scoreText.startsWith('#')) white = info.scoreText.startsWith('#-') ? 2 : 98;
  else white = 50 + 50 * Math.tanh(Number(info.scoreText) / 4);
  $('score-bar').style.width = `${white}%`;
}

function clearInfo() {
  for (const id of ['think-depth', 'think-score', 'think-nodes', 'think-pv']) $(id).textContent = '–';
  $('score-bar').style.width = '50%';
}

async function newGame(fen) {
  stopThinking();
  clearInfo();
  const previous = { variant: game.variant, startFen: game.startFen, moves: game.moves, resigned: game.resigned, flagged: game.flagged, clock: game.clock };
  game.variant = $('variant').value;
  game.you = $('side').value;
  game.flipped = game.you === 'black';
  game.startFen = fen || '';
  game.moves = [];
  game.resigned = null;
  game.flagged = null;
  game.clock = null;
  game.selected = null;
  game.pendingMove = null;
  startClocks();
  try {
    await refresh();
  } catch (e) {
    Object.assign(game, previous);
    // a refused FEN stays in the box as typed, to be corrected, the reason beside it
    await refresh({ keepFen: !!fen }).catch(() => {});
    showError(e, 'setup-error');
    if (fen && e.status) $('fen').setAttribute('aria-invalid', 'true');
  }
}

$('new-game').addEventListener('click', () => newGame(''));
$('setup').addEventListener('click', () => newGame($('fen').value.trim()));
$('take-back').addEventListener('click', () => {
  stopThinking();
  clearInfo(); // the engine's line was about the position taken back
  game.selected = null;
  game.pendingMove = null;
  game.resigned = null; // a resignation or a fallen flag is taken back with the moves
  game.flagged = null;
  if (!game.moves.length) { refresh().catch(e => showError(e, 'move-error')); return; }
  game.moves.pop();
  // Back to a position where it is your move.
  const blackStarts = (game.startFen || 'x w').split(' ')[1] === 'b';
  const sideAfter = n => ((n % 2 === 0) !== blackStarts ? 'white' : 'black');
  if (game.moves.length && sideAfter(game.moves.length) !== game.you) game.moves.pop();
  refresh().catch(e => showError(e, 'move-error'));
});
$('flip').addEventListener('click', () => { game.flipped = !game.flipped; draw(); });
$('copy-fen').addEventListener('click', async () => {
  $('copy-status').textContent = (await copyText(game.position.fen)) ? 'FEN copied.' : 'Copy failed: select the FEN field.';
});
$('copy-pgn').addEventListener('click', async () => {
  $('copy-status').textContent = (await copyText(game.position.pgn)) ? 'PGN copied.' : 'Copy failed.';
});
$('move-submit').addEventListener('click', () => {
  const text = $('move-input').value.trim();
  if (!text) return;
  if (!isYourTurn()) { setError('move-error', 'It is not your move.'); return; }
  $('move-input').value = '';
  game.selected = null;
  game.pendingMove = null;
  submit(text);
});
$('move-input').addEventListener('keydown', e => { if (e.key === 'Enter') $('move-submit').click(); });
// Escape cancels a chosen piece or a move waiting for its duck wherever the focus is (a click on the
// board redraws it, so the focus is then on the page, not on a square).
document.addEventListener('keydown', e => { if (e.key === 'Escape') cancelSelection(); });

// A hidden page (another tab, a minimised window, a page left for another, which the browser may keep
// in its back/forward cache with its connections open) stops the engine at once; it thinks again when
// the page is shown and it is still its move.
function pageHidden() {
  if (game.thinking) {
    stopThinking();
    game.paused = true;
    drawStatus();
  }
}
function pageShown() {
  if (game.paused && document.visibilityState === 'visible') {
    game.paused = false;
    const p = game.position;
    if (p && !game.view && !p.result.over && p.sideToMove !== game.you && !game.thinking) think();
  }
}
document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? pageHidden() : pageShown()));
window.addEventListener('pagehide', pageHidden);
window.addEventListener('pageshow', pageShown);
// Browsing the move list: the board shows the position after `ply` half-moves, read-only; the
// engine is stopped (not asked while browsing) and thinks again, if it is its move, back at the end.
async function browse(ply) {
  const p = game.position;
  if (!p) return;
  const total = p.history.length;
  const target = Math.max(0, Math.min(total, ply));
  const seq = ++game.viewSeq;
  hidePromotion();
  game.selected = null;
  game.pendingMove = null;
  setError('move-error', '');
  if (target === total) {
    game.viewPly = null;
    if (!game.view) return;
    game.view = null;
    $('fen').value = p.fen;
    draw();
    if (!p.result.over && p.sideToMove !== game.you && !game.thinking && !game.failed) think();
    return;
  }
  game.viewPly = target;
  if (game.thinking) {
    stopThinking();
    drawStatus();
  }
  let position;
  try {
    position = await api('/api/chess/position', { variant: game.variant, fen: game.startFen, moves: game.moves.slice(0, target) });
  } catch (e) {
    if (seq === game.viewSeq) { game.viewPly = game.view ? game.view.ply : null; showError(e, 'move-error'); }
    return;
  }
  if (seq !== game.viewSeq) return;
  game.view = { ply: target, position };
  $('fen').value = position.fen;
  draw();
}

function browsedPly() {
  const total = game.position ? game.position.history.length : 0;
  return game.viewPly === null ? total : game.viewPly;
}

$('nav-first').addEventListener('click', () => browse(0));
$('nav-back').addEventListener('click', () => browse(browsedPly() - 1));
$('nav-forward').addEventListener('click', () => browse(browsedPly() + 1));
$('nav-last').addEventListener('click', () => browse(Infinity));
// ← → Home End step through the moves, but not in a text field or a list (they have their own use
// of these keys) nor on the board (the arrows move between squares).
document.addEventListener('keydown', e => {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || !game.position) return;
  const t = e.target;
  if (t instanceof Element && t.closest('#board, input, textarea, select, [contenteditable="true"]')) return;
  const ply = browsedPly();
  const to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: Infinity }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  browse(to);
});

// Resign: asked once more under the buttons; the server writes the result (0-1 or 1-0 "White
// resigns", Termination "normal" in the PGN, as zwang match writes a resignation).
$('resign').addEventListener('click', () => {
  if (!game.position || game.position.result.over) return;
  $('resign-confirm').hidden = false;
  $('resign-yes').focus();
});
$('resign-no').addEventListener('click', () => { $('resign-confirm').hidden = true; $('resign').focus(); });
$('resign-confirm').addEventListener('keydown', e => { if (e.key === 'Escape') $('resign-no').click(); });
$('resign-yes').addEventListener('click', async () => {
  $('resign-confirm').hidden = true;
  if (!game.position || game.position.result.over) return;
  stopThinking();
  game.selected = null;
  game.pendingMove = null;
  game.resigned = game.you;
  try {
    await refresh();
    $('engine-announce').textContent = `You resigned: ${game.position.result.score}.`;
  } catch (e) {
    game.resigned = null;
    await refresh().catch(() => {});
    showError(e, 'move-error');
  }
  $('game-status').focus({ preventScroll: true });
});

// The game's PGN as a file: a Blob behind a link with a download name.
$('download-pgn').addEventListener('click', () => {
  const p = game.position;
  if (!p) return;
  const url = URL.createObjectURL(new Blob([p.pgn], { type: 'application/x-chess-pgn' }));
  const date = ((p.pgn.match(/^\[Date "([0-9.?]+)"\]$/m) || [])[1] || '').replace(/\./g, '-');
  const link = el('a', { href: url, download: `zwang-${game.variant}${date ? '-' + date : ''}.pgn`, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
  $('copy-status').textContent = 'PGN file downloaded.';
});

// A PGN imported: the server (or the worker) reads it and replays its moves by the rules; the page
// then sets up that game as it sets up any (the position request checks every move again). A PGN
// that does not read or replay is one line under the import, and the game on the board stays.
async function importPgn(text) {
  for (const id of ERRORS) setError(id, '');
  $('pgn-status').textContent = '';
  let answer;
  try {
    answer = await api('/api/chess/pgn', { pgn: text });
  } catch (e) {
    if (e.status) setError('pgn-error', `This PGN cannot be imported: ${e.message}. The game on the board is kept.`);
    else showError(e, 'pgn-error');
    return;
  }
  const previous = { variant: game.variant, startFen: game.startFen, moves: game.moves, resigned: game.resigned, flagged: game.flagged };
  stopThinking();
  clearInfo();
  Object.assign(game, { variant: answer.variant, startFen: answer.fen, moves: answer.moves.slice(), resigned: null,
    flagged: null, selected: null, pendingMove: null, flipped: game.you === 'black' });
  $('variant').value = answer.variant;
  const previousClock = game.clock;
  game.clock = null;
  startClocks();
  try {
    await refresh();
    const n = answer.moves.length;
    $('pgn-status').textContent = `Imported ${n} move${n === 1 ? '' : 's'} (${answer.variant === 'duck' ? 'Duck Chess' : 'standard chess'}).`;
  } catch (e) {
    Object.assign(game, previous);
    game.clock = previousClock;
    $('variant').value = previous.variant;
    await refresh().catch(() => {});
    if (e.status) setError('pgn-error', `This PGN cannot be imported: ${e.message}. The game on the board is kept.`);
    else showError(e, 'pgn-error');
  }
}
$('pgn-import-text').addEventListener('click', () => importPgn($('pgn-text').value));
$('pgn-file').addEventListener('change', async () => {
  const file = $('pgn-file').files[0];
  if (!file) return;
  const text = await file.text();
  $('pgn-file').value = ''; // the same file may be chosen again
  $('pgn-text').value = text;
  importPgn(text);
});

$('variant').addEventListener('change', () => newGame(''));
$('side').addEventListener('change', () => newGame(''));
$('clock').addEventListener('change', () => newGame(''));

newGame('');
