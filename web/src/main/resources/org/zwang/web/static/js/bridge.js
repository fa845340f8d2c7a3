// The bridge analysis board: load a deal, show the DD table and par, play card by card with every
// legal card's double-dummy value. All bridge logic is on the server (bridge-dds); this only draws.
import { api, count, el, solveMany } from './api.js';
import { RANK_SHOWN, SEAT_NAMES, SEATS, SUIT_NAMES, SUITS, SYMBOL } from './cards.js';
import { setupDealEditor } from './deal-editor.js';

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

// `wanted`: what a shared address asks for beyond the deal (dealer, vul, level, strain, declarer,
// cards), each part taken over only when given.
function useBoards(boards, format, wanted = {}) {
  cancelBatch();
  $('batch').hidden = true;
  $('solve-all').disabled = false;
  state.boards = boards;
  const select = $('board-select');
  select.replaceChildren(...boards.map((b, i) => el('option', { value: i }, `${b.number || i + 1}${b.contract ? ' · ' + b.contract : ''}`)));
  $('board-pick').hidden = boards.length < 2;
  $('solve-all').hidden = boards.length < 2;
  chooseBoard(0, wanted);
  $('contract-line').textContent = format;
}

// The level of a board's contract text ("6H by S", "4SX", "Pass"): '1' to '7', or '' for none.
function levelOf(contract) {
  const match = /^([1-7])/.exec(contract || '');
  return match ? match[1] : '';
}

function chooseBoard(index, wanted = {}) {
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
  $('dealer').value = wanted.dealer || board.dealer || 'N';
  $('vul').value = wanted.vul || board.vulnerability || 'None';
  // the board's contract, or the first choices: never the last board's
  $('level').value = wanted.strain ? wanted.level : levelOf(board.contract);
  $('strain').value = wanted.strain || board.strain || 'NT';
  $('declarer').value = wanted.declarer || board.declarer || 'N';
  drawLeader();
  $('played-line').hidden = !(board.play && board.play.length && board.declarer && board.strain);
  $('played-line').textContent = `The file's play (${count(board.play ? board.play.length : 0, 'card')})`;
  setError('play-error', board.playNote ? `The file's play stops early: ${board.playNote}` : '');
  drawHands(board.hands, null);
  drawTrick();
  drawLog();
  setButtons();
  fetchTable();
  writeAddress();
  // An address's contract opens at its cards. A board with a contract opens at the lead, the full
  // deal in view; its played line (from [Play] or pc|) waits in Redo, to step through card by card
  // (or all at once: Replay the file's play).
  if (wanted.strain) startPlay(wanted.strain, wanted.declarer, wanted.cards || [], [], true);
  else if (board.strain && board.declarer) startPlay(board.strain, board.declarer, [], board.play || []);
}

async function fetchTable() {
  if (!state.board) return;
  const request = ++state.tableRequest;
  const signal = replaceRequest('table');
  const conditions = { dealer: $('dealer').value, vulnerability: $('vul').value };
  $('table-status').textContent = 'Solving 20 contracts…';
  $('dd-table').querySelector('tbody').replaceChildren();
  $('par').textContent = '';
  // a board the batch has solved for these conditions is not solved again
  const solved = batchAnswer(state.board, conditions);
  if (solved) {
    state.table = solved;
    drawTable();
    $('table-status').textContent = '';
    return;
  }
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
  // an ending (fewer than 13 cards a hand) has no par
  if (!par) { $('par').replaceChildren(); return; }
  const score = par.score === 0 ? '0' : (par.score > 0 ? `N-S +${par.score}` : `E-W +${-par.score}`);
  // the contracts in words, then as DDS writes them
  $('par').replaceChildren('Par ', el('b', { id: 'par-score' }, score), ': ',
    el('span', { id: 'par-words' }, par.contracts.length ? par.contracts.map(parInWords).join(' or ') : 'passed out'),
    ' ', el('span', { class: 'note' }, '(DDS: ', el('span', { id: 'par-contracts' }, par.contracts.join(', ')),
      par.contracts.length ? '' : 'pass', ')'));
}

