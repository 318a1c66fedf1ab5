/** @jest-environment node */
import path from 'node:path';
import { compileMarkdown } from '@site/toolchain/markdown-core.cjs';
import { THEME_KEYS } from '../../src/themes/theme-keys';
import schema from '../archive/schema.cjs';

const SCHEMA = path.join(__dirname, 'schema.cjs');
const FILE = path.join(__dirname, '031.md');

const entry = (fields: string, body = 'A line of a poem.') =>
  compileMarkdown(`---\nnumber: 31\ntitle: A Poem\n${fields}\n---\n${body}`, FILE, SCHEMA);

describe("the archive's content type: a poem's context", () => {
  it('keeps its themes in step with the theme pages', () => {
    expect(schema.themes).toEqual([...THEME_KEYS]);
  });

  it('takes a day (written either way), a theme and a collection, and labels the day', () => {
    const compiled = entry(
      'state: published\ndate: 2024-06-03\ntheme: rage\ncollection: "A Book of Poems"',
    );
    expect(compiled).toMatchObject({
      date: '2024-06-03',
      dateLabel: '3 June 2024',
      theme: 'rage',
      collection: 'A Book of Poems',
    });
    expect(entry('state: published\ndate: "2024-06-03"')).toMatchObject({ date: '2024-06-03' });
  });

  it('leaves them out where the file does not give them', () => {
    const compiled = entry('state: published');
    for (const field of ['date', 'dateLabel', 'theme', 'collection']) {
      expect(compiled).not.toHaveProperty(field);
    }
  });

  it.each([
    ['a theme that is not one', 'state: published\ntheme: lust', /theme must be one of/],
    ['a day not written as one', 'state: published\ndate: 3 June 2024', /date must be an ISO date/],
    ['an empty collection', 'state: published\ncollection: ""', /collection/],
  ])('refuses %s, naming the file', (_what, fields, message) => {
    expect(() => entry(fields)).toThrow(message);
    expect(() => entry(fields)).toThrow(/031\.md/);
  });

  it("keeps a locked entry's context out of the site's JavaScript", () => {
    expect(() => entry('state: locked\ntheme: rage', '')).toThrow(
      /a locked entry keeps its theme to itself/,
    );
  });
});
