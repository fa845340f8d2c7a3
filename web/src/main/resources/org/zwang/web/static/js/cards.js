// The names of bridge seats, suits and ranks as the pages show them: one home for the board and its
// deal editor.
export const SEATS = ['N', 'E', 'S', 'W'];
export const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' };
export const SUITS = ['S', 'H', 'D', 'C'];
export const SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣', NT: 'NT' };
export const SUIT_NAMES = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
export const RANK_SHOWN = r => (r === 'T' ? '10' : r);
