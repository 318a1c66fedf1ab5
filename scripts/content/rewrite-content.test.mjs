import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import {
  addedPost,
  isAuthorProse,
  otherWords,
  publishedEntry,
  recuedFor,
  rewriteModule,
  rewrittenPost,
} from './rewrite-content.mjs';

test('prose is replaced; addresses, keys, CSS, emoji and the spec’s own texts are not', () => {
  const source = [
    "import cover from './cover.svg';",
    "import type { Book } from '../src/books/book';",
    'export const copy = {',
    "  heading: 'And suddenly everything was RED',",
    "  intro: 'Three books and a diary.',",
    "  link: { to: '/red-archive', url: 'https://example.com/x', email: 'a@b.c' },",
    "  paragraphs: ['One paragraph.', 'Another one.'],",
    "  emoji: [{ emoji: '🌹', top: '3%', label: 'Rose: enter' }],",
    "  gradient: 'linear-gradient(150deg, #173b3a 0%, #08120f 100%)',",
    "  book: { type: 'Novel', status: 'Published', genre: 'Poetry' },",
    '} as const;',
    "export type Kind = 'a kind' | 'another';",
  ].join('\n');
  const { source: rewritten, replaced } = rewriteModule(source, 'copy.ts', 0);
  assert.equal(replaced, 4);
  for (const kept of [
    "'./cover.svg'",
    "'../src/books/book'",
    "'And suddenly everything was RED'",
    "'/red-archive'",
    "'https://example.com/x'",
    "'a@b.c'",
    "'🌹'",
    "'3%'",
    "'linear-gradient(150deg, #173b3a 0%, #08120f 100%)'",
    "'Novel'",
    "'Published'",
    "'Poetry'",
    "'a kind' | 'another'",
  ]) {
    assert.ok(rewritten.includes(kept), `${kept} is kept`);
  }
  for (const replacedText of ['Three books', 'One paragraph.', 'Another one.', 'Rose: enter']) {
    assert.ok(!rewritten.includes(replacedText), `${replacedText} is replaced`);
  }
});

test('every replacement is different words, unique, and keeps a coming-soon text saying so', () => {
  const texts = Array.from({ length: 200 }, (_, index) => otherWords('a short title', index));
  assert.equal(new Set(texts).size, texts.length);
  assert.ok(texts.every((text) => !/short|title/.test(text)));
  assert.match(
    otherWords('Coming soon: the evidence is still being gathered.', 3),
    /^Coming soon: /,
  );
  assert.equal(isAuthorProse('Coming Soon', 'message'), false);
  assert.equal(isAuthorProse('Knock on the door', 'buttonLabel'), true);
});

test('an archive entry is published with a poem and no sample mark', () => {
  const file = publishedEntry(16);
  assert.match(file, /^---\nnumber: 16\ntitle: ".+"\nstate: published\n---\n\n\S/);
  assert.doesNotMatch(file, /sample/i);
  assert.ok(file.split('---')[2].trim().split('\n').length >= 5);
});

test('a post is rewritten as the author’s own: its facts kept, its words and sample mark gone', () => {
  const sample = [
    '---',
    '# Sample letter written as a stand-in.',
    'sample: true',
    "title: 'Thank you, Cinderella.'",
    "cardTitle: 'Thank you, Cinderella'",
    'category: vault',
    'postId: vault-cinderella',
    'date: 2024-11-02',
    "description: 'A thank-you letter.'",
    'image: glass-slipper.svg',
    "imageAlt: 'A glass slipper.'",
    '---',
    '',
    'Dear Cinderella,',
  ].join('\n');
  const post = rewrittenPost(sample, 2);
  for (const kept of ['category: vault', 'postId: vault-cinderella', 'date: 2024-11-02']) {
    assert.ok(post.includes(kept), kept);
  }
  assert.ok(post.includes('image: glass-slipper.svg'));
  for (const gone of ['sample', 'Cinderella', 'cardTitle', '# Sample', 'thank-you']) {
    assert.ok(!post.includes(gone), gone);
  }
  assert.match(post, /^---\ntitle: ".+"\n[\s\S]*\n---\n\n\S/);
  assert.match(addedPost('drafts', '2026-11-01'), /category: drafts\ndate: 2026-11-01\n/);
});

test('a rewritten piece with a recording gets cues of its new lines, which the build accepts', () => {
  const require = createRequire(import.meta.url);
  const { matchCues, parseVtt } = require('../../toolchain/recording-cues.cjs');
  const { linesOf } = require('../../toolchain/markdown-core.cjs');
  const vtt = [
    'WEBVTT',
    '',
    '00:00.000 --> 00:01.000',
    'Old one.',
    '',
    '00:01.500 --> 00:02.000',
    'Old two.',
    '',
    '00:02.500 --> 00:03.000',
    'Old three.',
    '',
  ].join('\n');
  for (const markdown of [
    publishedEntry(1),
    rewrittenPost(
      readFileSync(new URL('../../blog-remote/content/posts/origin.md', import.meta.url), 'utf8'),
      0,
    ),
  ]) {
    const recued = recuedFor(vtt, 'piece.vtt', markdown);
    const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').trim();
    const cues = matchCues(parseVtt(recued, 'piece.vtt'), linesOf(body), 'piece.vtt');
    assert.deepEqual(
      cues.map((cue) => cue.start),
      [0, 1.5, 2.5].slice(0, Math.min(3, linesOf(body).length)),
    );
    assert.doesNotMatch(recued, /Old/);
  }
});
