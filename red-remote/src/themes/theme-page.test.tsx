import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import { redCopy } from '../../content/red-copy';
import { themes } from '../../content/themes';
import { THEME_KEYS } from './theme-keys';
import { ThemePage } from './theme-page';

const renderTheme = (theme: string) =>
  renderWithSite(<ThemePage />, { route: `/red-archive/${theme}`, path: '/red-archive/:theme' });

describe('ThemePage', () => {
  it.each(THEME_KEYS)('shows %s with its title, subtitle and coming-soon text', (key) => {
    renderTheme(key);
    expect(screen.getByRole('heading', { level: 1, name: themes[key].title })).toBeInTheDocument();
    expect(screen.getByText(themes[key].subtitle)).toBeInTheDocument();
    expect(screen.getByText(themes[key].content)).toBeInTheDocument();
  });

  it('shows the placeholders of a theme that has them', () => {
    const placeholders = themes.murder.placeholders ?? [];
    expect(placeholders.length).toBeGreaterThan(0);
    renderTheme('murder');
    for (const placeholder of placeholders) {
      expect(
        screen.getByRole('heading', { level: 2, name: placeholder.title }),
      ).toBeInTheDocument();
      expect(screen.getByText(placeholder.text)).toBeInTheDocument();
    }
  });

  it('shows Theme Not Found with a way back for any other theme', () => {
    renderTheme('lust');
    expect(
      screen.getByRole('heading', { level: 1, name: redCopy.themeNotFound.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: redCopy.backToRedPage })).toHaveAttribute(
      'href',
      '/red-page',
    );
  });
});
