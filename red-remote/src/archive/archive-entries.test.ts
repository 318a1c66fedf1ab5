import {
  entryLabel,
  findArchiveProblems,
  findReadable,
  isReadable,
  neighboursOf,
  pad3,
  poemDescription,
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

describe('neighboursOf', () => {
  // Readable 1, 2, 5 and 7; 3, 4 and 6 locked; listed out of order on purpose.
  const entries = toArchiveEntries(
    [7, 3, 1, 5, 4, 2, 6].map((number) =>
      file({ number, state: [3, 4, 6].includes(number) ? 'locked' : 'published' }),
    ),
  );
  const numbers = (number: number) => {
    const { previous, next } = neighboursOf(entries, number);
    return [previous?.number, next?.number];
  };

  it('steps over locked entries to the readable ones on either side', () => {
    expect(numbers(2)).toEqual([1, 5]);
    expect(numbers(5)).toEqual([2, 7]);
  });

  it('has no previous for the first poem and no next for the last', () => {
    expect(numbers(1)).toEqual([undefined, 2]);
    expect(numbers(7)).toEqual([5, undefined]);
  });

  it('has neither for an entry that cannot be read', () => {
    expect(numbers(4)).toEqual([undefined, undefined]);
    expect(numbers(99)).toEqual([undefined, undefined]);
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

describe('poemDescription', () => {
  it('is the whole poem on one line when it is short', () => {
    expect(poemDescription('one line\nanother\n\na stanza')).toBe('one line another a stanza');
  });

  it('is cut at a word with an ellipsis when the poem goes on', () => {
    const body = 'alpha beta, gamma delta epsilon';
    expect(poemDescription(body, 12)).toBe('alpha beta…');
    expect(poemDescription(body, 17)).toBe('alpha beta, gamma…');
    expect(poemDescription(body, 40)).toBe(body);
  });
});
