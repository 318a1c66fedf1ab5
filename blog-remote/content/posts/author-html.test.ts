/** @jest-environment node */
import { compileMarkdown } from '@site/toolchain/markdown-core.cjs';
import path from 'node:path';
import { FORBIDDEN_AUTHOR_HTML } from '@site/toolchain/author-html-forbidden.mjs';

// What an author may write in a post (toolchain/author-html.cjs): what writing needs builds;
// each thing that could mislead or trap a reader fails the build, naming the file and line.

const SCHEMA = path.join(__dirname, 'schema.cjs');
const FILE = path.join(__dirname, 'test-post.md');
const FRONTMATTER = [
  '---',
  "title: 'A test post'",
  "category: 'marginalia'",
  "date: '2025-02-18'",
  "description: 'What the card says.'",
  '---',
  '',
  'A first paragraph.',
  '',
];
/** The line of the file the snippet lands on. */
const SNIPPET_LINE = FRONTMATTER.length + 1;

const compile = (snippet: string) =>
  compileMarkdown(`${FRONTMATTER.join('\n')}\n${snippet}\n\nA last paragraph.\n`, FILE, SCHEMA);

describe('HTML in a post', () => {
  it.each(FORBIDDEN_AUTHOR_HTML)(
    '%s fails the build with the file and the line',
    (_, snippet, reason) => {
      expect(() => compile(snippet)).toThrow(reason);
      expect(() => compile(snippet)).toThrow(`${FILE}:${SNIPPET_LINE}:`);
    },
  );

  it('names the line of each problem, several in one post', () => {
    let message = '';
    try {
      compile('<meta http-equiv="refresh" content="0">\n\nText.\n\n<form></form>');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${FILE}:${SNIPPET_LINE}: <meta> is not allowed`);
    expect(message).toContain(`${FILE}:${SNIPPET_LINE + 4}: <form> is not allowed`);
    expect(message).toContain('docs/content-editing-blog.md');
  });

  it('lets through what writing needs', () => {
    const allowed = [
      '*emphasis*, **strong**, `code`, ~~struck~~, a [link](https://example.com/ "title") and <mailto:a@example.com>',
      '![A picture](a-picture.svg)',
      '<figure><img src="a-picture.svg" alt="A picture" width="640" height="480"><figcaption>A caption</figcaption></figure>',
      '> A quote\n> <cite>Someone</cite>',
      '- one\n- two\n\n1. first\n2. second',
      '| a | b |\n| --- | --- |\n| 1 | 2 |',
      'A line<br>and the next, <em>HTML emphasis</em>, <sup>1</sup>, <span style="color: #a00">red</span>',
      '## A heading\n\n---\n\n<!-- a note to myself -->',
      '```html\n<script>shown as code, never run</script>\n```',
      '<a href="/blog/origin#top">a path</a> and <a href="#notes">an anchor</a>',
    ];
    for (const snippet of allowed) expect(() => compile(snippet)).not.toThrow();
  });
});
