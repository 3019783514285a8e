import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exerciseFile } from '../../src/content-data/exercise-schema.ts';
import { engineAnswer, statedAnswerHolds } from '../../src/features/course/exercises.ts';

const ROOT = 'content/lessons';
const course = JSON.parse(readFileSync(join(ROOT, 'course.json'), 'utf8')) as { id: string; pages: string[] }[];
const lessons = course.flatMap((e) => e.pages.map((p) => `${e.id}/${p}`));
// readdirSync throws if the lessons are missing: the suite cannot pass with nothing to check.
const files = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(ROOT, d.name))
      .filter((f) => f.endsWith('.exercises.json'))
      .map((f) => `${d.name}/${f}`),
  );

describe('every exercise of every lesson agrees with the rules module', () => {
  it('every lesson of the course has its exercise file, and every exercise file belongs to a lesson', () => {
    expect(lessons.length).toBeGreaterThan(0);
    expect(files.map((f) => f.replace(/\.exercises\.json$/, '')).sort()).toEqual([...lessons].sort());
  });
  for (const file of files) {
    const parsed = exerciseFile.safeParse(JSON.parse(readFileSync(join(ROOT, file), 'utf8')));
    it(`${file} matches the schema`, () => {
      expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
    });
    if (!parsed.success) continue;
    const ids = parsed.data.exercises.map((e) => e.id);
    it(`${file}: ids are unique`, () => expect(new Set(ids).size).toBe(ids.length));
    for (const ex of parsed.data.exercises) {
      it(`${file} › ${ex.id} (${ex.kind}): stated answer ${JSON.stringify(ex.answer)}`, () => {
        expect(statedAnswerHolds(ex), `the engine says ${JSON.stringify(engineAnswer(ex))}`).toBe(true);
      });
    }
  }
});
