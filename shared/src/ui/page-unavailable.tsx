import { createContext, useContext, type ReactNode } from 'react';

/** What the host's page for a page that cannot be had is given: the way to try again. */
export interface UnavailablePageProps {
  /** Loads what failed once more (the page's data, the section's code). */
  retry: () => void;
}

/** Draws the host's page for a page that cannot be had now (the shell's one offline voice). */
const UnavailablePageContext = createContext<
  ((props: UnavailablePageProps) => ReactNode) | undefined
>(undefined);

/**
 * Set by the host around a section's routes, a function that draws its page (the shell's page, which says whether the reader
 * is offline and lists the pages kept; a remote's standalone page sets a plain one).
 */
export const UnavailablePageProvider = UnavailablePageContext.Provider;

/**
 * What a section renders where a whole page of it cannot be had (its data file did not come:
 * offline, a server error): the site's one message for it, in the site's design, with its
 * title and one Retry, as the shell shows when a section's code cannot be had.
 */
export function PageUnavailable({ retry }: UnavailablePageProps): ReactNode {
  const unavailablePage = useContext(UnavailablePageContext);
  if (unavailablePage === undefined) {
    throw new Error("PageUnavailable is rendered outside the host's UnavailablePageProvider");
  }
  return unavailablePage({ retry });
}
