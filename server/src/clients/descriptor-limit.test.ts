import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultMaxConnections, defaultMaxStreams, openFileLimit } from './descriptor-limit.js';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes
`;

test('the soft limit on open files is read from /proc/self/limits', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'limits-')), 'limits');
  writeFileSync(file, LIMITS);
  expect(openFileLimit(file)).toBe(1024);
  expect(openFileLimit(path.join(tmpdir(), 'no-such-limits-file'))).toBeNull();
});

test('streams get a quarter of the descriptors, at most 5,000', () => {
  expect(defaultMaxStreams(1024)).toBe(256);
  expect(defaultMaxStreams(20_000)).toBe(5000);
  expect(defaultMaxStreams(1_048_576)).toBe(5000);
  expect(defaultMaxStreams(null)).toBe(1000);
});

test('connections get three quarters of the descriptors, at most 10,000', () => {
  expect(defaultMaxConnections(1024)).toBe(768);
  expect(defaultMaxConnections(20_000)).toBe(10_000);
  expect(defaultMaxConnections(64)).toBe(48);
  expect(defaultMaxConnections(null)).toBe(2000);
  // Streams hold connections too: their cap stays below the connections'.
  for (const limit of [64, 256, 1024, 4096, 20_000]) {
    expect(defaultMaxStreams(limit)).toBeLessThan(defaultMaxConnections(limit));
  }
});
