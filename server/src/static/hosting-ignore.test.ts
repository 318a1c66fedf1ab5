import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOSTING_IGNORE } from '@site/hosting-policy';
import { ignoredByHosting } from './hosting-ignore.js';
import { resolveHostingPath } from './hosting-paths.js';

// What Hosting serves is what a deploy uploads: firebase-tools' own listing of a site's
// folder with firebase.json's `ignore`. The local server must serve exactly those files.
// (The Hosting emulator serves the staged folder as it is, ignored files included, so this
// is checked against firebase-tools' listing rather than against the emulator.)

interface FirebaseToolsListFiles {
  listFiles(cwd: string, ignore: string[]): string[];
}
const { listFiles } = createRequire(__filename)(
  'firebase-tools/lib/listFiles.js',
) as FirebaseToolsListFiles;

const FILES = [
  'index.html',
  'blog.html',
  '404.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'static/js/main.0a1b2c3d.js',
  'static/js/main.0a1b2c3d.js.map',
  'static/css/site.0a1b2c3d.css.map',
  'static/js/a.MAP',
  'x.map',
  'sub/mf-manifest-stats.json',
  'deep/mf-manifest-stats.json.d/notes.txt',
  '.env',
  'sub/.env',
  '.well-known/security.txt',
  'sub/.hidden-dir/a.js',
  'firebase-debug.log',
  'sub/firebase-debug.7.log',
  '.firebase/hosting.cache',
];

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'hosting-ignore-'));
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('the local server leaves out exactly the files a deploy leaves out', () => {
  const uploaded = new Set(listFiles(root, HOSTING_IGNORE));
  const mismatches = FILES.filter((file) => uploaded.has(file) === ignoredByHosting(file));
  expect(mismatches).toEqual([]);
  // The cases this is about.
  expect(uploaded.has('static/js/main.0a1b2c3d.js.map')).toBe(false);
  expect(uploaded.has('mf-manifest-stats.json')).toBe(false);
  expect(uploaded.has('static/js/main.0a1b2c3d.js')).toBe(true);
});

test.each([
  ['/static/js/main.0a1b2c3d.js.map', 'not-found'],
  ['/mf-manifest-stats.json', 'not-found'],
  ['/.env', 'not-found'],
  ['/firebase-debug.log', 'not-found'],
  ['/static/js/main.0a1b2c3d.js', 'file'],
  ['/mf-manifest.json', 'file'],
  ['/.well-known/security.txt', 'file'],
  ['/sub/mf-manifest-stats.json', 'file'],
])('GET %s: %s', async (pathname, kind) => {
  expect((await resolveHostingPath(root, pathname)).kind).toBe(kind);
});
