/** @jest-environment node */
import { FILES_CACHE, PAGES_CACHE, RELEASE_CACHE } from './cache-names';
import { OpenPages } from './open-pages';
import { FilePruner } from './prune-files';

const SITE = 'https://site.example';

/** The part of the Cache API the prune uses, over maps. */
function fakeCaches(): Record<string, Map<string, Response>> {
  const stores: Record<string, Map<string, Response>> = {};
  const open = (name: string) => {
    const store = (stores[name] ??= new Map());
    return Promise.resolve({
      keys: () => Promise.resolve([...store.keys()].map((url) => new Request(url))),
      // By URL or by Request, as the Cache API takes them (the prune reads keys() back).
      match: (key: string | Request) =>
        Promise.resolve(store.get(typeof key === 'string' ? key : key.url)?.clone()),
      delete: (key: string | Request) =>
        Promise.resolve(store.delete(typeof key === 'string' ? key : key.url)),
    });
  };
  Object.assign(globalThis, { caches: { open } });
  return stores;
}

const js = (text: string) =>
  new Response(text, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });

/** A shell release: its main chunk names one lazy chunk. */
function shell(main: string, chunk: string): [string, Response][] {
  return [
    [`${SITE}/static/js/main.${main}.js`, js(`{123:"${chunk}"}`)],
    [`${SITE}/static/js/page-home.${chunk}.js`, js('home')],
  ];
}

/** `open`: the pages open; this worker answered the loads of those in `loaded`. */
function setup(open: string[] = ['tab'], loaded = [...open]) {
  const stores = fakeCaches();
  stores[FILES_CACHE] = new Map([
    ...shell('aaaaaaaa00', 'aaaaaaaa01'),
    ...shell('bbbbbbbb00', 'bbbbbbbb01'),
    [`${SITE}/favicon.svg`, new Response('<svg/>')],
  ]);
  stores[PAGES_CACHE] = new Map([
    [`${SITE}/`, new Response('<script src="/static/js/main.bbbbbbbb00.js">')],
  ]);
  stores[RELEASE_CACHE] = new Map();
  const pages = new OpenPages();
  for (const id of loaded) pages.loaded(id, '<script src="/static/js/main.bbbbbbbb00.js">');
  let coming = false;
  const pruner = new FilePruner({
    shellFiles: [`${SITE}/static/js/main.bbbbbbbb00.js`],
    pages,
    openPageIds: () => Promise.resolve(open),
    anotherWorkerComing: () => coming,
  });
  const files = () =>
    [...(stores[FILES_CACHE]?.keys() ?? [])].map((url) => url.slice(SITE.length)).sort();
  return { stores, pages, pruner, files, newWorker: (value: boolean) => (coming = value) };
}

test('a prune runs only when due, at a page read, and deletes the release nothing names', async () => {
  const { pruner, files } = setup();
  await pruner.pageRead();
  expect(files()).toHaveLength(5);
  pruner.due();
  await pruner.pageRead();
  expect(files()).toEqual([
    '/favicon.svg',
    '/static/js/main.bbbbbbbb00.js',
    '/static/js/page-home.bbbbbbbb01.js',
  ]);
});

test('a file an open page runs stays until the page closes', async () => {
  const open = ['tab', 'old-tab'];
  const { pages, pruner, files } = setup(open);
  pages.loaded('old-tab', '<script src="/static/js/main.aaaaaaaa00.js">');
  pruner.due();
  await pruner.pageRead();
  expect(files()).toHaveLength(5);
  open.pop();
  // Still due: what was kept for the open page alone is looked at again.
  await pruner.pageRead();
  expect(files()).toHaveLength(3);
});

test('an open page this worker did not load, or a newer worker on its way: nothing is deleted yet', async () => {
  const open = ['tab', 'from-before'];
  const { pruner, files, newWorker } = setup(open, ['tab']);
  pruner.due();
  await pruner.pageRead();
  expect(files()).toHaveLength(5);
  open.pop();
  newWorker(true);
  await pruner.pageRead();
  expect(files()).toHaveLength(5);
  newWorker(false);
  await pruner.pageRead();
  expect(files()).toHaveLength(3);
});

test('a page kept on an earlier release, and the kept entry, keep the files they need, with no tab open', async () => {
  const { stores, pruner } = setup([], []);
  const section = 'https://red.example';
  stores[PAGES_CACHE]?.set(
    `${SITE}/poem`,
    new Response('<script src="/static/js/main.aaaaaaaa00.js">'),
  );
  stores[RELEASE_CACHE]?.set(`${section}/remoteEntry.js`, js('"static/js/poem.cccccccc01.js"'));
  stores[FILES_CACHE]?.set(`${section}/static/js/poem.cccccccc01.js`, js('poem'));
  stores[FILES_CACHE]?.set(`${section}/static/js/poem.dddddddd01.js`, js('an earlier poem chunk'));
  pruner.due();
  await pruner.pageRead();
  expect([...(stores[FILES_CACHE]?.keys() ?? [])].sort()).toEqual([
    `${section}/static/js/poem.cccccccc01.js`,
    `${SITE}/favicon.svg`,
    `${SITE}/static/js/main.aaaaaaaa00.js`,
    `${SITE}/static/js/main.bbbbbbbb00.js`,
    `${SITE}/static/js/page-home.aaaaaaaa01.js`,
    `${SITE}/static/js/page-home.bbbbbbbb01.js`,
  ]);
});
