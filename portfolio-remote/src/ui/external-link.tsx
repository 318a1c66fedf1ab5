import type { ComponentProps } from 'react';

/**
 * A link to another site: opens in a new tab without giving that page a handle on ours
 * (noopener) or our URL (noreferrer), and says so to screen-reader users.
 */
export function ExternalLink({
  children,
  hiddenContext,
  ...link
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** Read after the visible text, e.g. the book title behind a generic 'Quick Buy'. */
  hiddenContext?: string;
}) {
  return (
    <a {...link} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {hiddenContext ? `: ${hiddenContext}` : ''} (opens in a new tab)
      </span>
    </a>
  );
}
