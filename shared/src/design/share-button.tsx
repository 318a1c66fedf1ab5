import { css } from '@emotion/react';
import { theme, toast, TOAST_DEFAULTS } from '@site/shared';
import { useEffect, useState } from 'react';
import { Icon, shareIcon } from './icon';
import { tone } from './tone';

/** The words of a share control; each section passes its own from its content files. */
export interface ShareCopy {
  /** The button's label ('Share'). */
  button: string;
  /** The toast after the link was copied ('Link copied'); the link is its description. */
  copied: string;
  /** The toast when the link could not be copied; the link is its description, to copy by hand. */
  copyFailed: string;
}

const buttonCss = /*#__PURE__*/ css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 1px solid ${tone.border};
  border-radius: 999px;
  background: transparent;
  color: ${tone.text};
  font-weight: 600;
  cursor: pointer;
  transition: border-color 0.15s ease-out;
  &:hover {
    border-color: ${tone.accent};
  }
`;

/** The reader closed the share sheet: nothing went wrong, nothing to say. */
const dismissed = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** What became of a share: the sheet took it, the reader closed it, or the link was copied (or not). */
export type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'not-copied';

/**
 * Hands `url` to the system's share sheet where there is one (Web Share API: phones, most
 * desktop systems); elsewhere, or when the sheet cannot open, copies it and, unless `toast`
 * is false, says so in a toast.
 */
export async function shareLink(
  { url, title }: { url: string; title: string },
  copy: ShareCopy,
  { toast: sayInToast = true }: { toast?: boolean } = {},
): Promise<ShareOutcome> {
  const data = { url, title };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (dismissed(error)) return 'dismissed';
      // Refused (no share target, a policy): copying still gets the reader the link.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    if (sayInToast) toast.success(copy.copied, { description: url });
    return 'copied';
  } catch {
    if (sayInToast) toast.error(copy.copyFailed, { description: url });
    return 'not-copied';
  }
}

// Always in the page, empty until there is something to say: a live region has to be there
// before its words are, or screen readers may not announce them.
const saidCss = /*#__PURE__*/ css`
  margin: ${theme.space(2)} 0 0;
  color: ${tone.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  &:empty {
    margin: 0;
  }
`;

/**
 * A share control for one piece of writing (a poem, a post): the share sheet, or the link
 * copied with a toast. `url` is absolute; `title` names what is shared, for the sheet and,
 * after the visible label, for screen readers ('Share: Entry #007 - …'). Inside a modal
 * dialog the page's toasts sit behind it, out of sight and out of reach of screen readers:
 * there the control says it beside itself instead.
 */
export function ShareButton({
  url,
  title,
  copy,
  className,
}: {
  url: string;
  title: string;
  copy: ShareCopy;
  className?: string;
}) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), TOAST_DEFAULTS.duration);
    return () => clearTimeout(timer);
  }, [said]);

  const share = async (button: HTMLButtonElement) => {
    const inDialog = button.closest('dialog')?.open === true;
    const outcome = await shareLink({ url, title }, copy, { toast: !inDialog });
    if (!inDialog) return;
    if (outcome === 'copied') setSaid(copy.copied);
    else if (outcome === 'not-copied') setSaid(`${copy.copyFailed}: ${url}`);
  };

  return (
    <div className={className}>
      <button type="button" css={buttonCss} onClick={(event) => void share(event.currentTarget)}>
        <Icon path={shareIcon} />
        {copy.button}
        <span className="visually-hidden">: {title}</span>
      </button>
      <p css={saidCss} role="status">
        {said}
      </p>
    </div>
  );
}
