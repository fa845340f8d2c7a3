// The bridge analysis board: load a deal, show the DD table and par, play card by card with every
// legal card's double-dummy value. All bridge logic is on the server (bridge-dds); this only draws.
import { api, count, el } from './api.js';

const SEATS = ['N', 'E', 'S', 'W'];
const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' };
const SUITS = ['S', 'H', 'D', 'C'];
const SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣', NT: 'NT' };
const SUIT_NAMES = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_SHOWN = r => (r === 'T' ? '10' : r);

const state = {
  boards: [], board: null, table: null,
  strain: null, declarer: null, cards: [], redo: [], analysis: null, busy: false, tableRequest: 0, playRequest: 0,
  // the requests in flight, hung up on when a newer one replaces them (the server then stops solving)
  tableAbort: null, playAbort: null,
};

// A fresh AbortController for a request of kind 'table' or 'play', aborting the one it replaces.
function replaceRequest(kind) {
  const key = kind + 'Abort';
  if (state[key]) state[key].abort();
  state[key] = new AbortController();
  return state[key].signal;
}

const $ = id => document.getElementById(id);

function setError(id, message) { $(id).textContent = message || ''; }

async function loadText(text, name) {
  setError('deal-error', '');
  try {
    const answer = await api('/api/bridge/load', { text, name });
    useBoards(answer.boards, `${answer.format}`);
  } catch (e) {
    setError('deal-error', e.message);
  }
}

function useBoards(boards, format) {
  state.boards = boards;
  const select = $('board-select');
  select.replaceChildren(...boards.map((b, i) => el('option', { value: i }, `${b.number || i + 1}${b.contract ? ' · ' + b.contract : ''}`)));
  $('board-pick').hidden = boards.length < 2;
  chooseBoard(0);
  $('contract-line').textContent = format;
}

function chooseBoard(index) {
  const board = state.boards[index];
  state.board = board;
  state.table = null;
  state.analysis = null;
  state.cards = [];
  state.redo = [];
  state.strain = null;
  state.declarer = null;
  // a solve of the last board's play is of no use now: hang up on it
  replaceRequest('play');
  state.playRequest++;
  state.busy = false;
  $('play-status').textContent = '';
  $('play-status').classList.remove('spinner');
  // The board's own dealer and vulnerability; a board without them (a pasted deal) takes what
  // 'zwang dds table' takes: dealer North, nobody vulnerable. Never the last board's.
  $('dealer').value = board.dealer || 'N';
  $('vul').value = board.vulnerability || 'None';
  // the board's contract, or the first choices: never the last board's
  $('strain').value = board.strain || 'NT';
  $('declarer').value = board.declarer || 'N';
  $('played-line').hidden = !(board.play && board.play.length && board.declarer && board.strain);
  $('played-line').textContent = `The file's play (${count(board.play ? board.play.length : 0, 'card')})`;
  setError('play-error', board.playNote ? `The file's play stops early: ${board.playNote}` : '');
  drawHands(board.hands, null);
  drawTrick();
  drawLog();
  setButtons();
  fetchTable();
  // A board with a contract opens at the lead, the full deal in view; its played line (from [Play]
  // or pc|) waits in Redo, to step through card by card (or all at once: Replay the file's play).
  if (board.strain && board.declarer) startPlay(board.strain, board.declarer, [], board.play || []);
}

async function fetchTable() {
  if (!state.board) return;
  const request = ++state.tableRequest;
  const signal = replaceRequest('table');
  const conditions = { dealer: $('dealer').value, vulnerability: $('vul').value };
  $('table-status').textContent = 'Solving 20 contracts…';
  $('dd-table').querySelector('tbody').replaceChildren();
  $('par').textContent = '';
  try {
    const answer = await api('/api/bridge/table', { deal: state.board.deal, ...conditions }, signal);
    if (request !== state.tableRequest) return;
    state.table = answer;
    drawTable();
    $('table-status').textContent = '';
    // dealer or vulnerability changed while the table was being solved: only par is out of date
    if (conditions.dealer !== $('dealer').value || conditions.vulnerability !== $('vul').value) fetchPar();
  } catch (e) {
    if (request !== state.tableRequest) return;
    $('table-status').textContent = '';
    setError('deal-error', e.message);
  }
}

