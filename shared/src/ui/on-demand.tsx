import {
  Component,
  Suspense,
  use,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { LivePart } from '@site/shared';
// The same file as the LivePart above in the shell's copy (not a package export).
import { PartNameContext } from './live-part';

export interface OnDemandProps<T> {
  /**
   * Returns the load's one promise, settled or not, starting it on the first call (as the
   * content loader's `loadBody` does): React reads a settled one at once. A failed load stays
   * failed until `load(true)`, which Try again calls, starts a new one.
   */
  load: (retry?: boolean) => Promise<T>;
  /** Shown in its place while it loads. */
  loading: ReactNode;
  /** Shown in its place when the load failed; `retry` tries again. */
  failed: (retry: () => void) => ReactNode;
  /** What to show once it has arrived. */
  children: (value: T) => ReactNode;
}

function Loaded<T>({ load, children }: Pick<OnDemandProps<T>, 'load' | 'children'>) {
  return <>{children(use(load()))}</>;
}

interface BoundaryProps {
  failed: (retry: () => void) => ReactNode;
  /**
   * The content was served with the page (React adopted it): a failure is then the part's
   * (its code could not be had), handed on to the part's boundary, which keeps the served
   * page on screen (docs/decisions/010-the-served-page-is-the-floor.md), rather than
   * replacing the words with `failed`.
   */
  served: boolean;
  /** Starts a new load before the content is rendered again. */
  retryLoad: () => void;
  children: ReactNode;
}

class LoadFailureBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('the content failed to load') };
  }

  override componentDidCatch(error: Error): void {
    if (!this.props.served) console.error('Content failed to load:', error.message);
  }

  private readonly retry = () => {
    this.props.retryLoad();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error !== null && this.props.served) throw error;
    return error !== null ? this.props.failed(this.retry) : this.props.children;
  }
}

const noSubscription = () => () => undefined;

/** True on the render in which React adopts prerendered HTML (hydration), false after. */
function useServedWithThePage(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [served] = useState(hydrating);
  return served;
}

/**
 * True when the part this renders in is on screen as its served copy (the shell's
 * ServedMarkup: `data-part` and `data-served`), which the live part is about to replace.
 */
function servedCopyOnScreen(part: string | null): boolean {
  if (part === null || typeof document === 'undefined') return false;
  return [...document.querySelectorAll('[data-served]')].some(
    (copy) => copy.getAttribute('data-part') === part,
  );
}

/**
 * Content fetched when it is shown (a post's text, an archive poem: their own chunks), with
 * what the reader sees meanwhile and when it fails. The rest of the page never waits for it
 * and never breaks with it. During hydration React keeps the prerendered content as it is
 * until the load has settled, then adopts it.
 */
export function OnDemand<T>({ load, loading, failed, children }: OnDemandProps<T>) {
  const served = useServedWithThePage();
  // While a served copy of the part is on screen, the first load waits in its place (this
  // suspends the part, outside the notice's boundary, and the shell keeps the copy): the
  // reader sees the copy, then the live part, never the loading notice between them, and a
  // keyboard reader's focus on the copy's link has a link to go back to.
  // Once the part is committed the copy has gone, so later loads show the notice as before.
  const part = useContext(PartNameContext);
  if (servedCopyOnScreen(part)) use(load());
  // The same element on the render after hydration (when `served`'s snapshot settles): the
  // content is not rendered again, so a load that hands out a new promise does not suspend it.
  const content = useMemo(
    () => (
      <Suspense fallback={loading}>
        {/* React hydrates it apart from the page around it. */}
        <LivePart name="on-demand">
          <Loaded load={load}>{children}</Loaded>
        </LivePart>
      </Suspense>
    ),
    [load, loading, children],
  );
  return (
    <LoadFailureBoundary
      failed={failed}
      served={served}
      retryLoad={() => void load(true).catch(() => undefined)}
    >
      {content}
    </LoadFailureBoundary>
  );
}
