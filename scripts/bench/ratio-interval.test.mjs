import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, medianRatioInterval, verdictOf } from './ratio-interval.mjs';

test('median: odd and even counts, non-numbers left out, null for none', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5, undefined, 7, 6]), 6);
  assert.equal(median([null]), null);
});

test('identical loads on both sides give the one ratio 1', () => {
  const loads = [500, 500, 500, 500, 500];
  assert.deepEqual(medianRatioInterval(loads, loads), { low: 1, high: 1, level: 0.9 });
});

test('the interval holds the ratio of the medians and widens with the spread of the loads', () => {
  const tight = medianRatioInterval([510, 520, 530, 520, 515], [500, 505, 495, 500, 498]);
  const loose = medianRatioInterval([430, 520, 640, 520, 470], [380, 500, 610, 500, 450]);
  const ratio = 520 / 500;
  for (const interval of [tight, loose]) {
    assert.ok(interval.low <= ratio && ratio <= interval.high, JSON.stringify(interval));
  }
  assert.ok(loose.high - loose.low > 3 * (tight.high - tight.low));
});

test('the same loads give the same interval (seeded), another seed a close one', () => {
  const a = [600, 604, 532, 524, 476];
  const b = [448, 596, 560, 548, 472];
  assert.deepEqual(medianRatioInterval(a, b), medianRatioInterval(a, b));
  const other = medianRatioInterval(a, b, { seed: 99 });
  assert.ok(Math.abs(other.low - medianRatioInterval(a, b).low) < 0.05);
});

test('verdicts: met under the target, missed over it, undecided across it or without loads', () => {
  assert.equal(verdictOf({ low: 0.9, high: 1.04 }, 1.05), 'met');
  assert.equal(verdictOf({ low: 1.06, high: 1.2 }, 1.05), 'missed');
  assert.equal(verdictOf({ low: 0.95, high: 1.12 }, 1.05), 'undecided');
  assert.equal(verdictOf(null, 1.05), 'undecided');
  assert.equal(medianRatioInterval([null], [500]), null);
});

test("on this machine's 5-load spreads a 7 % miss is undecided, a 30 % one is not", () => {
  // /portfolio federated and nojs LCP loads of one run (docs/performance.md): median 1.07x.
  const federated = [508, 444, 444, 520, 480];
  const nojs = [440, 336, 536, 448, 456];
  assert.equal(verdictOf(medianRatioInterval(federated, nojs), 1.05), 'undecided');
  const slow = federated.map((value) => value * 1.3);
  assert.equal(verdictOf(medianRatioInterval(slow, [440, 450, 445, 452, 448]), 1.05), 'missed');
});