// Par for the dealer and vulnerability chosen now, from the table already solved (no new solve).
async function fetchPar() {
  if (!state.table) return; // the table on its way takes par for the new conditions when it comes
  const request = ++state.tableRequest;
  const table = state.table;
  try {
    const answer = await api('/api/bridge/par', { deal: state.board.deal, tricks: table.tricks, dealer: $('dealer').value, vulnerability: $('vul').value });
    if (request !== state.tableRequest || state.table !== table) return;
    state.table = answer;
    drawTable();
  } catch (e) {
    if (request !== state.tableRequest) return;
    setError('deal-error', e.message);
  }
}

function drawTable() {
  const order = ['N', 'S', 'E', 'W'];
  const body = $('dd-table').querySelector('tbody');
  const rows = ['NT', 'S', 'H', 'D', 'C'].map(strain => {
    const cells = order.map(seat => {
      const tricks = state.table.tricks[strain][seat];
      const chosen = state.strain === strain && state.declarer === seat;
      const label = `${count(tricks, 'trick')} for ${SEAT_NAMES[seat]} in ${strain === 'NT' ? 'notrump' : SUIT_NAMES[strain]}; play it`;
      return el('td', { 'data-strain': strain, 'data-seat': seat, class: [tricks >= 7 ? 'making' : '', chosen ? 'chosen' : ''].join(' ').trim() || null },
        el('button', { 'aria-label': label, onclick: () => startPlay(strain, seat, []) }, tricks));
    });
    return el('tr', {}, el('th', { scope: 'row', class: 'suit-' + strain }, SYMBOL[strain]), ...cells);
  });
  body.replaceChildren(...rows);
  const par = state.table.par;
  const score = par.score === 0 ? '0' : (par.score > 0 ? `N-S +${par.score}` : `E-W +${-par.score}`);
  $('par').replaceChildren('Par ', el('b', { id: 'par-score' }, score), ': ', el('span', { id: 'par-contracts' }, par.contracts.join(', ')));
}

// Plays `cards` in the contract; `ahead` are the cards Redo then plays, in their order.
async function startPlay(strain, declarer, cards, ahead = []) {
  state.strain = strain;
  state.declarer = declarer;
  $('strain').value = strain;
  $('declarer').value = declarer;
  state.cards = cards.slice();
  state.redo = ahead.slice().reverse(); // a stack: the next card last
  if (state.table) drawTable();
  await analyse();
}

async function analyse() {
  if (!state.board || !state.strain) return;
  const request = ++state.playRequest;
  const signal = replaceRequest('play');
  state.busy = true;
  setButtons();
  $('play-status').textContent = 'Solving…';
  $('play-status').classList.add('spinner');
  try {
    const answer = await api('/api/bridge/play', { deal: state.board.deal, strain: state.strain, declarer: state.declarer, cards: state.cards }, signal);
    if (request !== state.playRequest) return;
    state.analysis = answer;
    setError('play-error', '');
    const level = answer.start;
    $('contract-line').textContent = `${SEAT_NAMES[answer.declarer]} declares ${answer.strain === 'NT' ? 'NT' : SYMBOL[answer.strain]} · double-dummy ${count(level, 'trick')}`;
    drawHands(answer.hands, answer);
    drawTrick();
    drawLog();
  } catch (e) {
    if (request !== state.playRequest) return;
    // A card the server refuses (not legal here) is taken back.
    if (state.cards.length) state.cards.pop();
    setError('play-error', e.message);
  } finally {
    if (request === state.playRequest) {
      state.busy = false;
      $('play-status').textContent = state.analysis && state.analysis.finished ? 'All 13 tricks played.' : '';
      $('play-status').classList.remove('spinner');
      setButtons();
    }
  }
}

