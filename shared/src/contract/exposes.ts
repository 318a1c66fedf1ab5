import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteScope } from './remotes';

/**
 * What `./routes` of every remote exports. Each top-level route has an absolute `path`
 * equal to one of the remote's prefixes (see REMOTES); the shell mounts the routes of a
 * prefix under `${prefix}/*` and appends its own 404 for paths the remote does not know.
 */
export interface RemoteRoutesModule {
  contractVersion: number;
  routes: RouteObject[];
}

/** What `portfolio_remote/book-showcase` exports: the home page's 'Literary Works'. */
export interface BookShowcaseModule {
  contractVersion: number;
  BookShowcase: ComponentType;
}

/**
 * What `blog_remote/newest-post` exports: the home page's newest post, from the blog's release
 * (a card linking to it; nothing while the blog has no post). It carries its data in its
 * markup, so the page the release renders hydrates without fetching.
 */
export interface NewestPostModule {
  contractVersion: number;
  NewestPost: ComponentType;
}

/**
 * What `red_remote/newest-poem` exports: the home page's newest readable poem of the Red
 * Archive, from the Red section's release (its opening lines, linking to its page; nothing
 * while no entry is readable).
 */
export interface NewestPoemModule {
  contractVersion: number;
  NewestPoem: ComponentType;
}

/**
 * Every exposed module, by federation id (`scope/expose`). Adding one is additive: the remote
 * that exposes it is released first, then the shell that renders it (docs/contract.md).
 */
export interface ExposedModules {
  'blog_remote/routes': RemoteRoutesModule;
  'blog_remote/newest-post': NewestPostModule;
  'red_remote/routes': RemoteRoutesModule;
  'red_remote/newest-poem': NewestPoemModule;
  'portfolio_remote/routes': RemoteRoutesModule;
  'portfolio_remote/book-showcase': BookShowcaseModule;
}

export type ExposedModuleId = keyof ExposedModules;

export type RoutesModuleId = `${RemoteScope}/routes`;

export function routesModuleId(scope: RemoteScope): RoutesModuleId {
  return `${scope}/routes`;
}
