// Prints how long the built explorer takes to become usable over a poor mobile connection: first visit, no
// cache, no service worker, Chromium's own network throttling, served over HTTP/2 and gzip like a static host.
// Run after a build: npm run bench:load
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromePath } from '../tests/e2e/env.ts';
import { detectBase, siteFiles } from './built-site.mjs';

/** the built site; BENCH_DIST names another build (to compare two) */
const DIST = resolve(process.env.BENCH_DIST ?? 'dist');
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 5)) || 1);
/** Chrome DevTools' presets: latency is added to every request, throughput in bytes per second. */
const NETWORKS = [
  { name: 'Fast 3G', latency: 562.5, down: (1.6 * 1024 * 1024 * 0.9) / 8, up: (750 * 1024 * 0.9) / 8 },
  { name: 'Slow 3G', latency: 2000, down: (500 * 1024 * 0.8) / 8, up: (500 * 1024 * 0.8) / 8 },
];
const PAGES = [
  { path: 'trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C', what: 'explorer opened from a shared link' },
  { path: 'trick/', what: 'explorer, empty' },
];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** A throwaway self-signed certificate: browsers speak HTTP/2 only over TLS. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  rmSync(dir, { recursive: true });
  return pair;
}

/** The file a request names, or null: outside the base or outside dist/, missing, or a malformed path. */
function fileFor(url: string | undefined, toFile: (url: string) => string | null): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
  let file = toFile(path);
  if (file === null) return null;
  file = resolve(file);
  if (file !== DIST && !file.startsWith(DIST + sep)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  return existsSync(file) ? file : null;
}

/** dist/ under its base path, over HTTP/2 with gzip, like a static host. Bodies are zipped once. */
function serve(base: string): Promise<Http2SecureServer> {
  const { toFile } = siteFiles(DIST, base);
  const zipped = new Map<string, Buffer>();
  const server = createSecureServer({ ...certificate(), allowHTTP1: true }, (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const file = fileFor(req.url, toFile);
    if (file === null) return void res.writeHead(404).end();
    const zip = /\bgzip\b/.test(String(req.headers['accept-encoding'])) && extname(file) !== '.wasm';
    let body = zip ? zipped.get(file) : readFileSync(file);
    if (body === undefined) zipped.set(file, (body = gzipSync(readFileSync(file))));
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...(zip ? { 'content-encoding': 'gzip' } : {}) });
    res.end(body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Opens the page as a first visit (no cache, no service worker) over the throttled network, at a screen size if given,
 * with a script run before the page's own if given; returns as the response starts.
 */
async function firstVisit(
  browser: Browser,
  url: string,
  net: (typeof NETWORKS)[number],
  { viewport, init }: { viewport?: { width: number; height: number }; init?: () => void } = {},
) {
  const context = await browser.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: true, ...(viewport ? { viewport } : {}) });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: net.latency, downloadThroughput: net.down, uploadThroughput: net.up });
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  return { context, page };
}

/** Milliseconds from navigation to every island that hydrates at load being live, for one fresh visit. */
async function timeToUsable(browser: Browser, url: string, net: (typeof NETWORKS)[number]): Promise<number> {
  const { context, page } = await firstVisit(browser, url, net);
  await page.waitForFunction(() => document.readyState !== 'loading' && !document.querySelector('astro-island[ssr]:not([client="visible"])'), null, {
    timeout: 120_000,
    polling: 50,
  });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return ms;
}

/**
 * A shared trick link at 360 × 740: milliseconds from navigation until the verdict is first painted (a frame
 * polled from the page's start records when the verdict, not the loading line, is laid out and visible), and
 * whether it lay within the first screen then.
 */
