// The build's check of a recording's cues (recording-cues.cjs): a cue file whose text is not
// the piece's lines in order fails the compile, naming the file, the cue and the line.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';

const require = createRequire(import.meta.url);
const { compileMarkdown } = require('./markdown-core.cjs');
const { parseVtt } = require('./recording-cues.cjs');

let folder;
const schema = () => path.join(folder, 'schema.cjs');

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'recording-cues-'));
  writeFileSync(
    schema(),
    `const { z } = require(${JSON.stringify(require.resolve('zod'))});
module.exports = { schema: z.strictObject({ title: z.string() }), bodyAs: 'markdown', bodyLoads: 'on-demand' };`,
  );
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const poem = '---\ntitle: A fixture\n---\n\nFirst line here,\nsecond line here.\n\nA new stanza.\n';
const cue = (number, start, end, text) =>
  `${number}\n00:00:0${start}.000 --> 00:00:0${end}.000\n${text}\n`;

function compileWith(vtt) {
  const file = path.join(folder, 'piece.md');
  writeFileSync(file, poem);
  writeFileSync(path.join(folder, 'piece.opus'), 'not really audio');
  if (vtt !== undefined) writeFileSync(path.join(folder, 'piece.vtt'), vtt);
  return compileMarkdown(poem, file, schema());
}

test('cues that are the lines in order give each cue its line and time', () => {
  const document = compileWith(
    ['WEBVTT\n', cue(1, 0, 1, 'First line here,'), cue(2, 2, 3, 'A new stanza.')].join('\n'),
  );
  assert.deepEqual(document.recording.cues, [
    { start: 0, end: 1, line: 0 },
    { start: 2, end: 3, line: 2 },
  ]);
  assert.equal(document.recording.type, 'audio/ogg; codecs=opus');
});

test('a cue that is not the next line fails with the file, the cue and the line', () => {
  const vtt = [
    'WEBVTT\n',
    cue(1, 0, 1, 'First line here,'),
    cue(2, 2, 3, 'A line never written.'),
  ].join('\n');
  assert.throws(() => compileWith(vtt), {
    message: `${path.join(folder, 'piece.vtt')}, cue 2 "A line never written." is not a line of the piece after the last cue's: the next line is line 2 "second line here."`,
  });
});

test('lines out of order fail', () => {
  const vtt = ['WEBVTT\n', cue(1, 0, 1, 'A new stanza.'), cue(2, 2, 3, 'First line here,')].join(
    '\n',
  );
  assert.throws(
    () => compileWith(vtt),
    /cue 2 "First line here," is not a line of the piece after the last cue's: the piece has no line left/,
  );
});

test('audio without its cue file fails', () => {
  assert.throws(() => compileWith(undefined), /piece\.opus: no cue file beside it \(piece\.vtt\)/);
});

test('a file that is not WebVTT, or cues that overlap, fail', () => {
  assert.throws(
    () => parseVtt('1\n00:00:00.000 --> 00:00:01.000\nA', 'x.vtt'),
    /starts with the line "WEBVTT"/,
  );
  assert.throws(() => parseVtt(`WEBVTT\n\n${cue(1, 0, 3, 'A')}\n${cue(2, 2, 4, 'B')}`, 'x.vtt'), {
    message: 'x.vtt, cue 2: starts before cue 1 ends',
  });
});
