import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultMaxStreams, openFileLimit } from './descriptor-limit.js';

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
