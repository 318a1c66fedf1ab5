import { readdirSync } from 'node:fs';
import path from 'node:path';
import { findArchiveProblems } from '../../src/archive/archive-entries';
import { archiveFiles } from './archive-files';

// The schema is CommonJS so the build's loader can require it; the test loads it the same way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { schema, checkDocument } = require('./schema.cjs') as {
  schema: { safeParse: (data: unknown) => { success: boolean } };
  checkDocument: (data: { state: string }, body: string) => string | undefined;
};

describe('the Red Archive content files', () => {
  it('lists every Markdown file of the folder, in file-name order', () => {
    const onDisk = readdirSync(__dirname)
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.basename(name, '.md'))
      .sort();
    expect(archiveFiles.map((file) => file.slug)).toEqual(onDisk);
  });

  it('has no misnamed or duplicate entries', () => {
    expect(findArchiveProblems(archiveFiles)).toEqual([]);
  });

  it('ships each poem once, as its Markdown lines, apart from the list (no HTML, no body)', async () => {
    for (const file of archiveFiles) {
      expect(file).not.toHaveProperty('html');
      expect(file).not.toHaveProperty('body');
      expect(file.words).toBe((await file.loadBody()).split(/\s+/).filter(Boolean).length);
    }
  });

  it('keeps locked files free of poem text (nothing to fetch, nothing to leak)', async () => {
    for (const file of archiveFiles.filter((entry) => entry.state === 'locked')) {
      expect(await file.loadBody()).toBe('');
    }
  });
});

describe('schema.cjs', () => {
  const valid = { number: 16, title: 'A title', state: 'locked' };

  it('accepts a valid entry', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, title: 'x'.repeat(120) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, state: 'published', sample: true }).success).toBe(true);
  });

  it.each([
    ['number 0', { ...valid, number: 0 }],
    ['number 100', { ...valid, number: 100 }],
    ['a fractional number', { ...valid, number: 1.5 }],
    ['an empty title', { ...valid, title: '  ' }],
    ['a title of 121 characters', { ...valid, title: 'x'.repeat(121) }],
    ['an unknown state', { ...valid, state: 'draft' }],
    ['a missing state', { number: 3, title: 'x' }],
  ])('rejects %s', (_name, data) => {
    expect(schema.safeParse(data).success).toBe(false);
  });

  it('requires a poem under a published entry, not under a locked one', () => {
    expect(checkDocument({ state: 'published' }, '')).toMatch(/needs its poem/);
    expect(checkDocument({ state: 'published' }, 'a line')).toBeUndefined();
    expect(checkDocument({ state: 'locked' }, '')).toBeUndefined();
  });

  it('is what the build checks: a published file without a poem, or a title too long, fails', () => {
    // Same compile step as the rspack loader and the Jest transform.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { compileMarkdown } = require('@site/toolchain/markdown-core.cjs') as {
      compileMarkdown: (source: string, filePath: string, schemaPath: string) => unknown;
    };
    const schemaPath = path.join(__dirname, 'schema.cjs');
    const file = path.join(__dirname, '042.md');
    const frontmatter = '---\nnumber: 42\ntitle: A title\nstate: published\n---\n';
    expect(() => compileMarkdown(frontmatter, file, schemaPath)).toThrow(
      /042\.md: .*needs its poem/,
    );
    expect(() => compileMarkdown(`${frontmatter}a line\n`, file, schemaPath)).not.toThrow();
    const longTitle = frontmatter.replace('A title', 'a'.repeat(100_000));
    expect(() => compileMarkdown(`${longTitle}a line\n`, file, schemaPath)).toThrow(
      /042\.md:\n✖ too long: 100000 characters, at most 120\n {2}→ at title/,
    );
  });
});
