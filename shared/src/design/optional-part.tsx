import { LivePart } from '@site/shared';
import {
  Component,
  Suspense,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { PAUSED_ATTRIBUTE } from './paused-note';
import { ServedMarkup } from './served-markup';

const noSubscription = () => () => undefined;

/**
 * What the part showed as served, read from the page on the render in which React adopts it
 * (hydration); null when the part was not served (a page drawn in the browser, where the
 * previous page may still be on screen with a part of the same name).
 */
function useServedHtml(name: string): string | null {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [served] = useState(() => {
    if (!hydrating || typeof document === 'undefined') return null;
    return document.querySelector(`[data-part="${CSS.escape(name)}"]`)?.innerHTML ?? null;
  });
  return served;
}

interface BoundaryProps {
  name: string;
  served: string | null;
  children: ReactNode;
}

/**
 * Lists the part on `<html>` as paused (or not): its kept copy's controls then do what they do
 * without the app (a served form posts) instead of having their taps held for a part that will
 * not come to life (hosting-policy/inline/early-taps.js), and its PausedNotes show.
 */
function markPaused(name: string, paused: boolean): void {
  const root = document.documentElement;
  const names = (root.getAttribute(PAUSED_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  const next = paused ? [...new Set([...names, name])] : names.filter((each) => each !== name);
  if (next.length > 0) root.setAttribute(PAUSED_ATTRIBUTE, next.join(' '));
  else root.removeAttribute(PAUSED_ATTRIBUTE);
}

class PartFailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    if (this.props.served !== null) markPaused(this.props.name, true);
    console.error(
      `The part "${this.props.name}" could not load (${error.message}); ${
        this.props.served === null ? 'left out' : 'kept as it was served'
      }.`,
    );
  }

  override componentWillUnmount(): void {
    if (this.state.failed) markPaused(this.props.name, false);
  }

  override render(): ReactNode {
    const { name, served, children } = this.props;
    if (!this.state.failed) return children;
    return served === null ? null : <ServedMarkup name={name} html={served} />;
  }
}

/**
 * A part of a section's page that its own chunk brings and that the page can do without (a
 * post's footer, a sign-up). When that chunk cannot be had (offline and never fetched, or gone
 * after a release), the part keeps what was served in its place, its words and links as plain
 * HTML, or is left out, and the rest of the page stays live. Without it the failure reached
 * the section's boundary, which put the whole section back to its served copy with its
 * controls paused (docs/decisions/010-the-served-page-is-the-floor.md).
 */
export function OptionalPart({ name, children }: { name: string; children: ReactNode }) {
  const served = useServedHtml(name);
  // The same element on the render after hydration (when the hydrating snapshot settles): a
  // served part that receives new elements before its chunk has come is drawn again from
  // nothing, its served HTML gone until the chunk arrives (seen: the sign-up vanished for a
  // moment as the post's footer came to life).
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <LivePart name={name}>{children}</LivePart>
      </Suspense>
    ),
    [name, children],
  );
  return (
    <PartFailureBoundary name={name} served={served}>
      {part}
    </PartFailureBoundary>
  );
}
