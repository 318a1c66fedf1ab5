import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { writeCards } from './card-cache.mjs';
import { cardsAhead } from './cards-ahead.mjs';

const ASSETS = { templateVersion: 1, fontsDigest: 'fonts', palette: { text: '#fff' } };
const source = (title) => ({ title, label: 'Letters', author: 'The Author' });
const card = (title) => ({ path: `/cards/blog/letters/${title}.png`, source: source(title) });

let dir;
let painted;
const paint = async ({ title }) => {
  painted.push(title);
  return Buffer.from(`png of ${title}`);
};
const options = () => ({ cacheDir: path.join(dir, 'cache'), assets: ASSETS });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cards-ahead-'));
  painted = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a card wanted during the crawl is painted once, and written by writeCards', async () => {
  const ahead = cardsAhead({ ...options(), render: paint });
  ahead.want(source('first-frost'));
  ahead.want(source('first-frost'));
  assert.deepEqual(painted, ['first-frost']);
  const written = await writeCards([card('first-frost'), card('salt-letters')], {
    ...options(),
    outDir: path.join(dir, 'out'),
    render: ahead.render,
  });
  assert.deepEqual(written, { made: 2, reused: 0 });
  assert.deepEqual(painted, ['first-frost', 'salt-letters']);
});

test('a card the cache already holds is not started ahead', async () => {
  await writeCards([card('first-frost')], {
    ...options(),
    outDir: path.join(dir, 'out'),
    render: paint,
  });
  painted = [];
  const ahead = cardsAhead({ ...options(), render: paint });
  ahead.want(source('first-frost'));
  assert.deepEqual(painted, []);
});

test('a card that fails ahead fails the build that writes it, not the process before', async () => {
  const ahead = cardsAhead({
    ...options(),
    render: async () => {
      throw new Error('out of memory');
    },
  });
  ahead.want(source('first-frost'));
  await new Promise((resolve) => setTimeout(resolve, 10)); // an unhandled rejection would fire
  await assert.rejects(
    writeCards([card('first-frost')], {
      ...options(),
      outDir: path.join(dir, 'out'),
      render: ahead.render,
    }),
    /out of memory/,
  );
});
