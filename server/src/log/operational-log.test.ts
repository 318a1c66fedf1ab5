import { createOperationalLog } from './operational-log.js';

function collecting() {
  const lines: string[] = [];
  let time = 1_000_000;
  const log = createOperationalLog({
    sink: (line) => lines.push(line),
    quietMs: 60_000,
    now: () => time,
  });
  return { log, lines, advance: (ms: number) => (time += ms) };
}

test('a problem prints one line; repeats within the quiet period are counted, then reported', () => {
  const { log, lines, advance } = collecting();
  for (let i = 0; i < 500; i += 1) log.problem('disk-full', `Likes: disk full (${i})`);
  expect(lines).toEqual(['Likes: disk full (0)']);
  advance(60_000);
  log.problem('disk-full', 'Likes: disk full (500)');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^Likes: disk full \(500\) \(499 more since 1970-01-01T00:16:40\.000Z\)$/,
  );
});

test('kinds are held back independently', () => {
  const { log, lines } = collecting();
  log.problem('a', 'first a');
  log.problem('b', 'first b');
  log.problem('a', 'second a');
  expect(lines).toEqual(['first a', 'first b']);
});

test('flush prints what is still held back, once', () => {
  const { log, lines } = collecting();
  log.problem('cap', 'streams at the cap');
  log.problem('cap', 'streams at the cap');
  log.problem('cap', 'streams at the cap');
  log.flush();
  log.flush();
  expect(lines).toEqual([
    'streams at the cap',
    'streams at the cap (2 like this since 1970-01-01T00:16:40.000Z)',
  ]);
});

test('an unexpected error prints its stack once with the context; repeats are counted', () => {
  const { log, lines, advance } = collecting();
  const fail = (): Error => new Error('boom');
  const error = fail();
  log.unexpected('answering GET "/x"', error);
  log.unexpected('answering GET "/x"', error);
  log.unexpected('answering GET "/x"', error);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('Unexpected error while answering GET "/x": Error: boom\n    at ');
  advance(60_000);
  log.unexpected('answering GET "/y"', error);
  expect(lines[1]).toBe(
    'Unexpected error again while answering GET "/y": Error: boom (stack above) (2 more since 1970-01-01T00:16:40.000Z)',
  );
  // Another error (another message) gets its own stack.
  log.unexpected('answering GET "/x"', new Error('other'));
  expect(lines[2]).toContain('Error: other\n');
});

test('a thrown non-Error is printed as text', () => {
  const { log, lines } = collecting();
  log.unexpected('pruning keys', 'just a string');
  expect(lines).toEqual(['Unexpected error while pruning keys: Error: just a string']);
});
