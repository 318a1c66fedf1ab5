/** @jest-environment node */
import { OpenPages } from './open-pages';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an open page needs what it was answered with and the files it says it ran', async () => {
  const pages = new OpenPages();
  pages.loaded('tab-1', '<script src="/static/js/main.5975952e72.js">');
  pages.answered('tab-1', '/remoteEntry.js', new Response('{123:"bbbbbbbb01"}'));
  pages.ran('tab-1', ['https://site.example/static/js/page-post.aaaaaaaa01.js']);
  // Read in the background: until then, what the page runs cannot be told.
  expect(pages.needs(['tab-1'])).toBeNull();
  await jest.advanceTimersByTimeAsync(60_000);
  const needs = pages.needs(['tab-1']);
  expect(needs).toEqual({
    texts: ['<script src="/static/js/main.5975952e72.js">', '{123:"bbbbbbbb01"}'],
    urls: ['https://site.example/static/js/page-post.aaaaaaaa01.js'],
  });
  // Read again at the next prune: the answer is still whole.
  expect(pages.needs(['tab-1'])?.texts).toEqual(needs?.texts);
});

test('a page closed is no longer needed, one still starting is', async () => {
  const pages = new OpenPages();
  pages.loaded('closed', 'aaaaaaaa01');
  pages.loaded('closed-later', 'bbbbbbbb01');
  expect(pages.needs(['closed-later'])).toEqual({
    texts: ['aaaaaaaa01', 'bbbbbbbb01'],
    urls: [],
  });
  jest.advanceTimersByTime(10_001);
  pages.loaded('starting', 'cccccccc01');
  // 'closed' never showed up in 10 s; 'closed-later' was open and is not listed any more.
  expect(pages.needs([])).toEqual({ texts: ['cccccccc01'], urls: [] });
  expect(pages.needs(['closed-later'])).toBeNull();
});

test('an open page whose load this worker did not answer: what is needed cannot be told', async () => {
  const pages = new OpenPages();
  pages.loaded('tab-1', 'a');
  expect(pages.needs(['tab-1'])).not.toBeNull();
  expect(pages.needs(['tab-1', 'opened-before-this-worker'])).toBeNull();
  // What it says it ran since is only part of what it runs.
  pages.ran('opened-before-this-worker', ['https://site.example/static/js/x.aaaaaaaa01.js']);
  expect(pages.needs(['tab-1', 'opened-before-this-worker'])).toBeNull();
});

test('the 16 newest pages are remembered', async () => {
  const pages = new OpenPages();
  for (let tab = 0; tab < 17; tab += 1) pages.loaded(`tab-${tab}`, 'a');
  expect(pages.needs(['tab-0'])).toBeNull();
  expect(pages.needs(['tab-1', 'tab-16'])).not.toBeNull();
});
