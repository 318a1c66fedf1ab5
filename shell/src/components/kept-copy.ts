import {
  isKeptCopyVerdict,
  KEPT_COPY_ATTRIBUTE,
  type KeptCopyQuestion,
  type KeptCopyVerdict,
} from './service-worker-messages';

/** Whether the service worker opened this page from the copy kept on the device (decision 017). */
export function isKeptCopy(): boolean {
  return document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE);
}

/**
 * The network's copy of a page comes after the kept one opened: on a slow connection seconds
 * later. Past this, the page stops waiting and treats its copy as possibly old.
 */
export const KEPT_COPY_VERDICT_TIMEOUT_MS = 10_000;

let asked: Promise<KeptCopyVerdict> | undefined;

/**
 * Whether this page's kept copy is still what the site serves, as its worker found when the
 * network's copy came ('current', 'stale', or 'unknown' when it could not tell or did not
 * answer in time). Asked once per page.
 */
export function keptCopyVerdict(): Promise<KeptCopyVerdict> {
  asked ??= askTheWorker();
  return asked;
}

function askTheWorker(): Promise<KeptCopyVerdict> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve('unknown');
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const answered = (verdict: KeptCopyVerdict) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(verdict);
    };
    const timer = setTimeout(() => answered('unknown'), KEPT_COPY_VERDICT_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      answered(isKeptCopyVerdict(event.data) ? event.data : 'unknown');
    };
    const question: KeptCopyQuestion = { type: 'kept-copy-current?' };
    worker.postMessage(question, [channel.port2]);
  });
}
