import type { IncomingMessage } from 'node:http';
import { clientAddress, forwardedAddress, MalformedForwardedFor } from './client-address.js';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

test.each([
  ['203.0.113.7', '203.0.113.7'],
  ['203.0.113.7:51234', '203.0.113.7'],
  ['2001:db8::7', '2001:db8::7'],
  ['[2001:db8::7]', '2001:db8::7'],
  ['[2001:db8::7]:443', '2001:db8::7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['[::ffff:203.0.113.7]:80', '203.0.113.7'],
])('the forwarded entry %p is the address %p', (entry, address) => {
  expect(forwardedAddress(entry)).toBe(address);
});

test.each([
  'not-an-address',
  '203.0.113.7:',
  '203.0.113.7:123456',
  '[203.0.113.7]:80',
  '[2001:db8::7',
  '999.0.113.7',
  'unknown',
  '_hidden',
])('%p is not an address', (entry) => {
  expect(forwardedAddress(entry)).toBeNull();
});

test('without trusted hops the header is ignored and the peer counts', () => {
  expect(clientAddress(request('198.51.100.1', '203.0.113.7'), 0)).toBe('198.51.100.1');
  expect(clientAddress(request('::ffff:198.51.100.1'), 0)).toBe('198.51.100.1');
});

test('one trusted hop: the last entry, written with a port or not', () => {
  expect(clientAddress(request('10.0.0.1', '6.6.6.6, 203.0.113.7:50000'), 1)).toBe('203.0.113.7');
  expect(clientAddress(request('10.0.0.1', '[2001:db8::1]:443'), 1)).toBe('2001:db8::1');
  expect(clientAddress(request('10.0.0.1', '203.0.113.7'), 2)).toBe('203.0.113.7');
});

test('a malformed entry where the reader should be is refused', () => {
  expect(() => clientAddress(request('10.0.0.1', 'garbage'), 1)).toThrow(MalformedForwardedFor);
});
