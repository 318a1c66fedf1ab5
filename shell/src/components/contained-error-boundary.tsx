import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What failed, for the console: a section's label, or "The page". */
  name: string;
  /** What to show instead, with a way to try again. */
  fallback: (error: Error, retry: () => Promise<void>) => ReactNode;
  /** Run by Retry before the children are rendered again (e.g. forget a failed remote). */
  beforeRetry?: () => Promise<void> | void;
  /** Told of each error caught (e.g. to take back what a failed remote offered others). */
  onError?: (error: Error) => void;
  /** A change (e.g. the pathname) clears a shown error, so navigation is never stuck. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/**
 * Keeps a failing part of the page (a section's load or render error, or the page itself)
 * from taking the site down: it shows `fallback` in that part's place and logs one console
 * error naming the part and the cause. Retry clears the error here, once, after
 * `beforeRetry`; a new `resetKey` clears it too.
 */
export class ContainedErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: null } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `${this.props.name} failed and was contained:`,
      error.message,
      info.componentStack ?? '',
    );
    this.props.onError?.(error);
  }

  private readonly retry = (): Promise<void> =>
    // A failing beforeRetry still renders again: the children then fail and show why.
    Promise.resolve()
      .then(this.props.beforeRetry)
      .catch(() => undefined)
      .finally(() => this.setState({ error: null }));

  override render(): ReactNode {
    return this.state.error
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children;
  }
}
