import { Suspense, useEffect, useState } from 'react';
import { afterLoadIdle, lazyNamed } from '@site/shared';

/** A mouse or trackpad that hovers: phones and touch screens never get (or download) a trail. */
const HOVERING_POINTER = '(hover: hover) and (pointer: fine)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const MouseTrail = lazyNamed(() => import('./mouse-trail'), 'MouseTrail');

/**
 * The mouse trail is decoration: its code loads after the page has loaded and gone idle, and
 * only where there is a hovering pointer and motion is welcome, so it never competes with the
 * first screen.
 */
export function DeferredMouseTrail() {
  const [wanted, setWanted] = useState(false);
  useEffect(
    () =>
      afterLoadIdle(() => {
        if (
          window.matchMedia(HOVERING_POINTER).matches &&
          !window.matchMedia(REDUCED_MOTION).matches
        ) {
          setWanted(true);
        }
      }),
    [],
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MouseTrail />
    </Suspense>
  );
}
