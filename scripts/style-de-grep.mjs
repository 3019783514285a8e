// Lists the forms the German style sheet forbids (content/style/de-forbidden.json) in source files:
// node scripts/style-de-grep.mjs FILE… (a first look while writing; the test checks the built pages).
import { readFileSync } from 'node:fs';

// A rule marked builtOnly (straight quotes, a spaced hyphen) reads the built text: in a source file they are markup.
const rules = JSON.parse(readFileSync(new URL('../content/style/de-forbidden.json', import.meta.url), 'utf8')).rules.filter((r) => !r.builtOnly);
let found = 0;
for (const file of process.argv.slice(2)) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const rule of rules) {
        for (const m of line.matchAll(new RegExp(rule.pattern, `gu${rule.flags ?? ''}`))) {
          found++;
          console.log(`${file}:${i + 1}: ${rule.id}: „${m[0]}“ → ${rule.use}`);
        }
      }
    });
}
console.log(`${found} forbidden form(s)`);
