import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  RELEASES_FILE,
  carryForward,
  hashedFiles,
  previousReleases,
  readReleases,
  releaseId,
} from './releases.mjs';

function tempDir(t) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hosting-releases-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A built site: a section's remoteEntry.js (null for the shell, which has none) and its files. */
function build(dir, entry, files) {
  mkdirSync(dir, { recursive: true });
  if (entry !== null) writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Earlier releases as a live site or staged folder would give them; records what is read. */
function previous(releases, contents) {
  const reads = [];
  return {
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
const NOW = new Date('2026-11-23T10:00:00.000Z');

test('hashedFiles lists the files under static/ as site paths, without source maps', (t) => {
  const dir = build(path.join(tempDir(t), 'site'), 'entry', {
    'static/js/b.2.js': 'b',
    'static/js/b.2.js.map': '{}',
    'static/css/a.1.css': 'a',
    'index.html': '<html>',
  });
  assert.deepEqual(hashedFiles(dir), ['static/css/a.1.css', 'static/js/b.2.js']);
  assert.deepEqual(hashedFiles(path.join(dir, 'static/css')), []);
});

test('releaseId is named by remoteEntry.js', (t) => {
  const root = tempDir(t);
  const a = build(path.join(root, 'a'), 'entry one', { 'static/js/x.js': 'x' });
  const b = build(path.join(root, 'b'), 'entry one', { 'static/js/y.js': 'y' });
  const c = build(path.join(root, 'c'), 'entry two', {});
  assert.match(releaseId(a), /^[0-9a-f]{12}$/);
  assert.equal(releaseId(a), releaseId(b));
  assert.notEqual(releaseId(a), releaseId(c));
});

test("the shell's release (no remoteEntry.js) is named by its hashed files", (t) => {
  const root = tempDir(t);
  const shell = (name, files) => build(path.join(root, name), null, files);
  const a = shell('a', { 'static/js/main.1.js': 'm', 'index.html': 'page one' });
  const b = shell('b', { 'static/js/main.1.js': 'm', 'index.html': 'page two' });
  const c = shell('c', { 'static/js/main.2.js': 'm', 'index.html': 'page one' });
  assert.match(releaseId(a), /^[0-9a-f]{12}$/);
  assert.equal(releaseId(a), releaseId(b), 'prerendered pages are not the release');
  assert.notEqual(releaseId(a), releaseId(c));
});

test('readReleases wants a "releases" list', () => {
  assert.deepEqual(readReleases('{"releases":[]}'), []);
  assert.throws(() => readReleases('{"release":[]}'), /no "releases" list/);
});

test('carryForward keeps keep-1 earlier releases, copies their files and drops older ones', async (t) => {
  const dir = build(path.join(tempDir(t), 'new'), 'entry four', {
    'static/js/main.4.js': 'four',
    'static/js/shared.js': 'new shared',
  });
  const earlier = previous(
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

  const releases = await carryForward(dir, earlier, 3, NOW);

  assert.deepEqual(
    releases.map((entry) => entry.id),
    [releaseId(dir), 'three', 'two'],
  );
  assert.deepEqual(releases[0], {
    id: releaseId(dir),
    deployedAt: NOW.toISOString(),
    files: ['static/js/main.4.js', 'static/js/shared.js'],
  });
  assert.deepEqual(releases.slice(1), earlier.releases.slice(0, 2));
  // The kept releases' files are in the new folder; the oldest release's are not.
  const read = (file) => readFileSync(path.join(dir, file), 'utf8');
  assert.equal(read('static/js/main.3.js'), 'three');
  assert.equal(read('static/img/cover.3.png'), 'png three');
  assert.equal(read('static/js/main.2.js'), 'two');
  assert.ok(!existsSync(path.join(dir, 'static/js/main.1.js')));
  assert.ok(!earlier.reads.includes('static/js/main.1.js'));
  // A file of the new release is never overwritten by an earlier one's.
  assert.equal(read('static/js/shared.js'), 'new shared');
  assert.ok(!earlier.reads.includes('static/js/shared.js'));
  // releases.json says the same.
  assert.deepEqual(
    JSON.parse(readFileSync(path.join(dir, RELEASES_FILE), 'utf8')),
    JSON.parse(JSON.stringify({ releases })),
  );
});

test('keep 1 carries nothing; no previous releases is a first deploy', async (t) => {
  const root = tempDir(t);
  const one = build(path.join(root, 'one'), 'entry', { 'static/js/a.js': 'a' });
  const earlier = previous([release('old', ['static/js/old.js'])], { 'static/js/old.js': 'o' });
  const kept = await carryForward(one, earlier, 1, NOW);
  assert.deepEqual(
    kept.map((entry) => entry.id),
    [releaseId(one)],
  );
  assert.deepEqual(earlier.reads, []);
  assert.ok(!existsSync(path.join(one, 'static/js/old.js')));

  const first = build(path.join(root, 'first'), 'entry', { 'static/js/a.js': 'a' });
  const releases = await carryForward(first, null, 3, NOW);
  assert.deepEqual(releases, [
    { id: releaseId(first), deployedAt: NOW.toISOString(), files: ['static/js/a.js'] },
  ]);
});

test('redeploying the same release does not list it twice', async (t) => {
  const dir = build(path.join(tempDir(t), 'new'), 'same entry', { 'static/js/main.js': 'm' });
  const id = releaseId(dir);
  const earlier = previous(
    [release(id, ['static/js/main.js']), release('older', ['static/js/older.js'])],
    { 'static/js/main.js': 'm', 'static/js/older.js': 'older' },
  );
  const releases = await carryForward(dir, earlier, 2, NOW);
  assert.deepEqual(
    releases.map((entry) => entry.id),
    [id, 'older'],
  );
  assert.equal(releases[0].deployedAt, NOW.toISOString());
  assert.equal(readFileSync(path.join(dir, 'static/js/older.js'), 'utf8'), 'older');
});

test('previousReleases reads the staged folder, else nothing without a live origin', async (t) => {
  const root = tempDir(t);
  assert.equal(await previousReleases(path.join(root, 'missing'), null), null);

  const staged = build(path.join(root, 'staged'), 'entry', { 'static/js/a.js': 'a' });
  const list = [release('a', ['static/js/a.js'])];
  writeFileSync(path.join(staged, RELEASES_FILE), JSON.stringify({ releases: list }));
  const found = await previousReleases(staged, 'http://127.0.0.1:9');
  assert.deepEqual(found.releases, list);
  assert.equal((await found.read('static/js/a.js')).toString(), 'a');
});
