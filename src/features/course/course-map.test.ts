import type { Exercise } from '../../content-data/exercise-schema.ts';
// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import { pageSpeaker } from '../../i18n/page.ts';
import type { MapEvening } from './course-map.ts';
import { progress } from './progress.svelte.ts';
import CourseMap from './CourseMap.svelte';
import { carryWords } from '../../ui/page-words.ts';

/** The course as course.json orders it, each page with the exercise ids of its exercises file. */
const course = JSON.parse(readFileSync('content/lessons/course.json', 'utf8')) as {
  id: string;
  number: number;
  title: string;
  goal: string;
  pages: string[];
}[];
const evenings: MapEvening[] = course.map((e) => ({
  id: e.id,
  number: e.number,
  title: e.title,
  goal: e.goal,
  pages: e.pages.map((p) => ({
    id: `${e.id}/${p}`,
    title: p,
    url: `/learn/${e.id}/${p}/`,
    exercises: (JSON.parse(readFileSync(`content/lessons/${e.id}/${p}.exercises.json`, 'utf8')) as { exercises: { id: string }[] }).exercises.map((x) => x.id),
  })),
}));
const speaker = pageSpeaker('en');
// The words come with the page, as the learn page carries them for its course map.
carryWords('en', ['course']);
const map = () => render(CourseMap, { props: { lang: 'en', evenings, exam: '/learn/exam/' } }).container;
const pages = evenings.flatMap((e) => e.pages);
/** An exercise by its id: what it asks does not matter to the map. */
const ex = (id: string): Exercise => ({ kind: 'role', id, variant: 'bohmstedt', chosen: ['H', 'S'], card: '2H', answer: 'ole' });
const finish = (p: (typeof pages)[number]) => p.exercises.forEach((id) => progress.answer(p.id, ex(id), true));

describe('CourseMap: the course at a glance, and where to go next', () => {
  it('a learner who has done nothing is offered the first lesson; every evening counts none of its pages done', () => {
    localStorage.clear();
    const c = map();
    const start = c.querySelector<HTMLAnchorElement>('.start a')!;
    expect(start.getAttribute('href')).toBe(pages[0]!.url);
    expect(start.textContent).toBe(speaker.text('course.start', { title: pages[0]!.title }));
    expect([...c.querySelectorAll('.tally')].map((t) => t.textContent.trim())).toEqual(
      evenings.map((e) => speaker.text('course.pages', { done: 0, total: e.pages.length })),
    );
    expect(c.querySelectorAll('.pages li.ok')).toHaveLength(0);
  });

  it('after the first lesson is finished, the next one is offered and the lesson is ticked; a half-done lesson is not', async () => {
    const c = map();
    finish(pages[0]!);
    progress.answer(pages[1]!.id, ex(pages[1]!.exercises[0]!), true);
    await tick();
    const start = c.querySelector<HTMLAnchorElement>('.start a')!;
    expect(start.getAttribute('href')).toBe(pages[1]!.url);
    expect(start.textContent).toBe(speaker.text('course.continue', { title: pages[1]!.title }));
    const ticked = [...c.querySelectorAll('.pages li.ok a')].map((a) => a.getAttribute('href'));
    expect(ticked).toEqual(pages[1]!.exercises.length > 1 ? [pages[0]!.url] : [pages[0]!.url, pages[1]!.url]);
  });

  it('one answer of several does not finish a page; once every lesson is done the exam is offered and each evening is whole', async () => {
    const c = map();
    progress.answer(pages[2]!.id, ex(pages[2]!.exercises[0]!), false);
    await tick();
    expect(c.querySelector('.start a')!.getAttribute('href')).not.toBe('/learn/exam/');
    pages.forEach(finish);
    await tick();
    expect(c.querySelector('.start a')!.getAttribute('href')).toBe('/learn/exam/');
    expect(c.querySelectorAll('.tally.all')).toHaveLength(evenings.length);
    expect(c.querySelectorAll('.pages li.ok')).toHaveLength(pages.length);
  });

  it('a page whose every exercise was answered, wrong ones too, is done: the learner goes on, the mistakes come back in the review (phone.md 1)', async () => {
    progress.reset(undefined, true);
    const c = map();
    pages[0]!.exercises.forEach((id) => progress.answer(pages[0]!.id, ex(id), false));
    await tick();
    expect(c.querySelector('.start a')!.getAttribute('href')).toBe(pages[1]!.url);
    expect([...c.querySelectorAll('.pages li.ok a')].map((a) => a.getAttribute('href'))).toEqual([pages[0]!.url]);
  });
});