function drawHands(hands, analysis) {
  const felt = $('felt');
  felt.querySelectorAll('.hand').forEach(h => h.remove());
  const options = new Map();
  if (analysis) for (const o of analysis.options) options.set(o.card, o);
  SEATS.forEach((seat, i) => {
    const toMove = analysis && analysis.toMove === seat;
    const suits = hands[i].split('.');
    const role = analysis ? (seat === analysis.declarer ? 'declarer' : (SEATS[(SEATS.indexOf(analysis.declarer) + 2) % 4] === seat ? 'dummy' : '')) : '';
    const lines = SUITS.map((suit, s) => {
      const ranks = suits[s] ? suits[s].split('') : [];
      const cards = ranks.map(rank => {
        const card = suit + rank;
        const option = toMove ? options.get(card) : null;
        if (!option) return el('span', { class: 'card suit-' + suit, 'data-card': card }, RANK_SHOWN(rank));
        const costly = !option.best;
        return el('button', {
          class: `card legal suit-${suit}${option.best ? ' best' : ''}${costly ? ' costly' : ''}`,
          'data-card': card, 'data-tricks': option.total,
          'aria-label': `${RANK_SHOWN(rank)} of ${SUIT_NAMES[suit]}: declarer ends with ${count(option.total, 'trick')}${option.best ? ', best' : ''}`,
          disabled: state.busy,
          onclick: () => playCard(card),
        }, RANK_SHOWN(rank), el('span', { class: 'tricks' }, option.total));
      });
      return el('div', { class: 'suitline' }, el('span', { class: 'sym suit-' + suit, 'aria-label': SUIT_NAMES[suit] }, SYMBOL[suit]),
        cards.length ? cards : el('span', { class: 'note' }, '—'));
    });
    felt.append(el('div', { class: `hand ${seat}${toMove ? ' to-move' : ''}`, 'data-seat': seat, 'aria-label': `${SEAT_NAMES[seat]}'s hand` },
      el('div', { class: 'who' }, el('b', {}, SEAT_NAMES[seat]), role ? el('span', {}, role) : '',
        toMove ? el('span', {}, 'to play') : ''),
      ...lines));
  });
}

function drawTrick() {
  const box = $('trick');
  const a = state.analysis;
  drawCorners();
  if (!a) {
    box.replaceChildren(el('div', { class: 'score' }, state.board ? 'Choose a contract in the table' : 'Load or deal a hand'));
    return;
  }
  let cards = a.trick;
  let leader = a.trickLeader;
  let old = false;
  if (!cards.length && a.played.length) {
    const last = a.played.slice(-4);
    cards = last.map(p => p.card);
    leader = last[0].seat;
    old = true;
  }
  const slots = cards.map((card, i) => {
    const seat = SEATS[(SEATS.indexOf(leader) + i) % 4];
    return el('div', { class: `slot ${seat}${old ? ' old' : ''} suit-${card[0]}`, 'data-seat': seat, 'aria-label': `${SEAT_NAMES[seat]} played ${card}` },
      SYMBOL[card[0]] + RANK_SHOWN(card[1]));
  });
  const trickNumber = Math.min(13, Math.floor(a.played.length / 4) + (a.trick.length || !a.played.length ? 1 : 0));
  box.replaceChildren(...slots, el('div', { class: 'score' }, a.finished ? 'done' : `trick ${trickNumber}`));
}

function drawCorners() {
  const a = state.analysis;
  const b = state.board;
  const vul = $('vul').value;
  const vulText = { None: 'None', NS: 'N-S', EW: 'E-W', All: 'Both' }[vul];
  $('corner-board').replaceChildren(...(b ? [
    el('div', {}, b.number ? `Board ${b.number} · ` : '', 'Dealer ', el('b', {}, SEAT_NAMES[$('dealer').value])),
    el('div', {}, 'Vulnerable ', el('span', { class: `vul-tag${vul === 'None' ? '' : ' red'}` }, vulText)),
  ] : []));
  if (!a) {
    $('corner-contract').replaceChildren();
    $('corner-total').replaceChildren();
    return;
  }
  const decl = SEATS.indexOf(a.declarer) % 2 === 0 ? 'N-S' : 'E-W';
  const defence = decl === 'N-S' ? 'E-W' : 'N-S';
  $('corner-contract').replaceChildren(
    el('div', {}, 'Declarer ', el('b', {}, SEAT_NAMES[a.declarer]), ' · ', el('b', { class: 'strain' }, a.strain === 'NT' ? 'NT' : SYMBOL[a.strain])),
    el('div', { id: 'trick-count' }, `Tricks ${decl} `, el('b', {}, a.declarerTricks), ` · ${defence} `, el('b', {}, a.defenceTricks)));
  const total = a.played.length ? a.played[a.played.length - 1].total : a.start;
  const lost = a.start - total;
  $('corner-total').replaceChildren(
    el('div', {}, 'Double-dummy'),
    el('div', { class: 'big', id: 'running-total' }, total),
    el('div', {}, lost > 0 ? `${lost} lost by declarer` : (lost < 0 ? `${-lost} given by the defence` : `declarer's tricks`)));
}

