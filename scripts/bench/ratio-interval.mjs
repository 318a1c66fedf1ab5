// How sure a ratio of two medians is, from the loads behind them: a percentile bootstrap.
// A 5-load median on this machine moves by 5-10 % between identical builds, the size of the
// targets' margins (1.05x, 1.10x), so a ratio alone cannot say whether a miss is real. The
// interval can: when it holds the target on both sides, more loads are needed to decide.

/** The median of a list of numbers (null for none). */
export function median(values) {
  const numbers = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/** A small seeded generator (mulberry32): the same seed, the same sequence, every run. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function resample(values, random) {
  return values.map(() => values[Math.floor(random() * values.length)]);
}

/**
 * The central `level` interval of median(a) / median(b), resampling each side's loads with
 * replacement `resamples` times. Null when either side has no number.
 */
export function medianRatioInterval(a, b, { level = 0.9, resamples = 4000, seed = 12 } = {}) {
  const left = a.filter((value) => typeof value === 'number');
  const right = b.filter((value) => typeof value === 'number');
  if (left.length === 0 || right.length === 0) return null;
  const random = seededRandom(seed);
  const ratios = [];
  for (let index = 0; index < resamples; index += 1) {
    const denominator = median(resample(right, random));
    if (denominator) ratios.push(median(resample(left, random)) / denominator);
  }
  ratios.sort((x, y) => x - y);
  const at = (fraction) =>
    ratios[Math.min(ratios.length - 1, Math.floor(fraction * ratios.length))];
  return { low: at((1 - level) / 2), high: at((1 + level) / 2), level };
}

/**
 * What an interval says about a ratio target (the ratio must be <= target): `met` when the
 * whole interval is at or under it, `missed` when the whole interval is over it, otherwise
 * `undecided`: the loads cannot tell.
 */
export function verdictOf(interval, target) {
  if (!interval) return 'undecided';
  if (interval.high <= target) return 'met';
  if (interval.low > target) return 'missed';
  return 'undecided';
}
