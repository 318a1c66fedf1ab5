import { isKeptCopyVerdict, isServiceWorkerMessage } from './service-worker-messages';

// The worker acts on what any page of its origin posts: it reads only messages of these shapes.
describe('isServiceWorkerMessage', () => {
  it.each([
    ['a page read', { type: 'keep-page', url: 'https://site.example/blog', resources: [] }],
    ['a section that ran', { type: 'section-ran', entry: 'https://site.example/remoteEntry.js' }],
    ["a kept copy's question", { type: 'kept-copy-current?' }],
  ])('takes %s', (_name, message) => {
    expect(isServiceWorkerMessage(message)).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a string', 'keep-page'],
    ['an unknown type', { type: 'clear-everything' }],
    ['a page read without its resources', { type: 'keep-page', url: '/blog' }],
    ['resources that are not addresses', { type: 'keep-page', url: '/blog', resources: [1] }],
    ['a section without its entry', { type: 'section-ran' }],
  ])('refuses %s', (_name, message) => {
    expect(isServiceWorkerMessage(message)).toBe(false);
  });
});

describe('isKeptCopyVerdict', () => {
  it('knows the three answers and nothing else', () => {
    for (const verdict of ['current', 'stale', 'unknown']) {
      expect(isKeptCopyVerdict(verdict)).toBe(true);
    }
    for (const other of ['Current', 'yes', true, null, undefined, {}]) {
      expect(isKeptCopyVerdict(other)).toBe(false);
    }
  });
});
