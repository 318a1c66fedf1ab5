// The prerender's tab counts the fetches its renders start, so that a page whose render waited
// on its data is rendered again once the data has come, not every few milliseconds meanwhile:
// each render of a page is ~8 ms of the tab's time, and at a thousand posts the retries were a
// third of the crawl's renders (issue 42). Only fetches started inside a render count: the
// live app in the same tab may hold a request open (a live count's long poll) that no page
// waits for. Only the prerender's chunk installs this: no reader's page counts its fetches.

type Fetch = typeof fetch;

export interface RenderFetches {
  /** Runs `render`, counting the fetches it starts. */
  during<T>(render: () => T): T;
  /** Resolves once none of the counted fetches is under way. */
  settled(): Promise<void>;
}

export function countFetches(target: { fetch: Fetch }): RenderFetches {
  const original = target.fetch.bind(target);
  let counting = false;
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
    if (!counting) return original(...args);
    underWay += 1;
    // Started from a microtask, once the render has returned, not from deep inside React's
    // renderer: with the crawl's DevTools session on the tab (Playwright's network events),
    // each request started there cost the tab ~5 ms (Chromium's own fetch, measured with the
    // profiler over 200 posts: 669 ms of their 4.1 s), ~0.3 ms from a microtask (issue 42).
    const started = Promise.resolve().then(() => original(...args));
    started.then(finished, finished);
    return started;
  };
  return {
    during(render) {
      counting = true;
      try {
        return render();
      } finally {
        counting = false;
      }
    },
    settled: () =>
      underWay === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
  };
}
