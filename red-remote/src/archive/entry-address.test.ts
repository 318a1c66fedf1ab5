import { entryAnchor, entryNumberOf } from './entry-address';

describe('an entry’s address', () => {
  it('names the entry by its padded number', () => {
    expect(entryAnchor(7)).toBe('entry-007');
    expect(entryAnchor(28)).toBe('entry-028');
  });

  it('is read back from a #fragment, and nothing else is taken for one', () => {
    expect(entryNumberOf(`#${entryAnchor(7)}`)).toBe(7);
    expect(entryNumberOf('#entry-7')).toBeNull();
    expect(entryNumberOf('#main')).toBeNull();
    expect(entryNumberOf('')).toBeNull();
  });
});
