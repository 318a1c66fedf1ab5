import { FILES_CACHE, PAGES_CACHE, RELEASE_CACHE } from './cache-names';
import { hashesOfPath, neededFiles, type NeedsOfKept } from './needed-files';
import type { OpenPages } from './open-pages';

/** What can name other files: code, data, pages, SVG (not images, fonts or sound). */
const NAMING_TYPE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

async function textsOf(cacheName: string): Promise<string[]> {
  const cache = await caches.open(cacheName);
  const responses = await Promise.all((await cache.keys()).map((key) => cache.match(key)));
  return Promise.all(responses.map((response) => response?.text() ?? ''));
}

export interface FilePrunerOptions {
  /** The URLs of the shell release this worker serves (its precache list). */
  shellFiles: string[];
  pages: OpenPages;
  /** The ids of the open pages this worker controls. */
  openPageIds: () => Promise<string[]>;
  /** True while a newer worker is installing or waiting (its files are not named here). */
  anotherWorkerComing: () => boolean;
}

/**
 * Deletes the hashed files no kept release needs (decision 012, "Pruning"): what this
 * worker's shell, the kept pages, the kept entries and the open pages name, directly or
 * through the files they name, stays; a file without a hash in its name is never deleted.
 * A prune is made due by a change of release (a new worker, a kept page or entry that moved
 * on) and runs when a page next reports it was read, at its idle time: never during a page
 * load. Due is remembered while this worker runs; a worker stopped before a page reported
 * leaves the files to the next change.
 */
export class FilePruner {
  private running: Promise<void> | null = null;
  private isDue = false;

  constructor(private readonly options: FilePrunerOptions) {}

  /** Something kept moved to another release: files may no longer be needed. */
  due(): void {
    this.isDue = true;
  }

  /** A page reports it was read: prunes when a prune is due (one at a time). */
  pageRead(): Promise<void> {
    if (!this.isDue || this.running) return this.running ?? Promise.resolve();
    this.isDue = false;
    this.running = this.prune().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async prune(): Promise<void> {
    const ofOpenPages = this.options.anotherWorkerComing()
      ? null
      : this.options.pages.needs(await this.options.openPageIds());
    // A newer worker, or an open page this worker cannot account for: looked at again at the
    // next report.
    if (!ofOpenPages) {
      this.isDue = true;
      return;
    }
    const files = await caches.open(FILES_CACHE);
    const cached = (await files.keys())
      .map((request) => request.url)
      .filter((url) => hashesOfPath(new URL(url).pathname).length > 0);
    const readText = async (url: string): Promise<string | null> => {
      const response = await files.match(url);
      const type = response?.headers.get('Content-Type') ?? '';
      return response && NAMING_TYPE.test(type) ? response.text() : null;
    };
    const kept: NeedsOfKept = {
      texts: [...(await textsOf(PAGES_CACHE)), ...(await textsOf(RELEASE_CACHE))],
      urls: this.options.shellFiles,
    };
    const forKept = await neededFiles(cached, kept, readText);
    const needed = await neededFiles(
      cached,
      { texts: [...kept.texts, ...ofOpenPages.texts], urls: [...kept.urls, ...ofOpenPages.urls] },
      readText,
    );
    // Files kept for open pages alone: looked at again once those pages have closed.
    if (needed.size > forKept.size) this.isDue = true;
    await Promise.all(cached.filter((url) => !needed.has(url)).map((url) => files.delete(url)));
  }
}
