// The bridge board's deal editor: the 52 cards by suit, each given to the hand being filled (N, E, S
// or W) by a click (or Enter or Space: they are buttons) and taken back by another. Hands of equal
// length below 13 make an ending (a partial deal); unequal hands are refused here, with what is
// wrong, and never reach the solver. "Use this deal" hands the deal over as PBN text ("N:…"), which
// the page loads as a pasted deal.
import { count, el } from './api.js';
import { RANK_SHOWN, SEAT_NAMES, SEATS, SUIT_NAMES, SUITS, SYMBOL } from './cards.js';

const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
const RANK_NAMES = { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', T: '10' };
const HAND = 13;

const $ = id => document.getElementById(id);

// The owner of each card ("SA" → 'N'), or null for a card not dealt, from a PBN deal "N:… … … …"
// (its first hand's seat, then clockwise); null when the text is not one.
export function ownersOf(pbn) {
  const match = /^\s*([NESW]):(.*)$/i.exec(pbn || '');
  if (!match) return null;
  const hands = match[2].trim().split(/\s+/);
  if (hands.length !== 4) return null;
  const first = SEATS.indexOf(match[1].toUpperCase());
  const owners = new Map();
  for (const suit of SUITS) for (const rank of RANKS) owners.set(suit + rank, null);
  for (let h = 0; h < 4; h++) {
    const suits = hands[h] === '-' ? ['', '', '', ''] : hands[h].split('.');
    if (suits.length !== 4) return null;
    for (let s = 0; s < 4; s++) {
      for (const rank of suits[s].toUpperCase().replace('10', 'T').replace('-', '')) {
        const card = SUITS[s] + rank;
        if (!owners.has(card) || owners.get(card)) return null;
        owners.set(card, SEATS[(first + h) % 4]);
      }
    }
  }
  return owners;
}

// The deal as PBN, North first: "N:AK.Q.. 32..A. QJ.K.. T9...A".
export function pbnOf(owners) {
  return 'N:' + SEATS.map(seat => SUITS.map(suit => RANKS.filter(rank => owners.get(suit + rank) === seat).join('')).join('.')).join(' ');
}

// What keeps the hands from being a deal, in words, or '' when they are one: at least one card
// each, all of the same length (13, or fewer for an ending).
export function problemOf(owners) {
  const lengths = SEATS.map(seat => [...owners.values()].filter(owner => owner === seat).length);
  if (lengths.every(n => n === 0)) return 'No card is dealt yet: choose a hand, then the cards it holds.';
  if (lengths.every(n => n === lengths[0])) return '';
  const start = 'The hands must hold the same number of cards: ';
  for (const length of new Set(lengths)) {
    const odd = lengths.findIndex(n => n !== length);
    if (lengths.filter(n => n === length).length === 3) {
      return `${start}${SEAT_NAMES[SEATS[odd]]} holds ${count(lengths[odd], 'card')}, the others ${length}.`;
    }
  }
  return `${start}North holds ${count(lengths[0], 'card')}, ${SEATS.slice(1).map((seat, i) => `${SEAT_NAMES[seat]} ${lengths[i + 1]}`).join(', ')}.`;
}

// `current()`: the deal on the board now (PBN) or null; `use(pbn)`: loads a deal the editor made.
export function setupDealEditor({ current, use }) {
  const editor = { seat: 'N', owners: new Map() };
  for (const suit of SUITS) for (const rank of RANKS) editor.owners.set(suit + rank, null);
  const lengthOf = seat => [...editor.owners.values()].filter(owner => owner === seat).length;

  // The four hands: a button to fill each (pressed: the one being filled), its cards and count.
  $('editor-hands').replaceChildren(...SEATS.map(seat => el('div', { class: 'editor-hand-row' },
    el('button', { type: 'button', class: 'editor-seat', 'data-seat': seat, id: `editor-seat-${seat}`, onclick: () => choose(seat) }),
    el('span', { class: 'editor-hand', id: `editor-hand-${seat}`, 'data-seat': seat }))));
  // The 52 cards, a row a suit, A to 2: made once, so that a card keeps the keyboard's place.
  $('editor-cards').replaceChildren(...SUITS.map(suit => el('div', { class: 'editor-suit', role: 'group', 'aria-label': SUIT_NAMES[suit] },
    el('span', { class: 'sym suit-' + suit, 'aria-hidden': 'true' }, SYMBOL[suit]),
    ...RANKS.map(rank => el('button', { type: 'button', class: 'deal-card suit-' + suit, 'data-card': suit + rank, onclick: () => toggle(suit + rank) },
      RANK_SHOWN(rank), el('span', { class: 'owner' }))))));

  function draw() {
    for (const seat of SEATS) {
      const length = lengthOf(seat);
      const button = $(`editor-seat-${seat}`);
      button.setAttribute('aria-pressed', String(seat === editor.seat));
      button.setAttribute('aria-label', `Fill ${SEAT_NAMES[seat]}'s hand (${count(length, 'card')})`);
      button.replaceChildren(SEAT_NAMES[seat], el('span', { class: 'count' }, length));
      const hand = $(`editor-hand-${seat}`);
      hand.dataset.count = length;
      hand.replaceChildren(...SUITS.map(suit => {
        const ranks = RANKS.filter(rank => editor.owners.get(suit + rank) === seat);
        return el('span', { class: 'holding' }, el('span', { class: 'suit-' + suit, 'aria-label': SUIT_NAMES[suit] }, SYMBOL[suit]),
          ranks.length ? ranks.map(RANK_SHOWN).join(' ') : el('span', { class: 'void', 'aria-label': 'none' }, '—'));
      }));
    }
    for (const button of $('editor-cards').querySelectorAll('button.deal-card')) {
      const card = button.dataset.card;
      const owner = editor.owners.get(card);
      button.dataset.owner = owner || '';
      button.setAttribute('aria-pressed', String(owner === editor.seat));
      button.setAttribute('aria-label', `${RANK_NAMES[card[1]] || card[1]} of ${SUIT_NAMES[card[0]]}: ${owner ? SEAT_NAMES[owner] : 'not dealt'}`);
      button.querySelector('.owner').textContent = owner || '';
    }
    const free = [...editor.owners.values()].filter(owner => !owner).length;
    $('editor-free').textContent = `${count(free, 'card')} not dealt`;
  }

  function say(message) { $('editor-status').textContent = message; }

  function choose(seat) {
    editor.seat = seat;
    $('editor-error').textContent = '';
    draw();
  }

  // A card not in the hand being filled goes to it (from another hand, if one held it); a card in it goes back.
  function toggle(card) {
    $('editor-error').textContent = '';
    const seat = editor.seat;
    if (editor.owners.get(card) === seat) {
      editor.owners.set(card, null);
      say('');
    } else if (lengthOf(seat) >= HAND) {
      $('editor-error').textContent = `${SEAT_NAMES[seat]} already holds 13 cards: take one back or choose another hand.`;
      return;
    } else {
      editor.owners.set(card, seat);
      say('');
      // a full hand hands the choice on to the next hand, clockwise, that is short
      if (lengthOf(seat) === HAND) {
        const next = [1, 2, 3].map(i => SEATS[(SEATS.indexOf(seat) + i) % 4]).find(s => lengthOf(s) < HAND);
        if (next) {
          editor.seat = next;
          say(`${SEAT_NAMES[seat]} holds 13 cards: now filling ${SEAT_NAMES[next]}'s hand.`);
        }
      }
    }
    draw();
  }

  function open() {
    const owners = ownersOf(current());
    for (const card of editor.owners.keys()) editor.owners.set(card, owners ? owners.get(card) : null);
    editor.seat = 'N';
    $('editor-error').textContent = '';
    say(owners ? 'The deal on the board, to change.' : '');
    draw();
    $('deal-editor').hidden = false;
    $('edit-deal').setAttribute('aria-expanded', 'true');
    $('editor-seat-N').focus();
  }

  function close() {
    $('deal-editor').hidden = true;
    $('edit-deal').setAttribute('aria-expanded', 'false');
    $('edit-deal').focus();
  }

  $('edit-deal').addEventListener('click', () => ($('deal-editor').hidden ? open() : close()));
  $('editor-close').addEventListener('click', close);
  $('editor-clear').addEventListener('click', () => {
    for (const card of editor.owners.keys()) editor.owners.set(card, null);
    editor.seat = 'N';
    $('editor-error').textContent = '';
    say('Every card is back: no hand holds any.');
    draw();
  });
  // The cards not dealt go at random to the hands short of 13, the cards given by hand kept.
  $('editor-random').addEventListener('click', () => {
    const free = [...editor.owners.keys()].filter(card => !editor.owners.get(card));
    for (let i = free.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [free[i], free[j]] = [free[j], free[i]];
    }
    for (const seat of SEATS) {
      for (let length = lengthOf(seat); length < HAND; length++) editor.owners.set(free.pop(), seat);
    }
    $('editor-error').textContent = '';
    say('The rest are dealt at random: 13 cards a hand.');
    draw();
  });
  $('editor-use').addEventListener('click', () => {
    const problem = problemOf(editor.owners);
    if (problem) {
      $('editor-error').textContent = problem;
      return;
    }
    close();
    use(pbnOf(editor.owners));
  });
  // N, E, S or W (no modifier) chooses the hand to fill while the keyboard is in the editor
  $('deal-editor').addEventListener('keydown', e => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const seat = e.key.toUpperCase();
    if (SEATS.includes(seat) && e.key.length === 1) {
      e.preventDefault();
      choose(seat);
    } else if (e.key === 'Escape') {
      close();
    }
  });
}
