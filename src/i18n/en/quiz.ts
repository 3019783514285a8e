import { units } from './units.ts';
import { plural, type Message, type Params } from '../message.ts';

/** "two turns were accepted": how many turns the other side saw, as a clause ("nobody turned" for none). */
const seen = (p: Params): string => (p['turns'] === 0 ? 'nobody turned' : p['turns'] === 1 ? 'one turn was accepted' : '{turns} turns were accepted');
/** "after two accepted turns, ", or nothing when there were none. */
const after = (p: Params): string => (p['turns'] === 0 ? '' : p['turns'] === 1 ? 'after one accepted turn, ' : 'after {turns} accepted turns, ');
/** Exercises, drills, the course progress and the stakes calculator (the exam and the diploma have en/exam.ts). */
export const quiz = {
  ...units,
  'q.variant': '({variant} rules.) ',
  'q.chosen': '{first} and {second} are chosen. ',
  'q.role': 'What is {card} in this deal?',
  'q.role.explain': '{card} is {role}.',
  'q.winner': 'The cards are played in this order: {cards}. Which card takes the trick?',
  'q.beats': '{led} is led and {card} is played next. Does {card} take the trick?',
  'q.play': 'The trick so far: {cards}. Which card of your hand takes it?',
  'q.play.winners': 'Cards of your hand that take it: {cards}.',
  'q.play.none': 'No card of your hand takes it.',
  'q.turnups': 'The dealer turns up {cards}. Which suits are chosen?',
  'q.turnups.explain':
    'The first card turned gives the first chosen suit; a card of the same suit makes the dealer turn again, until another suit shows. So {first} are chosen first and {second} second.',
  'q.turnups.throwin': 'Four cards of one suit in a row: the deal is thrown in, and the same dealer deals again.',
  'q.ten': 'The turn-ups are {cards}. You hold {give}. May you exchange it for {take}?',
  'q.ten.yes': 'Yes: {give} goes for a turn-up of its own chosen suit, and of the first suit any of its turn-ups may be taken, so {take} is yours.',
  'q.ten.no': 'No: {give} may only go for a turn-up of its own chosen suit that is still face up, and {take} is not one.',
  'q.ole': 'The turn-ups are {cards}. {ole} is the Ole to be taken. {queen} {king} Who may take it?',
  'q.ole.queen.held': 'A player holds the Queen of its suit.',
  'q.ole.queen.stock': 'The Queen of its suit is asleep in the stock.',
  'q.ole.queen.turned': 'The Queen of its suit was turned up.',
  'q.ole.king.held': 'A player holds the King.',
  'q.ole.king.stock': 'The King is in the stock too.',
  'q.ole.queen': 'The holder of the Queen of its suit takes the Ole, giving up the Queen.',
  'q.ole.king': 'No player holds the Queen, so her right passes to the holder of the King.',
  'q.ole.nobody.not-held': 'Nobody may take it: neither the Queen nor the King of its suit is in a player’s hand, so it stays where it is.',
  'q.ole.nobody.unchosen':
    'Nobody may take it: in this game an Ole laid out by the cutter goes only to a Queen of a chosen suit, and its suit is not chosen, so it stays on the table.',
  'choice.ole.queen': 'the holder of the Queen',
  'choice.ole.king': 'the holder of the King',
  'choice.ole.nobody': 'nobody',
  'q.stakes.game': (p) => `A side takes five tricks; ${seen(p)}. What is the deal worth?`,
  'q.stakes.jann': (p) => `A side takes the first five tricks, a Jann; ${seen(p)}. What is the deal worth?`,
  'q.stakes.march': (p) => `A side takes all nine tricks, a march; ${seen(p)}. What is the deal worth?`,
  'q.stakes.failed-march': (p) => `A side goes on for the march and loses a trick; ${seen(p)}. What does that side pay?`,
  'q.stakes.ran': (p) =>
    p['turns'] === 0 ? 'A side runs away from the first turn. What does it pay?' : `${after(p)}a side runs away from the next turn. What does it pay?`,
  // Five players, the dealer alone against four: each of the four pays the dealer, or the dealer pays each of them.
  'q.stakes5.dealer.game': (p) =>
    `Five players, and the dealer plays alone: the dealer takes four tricks; ${seen(p)}. What does each of the four opponents pay the dealer?`,
  'q.stakes5.dealer.jann': (p) =>
    `Five players, and the dealer plays alone: the dealer takes the first four tricks, a Jann; ${seen(p)}. What does each of the four opponents pay the dealer?`,
  'q.stakes5.dealer.march': (p) =>
    `Five players, and the dealer plays alone: the dealer takes every trick, a march; ${seen(p)}. What does each of the four opponents pay the dealer?`,
  'q.stakes5.dealer.failed-march': (p) =>
    `Five players, and the dealer plays alone: after a Jann the dealer goes on for the march and loses a trick; ${seen(p)}. What does the dealer pay each of the four?`,
  'q.stakes5.dealer.ran': (p) =>
    p['turns'] === 0
      ? 'Five players, and the dealer plays alone: the dealer runs away from the first turn. What does the dealer pay each of the four?'
      : `Five players, and the dealer plays alone: ${after(p)}the dealer runs away from the next turn. What does the dealer pay each of the four?`,
  'q.stakes5.defenders.game': (p) =>
    `Five players, and the dealer plays alone: the four defenders take five tricks before the dealer has four; ${seen(p)}. What does the dealer pay each of them?`,
  'q.stakes5.defenders.jann': (p) =>
    `Five players, and the dealer plays alone: the four defenders take the first five tricks, a Jann; ${seen(p)}. What does the dealer pay each of them?`,
  'q.stakes5.defenders.march': (p) =>
    `Five players, and the dealer plays alone: the four defenders take all nine tricks, a march; ${seen(p)}. What does the dealer pay each of them?`,
  'q.stakes5.defenders.failed-march': (p) =>
    `Five players, and the dealer plays alone: after a Jann the four defenders go on for the march and lose a trick; ${seen(p)}. What does each of them pay the dealer?`,
  'q.stakes5.defenders.ran': (p) =>
    p['turns'] === 0
      ? 'Five players, and the dealer plays alone: the four defenders run away from the first turn. What does each of them pay the dealer?'
      : `Five players, and the dealer plays alone: ${after(p)}the four defenders run away from the next turn. What does each of them pay the dealer?`,
  'q.stakes.explain': 'It is {sum}: {parts}.',
  'q.stakes.explain.one': 'It is {parts}.',
  'part.game': '{amount} for the game',
  'part.jann': '{amount} for the Jann',
  'part.march': '{amount} for the march',
  'part.turns': (p, lang) =>
    plural(p['count'], lang, {
      one: '{amount} for 1 accepted turn',
      other: '{amount} for {count} accepted turns',
    }),
  'choice.ole': 'an Ole',
  'choice.beater': 'a chosen beater',
  'choice.seven': 'the chosen Seven',
  'choice.free-card': 'a free card',
  'choice.chosen-plain': 'a chosen King, Queen or Ten',
  'choice.dog': 'the dog',
  'choice.unchosen-ace': 'an unchosen Ace',
  'choice.unchosen-court': 'an unchosen King, Queen or Jack',
  'choice.dud': 'a dud or low card',
  'choice.yes': 'Yes',
  'choice.no': 'No',
  'choice.throwin': 'None: the deal is thrown in',
  'choice.suits': '{first}, then {second}',
  'quiz.right': 'Right.',
  'quiz.wrong': 'Not quite.',
  'quiz.again': 'Try again',
  'quiz.mark.wrong': 'Your answer, wrong',
  'quiz.mark.yours': 'Your answer, right',
  'quiz.mark.right': 'Right answer',
  'quiz.says.right': 'Right answer: {right}.',
  'progress.stored.not-json': 'Your saved progress on this device could not be read, so it starts afresh.',
  'progress.stored.bad-shape': 'Your saved progress on this device was damaged, so it starts afresh.',
  'progress.stored.old-version': 'Your saved progress came from an older version of this site, so it starts afresh.',
  'drill.roles': 'Drill: what is this card?',
  'drill.winner': 'Drill: who takes this trick?',
  'drill.level': 'Level {level} of {max}',
  'drill.score': '{right} right of {total}',
  'drill.next': 'Next question',
  'drill.skip': 'Skip this question',
  'course.score': '{done} of {total} right',
} as const satisfies Record<string, Message>;
