import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A Module Federation runtime plugin that names every remote failure in the console (which
 * remote, at which step) before the error reaches the section's boundary. It recovers
 * nothing itself: returning nothing lets the runtime reject, and the shell shows the
 * section's fallback with Retry.
 */
export default function containmentPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-containment',
    errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Remote "${id}" failed at ${lifecycle}: ${message}`);
      return undefined;
    },
  };
}
