import {
  addTrailPoint,
  pruneTrail,
  TRAIL_LIFETIME_MS,
  TRAIL_MAX_POINTS,
  trailOpacity,
  type TrailPoint,
} from './trail-points';

describe('trail points', () => {
  it('keeps the last 26 points, dropping the oldest first', () => {
    let points: TrailPoint[] = [];
    for (let i = 0; i < 40; i += 1) points = addTrailPoint(points, { x: i, y: i, createdAt: i });
    expect(TRAIL_MAX_POINTS).toBe(26);
    expect(points).toHaveLength(26);
    expect(points[0]?.x).toBe(14);
    expect(points.at(-1)?.x).toBe(39);
  });

  it('removes each point 1200 ms after it was made', () => {
    const points = [
      { x: 0, y: 0, createdAt: 0 },
      { x: 1, y: 1, createdAt: 500 },
    ];
    expect(TRAIL_LIFETIME_MS).toBe(1200);
    expect(pruneTrail(points, 1199)).toHaveLength(2);
    expect(pruneTrail(points, 1200)).toEqual([{ x: 1, y: 1, createdAt: 500 }]);
    expect(pruneTrail(points, 1700)).toEqual([]);
  });

  it('fades from fully visible to invisible over the lifetime', () => {
    const point = { x: 0, y: 0, createdAt: 1000 };
    expect(trailOpacity(point, 1000)).toBe(1);
    expect(trailOpacity(point, 1600)).toBeCloseTo(0.5);
    expect(trailOpacity(point, 2200)).toBe(0);
    expect(trailOpacity(point, 9999)).toBe(0);
  });
});
