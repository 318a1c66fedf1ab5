import { negotiateEncoding } from './compressed-cache.js';

// Accept-Encoding with weights: an encoding the client gives q=0 is one it refuses.
test.each([
  ['gzip, deflate, br', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0', 'identity'],
  ['gzip;q=0, br;q=0', 'identity'],
  ['GZIP;Q=0.5', 'gzip'],
  ['br;q=0.000, gzip;q=0.1', 'gzip'],
  ['*;q=0', 'identity'],
  ['identity', 'identity'],
  ['', 'identity'],
  [undefined, 'identity'],
  ['gzip;q=x', 'identity'],
])('Accept-Encoding %p is answered %p', (header, encoding) => {
  expect(negotiateEncoding(header)).toBe(encoding);
});
