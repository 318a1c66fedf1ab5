import { siteConfig, type SiteEnv } from '@site/shared';
import { renderWithSite } from '@site/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { newsletterCopy } from './home-content';
import { NewsletterSignup } from './newsletter-signup';
import { EMBED_RENDER_TIMEOUT_MS } from '@site/shared/design/embed-status';
import { SIGNUP_ENDPOINT } from '@site/shared/design/newsletter-form';
import userEvent from '@testing-library/user-event';

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

  it("shows the site's own form when no form builder is configured", async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: () => Promise.resolve({ message: 'You are on the list.' }),
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderWithSite(<NewsletterSignup />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    const field = screen.getByLabelText(newsletterCopy.label);
    const form = screen.getByTestId('newsletter-signup');
    // Without JavaScript the form posts itself to the server.
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', SIGNUP_ENDPOINT);
    expect(field).toHaveAttribute('name', 'email');
    expect(document.querySelector('script')).toBeNull();
    expect(warn).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(newsletterCopy.invalid);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(field, 'reader@example.com{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You are on the list.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(SIGNUP_ENDPOINT);
    expect(String(init.body)).toBe('email=reader%40example.com');
  });

  it('says where to write instead on a Hosting build, which has no server to sign up with', async () => {
    env.firebase = { projectId: 'demo' };
    try {
      renderWithSite(<NewsletterSignup />);
      expect(await screen.findByText(newsletterCopy.noForm)).toBeVisible();
      expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
        'href',
        `mailto:${siteConfig.email}`,
      );
      expect(screen.queryByRole('textbox')).toBeNull();
    } finally {
      env.firebase = null;
    }
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
