// Measures what a reader's browser fetches for one page of the production site: requests,
// JS bytes (gzip, as the local server sends them to a gzip-only client) and all bytes on the
// wire. Usage: node scripts/measure-page.mjs [path=/] [--port 4180] [--json]
// Starts the built server itself on a scratch likes database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const pagePath = args.find((arg) => arg.startsWith('/')) ?? '/';
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 4180;
const base = `http://127.0.0.1:${port}`;
const dbFile = path.join(root, `.data/measure-${port}.sqlite`);

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/runtime-manifest.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const server = spawn('node', ['server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), LIKES_DB_FILE: dbFile },
  stdio: 'ignore',
});
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  const responses = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    responses.push({
      url: request.url(),
      type: request.resourceType(),
      wire: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();

  let jsGzip = 0;
  for (const response of responses.filter((r) => r.url.endsWith('.js'))) {
    const body = Buffer.from(await (await fetch(response.url)).arrayBuffer());
    jsGzip += gzipSync(body, { level: 9 }).length;
  }
  const result = {
    path: pagePath,
    requests: responses.length,
    jsRequests: responses.filter((r) => r.url.endsWith('.js')).length,
    jsKbGzip: Number((jsGzip / 1024).toFixed(1)),
    totalKbWire: Number((responses.reduce((sum, r) => sum + r.wire, 0) / 1024).toFixed(1)),
  };
  if (args.includes('--json')) console.info(JSON.stringify(result));
  else {
    console.info(`page ${result.path}: ${result.requests} requests (${result.jsRequests} JS)`);
    console.info(
      `JS: ${result.jsKbGzip} KB gzip; everything on the wire: ${result.totalKbWire} KB`,
    );
  }
} finally {
  server.kill();
  rmSync(dbFile, { force: true });
  rmSync(`${dbFile}-wal`, { force: true });
  rmSync(`${dbFile}-shm`, { force: true });
}
