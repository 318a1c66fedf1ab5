import { REMOTES, remoteForPath, routesModuleId } from '@site/shared/contract';
import { useEffect } from 'react';
import { preloadExposedModule } from '../remotes/remote-module-cache';

/** Longest the shell waits for a section before rendering over a prerendered page. */
export const PRERENDER_HANDOFF_TIMEOUT_MS = 3000;

/** True when the server sent this page prerendered (its content is already in #root). */
export function isPrerendered(container: HTMLElement): boolean {
  return container.childElementCount > 0;
}

/**
 * On a prerendered page, loads the route's section before React's first render, so that
 * render shows the same content the reader already sees (no skeleton flash, no shift).
 * Bounded: a slow remote never holds the shell back longer than the timeout.
 */
export async function loadRouteSection(pathname: string): Promise<void> {
  const remote = remoteForPath(pathname);
  if (!remote) return;
  await Promise.race([
    preloadExposedModule(routesModuleId(REMOTES[remote].scope)),
    new Promise((resolve) => setTimeout(resolve, PRERENDER_HANDOFF_TIMEOUT_MS)),
  ]);
}

/** Removes the prerendered head tags once React has rendered its own (no duplicates). */
export function PrerenderedHeadCleanup() {
  useEffect(() => {
    for (const element of document.head.querySelectorAll('[data-prerendered]')) element.remove();
  }, []);
  return null;
}
