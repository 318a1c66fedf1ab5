// What an author does to the launch content, done mechanically: every sample text of the Red
// section, the portfolio and the home page replaced by other words, every `sample` mark gone,
// every Red Archive entry published with a poem of its own, and one entry added; every blog
// post rewritten (title, description, text) without its sample mark, and one post added. Texts the
// site's specification fixes stay (the content tests named in SPEC_TEXTS hold them), and so
// do addresses, links, keys and anything else that is not prose.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** The data files whose every text is the author's, apart from SPEC_TEXTS. */
export const CONTENT_MODULES = [
  'red-remote/content/red-copy.ts',
  'red-remote/content/themes.ts',
  'red-remote/content/book-tiles.ts',
  'red-remote/content/exclusive-rooms.ts',
  'red-remote/content/huntress.ts',
  'portfolio-remote/content/books.ts',
  'portfolio-remote/content/achievements.ts',
  'portfolio-remote/content/pages.ts',
  'shell/src/home/home-content.ts',
  'shared/src/config/site-config.ts',
];

export const ARCHIVE_FOLDER = 'red-remote/content/archive';
export const POSTS_FOLDER = 'blog-remote/content/posts';

/**
 * Texts the specification quotes, kept as they are: red-remote/content/specification.test.ts,
 * portfolio-remote/content/{books,achievements,pages}.test.ts, shell/src/home/home-content.test.ts.
 */
export const SPEC_TEXTS = new Set([
  'And suddenly everything was RED',
  'Grab Your Copy',
  'Exclusive Content',
  'Enter the Red Archive',
  'Red Archive – from the diary',
  'Theme Not Found',
  '← Back to The Red Chapter',
  'Unreleased Poems',
  'The Stories Behind the Words',
  'Alternate Endings',
  'Case Files',
  'Blackout Poetry',
  'Monologues',
  'Huntress of the Gloom: Lost Lands of Elysia',
  'The Letters I Never Sent',
  'The Murder Exchange',
  'Available Now',
  'Reach Out to Me',
  'Literary Works',
  'Awards',
  'Featured In',
  'Other Achievements',
  'Explore Blog',
  'View Portfolio',
  'Enter The Red Chapter',
  'The Next Era Awaits',
  'Coming Soon',
]);

/** Fields that hold no prose: addresses, routes, keys, CSS, and the books' fixed facts. */
const NOT_PROSE_FIELDS = new Set([
  'id',
  'to',
  'url',
  'src',
  'amazonLink',
  'exclusiveLink',
  'bookPage',
  'gradient',
  'siteUrl',
  'email',
  'handle',
  'emoji',
  'icon',
  'top',
  'left',
  'right',
  'type',
  'status',
  'genre',
]);

const WORDS = [
  'amber', 'harbour', 'lantern', 'orchard', 'meridian', 'salt', 'copper', 'willow', 'tide',
  'quarry', 'velvet', 'compass', 'thistle', 'slate', 'juniper', 'ferry', 'gravel', 'saffron',
  'pylon', 'marrow', 'linen', 'oxbow', 'cobalt', 'heron', 'kiln', 'tundra', 'paper', 'fjord',
]; // prettier-ignore

/** `count` words for the `index`th text, the first one capitalised. */
function wordsFor(index, count) {
  const words = Array.from(
    { length: count },
    (_, position) => WORDS[(index * 5 + position * 3) % WORDS.length],
  );
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return words.join(' ');
}

/**
 * Other words for the `index`th text, about as many as `original` has. Each ends with its
 * index and a mark that a test matching texts as regular expressions would trip on, so no two
 * are alike and none can be found by a pattern written for the sample.
 */
export function otherWords(original, index) {
  const count = Math.max(2, Math.min(60, original.split(/\s+/).filter(Boolean).length));
  const marks = [' (+)', '?', ' [*]', '!'];
  const text = `${wordsFor(index, count)} ${index}${marks[index % marks.length]}`;
  // The specification has every placeholder and theme text say it is coming soon.
  return /coming soon/i.test(original) ? `Coming soon: ${text}` : text;
}

