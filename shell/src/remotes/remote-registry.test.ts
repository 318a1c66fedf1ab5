import type { ModuleFederation } from '@module-federation/enhanced/runtime';

// The federation runtime is a chunk of its own, created on first need (decision 033): one
// instance for the page, and a chunk that failed to come is asked for again by the next load.

const mockCreateFederation = jest.fn<Promise<ModuleFederation>, []>();
jest.mock('./federation-instance', () => ({ createFederation: () => mockCreateFederation() }));

const instance = { name: 'shell' } as ModuleFederation;

beforeEach(() => {
  jest.resetModules();
  mockCreateFederation.mockReset();
});

async function freshRegistry() {
  return import('./remote-registry');
}

it('creates the instance once, however many loads ask for it at once', async () => {
  mockCreateFederation.mockResolvedValue(instance);
  const { federation, federationReady } = await freshRegistry();
  expect(() => federation()).toThrow(/not initialised/);
  const [first, second] = await Promise.all([federationReady(), federationReady()]);
  expect(first).toBe(instance);
  expect(second).toBe(instance);
  expect(federation()).toBe(instance);
  expect(mockCreateFederation).toHaveBeenCalledTimes(1);
});

it('asks again after a failure: the next load (Retry) gets the runtime', async () => {
  mockCreateFederation
    .mockRejectedValueOnce(new Error('Loading chunk federation failed'))
    .mockResolvedValueOnce(instance);
  const { federationReady } = await freshRegistry();
  await expect(federationReady()).rejects.toThrow(/federation failed/);
  await expect(federationReady()).resolves.toBe(instance);
  expect(mockCreateFederation).toHaveBeenCalledTimes(2);
});
