/** Where the last page load asked for by a failed section is remembered (this tab only). */
const MARK_KEY = 'site:page-from-server';
/** A page loaded for its section that fails again this soon after is not loaded once more. */
export const RELOAD_GUARD_MS = 30_000;

interface Environment {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  assign: (url: string) => void;
  now: () => number;
}

function browser(): Environment {
  return {
    fetch: (url, init) => window.fetch(url, init),
    storage: window.sessionStorage,
    assign: (url) => window.location.assign(url),
    now: () => Date.now(),
  };
}

/** True when `url` was loaded from the server for a failed section moments ago. */
function justLoaded(url: string, env: Environment): boolean {
  try {
    const mark = JSON.parse(env.storage.getItem(MARK_KEY) ?? 'null') as {
      url?: unknown;
      at?: unknown;
    } | null;
    return (
      mark?.url === url && typeof mark.at === 'number' && env.now() - mark.at < RELOAD_GUARD_MS
    );
  } catch {
    return false;
  }
}

/**
 * A section whose code cannot be had, reached by a link in the app: the server (or the
 * browser's cache) may hold that page as a whole, prerendered, which reads without the
 * section's code. If it answers, the page is loaded from it (true); if not, or if this very
 * page was just loaded that way and failed again (no reload loop), false: the section's card
 * is all there is to show.
 */
export async function loadPageFromServer(
  url: string,
  env: Environment = browser(),
): Promise<boolean> {
  if (justLoaded(url, env)) {
    env.storage.removeItem(MARK_KEY);
    return false;
  }
  try {
    const response = await env.fetch(url, { headers: { Accept: 'text/html' } });
    // A page, or the site's own 404 page: either is more than the card.
    if (!response.ok && response.status !== 404) return false;
    await response.body?.cancel();
  } catch {
    return false;
  }
  try {
    env.storage.setItem(MARK_KEY, JSON.stringify({ url, at: env.now() }));
  } catch {
    // Without the mark a page that fails again would load again, and again.
    return false;
  }
  env.assign(url);
  return true;
}
