import type { CategorySlug } from '../../content/categories';
import type {
  CategoryPageData,
  LatestPostsData,
  NewestPostData,
  PostPageData,
} from './published-types';

/**
 * Where the blog's pages get their data: one file per post page and per page of a category's
 * list, the latest posts (the hub's) and the newest (the home page's) (build/blog-content.cjs). A page fetches only what it shows. Each load is one promise
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
  latest(retry?: boolean): Promise<LatestPostsData | null>;
  newest(retry?: boolean): Promise<NewestPostData | null>;
  /** The URL of a file of the blog's build named in the data (an image's `src`). */
  assetUrl(path: string): string;
  /**
   * When the page's own data for `key` comes from another content build than this code's (a
   * page rendered before a release of the blog, met while it goes out): starts loading the
   * current data and says so. The page hydrates with its own data first, then shows this.
   */
  refreshIfStale(key: string): boolean;
}

/** A promise React's `use` reads at once, without suspending (React's own thenable fields). */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

export const postKey = (category: CategorySlug, slug: string) => `posts/${category}/${slug}`;
export const categoryPageKey = (category: CategorySlug, page: number) =>
  `categories/${category}/${page}`;
export const LATEST_KEY = 'latest';
export const NEWEST_KEY = 'newest';

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
  // A build may name its base as a path ('/' in one bundle): it is relative to the page.
  const buildBase = new URL(assetBase, globalThis.location?.href);
  const base = new URL(`static/content/${version}/`, buildBase);
  const loads = new Map<string, Promise<unknown>>();
  const failed = new Set<string>();
  const stale = new Set<string>();
  for (const [key, data] of seed) {
    loads.set(key, settled(data));
    if ((data as { version?: unknown }).version !== version) stale.add(key);
  }

  function load<T>(key: string, retry = false): Promise<T | null> {
    const known = loads.get(key) as Promise<T | null> | undefined;
    if (known && !(retry && failed.has(key))) return known;
    failed.delete(key);
    const loading = fetchJson(new URL(`${key}.json`, base).href).then(async (response) => {
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${key}: HTTP ${response.status}`);
      return (await response.json()) as T;
    });
    // Read through `use`; an unread failure is not an unhandled rejection.
    loading.catch(() => failed.add(key));
    loads.set(key, loading);
    return loading;
  }

  return {
    post: (category, slug, retry) =>
      SLUG.test(slug) ? load<PostPageData>(postKey(category, slug), retry) : settled(null),
    // `page` is a page number (category-route.tsx reads it from the address).
    categoryPage: (category, page, retry) =>
      load<CategoryPageData>(categoryPageKey(category, page), retry),
    latest: (retry) => load<LatestPostsData>(LATEST_KEY, retry),
    newest: (retry) => load<NewestPostData>(NEWEST_KEY, retry),
    assetUrl: (path) => new URL(path, buildBase).href,
    refreshIfStale(key) {
      if (!stale.delete(key)) return false;
      loads.delete(key);
      void load(key).catch(() => undefined);
      return true;
    },
  };
}
