import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import {
  addTrailPoint,
  pruneTrail,
  TRAIL_MAX_POINTS,
  trailOpacity,
  type TrailPoint,
} from './trail-points';
import { clearOfWords } from './trail-surface';
import { colorAccent, colorAccentStrong } from '@site/shared/design/color';

const layerCss = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  pointer-events: none;
  overflow: hidden;
`;

// Its glow stays within TRAIL_GLOW_REACH_PX of the pointer (trail-surface.ts).
const dotCss = css`
  position: absolute;
  top: -5px;
  left: -5px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${colorAccentStrong};
  box-shadow:
    0 0 6px ${colorAccent},
    0 0 10px ${colorAccent};
  opacity: 0;
  will-change: transform, opacity;
`;

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The glowing trail behind the pointer. A fixed pool of 26 dots is moved with transform and
 * faded with opacity from one animation frame loop (no React render per mouse move, no
 * layout); it never takes a click, never paints over words or controls, and is off under
 * prefers-reduced-motion.
 */
export function MouseTrail() {
  const reduced = usePrefersReducedMotion();
  const dots = useRef<(HTMLSpanElement | null)[]>([]);

  useEffect(() => {
    if (reduced) return;
    let points: TrailPoint[] = [];
    let frame = 0;

    const draw = () => {
      const now = performance.now();
      points = pruneTrail(points, now);
      dots.current.forEach((dot, index) => {
        if (!dot) return;
        const point = points[index];
        if (point) {
          const opacity = trailOpacity(point, now);
          dot.style.transform = `translate3d(${point.x}px, ${point.y}px, 0) scale(${0.4 + opacity * 0.6})`;
          dot.style.opacity = String(opacity);
          dot.dataset.active = 'true';
        } else {
          dot.style.opacity = '0';
          dot.dataset.active = 'false';
        }
      });
      frame = points.length > 0 ? requestAnimationFrame(draw) : 0;
    };

    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      // The trail glows in the page's open spaces, never over its words or controls: where
      // it would, the pointer simply leaves no point.
      if (!clearOfWords(event.clientX, event.clientY)) return;
      points = addTrailPoint(points, {
        x: event.clientX,
        y: event.clientY,
        createdAt: performance.now(),
      });
      if (!frame) frame = requestAnimationFrame(draw);
    };

    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      cancelAnimationFrame(frame);
    };
  }, [reduced]);

  if (reduced) return null;
  return (
    <div css={layerCss} aria-hidden="true" data-testid="mouse-trail">
      {Array.from({ length: TRAIL_MAX_POINTS }, (_, index) => (
        <span
          key={index}
          css={dotCss}
          data-trail-point=""
          data-active="false"
          ref={(node) => {
            dots.current[index] = node;
          }}
        />
      ))}
    </div>
  );
}
