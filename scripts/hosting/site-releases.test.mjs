import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  RELEASES_FILE,
  SNAPSHOT_DIR,
  hashedFiles,
  readReleases,
  releaseId,
} from '@site/hosting-policy';
import { carryForward, liveSite, restoreRelease, snapshotRelease } from './site-releases.mjs';

function tempDir(t) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hosting-releases-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A built site: its files, by site path. */
function build(dir, files) {
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** A live site as liveSite gives it; records what is read. */
function site(releases, contents) {
  const reads = [];
  return {
    origin: 'https://site.example',
    reads,
    releases,
    read: async (file) => {
      reads.push(file);
      if (!(file in contents)) throw new Error(`no ${file}`);
      return Buffer.from(contents[file]);
    },
  };
}

const release = (id, files) => ({ id, deployedAt: '2026-01-01T00:00:00.000Z', files });
const current = (dir) => ({ id: releaseId(dir), deployedAt: '2026-11-25T10:00:00.000Z' });

test('hashedFiles lists the files under static/ as site paths, without source maps', (t) => {
  const dir = build(path.join(tempDir(t), 'site'), {
    'remoteEntry.js': 'entry',
    'static/js/b.2.js': 'b',
    'static/js/b.2.js.map': '{}',
    'static/css/a.1.css': 'a',
    'index.html': '<html>',
  });
  assert.deepEqual(hashedFiles(dir), ['static/css/a.1.css', 'static/js/b.2.js']);
});

test('a release is named by what it serves: the same build, the same release', (t) => {
  const root = tempDir(t);
  const files = { 'remoteEntry.js': 'entry', 'static/js/x.1.js': 'x', 'mf-manifest.json': '{}' };
  const a = build(path.join(root, 'a'), files);
  const b = build(path.join(root, 'b'), files);
  assert.match(releaseId(a), /^[0-9a-f]{12}$/);
  assert.equal(releaseId(a), releaseId(b));
  // Another hashed file, or an unhashed file with other contents, is another release.
  assert.notEqual(
    releaseId(a),
    releaseId(build(path.join(root, 'c'), { ...files, 'static/js/y.2.js': 'y' })),
  );
  assert.notEqual(
    releaseId(a),
    releaseId(build(path.join(root, 'd'), { ...files, 'remoteEntry.js': 'entry 2' })),
  );
  // What each deploy writes, and source maps, are not the release.
  const deployed = build(path.join(root, 'e'), {
    ...files,
    'releases.json': '{}',
    '404.html': 'not found',
    'static/js/x.1.js.map': '{}',
  });
  assert.equal(releaseId(deployed), releaseId(a));
});

test('a release keeps a copy of its unhashed files, and is read back as it was built', async (t) => {
  const root = tempDir(t);
  const built = build(path.join(root, 'built'), {
    'remoteEntry.js': 'entry',
    'likeable-posts.json': '{"postIds":[]}',
    'static/js/x.1.js': 'x',
  });
  const id = releaseId(built);
  snapshotRelease(built, id);
  const files = hashedFiles(built);
  assert.ok(files.includes(`${SNAPSHOT_DIR}/${id}/remoteEntry.js`));
  const contents = Object.fromEntries(
    files.map((file) => [file, readFileSync(path.join(built, file))]),
  );
  const restored = path.join(root, 'restored');
  await restoreRelease(site([release(id, files)], contents), release(id, files), restored);
  assert.equal(readFileSync(path.join(restored, 'remoteEntry.js'), 'utf8'), 'entry');
  assert.equal(readFileSync(path.join(restored, 'likeable-posts.json'), 'utf8'), '{"postIds":[]}');
  assert.equal(releaseId(restored), releaseId(built));
});

test('a release without a copy of its entry files cannot be restored, and says so', async (t) => {
  const files = ['static/js/x.1.js'];
  await assert.rejects(
    restoreRelease(site([], { 'static/js/x.1.js': 'x' }), release('old', files), tempDir(t)),
    /keeps no copy of its entry files/,
  );
});

test('carryForward keeps keep-1 earlier releases, copies their files and drops older ones', async (t) => {
  const dir = build(path.join(tempDir(t), 'new'), {
    'remoteEntry.js': 'four',
    'static/js/main.4.js': 'four',
    'static/js/shared.js': 'new shared',
  });
  const live = site(
    [
      release('three', ['static/js/main.3.js', 'static/img/cover.3.png', 'static/js/shared.js']),
      release('two', ['static/js/main.2.js']),
      release('one', ['static/js/main.1.js']),
    ],
    {
      'static/js/main.3.js': 'three',
      'static/img/cover.3.png': 'png three',
      'static/js/shared.js': 'old shared',
      'static/js/main.2.js': 'two',
      'static/js/main.1.js': 'one',
    },
  );
  const id = releaseId(dir);
  const releases = await carryForward(dir, live, 3, current(dir));
  assert.deepEqual(
    releases.map((entry) => entry.id),
    [id, 'three', 'two'],
  );
  assert.deepEqual(releases[0].files, ['static/js/main.4.js', 'static/js/shared.js']);
  const read = (file) => readFileSync(path.join(dir, file), 'utf8');
  assert.equal(read('static/js/main.3.js'), 'three');
  assert.equal(read('static/img/cover.3.png'), 'png three');
  assert.equal(read('static/js/main.2.js'), 'two');
  assert.ok(!existsSync(path.join(dir, 'static/js/main.1.js')));
  // A file of the new release is never overwritten by an earlier one's.
  assert.equal(read('static/js/shared.js'), 'new shared');
  assert.deepEqual(
    JSON.parse(readFileSync(path.join(dir, RELEASES_FILE), 'utf8')),
    JSON.parse(JSON.stringify({ releases })),
  );
});

test('the same build as the live release is no new release: its entry stays as it was', async (t) => {
  const dir = build(path.join(tempDir(t), 'new'), { 'remoteEntry.js': 'same' });
  const id = releaseId(dir);
  const live = site([release(id, []), release('older', ['static/js/older.js'])], {
    'static/js/older.js': 'older',
  });
  const releases = await carryForward(dir, live, 3, current(dir));
  assert.deepEqual(releases, [release(id, []), release('older', ['static/js/older.js'])]);
});

test('a first release carries nothing', async (t) => {
  const dir = build(path.join(tempDir(t), 'first'), { 'static/js/a.js': 'a' });
  const releases = await carryForward(dir, null, 3, current(dir));
  assert.deepEqual(
    releases.map((entry) => entry.files),
    [['static/js/a.js']],
  );
});

test('carryForward refuses a releases list naming files outside static/', async (t) => {
  const dir = build(path.join(tempDir(t), 'new'), { 'remoteEntry.js': 'x' });
  const live = site([release('old', ['../../etc/passwd'])], {});
  await assert.rejects(carryForward(dir, live, 2, current(dir)), /not a file under static/);
});

test('readReleases wants a "releases" list', () => {
  assert.deepEqual(readReleases('{"releases":[]}'), []);
  assert.throws(() => readReleases('{"release":[]}'), /no "releases" list/);
});

/** An HTTP site answering `routes` (path -> [status, body]). */
async function httpSite(t, routes) {
  const server = createServer((req, res) => {
    const [status, body] = routes[req.url] ?? [404, 'not found'];
    res.writeHead(status).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  return `http://127.0.0.1:${server.address().port}`;
}

test('liveSite reads the live releases and files over HTTP', async (t) => {
  const list = { releases: [release('a', ['static/js/a.js'])] };
  const origin = await httpSite(t, {
    '/releases.json': [200, JSON.stringify(list)],
    '/static/js/a.js': [200, 'a'],
  });
  const live = await liveSite({ origin });
  assert.deepEqual(live.releases, list.releases);
  assert.equal((await live.read('static/js/a.js')).toString(), 'a');
});

test('liveSite: a site never deployed has no releases (404)', async (t) => {
  assert.equal(await liveSite({ origin: await httpSite(t, {}) }), null);
});

test('liveSite stops a release when the history cannot be read, naming the site', async (t) => {
  const broken = await httpSite(t, { '/releases.json': [500, 'oops'] });
  await assert.rejects(liveSite({ origin: broken }), /HTTP 500: cannot release/);
  const garbled = await httpSite(t, { '/releases.json': [200, '{"nothing":1}'] });
  await assert.rejects(liveSite({ origin: garbled }), /cannot be read/);
  await assert.rejects(
    liveSite({ origin: 'http://127.0.0.1:9' }),
    /cannot read the live releases of/,
  );
});

test('liveSite reads a target served from this machine from its staging when nothing answers', async (t) => {
  const staged = build(path.join(tempDir(t), 'staged'), { 'static/js/a.js': 'a' });
  const list = [release('a', ['static/js/a.js'])];
  writeFileSync(path.join(staged, RELEASES_FILE), JSON.stringify({ releases: list }));
  const live = await liveSite({ origin: 'http://127.0.0.1:9', stagedDir: staged });
  assert.deepEqual(live.releases, list);
  assert.equal((await live.read('static/js/a.js')).toString(), 'a');
});
