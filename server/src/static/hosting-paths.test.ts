import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveHostingPath } from './hosting-paths.js';

let parent: string;
let root: string;

function write(file: string, content = file): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'hosting-paths-'));
  root = path.join(parent, 'site');
  write(path.join(root, 'index.html'));
  write(path.join(root, 'about.html'));
  write(path.join(root, 'blog/index.html'));
  write(path.join(root, 'static/js/a.js'));
  // Beside the site, not in it: never served.
  write(path.join(parent, 'secret.txt'));
  write(path.join(parent, 'site.html'));
});

afterAll(() => rmSync(parent, { recursive: true, force: true }));

const file = (relativePath: string) => ({
  kind: 'file',
  filePath: path.join(root, relativePath),
  relativePath,
});

describe('resolveHostingPath (cleanUrls: true, trailingSlash: false)', () => {
  it.each([
    ['/', 'index.html'],
    ['/blog', path.join('blog', 'index.html')],
    ['/about', 'about.html'],
    ['/static/js/a.js', path.join('static', 'js', 'a.js')],
    ['/static/js/%61.js', path.join('static', 'js', 'a.js')],
  ])('%s is served from %s', async (pathname, relativePath) => {
    expect(await resolveHostingPath(root, pathname)).toEqual(file(relativePath));
  });

  it.each([
    ['/index.html', '/'],
    ['/blog/index.html', '/blog'],
    ['/about.html', '/about'],
    ['/blog/', '/blog'],
    ['/blog//', '/blog'],
    ['/static/js/', '/static/js'],
    // The trailing slash goes whether or not the page exists; the clean URL then answers.
    ['/missing/', '/missing'],
  ])('%s redirects to %s', async (pathname, location) => {
    expect(await resolveHostingPath(root, pathname)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    '/missing',
    // No SPA fallback: an unknown page under a section is a 404 like any other.
    '/blog/no-such-post',
    // A .html URL that is not a file is not retried as a clean URL.
    '/missing.html',
    '/blog.html',
    '/static/js/a',
    '/static/js/nope.js',
    // A folder without index.html is not a page.
    '/static',
    '/static/js',
    // Clean URLs are for pages only.
    '/static/js/a.js.html',
    // Nothing outside the site's folder, however the path is spelled.
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2Fsecret.txt',
    '/../site',
  ])('%s is not found', async (pathname) => {
    expect(await resolveHostingPath(root, pathname)).toEqual({ kind: 'not-found' });
  });

  it("serves a site's root only from its index.html, never from the file beside its folder", async () => {
    const bare = path.join(parent, 'bare');
    write(path.join(parent, 'bare.html'));
    write(path.join(bare, 'static/js/a.js'));
    expect(await resolveHostingPath(bare, '/')).toEqual({ kind: 'not-found' });
    expect(await resolveHostingPath(root, '/')).toEqual(file('index.html'));
  });

  it.each(['/%E0%A4%A', '/blog%', '/index.html%00', '/%00'])(
    '%s is a bad path',
    async (pathname) => {
      expect(await resolveHostingPath(root, pathname)).toEqual({ kind: 'bad-path' });
    },
  );
});
