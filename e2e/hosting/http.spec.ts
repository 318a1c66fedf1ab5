import { expect, test } from '../support/test';
import { ORIGINS, fetchFromSite, sitemapPaths } from '../support/hosting';
import { startSiteServer, type SiteServer } from '../support/site-server';
import { aPost } from '../support/blog';

interface Answer {
  status: number;
  type: string | null;
  cache: string | null;
  location: string | null;
}

async function answer(url: string): Promise<Answer> {
  const response = await fetchFromSite(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return {
    status: response.status,
    type:
      response.status >= 300 && response.status < 400 ? null : response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    location: response.headers.get('location'),
  };
}

/** The first hashed script a page names (builds differ in hashes, not in shape). */
async function firstHashedScript(pageUrl: string): Promise<string> {
  const html = await (await fetchFromSite(pageUrl)).text();
  const src = /src="([^"]*\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`${pageUrl} names no hashed script`);
  return new URL(src, pageUrl).pathname;
}

test.describe('HTTP on the Hosting emulator', () => {
  test('unknown paths are real 404s with the 404 page; HTML is no-cache; a missing chunk is a plain 404', async () => {
    for (const path of ['/nope', '/blog/no/such/post', '/red-archive/nope/deeper']) {
      const response = await fetchFromSite(`${ORIGINS.shell}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page not found');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    for (const origin of Object.values(ORIGINS)) {
      const missing = await answer(`${origin}/static/js/nope.0123456789.js`);
      expect(missing.status, origin).toBe(404);
      expect(missing.cache, origin).toBe('no-cache');
    }
    const page = await answer(`${ORIGINS.shell}/blog`);
    expect(page).toMatchObject({ status: 200, cache: 'no-cache' });
    expect(page.type).toMatch(/^text\/html/);
    const chunk = await answer(`${ORIGINS.shell}${await firstHashedScript(`${ORIGINS.shell}/`)}`);
    expect(chunk.cache).toBe('public, max-age=31536000, immutable');
  });

  test('the runtime manifest names each section on its own origin, served with CORS and no-cache', async () => {
    const manifest = (await (
      await fetchFromSite(`${ORIGINS.shell}/runtime-manifest.json`)
    ).json()) as Record<string, string>;
    expect(manifest).toEqual({
      blog_remote: `${ORIGINS.blog}/remoteEntry.js`,
      red_remote: `${ORIGINS.red}/remoteEntry.js`,
      portfolio_remote: `${ORIGINS.portfolio}/remoteEntry.js`,
    });
    for (const entry of Object.values(manifest)) {
      const response = await fetchFromSite(entry, { headers: { Origin: ORIGINS.shell } });
      expect(response.status, entry).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), entry).toBe('*');
      expect(response.headers.get('cache-control'), entry).toBe('no-cache');
    }
  });

  test("the service worker is served from the shell's root as JavaScript, no-cache, and the CSP lets it run", async () => {
    const response = await fetchFromSite(`${ORIGINS.shell}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    // Checked for a new version at every page load: a release (or the kill switch) is seen at once.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // No worker-src: a worker is allowed by script-src, which holds the site itself.
    const csp = (await fetchFromSite(`${ORIGINS.shell}/`)).headers.get('content-security-policy');
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/worker-src/);
  });

  test("the shell's site lists its release and serves every file of it, immutable", async () => {
    const list = (await (await fetchFromSite(`${ORIGINS.shell}/releases.json`)).json()) as {
      releases: { id: string; files: string[] }[];
    };
    const current = list.releases[0];
    if (!current) throw new Error('the shell lists no release');
    const home = await (await fetchFromSite(`${ORIGINS.shell}/`)).text();
    const homeChunk = /href="\/(static\/js\/page-home\.[0-9a-f]+\.js)"/.exec(home)?.[1];
    expect(current.files).toContain(homeChunk);
    // A tab opened before a shell release fetches these on first need (docs/deploy.md).
    for (const release of list.releases) {
      for (const file of release.files) {
        const response = await answer(`${ORIGINS.shell}/${file}`);
        if (file.endsWith('.html')) {
          // The release's copy of the shell's page template, read by deploys and rollbacks,
          // never by a tab: Hosting's cleanUrls move it to its name without the extension,
          // where it is served as the HTML it is (no-cache).
          expect(response.status, file).toBe(301);
          const moved = await answer(new URL(response.location ?? '', ORIGINS.shell).href);
          expect(moved.status, file).toBe(200);
          continue;
        }
        expect(response.status, file).toBe(200);
        expect(response.cache, file).toContain('immutable');
      }
    }
  });

  test('no prerendered page names the local server’s /remotes/ paths', async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(20);
    for (const path of [...paths, '/nope']) {
      const html = await (await fetchFromSite(`${ORIGINS.shell}${path}`)).text();
      expect(html, path).not.toContain('/remotes/');
    }
  });
});

test.describe('npm start answers like the Hosting sites', () => {
  let local: SiteServer;
  test.beforeAll(async () => {
    local = await startSiteServer(4195);
  });
  test.afterAll(async () => {
    await local.stop();
  });

  test('same status, type and cache headers for the same URLs', async () => {
    const shellPaths = [
      '/',
      '/index.html',
      '/blog',
      '/blog/',
      '/blog/index.html',
      aPost().route,
      '/nope',
      '/blog/no/such/post',
      '/static/js/nope.0123456789.js',
      '/runtime-manifest.json',
      '/sitemap.xml',
      '/robots.txt',
      '/blog/rss.xml',
      '/og-card.jpg',
      '/favicon.svg',
      '/sw.js',
    ];
    const pairs: [string, string, string][] = shellPaths.map((path) => [
      path,
      `${ORIGINS.shell}${path}`,
      `${local.url}${path}`,
    ]);
    pairs.push([
      'a hashed chunk',
      `${ORIGINS.shell}${await firstHashedScript(`${ORIGINS.shell}/`)}`,
      `${local.url}${await firstHashedScript(`${local.url}/`)}`,
    ]);
    for (const section of ['blog', 'red', 'portfolio'] as const) {
      for (const file of [
        'remoteEntry.js',
        'releases.json',
        'static/js/nope.0123456789.js',
        'nope',
      ]) {
        pairs.push([
          `${section}/${file}`,
          `${ORIGINS[section]}/${file}`,
          `${local.url}/remotes/${section}/${file}`,
        ]);
      }
    }
    const differences: string[] = [];
    for (const [label, hostingUrl, localUrl] of pairs) {
      const [hosting, mine] = await Promise.all([answer(hostingUrl), answer(localUrl)]);
      // Redirect targets are compared as paths inside the site.
      const localLocation = mine.location?.replace(/^\/remotes\/\w+/, '') || mine.location;
      const comparable = { ...mine, location: localLocation === '' ? '/' : localLocation };
      if (JSON.stringify(hosting) !== JSON.stringify(comparable)) {
        differences.push(
          `${label}: hosting ${JSON.stringify(hosting)} local ${JSON.stringify(comparable)}`,
        );
      }
    }
    expect(differences).toEqual([]);
  });
});
