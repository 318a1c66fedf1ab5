// A recording beside a content file: `<name>.opus` (or .ogg, .m4a, .mp3) and `<name>.vtt`
// beside `<name>.md`. The WebVTT file's cues are the piece's lines as they are spoken, each
// with its time; the build reads them here and checks that each cue's text is a line of the
// piece, in order, so that the line the page marks while the recording plays is the line
// being spoken. A cue that is not the next line fails the build, naming the file, the cue
// and the line it should have been.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** The audio formats a recording may be in, the first found beside the file is used. */
const AUDIO_TYPES = [
  ['.opus', 'audio/ogg; codecs=opus'],
  ['.ogg', 'audio/ogg'],
  ['.m4a', 'audio/mp4'],
  ['.mp3', 'audio/mpeg'],
];

/** "00:01:02.500" or "01:02.500" -> 62.5 */
function secondsOf(stamp, where) {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(stamp.trim());
  if (!match) throw new Error(`${where}: "${stamp}" is not a WebVTT time (00:01:02.500)`);
  const [, hours = '0', minutes, secs, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/**
 * The cues of a WebVTT file: their number (1 for the first), times and text (lines joined
 * by a space). NOTE, STYLE and REGION blocks are skipped.
 * @returns {{ number: number, start: number, end: number, text: string }[]}
 */
function parseVtt(source, file) {
  const blocks = source.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  if (!/^\uFEFF?WEBVTT(?:[ \t].*)?$/.test(blocks[0]?.split('\n')[0] ?? '')) {
    throw new Error(`${file}: a WebVTT file starts with the line "WEBVTT"`);
  }
  const cues = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split('\n').filter((line) => line.length > 0);
    if (lines.length === 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0])) continue;
    const timing = lines.findIndex((line) => line.includes('-->'));
    const where = `${file}, cue ${cues.length + 1}`;
    if (timing < 0) throw new Error(`${where}: no "start --> end" time`);
    const [start, rest] = lines[timing].split('-->');
    const end = rest.trim().split(/\s+/)[0];
    const cue = {
      number: cues.length + 1,
      start: secondsOf(start, where),
      end: secondsOf(end, where),
      text: lines
        .slice(timing + 1)
        .join(' ')
        .trim(),
    };
    if (!(cue.end > cue.start)) throw new Error(`${where}: ends before it starts`);
    if (cues.length > 0 && cue.start < cues[cues.length - 1].end) {
      throw new Error(`${where}: starts before cue ${cues.length} ends`);
    }
    cues.push(cue);
  }
  return cues;
}

/** A line as spoken and as compared: spaces folded, Markdown's marks of emphasis dropped. */
const comparable = (text) => text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();

/**
 * Each cue matched to a line of `lines` (the piece's lines, in order): the cues must follow
 * the lines in order (a line may be left unspoken, none spoken twice or out of order).
 * @returns {{ start: number, end: number, line: number }[]} each cue with its line's index
 */
function matchCues(cues, lines, file) {
  const wanted = lines.map(comparable);
  let next = 0;
  return cues.map((cue) => {
    const text = comparable(cue.text);
    const found = wanted.indexOf(text, next);
    if (found < 0) {
      const expected = wanted[next];
      throw new Error(
        `${file}, cue ${cue.number} "${cue.text}" is not a line of the piece after the last cue's` +
          (expected === undefined
            ? ': the piece has no line left'
            : `: the next line is line ${next + 1} "${lines[next]}"`),
      );
    }
    next = found + 1;
    return { start: cue.start, end: cue.end, line: found };
  });
}

/**
 * The recording beside `markdownFile`, checked against `lines`, or undefined when there is
 * none. A cue file without audio, or audio without a cue file, fails: one would be lost.
 * @returns {{ audioFile: string, type: string, cues: { start: number, end: number, line: number }[] } | undefined}
 */
function recordingBeside(markdownFile, lines) {
  const base = markdownFile.replace(/\.md$/, '');
  const vtt = `${base}.vtt`;
  const audio = AUDIO_TYPES.find(([extension]) => existsSync(base + extension));
  if (!audio && !existsSync(vtt)) return undefined;
  if (!audio)
    throw new Error(
      `${vtt}: no recording beside it (${AUDIO_TYPES.map(([e]) => path.basename(base) + e).join(', ')})`,
    );
  if (!existsSync(vtt))
    throw new Error(`${base + audio[0]}: no cue file beside it (${path.basename(vtt)})`);
  const cues = matchCues(parseVtt(readFileSync(vtt, 'utf8'), vtt), lines, vtt);
  return { audioFile: base + audio[0], type: audio[1], cues };
}

/** A recording's length as JSON-LD names it: to the last cue's end, whole seconds rounded up (54.4 s -> "PT55S"). */
function recordingDuration(cues) {
  return `PT${Math.ceil(cues.at(-1)?.end ?? 0)}S`;
}

module.exports = { parseVtt, matchCues, recordingBeside, recordingDuration, AUDIO_TYPES };
