import { themes } from '../../content/themes';
import { isThemeKey, THEME_KEYS } from './theme-keys';

describe('isThemeKey', () => {
  it.each(['murder', 'rage', 'risk', 'love', 'ruin'])('accepts %s', (key) => {
    expect(isThemeKey(key)).toBe(true);
  });

  it.each([undefined, '', 'Rage', 'rage ', 'lust', 'huntress', 'toString', '__proto__'])(
    'rejects %p',
    (value) => {
      expect(isThemeKey(value)).toBe(false);
    },
  );
});

describe('theme records', () => {
  it('has a title, subtitle and coming-soon text for every theme, in tile order', () => {
    expect(Object.keys(themes)).toEqual([...THEME_KEYS]);
    for (const key of THEME_KEYS) {
      expect(themes[key].title).not.toBe('');
      expect(themes[key].subtitle).not.toBe('');
      expect(themes[key].content).toMatch(/^Coming soon/);
    }
  });

  it('announces blackout poetry and monologues under murder', () => {
    expect(themes.murder.placeholders?.map((placeholder) => placeholder.title)).toEqual([
      'Blackout Poetry',
      'Monologues',
    ]);
  });
});
