import { startTransition, useCallback, useEffect, useState } from 'react';
import { useBlogContent } from '../published/blog-content-context';

/**
 * Data rendered by another release of the blog (a page met while a release goes out, the home
 * page's newest post) hydrates as it is, with its own data, then shows this release's (in a
 * transition: its words stay on screen until the new ones are here). Rendered beside the
 * content, inside the same boundary, so it asks only once all of the content has hydrated: a
 * part still waiting for its code would otherwise render the new data over the old HTML (a
 * hydration mismatch).
 */
export function RefreshWhenStale({
  dataKey,
  onRefresh,
}: {
  dataKey: string;
  onRefresh: () => void;
}) {
  const content = useBlogContent();
  useEffect(() => {
    if (content.refreshIfStale(dataKey)) onRefresh();
  }, [content, dataKey, onRefresh]);
  return null;
}

/** A render of the caller, in a transition, once its refreshed data is here (RefreshWhenStale). */
export function useShowRefreshed(): () => void {
  const [, setRefreshed] = useState(0);
  return useCallback(() => startTransition(() => setRefreshed((count) => count + 1)), []);
}
