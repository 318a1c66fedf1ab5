/** @jest-environment node */
import { compileMarkdown } from '@site/toolchain/markdown-core.cjs';
import path from 'node:path';
import { FORBIDDEN_AUTHOR_HTML, onItsLine } from '@site/toolchain/author-html-forbidden.mjs';

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
      expect(() => compile(snippet)).toThrow(onItsLine(`${FILE}:${SNIPPET_LINE}`, reason));
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

  it('names the line of the property in a tag over several lines', () => {
    let message = '';
    try {
      compile(
        '<div\n  class="note"\n  style="color: #a00;\n    posit\\69 on: fixed">Sign in again</div>',
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      `${FILE}:${SNIPPET_LINE + 3}: the style property position (written "posit\\69 on") on <div>`,
    );
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
      '<p style="text-align: center; font-weight: 600; font-style: italic">A centred line</p>',
      '<span style="font-variant: small-caps; text-decoration: underline wavy rgb(170 0 0 / 50%)">caps</span>',
      '<mark style="background-color: light-dark(#ffe, #442) !important; color: inherit;">marked</mark>',
      '<span style="COLOR: #A00; /* the red of the cover */ text-transform: uppercase">loud</span>',
      '<pre><code class="language-js">let a = 1;</code></pre> and <span class="aside note">my own class</span>',
    ];
    for (const snippet of allowed) expect(() => compile(snippet)).not.toThrow();
  });
});
