import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A Module Federation runtime plugin that names the remote and the step in every remote
 * failure's message, then lets the runtime reject with it. It logs nothing and recovers
 * nothing itself: the part's error boundary catches the error, shows its fallback with
 * Retry and logs the failure once (so one failure is one console error, with its cause).
 */
export default function containmentPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-containment',
    errorLoadRemote({ id, error, lifecycle }) {
      const named = `Remote "${id}" failed at ${lifecycle}`;
      if (error instanceof Error && !error.message.startsWith(named)) {
        error.message = `${named}: ${error.message}`;
      }
      return undefined;
    },
  };
}
