import { poemDescription } from './poem-description';

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
