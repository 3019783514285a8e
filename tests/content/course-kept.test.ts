import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 26 cut the lessons into steps without losing what they teach. This file lists every lesson goal and every
// exercise id of the course before that change (content at 15a39ae): each goal is still a goal of some page in its
// language, and each exercise is still asked (ids are the keys of the learner's stored progress, so they never change).
const before = JSON.parse(readFileSync(new URL('./course-before-26.json', import.meta.url), 'utf8')) as {
  goals: Record<string, string[]>;
  exercises: Record<string, string[]>;
};
const ROOT = 'content/lessons';

/** The goals of a lesson file, as its frontmatter writes them: `- text: …` or `- …` under `goals:`. */
function goalsOf(text: string): string[] {
  const fm = text.split(/^---$/m)[1] ?? '';
  const out: string[] = [];
  let inGoals = false;
  for (const line of fm.split('\n')) {
    if (/^goals:/.test(line)) inGoals = true;
    else if (/^\S/.test(line)) inGoals = false;
    else if (inGoals) {
      const m = /^ {2}- (?:text: )?(.*)$/.exec(line);
      if (m) out.push(m[1]!.trim().replace(/^"|"$/g, ''));
    }
  }
  return out;
}

const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'));
const langOf = (file: string) => (file.startsWith('de/') ? 'de' : 'en');
const goalsNow = (lang: string) => new Set(files.filter((f) => langOf(f) === lang).flatMap((f) => goalsOf(readFileSync(join(ROOT, f), 'utf8'))));

describe('the course keeps what it taught', () => {
  it('reads the goals of every lesson file', () => {
    for (const f of files) expect(goalsOf(readFileSync(join(ROOT, f), 'utf8')).length, f).toBeGreaterThan(0);
  });
  for (const lang of ['en', 'de']) {
    it(`every earlier goal is still a goal of some page (${lang})`, () => {
      const now = goalsNow(lang);
      const old = Object.entries(before.goals).filter(([f]) => langOf(f) === lang);
      expect(old.length).toBeGreaterThan(10);
      for (const [file, goals] of old) for (const g of goals) expect(now.has(g), `${file}: ${g}`).toBe(true);
    });
  }
  it('every earlier exercise is still asked, and the count has not shrunk', () => {
    let now = 0;
    for (const [lesson, ids] of Object.entries(before.exercises)) {
      const file = JSON.parse(readFileSync(join(ROOT, `${lesson}.exercises.json`), 'utf8')) as { exercises: { id: string }[] };
      const have = new Set(file.exercises.map((x) => x.id));
      for (const id of ids) expect(have.has(id), `${lesson}: ${id}`).toBe(true);
      now += have.size;
    }
    expect(now).toBeGreaterThanOrEqual(Object.values(before.exercises).flat().length);
  });
});
