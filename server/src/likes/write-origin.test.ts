import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { siteOrigins, readTopology } from '@site/hosting-policy';
import { readOwnOrigins } from './own-origins.js';
import { crossSiteWrite } from './write-origin.js';

const OWN = new Set(['https://writer.example']);

function post(headers: Record<string, string>): IncomingMessage {
  return { headers: { host: '127.0.0.1:3000', ...headers } } as unknown as IncomingMessage;
}

test.each([
  ['a same-origin fetch', { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' }],
  ['an older browser (Origin only)', { origin: 'http://127.0.0.1:3000' }],
  ['the public origin behind a proxy', { host: '10.0.0.5:3000', origin: 'https://writer.example' }],
  ['a client that is not a browser', {}],
])('%s may like', (_label, headers) => {
  expect(crossSiteWrite(post(headers), OWN)).toBeNull();
});

test.each([
  ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
  ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:3000' }],
  ['a typed or bookmarked URL', { 'sec-fetch-site': 'none' }],
  ['another origin, Origin only', { origin: 'https://evil.example' }],
  ['the same host on another port', { origin: 'http://127.0.0.1:4000' }],
  ['an opaque origin (sandboxed frame, file:)', { origin: 'null' }],
])('%s is refused', (_label, headers) => {
  expect(crossSiteWrite(post(headers), OWN)).toMatch(/only accepted from this site's own pages/);
});

test("the own origins are the topology's shell origins, production and emulator", () => {
  const file = path.join(__dirname, '../../../deploy/topology.json');
  const topology = readTopology(file);
  const expected = [
    siteOrigins(topology, 'production').shell,
    siteOrigins(topology, 'emulator').shell,
  ];
  expect([...readOwnOrigins(file, undefined)]).toEqual(expected);
  expect([...readOwnOrigins(file, 'https://writer.example/some/path')]).toEqual([
    ...expected,
    'https://writer.example',
  ]);
});
