/** Seats in clockwise play order. Four players sit in two partnerships; with five the dealer plays alone. */
const SEATS_4 = ['S', 'W', 'N', 'E'] as const;
const SEATS_5 = ['D', '1', '2', '3', '4'] as const;
export type SeatId = (typeof SEATS_4)[number] | (typeof SEATS_5)[number];

export const seatsFor = (players: 4 | 5): readonly SeatId[] => (players === 5 ? SEATS_5 : SEATS_4);

/** The side a seat plays for: North–South or East–West; with five, the dealer or the four defenders. */
export function sideOf(players: 4 | 5, seat: number): 'ns' | 'ew' | 'dealer' | 'defenders' {
  if (players === 5) return seat === 0 ? 'dealer' : 'defenders';
  return seat % 2 === 0 ? 'ns' : 'ew';
}

/** Seat index of the card played in position i, when seat `lead` leads. */
export const seatOfCard = (players: 4 | 5, lead: number, i: number): number => (lead + i) % players;
