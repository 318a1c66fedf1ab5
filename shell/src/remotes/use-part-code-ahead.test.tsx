import { act, renderHook } from '@testing-library/react';
import type { KeptCopyVerdict } from '../components/service-worker-messages';
import { usePartCodeAhead } from './use-part-code-ahead';

let answer: (verdict: KeptCopyVerdict) => void = () => undefined;
let opened = 'network';

jest.mock('../components/kept-copy', () => ({
  isKeptCopy: () => opened === 'kept',
  keptCopyVerdict: () => new Promise<KeptCopyVerdict>((resolve) => (answer = resolve)),
}));

afterEach(() => {
  opened = 'network';
});

it('brings the code of a part the page was not served with ahead of the reader', () => {
  expect(renderHook(() => usePartCodeAhead(false)).result.current).toBe(true);
});

it('leaves a part served with a page from the network to the reader', () => {
  expect(renderHook(() => usePartCodeAhead(true)).result.current).toBe(false);
});

it.each([
  ['current', false],
  ['stale', true],
  ['unknown', true],
] as const)(
  'on a kept copy, waits for the worker, then its verdict %s brings the code ahead: %s',
  async (verdict, ahead) => {
    opened = 'kept';
    const { result } = renderHook(() => usePartCodeAhead(true));
    expect(result.current).toBe(false);
    await act(async () => answer(verdict));
    expect(result.current).toBe(ahead);
  },
);
