import { expect, test } from '../support/test';
import { SECTIONS } from '@site/sections';
import { spawn, type ChildProcess } from 'node:child_process';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';
import { REPO_ROOT } from '../support/site-server';
import { books, themes } from '../support/content';

// Each remote runs alone on its own dev server for its contributor: its routes with the
// site's theme, no shell. Dev servers take a while to compile: one at a time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Folders, dev ports and scopes are the map's (@site/sections).
const REMOTES = [
  { ...SECTIONS.blog, deepLink: '/blog/vault', heading: 'The Vault' },
  { ...SECTIONS.red, deepLink: '/red-archive/rage', heading: themes.rage.title },
  { ...SECTIONS.portfolio, deepLink: books[1]!.bookPage, heading: books[1]!.title },
];

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  // A dev server compiles before it answers: up to two minutes.
  const exited = () => child.exitCode !== null;
  if (await waitForUrl(url, { timeoutMs: 120_000, intervalMs: 200, gaveUp: exited })) return;
  if (exited()) throw new Error(`dev server exited with ${child.exitCode}`);
  throw new Error(`${url} did not answer`);
}

for (const remote of REMOTES) {
  test(`${remote.app} runs alone on its dev server`, async ({ page }) => {
    const origin = `http://localhost:${remote.devPort}`;
    const taken = await fetch(origin).then(
      () => true,
      () => false,
    );
    expect(taken, `port ${remote.devPort} is already in use: stop the other dev server`).toBe(
      false,
    );
    const server = spawn(
      'npx',
      ['rspack', 'serve', '-c', `${remote.app}/rspack.config.mjs`, '--mode', 'development'],
      { cwd: REPO_ROOT, stdio: 'ignore', detached: true },
    );
    try {
      await waitForServer(`${origin}/mf-manifest.json`, server);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${origin}${remote.deepLink}`);
      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
      await expect(page.getByText(`${remote.scope} (standalone)`)).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      // The dev server runs in its own process group (npx -> rspack): end all of it.
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    }
  });
}
