import {
  entryLabel,
  findArchiveProblems,
  isReadable,
  pad3,
  toArchiveEntries,
  toStanzas,
  type ArchiveFile,
} from './archive-entries';

const file = (overrides: Partial<ArchiveFile> & Pick<ArchiveFile, 'number'>): ArchiveFile => ({
  title: `Poem ${overrides.number}`,
  state: 'published',
  slug: pad3(overrides.number),
  body: 'first line\nsecond line',
  ...overrides,
});

describe('pad3', () => {
  it.each([
    [1, '001'],
    [9, '009'],
    [16, '016'],
    [28, '028'],
    [99, '099'],
  ])('pads %i to %s', (value, expected) => {
    expect(pad3(value)).toBe(expected);
  });
});

describe('entryLabel', () => {
  it('shows the number and the title of a published entry', () => {
    expect(entryLabel({ number: 7, title: 'Red Thread', state: 'published' })).toBe(
      'Entry #007 - Red Thread',
    );
  });

  it('never shows the working title of a locked entry', () => {
    expect(entryLabel({ number: 16, title: 'Secret Working Title', state: 'locked' })).toBe(
      'Entry #016 - [Locked]',
    );
  });
});

describe('isReadable', () => {
  it('opens a published entry with a poem', () => {
    expect(isReadable({ state: 'published', body: 'a line' })).toBe(true);
  });

  it('keeps a locked entry shut, even with text in it', () => {
    expect(isReadable({ state: 'locked', body: 'a draft' })).toBe(false);
  });

  it('keeps a published entry without a poem shut', () => {
    expect(isReadable({ state: 'published', body: '  \n ' })).toBe(false);
  });
});

describe('toStanzas', () => {
  it('splits on blank lines and keeps line breaks inside a stanza', () => {
    expect(toStanzas('one\ntwo\n\nthree\r\n\r\nfour\n  \nfive\n')).toEqual([
      'one\ntwo',
      'three',
      'four',
      'five',
    ]);
  });
});

describe('toArchiveEntries', () => {
  it('sorts by number and decides which entries open', () => {
    const entries = toArchiveEntries([
      file({ number: 16, state: 'locked', title: 'Hidden' }),
      file({ number: 2, title: 'Second' }),
      file({ number: 1, title: 'First' }),
    ]);
    expect(entries.map((entry) => [entry.kind, entry.label])).toEqual([
      ['readable', 'Entry #001 - First'],
      ['readable', 'Entry #002 - Second'],
      ['locked', 'Entry #016 - [Locked]'],
    ]);
  });

  it('gives a readable entry its stanzas and a locked one nothing to read', () => {
    const [readable, locked] = toArchiveEntries([
      file({ number: 1, body: 'a\nb\n\nc' }),
      file({ number: 2, state: 'locked', body: 'draft' }),
    ]);
    expect(readable).toEqual(expect.objectContaining({ kind: 'readable', stanzas: ['a\nb', 'c'] }));
    expect(locked).toEqual({ kind: 'locked', number: 2, label: 'Entry #002 - [Locked]' });
  });

  it('treats a published entry without a poem as locked', () => {
    const [entry] = toArchiveEntries([file({ number: 3, body: '' })]);
    expect(entry).toEqual({ kind: 'locked', number: 3, label: 'Entry #003 - [Locked]' });
  });
});

describe('findArchiveProblems', () => {
  it('accepts files named by their padded number', () => {
    expect(findArchiveProblems([file({ number: 1 }), file({ number: 12 })])).toEqual([]);
  });

  it('names a file whose name does not match its number, and duplicate numbers', () => {
    expect(
      findArchiveProblems([file({ number: 4, slug: '005' }), file({ number: 4, slug: '004' })]),
    ).toEqual(['005.md has number 4; name it 004.md', 'entry number 4 is used twice']);
  });
});
