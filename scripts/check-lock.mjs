// After a dependency change: every optional dependency of a locked package must itself be locked,
// or `npm ci` fails on a fresh clone: some platform builds are missing from the registry this project is installed from.
import { readFileSync } from 'node:fs';
const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const missing = [];
for (const [path, pkg] of Object.entries(packages)) {
  for (const dep of Object.keys(pkg.optionalDependencies ?? {})) {
    const parts = path.split('node_modules/');
    let found = false;
    for (let i = parts.length; i >= 1 && !found; i--) {
      const prefix = parts.slice(0, i).join('node_modules/');
      found = Boolean(packages[`${prefix}${prefix && !prefix.endsWith('/') ? '/' : ''}node_modules/${dep}`]);
    }
    if (!found && !packages[`node_modules/${dep}`]) missing.push(`${path || '(root)'} → ${dep}`);
  }
}
if (missing.length) {
  console.error(`package-lock.json lacks optional dependencies that npm ci will ask for:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log('package-lock.json: every optional dependency is locked');