// A par contract of DDS's text in words: "4H*-EW-1" is "4♥x by E/W −1", "3N-W+2" "3NT by W +2".
function parInWords(text) {
  const match = /^([1-7])([SHDCN])(\*?)-([NESW]{1,2})([+-]\d+)?$/.exec(text);
  if (!match) return text;
  const [, level, strain, doubled, seats, result] = match;
  const over = !result ? '' : (result[0] === '+' ? ` ${result}` : ` −${result.slice(1)}`);
  return `${level}${strain === 'N' ? 'NT' : SYMBOL[strain]}${doubled ? 'x' : ''} by ${seats.split('').join('/')}${over}`;
}

// Plays `cards` in the contract; `ahead` are the cards Redo then plays, in their order; `fromAddress`:
// the cards came with a shared address (refused, the board goes back to the lead, saying why).
async function startPlay(strain, declarer, cards, ahead = [], fromAddress = false) {
  state.strain = strain;
  state.declarer = declarer;
  $('strain').value = strain;
  $('declarer').value = declarer;
  drawLeader();
  state.cards = cards.slice();
  state.redo = ahead.slice().reverse(); // a stack: the next card last
  if (state.table) drawTable();
  await analyse(fromAddress);
}

async function analyse(fromAddress = false) {
  let refused = false;
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
    drawContractLine();
    drawHands(answer.hands, answer);
    drawTrick();
    drawLog();
  } catch (e) {
    if (request !== state.playRequest) return;
    if (fromAddress && state.cards.length) {
      // An address's cards the server refuses: all of them go, the board starts at the lead.
      state.cards = [];
      refused = true;
      setError('deal-error', `This address's play is refused (${e.message}): the board is at the lead.`);
    } else {
      // A card the server refuses (not legal here) is taken back.
      if (state.cards.length) state.cards.pop();
      setError('play-error', e.message);
    }
  } finally {
    if (request === state.playRequest) {
      state.busy = false;
      $('play-status').textContent = state.analysis && state.analysis.finished ? 'All 13 tricks played.' : '';
      $('play-status').classList.remove('spinner');
      setButtons();
      writeAddress();
    }
  }
  if (refused) await analyse();
}

// The contract's double-dummy result: declarer's side's total (tricks taken plus those still to
// come by double-dummy play) against level + 6, e.g. "6♥ by S: −1 (DD)"; '' without a level.
function contractResult(a) {
  const level = Number($('level').value);
  if (!a || !level) return '';
  const total = a.played.length ? a.played[a.played.length - 1].total : a.start;
  const over = total - (level + 6);
  const made = over === 0 ? '=' : (over > 0 ? `+${over}` : `−${-over}`);
  return `${level}${a.strain === 'NT' ? 'NT' : SYMBOL[a.strain]} by ${a.declarer}: ${made}${a.finished ? '' : ' (DD)'}`;
}

function drawContractLine() {
  const a = state.analysis;
  if (!a) return;
  const result = contractResult(a);
  $('contract-line').replaceChildren(`${SEAT_NAMES[a.declarer]} declares ${a.strain === 'NT' ? 'NT' : SYMBOL[a.strain]} · double-dummy ${count(a.start, 'trick')}`,
    ...(result ? [' · ', el('b', { id: 'contract-result' }, result)] : []));
}

