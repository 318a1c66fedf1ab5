import { entryAnchor, entryNumberOf, entryNumberOfPath, entryPath } from './entry-address';
import { entryNumberOfSegment } from './poem-segment';

describe('an entry’s address', () => {
  it('names the entry by its padded number', () => {
    expect(entryAnchor(7)).toBe('entry-007');
    expect(entryAnchor(28)).toBe('entry-028');
    expect(entryPath(7)).toBe('/red-archive/entry-007');
  });

  it('is read back from its page’s address, and nothing else is taken for one', () => {
    expect(entryNumberOfPath(entryPath(7))).toBe(7);
    expect(entryNumberOfPath(`${entryPath(12)}/`)).toBe(12);
    expect(entryNumberOfPath('/red-archive')).toBeNull();
    expect(entryNumberOfPath('/red-archive/')).toBeNull();
    expect(entryNumberOfPath('/red-archive/rage')).toBeNull();
    expect(entryNumberOfPath('/red-archive/huntress')).toBeNull();
    expect(entryNumberOfPath('/red-archive/entry-7')).toBeNull();
    expect(entryNumberOfPath('/red-archive/entry-007/x')).toBeNull();
    expect(entryNumberOfPath('/blog/entry-007')).toBeNull();
  });

  it('is read from a segment only when it is exactly one', () => {
    expect(entryNumberOfSegment('entry-016')).toBe(16);
    expect(entryNumberOfSegment('entry-0161')).toBeNull();
    expect(entryNumberOfSegment('murder')).toBeNull();
    expect(entryNumberOfSegment(undefined)).toBeNull();
  });

  it('is read back from an old link’s #fragment, and nothing else is taken for one', () => {
    expect(entryNumberOf(`#${entryAnchor(7)}`)).toBe(7);
    expect(entryNumberOf('#entry-7')).toBeNull();
    expect(entryNumberOf('#main')).toBeNull();
    expect(entryNumberOf('entry-007')).toBeNull();
    expect(entryNumberOf('')).toBeNull();
  });
});
