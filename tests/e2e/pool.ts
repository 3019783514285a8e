import { readdirSync, readFileSync } from 'node:fs';
import { examPool, type PoolItem } from '../../src/features/course/exam.ts';
import { exerciseFile } from '../../src/content-data/exercise-schema.ts';

/** The exercises as the site builds them, read from content/ the same way, in the exam's fixed order. */
export function loadPool(): PoolItem[] {
  const files = readdirSync('content/lessons', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(`content/lessons/${d.name}`)
        .filter((f) => f.endsWith('.exercises.json'))
        .map((f) => ({
          lesson: `${d.name}/${f.replace(/\.exercises\.json$/, '')}`,
          exercises: exerciseFile.parse(JSON.parse(readFileSync(`content/lessons/${d.name}/${f}`, 'utf8'))).exercises,
        })),
    );
  return examPool(files);
}
