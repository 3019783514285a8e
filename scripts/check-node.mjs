// Fails loudly when an old Node runs the scripts (Astro 7 needs >= 22.12).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is running these scripts, but this site needs Node 22.12 or newer.\n` +
      'Run the scripts through npm (npm run …, npm test), which puts the Node 24 from the "node" devDependency first on PATH.\n' +
      'If that Node is missing, reinstall without --ignore-scripts: npm ci',
  );
  process.exit(1);
}
