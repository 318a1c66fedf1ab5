import type { ArchiveEntry } from './archive-entries';
import { arrivedPoem, fetchPoem, prefetchPoems } from './poem-cache';

type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

function entry(number: number, load: () => Promise<string>): ReadableEntry {
  let loading: Promise<string> | undefined;
  return {
    kind: 'readable',
    number,
    label: `Entry #00${number} - Test`,
    loadPoem: (retry = false) => {
      if (retry) loading = undefined;
      loading ??= load();
      return loading;
    },
  };
}

describe('the poem cache', () => {
  it('keeps a poem once it has arrived, and hands out the loader’s own promise', async () => {
    const first = entry(1, () => Promise.resolve('a line'));
    expect(arrivedPoem(first)).toBeUndefined();
    const loading = fetchPoem(first);
    expect(fetchPoem(first)).toBe(loading);
    await loading;
    expect(arrivedPoem(first)).toBe('a line');
  });

  it('fetches every readable entry ahead, leaves locked ones, and swallows a failure', async () => {
    const good = entry(2, () => Promise.resolve('words'));
    const bad = entry(3, () => Promise.reject(new Error('offline')));
    prefetchPoems([good, bad, { kind: 'locked', number: 4, label: 'Entry #004 - [Locked]' }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrivedPoem(good)).toBe('words');
    expect(arrivedPoem(bad)).toBeUndefined();
  });

  it('never shows one entry’s poem for another built with another loader', async () => {
    await fetchPoem(entry(5, () => Promise.resolve('real')));
    expect(arrivedPoem(entry(5, () => Promise.resolve('test')))).toBeUndefined();
  });
});
