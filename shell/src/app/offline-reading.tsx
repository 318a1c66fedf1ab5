import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterLoadIdle } from '@site/shared';

// Written by the shell's build (shell/rspack.config.mjs): true in a production build with the
// worker on; absent elsewhere (tests, the bench's single bundle), which registers none.
declare const __SERVICE_WORKER__: boolean | undefined;
const WORKER_WANTED = typeof __SERVICE_WORKER__ !== 'undefined' && __SERVICE_WORKER__;

/**
 * Pages read are kept for reading offline (decision 012): once the page is idle, the service
 * worker is registered (first time) and told which page was read, at every route change.
 * Nothing of it loads before idle but this effect.
 */
export function OfflineReading() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!WORKER_WANTED || !('serviceWorker' in navigator)) return;
    return afterLoadIdle(() => {
      import(/* webpackChunkName: "service-worker-client" */ './service-worker-client')
        .then(({ keepThisPage }) => keepThisPage())
        .catch(() => undefined);
    });
  }, [pathname]);
  return null;
}
