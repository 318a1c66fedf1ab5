import { getApp } from 'firebase/app';
import { initializeAnalytics } from 'firebase/analytics';
import type * as AnalyticsSdk from 'firebase/analytics';
import { analyticsConfigured, startAnalytics } from './analytics';
import { explainAnalyticsError } from './analytics-errors';

// jsdom has no IndexedDB, so the SDK's own support probe would switch analytics off before
// any set-up check runs; everything else is the real Firebase SDK.
jest.mock('firebase/analytics', () => ({
  ...jest.requireActual<typeof AnalyticsSdk>('firebase/analytics'),
  isSupported: async () => true,
}));

const complete = {
  apiKey: 'test-api-key',
  projectId: 'author-site-test',
  appId: '1:1234567890:web:abcdef',
  measurementId: 'G-TEST12345',
};

let appCounter = 0;
const freshAppName = () => `analytics-test-${(appCounter += 1)}`;

describe('analytics set-up errors (real Firebase SDK)', () => {
  let errorLog: jest.SpyInstance;
  let warnLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warnLog = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('no-app-id: the app id is missing', async () => {
    const { appId: _omit, ...config } = complete;
    const result = await startAnalytics(config, freshAppName());
    expect(result).toEqual({
      status: 'failed',
      message: expect.stringContaining('FIREBASE_APP_ID is missing'),
    });
    expect(result.status === 'failed' && result.message).toContain('analytics/no-app-id');
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('Analytics is off:'));
  });

  it('no-api-key: neither api key nor measurement id', async () => {
    const { apiKey: _a, measurementId: _m, ...config } = complete;
    const result = await startAnalytics(config, freshAppName());
    expect(result.status === 'failed' && result.message).toContain('analytics/no-api-key');
    expect(result.status === 'failed' && result.message).toContain(
      'FIREBASE_API_KEY and FIREBASE_MEASUREMENT_ID',
    );
  });

  it('warns and falls back to the measurement id when only the api key is missing', async () => {
    const { apiKey: _omit, ...config } = { ...complete, appId: '1:1234567890:web:fallback' };
    const result = await startAnalytics(config, freshAppName());
    expect(result.status).toBe('started');
    expect(warnLog).toHaveBeenCalledWith(
      expect.stringContaining('Falling back to the measurement ID G-TEST12345'),
    );
    const tag = document.querySelector<HTMLScriptElement>('script[src*="gtag/js"]');
    expect(tag?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    if (result.status === 'started') result.analytics.pageView({ path: '/blog', title: 'Blog' });
    const dataLayer = (window as Window & { dataLayer?: unknown[][] }).dataLayer ?? [];
    expect(dataLayer.at(-1)).toEqual([
      'event',
      'page_view',
      expect.objectContaining({ send_to: 'G-TEST12345', page_path: '/blog' }),
    ]);
  });

  it('already-exists: a second app registers the same app id', async () => {
    const config = { ...complete, appId: '1:1234567890:web:twice' };
    expect((await startAnalytics(config, freshAppName())).status).toBe('started');
    const second = await startAnalytics(config, freshAppName());
    expect(second.status === 'failed' && second.message).toContain('analytics/already-exists');
  });

  it('already-initialized: initialised again with different options', async () => {
    const name = freshAppName();
    const config = { ...complete, appId: '1:1234567890:web:reinit' };
    expect((await startAnalytics(config, name)).status).toBe('started');
    // The same options again are fine (idempotent start)...
    expect((await startAnalytics(config, name)).status).toBe('started');
    // ...different options are refused by the SDK, and we explain it.
    let thrown: unknown;
    try {
      initializeAnalytics(getApp(name), { config: { send_page_view: true } });
    } catch (error) {
      thrown = error;
    }
    expect(explainAnalyticsError(thrown)).toContain('initialised again with different options');
    expect(explainAnalyticsError(thrown)).toContain('analytics/already-initialized');
  });
});

describe('when analytics runs', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'globalPrivacyControl', {
      value: undefined,
      configurable: true,
    });
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  });

  it('needs a measurement id', () => {
    expect(analyticsConfigured(null)).toBe(false);
    expect(analyticsConfigured({ projectId: 'p' })).toBe(false);
    expect(analyticsConfigured(complete)).toBe(true);
  });

  it.each([
    ['globalPrivacyControl', true],
    ['doNotTrack', '1'],
  ])('stays off when %s says so', async (signal, value) => {
    Object.defineProperty(navigator, signal, { value, configurable: true });
    expect(await startAnalytics(complete, freshAppName())).toEqual({
      status: 'off',
      reason: 'opted-out',
    });
  });
});
