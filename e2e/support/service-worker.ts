import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './site-server';

/** The worker's caches (shell/src/service-worker/cache-names.ts). */
export const PAGES_CACHE = 'site-pages-v1';
export const RELEASE_CACHE = 'site-release-v1';
export const FILES_CACHE = 'site-files-v1';

/** Waits until the shell's service worker controls the page (it registers at idle, then claims it). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** The URLs a cache of the worker holds. */
export function cachedUrls(page: Page, cache: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => request.url);
  }, cache);
}

/** The paths of what a cache of the worker holds (on the page's own origin). */
export async function cachedPaths(page: Page, cache: string): Promise<string[]> {
  return (await cachedUrls(page, cache)).map((url) => new URL(url).pathname);
}

/** The body of what the worker keeps for `url` in `cache`, or null. */
export function cachedText(page: Page, cache: string, url: string): Promise<string | null> {
  return page.evaluate(
    async ({ name, wanted }) => (await (await caches.open(name)).match(wanted))?.text() ?? null,
    { name: cache, wanted: url },
  );
}

/**
 * A copy of the shell's build whose /sw.js is the kill switch, as a shell built with
 * SERVICE_WORKER=off serves it (shell/build/service-worker-plugin.mjs); `remove()` deletes it.
 */
export function shellWithKillSwitch(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-kill-switch-'));
  cpSync(path.join(REPO_ROOT, 'shell/dist'), dir, { recursive: true });
  cpSync(path.join(REPO_ROOT, 'shell/build/kill-switch-worker.js'), path.join(dir, 'sw.js'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
