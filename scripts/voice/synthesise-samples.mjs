#!/usr/bin/env node
// Makes the sample recordings that stand beside a few sample poems and a sample post: each
// line of the piece spoken by espeak-ng on its own, joined by sox with a pause between lines
// (a longer one between stanzas), compressed by opusenc (mono, 20 kbit/s; 16 for a post), with a WebVTT file
// whose cues are the lines as written and their exact times, as measured from each line's
// own audio. The recordings are content, committed beside the Markdown they read; an author
// replaces them with her own voice. Not run by the build (it needs espeak-ng, sox and
// opus-tools: `apt-get install -y espeak-ng sox opus-tools`).
//
// A post is longer than a recording of a sample should be (each under 200 KB): its sample
// speaks its opening, whole paragraphs, none begun after OPENING_SECONDS, and leaves the rest
// unspoken (a cue file may stop before the piece does: toolchain/recording-cues.cjs).
//
//   node scripts/voice/synthesise-samples.mjs [path of a poem or post ...]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SAMPLES = [
  'red-remote/content/archive/001.md',
  'red-remote/content/archive/003.md',
  'red-remote/content/archive/011.md',
  'blog-remote/content/posts/origin.md',
];
const RATE = 24000;
/** A post's sample begins no paragraph after this much has been said (blog-remote/content/posts). */
const OPENING_SECONDS = 60;
const isPost = (relative) => relative.startsWith('blog-remote/content/posts/');
const LINE_PAUSE = 0.45;
const STANZA_PAUSE = 0.9;

/** The body below the frontmatter, as blocks of lines (a poem's stanzas, a post's paragraphs). */
function blocksOf(markdown) {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  return body
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((block) => block.length > 0);
}

/** What espeak-ng should say for a line: its words without Markdown's marks. */
const spoken = (line) => line.replace(/[*_`>#]/g, '').replace(/^\s*-\s+/, '');

const seconds = (file) => Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim());

/** 75.5 -> "00:01:15.500" */
function timestamp(value) {
  const ms = Math.round(value * 1000);
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function synthesise(relative) {
  const file = path.join(root, relative);
  const work = mkdtempSync(path.join(tmpdir(), 'voice-'));
  try {
    const silence = (length, name) => {
      const out = path.join(work, name);
      execFileSync('sox', ['-n', '-r', String(RATE), '-c', '1', out, 'trim', '0', String(length)]);
      return out;
    };
    const linePause = silence(LINE_PAUSE, 'line-pause.wav');
    const stanzaPause = silence(STANZA_PAUSE, 'stanza-pause.wav');
    const parts = [];
    const cues = [];
    let clock = 0;
    const opening = isPost(relative);
    blocksOf(readFileSync(file, 'utf8')).forEach((block, blockIndex) => {
      if (opening && clock >= OPENING_SECONDS) return;
      if (blockIndex > 0) {
        parts.push(stanzaPause);
        clock += STANZA_PAUSE;
      }
      block.forEach((line, lineIndex) => {
        if (lineIndex > 0) {
          parts.push(linePause);
          clock += LINE_PAUSE;
        }
        const raw = path.join(work, `${blockIndex}-${lineIndex}-raw.wav`);
        const wav = path.join(work, `${blockIndex}-${lineIndex}.wav`);
        execFileSync('espeak-ng', ['-v', 'en-gb+f3', '-s', '150', '-w', raw, spoken(line)]);
        execFileSync('sox', [raw, '-r', String(RATE), '-c', '1', wav]);
        const length = seconds(wav);
        cues.push({ start: clock, end: clock + length, text: line });
        parts.push(wav);
        clock += length;
      });
    });
    const joined = path.join(work, 'joined.wav');
    execFileSync('sox', [...parts, joined]);
    const audio = file.replace(/\.md$/, '.opus');
    // A post's opening is longer than a poem: 16 kbit/s keeps it under 200 KB, plenty for a voice.
    const bitrate = opening ? '16' : '20';
    execFileSync('opusenc', ['--quiet', '--bitrate', bitrate, '--downmix-mono', joined, audio]);
    const vtt = [
      'WEBVTT',
      '',
      `NOTE A sample recording synthesised by scripts/voice/synthesise-samples.mjs${opening ? ' (the opening of the post)' : ''}: replace it with your own voice.`,
      '',
      ...cues.flatMap((cue, index) => [
        String(index + 1),
        `${timestamp(cue.start)} --> ${timestamp(cue.end)}`,
        cue.text,
        '',
      ]),
    ].join('\n');
    writeFileSync(file.replace(/\.md$/, '.vtt'), vtt);
    console.log(`${relative}: ${cues.length} cues, ${timestamp(clock)}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

for (const relative of process.argv.length > 2 ? process.argv.slice(2) : SAMPLES)
  synthesise(relative);