async function timeToVerdict(browser: Browser, url: string, net: (typeof NETWORKS)[number]): Promise<{ ms: number; top: number; bottom: number }> {
  const { context, page } = await firstVisit(browser, url, net, {
    viewport: { width: 360, height: 740 },
    init: () => {
      const poll = () => {
        const el = document.querySelector('.explorer:not(.loading) .summary');
        const box = el?.getBoundingClientRect();
        if (el && box && box.height > 0 && el.textContent?.trim() && el.checkVisibility()) {
          (window as unknown as { verdictAt: number[] }).verdictAt = [performance.now(), box.top + scrollY, box.bottom + scrollY];
        } else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
  });
  const at = await page.waitForFunction(() => (window as unknown as { verdictAt?: number[] }).verdictAt, null, { timeout: 120_000, polling: 50 });
  const [ms, top, bottom] = (await at.jsonValue()) as number[];
  await context.close();
  return { ms: ms!, top: top!, bottom: bottom! };
}

/** A lesson page: from navigation until a tap on an exercise's first choice shows feedback. */
const LESSONS = ['learn/cards/olen/', 'learn/tricks/led-card/'];

/**
 * Milliseconds from navigation until a choice of the page's first exercise is visible, and until tapping it
 * shows feedback. The tap comes as soon as the choice is visible; a tap that shows nothing within a second is
 * counted as lost and made again, as a learner would.
 */
async function timeToFeedback(browser: Browser, url: string, net: (typeof NETWORKS)[number]): Promise<{ visible: number; feedback: number; taps: number }> {
  const { context, page } = await firstVisit(browser, url, net, { viewport: { width: 360, height: 740 } });
  const question = page.locator('fieldset.q').first();
  const choice = question.locator('.choices button').first();
  await choice.waitFor({ state: 'visible', timeout: 120_000 });
  await choice.scrollIntoViewIfNeeded();
  const visible = await page.evaluate(() => performance.now());
  let taps = 0;
  for (;;) {
    await choice.click({ timeout: 120_000 });
    taps++;
    try {
      await question.locator('.fb > *').first().waitFor({ timeout: 1000 });
      break;
    } catch {
      if (taps > 120) throw new Error(`${url}: no feedback after ${taps} taps`);
    }
  }
  const feedback = await page.evaluate(() => performance.now());
  await context.close();
  // The wait that saw the feedback polls; the time it was seen is close enough for a median over runs.
  return { visible, feedback, taps };
}

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[xs.length >> 1]!;

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('No built site in dist/: run npm run build first.');
  process.exit(1);
}
const base = detectBase(DIST);
const server = await serve(base);
const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: chromePath(),
  args: CHROMIUM_ARGS,
});
console.log(`Time until the page's islands are usable, first visit, median of ${RUNS} (ms):`);
for (const net of NETWORKS) {
  for (const p of PAGES) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timeToUsable(browser, `${origin}${base}${p.path}`, net));
    times.sort((a, b) => a - b);
    console.log(`  ${net.name.padEnd(8)} ${String(Math.round(times[times.length >> 1]!)).padStart(6)}  ${p.path.split('?')[0]!.padEnd(24)} ${p.what}`);
  }
}
const VERDICT = PAGES[0]!.path;
console.log(`A shared trick link at 360 × 740: until its verdict is first painted (median of ${RUNS}, ms), and where it lies (px from the page's top):`);
for (const net of NETWORKS) {
  const runs: { ms: number; top: number; bottom: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timeToVerdict(browser, `${origin}${base}${VERDICT}`, net));
  const [ms, top, bottom] = [median(runs.map((r) => r.ms)), median(runs.map((r) => r.top)), median(runs.map((r) => r.bottom))];
  const where = bottom <= 740 ? 'on the first screen' : 'below the first screen';
  console.log(`  ${net.name.padEnd(8)} ${String(Math.round(ms)).padStart(6)}  verdict at ${Math.round(top)}–${Math.round(bottom)} px, ${where}`);
}
console.log(`Lesson pages at 360 px: until the first exercise's choice is visible, and until a tap on it shows feedback (median of ${RUNS}, ms; taps made):`);
for (const net of NETWORKS) {
  for (const path of LESSONS) {
    const runs: { visible: number; feedback: number; taps: number }[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timeToFeedback(browser, `${origin}${base}${path}`, net));
    const [visible, feedback, taps] = [median(runs.map((r) => r.visible)), median(runs.map((r) => r.feedback)), median(runs.map((r) => r.taps))];
    console.log(
      `  ${net.name.padEnd(8)} ${String(Math.round(visible)).padStart(6)} ${String(Math.round(feedback)).padStart(6)}  ${String(taps).padStart(2)} tap(s)  ${path}`,
    );
  }
}
await browser.close();
server.close();
