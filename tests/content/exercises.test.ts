import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exerciseFile } from '../../src/content-data/exercise-schema.ts';
import { engineAnswer, statedAnswerHolds } from '../../src/features/course/exercises.ts';

const ROOT = 'content/lessons';
// readdirSync throws if the lessons are missing: the suite cannot pass with nothing to check.
const files = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(ROOT, d.name))
      .filter((f) => f.endsWith('.exercises.json'))
      .map((f) => `${d.name}/${f}`),
  );

describe('every exercise of every lesson agrees with the rules module', () => {
  // Which lessons have an exercise file, and which ids it places, is the integrity check's (integrity.test.ts).
  it('finds the exercise files', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    const parsed = exerciseFile.safeParse(JSON.parse(readFileSync(join(ROOT, file), 'utf8')));
    it(`${file} matches the schema`, () => {
      expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
    });
    if (!parsed.success) continue;
    for (const ex of parsed.data.exercises) {
      it(`${file} › ${ex.id} (${ex.kind}): stated answer ${JSON.stringify(ex.answer)}`, () => {
        expect(statedAnswerHolds(ex), `the engine says ${JSON.stringify(engineAnswer(ex))}`).toBe(true);
      });
    }
  }
});
