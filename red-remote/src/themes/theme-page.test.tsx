import { renderWithSite } from '@site/shared/testing';
import { screen } from '@testing-library/react';
import { ThemePage } from './theme-page';

const renderTheme = (theme: string) =>
  renderWithSite(<ThemePage />, { route: `/red-archive/${theme}`, path: '/red-archive/:theme' });

describe('ThemePage', () => {
  it('shows a theme with its title, subtitle and coming-soon text', () => {
    renderTheme('rage');
    expect(screen.getByRole('heading', { level: 1, name: 'Rage' })).toBeInTheDocument();
    expect(screen.getByText('For the fury we were taught to swallow')).toBeInTheDocument();
    expect(screen.getByText(/^Coming soon/)).toBeInTheDocument();
  });

  it('shows the murder placeholders for blackout poetry and monologues', () => {
    renderTheme('murder');
    expect(screen.getByRole('heading', { level: 2, name: 'Blackout Poetry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Monologues' })).toBeInTheDocument();
  });

  it('shows Theme Not Found with a way back for any other theme', () => {
    renderTheme('lust');
    expect(screen.getByRole('heading', { level: 1, name: 'Theme Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to The Red Chapter' })).toHaveAttribute(
      'href',
      '/red-page',
    );
  });
});
