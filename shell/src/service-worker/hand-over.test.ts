/** @jest-environment node */
import { handOverWhenWoken, isTakeOverMessage, TAKE_OVER } from './hand-over';

/** A worker of the registration, as the worker's global scope sees it. */
function aWorker() {
  const postMessage = jest.fn();
  return { worker: { postMessage } as unknown as ServiceWorker, postMessage };
}

test('a worker started while a successor waits asks it to take over, once, when an event comes', () => {
  const self = aWorker();
  const successor = aWorker();
  const handOver = handOverWhenWoken({ waiting: successor.worker }, self.worker);
  // Not while it starts: the browser would not count it as running yet.
  expect(successor.postMessage).not.toHaveBeenCalled();
  handOver();
  handOver();
  expect(successor.postMessage).toHaveBeenCalledTimes(1);
  expect(isTakeOverMessage(successor.postMessage.mock.calls[0]?.[0])).toBe(true);
});

test('a worker started with no successor waiting asks nothing, even once one waits', () => {
  const self = aWorker();
  const successor = aWorker();
  const registration: { waiting: ServiceWorker | null } = { waiting: null };
  const handOver = handOverWhenWoken(registration, self.worker);
  registration.waiting = successor.worker;
  handOver();
  expect(successor.postMessage).not.toHaveBeenCalled();
});

test('the waiting worker itself, started by the message, does not ask itself', () => {
  const self = aWorker();
  handOverWhenWoken({ waiting: self.worker }, self.worker)();
  expect(self.postMessage).not.toHaveBeenCalled();
});

test('only the take-over message is read as one', () => {
  expect(isTakeOverMessage({ type: TAKE_OVER })).toBe(true);
  for (const other of [null, 'take-over', { type: 'keep-page' }, {}]) {
    expect(isTakeOverMessage(other)).toBe(false);
  }
});
