// The same site built as one application (bench/single-bundle), prerendered and served like
// the federated one: the reference the bench (index.mjs) and the federation's cost
// (federation-cost.mjs) measure the federated site against.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startBuiltServer } from '../lib/built-server.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { run } from '../lib/run.mjs';

/** @param {string} root the checkout */
export const singleBundleDist = (root) => path.join(root, 'bench/single-bundle/dist');

/**
 * The site's own server on `port`, from the checkout `root`. Both builds are served by it (the
 * single bundle as its shell, `SHELL_DIST`), so they differ by their pages and scripts only,
 * not by how the files are sent.
 * @param {string} root
 * @param {number} port
 * @param {Record<string, string>} [env]
 */
export const startSiteServer = (root, port, env = {}) =>
  startBuiltServer(port, env, {
    root,
    onUnexpectedExit: (reason) =>
      console.warn(`\nThe server on :${port} exited during the measurement (${reason}).`),
  });

/**
 * Serves the single bundle. Its page preloads the runtime manifest as the shell's does, and
 * gets one that names no remote: it has none, so its prerendered pages preload no remote entry.
 * @param {string} root
 */
export function startSingleServer(root) {
  const dist = singleBundleDist(root);
  const manifest = path.join(dist, '.no-remotes-manifest.json');
  writeFileSync(manifest, '{}\n');
  return startSiteServer(root, 0, { SHELL_DIST: dist, RUNTIME_MANIFEST_FILE: manifest });
}

/**
 * Whether the single bundle is built and prerendered: a build whose prerender did not finish
 * is an SPA, and would be measured as one.
 * @param {string} root
 */
export function singleBundleReady(root) {
  const home = path.join(singleBundleDist(root), 'index.html');
  return existsSync(home) && readFileSync(home, 'utf8').includes('data-prerendered');
}

/**
 * Builds the single bundle and prerenders it like the federated site (the prerender step's
 * own code). Returns what was done, for the report.
 * @param {string} root
 */
export async function buildSingleBundle(root) {
  const dist = singleBundleDist(root);
  await run(
    'npx',
    ['rspack', 'build', '-c', path.join(root, 'bench/single-bundle/rspack.config.mjs')],
    {
      cwd: root,
      output: 'inherit',
    },
  );
  const prerender = path.join(root, 'scripts/prerender');
  if (!existsSync(path.join(prerender, 'crawl.mjs'))) return 'not prerendered';
  const { prerenderSite } = await import(pathToFileURL(path.join(prerender, 'crawl.mjs')).href);
  const { writePage } = await import(pathToFileURL(path.join(prerender, 'write-html.mjs')).href);
  const { searchContents } = await import(
    pathToFileURL(path.join(prerender, 'search-contents.mjs')).href
  );
  copyFileSync(path.join(dist, 'index.html'), path.join(dist, 'spa.html'));
  // The server has no SPA fallback: its 404 page (the SPA here, until the crawl is written)
  // routes any path, as in the prerender step.
  copyFileSync(path.join(dist, 'spa.html'), path.join(dist, '404.html'));
  const template = readFileSync(path.join(dist, 'spa.html'), 'utf8');
  const server = await startSingleServer(root);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // The crawl server's URLs as paths: the pages are served by another instance later.
    const pages = await prerenderSite(
      browser,
      server.origin,
      (text) => text.replaceAll(server.origin, ''),
      { listOf: searchContents },
    );
    for (const page of pages) writePage(dist, template, page);
    return `prerendered ${pages.length} pages`;
  } finally {
    await browser.close();
    server.stop();
  }
}
