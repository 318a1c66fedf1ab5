import { readItem, writeItem } from './browser-storage';

export const ANON_UID_KEY = 'anonUID';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_LENGTH = 9;

let memoryUid: string | null = null;

function randomSuffix(): string {
  const bytes = new Uint8Array(RANDOM_LENGTH);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function createAnonUid(now: number = Date.now()): string {
  return `anon_${now}${randomSuffix()}`;
}

/**
 * The visitor's anonymous id ('anon_' + timestamp + 9 random characters: docs/likes.md, "When
 * a like fails"), created before their first like. It is kept but never sent: likes are
 * anonymous and unlimited.
 */
export function ensureAnonUid(): string {
  const stored = readItem(ANON_UID_KEY);
  if (stored) return stored;
  const uid = memoryUid ?? createAnonUid();
  // Without storage the id lives as long as the page, which is all a like needs.
  if (!writeItem(ANON_UID_KEY, uid)) memoryUid = uid;
  return uid;
}