/** Whether a string literal is prose the author writes (not an address, key or spec text). */
export function isAuthorProse(text, field) {
  if (SPEC_TEXTS.has(text) || NOT_PROSE_FIELDS.has(field)) return false;
  if (!/\p{L}/u.test(text)) return false;
  return !/^(https?:|mailto:|\/|#|@)/.test(text) && !/^\S+@\S+$/.test(text);
}

/** The field a string literal is the value of (`title` in `{ title: 'x' }`), for arrays too. */
function fieldOf(node) {
  let value = node;
  while (ts.isArrayLiteralExpression(value.parent)) value = value.parent;
  const holder = value.parent;
  return ts.isPropertyAssignment(holder) && holder.initializer === value
    ? holder.name.getText()
    : undefined;
}

/** Rewrites the prose of one TypeScript data file; returns how many texts it replaced. */
export function rewriteModule(source, fileName, firstIndex) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const edits = [];
  const visit = (node) => {
    const isValue =
      ts.isStringLiteral(node) &&
      ((ts.isPropertyAssignment(node.parent) && node.parent.initializer === node) ||
        ts.isArrayLiteralExpression(node.parent));
    if (isValue && isAuthorProse(node.text, fieldOf(node))) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let rewritten = source;
  for (const [offset, edit] of [...edits.entries()].reverse()) {
    const replacement = JSON.stringify(otherWords(edit.text, firstIndex + offset));
    rewritten = rewritten.slice(0, edit.start) + replacement + rewritten.slice(edit.end);
  }
  return { source: rewritten, replaced: edits.length };
}

/** A poem of `lines` lines in stanzas of up to four, in words no sample poem uses. */
export function otherPoem(number, lines) {
  const stanzas = [];
  for (let line = 0; line < lines; line += 1) {
    if (line % 4 === 0) stanzas.push([]);
    stanzas.at(-1).push(`${wordsFor(number * 31 + line, 5)} ${number}.${line}`);
  }
  return stanzas.map((stanza) => stanza.join('\n')).join('\n\n');
}

/** An archive entry file as the author writes it: no `sample` mark, published, a poem. */
export function publishedEntry(number) {
  const title = otherWords('Entry title', 500 + number);
  return `---\nnumber: ${number}\ntitle: ${JSON.stringify(title)}\nstate: published\n---\n\n${otherPoem(number, 5 + (number % 9))}\n`;
}

/** A post's text as the author might write it: paragraphs and a heading, in other words. */
export function otherPostText(number) {
  const paragraph = (index) =>
    otherWords('word '.repeat(40 + (index % 3) * 10), number * 7 + index);
  return `${paragraph(0)}\n\n${paragraph(1)}\n\n## ${wordsFor(number * 7 + 2, 3)}\n\n${paragraph(3)}\n`;
}

/**
 * A post file rewritten as the author's own: a new title, description and text; its
 * category, date, like counter, image and image description kept; no card title, comment or
 * `sample` mark.
 */
export function rewrittenPost(source, number) {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const kept = front
    .split('\n')
    .filter((line) => /^(category|postId|date|image|imageAlt):/.test(line));
  return [
    '---',
    `title: ${JSON.stringify(otherWords('Post title here', 700 + number))}`,
    ...kept,
    `description: ${JSON.stringify(otherWords('a post description of some twelve words or so here', 720 + number))}`,
    '---',
    '',
    otherPostText(number),
  ].join('\n');
}

/** A post the author adds: the newest of its category, with a like counter of its own. */
export function addedPost(category, date) {
  return [
    '---',
    `title: ${JSON.stringify(otherWords('A new post', 790))}`,
    `category: ${category}`,
    `date: ${date}`,
    `description: ${JSON.stringify(otherWords('what the new post is about, in a sentence', 791))}`,
    '---',
    '',
    otherPostText(79),
  ].join('\n');
}

const toolchain = createRequire(import.meta.url);
const { parseVtt } = toolchain('../../toolchain/recording-cues.cjs');
const { linesOf } = toolchain('../../toolchain/markdown-core.cjs');

/** "75.5" -> "00:01:15.500" */
function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/**
 * The cue file beside a rewritten piece (`file`, its Markdown as now written), as the author
 * would have it after recording the new words: the old cues' times, each with the new
 * piece's line of the same place (as many cues as both have). The build checks the cues
 * against the lines (toolchain/recording-cues.cjs); a piece without one is left alone.
 * @returns {string} the cue file's text, or '' when there is none
 */
export function recuedFor(vttSource, vttFile, markdown) {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').trim();
  const lines = linesOf(body);
  const cues = parseVtt(vttSource, vttFile).slice(0, lines.length);
  return [
    'WEBVTT',
    '',
    ...cues.flatMap((cue, index) => [
      `${vttTime(cue.start)} --> ${vttTime(cue.end)}`,
      lines[index],
      '',
    ]),
  ].join('\n');
}

/** Rewrites the cue file beside `file` (a piece just rewritten), if it has a recording. */
function recueBeside(file) {
  const vtt = file.replace(/\.md$/, '.vtt');
  if (!existsSync(vtt)) return;
  writeFileSync(vtt, recuedFor(readFileSync(vtt, 'utf8'), vtt, readFileSync(file, 'utf8')));
}

/** Rewrites every post of the blog at `root` and adds one; returns the log's line. */
function rewritePosts(root) {
  const folder = path.join(root, POSTS_FOLDER);
  const posts = readdirSync(folder).filter((name) => name.endsWith('.md'));
  posts.forEach((name, number) => {
    const file = path.join(folder, name);
    writeFileSync(file, rewrittenPost(readFileSync(file, 'utf8'), number));
    recueBeside(file);
  });
  writeFileSync(path.join(folder, 'a-new-post.md'), addedPost('marginalia', '2026-11-01'));
  return `${POSTS_FOLDER}: ${posts.length} posts rewritten without sample marks, a-new-post.md added`;
}

/** Applies every edit to the repository copy at `root`; returns what it did, for the log. */
export function rewriteContent(root) {
  const report = [];
  let index = 0;
  for (const module of CONTENT_MODULES) {
    const file = path.join(root, module);
    const { source, replaced } = rewriteModule(readFileSync(file, 'utf8'), file, index);
    writeFileSync(file, source);
    index += replaced;
    report.push(`${module}: ${replaced} texts replaced`);
  }
  const archive = path.join(root, ARCHIVE_FOLDER);
  const numbers = readdirSync(archive)
    .filter((name) => /^\d{3}\.md$/.test(name))
    .map((name) => Number(name.slice(0, 3)));
  const added = Math.max(...numbers) + 1;
  for (const number of [...numbers, added]) {
    const file = path.join(archive, `${String(number).padStart(3, '0')}.md`);
    writeFileSync(file, publishedEntry(number));
    recueBeside(file);
  }
  report.push(
    `${ARCHIVE_FOLDER}: entries ${Math.min(...numbers)}-${added} published with new titles and poems, no sample marks (${String(added).padStart(3, '0')}.md added)`,
  );
  report.push(rewritePosts(root));
  return report;
}
