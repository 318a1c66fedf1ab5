import { whyUnavailable } from './why-unavailable';

const answering = (status: number) =>
  jest.fn(() => Promise.resolve({ status } as Response)) as unknown as typeof fetch;

describe('why a page cannot be had', () => {
  it('is offline when the server does not answer at all', async () => {
    const unreachable = jest.fn(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof fetch;
    expect(await whyUnavailable('/blog/a-post', 'section-away', unreachable)).toBe('offline');
  });

  it("is the server's when it answers with an error", async () => {
    expect(await whyUnavailable('/blog/a-post', 'section-away', answering(503))).toBe(
      'server-error',
    );
  });

  it('is what the page was missing when the server answers', async () => {
    expect(await whyUnavailable('/red-page', 'section-away', answering(200))).toBe('section-away');
    expect(await whyUnavailable('/blog/a-post', 'server-error', answering(404))).toBe(
      'server-error',
    );
  });

  it('asks past the service worker (a HEAD request, never a cached answer)', async () => {
    const fetchPage = answering(200);
    await whyUnavailable('/red-page', 'section-away', fetchPage);
    expect(fetchPage).toHaveBeenCalledWith('/red-page', { method: 'HEAD', cache: 'no-store' });
  });
});
