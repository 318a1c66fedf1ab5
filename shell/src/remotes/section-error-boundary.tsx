import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the section, with a way to try again. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry?: () => Promise<void> | void;
  /** What failed, for the console (default: "A section"). */
  name?: string;
  /** A change (e.g. the pathname) clears a shown error, so navigation is never stuck. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * Keeps a failing part of the page (a section's load or render error, or the page itself)
 * from taking the site down.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: null } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `${this.props.name ?? 'A section'} failed and was contained:`,
      error.message,
      info.componentStack ?? '',
    );
  }

  private readonly retry = () => {
    void Promise.resolve(this.props.onRetry?.()).finally(() => this.setState({ error: null }));
  };

  override render(): ReactNode {
    return this.state.error
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children;
  }
}
