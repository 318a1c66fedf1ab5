import { pad3, toArchiveEntries, type ArchiveFile } from './archive-entries';
import { neighboursOf } from './poem-neighbours';

const file = (number: number, state: ArchiveFile['state']): ArchiveFile => ({
  number,
  title: `Poem ${number}`,
  state,
  slug: pad3(number),
  loadBody: () => Promise.resolve('a line'),
});

describe('neighboursOf', () => {
  // Readable 1, 2, 5 and 7; 3, 4 and 6 locked; listed out of order on purpose.
  const entries = toArchiveEntries(
    [7, 3, 1, 5, 4, 2, 6].map((number) =>
      file(number, [3, 4, 6].includes(number) ? 'locked' : 'published'),
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
