import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { SECTIONS } from '@site/sections';
import type { RemoteName, RemoteScope } from './remotes';

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
 * What the Red section's `newest-poem` exports: the home page's newest readable poem of the Red
 * Archive, from the Red section's release (its opening lines, linking to its page; nothing
 * while no entry is readable).
 */
export interface NewestPoemModule {
  contractVersion: number;
  NewestPoem: ComponentType;
}

/**
 * What each exposed module exports, by its name in the map (`exposes` of @site/sections). A
 * name the map gains without a type here fails the type check (ExposedModules indexes this).
 */
interface ExposedModuleTypes {
  routes: RemoteRoutesModule;
  'newest-post': NewestPostModule;
  'newest-poem': NewestPoemModule;
  'book-showcase': BookShowcaseModule;
}

type ExposesOf<Name extends RemoteName> = (typeof SECTIONS)[Name]['exposes'][number];

/** Every exposed module's federation id (`scope/expose`), from the map. */
type ExposedModuleIds = {
  [Name in RemoteName]: `${(typeof SECTIONS)[Name]['scope']}/${ExposesOf<Name>}`;
}[RemoteName];

/**
 * Every exposed module, by federation id. Adding one is additive: the remote that exposes it
 * is released first, then the shell that renders it (docs/contract.md). An interface, so the
 * contract's API report lists each id.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ExposedModules extends ExposedModuleMap {}

type ExposedModuleMap = { [Id in ExposedModuleIds]: ExposedModuleTypes[ExposeOfId<Id>] };

export type ExposedModuleId = keyof ExposedModules;

/** The expose a federation id names: `blog_remote/newest-post` -> `newest-post`. */
type ExposeOfId<Id extends ExposedModuleIds> =
  Id extends `${string}/${infer Expose extends ExposesOf<RemoteName>}` ? Expose : never;

export type RoutesModuleId = `${RemoteScope}/routes`;

export function routesModuleId(scope: RemoteScope): RoutesModuleId {
  return `${scope}/routes`;
}
