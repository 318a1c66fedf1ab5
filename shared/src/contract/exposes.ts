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

/** Every exposed module, by federation id (`scope/expose`). */
export interface ExposedModules {
  'blog_remote/routes': RemoteRoutesModule;
  'red_remote/routes': RemoteRoutesModule;
  'portfolio_remote/routes': RemoteRoutesModule;
  'portfolio_remote/book-showcase': BookShowcaseModule;
}

export type ExposedModuleId = keyof ExposedModules;

export type RoutesModuleId = `${RemoteScope}/routes`;

export function routesModuleId(scope: RemoteScope): RoutesModuleId {
  return `${scope}/routes`;
}
