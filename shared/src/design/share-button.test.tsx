import { renderWithSite } from '@site/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribeToasts, type Toast } from '../toast/toast-store';
import { ShareButton } from './share-button';
import { shareLink, type ShareCopy } from './share-link';

const copy: ShareCopy = { button: 'Pass it on', copied: 'Copied!', copyFailed: 'Not copied' };
const DATA = { url: 'https://example.com/poems#one', title: 'One poem' };

/** The toasts pushed while `run` runs. */
async function toastsDuring(run: () => Promise<unknown>): Promise<Toast[]> {
  let latest: readonly Toast[] = [];
  const stop = subscribeToasts((toasts) => (latest = toasts));
  const before = latest.length;
  try {
    await run();
  } finally {
    stop();
  }
  return latest.slice(before);
}

function stubNavigator(fields: Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>) {
  for (const [name, value] of Object.entries(fields)) {
    Object.defineProperty(navigator, name, { configurable: true, value });
  }
}

afterEach(() => {
  for (const name of ['share', 'canShare', 'clipboard']) {
    delete (navigator as unknown as Record<string, unknown>)[name];
  }
});

describe('shareLink', () => {
  it('hands the address and title to the share sheet, and says nothing itself', async () => {
    const share = jest.fn(() => Promise.resolve());
    const writeText = jest.fn(() => Promise.resolve());
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    const toasts = await toastsDuring(() => shareLink(DATA, copy));
    expect(share).toHaveBeenCalledWith(DATA);
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('leaves it at that when the reader closes the sheet', async () => {
    const share = jest.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = jest.fn(() => Promise.resolve());
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    expect(await toastsDuring(() => shareLink(DATA, copy))).toEqual([]);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address when there is no share sheet, or it cannot take this', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    const toasts = await toastsDuring(() => shareLink(DATA, copy));
    expect(writeText).toHaveBeenCalledWith(DATA.url);
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'success', title: copy.copied, description: DATA.url }),
    ]);

    const share = jest.fn(() => Promise.resolve());
    stubNavigator({ share, canShare: () => false });
    await toastsDuring(() => shareLink(DATA, copy));
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('copies it when the sheet refuses, and gives the address by hand when copying fails', async () => {
    const share = jest.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const writeText = jest.fn(() => Promise.reject(new Error('denied')));
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    const toasts = await toastsDuring(() => shareLink(DATA, copy));
    expect(writeText).toHaveBeenCalledWith(DATA.url);
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'error', title: copy.copyFailed, description: DATA.url }),
    ]);
  });
});

describe('ShareButton', () => {
  it('is a button named by its label and what it shares, and shares on click', async () => {
    const share = jest.fn(() => Promise.resolve());
    stubNavigator({ share });
    renderWithSite(<ShareButton url={DATA.url} title={DATA.title} copy={copy} />);
    const button = screen.getByRole('link', { name: /^Pass it on\W+One poem$/ });
    await act(() => userEvent.click(button));
    expect(share).toHaveBeenCalledWith(DATA);
  });

  it('on the page, says a copied link in a toast', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    renderWithSite(<ShareButton url={DATA.url} title={DATA.title} copy={copy} />);
    const toasts = await toastsDuring(() =>
      act(() => userEvent.click(screen.getByRole('link', { name: /^Pass it on/ }))),
    );
    expect(toasts).toEqual([expect.objectContaining({ title: copy.copied })]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('in a modal dialog, where the page’s toasts sit behind it, says it beside itself', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    renderWithSite(
      <dialog open>
        <ShareButton url={DATA.url} title={DATA.title} copy={copy} />
      </dialog>,
    );
    const toasts = await toastsDuring(() =>
      act(() => userEvent.click(screen.getByRole('link', { name: /^Pass it on/ }))),
    );
    expect(toasts).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(copy.copied);
  });
});
