import { networkFirst } from './network-first';

jest.useFakeTimers();

const answer = (body: string) => ({ body }) as unknown as Response;

describe('networkFirst', () => {
  it('answers with the network when it answers in time', async () => {
    const network = Promise.resolve(answer('network'));
    await expect(networkFirst(network, async () => answer('kept'), 3000)).resolves.toEqual(
      answer('network'),
    );
  });

  it('answers with the kept copy when the network fails', async () => {
    const network = Promise.reject(new Error('offline'));
    await expect(networkFirst(network, async () => answer('kept'), 3000)).resolves.toEqual(
      answer('kept'),
    );
  });

  it('rejects when the network fails and nothing is kept', async () => {
    const network = Promise.reject(new Error('offline'));
    await expect(networkFirst(network, async () => undefined, 3000)).rejects.toThrow('offline');
  });

  it('answers with the kept copy after the timeout, and waits on when nothing is kept', async () => {
    let resolveSlow: (response: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => (resolveSlow = resolve));
    const withCopy = networkFirst(slow, async () => answer('kept'), 3000);
    const withoutCopy = networkFirst(slow, async () => undefined, 3000);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(withCopy).resolves.toEqual(answer('kept'));
    resolveSlow(answer('late network'));
    await expect(withoutCopy).resolves.toEqual(answer('late network'));
  });
});
