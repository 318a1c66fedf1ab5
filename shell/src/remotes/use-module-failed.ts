import type { ExposedModuleId } from '../sections/exposed-modules';
import { useCallback, useSyncExternalStore } from 'react';
import { hasExposedModuleFailed, subscribeToExposedModules } from './remote-module-cache';

// While React adopts a prerendered page nothing has failed yet: the page matches its HTML.
const NOT_DURING_HYDRATION = () => false;

/** Whether an exposed module's load has failed, kept up to date. */
export function useModuleFailed(id: ExposedModuleId): boolean {
  const failed = useCallback(() => hasExposedModuleFailed(id), [id]);
  return useSyncExternalStore(subscribeToExposedModules, failed, NOT_DURING_HYDRATION);
}
