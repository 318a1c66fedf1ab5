import type { ArchiveEntry } from './archive-entries';
import { arrivedPoem, fetchPoem } from './poem-cache';
import { prefetchPoemsNearScreen } from './poem-prefetch';

type ReadableEntry = Extract<ArchiveEntry, { kind: 'readable' }>;

function entry(number: number, load: () => Promise<string>): ReadableEntry {
  let loading: Promise<string> | undefined;
  return {
    kind: 'readable',
    number,
    label: `Entry #00${number} - Test`,
    title: 'Test',
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

  it('without IntersectionObserver, fetches every readable entry ahead, swallowing a failure', async () => {
    const good = entry(2, () => Promise.resolve('words'));
    const bad = entry(3, () => Promise.reject(new Error('offline')));
    const locked: ArchiveEntry = { kind: 'locked', number: 4, label: 'Entry #004 - [Locked]' };
    prefetchPoemsNearScreen([good, bad, locked], () => document.createElement('li'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrivedPoem(good)).toBe('words');
    expect(arrivedPoem(bad)).toBeUndefined();
  });

  describe('with IntersectionObserver', () => {
    /** The observers made, each with the rows it watches and its callback. */
    let observers: { rows: Set<Element>; notify: (rows: Element[]) => void; margin?: string }[];

    beforeEach(() => {
      observers = [];
      class FakeObserver {
        private readonly record;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          const rows = new Set<Element>();
          this.record = {
            rows,
            margin: options?.rootMargin,
            notify: (near: Element[]) =>
              callback(
                near.map(
                  (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
                ),
                this as unknown as IntersectionObserver,
              ),
          };
          observers.push(this.record);
        }
        observe(row: Element) {
          this.record.rows.add(row);
        }
        unobserve(row: Element) {
          this.record.rows.delete(row);
        }
        disconnect() {
          this.record.rows.clear();
        }
      }
      Object.assign(window, { IntersectionObserver: FakeObserver });
    });

    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    it('fetches a poem when its row comes within a screen, once, and stops when told', async () => {
      const rows = new Map<number, Element>();
      const rowOf = (candidate: ReadableEntry) => {
        const row = document.createElement('li');
        rows.set(candidate.number, row);
        return row;
      };
      const loads = { near: 0, far: 0 };
      const near = entry(6, () => (loads.near++, Promise.resolve('near')));
      const far = entry(7, () => (loads.far++, Promise.resolve('far')));
      const stop = prefetchPoemsNearScreen([near, far], rowOf);
      const [observer] = observers;
      expect(observer?.margin).toBe('100% 0px');
      expect(loads).toEqual({ near: 0, far: 0 });

      observer?.notify([rows.get(6)!]);
      await near.loadPoem();
      expect(arrivedPoem(near)).toBe('near');
      expect(observer?.rows.has(rows.get(6)!)).toBe(false);
      expect(loads).toEqual({ near: 1, far: 0 });

      stop();
      expect(observer?.rows.size).toBe(0);
      expect(arrivedPoem(far)).toBeUndefined();
    });

    it('fetches at once the poem of an entry whose row is not in the page', () => {
      let loads = 0;
      const rowless = entry(8, () => (loads++, Promise.resolve('x')));
      prefetchPoemsNearScreen([rowless], () => null);
      expect(loads).toBe(1);
    });
  });

  it('never shows one entry’s poem for another built with another loader', async () => {
    await fetchPoem(entry(5, () => Promise.resolve('real')));
    expect(arrivedPoem(entry(5, () => Promise.resolve('test')))).toBeUndefined();
  });
});
