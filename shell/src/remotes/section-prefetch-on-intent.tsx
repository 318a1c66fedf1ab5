import { REMOTES, remoteForPath, routesModuleId, type RemoteName } from '@site/shared/contract';
import { useEffect } from 'react';
import { preloadExposedModule } from './remote-module-cache';

/** Events that announce a likely click: a pointer resting on a link, focus, a finger down. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Readers who asked their browser to save data get no speculative downloads. */
function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/** The section a same-site link under `target` leads to, if a remote serves it. */
function sectionLinkedFrom(target: EventTarget | null): RemoteName | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) {
    return undefined;
  }
  return remoteForPath(link.pathname);
}

/**
 * Starts loading a section's code when the reader shows the intent to open it (hovers,
 * focuses or touches a link into it), so the click usually finds it loaded. Nothing is
 * fetched for sections nobody points at, which keeps every first screen within its budget.
 */
export function SectionPrefetchOnIntent() {
  useEffect(() => {
    if (savesData()) return;
    const onIntent = (event: Event) => {
      const remote = sectionLinkedFrom(event.target);
      if (remote) void preloadExposedModule(routesModuleId(REMOTES[remote].scope));
    };
    for (const type of INTENT_EVENTS) {
      document.addEventListener(type, onIntent, { passive: true });
    }
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, []);
  return null;
}
