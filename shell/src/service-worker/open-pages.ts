import type { NeedsOfKept } from './needed-files';

/** What this worker answered one page (client id) with, and what the page says it ran. */
interface PageRecord {
  since: number;
  /** Listed among the open pages once: not listed any more, it is closed. */
  seenOpen: boolean;
  /** The page's HTML, when this worker answered its page load: what the page runs. */
  html: string | null;
  /** The runtime manifest and the entries the page got from the network. */
  answers: Map<string, Response>;
  /** Their texts, once read (in the background: no event waits on a body). */
  texts: Map<string, string>;
  ran: Set<string>;
}

/** Pages that never report (closed, or without a section) are forgotten, oldest first. */
const MAX_PAGES = 16;
/** A page answered this lately and never listed among the open pages yet is starting. */
const STARTING_MS = 10_000;

/**
 * What each page got from this worker while it runs: an open tab may run an earlier release
 * than the kept pages and entries name, and still load that release's chunks, so the prune
 * keeps what open pages name (decision 012, "Pruning").
 */
export class OpenPages {
  private readonly pages = new Map<string, PageRecord>();

  private record(clientId: string): PageRecord {
    const page = this.pages.get(clientId) ?? {
      since: Date.now(),
      seenOpen: false,
      html: null,
      answers: new Map<string, Response>(),
      texts: new Map<string, string>(),
      ran: new Set<string>(),
    };
    // Moved to the end: the newest.
    this.pages.delete(clientId);
    this.pages.set(clientId, page);
    while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }

  /** This worker answered the page load of `clientId` with `html`. */
  loaded(clientId: string, html: string): void {
    if (clientId) this.record(clientId).html = html;
  }

  /** The page got `response` for `url` (a copy: the page reads the original). */
  answered(clientId: string, url: string, response: Response): void {
    if (!clientId) return;
    const page = this.record(clientId);
    page.answers.set(url, response);
    page.texts.delete(url);
    response
      .clone()
      .text()
      .then(
        (text) => page.texts.set(url, text),
        () => page.texts.set(url, ''),
      );
  }

  /** The page says it loaded these files. */
  ran(clientId: string, urls: string[]): void {
    if (!clientId) return;
    const page = this.record(clientId);
    for (const url of urls) page.ran.add(url);
  }

  /** What the page got for `url`, if this worker answered it. */
  answer(clientId: string, url: string): Response | undefined {
    return this.pages.get(clientId)?.answers.get(url);
  }

  /**
   * What the open pages `openIds`, and the pages starting, need: the texts they were answered
   * with and the files they ran. Null when this worker did not answer an open page's load
   * (opened before it started, or forgotten), or has not read what it answered yet: what
   * that page runs cannot be told.
   */
  needs(openIds: string[]): NeedsOfKept | null {
    const unknown = (page: PageRecord | undefined): boolean =>
      typeof page?.html !== 'string' || page.texts.size < page.answers.size;
    if (openIds.some((id) => unknown(this.pages.get(id)))) return null;
    const open = new Set(openIds);
    const texts: string[] = [];
    const urls: string[] = [];
    for (const [id, page] of this.pages) {
      if (open.has(id)) page.seenOpen = true;
      else if (page.seenOpen || Date.now() - page.since > STARTING_MS) {
        this.pages.delete(id);
        continue;
      }
      if (page.html !== null) texts.push(page.html);
      texts.push(...page.texts.values());
      urls.push(...page.ran);
    }
    return { texts, urls };
  }
}
