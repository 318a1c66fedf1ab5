/** The last 26 pointer positions, each gone 1200 ms after it was made (docs/product.md). */
export const TRAIL_MAX_POINTS = 26;
export const TRAIL_LIFETIME_MS = 1200;

export interface TrailPoint {
  x: number;
  y: number;
  createdAt: number;
}

/** Adds a point, keeping at most TRAIL_MAX_POINTS (the oldest drop first). */
export function addTrailPoint(points: readonly TrailPoint[], point: TrailPoint): TrailPoint[] {
  const next = [...points, point];
  return next.length > TRAIL_MAX_POINTS ? next.slice(next.length - TRAIL_MAX_POINTS) : next;
}

/** Drops points older than the lifetime. */
export function pruneTrail(points: readonly TrailPoint[], now: number): TrailPoint[] {
  return points.filter((point) => now - point.createdAt < TRAIL_LIFETIME_MS);
}

/** 1 for a fresh point, falling to 0 at the end of its lifetime. */
export function trailOpacity(point: TrailPoint, now: number): number {
  return Math.max(0, 1 - (now - point.createdAt) / TRAIL_LIFETIME_MS);
}
