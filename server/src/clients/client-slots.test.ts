import { createClientSlots } from './client-slots.js';

test('a client gets at most its share; others still get theirs', () => {
  const slots = createClientSlots({ perClient: 3, total: 100 });
  const mine = Array.from({ length: 5 }, () => slots.admit('203.0.113.7'));
  expect(mine.map((a) => a.admitted)).toEqual([true, true, true, false, false]);
  expect(mine[3]).toEqual({ admitted: false, reason: 'client' });
  expect(slots.admit('198.51.100.2').admitted).toBe(true);
  expect(slots.open()).toBe(4);
});

test('beyond the total nobody gets a slot, whatever the address', () => {
  const slots = createClientSlots({ perClient: 3, total: 4 });
  for (let i = 0; i < 4; i += 1) expect(slots.admit(`10.0.0.${i}`).admitted).toBe(true);
  expect(slots.admit('10.0.0.99')).toEqual({ admitted: false, reason: 'total' });
});

test('a released slot can be taken again; releasing twice frees one slot only', () => {
  const slots = createClientSlots({ perClient: 1, total: 10 });
  const first = slots.admit('a');
  if (!first.admitted) throw new Error('first slot refused');
  expect(slots.admit('a').admitted).toBe(false);
  first.release();
  first.release();
  expect(slots.open()).toBe(0);
  expect(slots.admit('a').admitted).toBe(true);
  expect(slots.admit('a').admitted).toBe(false);
});

test('with no share per client (Infinity), only the total counts', () => {
  const slots = createClientSlots({ perClient: Number.POSITIVE_INFINITY, total: 3 });
  for (let i = 0; i < 3; i += 1) expect(slots.admit('proxy').admitted).toBe(true);
  expect(slots.admit('proxy')).toEqual({ admitted: false, reason: 'total' });
});
