import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeSegment, mappedSegments } from './source-map-segments.mjs';

test('Base64 VLQ: small, negative and multi-digit values', () => {
  assert.deepEqual(decodeSegment('AAAA'), [0, 0, 0, 0]);
  assert.deepEqual(decodeSegment('CADF'), [1, 0, -1, -2]);
  // 16 needs a continuation digit: "gB".
  assert.deepEqual(decodeSegment('gB'), [16]);
  assert.throws(() => decodeSegment('A!'), /not Base64 VLQ/);
});

test('each segment covers its line up to the next segment or the line end', () => {
  // Line 0: "abcdef" from source 0 at column 0, source 1 at column 4.
  // Line 1: "xy", a segment without a source at 0, then source 1 again (a delta of 0) at 1.
  const segments = mappedSegments('AAAA,ICAA;A,CAAA', [6, 2]);
  assert.deepEqual(segments, [
    { line: 0, column: 0, end: 4, source: 0 },
    { line: 0, column: 4, end: 6, source: 1 },
    { line: 1, column: 0, end: 1, source: null },
    { line: 1, column: 1, end: 2, source: 1 },
  ]);
});
