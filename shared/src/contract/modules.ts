import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * What `./routes` of every remote exports. Each top-level route has an absolute `path`
 * equal to one of the remote's prefixes; the shell mounts the routes of a prefix under
 * `${prefix}/*` and appends its own 404 for paths the remote does not know.
 */
export interface RemoteRoutesModule {
  contractVersion: number;
  routes: RouteObject[];
}

/** What a section's `./book-showcase` exports: the home page's 'Literary Works'. */
export interface BookShowcaseModule {
  contractVersion: number;
  BookShowcase: ComponentType;
}

/**
 * What a section's `./newest-post` exports: the home page's newest post, from the section's
 * release (a card linking to it; nothing while it has no post). It carries its data in its
 * markup, so the page the release renders hydrates without fetching.
 */
export interface NewestPostModule {
  contractVersion: number;
  NewestPost: ComponentType;
}

/**
 * What a section's `./newest-poem` exports: the home page's newest readable poem, from the
 * section's release (its opening lines, linking to its page; nothing while none is readable).
 */
export interface NewestPoemModule {
  contractVersion: number;
  NewestPoem: ComponentType;
}
