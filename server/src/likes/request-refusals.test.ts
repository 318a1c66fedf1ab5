import { requestRefusal, streamRefusal, STREAM_RETRY_AFTER_S } from './request-refusals.js';

const known = (postId: string) => postId === 'a-known-post';

describe('a request for a count or its stream', () => {
  test.each([
    ['count', 'GET'],
    ['count', 'HEAD'],
    ['count', 'POST'],
    ['events', 'GET'],
  ] as const)('the %s of a known post by %s goes on', (kind, method) => {
    expect(requestRefusal({ kind, postId: 'a-known-post' }, method, known)).toBeNull();
  });

  test.each([
    ['count', 'DELETE', 'GET, HEAD, POST'],
    ['events', 'POST', 'GET'],
  ] as const)('the %s by %s is refused 405, with what is allowed', (kind, method, allow) => {
    expect(requestRefusal({ kind, postId: 'a-known-post' }, method, known)).toEqual({
      status: 405,
      message: `Method ${method} not allowed; use ${allow}`,
      headers: { Allow: allow },
    });
  });

  it('is refused 404 for a post with no counter, naming it', () => {
    const refusal = requestRefusal({ kind: 'count', postId: 'no-such-post' }, 'POST', known);
    expect(refusal).toMatchObject({ status: 404, message: 'Unknown post id "no-such-post"' });
  });

  it('checks the method before the post, so a wrong method on any post says what is allowed', () => {
    expect(requestRefusal({ kind: 'count', postId: 'no-such-post' }, 'PUT', known)?.status).toBe(
      405,
    );
  });
});

describe('a live-count stream over a cap', () => {
  const limits = { perClient: 8, total: 1000 };

  it("over its client's share: 429, and the line names the address and the setting", () => {
    const refusal = streamRefusal('client', '203.0.113.7', limits);
    expect(refusal.status).toBe(429);
    expect(refusal.problem.key).toBe('streams-client');
    expect(refusal.problem.line).toContain('203.0.113.7 already holds 8');
    expect(refusal.problem.line).toContain('LIKES_STREAMS_PER_CLIENT');
  });

  it("over the server's total: 503, and the line names the total and the setting", () => {
    const refusal = streamRefusal('total', '203.0.113.7', limits);
    expect(refusal.status).toBe(503);
    expect(refusal.problem.key).toBe('streams-total');
    expect(refusal.problem.line).toContain('1000 live-count streams are open (LIKES_MAX_STREAMS)');
  });

  test.each(['client', 'total'] as const)(
    'over the %s cap, it is told when to try again',
    (reason) => {
      expect(streamRefusal(reason, '203.0.113.7', limits).headers).toEqual({
        'Retry-After': String(STREAM_RETRY_AFTER_S),
      });
    },
  );
});
