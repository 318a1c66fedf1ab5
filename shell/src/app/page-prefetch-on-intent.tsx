import { REMOTES, remoteForPath, type RemoteName } from '../sections/section-list';
import { routesModuleId } from '../sections/exposed-modules';
import { useEffect } from 'react';
import { loadHomePage } from '../home/lazy-home-page';
import { preloadExposedModule } from '../remotes/remote-module-cache';
import { listenForIntent } from '../components/reader-intent';

/** Readers who asked their browser to save data get no speculative downloads. */
function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/** The path of the same-site link under `target`, if there is one. */
function pathLinkedFrom(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) {
    return undefined;
  }
  return link.pathname;
}

/** Starts loading the code of the page at `path`: the home page's, or a section's. */
function prefetchPage(path: string) {
  if (path === '/') {
    void loadHomePage();
    return;
  }
  const remote: RemoteName | undefined = remoteForPath(path);
  if (remote) void preloadExposedModule(routesModuleId(REMOTES[remote].scope));
}

/**
 * Starts loading a page's code when the reader shows the intent to open it (hovers,
 * focuses or touches a link to it), so the click usually finds it loaded. Nothing is
 * fetched for pages nobody points at, which keeps every first screen within its budget.
 */
export function PagePrefetchOnIntent() {
  useEffect(() => {
    if (savesData()) return;
    return listenForIntent((event) => {
      const path = pathLinkedFrom(event.target);
      if (path !== undefined) prefetchPage(path);
    });
  }, []);
  return null;
}
