// What the shell's pages tell its service worker (shell/src/service-worker/), and where the
// worker is served. Used by both, so the two never disagree on a message's shape.

/** Served at the site's root (no-cache), so its scope is every page of the shell's site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Set on <html> by the worker when it answers a page load with the copy kept on the device (decision 017). */
export const KEPT_COPY_ATTRIBUTE = 'data-kept-copy';

/** A page was read: keep its HTML, and the files it ran before the worker controlled it. */
export interface KeepPageMessage {
  type: 'keep-page';
  url: string;
  resources: string[];
}

/** A section's entry loaded and spoke the contract: its entry and chunks work together. */
export interface SectionRanMessage {
  type: 'section-ran';
  entry: string;
}

/**
 * A page opened from its kept copy asks whether that copy is still what the site serves; the
 * answer, a KeptCopyVerdict, comes on the port sent with the message.
 */
export interface KeptCopyQuestion {
  type: 'kept-copy-current?';
}

/**
 * What the worker found when the network's copy of a page it answered from the device came:
 * the same page byte for byte ('current': its served parts are what the sections release), a
 * different one ('stale'), or nothing to compare ('unknown': offline, or the worker restarted).
 */
export type KeptCopyVerdict = 'current' | 'stale' | 'unknown';

export function isKeptCopyVerdict(value: unknown): value is KeptCopyVerdict {
  return value === 'current' || value === 'stale' || value === 'unknown';
}

export type ServiceWorkerMessage = KeepPageMessage | SectionRanMessage | KeptCopyQuestion;

export function isServiceWorkerMessage(value: unknown): value is ServiceWorkerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'keep-page') {
    return (
      typeof message.url === 'string' &&
      Array.isArray(message.resources) &&
      message.resources.every((resource) => typeof resource === 'string')
    );
  }
  if (message.type === 'kept-copy-current?') return true;
  return message.type === 'section-ran' && typeof message.entry === 'string';
}
