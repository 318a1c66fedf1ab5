/** The longest address SMTP carries (RFC 5321: a 254-character path). */
export const MAX_ADDRESS_LENGTH = 254;

// One @, something before it, a domain of dotted labels after it, and nothing that cannot be
// in an address a reader types (spaces, angle brackets, quotes, commas). Deliberately not
// the full RFC 5322 grammar: its exotic forms are typos far more often than addresses.
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/**
 * The address a reader typed, trimmed and lower-cased (so that one reader is one row,
 * however they capitalised it), or null when it cannot be an e-mail address.
 */
export function normaliseAddress(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const address = raw.trim().toLowerCase();
  if (address.length === 0 || address.length > MAX_ADDRESS_LENGTH) return null;
  return ADDRESS.test(address) ? address : null;
}
