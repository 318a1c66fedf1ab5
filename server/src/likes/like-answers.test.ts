import {
  bodyRefusal,
  KEYS_FULL_RETRY_MAX_S,
  keysFullProblem,
  keysFullRetryAfterSeconds,
  likeAnswer,
  SHUTTING_DOWN,
} from './like-answers.js';

describe('a like whose body is not one', () => {
  test.each([
    ['too-large', 413],
    ['timed-out', 408],
    ['shutting-down', 503],
  ] as const)('%s is answered %i', (body, status) => {
    expect(bodyRefusal(body)?.status).toBe(status);
  });

  it('is not answered when its client went away', () => {
    expect(bodyRefusal('aborted')).toBeNull();
  });
});

describe("the store's answer to a like", () => {
  it('counts a new like, and a replay as a replay', () => {
    const answer = (kind: 'added' | 'duplicate') =>
      likeAnswer(
        { kind: 'stored', outcome: { kind, count: 7 }, keyCount: 1, nextKeyExpiry: null },
        false,
      );
    expect(answer('added')).toEqual({ kind: 'counted', count: 7, replayed: false });
    expect(answer('duplicate')).toEqual({ kind: 'counted', count: 7, replayed: true });
  });

  it('refuses a key used for another post with 422, naming that post', () => {
    const answer = likeAnswer(
      {
        kind: 'stored',
        outcome: { kind: 'key-conflict', postId: 'origin' },
        keyCount: 1,
        nextKeyExpiry: null,
      },
      false,
    );
    expect(answer).toMatchObject({ kind: 'refused', status: 422 });
    expect(answer.kind === 'refused' && answer.message).toContain('"origin"');
  });

  it('passes the full key cap on with what its wait is worked out from', () => {
    expect(
      likeAnswer(
        { kind: 'stored', outcome: { kind: 'keys-full' }, keyCount: 9, nextKeyExpiry: 42 },
        false,
      ),
    ).toEqual({ kind: 'keys-full', keyCount: 9, nextKeyExpiry: 42 });
  });

  it('asks again soon after a failed or late commit, later when the store is gone', () => {
    const retry = (reason: 'commit-failed' | 'timed-out' | 'store-gone') => {
      const answer = likeAnswer({ kind: 'not-stored', reason }, false);
      return answer.kind === 'refused' ? [answer.status, answer.headers?.['Retry-After']] : null;
    };
    expect(retry('commit-failed')).toEqual([503, '2']);
    expect(retry('timed-out')).toEqual([503, '2']);
    expect(retry('store-gone')).toEqual([503, '60']);
  });

  it('says the service is shutting down only when it is', () => {
    const stopped = (closing: boolean) =>
      likeAnswer({ kind: 'not-stored', reason: 'stopped' }, closing);
    expect(stopped(true)).toMatchObject({ kind: 'refused', message: SHUTTING_DOWN.message });
    expect(stopped(false)).toMatchObject({ kind: 'refused', status: 503 });
    expect(stopped(false)).not.toMatchObject({ message: SHUTTING_DOWN.message });
  });
});

describe('the wait asked of a like at the full key cap', () => {
  const now = Date.UTC(2026, 10, 26);
  it('is the time until the oldest key expires, within a minute and an hour', () => {
    expect(keysFullRetryAfterSeconds(now + 600_000, now)).toBe(600);
    expect(keysFullRetryAfterSeconds(now + 5_000, now)).toBe(60);
    expect(keysFullRetryAfterSeconds(now + 8 * 86_400_000, now)).toBe(KEYS_FULL_RETRY_MAX_S);
    expect(keysFullRetryAfterSeconds(null, now)).toBe(60);
  });
});

describe('the operator’s line at the full key cap', () => {
  it('names the count, the cap, when the oldest key expires and where to read what to do', () => {
    const line = keysFullProblem(5000, 5000, Date.UTC(2026, 10, 26, 12));
    expect(line).toContain('5000 idempotency keys are stored, the cap (LIKES_MAX_KEYS=5000)');
    expect(line).toContain('(2026-11-26T12:00:00.000Z)');
    expect(line).toContain('docs/operations.md');
  });

  it('says no time when no key has an expiry to wait for', () => {
    expect(keysFullProblem(10, 10, null)).not.toMatch(/\(\d{4}-/);
  });
});
