import { requestPath } from './request-target.js';

test.each([
  ['/', '/'],
  ['/blog/a-post?x=1', '/blog/a-post'],
  ['/api/likes/test-post-a/events', '/api/likes/test-post-a/events'],
  ['/a%2Fb', '/a%2Fb'],
  ['/a/../b', '/b'],
])('%p is the path %p', (target, path) => {
  expect(requestPath(target)).toBe(path);
});

test.each([
  '//x',
  '//',
  '///etc/passwd',
  '/\\x',
  '/\\\\evil.example/',
  '/a\\b',
  '/.//evil.example/',
  '/./../..//evil.example',
  '/a/..//evil.example/',
  'x',
  '*',
  'http://evil.example/',
  '',
  undefined,
])('%p is not an origin-form target', (target) => {
  expect(requestPath(target)).toBeNull();
});
