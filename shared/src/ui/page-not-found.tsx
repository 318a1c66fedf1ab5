import { createContext, useContext, type ReactNode } from 'react';

/** The host's page for an address that names nothing (the shell's 404 page). */
const NotFoundPageContext = createContext<ReactNode>(undefined);

/**
 * Set by the host around a section's routes (the shell's 404 page; a remote's standalone
 * page sets a plain one of its own).
 */
export const NotFoundPageProvider = NotFoundPageContext.Provider;

/**
 * What a section renders at an address its routes match but that names nothing, such as a
 * post that does not exist: the site's own 404 page, as for any other unknown path.
 */
export function PageNotFound(): ReactNode {
  const notFoundPage = useContext(NotFoundPageContext);
  if (notFoundPage === undefined) {
    throw new Error("PageNotFound is rendered outside the host's NotFoundPageProvider");
  }
  return notFoundPage;
}

/** The address whose document the server answered with its 404 page, marked by the host. */
let servedNotFoundPath: string | null = null;

const normalized = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** Marks `pathname` as answered by the server with the 404 page (the host, at start-up). */
export function markServedNotFound(pathname: string): void {
  servedNotFoundPath = normalized(pathname);
}

/**
 * Whether the server answered `pathname` with the 404 page. A section whose pages are all
 * released with it (the blog's: decision 007) can take that answer as the truth and render
 * PageNotFound without fetching its data to find nothing; a section whose routes answer
 * unknown addresses with pages of their own (an unknown Red theme) ignores it.
 */
export function isServedNotFound(pathname: string): boolean {
  return servedNotFoundPath === normalized(pathname);
}
