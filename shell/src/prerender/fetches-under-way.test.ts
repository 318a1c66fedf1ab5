import { countFetches } from './fetches-under-way';

function deferredFetch() {
  const answers: Array<(response: Response) => void> = [];
  const fails: Array<(error: Error) => void> = [];
  const fetch = jest.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answers.push(resolve);
        fails.push(reject);
      }),
  ) as unknown as typeof globalThis.fetch;
  return { target: { fetch }, answers, fails };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the prerender counts the fetches under way', () => {
  it('is settled at once when nothing is fetched', async () => {
    const { target } = deferredFetch();
    await expect(countFetches(target).settled()).resolves.toBeUndefined();
  });

  it('is settled once every fetch has answered or failed, not before', async () => {
    const { target, answers, fails } = deferredFetch();
    const counter = countFetches(target);
    const first = counter.during(() => target.fetch('/a.json'));
    counter.during(() => void target.fetch('/b.json').catch(() => undefined));
    await flush();
    let settled = false;
    void counter.settled().then(() => (settled = true));
    answers[0]!({ ok: true } as Response);
    await first;
    await flush();
    expect(settled).toBe(false);
    fails[1]!(new Error('offline'));
    await flush();
    expect(settled).toBe(true);
  });

  it('hands each caller its own fetch, answer and failure unchanged', async () => {
    const { target, answers, fails } = deferredFetch();
    countFetches(target);
    const response = { ok: true, status: 200 } as Response;
    const answered = target.fetch('/a.json');
    answers[0]!(response);
    await expect(answered).resolves.toBe(response);
    const failing = target.fetch('/b.json');
    fails[1]!(new Error('offline'));
    await expect(failing).rejects.toThrow('offline');
  });

  it("starts a render's fetch once the render has returned, outside its stack", async () => {
    const { target } = deferredFetch();
    const original = target.fetch as jest.Mock;
    const counter = countFetches(target);
    counter.during(() => {
      void target.fetch('/posts/a.json');
      expect(original).not.toHaveBeenCalled();
    });
    let settled = false;
    void counter.settled().then(() => (settled = true));
    await flush();
    expect(original).toHaveBeenCalledWith('/posts/a.json');
    expect(settled).toBe(false);
  });

  it('waits only for what a render started, not for a request the live app holds open', async () => {
    const { target } = deferredFetch();
    const counter = countFetches(target);
    void target.fetch('/live-count');
    await expect(counter.settled()).resolves.toBeUndefined();
    expect(counter.during(() => 'rendered')).toBe('rendered');
  });
});
