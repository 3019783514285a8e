/** The words of "Practise your mistakes": the review queue on the Learn page and before the exam. */
export const review = {
  'review.title': 'Practise your mistakes',
  'review.due': { plural: 'count', one: 'One question that you got wrong before.', other: 'Question {n} of {count} that you got wrong before.' },
  'review.next': 'Next mistake',
  'review.finish': 'Done',
  'review.done':
    'Done for today: {right} of {count} right this time. A question you get right comes back after a few days, then after longer; one you miss comes back tomorrow.',
  'review.later': {
    plural: 'count',
    one: 'One mistake of yours comes back on a later day, to practise it once more.',
    other: '{count} mistakes of yours come back on later days, to practise them once more.',
  },
} as const;
