/**
 * The markup each part of the page was served with (the prerendered HTML of a section, of the
 * home page's showcase), kept at start-up before React adopts it: if the part's code then
 * fails, the floor shows it again as plain HTML (docs/decisions/010-the-served-page-is-the-floor.md).
 */
const served = new Map<string, { path: string; html: string }>();

/** Keeps the markup of every `data-part` in `container`, served for `path`. */
export function keepServedParts(container: Element, path: string): void {
  for (const part of container.querySelectorAll<HTMLElement>('[data-part]')) {
    const name = part.dataset.part;
    if (name && !served.has(name)) served.set(name, { path, html: part.innerHTML });
  }
}

/** The markup `name` was served with for `path`, if the page of `path` was served with it. */
export function servedPart(name: string, path: string): string | undefined {
  const kept = served.get(name);
  // The same URL with or without a trailing slash is the same page (isPrerenderedFor).
  return kept && kept.path === (path.replace(/\/+$/, '') || '/') ? kept.html : undefined;
}
