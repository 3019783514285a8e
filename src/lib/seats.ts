/** Seats in clockwise play order. Four players sit in two partnerships; with five the dealer plays alone. */
const SEATS_4 = ['S', 'W', 'N', 'E'] as const;
const SEATS_5 = ['D', '1', '2', '3', '4'] as const;
/** Six (Karniffel, Kaiserspiel) sit in two teams of three, alternately. */
const SEATS_6 = ['1', '2', '3', '4', '5', '6'] as const;
export type SeatId = (typeof SEATS_4)[number] | (typeof SEATS_5)[number] | (typeof SEATS_6)[number];
export type Players = 4 | 5 | 6;

export const seatsFor = (players: Players): readonly SeatId[] => (players === 5 ? SEATS_5 : players === 6 ? SEATS_6 : SEATS_4);

/** The side a seat plays for: North–South or East–West; with five, the dealer or the four defenders; with six, team A or B. */
export function sideOf(players: Players, seat: number): 'ns' | 'ew' | 'dealer' | 'defenders' | 'a' | 'b' {
  if (players === 5) return seat === 0 ? 'dealer' : 'defenders';
  if (players === 6) return seat % 2 === 0 ? 'a' : 'b';
  return seat % 2 === 0 ? 'ns' : 'ew';
}

/** Seat index of the card played in position i, when seat `lead` leads. */
export const seatOfCard = (players: Players, lead: number, i: number): number => (lead + i) % players;
