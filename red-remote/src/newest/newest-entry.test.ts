import type { ArchiveEntry } from '../archive/archive-entries';
import { newestReadable, openingLines } from './newest-entry';

const readable = (number: number): ArchiveEntry => ({
  kind: 'readable',
  number,
  label: `Entry #${number}`,
  title: `Poem ${number}`,
  loadPoem: () => Promise.resolve(''),
});
const locked = (number: number): ArchiveEntry => ({ kind: 'locked', number, label: 'x' });

describe('the newest readable entry', () => {
  it('is the highest number a reader can open, locked entries after it aside', () => {
    const entries = [readable(2), readable(9), readable(4), locked(10), locked(11)];
    expect(newestReadable(entries)?.number).toBe(9);
  });

  it('is none while every entry is locked', () => {
    expect(newestReadable([locked(1), locked(2)])).toBeUndefined();
  });
});

describe("a poem's opening lines", () => {
  it('are its first stanza when it is short, marked as going on when more follows', () => {
    expect(openingLines('One line,\nand another.\n\nA second stanza.')).toEqual([
      'One line,',
      'and another…',
    ]);
  });

  it('stop at the limit, the last one ending in an ellipsis', () => {
    expect(openingLines('a\nb\nc\nd,\ne\nf', 4)).toEqual(['a', 'b', 'c', 'd…']);
  });

  it('are the whole poem when it is one short stanza', () => {
    expect(openingLines('Only this.\nAnd this.')).toEqual(['Only this.', 'And this.']);
  });

  it('are none for an empty poem', () => {
    expect(openingLines('')).toEqual([]);
  });
});
