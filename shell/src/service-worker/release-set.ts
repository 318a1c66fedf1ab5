import { RELEASE_CACHE } from './cache-names';
import { requestFor } from './cross-origin';
import { namesFilesNoLonger } from './needed-files';
import { NETWORK_TIMEOUT_MS, networkFirst } from './network-first';
import type { OpenPages } from './open-pages';

export const MANIFEST_PATH = '/runtime-manifest.json';

/**
 * The runtime manifest and the sections' `remoteEntry.js`: network first (a release reaches
 * a reader at their next page load), else the last set that worked together. A set works
 * when a page ran the entry (it loaded and spoke the contract: the page says so, `promote`),
 * so a kept entry always names chunks that were fetched, and kept, with it.
 */
export class ReleaseSet {
  /** Absolute URLs of the sections' entries, from the last manifest seen. */
  private entries: Set<string> | null = null;

  /** `pages`: where what each page got from the network waits until it says what ran. */
  constructor(
    private readonly ownOrigin: string,
    private readonly pages: OpenPages,
  ) {}

  get manifestUrl(): string {
    return new URL(MANIFEST_PATH, this.ownOrigin).href;
  }

  /** The entries' URLs: learned from the network, or from the kept manifest after a restart. */
  async entryUrls(): Promise<Set<string>> {
    if (this.entries) return this.entries;
    const kept = await caches.open(RELEASE_CACHE).then((cache) => cache.match(this.manifestUrl));
    this.entries = kept ? this.entriesOf(await kept.json().catch(() => null)) : new Set();
    return this.entries;
  }

  /** The origins of the sections' sites (other than the shell's). */
  async sectionOrigins(): Promise<Set<string>> {
    const origins = [...(await this.entryUrls())].map((entry) => new URL(entry).origin);
    return new Set(origins.filter((origin) => origin !== this.ownOrigin));
  }

  private entriesOf(json: unknown): Set<string> {
    const urls = new Set<string>();
    if (typeof json !== 'object' || json === null) return urls;
    for (const value of Object.values(json)) {
      if (typeof value !== 'string') continue;
      try {
        urls.add(new URL(value, this.ownOrigin).href);
      } catch {
        // not a URL: the shell reports a malformed manifest itself
      }
    }
    return urls;
  }

  /** Answers a request for the manifest or an entry. */
  async answer(request: Request, url: URL, clientId: string): Promise<Response> {
    const kept = () => caches.open(RELEASE_CACHE).then((cache) => cache.match(url.href));
    const network = fetch(requestFor(request, url, this.ownOrigin)).then(async (response) => {
      if (!response.ok) return (await kept()) ?? response;
      if (url.href === this.manifestUrl) {
        this.entries = this.entriesOf(
          await response
            .clone()
            .json()
            .catch(() => null),
        );
      }
      this.pages.answered(clientId, url.href, response.clone());
      return response;
    });
    try {
      return await networkFirst(network, kept, NETWORK_TIMEOUT_MS);
    } catch {
      return Response.error();
    }
  }

  /**
   * A page ran `entry`: the entry and the manifest it got with it become the kept set.
   * Resolves true when the entry kept before named files this one does not (a release).
   */
  async promote(clientId: string, entry: string): Promise<boolean> {
    const ran = this.pages.answer(clientId, entry);
    if (!ran) return false;
    const cache = await caches.open(RELEASE_CACHE);
    const before = await cache.match(entry);
    await cache.put(entry, ran.clone());
    const manifest = this.pages.answer(clientId, this.manifestUrl);
    if (manifest) await cache.put(this.manifestUrl, manifest.clone());
    const after = await cache.match(entry);
    return before && after ? namesFilesNoLonger(await before.text(), await after.text()) : false;
  }

  /**
   * A page that ran entries before the worker controlled it: keeps the manifest (and learns
   * the sections' origins from it), then the entries it ran that have no kept copy yet
   * (fetched now: the worker did not see the page's).
   */
  async keepIfMissing(urls: string[]): Promise<void> {
    const cache = await caches.open(RELEASE_CACHE);
    const fetchKept = async (href: string): Promise<void> => {
      if (await cache.match(href)) return;
      const response = await fetch(requestFor(new Request(href), new URL(href), this.ownOrigin));
      if (response.ok) await cache.put(href, response);
    };
    await fetchKept(this.manifestUrl).catch(() => undefined);
    if (!this.entries?.size) this.entries = null;
    const entries = await this.entryUrls();
    await Promise.allSettled(urls.filter((url) => entries.has(url)).map(fetchKept));
  }
}
