// The prerender's tab counts the fetches under way, so that a page whose render waited on its
// data is rendered again once the data has come, not every few milliseconds meanwhile: each
// render of a page is ~8 ms of the tab's time, and at a thousand posts the retries were a
// third of the crawl's renders (issue 42). Only the prerender's chunk installs it: no reader's
// page counts its fetches.

type Fetch = typeof fetch;

/** Counts the fetches `target` starts; `settled()` resolves once none is under way. */
export function countFetches(target: { fetch: Fetch }): { settled: () => Promise<void> } {
  const original = target.fetch.bind(target);
  let underWay = 0;
  let waiting: Array<() => void> = [];
  const finished = () => {
    underWay -= 1;
    if (underWay > 0) return;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  };
  target.fetch = (...args: Parameters<Fetch>) => {
    underWay += 1;
    let started: ReturnType<Fetch>;
    try {
      started = original(...args);
    } catch (error) {
      finished();
      throw error;
    }
    started.then(finished, finished);
    return started;
  };
  return {
    settled: () =>
      underWay === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
  };
}
