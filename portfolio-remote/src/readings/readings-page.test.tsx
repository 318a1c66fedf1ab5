import { renderWithSite } from '@site/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteThemeProvider } from '@site/shared';
import { readingsCopy } from '../../content/pages';
import { HOUR, NOW } from '../testing/fixture-readings';
import { LISTED_AT_ATTRIBUTE } from './reading-clock';
import { ReadingsPage } from './readings-page';

jest.mock('../../content/readings/readings.md-folder', () =>
  jest.requireActual('../testing/fixture-readings'),
);

const section = (name: string) => screen.getByRole('region', { name }) as HTMLElement;
const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('ReadingsPage', () => {
  it('lists the readings to come, soonest first, each with its calendar file; then those over with their recordings', () => {
    jest.useFakeTimers({ now: NOW });
    renderWithSite(<ReadingsPage />, { route: '/achievements/readings' });
    const upcoming = section(readingsCopy.upcomingHeading);
    expect(titlesIn(upcoming)).toEqual(['Reading tonight', 'Reading spring']);
    const calendarLinks = within(upcoming).getAllByRole('link', { name: /Add to calendar/ });
    expect(calendarLinks.map((link) => link.getAttribute('href'))).toEqual([
      'static/readings/tonight.ics',
      'static/readings/spring.ics',
    ]);
    const past = section(readingsCopy.pastHeading);
    expect(titlesIn(past)).toEqual(['Reading heard']);
    expect(within(past).getByRole('link', { name: /Listen to the recording/ })).toHaveAttribute(
      'href',
      'https://example.com/heard',
    );
    expect(within(past).queryByRole('link', { name: /Add to calendar/ })).toBeNull();
  });

  it('keeps a served list as it was built, marking in place a reading that has ended since', () => {
    // The page as served: split the day before, when "tonight" was still to come.
    const served = document.createElement('div');
    served.setAttribute(LISTED_AT_ATTRIBUTE, String(NOW - 24 * HOUR));
    document.body.append(served);
    jest.useFakeTimers({ now: NOW + 12 * HOUR });
    renderWithSite(<ReadingsPage />, { route: '/achievements/readings' });
    const upcoming = section(readingsCopy.upcomingHeading);
    expect(titlesIn(upcoming)).toEqual(['Reading tonight', 'Reading spring']);
    const tonight = document.getElementById('tonight')!;
    expect(tonight).toHaveAttribute('data-reading-over', 'true');
    expect(within(tonight).queryByRole('link', { name: /Add to calendar/ })).toBeNull();
    expect(within(tonight).getByText(readingsCopy.takenPlace)).toBeVisible();
    const spring = document.getElementById('spring')!;
    expect(spring).not.toHaveAttribute('data-reading-over');
    expect(within(spring).getByText(readingsCopy.takenPlace)).not.toBeVisible();
    expect(within(spring).getByRole('link', { name: /Add to calendar/ })).toBeVisible();
  });

  it('is rendered to the same HTML, instant included, until a reading ends: a build hours later makes the same page', () => {
    // As the prerender renders it (React's server renderer), at `now`.
    const builtAt = (now: number) => {
      jest.useFakeTimers({ now });
      const html = renderToString(
        <SiteThemeProvider>
          <MemoryRouter initialEntries={['/achievements/readings']}>
            <ReadingsPage />
          </MemoryRouter>
        </SiteThemeProvider>,
      );
      jest.useRealTimers();
      return html;
    };
    // "heard" ended 30 days less 2 hours ago; "tonight" ends 8 hours from NOW.
    const morning = builtAt(NOW);
    expect(morning).toContain(`${LISTED_AT_ATTRIBUTE}="${NOW - 30 * 24 * HOUR + 2 * HOUR}"`);
    expect(builtAt(NOW + 3 * HOUR)).toBe(morning);
    expect(builtAt(NOW + 9 * HOUR)).not.toBe(morning);
  });

  it('marks a reading over when it ends while the page is open', () => {
    jest.useFakeTimers({ now: NOW });
    renderWithSite(<ReadingsPage />, { route: '/achievements/readings' });
    expect(document.getElementById('tonight')).not.toHaveAttribute('data-reading-over');
    act(() => jest.advanceTimersByTime(9 * HOUR));
    expect(document.getElementById('tonight')).toHaveAttribute('data-reading-over', 'true');
  });
});
