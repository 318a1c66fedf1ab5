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
