import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component loaded with its chunk on first render, from a module that exports it by name:
 * `lazyNamed(() => import('./post/post-page'), 'PostPage')`. React.lazy itself wants a
 * default export, and the site's modules export by name. The `import()` stays in the
 * caller's code, so the caller's bundler makes the chunk (and its webpackChunkName).
 */
export function lazyNamed<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
