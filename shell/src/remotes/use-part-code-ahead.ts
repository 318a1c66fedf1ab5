import { useEffect, useState } from 'react';
import { isKeptCopy, keptCopyVerdict } from '../components/kept-copy';

/**
 * Whether a part's code should come ahead of the reader (when near or idle: the caller's
 * choice) rather than when the reader is about to act on it. Ahead where the page has no
 * served copy of the part to show. Not ahead where the part was served with a page fresh from
 * the network: it is what its section's live release draws (decision 016). On a page opened
 * from its kept copy, not until the service worker has compared that copy with the network's,
 * then ahead unless they were the same (a section released since paints its part afresh).
 */
export function usePartCodeAhead(served: boolean): boolean {
  const kept = served && isKeptCopy();
  const [ahead, setAhead] = useState(!served);
  useEffect(() => {
    if (!kept) return;
    let live = true;
    void keptCopyVerdict().then((verdict) => {
      if (live) setAhead(verdict !== 'current');
    });
    return () => {
      live = false;
    };
  }, [kept]);
  return ahead;
}
