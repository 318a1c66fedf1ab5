/** @jest-environment node */
import { hashesOfPath, namesFilesNoLonger, neededFiles } from './needed-files';

const SITE = 'https://site.example';
const BLOG = 'https://blog.example';

test('a path carries the content hashes of its name and folders, nothing else', () => {
  expect(hashesOfPath('/static/js/main.5975952e72.js')).toEqual(['5975952e72']);
  expect(hashesOfPath('/static/js/104.09dd4f434b.js')).toEqual(['09dd4f434b']);
  expect(hashesOfPath('/static/content/96322d0dc7/posts/vault/the-vault.json')).toEqual([
    '96322d0dc7',
  ]);
  expect(hashesOfPath('/static/media/feed.0b686b2742.svg')).toEqual(['0b686b2742']);
  expect(hashesOfPath('/favicon.svg')).toEqual([]);
});

test('a kept copy replaced by one that names other files: the release moved on', () => {
  const before = '<script src="/static/js/main.5975952e72.js"></script>';
  const after = '<script src="/static/js/main.6a86a63f83.js"></script>';
  expect(namesFilesNoLonger(before, after)).toBe(true);
  expect(namesFilesNoLonger(before, before)).toBe(false);
  expect(namesFilesNoLonger(before, `${before}${after}`)).toBe(false);
});

// Two releases of a shell and a blog, as the worker keeps their files (texts by URL).
const texts: Record<string, string> = {
  [`${SITE}/static/js/main.5975952e72.js`]:
    '"static/js/"+e+"."+{123:"aaaaaaaa01",178:"aaaaaaaa02"}[e]',
  [`${SITE}/static/js/page-home.aaaaaaaa01.js`]: 'import("/static/media/door.0b686b2742.svg")',
  [`${SITE}/static/js/page-not-found.aaaaaaaa02.js`]: 'a 404 page',
  [`${SITE}/static/media/door.0b686b2742.svg`]: '<svg/>',
  [`${SITE}/static/js/main.6a86a63f83.js`]: '"static/js/"+e+"."+{123:"bbbbbbbb01"}[e]',
  [`${SITE}/static/js/page-home.bbbbbbbb01.js`]: 'home, the next release',
  [`${BLOG}/static/js/page-post.cccccccc01.js`]: 'version:"96322d0dc7"',
  [`${BLOG}/static/content/96322d0dc7/posts/vault/the-vault.json`]:
    '{"image":"/static/media/glass-slipper.507be83aaa.png"}',
  [`${BLOG}/static/media/glass-slipper.507be83aaa.png`]: 'not read: an image',
  [`${BLOG}/static/js/page-post.dddddddd01.js`]: 'version:"a7433e1ed8"',
  [`${BLOG}/static/content/a7433e1ed8/posts/vault/the-vault.json`]: '{}',
};
const cached = Object.keys(texts);
const readText = (url: string) =>
  Promise.resolve(url.endsWith('.png') ? null : (texts[url] ?? null));

test('what a kept page and a kept entry name is needed, and what the files they name name, no more', async () => {
  const keptPage = '<script defer src="/static/js/main.5975952e72.js"></script>';
  const keptEntry = '{"static/js/page-post":"cccccccc01"}';
  const needed = await neededFiles(cached, { texts: [keptPage, keptEntry], urls: [] }, readText);
  expect([...needed].sort()).toEqual(
    [
      `${SITE}/static/js/main.5975952e72.js`,
      `${SITE}/static/js/page-home.aaaaaaaa01.js`,
      `${SITE}/static/js/page-not-found.aaaaaaaa02.js`,
      `${SITE}/static/media/door.0b686b2742.svg`,
      `${BLOG}/static/js/page-post.cccccccc01.js`,
      `${BLOG}/static/content/96322d0dc7/posts/vault/the-vault.json`,
      `${BLOG}/static/media/glass-slipper.507be83aaa.png`,
    ].sort(),
  );
});

test("the worker's own shell files are needed by their URL, with what they name", async () => {
  const needed = await neededFiles(
    cached,
    { texts: [], urls: [`${SITE}/static/js/main.6a86a63f83.js`, `${SITE}/not-cached.js`] },
    readText,
  );
  expect([...needed].sort()).toEqual([
    `${SITE}/static/js/main.6a86a63f83.js`,
    `${SITE}/static/js/page-home.bbbbbbbb01.js`,
  ]);
});
