// Which of the kept hashed files something kept still needs (decision 012, "Pruning"). A
// file is named by its content hash: every build writes it into the name (`main.5975952e72.js`,
// `static/content/96322d0dc7/...`), and whatever loads the file carries that hash (a page's
// <script>, an entry's chunk map, a chunk's content version, a post's image).

/** Hex runs of 8 or more: content hashes, as names and texts both spell them. */
const HEX_RUN = /[0-9a-f]{8,}/g;

/** The content hashes in a file's path: the hex parts between dots and slashes. */
export function hashesOfPath(pathname: string): string[] {
  return pathname.split(/[./]/).filter((part) => /^[0-9a-f]{8,}$/.test(part));
}

/** Every hex run of a text: the hashes of the files it names, among other things. */
export function hashesInText(text: string): Set<string> {
  return new Set(text.match(HEX_RUN));
}

/** True when `before` names a file that `after` does not: a release moved on. */
export function namesFilesNoLonger(before: string, after: string): boolean {
  const now = hashesInText(after);
  return [...hashesInText(before)].some((hash) => !now.has(hash));
}

export interface NeedsOfKept {
  /** The texts kept (pages, entries, what open pages got): what they name is needed. */
  texts: string[];
  /** Files needed by their URL (the worker's own precache list, what open pages ran). */
  urls: string[];
}

/**
 * The URLs among `cached` that `needs` names, directly or through a needed file's own text
 * (a page names the shell's main chunk, whose chunk map names the rest of that release).
 * `readText` gives a cached file's text, or null for a file that names nothing (an image).
 */
export async function neededFiles(
  cached: string[],
  needs: NeedsOfKept,
  readText: (url: string) => Promise<string | null>,
): Promise<Set<string>> {
  const byHash = new Map<string, string[]>();
  for (const url of cached) {
    for (const hash of hashesOfPath(new URL(url).pathname)) {
      byHash.set(hash, [...(byHash.get(hash) ?? []), url]);
    }
  }
  const needed = new Set<string>();
  const unread: string[] = [];
  const need = (url: string): void => {
    if (needed.has(url)) return;
    needed.add(url);
    unread.push(url);
  };
  const readNames = (text: string): void => {
    for (const hash of hashesInText(text)) for (const url of byHash.get(hash) ?? []) need(url);
  };
  const inCache = new Set(cached);
  for (const url of needs.urls) if (inCache.has(url)) need(url);
  for (const text of needs.texts) readNames(text);
  for (let url = unread.pop(); url !== undefined; url = unread.pop()) {
    const text = await readText(url);
    if (text !== null) readNames(text);
  }
  return needed;
}
