import { ANON_UID_KEY, createAnonUid, ensureAnonUid } from './anon-uid';

beforeEach(() => localStorage.clear());

test("an anonymous id is 'anon_' + a timestamp + 9 random characters [a-z0-9]", () => {
  const uid = createAnonUid(1_717_000_000_000);
  expect(uid).toMatch(/^anon_1717000000000[a-z0-9]{9}$/);
});

test('random parts differ from one id to the next', () => {
  const ids = new Set(Array.from({ length: 50 }, () => createAnonUid(1)));
  expect(ids.size).toBe(50);
});

test('ensureAnonUid creates the id once, stores it under anonUID, and keeps it', () => {
  const before = Date.now();
  const uid = ensureAnonUid();
  const timestamp = Number(/^anon_(\d+)[a-z0-9]{9}$/.exec(uid)?.[1]);
  expect(timestamp).toBeGreaterThanOrEqual(before);
  expect(timestamp).toBeLessThanOrEqual(Date.now());
  expect(localStorage.getItem(ANON_UID_KEY)).toBe(uid);
  expect(ensureAnonUid()).toBe(uid);
});

test('an id already stored is kept as it is', () => {
  localStorage.setItem('anonUID', 'anon_1700000000000abc');
  expect(ensureAnonUid()).toBe('anon_1700000000000abc');
});
