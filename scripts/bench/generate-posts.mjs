// Writes N blog posts the way docs/content-editing-blog.md tells the author to: one Markdown
// file each in blog-remote/content/posts, frontmatter and text. Deterministic (a seeded
// sequence), so two runs of the content bench build the same site. The texts are prose of
// varied length (short notes to long essays), with the Markdown an author uses: paragraphs,
// section headings, emphasis, quotes and lists.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const CATEGORIES = ['marginalia', 'vault', 'once-upon-a-word', 'drafts'];
const WORDS = (
  'ink paper night letter window rain city heart memory silence morning coffee train ' +
  'station garden winter summer mirror voice stranger promise secret river bridge lamp ' +
  'street notebook margin chapter story poem whisper candle shadow light door key ' +
  'mother sister friend teacher stage microphone audience applause quiet noise laughter ' +
  'fear courage hope grief joy anger tenderness habit ritual ' +
  'walk write read listen remember forget carry keep lose find open close begin end ' +
  'slowly softly suddenly always never almost again still already perhaps'
).split(' ');

/** A small seeded generator (mulberry32): the same seed, the same posts. */
function sequence(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function writer(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const words = (count) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
  const sentence = () => {
    const text = words(6 + Math.floor(random() * 14));
    const emphasised = random() < 0.15 ? text.replace(/^(\w+ \w+)/, '*$1*') : text;
    return `${emphasised.charAt(0).toUpperCase()}${emphasised.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 3 + Math.floor(random() * 4) }, sentence).join(' ');
  const title = () => {
    const text = words(2 + Math.floor(random() * 4));
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  };
  return { pick, paragraph, title, sentence };
}

/** The Markdown body of one post: ~300 to ~2,000 words. */
function body({ paragraph, title, sentence }, random) {
  const blocks = [];
  const paragraphs = 4 + Math.floor(random() * 24);
  for (let index = 0; index < paragraphs; index += 1) {
    if (index > 0 && index % 5 === 0) blocks.push(`## ${title()}`);
    const kind = random();
    if (kind < 0.06) blocks.push(`> ${sentence()}`);
    else if (kind < 0.1)
      blocks.push(['- ', '- ', '- '].map((mark) => mark + sentence()).join('\n'));
    else blocks.push(paragraph());
  }
  return blocks.join('\n\n');
}

const yamlString = (text) => `'${text.replace(/'/g, "''")}'`;

/**
 * Writes `count` posts into `postsDir`, named bench-post-<n>.md, a day apart going back from
 * 2026-06-01, spread over the four categories. Returns their file names.
 */
export function generatePosts(postsDir, count, { seed = 2026 } = {}) {
  const random = sequence(seed);
  const words = writer(random);
  const files = [];
  for (let index = 1; index <= count; index += 1) {
    const day = new Date(Date.UTC(2026, 5, 1) - index * 86_400_000).toISOString().slice(0, 10);
    const file = `bench-post-${index}.md`;
    const frontmatter = [
      `title: ${yamlString(words.title())}`,
      `category: ${words.pick(CATEGORIES)}`,
      `date: ${day}`,
      `description: ${yamlString(words.sentence())}`,
    ];
    writeFileSync(
      path.join(postsDir, file),
      `---\n${frontmatter.join('\n')}\n---\n\n${body(words, random)}\n`,
    );
    files.push(file);
  }
  return files;
}
