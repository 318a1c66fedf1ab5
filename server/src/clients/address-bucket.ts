import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 tail allowed). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? address;
  let text = withoutZone;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - left.length - right.length;
  const zeros = rest === undefined ? [] : Array.from({ length: missing }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * The bucket a client's limits are counted in: an IPv4 address is one bucket, an IPv6
 * client its /64. One subscriber line or host is handed a whole /64 (2^64 addresses), so
 * keying on the full IPv6 address would give one machine as many buckets as it likes.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
