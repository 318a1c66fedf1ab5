import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { copyWithoutBuilds } from '../support/app-variant';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitForSection } from '../support/app-ready';
import { BLOG_CATEGORIES, categoryRoute } from '../support/blog';
import { ORIGINS, PREVIEW_ORIGINS, TOPOLOGY, fetchFromSite } from '../support/hosting';
import { REPO_ROOT } from '../support/site-server';
import { expect, test } from '../support/test';

// A preview is the composed site (issue 41, point 5; docs/deploy.md, "Preview a section"): a
// blog preview channel, built from a copy of the blog with a post of its own, is the whole
// site on an origin of its own (on the emulator, its stand-ins for the channels), the new
// post a prerendered page of it; the live site does not have it, and nothing a reader of the
// live site can put in a URL, a cookie or storage makes it load code from elsewhere.

const CATEGORY = BLOG_CATEGORIES[0]!;
const PREVIEW_POST = {
  slug: 'a-preview-of-next-spring',
  title: 'A preview of next spring',
  description: 'Written by the preview test: a post only the preview channel has.',
  words: 'This page exists on the preview channel and nowhere else yet.',
};
const POST_ROUTE = `${categoryRoute(CATEGORY)}/${PREVIEW_POST.slug}`;
const CHANNEL = 'pr-preview-test';

/** Origins outside the topology that a hostile link or script could name. */
const HOSTILE_ORIGINS = [
  'https://evil.example',
  // Looks like a channel of the blog's site to a reader, is evil.example's.
  `https://${TOPOLOGY.sites.blog!.site}--x.web.app.evil.example`,
];

/** A contributor's branch of the blog: a copy with one more post. Built once, by the deploy. */
function blogWithPreviewPost(): string {
  const dir = path.join(REPO_ROOT, '.data/variants/preview/blog-remote');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  copyWithoutBuilds('blog-remote', dir);
  writeFileSync(
    path.join(dir, 'content/posts', `${PREVIEW_POST.slug}.md`),
    `---\ntitle: '${PREVIEW_POST.title}'\ncategory: ${CATEGORY.slug}\ndate: 2099-03-01\ndescription: '${PREVIEW_POST.description}'\n---\n\n${PREVIEW_POST.words}\n`,
  );
  return dir;
}

/** Every origin `page` requests something from, from now on. */
function requestedOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  return origins;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(300_000);
  execFileSync(
    'node',
    [
      'scripts/hosting/deploy.mjs',
      'blog',
      '--target',
      'emulator',
      '--channel',
      CHANNEL,
      '--skip-tests',
      '--source',
      blogWithPreviewPost(),
    ],
    { cwd: REPO_ROOT, stdio: 'pipe' },
  );
});

