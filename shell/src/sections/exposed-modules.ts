import type { SECTIONS } from '@site/sections';
import type {
  BookShowcaseModule,
  NewestPoemModule,
  NewestPostModule,
  RemoteRoutesModule,
} from '@site/shared/contract';
import type { RemoteName, RemoteScope } from './section-list';

/**
 * What each exposed module exports, by its name in the map (`exposes` of @site/sections), each
 * a shape of @site/shared's contract. A name the map gains without a type here fails the type
 * check (ExposedModules indexes this).
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
 * is released first, then the shell that renders it (docs/contract.md).
 */
export type ExposedModules = { [Id in ExposedModuleIds]: ExposedModuleTypes[ExposeOfId<Id>] };

export type ExposedModuleId = keyof ExposedModules;

/** The expose a federation id names: `blog_remote/newest-post` -> `newest-post`. */
type ExposeOfId<Id extends ExposedModuleIds> =
  Id extends `${string}/${infer Expose extends ExposesOf<RemoteName>}` ? Expose : never;

export type RoutesModuleId = `${RemoteScope}/routes`;

export function routesModuleId(scope: RemoteScope): RoutesModuleId {
  return `${scope}/routes`;
}
