import { isThemeKey } from './theme-keys';

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