test('a blog preview channel is the composed site with the new post as its own page; the live site does not have it', async ({
  page,
}) => {
  // What a crawler and a link preview get on the preview's origin: the post's own page.
  const served = await fetchFromSite(`${PREVIEW_ORIGINS.shell}${POST_ROUTE}`);
  expect(served.status).toBe(200);
  const html = await served.text();
  expect(html).toMatch(new RegExp(`<title[^>]*>${PREVIEW_POST.title} \\|`));
  expect(html).toContain(PREVIEW_POST.words);
  // The preview's runtime manifest is a file of its site: the blog at the preview's blog
  // site, the other sections at their live sites.
  const manifest = (await (
    await fetchFromSite(`${PREVIEW_ORIGINS.shell}/runtime-manifest.json`)
  ).json()) as Record<string, string>;
  const liveManifest = (await (
    await fetchFromSite(`${ORIGINS.shell}/runtime-manifest.json`)
  ).json()) as Record<string, string>;
  expect(manifest).toEqual({
    ...liveManifest,
    blog_remote: `${PREVIEW_ORIGINS.section}/remoteEntry.js`,
  });
  // Its policy allows the preview's blog site; the live site's does not.
  const policy = (origin: string) =>
    fetchFromSite(`${origin}/`).then((answer) => answer.headers.get('content-security-policy'));
  expect(await policy(PREVIEW_ORIGINS.shell)).toContain(PREVIEW_ORIGINS.section);
  expect(await policy(ORIGINS.shell)).not.toContain(PREVIEW_ORIGINS.section);

  // The live site is untouched: no such page, not in its sitemap, the blog's live code.
  expect((await fetchFromSite(`${ORIGINS.shell}${POST_ROUTE}`)).status).toBe(404);
  expect(await (await fetchFromSite(`${ORIGINS.shell}/sitemap.xml`)).text()).not.toContain(
    POST_ROUTE,
  );
  expect(liveManifest.blog_remote).toBe(`${ORIGINS.blog}/remoteEntry.js`);

  // In a browser: the home page of the preview shows the new post as the newest, drawn by
  // the preview's blog (its code taking the card over as the reader points at it); following
  // it runs the blog's preview code inside the shell.
  const origins = requestedOrigins(page);
  await page.goto(`${PREVIEW_ORIGINS.shell}/`);
  await page.locator('[data-part="newest-post"]').getByRole('link').first().hover();
  const newest = page
    .locator('[data-part="newest-post"][data-live]')
    .getByRole('link', { name: PREVIEW_POST.title });
  await expect(newest).toHaveAttribute('href', POST_ROUTE);
  await newest.click();
  await expect(page).toHaveURL(`${PREVIEW_ORIGINS.shell}${POST_ROUTE}`);
  await expect(page.getByRole('heading', { level: 1, name: PREVIEW_POST.title })).toBeVisible();
  await expect(page.getByText(PREVIEW_POST.words)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.reload();
  await waitForSection(page);
  await expect(page.getByRole('heading', { level: 1, name: PREVIEW_POST.title })).toBeVisible();
  expect([...origins]).toContain(PREVIEW_ORIGINS.section);
  expect([...origins]).not.toContain(ORIGINS.blog);
});

test('nothing in a URL, a cookie or storage makes the live site or the preview load code from an origin outside the topology', async ({
  page,
  context,
}) => {
  const [evil, lookAlike] = HOSTILE_ORIGINS as [string, string];
  const hostileHits: string[] = [];
  for (const origin of HOSTILE_ORIGINS) {
    await context.route(`${origin}/**`, (route) => {
      hostileHits.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: 'window.__hostileCodeRan = true;',
      });
    });
  }
  const entry = `${lookAlike}/remoteEntry.js`;
  // What the overrides of the field read (single-spa's import-map-overrides, Module
  // Federation's devtools, a hand-made preview switch), each pointing at a hostile origin.
  const storage = {
    'import-map-override:blog_remote': entry,
    'import-map-overrides-external-maps': JSON.stringify([`${evil}/import-map.json`]),
    __MF_DEVTOOLS_MODULE_INFO__: JSON.stringify({ blog_remote: { remoteEntry: entry } }),
    blog_remote: entry,
    'runtime-manifest': JSON.stringify({ blog_remote: entry }),
    preview: entry,
  };
  await context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(key, value);
      sessionStorage.setItem(key, value);
    }
  }, storage);
  const query = new URLSearchParams({
    blog_remote: entry,
    remote: `blog_remote@${entry}`,
    'runtime-manifest': `${evil}/runtime-manifest.json`,
    preview: lookAlike,
    channel: lookAlike,
  });

  for (const origin of [ORIGINS.shell, PREVIEW_ORIGINS.shell]) {
    await context.addCookies(
      ['blog_remote', 'runtime-manifest', 'preview', 'mf-override'].map((name) => ({
        name,
        value: encodeURIComponent(entry),
        url: origin,
      })),
    );
    const origins = requestedOrigins(page);
    const allowed = new Set(
      origin === ORIGINS.shell
        ? Object.values(ORIGINS)
        : [PREVIEW_ORIGINS.shell, PREVIEW_ORIGINS.section, ORIGINS.red, ORIGINS.portfolio],
    );
    await page.goto(`${origin}${categoryRoute(CATEGORY)}?${query}`);
    await waitForSection(page);
    expect(await page.evaluate(() => localStorage.getItem('blog_remote'))).toBe(entry);
    // The blog ran from the site's own blog origin (the live one, or the preview's).
    const blogOrigin = origin === ORIGINS.shell ? ORIGINS.blog : PREVIEW_ORIGINS.section;
    expect([...origins], origin).toContain(blogOrigin);
    // Nothing else but the topology's sites (and the Firestore emulator, for likes).
    const outside = [...origins].filter(
      (seen) => !allowed.has(seen) && !seen.endsWith(`:${TOPOLOGY.emulator.firestorePort}`),
    );
    expect(outside, origin).toEqual([]);

    // The policy holds too: a script from a hostile origin, or an import of one, is refused
    // by the browser before any request leaves (the route above never sees one).
    const refused = await page.evaluate(async (hostile) => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.blockedURI),
      );
      for (const base of hostile) {
        const script = document.createElement('script');
        script.src = `${base}/remoteEntry.js`;
        const settled = new Promise((resolve) => {
          script.onerror = resolve;
          script.onload = resolve;
        });
        document.head.append(script);
        await settled;
        await import(/* webpackIgnore: true */ `${base}/module.js`).catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      return violations;
    }, HOSTILE_ORIGINS);
    for (const hostile of HOSTILE_ORIGINS) {
      expect(
        refused.some((blocked) => blocked.startsWith(hostile)),
        hostile,
      ).toBe(true);
    }
    expect(await page.evaluate(() => '__hostileCodeRan' in window)).toBe(false);
  }
  expect(hostileHits).toEqual([]);
});
