import { expect, test } from '../support/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ORIGINS, STAGING, fetchFromSite } from '../support/hosting';
import { REPO_ROOT } from '../support/site-server';

const NEW_TITLE = 'Thank you, Cinderella: the second edition';

/** A contributor's copy of blog-remote with one post retitled (as a branch would have it). */
function blogV2Source(): string {
  const dir = path.join(REPO_ROOT, '.data/variants/blog-remote-v2');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'blog-remote'), dir, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)([\\/]|$)/.test(source.slice(REPO_ROOT.length)),
  });
  const post = path.join(dir, 'content/posts/the-vault.md');
  writeFileSync(
    post,
    readFileSync(post, 'utf8')
      .replace(/^title: .*$/m, `title: '${NEW_TITLE}.'`)
      .replace(/^cardTitle: .*$/m, `cardTitle: '${NEW_TITLE}'`),
  );
  return dir;
}

/** Ships the blog alone to the emulator, built from `source` (default: the repo's own). */
function deployBlog(source?: string): void {
  execFileSync(
    'node',
    [
      'scripts/hosting/deploy.mjs',
      'blog',
      '--target',
      'emulator',
      '--skip-tests',
      ...(source ? ['--source', source] : []),
    ],
    { cwd: REPO_ROOT, stdio: 'pipe' },
  );
}

// The blog ships its own words again afterwards, so the suite can run again on the same
// emulator (with v2 live, every blog page would meet old prerendered words).
test.afterAll(() => {
  test.setTimeout(180_000);
  deployBlog();
});

function shellSnapshot(): string {
  return ['index.html', 'runtime-manifest.json', 'blog/index.html']
    .map((file) => `${file}:${statSync(path.join(STAGING, 'shell', file)).mtimeMs}`)
    .join(',');
}

// After the blog's release the shell's prerendered pages still hold the blog's old words
// (they are refreshed by the next shell release, decision 003): the new code meets the old
// markup, and React renders the blog's part of such a page again, as decision 006 expects.
test.use({ hydrationMismatchExpected: true });

test('a blog release reaches readers with tabs open, the shell untouched', async ({ browser }) => {
  test.setTimeout(240_000);
  const tabA = await browser.newPage();
  const errors: string[] = [];
  tabA.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await tabA.goto('/');
  await tabA.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(tabA.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
  const v1Releases = (await (await fetchFromSite(`${ORIGINS.blog}/releases.json`)).json()) as {
    releases: { id: string; files: string[] }[];
  };
  const v1 = v1Releases.releases[0];
  if (!v1) throw new Error('no release on the blog site');
  const shellBefore = shellSnapshot();

  deployBlog(blogV2Source());

  const v2Releases = (await (await fetchFromSite(`${ORIGINS.blog}/releases.json`)).json()) as {
    releases: { id: string }[];
  };
  // The new release first, the one it replaced next (earlier runs may have left more).
  expect(v2Releases.releases.slice(0, 2).map((release) => release.id)).toEqual([
    expect.not.stringMatching(v1.id),
    v1.id,
  ]);
  // The previous release's files are still served for tabs that loaded it.
  for (const file of v1.files.filter((name) => name.endsWith('.js'))) {
    expect((await fetchFromSite(`${ORIGINS.blog}/${file}`)).status, file).toBe(200);
  }

  // Tab A, loaded on v1, moves on inside the blog without reloading: never the fallback, and
  // told once that a new release is out.
  await tabA.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await tabA.getByRole('main').getByRole('link', { name: /vault/i }).first().click();
  await expect(tabA.getByText('Blog has been updated')).toBeVisible();
  await expect(tabA.getByRole('alert').filter({ hasText: 'unavailable' })).toHaveCount(0);
  await tabA.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(tabA.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
  await expect(tabA.getByRole('alert').filter({ hasText: 'unavailable' })).toHaveCount(0);
  expect(await tabA.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // The reload the toast offers brings the new release.
  await tabA.goto('/blog/vault');
  await expect(tabA.getByRole('link', { name: NEW_TITLE })).toBeVisible();

  const fresh = await browser.newPage();
  await fresh.goto('/blog/vault');
  await expect(fresh.getByRole('link', { name: NEW_TITLE })).toBeVisible();
  await fresh.close();

  expect(shellSnapshot()).toBe(shellBefore);
  expect(errors).toEqual([]);
  await tabA.close();
});
