import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { cardKey, writeCards } from './card-cache.mjs';

const ASSETS = { templateVersion: 1, fontsDigest: 'fonts', palette: { text: '#fff' } };
const card = (title, label = 'Essays') => ({
  path: `/cards/blog/essays/${title.toLowerCase().replace(/\W+/g, '-')}.png`,
  source: { title, label, author: 'The Author' },
});

let dir;
let renders;
/** A stand-in renderer that records what it was asked to make. */
const render = async (source) => {
  renders.push(source.title);
  return Buffer.from(`png of ${source.title}`);
};
const build = (cards, assets = ASSETS) =>
  writeCards(cards, {
    outDir: path.join(dir, 'out'),
    cacheDir: path.join(dir, 'cache'),
    assets,
    render,
  });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cards-test-'));
  renders = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a first build makes every card and writes it at its path', async () => {
  const cards = [card('One'), card('Two')];
  assert.deepEqual(await build(cards), { made: 2, reused: 0 });
  assert.deepEqual(renders, ['One', 'Two']);
  for (const { path: cardPath, source } of cards) {
    assert.equal(readFileSync(path.join(dir, 'out', cardPath), 'utf8'), `png of ${source.title}`);
  }
});

test('a second build with unchanged content makes no card again', async () => {
  const cards = [card('One'), card('Two')];
  await build(cards);
  rmSync(path.join(dir, 'out'), { recursive: true });
  renders = [];
  assert.deepEqual(await build(cards), { made: 0, reused: 2 });
  assert.deepEqual(renders, []);
  assert.ok(existsSync(path.join(dir, 'out', cards[1].path)), 'the kept card is written out');
});

test('a changed title, label or author makes that card again, and only that one', async () => {
  await build([card('One'), card('Two')]);
  renders = [];
  const retitled = { ...card('Two'), source: { ...card('Two').source, title: 'Two, again' } };
  assert.deepEqual(await build([card('One'), retitled]), { made: 1, reused: 1 });
  assert.deepEqual(renders, ['Two, again']);
  assert.deepEqual(await build([card('One', 'Letters')]), { made: 1, reused: 0 });
  const otherAuthor = { ...card('One'), source: { ...card('One').source, author: 'Someone' } };
  assert.deepEqual(await build([otherAuthor]), { made: 1, reused: 0 });
});

test('a new template, font or colour makes every card again', async () => {
  const cards = [card('One')];
  await build(cards);
  assert.equal((await build(cards, { ...ASSETS, templateVersion: 2 })).made, 1);
  assert.equal((await build(cards, { ...ASSETS, fontsDigest: 'other' })).made, 1);
  assert.equal((await build(cards, { ...ASSETS, palette: { text: '#000' } })).made, 1);
});

test('the key is the same for the same words and differs for any other', () => {
  const { source } = card('One');
  assert.equal(cardKey(source, ASSETS), cardKey({ ...source }, ASSETS));
  assert.notEqual(cardKey(source, ASSETS), cardKey({ ...source, title: 'One ' }, ASSETS));
});

test('the cards to make are asked for at once, so a pool can make them in parallel', async () => {
  let inFlight = 0;
  let most = 0;
  const slowRender = async (source) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 20));
    inFlight -= 1;
    return Buffer.from(`png of ${source.title}`);
  };
  const cards = [card('One'), card('Two'), card('Three'), { ...card('One'), path: '/cards/x.png' }];
  const result = await writeCards(cards, {
    outDir: path.join(dir, 'out'),
    cacheDir: path.join(dir, 'cache'),
    assets: ASSETS,
    render: slowRender,
  });
  assert.deepEqual(result, { made: 3, reused: 1 });
  assert.equal(most, 3);
  assert.equal(readFileSync(path.join(dir, 'out/cards/x.png'), 'utf8'), 'png of One');
});
