// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it } from 'vitest';
import { speakerContext } from '../../ui/context.ts';
import { pageSpeaker } from '../../i18n/page.ts';
import type { Answer } from './table-ask.ts';
import TableAsk from './TableAsk.svelte';

const context = speakerContext(pageSpeaker('en'));
/** An answer that notes its word when pressed. */
const answer = (word: string, pressed: string[], more: Partial<Answer> = {}): Answer => ({
  words: [{ text: word }],
  act: () => pressed.push(word),
  ...more,
});

describe('TableAsk: what the table asks at every game, and how a deal ended', () => {
  it('groups the answers under the question, whose sentence takes the focus as it comes; the lesser choice is quiet', async () => {
    const pressed: string[] = [];
    const { container, getByRole } = render(TableAsk, {
      props: { lines: [[{ text: 'East turned a card. See or run?' }]], answers: [answer('See', pressed), answer('Run', pressed, { quiet: true })] },
      context,
    });
    expect(getByRole('group', { name: 'East turned a card. See or run?' })).toBeTruthy();
    expect(container.querySelector('.decision p')!.getAttribute('tabindex')).toBe('-1');
    expect(getByRole('button', { name: 'Run' }).classList.contains('quiet')).toBe(true);
    expect(getByRole('button', { name: 'See' }).classList.contains('quiet')).toBe(false);
    await fireEvent.click(getByRole('button', { name: 'Run' }));
    expect(pressed).toEqual(['Run']);
  });

  it('an answer not to be pressed yet says so, and a tap does nothing', async () => {
    const pressed: string[] = [];
    const { getByRole } = render(TableAsk, {
      props: { lines: [[{ text: 'Lay two cards aside.' }]], answers: [answer('Lay these two aside', pressed, { quiet: true, off: true })] },
      context,
    });
    const button = getByRole('button', { name: 'Lay these two aside' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(button);
    expect(pressed).toEqual([]);
  });

  it('quotes words in their own language, and leaves the question to a screen reader where the panel is narrow', () => {
    const { container } = render(TableAsk, {
      props: { lines: [[{ text: 'North led. Your word?' }]], narrow: true, answers: [answer('ich kann nichts', [], { quote: 'nds' })] },
      context,
    });
    expect(container.querySelector('button q')!.getAttribute('lang')).toBe('nds');
    expect(container.querySelector('.decision p')!.classList.contains('sr-only-narrow')).toBe(true);
  });

  it('the end of a deal: its first sentence in bold, then the rest, the next deal, and what follows the answers', () => {
    const { container } = render(TableAsk, {
      props: {
        lines: [[{ text: 'Your side wins.' }], [{ text: 'East–West pay 2 cents.' }]],
        ended: true,
        answers: [answer('Deal the next hand', [])],
        children: createRawSnippet(() => ({ render: () => '<section class="look-back">Looking back</section>' })),
      },
      context,
    });
    const order = [...container.querySelectorAll('.decision > *')].map((e) => e.tagName.toLowerCase() + (e.className ? `.${e.className.split(' ')[0]}` : ''));
    expect(order).toEqual(['p', 'p', 'div.opts', 'section.look-back']);
    expect(container.querySelector('.decision p strong')!.textContent).toBe('Your side wins.');
  });

  it('with no answers it is a sentence, not a group', () => {
    const { container } = render(TableAsk, { props: { lines: [[{ text: 'The deal is over.' }]] }, context });
    expect(container.querySelector('.decision')!.getAttribute('role')).toBeNull();
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});
