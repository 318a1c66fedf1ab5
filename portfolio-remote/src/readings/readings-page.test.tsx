import { renderWithSite } from '@site/shared/testing';
import { act, screen, within } from '@testing-library/react';
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

  it('marks a reading over when it ends while the page is open', () => {
    jest.useFakeTimers({ now: NOW });
    renderWithSite(<ReadingsPage />, { route: '/achievements/readings' });
    expect(document.getElementById('tonight')).not.toHaveAttribute('data-reading-over');
    act(() => jest.advanceTimersByTime(9 * HOUR));
    expect(document.getElementById('tonight')).toHaveAttribute('data-reading-over', 'true');
  });
});
