// A static server for the offline tests, which astro preview cannot be: it serves a built site from a folder that a test
// may switch (a new version), counts what it sends, and can lose its signal: refuse every connection ('down') or accept
// requests and never answer them ('hang'), for the service worker as for the page.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BASE_PATH } from './env.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface SiteServer {
  /** The site's address, with the base path: http://127.0.0.1:PORT/knuffeln/. */
  url: string;
  /** The folder served; a test may point it at another build. */
  root: string;
  signal: 'up' | 'down' | 'hang';
  /** Paths (relative to the base) the host answers with its not-found page, as if they were not there. */
  missing: Set<string>;
  /** Every path answered with a body (relative to the base), in order. */
  sent: string[];
  /** Every path answered "not modified" (304, no body): the browser's copy was still good. */
  revalidated: string[];
  /** Bytes of the bodies answered, and what they come to with gzip (as a host would send them). */
  bytes: number;
  gzipBytes: number;
  close(): Promise<void>;
}

export async function serveSite(root: string): Promise<SiteServer> {
  const stalled = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (site.signal === 'down') {
      req.socket.destroy();
      return;
    }
    if (site.signal === 'hang') {
      stalled.add(res);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = decodeURIComponent(url.pathname);
    if (!path.startsWith(BASE_PATH)) {
      res.writeHead(404).end();
      return;
    }
    path = path.slice(BASE_PATH.length);
    let file = join(site.root, path);
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (path !== '' && !path.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/` }).end();
        return;
      }
      file = join(file, 'index.html');
    }
    const found = existsSync(file) && statSync(file).isFile() && !site.missing.has(path);
    const body = readFileSync(found ? file : join(site.root, '404.html'));
    // A validator, as hosts send: a file the browser already has is not sent again.
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    if (found && req.headers['if-none-match'] === etag) {
      site.revalidated.push(path);
      res.writeHead(304, { ETag: etag }).end();
      return;
    }
    site.sent.push(path);
    site.bytes += body.length;
    site.gzipBytes += gzipSync(body).length;
    res.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache', ETag: etag });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const site: SiteServer = {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    root,
    signal: 'up',
    missing: new Set(),
    sent: [],
    revalidated: [],
    bytes: 0,
    gzipBytes: 0,
    close: () => {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return site;
}
