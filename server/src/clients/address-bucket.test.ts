import { addressBucket } from './address-bucket.js';

test.each([
  ['203.0.113.7', '203.0.113.7'],
  ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
  ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002:ffff::', '2001:db8:1:2::/64'],
  ['2001:db8::', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['::', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ['2001:db8:1:2:3:4:192.0.2.33', '2001:db8:1:2::/64'],
])('%s is counted as %s', (address, bucket) => {
  expect(addressBucket(address)).toBe(bucket);
});

test('every address inside one /64 shares its bucket; the next /64 is another', () => {
  const buckets = new Set(
    Array.from({ length: 70 }, (_, i) => addressBucket(`2001:db8:aa:bb:${i.toString(16)}::${i}`)),
  );
  expect([...buckets]).toEqual(['2001:db8:aa:bb::/64']);
  expect(addressBucket('2001:db8:aa:bc::1')).not.toBe('2001:db8:aa:bb::/64');
});
