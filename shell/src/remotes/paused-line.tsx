import { css } from '@emotion/react';
import { Button, theme } from '@site/shared';
import { PAUSED_ATTRIBUTE } from '@site/shared/design/paused-note';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { colorBorder, colorSurfaceRaised, colorText } from '@site/shared/design/color';

const lineCss = css`
  position: fixed;
  z-index: 40;
  left: 50%;
  bottom: ${theme.space(4)};
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - ${theme.space(8)});
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(4)};
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.large};
  background: ${colorSurfaceRaised};
  color: ${colorText};
  box-shadow: ${theme.shadow.card};
  font-size: 0.9rem;
  button {
    flex: none;
    padding-inline: ${theme.space(4)};
  }
  button:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

/** Adds or removes `part` in the document's list of paused parts (read by CSS and early-taps). */
function markPaused(part: string, paused: boolean): void {
  const root = document.documentElement;
  const parts = new Set((root.getAttribute(PAUSED_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  if (paused) parts.add(part);
  else parts.delete(part);
  if (parts.size > 0) root.setAttribute(PAUSED_ATTRIBUTE, [...parts].join(' '));
  else root.removeAttribute(PAUSED_ATTRIBUTE);
}

/**
 * The parts paused now, in the order they paused, with their Retry: however many parts wait
 * (the home page's newest post and poem when the blog and the Red section are both away), the
 * page shows one line, the first part's, and its Retry retries them all.
 */
const retries = new Map<string, () => Promise<void> | void>();
let pausedParts: readonly string[] = [];
const listeners = new Set<() => void>();

function setPaused(part: string, retry: (() => Promise<void> | void) | null): void {
  if (retry) retries.set(part, retry);
  else retries.delete(part);
  pausedParts = [...retries.keys()];
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const retryAll = () => Promise.all([...retries.values()].map((retry) => retry())).then(() => {});

/**
 * The one quiet line a page shows while a part of it stays as it was served because its
 * code could not be had: the words are all there, the part's controls say they are paused,
 * and Retry brings the part to life in place once its code comes.
 */
export function PausedLine({
  part,
  retry,
  failure,
}: {
  part: string;
  retry: () => Promise<void> | void;
  /** A failure no error boundary caught (the part waits instead), logged once here. */
  failure?: { name: string; error: Error | undefined };
}) {
  const [trying, setTrying] = useState(false);
  useEffect(() => {
    markPaused(part, true);
    return () => markPaused(part, false);
  }, [part]);
  // Registered once per part (its place in the order kept), with whatever Retry it has now.
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    setPaused(part, () => latestRetry.current());
    return () => setPaused(part, null);
  }, [part]);
  const parts = useSyncExternalStore(
    subscribe,
    () => pausedParts,
    () => pausedParts,
  );
  const name = failure?.name;
  const error = failure?.error;
  useEffect(() => {
    if (name && error) console.error(`${name} failed and was contained:`, error.message);
  }, [name, error]);

  // One line for the page: the first paused part's.
  if (parts[0] !== part) return null;
  // Out of <main>: the page's text stays the served page's, the line floats over it.
  return createPortal(
    <p role="status" css={lineCss} data-paused-line={part}>
      <span>Some parts of this page are paused: their code could not load.</span>
      <Button
        variant="outline"
        disabled={trying}
        onClick={() => {
          setTrying(true);
          void Promise.resolve()
            .then(retryAll)
            .finally(() => setTrying(false));
        }}
      >
        {trying ? 'Retrying…' : 'Retry'}
      </Button>
    </p>,
    document.body,
  );
}
