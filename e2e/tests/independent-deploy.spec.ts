import { expect, test } from '../support/test';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAppVariant, publishDeploy } from '../support/app-variant';
import { aPost, categoryRoute } from '../support/blog';
import { REPO_ROOT, startSiteServer, type SiteServer } from '../support/site-server';
import { portfolioCopy } from '../support/content';
import { pausedLine } from '../support/floor';

// Each test runs its own server (own port, manifest and deploys folder) and builds a remote
// variant, so they run one after the other and allow for the builds.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const workDir = path.join(REPO_ROOT, '.data/e2e-deploys');
const deploysDir = path.join(workDir, 'deploys');
const manifestFile = path.join(workDir, 'runtime-manifest.json');

/** The built shell's own manifest (every section of the map), as `npm start` serves it. */
const baseManifest = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'shell/dist/runtime-manifest.json'), 'utf8'),
) as Record<string, string>;

let server: SiteServer;

test.beforeAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(deploysDir, { recursive: true });
  writeFileSync(manifestFile, JSON.stringify(baseManifest));
  server = await startSiteServer(4191, {
    RUNTIME_MANIFEST_FILE: manifestFile,
    DEPLOYS_DIR: deploysDir,
  });
});

test.afterAll(async () => {
  await server.stop();
});

test.describe('a blog release', () => {
  test('a blog deploy reaches readers without rebuilding or restarting the shell', async ({
    page,
  }) => {
    // Only the runtime manifest changes here (no release of the pages, which the Hosting
    // suite's redeploy test covers): the list page, rendered by the earlier release, hydrates
    // with its own data, then shows the new release's.
    const post = aPost();
    const shellPid = server.process.pid;
    await page.goto(`${server.url}${categoryRoute(post.category)}`);
    await expect(page.getByRole('link', { name: post.cardTitle, exact: true })).toBeVisible();

    const newTitle = `${post.title}: the second edition`;
    const variant = buildAppVariant('blog-remote', 'v2', {
      [`content/posts/${post.slug}.md`]: (source) =>
        source
          .replace(/^title: .*$/m, `title: ${JSON.stringify(newTitle)}`)
          .replace(/^cardTitle: .*$\n/m, ''),
    });
    const entry = publishDeploy(variant.dist, 'blog/v2', deploysDir);
    writeFileSync(manifestFile, JSON.stringify({ ...baseManifest, blog_remote: entry }));

    await page.reload();
    await expect(page.getByRole('link', { name: newTitle })).toBeVisible();
    await page.getByRole('link', { name: newTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    // Same server process, same shell build: only the manifest changed.
    expect(server.process.pid).toBe(shellPid);
    expect(server.process.exitCode).toBeNull();
  });
});

test('a remote built against another major of a shared singleton is refused; its served page stays', async ({
  page,
}) => {
  const variant = buildAppVariant('red-remote', 'react18', {
    'package.json': (source) => source.replace(/"react": "[^"]+"/, '"react": "^18.3.0"'),
  });
  const entry = publishDeploy(variant.dist, 'red/react18', deploysDir);
  writeFileSync(manifestFile, JSON.stringify({ ...baseManifest, red_remote: entry }));

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}/red-page`);
  // The page as served stays (decision 010), with one line offering Retry.
  await expect(pausedLine(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(errors.join('\n')).toMatch(/react.*\^18\.3\.0|\^18\.3\.0.*react/i);

  // The rest of the site is untouched.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
});

/** The next minor of @site/shared, as a copy that adds one export (ADDED_IN_THE_NEXT_MINOR). */
function nextMinorOfShared() {
  const provided = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const [major = 0, minor = 0] = provided.split('.').map(Number);
  const version = `${major}.${minor + 1}.0`;
  const added = 'ADDED_IN_THE_NEXT_MINOR';
  const withVersion = (source: string) =>
    source.replace(/"version": "[^"]+"/, `"version": "${version}"`);
  const edits = {
    'package.json': withVersion,
    'src/index.ts': (source: string) => `${source}\nexport const ${added} = 'new';\n`,
    'api-report.json': (source: string) => {
      const report = JSON.parse(withVersion(source)) as {
        entries: Record<string, Record<string, unknown>>;
      };
      report.entries['.']![added] = { type: 'const string', since: version };
      return JSON.stringify(report);
    },
  };
  return { version, added, edits };
}

test('a remote built on a newer minor of @site/shared that uses nothing new runs on the shell', async ({
  page,
}) => {
  // Its build declares the lowest version its code needs (the shell's), not the one it was
  // built with (decision 023): a release of the shared package reaches no remote by itself.
  const next = nextMinorOfShared();
  const variant = buildAppVariant('blog-remote', 'shared-next-minor-unused', {}, {}, next.edits);
  const entry = publishDeploy(variant.dist, 'blog/shared-next-minor-unused', deploysDir);
  writeFileSync(manifestFile, JSON.stringify({ ...baseManifest, blog_remote: entry }));

  // A deploy folder has no releases.json, which the shell asks for on a navigation inside
  // the section (a deploy on Hosting has one): that 404, and Chromium's line for it, aside.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/releases.json')) {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  const post = aPost();
  await page.goto(`${server.url}${categoryRoute(post.category)}`);
  await page.getByRole('link', { name: post.cardTitle, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Like/ })).toBeEnabled();
  await expect(pausedLine(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a remote that needs a newer @site/shared than the shell provides is refused; its served page stays', async ({
  page,
}) => {
  // Built after a minor release of the shared package that added an export it uses, while the
  // shell still provides the current version: shared is a singleton, so the remote would get
  // the shell's copy, without that export. Its build declares the minor (decision 023).
  const { version: nextMinor, added, edits } = nextMinorOfShared();
  const variant = buildAppVariant(
    'blog-remote',
    'shared-next-minor',
    {
      'package.json': (source) =>
        source.replace(/"@site\/shared": "[^"]+"/, `"@site/shared": "^${nextMinor}"`),
      'src/routes.tsx': (source) =>
        `import { ${added} } from '@site/shared';\nconsole.info(${added});\n${source}`,
    },
    {},
    edits,
  );
  const entry = publishDeploy(variant.dist, 'blog/shared-next-minor', deploysDir);
  writeFileSync(manifestFile, JSON.stringify({ ...baseManifest, blog_remote: entry }));

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}/blog`);
  await expect(pausedLine(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
  await expect(page).toHaveTitle(/Blog/);
  const required = `^${nextMinor}`.replaceAll('.', '\\.').replace('^', '\\^');
  expect(errors.join('\n')).toMatch(
    new RegExp(`@site/shared[\\s\\S]*${required}|${required}[\\s\\S]*@site/shared`),
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Portfolio' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: portfolioCopy.title })).toBeVisible();
});

test('a runtime manifest without one section pauses that section alone', async ({ page }) => {
  // A manifest written before a section's first release, or by hand with a line lost.
  const { red_remote: _red, ...withoutRed } = baseManifest;
  writeFileSync(manifestFile, JSON.stringify(withoutRed));

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}/red-archive`);
  await expect(pausedLine(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors.join('\n')).toContain('runtime manifest has no URL for "red_remote"');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
  await expect(pausedLine(page)).toHaveCount(0);
});
