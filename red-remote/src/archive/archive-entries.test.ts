import {
  entryLabel,
  findArchiveProblems,
  findReadable,
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
  loadBody: () => Promise.resolve('first line\nsecond line'),
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
  it('opens a published entry (the schema guarantees it has a poem)', () => {
    expect(isReadable({ state: 'published' })).toBe(true);
  });

  it('keeps a locked entry shut', () => {
    expect(isReadable({ state: 'locked' })).toBe(false);
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

  it('gives a readable entry its poem on demand and a locked one nothing to read', async () => {
    const loadBody = () => Promise.resolve('a\nb\n\nc');
    const [readable, locked] = toArchiveEntries([
      file({ number: 1, loadBody }),
      file({ number: 2, state: 'locked' }),
    ]);
    expect(readable).toEqual(
      expect.objectContaining({ kind: 'readable', title: 'Poem 1', loadPoem: loadBody }),
    );
    expect(locked).toEqual({ kind: 'locked', number: 2, label: 'Entry #002 - [Locked]' });
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

describe('findReadable', () => {
  const entries = toArchiveEntries([file({ number: 1 }), file({ number: 2, state: 'locked' })]);

  it('finds a readable entry by number, never a locked or missing one', () => {
    expect(findReadable(entries, 1)?.title).toBe('Poem 1');
    expect(findReadable(entries, 2)).toBeUndefined();
    expect(findReadable(entries, 3)).toBeUndefined();
    expect(findReadable(entries, null)).toBeUndefined();
  });
});
