import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { KEPT_COPY_VERDICT_TIMEOUT_MS } from './kept-copy';

// jsdom has no MessageChannel; Node's speaks the same onmessage and postMessage.
beforeAll(() => {
  Object.defineProperty(globalThis, 'MessageChannel', {
    configurable: true,
    value: NodeMessageChannel,
  });
});

// Each test loads the module afresh: the page asks its worker once and remembers the answer.
async function freshKeptCopy() {
  jest.resetModules();
  return import('./kept-copy');
}

function withController(
  controller: { postMessage: (message: unknown, ports: MessagePort[]) => void } | null,
) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  jest.useRealTimers();
});

it('asks the controlling worker once, on a port of its own, and remembers the answer', async () => {
  const questions: unknown[] = [];
  withController({
    postMessage: (message, [port]) => {
      questions.push(message);
      port?.postMessage('current');
    },
  });
  const { keptCopyVerdict } = await freshKeptCopy();
  await expect(keptCopyVerdict()).resolves.toBe('current');
  await expect(keptCopyVerdict()).resolves.toBe('current');
  expect(questions).toEqual([{ type: 'kept-copy-current?' }]);
});

it('cannot tell without a worker in control, or from an answer it does not know', async () => {
  withController(null);
  await expect((await freshKeptCopy()).keptCopyVerdict()).resolves.toBe('unknown');
  withController({ postMessage: (_message, [port]) => port?.postMessage('yes') });
  await expect((await freshKeptCopy()).keptCopyVerdict()).resolves.toBe('unknown');
});

it('stops waiting for a worker that does not answer', async () => {
  jest.useFakeTimers();
  withController({ postMessage: () => undefined });
  const verdict = (await freshKeptCopy()).keptCopyVerdict();
  jest.advanceTimersByTime(KEPT_COPY_VERDICT_TIMEOUT_MS);
  await expect(verdict).resolves.toBe('unknown');
});