function drawLog() {
  const log = $('playlog');
  const a = state.analysis;
  if (!a) { log.replaceChildren(); return; }
  const items = [];
  for (let t = 0; t * 4 < a.played.length; t++) {
    const cells = a.played.slice(t * 4, t * 4 + 4).map(p => {
      const cls = p.change < 0 ? 'lost' : (p.change > 0 ? 'gained' : '');
      const title = p.change < 0 ? `${p.card} cost declarer ${count(-p.change, 'trick')}` : (p.change > 0 ? `${p.card} gave declarer ${count(p.change, 'trick')}` : `${p.card} kept the result`);
      return el('span', { class: `c ${cls}`, title, 'data-total': p.total },
        el('small', {}, p.seat + ' '), el('span', { class: 'suit-' + p.card[0] }, SYMBOL[p.card[0]] + RANK_SHOWN(p.card[1])), ' ', el('small', {}, '→' + p.total));
    });
    items.push(el('li', {}, el('span', { class: 'n' }, t + 1), ...cells));
  }
  log.replaceChildren(...items);
}

function playCard(card) {
  if (state.busy) return;
  state.cards.push(card);
  state.redo = [];
  analyse();
}

function setButtons() {
  $('undo').disabled = state.busy || !state.cards.length;
  $('redo').disabled = state.busy || !state.redo.length;
  $('restart').disabled = state.busy || !state.cards.length;
  $('felt').querySelectorAll('button.card').forEach(b => { b.disabled = state.busy; });
}

$('load').addEventListener('click', () => loadText($('deal-text').value, 'pasted text'));
$('deal-text').addEventListener('keydown', e => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) $('load').click(); });
$('deal-file').addEventListener('change', async e => {
  const file = e.target.files[0];
  if (!file) return;
  const text = await file.text();
  // forgotten once read, so that choosing the same file again is a change (and is read again)
  e.target.value = '';
  $('deal-text').value = text;
  loadText(text, file.name);
});
$('random').addEventListener('click', async () => {
  setError('deal-error', '');
  try {
    const answer = await api('/api/bridge/random');
    $('deal-text').value = answer.boards[0].deal;
    useBoards(answer.boards, 'Random deal');
  } catch (e) { setError('deal-error', e.message); }
});
$('board-select').addEventListener('change', e => chooseBoard(Number(e.target.value)));
// Dealer and vulnerability only change par: the 20 contracts are not solved again.
$('dealer').addEventListener('change', () => { fetchPar(); drawCorners(); });
$('vul').addEventListener('change', () => { fetchPar(); drawCorners(); });
$('play').addEventListener('click', () => state.board && startPlay($('strain').value, $('declarer').value, []));
$('undo').addEventListener('click', () => { state.redo.push(state.cards.pop()); analyse(); });
$('redo').addEventListener('click', () => { state.cards.push(state.redo.pop()); analyse(); });
$('restart').addEventListener('click', () => { state.redo = state.redo.concat(state.cards.reverse()); state.cards = []; analyse(); });
$('played-line').addEventListener('click', () => {
  const b = state.board;
  startPlay(b.strain, b.declarer, b.play);
});
document.addEventListener('keydown', e => {
  if (e.target.matches('textarea, input, select')) return;
  if (e.key === 'ArrowLeft' && !$('undo').disabled) $('undo').click();
  if (e.key === 'ArrowRight' && !$('redo').disabled) $('redo').click();
});
drawTrick();
