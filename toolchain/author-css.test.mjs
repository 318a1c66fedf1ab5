import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { styleProblems, STYLE_PROPERTIES } = require('./author-css.cjs');

// The attack spellings are in author-html-forbidden.mjs, run through each content type's
// compile step; these are the rule's own edges.

test('each allowed property with a plain value passes', () => {
  for (const style of [
    'color: #a00',
    'color: rgb(170 0 0 / 50%); background-color: hsl(0deg 100% 90%)',
    'color: light-dark(#333, color-mix(in srgb, red 40%, white))',
    'font-style: italic; font-weight: 700; font-variant: small-caps; font-variant-caps: all-small-caps',
    'text-decoration: underline wavy #a00; text-decoration-line: line-through',
    'text-decoration-style: dotted; text-decoration-color: currentcolor',
    'text-transform: uppercase; text-align: center',
    'COLOR: Red ! IMPORTANT',
    'color: inherit;;  ; /* a note */',
    '',
  ]) {
    assert.deepEqual(styleProblems(style, 'span'), [], style);
  }
});

test('a number is a weight, never a length', () => {
  assert.deepEqual(styleProblems('font-weight: 600', 'span'), []);
  assert.equal(styleProblems('color: 600', 'span').length, 1);
  assert.equal(styleProblems('text-decoration: underline 0', 'span').length, 1);
});

test('!important is read once, at the end of a value', () => {
  assert.deepEqual(styleProblems('color: red !important', 'span'), []);
  assert.equal(styleProblems('color: red !important !important', 'span').length, 1);
  assert.equal(styleProblems('color: ! important red', 'span').length, 1);
});

test('each problem is at its declaration, one per declaration', () => {
  const style = 'color: red; /**/ position: fixed;\n inset: 0';
  const problems = styleProblems(style, 'div');
  assert.deepEqual(
    problems.map(({ at }) => style.slice(at, at + 8)),
    ['position', 'inset: 0'],
  );
});

test('the guide for authors lists exactly the allowed properties', () => {
  const guide = readFileSync(new URL('../docs/content-editing-blog.md', import.meta.url), 'utf8');
  const sentence = /A `style` may set only [^.]*\./.exec(guide)?.[0];
  assert.ok(sentence, 'docs/content-editing-blog.md says what a style may set');
  const listed = [...sentence.matchAll(/`([a-z-]+)`/g)].map(([, name]) => name);
  assert.deepEqual(listed.sort(), [...STYLE_PROPERTIES, 'style'].sort());
});
