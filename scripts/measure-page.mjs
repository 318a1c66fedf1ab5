// Measures what a reader's browser fetches for one page of the production site: requests,
// JS bytes (gzip, as the local server sends them to a gzip-only client: lib/gzip-size.mjs,
// the budgets test's measure) and all bytes on the wire. Usage: node scripts/measure-page.mjs [path=/] [--port N] [--json] [--chunks]
// --chunks lists every script with its gzip size, largest first: where a page's KB go.
// --update-budgets measures every route the budgets test holds and writes e2e/budgets.json.
import { chromium } from 'playwright-core';
import { ensureSiteBuilt, startBuiltServer } from './lib/built-server.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { gzipWireSize } from './lib/gzip-size.mjs';

const args = process.argv.slice(2);
if (args.includes('--update-budgets')) {
  const { updateBudgets } = await import('./budgets/update-budgets.mjs');
  await updateBudgets();
  process.exit(0);
}
const pagePath = args.find((arg) => arg.startsWith('/')) ?? '/';
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 0;

await ensureSiteBuilt();
const server = await startBuiltServer(port);
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  // A phone, as the budgets test and the bench load it (a touch screen: no mouse trail).
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const responses = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    responses.push({
      url: request.url(),
      wire: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
  });
  await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();

  const scripts = responses.filter((response) => response.url.endsWith('.js'));
  let jsGzip = 0;
  const chunks = [];
  for (const response of scripts) {
    const gzip = await gzipWireSize(response.url);
    jsGzip += gzip;
    chunks.push({ url: new URL(response.url).pathname, kbGzip: Number((gzip / 1024).toFixed(1)) });
  }
  const result = {
    path: pagePath,
    requests: responses.length,
    jsRequests: scripts.length,
    jsKbGzip: Number((jsGzip / 1024).toFixed(1)),
    totalKbWire: Number((responses.reduce((sum, r) => sum + r.wire, 0) / 1024).toFixed(1)),
  };
  if (args.includes('--chunks')) result.chunks = chunks.sort((a, b) => b.kbGzip - a.kbGzip);
  if (args.includes('--json')) console.info(JSON.stringify(result));
  else {
    console.info(`page ${result.path}: ${result.requests} requests (${result.jsRequests} JS)`);
    console.info(
      `JS: ${result.jsKbGzip} KB gzip; everything on the wire: ${result.totalKbWire} KB`,
    );
    for (const chunk of result.chunks ?? [])
      console.info(`  ${chunk.kbGzip.toFixed(1).padStart(5)} KB  ${chunk.url}`);
  }
} finally {
  server.stop();
}
