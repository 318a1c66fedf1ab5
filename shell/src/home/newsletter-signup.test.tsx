import { siteConfig, type SiteEnv } from '@site/shared';
import { renderWithSite } from '@site/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { newsletterCopy } from './home-content';
import { NewsletterSignup } from './newsletter-signup';
import { EMBED_RENDER_TIMEOUT_MS } from '@site/shared/design/embed-status';

const env = (globalThis as unknown as { __SITE_ENV__: SiteEnv }).__SITE_ENV__;
const FORM_URL = 'https://forms.example.com/embed.js';

function expectFallback() {
  expect(screen.getByText(newsletterCopy.unavailable)).toBeVisible();
  expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email}`,
  );
  expect(screen.getByTestId('newsletter-form')).not.toBeVisible();
}

describe('NewsletterSignup', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    env.newsletterFormUrl = null;
    warn.mockRestore();
    jest.useRealTimers();
  });

  it('shows the e-mail fallback when no form URL is configured', () => {
    renderWithSite(<NewsletterSignup />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expectFallback();
    expect(document.querySelector('script')).toBeNull();
  });

  describe('with NEWSLETTER_FORM_URL set', () => {
    beforeEach(() => {
      env.newsletterFormUrl = FORM_URL;
    });

    /** The embed script, once the loader (fetched on demand) has put it in place. */
    const injectedScript = async (): Promise<HTMLScriptElement> => {
      let found: HTMLScriptElement | null = null;
      await waitFor(() => {
        found = screen.getByTestId('newsletter-form').querySelector('script');
        if (!found) throw new Error('no embed script');
      });
      if (!found) throw new Error('no embed script');
      return found;
    };

    it('injects the embed script into the container and shows the form it draws', async () => {
      renderWithSite(<NewsletterSignup />);
      const script = await injectedScript();
      expect(script).toHaveAttribute('src', FORM_URL);
      expect(screen.getByRole('status')).toHaveTextContent(newsletterCopy.loading);

      const form = document.createElement('form');
      await act(async () => {
        screen.getByTestId('newsletter-form').appendChild(form);
        script.dispatchEvent(new Event('load'));
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByTestId('newsletter-form')).toBeVisible();
      expect(screen.queryByText(newsletterCopy.unavailable)).not.toBeInTheDocument();
    });

    it('falls back when the script cannot be loaded', async () => {
      renderWithSite(<NewsletterSignup />);
      const script = await injectedScript();
      act(() => {
        script.dispatchEvent(new Event('error'));
      });
      expectFallback();
    });

    it('falls back when the script loads but draws nothing', async () => {
      renderWithSite(<NewsletterSignup />);
      const script = await injectedScript();
      jest.useFakeTimers();
      act(() => {
        script.dispatchEvent(new Event('load'));
      });
      act(() => jest.advanceTimersByTime(EMBED_RENDER_TIMEOUT_MS));
      expectFallback();
    });
  });
});
