/** @jest-environment node */
import path from 'node:path';
import { FORBIDDEN_AUTHOR_HTML, onItsLine } from '@site/toolchain/author-html-forbidden.mjs';

// The build's compile step, CommonJS; the test loads it as the build's loader does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileMarkdown } = require('@site/toolchain/markdown-core.cjs') as {
  compileMarkdown: (source: string, file: string, schema: string) => { body: string };
};

// A poem is shown as written, never as HTML; still, HTML that could mislead a reader if it
// were ever rendered fails the build with the file and the line, as in a post.

const SCHEMA = path.join(__dirname, 'schema.cjs');
const FILE = path.join(__dirname, '099.md');
const FRONTMATTER = ['---', 'number: 99', "title: 'A test poem'", 'state: published', '---', ''];
const SNIPPET_LINE = FRONTMATTER.length + 2;

const compile = (snippet: string) =>
  compileMarkdown(
    `${FRONTMATTER.join('\n')}\nA first line\n${snippet}\nA last line\n`,
    FILE,
    SCHEMA,
  );

describe('HTML in a poem', () => {
  it.each(FORBIDDEN_AUTHOR_HTML)(
    '%s fails the build with the file and the line',
    (_, snippet, reason) => {
      expect(() => compile(snippet)).toThrow(onItsLine(`${FILE}:${SNIPPET_LINE}`, reason));
    },
  );

  it('lets a poem be words, with emphasis, and keeps them as written', () => {
    const poem = compile('*one* word <em>or two</em>\n\n- and a dash');
    expect(poem.body).toContain('<em>or two</em>');
  });
});
