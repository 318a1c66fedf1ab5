import type { CategorySlug } from '../../content/categories';
import type { CategoryPageData, PostPageData } from './published-types';

/**
 * Where the blog's pages get their data: one file per post page and per page of a category's
 * list (build/blog-content.cjs). A page fetches only what it shows. Each load is one promise
 * per address for the tab, so every render asks for the same one (React's `use` reads it at
 * once once it has settled, the prerender's server rendering included). A failed load stays
 * failed until `retry` (Try again) starts a new one; a page that does not exist is `null`.
 */
export interface BlogContent {
  post(category: CategorySlug, slug: string, retry?: boolean): Promise<PostPageData | null>;
  categoryPage(
    category: CategorySlug,
    page: number,
    retry?: boolean,
  ): Promise<CategoryPageData | null>;
  /** The URL of a file of the blog's build named in the data (an image's `src`). */
  assetUrl(path: string): string;
  /**
   * When the page's own data for `key` comes from another content build than this code's (a
   * page rendered before a release of the blog, met while it goes out): starts loading the
   * current data and says so. The page hydrates with its own data first, then shows this.
   */
  refreshIfStale(key: string): boolean;
}

/** A promise with the fields React's `use` reads to take a settled value without suspending. */
type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function settled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = Object.assign(promise, { status: 'pending' as const });
  // The handlers return nothing: returning `result` would chain the new promise to it.
  result.then(
    (value) => {
      Object.assign(result, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(result, { status: 'rejected', reason });
    },
  );
  return result;
}

export const postKey = (category: CategorySlug, slug: string) => `posts/${category}/${slug}`;
export const categoryPageKey = (category: CategorySlug, page: number) =>
  `categories/${category}/${page}`;

/** A slug as a file name can have it: anything else cannot be a post, and is not fetched. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ContentClientOptions {
  /** The blog's base URL: its build's files are below it. */
  assetBase: string;
  /** The content build, whose data files are under static/content/<version>/. */
  version: string;
  /** Data the page already holds (the prerendered page's own), by key. */
  seed?: ReadonlyMap<string, unknown>;
  fetchJson?: (url: string) => Promise<Pick<Response, 'status' | 'ok' | 'json'>>;
}

export function createContentClient({
  assetBase,
  version,
  seed = new Map(),
  fetchJson = (url) => fetch(url),
}: ContentClientOptions): BlogContent {
  const base = new URL(`static/content/${version}/`, assetBase);
  const loads = new Map<string, Tracked<unknown>>();
  for (const [key, data] of seed) loads.set(key, settled(data));
  const stale = new Set(
    [...seed]
      .filter(([, data]) => (data as { version?: unknown }).version !== version)
      .map(([key]) => key),
  );

  function load<T>(key: string, retry = false): Promise<T | null> {
    const known = loads.get(key) as Tracked<T | null> | undefined;
    if (known && !(retry && known.status === 'rejected')) return known;
    const loading = tracked(
      fetchJson(new URL(`${key}.json`, base).href).then(async (response) => {
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`${key}: HTTP ${response.status}`);
        return (await response.json()) as T;
      }),
    );
    // Read through `use`; an unread failure is not an unhandled rejection.
    loading.catch(() => undefined);
    loads.set(key, loading);
    return loading;
  }

  return {
    post: (category, slug, retry) =>
      SLUG.test(slug) ? load<PostPageData>(postKey(category, slug), retry) : settled(null),
    categoryPage: (category, page, retry) =>
      Number.isInteger(page) && page >= 1
        ? load<CategoryPageData>(categoryPageKey(category, page), retry)
        : settled(null),
    assetUrl: (path) => new URL(path, assetBase).href,
    refreshIfStale(key) {
      if (!stale.delete(key)) return false;
      loads.delete(key);
      void load(key).catch(() => undefined);
      return true;
    },
  };
}
