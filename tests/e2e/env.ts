import { existsSync } from 'node:fs';

/** The tests serve the site under a sub-path, as on GitHub Pages, so the base option is always tried. */
export const BASE_PATH = '/knuffeln/';
export const PORT = Number(process.env.E2E_PORT ?? 4329);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Debian's chromium, or $CHROME_PATH; never a browser downloaded by Playwright. */
export function chromePath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's chromium (sudo apt-get install -y chromium) ` +
        'or set CHROME_PATH to a Chromium binary. Do not run "playwright install".',
    );
  }
  return path;
}

/** Chromium's flags for tests and benches: headless, and quiet on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
