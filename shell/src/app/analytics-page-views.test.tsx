import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SiteEnv } from '@site/shared';
import { Link, MemoryRouter } from 'react-router-dom';
import { AnalyticsPageViews } from './analytics-page-views';

const pageView = jest.fn();
const startAnalytics = jest.fn(async () => ({ status: 'started', analytics: { pageView } }));
jest.mock('@site/shared/firebase', () => ({ startAnalytics }), { virtual: true });

const env = (globalThis as unknown as { __SITE_ENV__: SiteEnv }).__SITE_ENV__;

/** Lets the idle wait (a timer in jsdom), the dynamic import and the next frame happen. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('AnalyticsPageViews', () => {
  beforeEach(() => {
    pageView.mockClear();
    startAnalytics.mockClear();
    // jsdom has no requestIdleCallback: afterLoadIdle falls back to a timer.
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => {
    env.firebase = null;
    jest.restoreAllMocks();
  });

  it('sends one page view per route when analytics is configured', async () => {
    env.firebase = { projectId: 'site', measurementId: 'G-TEST' };
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Link to="/portfolio">Portfolio</Link>
        <AnalyticsPageViews />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(pageView).toHaveBeenCalledWith(expect.objectContaining({ path: '/blog' })),
    );
    expect(startAnalytics).toHaveBeenCalledWith({ projectId: 'site', measurementId: 'G-TEST' });

    fireEvent.click(screen.getByRole('link', { name: 'Portfolio' }));
    await waitFor(() =>
      expect(pageView).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/portfolio' })),
    );
    expect(startAnalytics).toHaveBeenCalledTimes(1);
    expect(pageView).toHaveBeenCalledTimes(2);
  });

  it('loads nothing when analytics is not configured', async () => {
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <AnalyticsPageViews />
      </MemoryRouter>,
    );
    await settle();
    expect(startAnalytics).not.toHaveBeenCalled();
    expect(pageView).not.toHaveBeenCalled();
  });
});
