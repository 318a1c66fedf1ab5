import type { KeptCopyVerdict } from '../components/service-worker-messages';

/**
 * Whether a page answered from its kept copy is still what the site serves (decision 017):
 * the network's copy, fetched behind it, compared byte for byte. Pages are written once per
 * release (prerendered), so the same bytes mean the same page: its served parts (the home
 * page's newest post and poem) are then current and need none of their sections' code until
 * the reader acts on them.
 */
export async function compareWithKept(
  kept: Response,
  network: Promise<Response>,
): Promise<KeptCopyVerdict> {
  try {
    const fresh = await network;
    if (!fresh.ok) return 'stale';
    const [before, now] = await Promise.all([kept.text(), fresh.clone().text()]);
    return before === now ? 'current' : 'stale';
  } catch {
    return 'unknown';
  }
}

/** Verdicts not asked for are forgotten after this many pages (a tab closed while loading). */
const MAX_WAITING = 20;

/**
 * The verdicts of the pages answered from their kept copies, by the page's client id, until
 * each page asks for its own (once: it remembers the answer).
 */
export class KeptCopyVerdicts {
  private readonly waiting = new Map<string, Promise<KeptCopyVerdict>>();

  expect(clientId: string, verdict: Promise<KeptCopyVerdict>): void {
    if (!clientId) return;
    this.waiting.set(clientId, verdict);
    for (const oldest of [...this.waiting.keys()].slice(0, -MAX_WAITING)) {
      this.waiting.delete(oldest);
    }
  }

  /** The page's verdict; 'unknown' for a page this worker did not answer from a kept copy. */
  take(clientId: string): Promise<KeptCopyVerdict> {
    const verdict = this.waiting.get(clientId);
    this.waiting.delete(clientId);
    return verdict ?? Promise.resolve('unknown');
  }
}
