import { trackRepeatOffenders } from './repeat-offenders.js';

const options = { bound: 3, windowMs: 10_000, barMs: 5_000 };

test('offences up to the bound within the window bar nobody; the next one bars that client only', () => {
  const offenders = trackRepeatOffenders(options);
  expect([0, 1000, 2000].map((now) => offenders.offend('203.0.113.7', now))).toEqual([
    false,
    false,
    false,
  ]);
  expect(offenders.isBarred('203.0.113.7', 2000)).toBe(false);
  expect(offenders.offend('203.0.113.7', 3000)).toBe(true);
  expect(offenders.isBarred('203.0.113.7', 3000)).toBe(true);
  expect(offenders.isBarred('198.51.100.2', 3000)).toBe(false);
});

test('a bar lasts barMs, and the next takes the bound again', () => {
  const offenders = trackRepeatOffenders(options);
  for (const now of [0, 1, 2, 3]) offenders.offend('a', now);
  expect(offenders.isBarred('a', 5002)).toBe(true);
  expect(offenders.isBarred('a', 5003)).toBe(false);
  expect([6000, 6001, 6002].map((now) => offenders.offend('a', now))).toEqual([
    false,
    false,
    false,
  ]);
  expect(offenders.offend('a', 6003)).toBe(true);
});

test('offences spread wider than the window never add up to a bar', () => {
  const offenders = trackRepeatOffenders(options);
  // One every 4 s: at most 3 within any 10 s.
  const bars = Array.from({ length: 50 }, (_, i) => offenders.offend('a', i * 4000));
  expect(bars.some(Boolean)).toBe(false);
});

test('offences older than the window no longer count, however many clients offended since', () => {
  const offenders = trackRepeatOffenders(options);
  for (let i = 0; i < 1000; i += 1) offenders.offend(`10.0.${i >> 8}.${i & 255}`, i);
  // A client counted long ago starts again from nothing.
  for (const now of [20_000, 20_001, 20_002]) expect(offenders.offend('10.0.0.0', now)).toBe(false);
});
