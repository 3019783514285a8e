import { getCollection } from 'astro:content';
import { contentProblems, problemLines, type ContentEntries } from './integrity.ts';

/** The collections as the integrity check reads them (integrity.ts): ids, the references, and each MDX page's source. */
export async function loadIntegrity(): Promise<ContentEntries> {
  const mdx = <D>(e: { id: string; body?: string | undefined; data: D }) => ({ id: e.id, body: e.body ?? '', data: e.data });
  return {
    sources: await getCollection('sources'),
    rulings: await getCollection('rulings'),
    course: (await getCollection('course')).map((e) => e.data),
    lessons: (await getCollection('lessons')).map(mdx),
    exercises: (await getCollection('exercises')).map((e) => ({ id: e.id, exercises: e.data.exercises })),
    glossary: (await getCollection('glossary')).map((e) => e.data),
    phrasebook: (await getCollection('phrasebook')).map((e) => e.data),
    family: (await getCollection('family')).map(mdx),
    prose: (await getCollection('prose')).map(mdx),
  };
}

let checked: Promise<void> | undefined;

/** Fails the build, once, with every broken cross-reference of the content (the same check as tests/content/integrity.test.ts). */
export function assertIntegrity(): Promise<void> {
  checked ??= loadIntegrity().then((c) => {
    const problems = contentProblems(c);
    if (problems.length) throw new Error(`The content's cross-references do not resolve:\n${problemLines(problems)}`);
  });
  return checked;
}