// The opening leader: declarer's left-hand opponent.
function drawLeader() {
  const declarer = $('declarer').value;
  $('leader').textContent = `${SEAT_NAMES[SEATS[(SEATS.indexOf(declarer) + 1) % 4]]} leads`;
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
    el('div', {}, 'Declarer ', el('b', {}, SEAT_NAMES[a.declarer]), ' · ', el('b', { class: 'strain' }, $('level').value, a.strain === 'NT' ? 'NT' : SYMBOL[a.strain])),
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

// The shareable address: the page's hash holds the board (deal, dealer, vul), the contract being
// played (contract = level and strain, "6H", or the strain alone, "NT"; declarer) and the cards
// played so far, e.g. #deal=N:AK76543.32.AK2.3+2.QT87.876.87654+.AKJ965.543.AQJ9+QJT98.4.QJT9.KT2
// &dealer=N&vul=None&contract=6H&declarer=S&play=SQ,S3. It follows every change (replaceState: no
// new history entry, no reload); opening it, or typing it into the address bar, restores the board.
const ADDRESS_KEYS = ['deal', 'dealer', 'vul', 'contract', 'declarer', 'play'];
const VULNERABILITY = { none: 'None', ns: 'NS', ew: 'EW', all: 'All', both: 'All' };

function addressValue(value) {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

function writeAddress() {
  if (!state.board) return;
  const parts = [['deal', state.board.deal], ['dealer', $('dealer').value], ['vul', $('vul').value]];
  if (state.strain) {
    parts.push(['contract', $('level').value + state.strain], ['declarer', state.declarer]);
    if (state.cards.length) parts.push(['play', state.cards.join(',')]);
  }
  const hash = '#' + parts.map(([key, value]) => `${key}=${addressValue(value)}`).join('&');
  if (location.hash !== hash || location.search) history.replaceState(history.state, '', location.pathname + hash);
}

// What an address asks for: { deal, dealer, vul, level, strain, declarer, cards, problem }; `problem`
// names the first part that cannot be read (that part, and those that need it, left out); no deal
// is an Error.
function readAddress(text) {
  const params = new URLSearchParams(text);
  const problems = [];
  const one = key => {
    const values = params.getAll(key);
    if (values.length > 1) problems.push(`"${key}" is given ${values.length} times`);
    return values.length === 1 ? values[0].trim() : null;
  };
  for (const key of new Set(params.keys())) {
    if (!ADDRESS_KEYS.includes(key)) problems.push(`"${key}" is not a part of a board's address (those are ${ADDRESS_KEYS.join(', ')})`);
  }
  const deal = one('deal');
  if (!deal) throw new Error(problems.length ? problems[0] : 'it has no deal (deal=N:… … … …)');
  const wanted = { deal };
  const dealer = one('dealer');
  if (dealer !== null) {
    if (SEATS.includes(dealer.toUpperCase())) wanted.dealer = dealer.toUpperCase();
    else problems.push(`dealer "${dealer}" is not N, E, S or W`);
  }
  const vul = one('vul');
  if (vul !== null) {
    if (VULNERABILITY[vul.toLowerCase()]) wanted.vul = VULNERABILITY[vul.toLowerCase()];
    else problems.push(`vul "${vul}" is not None, NS, EW or All`);
  }
  const contract = one('contract');
  const declarer = one('declarer');
  const play = one('play');
  if (contract !== null) {
    const match = /^([1-7]?)(NT|N|S|H|D|C)$/i.exec(contract);
    if (!match) problems.push(`contract "${contract}" is not a level 1 to 7 (or none) and a strain, such as 4S, 3NT or H`);
    else if (declarer === null || !SEATS.includes(declarer.toUpperCase())) {
      problems.push(declarer === null ? `contract "${contract}" has no declarer (declarer=N, E, S or W)`
        : `declarer "${declarer}" is not N, E, S or W`);
    } else {
      wanted.level = match[1];
      wanted.strain = match[2].toUpperCase() === 'N' ? 'NT' : match[2].toUpperCase();
      wanted.declarer = declarer.toUpperCase();
    }
  } else if (declarer !== null) {
    if (SEATS.includes(declarer.toUpperCase())) wanted.declarer = declarer.toUpperCase();
    else problems.push(`declarer "${declarer}" is not N, E, S or W`);
  }
  if (play !== null && play !== '') {
    const cards = play.split(',').map(c => c.trim().toUpperCase());
    const bad = cards.findIndex(c => !/^[SHDC][AKQJT98765432]$/.test(c));
    if (!wanted.strain) {
      if (contract === null) problems.push('the play needs a contract (contract=…&declarer=…)');
    } else if (bad >= 0) problems.push(`card ${bad + 1} of the play, "${cards[bad]}", is not a card such as SA or HT`);
    else wanted.cards = cards;
  }
  if (problems.length) wanted.problem = problems[0] + (problems.length > 1 ? ` (and ${problems.length - 1} more)` : '');
  return wanted;
}

// Opens the board the page's address holds, if it holds one; what cannot be read is said once, in
// the deal's error line, and the board stays usable.
async function openAddress() {
  const text = location.hash.length > 1 ? location.hash.slice(1) : location.search.slice(1);
  if (!text) return;
  setError('deal-error', '');
  let wanted;
  try {
    wanted = readAddress(text);
    const answer = await api('/api/bridge/load', { text: wanted.deal, name: 'the address' });
    if (answer.boards.length !== 1) throw new Error(`its deal holds ${answer.boards.length} boards, not one`);
    $('deal-text').value = answer.boards[0].deal;
    useBoards(answer.boards, 'Shared address', wanted);
  } catch (e) {
    setError('deal-error', `This address holds no board: ${e.message.replace(/\.$/, '')}.`);
    return;
  }
  if (wanted.problem) setError('deal-error', `Part of this address cannot be read: ${wanted.problem}; the rest is shown.`);
}


// ---------------------------------------------------------------- all boards: a batch
// "Solve all boards": every board's DD table and par (each for its own dealer and vulnerability, as
// 'zwang dds table' takes them), several at a time (api.js's solveMany), shown as they come in the
// columns of 'zwang dds table --format csv', and downloaded as that command's CSV, byte for byte.
const CSV_STRAINS = ['S', 'H', 'D', 'C', 'NT'];
const CSV_COLUMNS = CSV_STRAINS.flatMap(strain => SEATS.map(seat => `${strain}_${seat}`));
const CSV_HEADER = ['deal', ...CSV_COLUMNS, 'par', 'par_contracts'].join(',');

const batch = { run: 0, abort: null, boards: null, answers: [], errors: [] };

// A CSV field, quoted as RFC 4180 wants when it holds a comma, a quote or a line break.
function csvField(value) {
  const text = String(value);
  return /[,"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// The 22 values after the deal: 20 tricks (strain S, H, D, C, NT; declarer N, E, S, W inside), the
// N-S par score and the par contracts joined by ';' ("pass" when passed out; both empty for an ending).
function csvValues(answer) {
  const par = answer.par;
  return [...CSV_STRAINS.flatMap(strain => SEATS.map(seat => answer.tricks[strain][seat])),
    par ? par.score : '', par ? (par.contracts.length ? par.contracts.join(';') : 'pass') : ''];
}

function csvRow(answer) {
  return [answer.deal, ...csvValues(answer)].map(csvField).join(',');
}

function conditionsOf(board) {
  return { dealer: board.dealer || 'N', vulnerability: board.vulnerability || 'None' };
}

// The batch's answer for `board` when it was solved for these `conditions`, else null.
function batchAnswer(board, conditions) {
  if (batch.boards !== state.boards) return null;
  const answer = batch.answers[state.boards.indexOf(board)];
  return answer && answer.dealer === conditions.dealer && answer.vulnerable === conditions.vulnerability ? answer : null;
}

function cancelBatch() {
  if (batch.abort) batch.abort.abort();
  batch.abort = null;
}

function boardName(board, index) {
  return `Board ${board.number || index + 1}`;
}

function drawBatchRow(index) {
  const board = batch.boards[index];
  const answer = batch.answers[index];
  const error = batch.errors[index];
  const head = el('th', { scope: 'row' }, el('button', { type: 'button', 'aria-label': `Open ${boardName(board, index).toLowerCase()}` },
    board.number || index + 1));
  let cells;
  if (answer) {
    const values = csvValues(answer);
    cells = values.map((value, i) => el('td', { 'data-col': i < 20 ? CSV_COLUMNS[i] : (i === 20 ? 'par' : 'par_contracts'),
      class: i === 21 ? 'contracts' : null }, value));
  } else if (error) {
    cells = [el('td', { colspan: 22, class: 'refused' }, error)];
  } else {
    cells = [el('td', { colspan: 22, class: 'note' }, 'waiting…')];
  }
  const row = el('tr', { 'data-board': index, class: answer ? 'solved' : null, onclick: () => openBatchBoard(index) }, head, ...cells);
  $('batch-table').querySelector('tbody').children[index].replaceWith(row);
}

function openBatchBoard(index) {
  if (batch.boards !== state.boards) return;
  $('board-select').value = index;
  chooseBoard(index);
  $('deal-h').scrollIntoView({ block: 'start' });
}

function setBatchState(name, text) {
  $('batch').dataset.state = name;
  $('batch-progress').textContent = text;
  $('batch-progress').classList.toggle('spinner', name === 'running');
  const running = name === 'running';
  $('batch-cancel').hidden = !running;
  $('solve-all').disabled = running;
  $('batch-csv').disabled = running || !batch.answers.some(Boolean);
}

async function solveAll() {
  cancelBatch();
  const boards = state.boards;
  const run = ++batch.run;
  const controller = new AbortController();
  Object.assign(batch, { abort: controller, boards, answers: boards.map(() => null), errors: boards.map(() => null) });
  const total = boards.length;
  let done = 0;
  const solved = () => batch.answers.filter(Boolean).length;
  $('batch').hidden = false;
  $('batch').removeAttribute('data-lanes');
  setError('batch-error', '');
  $('batch-table').querySelector('thead').replaceChildren(el('tr', {}, el('th', { scope: 'col' }, 'board'),
    ...[...CSV_COLUMNS, 'par', 'par_contracts'].map(name => el('th', { scope: 'col' }, name))));
  $('batch-table').querySelector('tbody').replaceChildren(...boards.map(() => el('tr')));
  boards.forEach((b, i) => drawBatchRow(i));
  setBatchState('running', `0 of ${total} boards`);
  const bodies = boards.map(board => ({ deal: board.deal, ...conditionsOf(board) }));
  try {
    const lanes = await solveMany('/api/bridge/table', bodies, {
      signal: controller.signal,
      onAnswer: (index, answer, error) => {
        if (run !== batch.run) return;
        batch.answers[index] = answer;
        batch.errors[index] = error ? error.message : null;
        drawBatchRow(index);
        done++;
        $('batch-progress').textContent = `${done} of ${total} boards`;
      },
    });
    if (run !== batch.run) return;
    batch.abort = null;
    $('batch').dataset.lanes = lanes;
    const refused = total - solved();
    setBatchState('done', `${solved()} of ${total} boards solved` + (refused ? ` (${refused} refused)` : ''));
  } catch (e) {
    if (run !== batch.run) return;
    batch.abort = null;
    if (e.name === 'AbortError') {
      setBatchState('cancelled', `Cancelled: ${solved()} of ${total} boards solved`);
    } else {
      setError('batch-error', e.message);
      setBatchState('failed', `Stopped: ${solved()} of ${total} boards solved`);
    }
  }
}

// The solved boards as 'zwang dds table --format csv' writes them: its header, then a row a board
// in the file's order (a board refused or not reached has no row).
function downloadCsv() {
  const rows = batch.answers.filter(Boolean).map(csvRow);
  const text = [CSV_HEADER, ...rows].join('\n') + '\n';
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = el('a', { href: url, download: 'zwang-tables.csv', hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

$('solve-all').addEventListener('click', solveAll);
$('batch-cancel').addEventListener('click', () => {
  cancelBatch();
  // the Cancel button goes: the keyboard's place moves to the button that starts a batch again
  $('solve-all').disabled = false;
  $('solve-all').focus();
});
$('batch-csv').addEventListener('click', downloadCsv);

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
$('dealer').addEventListener('change', () => { fetchPar(); drawCorners(); writeAddress(); });
$('vul').addEventListener('change', () => { fetchPar(); drawCorners(); writeAddress(); });
// The level only changes the result shown: the play's double-dummy totals stay.
$('level').addEventListener('change', () => { drawContractLine(); drawCorners(); writeAddress(); });
$('declarer').addEventListener('change', drawLeader);
$('play').addEventListener('click', () => state.board && startPlay($('strain').value, $('declarer').value, []));
$('undo').addEventListener('click', () => { state.redo.push(state.cards.pop()); analyse(); });
$('redo').addEventListener('click', () => { state.cards.push(state.redo.pop()); analyse(); });
$('restart').addEventListener('click', () => { state.redo = state.redo.concat(state.cards.reverse()); state.cards = []; analyse(); });
$('played-line').addEventListener('click', () => {
  const b = state.board;
  startPlay(b.strain, b.declarer, b.play);
});
// The deal editor's deal loads as a pasted one: the deal text, then Load.
setupDealEditor({
  current: () => (state.board ? state.board.deal : null),
  use: pbn => { $('deal-text').value = pbn; $('load').click(); },
});
document.addEventListener('keydown', e => {
  if (e.target.matches('textarea, input, select') || e.target.closest('#deal-editor')) return;
  if (e.key === 'ArrowLeft' && !$('undo').disabled) $('undo').click();
  if (e.key === 'ArrowRight' && !$('redo').disabled) $('redo').click();
});
window.addEventListener('hashchange', openAddress);
drawTrick();
drawLeader();
openAddress();
