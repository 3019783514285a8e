import type { Message } from '../message.ts';

/** "clearly" in the look back's lines, for a move whose cost is past twice the weighing's margin. */
const CLEARLY = { select: 'sure', clearly: 'clearly ', other: '' } as const;
/** What a hand like the learner's did against a turn in the trial deals ("never" and "always" at 0 and 100). */
const WON = {
  plural: 'chance',
  '=0': 'a hand like yours never won in the trial deals',
  '=100': 'a hand like yours always won in the trial deals',
  other: 'a hand like yours won {chance} of 100 trial deals',
} as const;
/** How often the march came off in the trial deals. */
const MARCHED = {
  plural: 'chance',
  '=0': 'the march never came off in the trial deals',
  '=100': 'the march always came off in the trial deals',
  other: 'the march came off in {chance} of 100 trial deals',
} as const;

/**
 * The coach's words at four-player Knüffeln's table: the hint's sentences, the reasons they give and the look back's lines,
 * loaded the first time the coach speaks (coach-kit.ts), so the Play page does not carry them at first.
 */
export const coach = {
  'play.hint.card': [
    {
      select: 'sign',
      up: '{card}: wins your side about {amount} a deal',
      down: '{card}: costs your side about {amount} a deal',
      other: '{card}: about even for your side',
    },
    {
      plural: 'chance',
      '=0': ', deal never won in the trial deals',
      '=100': ', deal won in every trial deal',
      other: ', deal won in {chance} of 100 trial deals',
    },
  ],
  'play.hint.choice': {
    select: 'sign',
    up: '{choice}: wins your side about {amount} a deal',
    down: '{choice}: costs your side about {amount} a deal',
    other: '{choice}: about even for your side',
  },
  'play.hint.cost': 'The {next} would cost about {amount} a deal.',
  'play.hint.cost.none': 'The {next} would do about as well: the trial deals cannot tell the two apart.',
  'play.why.last-card': 'The {card} is your last card.',
  'play.why.led-seven': 'The {card} is a chosen Seven: led, no card can beat it.',
  'play.why.partner-holds': '{seat} holds the trick: the {card} is the cheapest of your cards that do about as well as any.',
  'play.why.partner-can-take':
    '{seat} kept silent after the lead, which by custom means they can take this trick: the {card} is the cheapest of your cards that do about as well as any.',
  'play.why.last-chance': [
    'The others need only one more trick: the {card} ',
    {
      plural: 'a',
      '=0': 'never takes this one in the trial deals',
      '=100': 'always takes this one in the trial deals',
      other: 'takes this one in {a} of 100 trial deals',
    },
    ', the {next} ',
    { plural: 'b', '=0': 'never', '=100': 'always', other: 'in {b}' },
    '.',
  ],
  'play.why.jann-guard': [
    'With the {next}, the others ',
    {
      plural: 'b',
      '=0': 'never make a Jann or a march in the trial deals',
      '=100': 'always make a Jann or a march in the trial deals',
      other: 'make a Jann or a march in {b} of 100 trial deals',
    },
    '; with the {card}, ',
    { plural: 'a', '=0': 'never', '=100': 'always', other: 'in {a}' },
    '.',
  ],
  'play.why.jann-reach': [
    'With the {card}, your side ',
    {
      plural: 'a',
      '=0': 'never makes a Jann or a march in the trial deals',
      '=100': 'always makes a Jann or a march in the trial deals',
      other: 'makes a Jann or a march in {a} of 100 trial deals',
    },
    '; with the {next}, ',
    { plural: 'b', '=0': 'never', '=100': 'always', other: 'in {b}' },
    '.',
  ],
  'play.why.takes-trick': [
    'The {card} ',
    {
      plural: 'a',
      '=0': 'never takes this trick in the trial deals',
      '=100': 'always takes this trick in the trial deals',
      other: 'takes this trick in {a} of 100 trial deals',
    },
    ', the {next} ',
    { plural: 'b', '=0': 'never', '=100': 'always', other: 'in {b}' },
    '.',
  ],
  'play.why.keeps-strong': 'The {card} does about as well as the {next} and keeps the stronger {next} for later.',
  'play.why.cheapest': 'The {card} does about as well as any of your cards, and it is the cheapest of them.',
  'play.why.about-even': 'The {card} and the {next} come out about the same over the trial deals: either will do.',
  'play.why.wins-more': [
    'With the {card}, your side ',
    {
      plural: 'a',
      '=0': 'never wins the deal in the trial deals',
      '=100': 'always wins the deal in the trial deals',
      other: 'wins the deal in {a} of 100 trial deals',
    },
    '; with the {next}, ',
    { plural: 'b', '=0': 'never', '=100': 'always', other: 'in {b}' },
    '.',
  ],
  'play.why.worth-more': 'The {card} and the {next} win about as often, but the {card} brings your side more over the trial deals.',
  'play.hint.run': [
    'Run: against a turn from {seat}, a hand like yours ',
    { plural: 'chance', '=0': 'never wins in the trial deals', other: 'wins only {chance} of 100 trial deals' },
    '. Running costs {run}; seeing would cost about {see} a deal.',
  ],
  'play.hint.see': [
    'See: against a turn from {seat}, a hand like yours ',
    { plural: 'chance', '=0': 'never wins in the trial deals', '=100': 'always wins in the trial deals', other: 'wins {chance} of 100 trial deals' },
    '. ',
    { select: 'sign', up: 'Seeing wins your side about {see} a deal', down: 'Seeing costs your side about {see} a deal', other: 'Seeing comes out about even' },
    '; running would cost {run}.',
  ],
  'play.hint.go-on': [
    'Go on for the march: ',
    { plural: 'chance', '=100': 'your side always makes it in the trial deals', other: 'your side makes it in {chance} of 100 trial deals' },
    '. Going on wins your side about {go} a deal, taking the Jann {stop}.',
  ],
  'play.hint.stop': [
    'Take the Jann: ',
    {
      plural: 'chance',
      '=0': 'your side never makes the march in the trial deals',
      other: 'your side would make the march in only {chance} of 100 trial deals',
    },
    '. Taking the Jann wins {stop}; ',
    {
      select: 'sign',
      up: 'going on would win only about {go} a deal.',
      down: 'going on would cost about {go} a deal.',
      other: 'going on would come out about even.',
    },
  ],
  'play.hint.turn': [
    'Turn the {card} face down: ',
    {
      plural: 'chance',
      '=0': 'your side never wins with it in the trial deals',
      '=100': 'your side always wins with it in the trial deals',
      other: 'your side wins {chance} of 100 trial deals with it',
    },
    '. ',
    {
      select: 'turnSign',
      up: 'Turning wins your side about {turn} a deal',
      down: 'Turning costs your side about {turn} a deal',
      other: 'Turning comes out about even',
    },
    ', ',
    {
      select: 'playSign',
      up: 'leading it face up about {play}.',
      down: 'leading it face up costs about {play}.',
      other: 'leading it face up comes out about even.',
    },
  ],
  'play.hint.even.turn':
    'Turning the {card} face down or leading it face up comes out about the same: the difference is smaller than the trial deals can tell, so either will do.',
  'play.hint.even.see': [
    'Seeing and running come out about the same against a turn from {seat}: a hand like yours ',
    { plural: 'chance', '=0': 'never wins in the trial deals', '=100': 'always wins in the trial deals', other: 'wins {chance} of 100 trial deals' },
    ', and the difference is smaller than the trial deals can tell. Running costs {run}.',
  ],
  'play.hint.even.go-on': [
    'Going on for the march and taking the Jann come out about the same: ',
    {
      plural: 'chance',
      '=0': 'your side never makes the march in the trial deals',
      '=100': 'your side always makes the march in the trial deals',
      other: 'your side makes the march in {chance} of 100 trial deals',
    },
    ', and the difference is smaller than the trial deals can tell. Taking the Jann wins {stop}.',
  ],
  'play.choice.see': 'Seeing',
  'play.choice.run': 'Running',
  'play.choice.go-on': 'Going on',
  'play.choice.stop': 'Taking the Jann',
  'play.choice.turn': 'Turning',
  'play.choice.play': 'Playing face up',
  'play.choice.exchange': 'Taking the {take}',
  'play.choice.decline': 'Keeping your cards',
  'play.hint.exchange': [
    'Take the {take} for your {give}: ',
    {
      plural: 'chance',
      '=0': 'your side never wins the deal with it in the trial deals',
      '=100': 'your side always wins the deal with it in the trial deals',
      other: 'your side wins {chance} of 100 trial deals with it',
    },
    '. ',
    {
      select: 'sign',
      up: 'Exchanging wins your side about {amount} a deal',
      down: 'Exchanging still costs your side about {amount} a deal',
      other: 'Exchanging comes out about even',
    },
    '; ',
    {
      select: 'then',
      'keep-up': 'keeping your {give} would win only about {other}.',
      'keep-down': 'keeping your {give} would cost about {other}.',
      'take-up': 'taking the {next} would win only about {other}.',
      'take-down': 'taking the {next} would cost about {other}.',
      'take-even': 'taking the {next} would come out about even.',
      other: 'keeping your {give} would come out about even.',
    },
  ],
  'play.hint.keep': [
    'Keep your {give}: ',
    {
      plural: 'chance',
      '=0': 'without the exchange, your side never wins the deal in the trial deals',
      '=100': 'without the exchange, your side always wins the deal in the trial deals',
      other: 'without the exchange, your side wins {chance} of 100 trial deals',
    },
    '. ',
    {
      select: 'sign',
      up: 'Keeping them wins your side about {amount} a deal',
      down: 'Keeping them still costs your side about {amount} a deal',
      other: 'Keeping them comes out about even',
    },
    '; ',
    {
      select: 'otherSign',
      up: 'taking the {take} would win only about {other}.',
      down: 'taking the {take} would cost about {other}.',
      other: 'taking the {take} would come out about even.',
    },
  ],
  'play.hint.even.keep':
    'Taking the {take} and keeping your {give} come out about the same: the difference is smaller than the trial deals can tell, so either will do.',
  'play.hint.even.take':
    'Taking the {take} or the {other} for your {give} comes out about the same: the difference is smaller than the trial deals can tell, so either will do.',
  'play.review.card': ['Trick {trick}: the {played} was ', CLEARLY, 'worse than the {better}: it cost your side about {cost} a deal.'],
  'play.review.turn': ['Trick {trick}: turning the {card} face down was ', CLEARLY, 'worse than leading it face up: it cost your side about {cost} a deal.'],
  'play.review.play': ['Trick {trick}: leading the {card} face up was ', CLEARLY, 'worse than turning it: it cost your side about {cost} a deal.'],
  'play.review.exchange': ['Taking the {take} for your {give} was ', CLEARLY, 'worse than keeping it: it cost your side about {cost} a deal.'],
  'play.review.exchange.other': ['Taking the {take} for your {give} was ', CLEARLY, 'worse than taking the {better}: it cost your side about {cost} a deal.'],
  'play.review.keep': ['Keeping your {give} was ', CLEARLY, 'worse than taking the {take} for it: it cost your side about {cost} a deal.'],
  'play.review.see': ['Seeing the turn was ', CLEARLY, 'worse than running: it cost your side about {cost} a deal, and ', WON, '.'],
  'play.review.run': ['Running was ', CLEARLY, 'worse than seeing: it cost your side about {cost} a deal, and ', WON, '.'],
  'play.review.go-on': ['Going on for the march was ', CLEARLY, 'worse than taking the Jann: it cost your side about {cost} a deal, and ', MARCHED, '.'],
  'play.review.stop': ['Taking the Jann was ', CLEARLY, 'worse than going on for the march: it cost your side about {cost} a deal, and ', MARCHED, '.'],
} as const satisfies Record<string, Message>;
